"""Colours, fonts and the small helpers the Qt widgets share (all drawn by us, no bitmaps).

The colours live in palette.py, the board's letters in scene_text.py, shapes and seat markers
in shapes.py, icons in icons.py; their names are re-exported here for the widgets.
"""

from __future__ import annotations

from PySide6.QtGui import QColor, QFont
from PySide6.QtWidgets import QLabel, QWidget

from tabletop.model.seats import SeatColor, color_by_id
from tabletop.model.session import GameSession

from .icons import RESOURCE_ICONS, app_icon, icon_html, icons_dir, resource_icon, svg_renderer
from .paint_metrics import LARGE_FLOOR_PX, NAME_LEAST_PX, TEXT_FLOOR_PX
from .palette import (
    BOARD_BG,
    BOARD_EDGE,
    CARD_BACK,
    CARD_BACK_EDGE,
    DARK_TEXT,
    INK,
    LIGHT_TEXT,
    MUTED_INK,
    SELECTED,
    TABLE_BG,
    TARGET_DARK,
    TARGET_GLOW,
    TARGET_LIGHT,
    TARGET_WASH,
    TOOLTIP_BG,
    TOOLTIP_INK,
    ZONE_EDGE,
    ZONE_FILL,
    own_palette,
)
from .scene_text import LINE, device_em_px, lines_needed, logical_em_px, text_width
from .shapes import marker_icon, marker_pixmap, seat_marker_html, shape_path

__all__ = [
    "BOARD_BG", "BOARD_EDGE", "CARD_BACK", "CARD_BACK_EDGE", "INK", "LARGE_FLOOR_PX", "LINE",
    "MUTED_INK", "NAME_LEAST_PX", "RESOURCE_ICONS", "SELECTED", "TABLE_BG", "TARGET_DARK",
    "TARGET_GLOW", "TARGET_LIGHT", "TARGET_WASH", "TEXT_FLOOR_PX", "TOOLTIP_BG", "TOOLTIP_INK",
    "ZONE_EDGE", "ZONE_FILL", "app_icon", "device_em_px", "icon_html", "icons_dir",
    "lines_needed", "logical_em_px", "marker_icon", "marker_pixmap", "own_palette",
    "resource_icon", "seat_marker_html", "shape_path", "svg_renderer", "text_width",
]

FONT_FAMILY = "DejaVu Sans"  # the boards' letters (text_fit measures with it)
# the panels' font: the desktop's family and size (reading.use_desktop_font; DejaVu Sans 10 pt
# offscreen, where there is no desktop), times the player's text size (Settings, 100-200%)
UI_FAMILY = FONT_FAMILY
ui_base_pt = 10.0
text_scale = 1.0
high_contrast = False  # Settings: stronger outlines, no pale text on the boards

# a style sheet without selectors reaches the tooltips of the widgets under it: "background:
# transparent" made the board's tooltips solid black boxes where windows cannot be see-through
# (X11 without a compositor, Xvfb). Such a sheet ends with this rule.
TOOLTIP_RULE = (
    f" QToolTip {{ background: {TOOLTIP_BG.name()}; color: {TOOLTIP_INK.name()};"
    " border: 1px solid #8c7b5c; padding: 2px; }"
)


def keep_own_colours(widget: QWidget) -> None:
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
    return QColor(DARK_TEXT) if luma > 140 else QColor(LIGHT_TEXT)


def seat_color(session: GameSession, seat: int) -> SeatColor:
    return color_by_id(session.seats[seat].color, seat)


def readable_on_hex(color_hex: str) -> str:
    return readable_on(QColor(color_hex)).name()


def set_style(widget: QWidget, sheet: str) -> None:
    """Set a style sheet only when it changes: every change re-polishes the whole widget tree."""
    if widget.styleSheet() != sheet:
        widget.setStyleSheet(sheet)


def set_text(label: QLabel, text: str) -> None:
    if label.text() != text:
        label.setText(text)
