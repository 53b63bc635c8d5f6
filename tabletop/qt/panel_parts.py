"""Small widget parts the side panels and bars share, so that they look and behave alike."""

from __future__ import annotations

from PySide6.QtCore import QCoreApplication, QEvent, Qt
from PySide6.QtGui import QGuiApplication
from PySide6.QtWidgets import (
    QBoxLayout,
    QDoubleSpinBox,
    QFrame,
    QHBoxLayout,
    QLabel,
    QScrollArea,
    QStyle,
    QVBoxLayout,
    QWidget,
)

from tabletop.core.i18n import _

from . import theme


def bare_box(owner: QWidget, *, vertical: bool = True, spacing: int = 0,
             margins: tuple[int, int, int, int] = (0, 0, 0, 0)) -> QBoxLayout:
    """``owner``'s layout: a column (or a row) with these margins and spacing."""
    box: QBoxLayout = QVBoxLayout(owner) if vertical else QHBoxLayout(owner)
    box.setContentsMargins(*margins)
    box.setSpacing(spacing)
    return box


def titled_box(owner: QWidget, title: str, *, vertical: bool = True, spacing: int = 3,
               margins: tuple[int, int, int, int] = (0, 0, 0, 0)) -> QBoxLayout:
    """``owner``'s layout headed by its title in the panels' bold type."""
    box = bare_box(owner, vertical=vertical, spacing=spacing, margins=margins)
    heading = QLabel(title)
    heading.setFont(theme.ui_font(10, bold=True))
    box.addWidget(heading)
    return box


def style_bar(bar: QFrame, name: str, background: str, button_style: str) -> None:
    """A bar along the table's edge: its own background, a rule above it, its buttons' style."""
    bar.setObjectName(name)
    bar.setStyleSheet(
        f"#{name} {{ background: {background}; border-top: 1px solid #b9ab8a; }}"
        f"#{name} QLabel {{ color: {theme.INK.name()}; }}"  # ink of its own, not the desktop's
        f"QPushButton {{ {button_style} }}"
    )


def seconds_spin(value: float, low: float, high: float, tooltip: str) -> QDoubleSpinBox:
    """A number of seconds, in half-second steps, shown with one decimal."""
    spin = QDoubleSpinBox()
    spin.setRange(low, high)
    spin.setDecimals(1)
    spin.setSingleStep(0.5)
    spin.setSuffix(_(" s"))  # seconds
    spin.setValue(value)
    spin.setToolTip(tooltip)
    return spin


TITLE_BAR = 40  # a window's title bar (and a little) that its screen must also hold


def screen_room(widget: QWidget) -> int:
    """The most height a window may take: its screen's free height but for a title bar."""
    screen = widget.screen() or QGuiApplication.primaryScreen()
    height = screen.availableGeometry().height() if screen is not None else 800
    return max(200, height - TITLE_BAR)


def scrolled(panel: QWidget) -> QScrollArea:
    """``panel`` in a frameless scroll area that scrolls up and down only."""
    scroll = QScrollArea()
    scroll.setWidget(panel)
    scroll.setWidgetResizable(True)
    scroll.setFrameShape(QFrame.Shape.NoFrame)
    scroll.setHorizontalScrollBarPolicy(Qt.ScrollBarPolicy.ScrollBarAlwaysOff)
    return scroll


def fit_on_screen(dialog: QWidget, scroll: QScrollArea | None = None) -> None:
    """A dialog as tall as its contents where its screen has room, else as tall as the screen
    and its ``scroll`` part scrolling (New Game at 5 seats ran off an 800 px screen)."""
    room = screen_room(dialog)
    if scroll is not None and (panel := scroll.widget()) is not None:
        # rows shown or hidden just now count: their boxes' pending layouts first
        QCoreApplication.sendPostedEvents(None, QEvent.Type.LayoutRequest)
        want = max(panel.sizeHint().height(), panel.minimumSizeHint().height())
        # what the dialog holds besides the scroll area (its buttons, margins)
        rest = dialog.sizeHint().height() - max(scroll.sizeHint().height(), scroll.minimumHeight())
        height = max(120, min(want, room - rest))
        bar = scroll.style().pixelMetric(QStyle.PixelMetric.PM_ScrollBarExtent)
        width = panel.sizeHint().width() + (bar if want > height else 0)
        if scroll.minimumHeight() != height or scroll.minimumWidth() != width:
            scroll.setMinimumSize(width, height)
    dialog.adjustSize()
    if dialog.height() > room:
        dialog.resize(dialog.width(), room)
