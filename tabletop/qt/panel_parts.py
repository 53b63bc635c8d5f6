"""Small widget parts the side panels and bars share, so that they look and behave alike."""

from __future__ import annotations

from PySide6.QtWidgets import (
    QBoxLayout,
    QDoubleSpinBox,
    QFrame,
    QHBoxLayout,
    QLabel,
    QVBoxLayout,
    QWidget,
)

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
    spin.setSuffix(" s")
    spin.setValue(value)
    spin.setToolTip(tooltip)
    return spin
