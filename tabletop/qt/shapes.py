"""Named outlines (a piece's shape, a seat's marker) and the seat markers drawn from them."""

from __future__ import annotations

import math
from collections.abc import Callable
from functools import lru_cache

from PySide6.QtCore import QPointF, QRectF, Qt
from PySide6.QtGui import QBrush, QColor, QIcon, QPainter, QPainterPath, QPen, QPixmap

from tabletop.model.seats import SeatColor

from .paint_metrics import (
    MARKER_INSET,
    MARKER_PEN,
    MARKER_RATIO,
    ROUNDED_RADIUS_SHARE,
    STAR_INNER,
    STAR_OUTER,
)
from .palette import MARKER_EDGE

# a worker's outline, as (x, y) shares of its box, clockwise from the left shoulder
MEEPLE_BODY = (
    (0.38, 0.30),
    (0.06, 0.40),
    (0.02, 0.56),
    (0.30, 0.56),
    (0.14, 1.0),
    (0.42, 1.0),
    (0.5, 0.80),
    (0.58, 1.0),
    (0.86, 1.0),
    (0.70, 0.56),
    (0.98, 0.56),
    (0.94, 0.40),
    (0.62, 0.30),
)
MEEPLE_HEAD_Y, MEEPLE_HEAD_R = 0.19, 0.18  # the head's centre and radius, shares of the box


def _polygon(path: QPainterPath, points: list[QPointF]) -> QPainterPath:
    path.moveTo(points[0])
    for p in points[1:]:
        path.lineTo(p)
    path.closeSubpath()
    return path


def _rect(rect: QRectF) -> QPainterPath:
    path = QPainterPath()
    path.addRect(rect)
    return path


def _circle(rect: QRectF) -> QPainterPath:
    path = QPainterPath()
    path.addEllipse(rect)
    return path


def _diamond(rect: QRectF) -> QPainterPath:
    c = rect.center()
    return _polygon(QPainterPath(), [
        QPointF(c.x(), rect.top()), QPointF(rect.right(), c.y()),
        QPointF(c.x(), rect.bottom()), QPointF(rect.left(), c.y()),
    ])


def _triangle(rect: QRectF) -> QPainterPath:
    c = rect.center()
    return _polygon(QPainterPath(), [
        QPointF(c.x(), rect.top()), QPointF(rect.right(), rect.bottom()),
        QPointF(rect.left(), rect.bottom()),
    ])


def _hexagon(rect: QRectF) -> QPainterPath:
    w, h, c = rect.width(), rect.height(), rect.center()
    return _polygon(QPainterPath(), [
        QPointF(
            c.x() + w / 2 * math.cos(math.radians(a)), c.y() + h / 2 * math.sin(math.radians(a))
        )
        for a in range(0, 360, 60)
    ])


def _star(rect: QRectF) -> QPainterPath:
    w, h, c = rect.width(), rect.height(), rect.center()
    points = []
    for i in range(10):
        r = STAR_OUTER if i % 2 == 0 else STAR_INNER
        a = math.radians(-90 + 36 * i)
        points.append(QPointF(c.x() + w * r * math.cos(a), c.y() + h * r * math.sin(a)))
    return _polygon(QPainterPath(), points)


def _meeple(rect: QRectF) -> QPainterPath:
    w, h, c = rect.width(), rect.height(), rect.center()
    body = _polygon(QPainterPath(), [
        QPointF(rect.left() + bx * w, rect.top() + by * h) for bx, by in MEEPLE_BODY
    ])
    head = QPainterPath()
    head.addEllipse(
        QPointF(c.x(), rect.top() + MEEPLE_HEAD_Y * h), MEEPLE_HEAD_R * w, MEEPLE_HEAD_R * h
    )
    return body.united(head)


def _rounded(rect: QRectF) -> QPainterPath:
    path = QPainterPath()
    radius = min(rect.width(), rect.height()) * ROUNDED_RADIUS_SHARE
    path.addRoundedRect(rect, radius, radius)
    return path


SHAPES: dict[str, Callable[[QRectF], QPainterPath]] = {
    "rect": _rect,
    "square": _rect,
    "circle": _circle,
    "diamond": _diamond,
    "triangle": _triangle,
    "hexagon": _hexagon,
    "star": _star,
    "meeple": _meeple,
}


def shape_path(shape: str, rect: QRectF) -> QPainterPath:
    """The outline of a named shape inside ``rect``.

    Piece shapes (rect, rounded, circle, hexagon, diamond, triangle) and seat marker shapes
    (circle, square, triangle, diamond, hexagon, star) share this one function; "rounded"
    and anything unknown is a rounded rectangle.
    """
    return SHAPES.get(shape, _rounded)(rect)


@lru_cache(maxsize=64)
def marker_pixmap(color_hex: str, shape: str, size: int = 18) -> QPixmap:
    """A seat marker: the seat's colour in the seat's shape, with a dark outline."""
    ratio = MARKER_RATIO  # drawn at twice the size so it stays sharp on HiDPI screens
    pixmap = QPixmap(round(size * ratio), round(size * ratio))
    pixmap.setDevicePixelRatio(ratio)
    pixmap.fill(Qt.GlobalColor.transparent)
    painter = QPainter(pixmap)
    painter.setRenderHint(QPainter.RenderHint.Antialiasing)
    painter.setPen(QPen(MARKER_EDGE, MARKER_PEN))
    painter.setBrush(QBrush(QColor(color_hex)))
    inset = MARKER_INSET
    painter.drawPath(shape_path(shape, QRectF(inset, inset, size - 2 * inset, size - 2 * inset)))
    painter.end()
    return pixmap


def marker_icon(color: SeatColor, size: int = 18) -> QIcon:
    return QIcon(marker_pixmap(color.hex, color.shape, size))


def seat_marker_html(color: SeatColor) -> str:
    """A text stand-in for the marker, for rich-text labels (shape as a glyph, in colour)."""
    glyph = {
        "circle": "●",
        "square": "■",
        "triangle": "▲",
        "diamond": "◆",
        "hexagon": "⬢",
        "star": "★",
    }.get(color.shape, "●")
    return f'<span style="color:{color.hex}">{glyph}</span>'
