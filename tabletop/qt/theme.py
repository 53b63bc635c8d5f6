"""Colours, fonts, shapes and icons shared by the Qt widgets (all drawn by us, no bitmaps)."""

from __future__ import annotations

import math
from collections.abc import Callable
from functools import lru_cache
from pathlib import Path

from PySide6.QtCore import QPointF, QRectF, Qt
from PySide6.QtGui import (
    QBrush,
    QColor,
    QFont,
    QFontMetricsF,
    QIcon,
    QPainter,
    QPainterPath,
    QPalette,
    QPen,
    QPixmap,
)
from PySide6.QtSvg import QSvgRenderer

from tabletop.model import paths
from tabletop.model.seats import SeatColor, color_by_id
from tabletop.model.session import GameSession

FONT_FAMILY = "DejaVu Sans"
TABLE_BG = QColor("#2f4a3a")  # the felt behind the boards
BOARD_BG = QColor("#efe6cf")  # parchment
BOARD_EDGE = QColor("#7a6a4f")
ZONE_FILL = QColor(255, 255, 255, 120)
ZONE_EDGE = QColor("#8c7b5c")
INK = QColor("#2a2620")
MUTED_INK = QColor("#5f5647")
# the mark of a clickable target: a near-black band with a white line inside. No game's art
# uses it (amber, the old glow, is the colour of crown requests, grain and pineapples)
TARGET_DARK = QColor("#101014")
TARGET_LIGHT = QColor("#ffffff")
TARGET_WASH = QColor(255, 255, 255, 70)  # over a hovered target
TARGET_GLOW = QColor(255, 255, 255, 150)  # the soft halo around the band
SELECTED = QColor("#c2185b")  # the frame and tick of something picked in a choice
CARD_BACK = QColor("#34557a")
CARD_BACK_EDGE = QColor("#f2ecd9")


TOOLTIP_BG = QColor("#fffbea")  # tooltips: ink on a pale card, whatever the desktop's colours
TOOLTIP_INK = QColor("#2a2620")


# a style sheet without selectors reaches the tooltips of the widgets under it: "background:
# transparent" made the board's tooltips solid black boxes where windows cannot be see-through
# (X11 without a compositor, Xvfb). Such a sheet ends with this rule.
TOOLTIP_RULE = (
    f" QToolTip {{ background: {TOOLTIP_BG.name()}; color: {TOOLTIP_INK.name()};"
    " border: 1px solid #8c7b5c; padding: 2px; }"
)


@lru_cache(maxsize=1)
def own_palette() -> QPalette:
    """The app's own light palette, every role set in every state.

    The panels fix their backgrounds (cream, felt); with a dark desktop palette their text
    came out near-white on cream (1.0:1). So the app keeps these colours whatever the desktop
    says: Qt's Fusion light palette, with our tooltip colours.
    """
    role, group = QPalette.ColorRole, QPalette.ColorGroup
    colours = {
        role.Window: "#efefef", role.WindowText: "#000000", role.Base: "#ffffff",
        role.AlternateBase: "#f7f7f7", role.ToolTipBase: TOOLTIP_BG.name(),
        role.ToolTipText: TOOLTIP_INK.name(), role.PlaceholderText: "#767676",
        role.Text: "#000000", role.Button: "#efefef", role.ButtonText: "#000000",
        role.BrightText: "#ffffff", role.Light: "#ffffff", role.Midlight: "#cacaca",
        role.Mid: "#b8b8b8", role.Dark: "#9f9f9f", role.Shadow: "#767676",
        role.Highlight: "#308cc6", role.HighlightedText: "#ffffff", role.Link: "#0000ff",
        role.LinkVisited: "#ff00ff",
    }
    disabled = {role.WindowText: "#7a7a7a", role.Text: "#7a7a7a", role.ButtonText: "#7a7a7a",
                role.Base: "#efefef", role.Highlight: "#919191", role.HighlightedText: "#ffffff"}
    palette = QPalette()
    for r, colour in colours.items():
        for g in (group.Active, group.Inactive, group.Disabled):
            palette.setColor(g, r, QColor(disabled.get(r, colour) if g == group.Disabled else colour))
    return palette


def keep_own_colours(widget) -> None:
    """Give a window (the main window, a dialog) the app's own palette: a window does not
    take its parent's, and the desktop's palette may be dark."""
    widget.setPalette(own_palette())  # set even when equal: only a set palette outlasts a change


def ui_font(point_size: float = 10.0, bold: bool = False) -> QFont:
    font = QFont(FONT_FAMILY)
    font.setPointSizeF(point_size)
    font.setBold(bold)
    return font


_TEXT_PX = 100  # scene text is laid out at 100 px and scaled down: exact at any zoom or DPI

# The text-size audit (text_audit.py) sets this to a callable taking (em_px, text, elided,
# unlabelled) for each string drawn or left out; None (the default) costs one comparison.
text_probe: Callable[[float, str, bool, bool], None] | None = None


def device_em_px(painter: QPainter, font_px: float) -> float:
    """How tall ``font_px`` letters come out in device pixels through ``painter``'s transform."""
    ratio = painter.device().devicePixelRatioF() if painter.device() is not None else 1.0
    return logical_em_px(painter, font_px) * ratio


def logical_em_px(painter: QPainter, font_px: float) -> float:
    """The same in logical pixels (what a floor for reading is set in: a 2x screen is denser)."""
    t = painter.worldTransform()
    return font_px * math.hypot(t.m21(), t.m22())


@lru_cache(maxsize=8)
def _scene_base_font(bold: bool) -> QFont:
    font = QFont(FONT_FAMILY)
    font.setPixelSize(_TEXT_PX)
    font.setBold(bold)
    return font


@lru_cache(maxsize=8)
def _metrics(bold: bool) -> QFontMetricsF:
    return QFontMetricsF(_scene_base_font(bold))


TEXT_FLOOR_PX = 12.0  # letters grow to this height on screen where their place has room
LARGE_FLOOR_PX = 15.5  # ... and up to this on a large screen (see text_floor_for)
text_floor_px = TEXT_FLOOR_PX  # the floor now in use; the table sets it for its size


def text_floor_for(table_height: float) -> float:
    """The letters' floor for a table this tall: 12 px on a laptop (a 640 px table), growing
    to 15.5 px on a large screen (a 900 px table), where there is room to read at ease."""
    t = min(1.0, max(0.0, (table_height - 640.0) / 260.0))
    return round(TEXT_FLOOR_PX + (LARGE_FLOOR_PX - TEXT_FLOOR_PX) * t, 1)
LINE = 1.17  # a line of DejaVu Sans is this many em tall
thumbnail_depth = 0  # > 0 while a compact board (a thumbnail) paints: it carries no text


def _fitted_height(
    painter: QPainter,
    rect: QRectF,
    text: str,
    height: float,
    bold: bool,
    wrap: bool,
    min_shrink: float,
) -> tuple[float, bool]:
    """The letters' height ``draw_scene_text`` uses (scene units), and whether it wraps."""
    metrics = _metrics(bold)
    unit_px = logical_em_px(painter, 1.0)
    least = text_floor_px / unit_px if unit_px > 0 else 0.0
    lines = 2 if wrap and " " in text.strip() else 1
    if height < least:
        height = max(height, min(least, rect.height() / (LINE * lines)))
    widest = (
        max((metrics.horizontalAdvance(w) for w in text.split()), default=0.0)
        if wrap
        else (metrics.horizontalAdvance(text))
    )
    if widest > 0:
        fitting = rect.width() / (widest / _TEXT_PX) * 0.98  # the height at which it just fits
        if fitting < height:
            lowest = height * min_shrink
            if len(text) > 4:  # a name may be elided at the floor; a number never
                lowest = max(lowest, min(least, height))
                if fitting < lowest * 0.45:  # not half of it would show: smaller letters
                    lowest = max(height * min_shrink, min(least * 0.75, height))
            height = max(fitting, lowest)
            if wrap and fitting < height:  # a word wider than its place: one elided line
                wrap = False
    return height, wrap


def scene_text_px(
    painter: QPainter,
    rect: QRectF,
    text: str,
    height: float,
    bold: bool = False,
    wrap: bool = False,
    min_shrink: float = 0.6,
) -> float:
    """How tall on screen (logical px) ``draw_scene_text`` would draw these letters."""
    fitted, _ = _fitted_height(painter, rect, text, height, bold, wrap, min_shrink)
    return fitted * logical_em_px(painter, 1.0)


def report_unlabelled(painter: QPainter, text: str) -> None:
    """A name left out because its place is too small to read it: the audit counts it."""
    if text_probe is not None and not thumbnail_depth:
        text_probe(0.0, text, False, True)


def draw_scene_text(
    painter: QPainter,
    rect: QRectF,
    text: str,
    height: float,
    color: QColor,
    align: Qt.AlignmentFlag = Qt.AlignmentFlag.AlignCenter,
    bold: bool = False,
    wrap: bool = False,
    min_shrink: float = 0.6,
) -> None:
    """Draw ``text`` in ``rect`` (scene units), letters ``height`` units tall.

    Letters smaller than ``text_floor_px`` on screen grow towards it as far as ``rect``'s
    height allows. Text that is too wide first shrinks (not below the floor, nor below
    ``min_shrink`` of its size; with ``wrap``, so that its longest word fits), then is
    elided; short texts (numbers, counts) shrink rather than lose a digit.
    """
    if not text or rect.width() <= 0 or rect.height() <= 0 or thumbnail_depth:
        return
    font = _scene_base_font(bold)
    metrics = _metrics(bold)
    height, wrap = _fitted_height(painter, rect, text, height, bold, wrap, min_shrink)
    scale = height / _TEXT_PX
    box = QRectF(rect.x() / scale, rect.y() / scale, rect.width() / scale, rect.height() / scale)
    painter.save()
    painter.scale(scale, scale)
    painter.setFont(font)
    painter.setPen(color)
    flags = int(align)
    shown = text
    if wrap:
        flags |= int(Qt.TextFlag.TextWordWrap)
    else:
        shown = _elided(metrics, text, box.width())
    painter.drawText(box, flags, shown)
    if text_probe is not None:
        text_probe(device_em_px(painter, _TEXT_PX), text, shown != text, False)
    painter.restore()


def _elided(metrics: QFontMetricsF, text: str, width: float) -> str:
    """``text`` cut to ``width`` with an ellipsis; a count or value at its end (the last
    words holding a digit: "0/3", "8/12", "0 points") is kept whole and the name cut."""
    shown = metrics.elidedText(text, Qt.TextElideMode.ElideRight, width)
    if shown == text:
        return text
    words = text.split(" ")
    for keep in (1, 2):
        if len(words) > keep and any(c.isdigit() for c in words[-keep]):
            tail = " " + " ".join(words[-keep:])
            room = width - metrics.horizontalAdvance(tail)
            head = " ".join(words[:-keep])
            if room > metrics.horizontalAdvance("…") * 2:
                return metrics.elidedText(head, Qt.TextElideMode.ElideRight, room) + tail
            break
    return shown


def text_width(text: str, height: float, bold: bool = False) -> float:
    """How wide ``text`` is with letters ``height`` tall (same units)."""
    return _metrics(bold).horizontalAdvance(text) * height / _TEXT_PX


def blend(a: QColor, b: QColor, t: float) -> QColor:
    """``t`` of the way from a to b."""
    return QColor(
        round(a.red() + (b.red() - a.red()) * t),
        round(a.green() + (b.green() - a.green()) * t),
        round(a.blue() + (b.blue() - a.blue()) * t),
    )


def readable_on(fill: QColor) -> QColor:
    """Black or white text, whichever reads better on ``fill``."""
    luma = 0.299 * fill.red() + 0.587 * fill.green() + 0.114 * fill.blue()
    return QColor("#111111") if luma > 140 else QColor("#ffffff")


def shape_path(shape: str, rect: QRectF) -> QPainterPath:
    """The outline of a named shape inside ``rect``.

    Piece shapes (rect, rounded, circle, hexagon, diamond, triangle) and seat marker shapes
    (circle, square, triangle, diamond, hexagon, star) share this one function.
    """
    path = QPainterPath()
    w, h = rect.width(), rect.height()
    c = rect.center()
    if shape in ("rect", "square"):
        path.addRect(rect)
    elif shape == "circle":
        path.addEllipse(rect)
    elif shape == "diamond":
        path.moveTo(c.x(), rect.top())
        path.lineTo(rect.right(), c.y())
        path.lineTo(c.x(), rect.bottom())
        path.lineTo(rect.left(), c.y())
        path.closeSubpath()
    elif shape == "triangle":
        path.moveTo(c.x(), rect.top())
        path.lineTo(rect.right(), rect.bottom())
        path.lineTo(rect.left(), rect.bottom())
        path.closeSubpath()
    elif shape == "hexagon":
        points = [
            QPointF(
                c.x() + w / 2 * math.cos(math.radians(a)), c.y() + h / 2 * math.sin(math.radians(a))
            )
            for a in range(0, 360, 60)
        ]
        path.moveTo(points[0])
        for p in points[1:]:
            path.lineTo(p)
        path.closeSubpath()
    elif shape == "star":
        for i in range(10):
            r = 0.5 if i % 2 == 0 else 0.22
            a = math.radians(-90 + 36 * i)
            p = QPointF(c.x() + w * r * math.cos(a), c.y() + h * r * math.sin(a))
            if i == 0:
                path.moveTo(p)
            else:
                path.lineTo(p)
        path.closeSubpath()
    elif shape == "meeple":
        body = [
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
        ]
        path.moveTo(rect.left() + body[0][0] * w, rect.top() + body[0][1] * h)
        for bx, by in body[1:]:
            path.lineTo(rect.left() + bx * w, rect.top() + by * h)
        path.closeSubpath()
        head = QPainterPath()
        head.addEllipse(QPointF(c.x(), rect.top() + 0.19 * h), 0.18 * w, 0.18 * h)
        path = path.united(head)
    else:  # rounded and anything unknown
        radius = min(w, h) * 0.14
        path.addRoundedRect(rect, radius, radius)
    return path


def seat_color(session: GameSession, seat: int) -> SeatColor:
    return color_by_id(session.seats[seat].color, seat)


@lru_cache(maxsize=64)
def marker_pixmap(color_hex: str, shape: str, size: int = 18) -> QPixmap:
    """A seat marker: the seat's colour in the seat's shape, with a dark outline."""
    ratio = 2.0  # drawn at twice the size so it stays sharp on HiDPI screens
    pixmap = QPixmap(round(size * ratio), round(size * ratio))
    pixmap.setDevicePixelRatio(ratio)
    pixmap.fill(Qt.GlobalColor.transparent)
    painter = QPainter(pixmap)
    painter.setRenderHint(QPainter.RenderHint.Antialiasing)
    painter.setPen(QPen(QColor("#202020"), 1.4))
    painter.setBrush(QBrush(QColor(color_hex)))
    painter.drawPath(shape_path(shape, QRectF(1.5, 1.5, size - 3, size - 3)))
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


@lru_cache(maxsize=1)
def icons_dir() -> Path:
    return paths.resources_dir() / "icons"


@lru_cache(maxsize=32)
def svg_renderer(name: str) -> QSvgRenderer | None:
    """The renderer of resources/icons/<name>.svg, or None when there is no such icon."""
    path = icons_dir() / f"{name}.svg"
    if not name or not path.is_file():
        return None
    renderer = QSvgRenderer(str(path))
    return renderer if renderer.isValid() else None


def app_icon() -> QIcon:
    path = icons_dir() / "tabletop.svg"
    return QIcon(str(path)) if path.is_file() else QIcon()


def readable_on_hex(color_hex: str) -> str:
    return readable_on(QColor(color_hex)).name()


def set_style(widget, sheet: str) -> None:
    """Set a style sheet only when it changes: every change re-polishes the whole widget tree."""
    if widget.styleSheet() != sheet:
        widget.setStyleSheet(sheet)


def set_text(label, text: str) -> None:
    if label.text() != text:
        label.setText(text)


# a resource's name (its first or last word, singular or plural) -> an icon of the shared set
RESOURCE_ICONS = {
    "wood": "wood",
    "fish": "fish",
    "gold": "gold",
    "grain": "grain",
    "wheat": "wheat",
    "sugar": "sugar",
    "wine": "wine",
    "bread": "bread",
    "food": "food",
    "plank": "plank",
    "real": "coin",
    "coin": "coin",
    "money": "coin",
    "fund": "coin",
    "die": "die",
    "dice": "die",
    "worker": "worker",
    "ship": "ship",
    "card": "card",
    "crate": "crate",
    "pirate": "pirate",
    "guest": "guest",
    "animal": "animal",
    "point": "point",
    "vp": "point",
    "pp": "point",
}


@lru_cache(maxsize=512)
def resource_icon(name: str) -> str:
    """The icon for a players-panel resource name ("Reals" -> coin), or "" when none fits."""
    words = [w.strip(".:()").lower() for w in name.split()]
    if not words:
        return ""
    for word in (words[0], words[-1]):
        for key in (word, word[:-1] if word.endswith("s") else word):
            icon = RESOURCE_ICONS.get(key, "")
            if icon and (icons_dir() / f"{icon}.svg").is_file():
                return icon
    return ""


@lru_cache(maxsize=128)
def icon_html(name: str, size: int = 16) -> str:
    """An inline icon for rich-text labels (Qt reads the SVG itself)."""
    path = (icons_dir() / f"{name}.svg").as_posix()
    return f'<img src="{path}" width="{size}" height="{size}" style="vertical-align:middle">'
