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

from . import text_fit

FONT_FAMILY = "DejaVu Sans"  # the boards' letters (text_fit measures with it)
# the panels' font: the desktop's family and size (reading.use_desktop_font; DejaVu Sans 10 pt
# offscreen, where there is no desktop), times the player's text size (Settings, 100-200%)
UI_FAMILY = FONT_FAMILY
ui_base_pt = 10.0
text_scale = 1.0
high_contrast = False  # Settings: stronger outlines, no pale text on the boards
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
    """The panels' font: ``point_size`` on a 10 pt desktop, scaled to the desktop's size and
    the player's text size."""
    font = QFont(UI_FAMILY)
    font.setPointSizeF(point_size * ui_base_pt / 10.0 * text_scale)
    font.setBold(bold)
    return font


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


TEXT_FLOOR_PX = 12.0  # letters grow to this height on screen where their place has room
LARGE_FLOOR_PX = 15.5  # ... and up to this on a large screen (see text_floor_for)
NAME_LEAST_PX = 9.0  # a name shrinks to this before it is cut (the table's reading floor)
text_floor_px = TEXT_FLOOR_PX  # the floor now in use; the table sets it for its size


def text_floor_for(table_height: float) -> float:
    """The letters' floor for a table this tall: 12 px on a laptop (a 640 px table), growing
    to 15.5 px on a large screen (a 900 px table), where there is room to read at ease."""
    t = min(1.0, max(0.0, (table_height - 640.0) / 260.0))
    return round((TEXT_FLOOR_PX + (LARGE_FLOOR_PX - TEXT_FLOOR_PX) * t) * text_scale, 1)


def zone_edge(edge: QColor, width: float) -> tuple[QColor, float]:
    """A place's outline: in high contrast, ink and more than twice as wide."""
    return (INK, width * 2.4) if high_contrast else (edge, width)


def zone_ink(ink: QColor, fill: QColor) -> QColor:
    """A place's letters: in high contrast black or white, whichever reads on its fill."""
    return readable_on(fill) if high_contrast else ink


thumbnail_depth = 0  # > 0 while a compact board (a thumbnail) paints: it carries no text


def _fit(
    painter: QPainter, rect: QRectF, text: str, height: float, bold: bool, min_shrink: float
) -> text_fit.Fit:
    """How ``draw_scene_text`` lays these letters out (text_fit.fit at this painter's scale)."""
    unit_px = logical_em_px(painter, 1.0)
    floor = text_floor_px / unit_px if unit_px > 0 else 0.0
    least = NAME_LEAST_PX / unit_px if unit_px > 0 else 0.0
    return text_fit.fit(
        text, bold, rect.width(), rect.height(), height, floor, least, min_shrink
    )


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
    return _fit(painter, rect, text, height, bold, min_shrink).height * logical_em_px(painter, 1.0)


def scene_text_cut(
    painter: QPainter, rect: QRectF, text: str, height: float, bold: bool = False
) -> bool:
    """Whether ``draw_scene_text`` would cut this text with "…" (it fits nowhere whole)."""
    return _fit(painter, rect, text, height, bold, 0.6).elided


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
    height allows. A name too wide for one line wraps onto as many lines (up to three) as
    ``rect`` holds, shrinking towards ``NAME_LEAST_PX`` on screen before it is ever cut;
    numbers and short counts shrink (not below ``min_shrink`` of their size) rather than
    lose a digit. (``wrap`` is kept for callers: every name may wrap where there is room.)
    """
    if not text or rect.width() <= 0 or rect.height() <= 0 or thumbnail_depth:
        return
    laid = _fit(painter, rect, text, height, bold, min_shrink)
    scale = laid.height / text_fit.TEXT_PX
    box = QRectF(rect.x() / scale, rect.y() / scale, rect.width() / scale, rect.height() / scale)
    painter.save()
    painter.scale(scale, scale)
    painter.setFont(text_fit.scene_base_font(bold))
    painter.setPen(color)
    painter.drawText(box, int(align), "\n".join(laid.lines))
    if text_probe is not None:
        text_probe(device_em_px(painter, text_fit.TEXT_PX), text, laid.elided, False)
    painter.restore()


LINE = text_fit.LINE  # a line of DejaVu Sans is this many em tall
text_width = text_fit.text_width
lines_needed = text_fit.lines_needed


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
