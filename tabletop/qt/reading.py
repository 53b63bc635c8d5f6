"""Text size, contrast and the desktop's font (Settings ▸ General; issue 32).

The panels use the desktop's font family and size (``theme.ui_font``); the boards keep
DejaVu Sans, whose measurements ``text_fit`` relies on to keep names whole. The text size
(100-200%) scales both: the panels' fonts and the boards' letter floor. High contrast draws
the places' outlines in ink, wider, and their letters black or white, never pale.

``TABLETOP_TEXT_SCALE`` (percent) and ``TABLETOP_HIGH_CONTRAST=1`` override the settings, so the
audits (``audit-table``, ``audit-text``) and screenshots can be run at any text size.
"""

from __future__ import annotations

import os

from PySide6.QtGui import QColor, QGuiApplication
from PySide6.QtWidgets import QApplication

from tabletop.model.settings import Settings

from . import theme

NO_DESKTOP = ("offscreen", "minimal")  # platforms without a desktop font to follow
LEAST_PT = 9.0  # a desktop font smaller than this is raised to it (a readable default)
_MUTED = QColor(theme.MUTED_INK)


def use_desktop_font(app: QApplication) -> None:
    """Take the desktop's font family and size as the panels' base (called before the app
    sets its own font; offscreen renders keep DejaVu Sans 10 pt, so they stay comparable)."""
    if QGuiApplication.platformName() in NO_DESKTOP:
        return
    font = app.font()
    if font.family():
        theme.UI_FAMILY = font.family()
    size = font.pointSizeF()
    theme.ui_base_pt = max(LEAST_PT, size) if size > 0 else 10.0


def text_choices(settings: Settings) -> tuple[int, bool]:
    """The text size (percent) and contrast in force: the environment's, else the settings'."""
    scale = settings.text_scale
    try:
        scale = int(os.environ.get("TABLETOP_TEXT_SCALE", scale))
    except ValueError:
        pass
    contrast = settings.high_contrast or os.environ.get("TABLETOP_HIGH_CONTRAST", "") == "1"
    return max(100, min(200, scale)), contrast


def apply(settings: Settings) -> bool:
    """Put the text size and contrast in force; True when they changed (the open game's
    widgets keep the fonts they were made with until the game is opened again)."""
    scale, contrast = text_choices(settings)
    changed = (scale / 100.0, contrast) != (theme.text_scale, theme.high_contrast)
    theme.text_scale = scale / 100.0
    theme.high_contrast = contrast
    theme.MUTED_INK.setRgba((theme.INK if contrast else _MUTED).rgba())  # no pale notes
    app = QApplication.instance()
    if isinstance(app, QApplication):
        app.setFont(theme.ui_font(10))
    return changed
