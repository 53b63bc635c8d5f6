"""Text contrast as a player sees it: every visible text widget's text colour against the
pixels painted behind it (the window is grabbed, so a panel's style-sheet background counts),
measured by the WCAG formula. Used by test_own_colours.py."""

from __future__ import annotations

from collections import Counter
from dataclasses import dataclass

from PySide6.QtGui import QColor, QImage, QPalette
from PySide6.QtWidgets import (
    QAbstractButton,
    QAbstractItemView,
    QAbstractSpinBox,
    QComboBox,
    QLabel,
    QLineEdit,
    QTextEdit,
    QWidget,
)


def luminance(color: QColor) -> float:
    def channel(v: int) -> float:
        c = v / 255.0
        return c / 12.92 if c <= 0.03928 else ((c + 0.055) / 1.055) ** 2.4

    return 0.2126 * channel(color.red()) + 0.7152 * channel(color.green()) + 0.0722 * channel(color.blue())


def contrast(a: QColor, b: QColor) -> float:
    la, lb = sorted((luminance(a), luminance(b)), reverse=True)
    return (la + 0.05) / (lb + 0.05)


def dark_palette() -> QPalette:
    """A dark desktop (a dark Fusion palette, as KDE Breeze Dark and the like give)."""
    p = QPalette()
    window, base, text = QColor("#353535"), QColor("#2a2a2a"), QColor("#ffffff")
    for role, color in (
        (QPalette.ColorRole.Window, window), (QPalette.ColorRole.WindowText, text),
        (QPalette.ColorRole.Base, base), (QPalette.ColorRole.AlternateBase, window),
        (QPalette.ColorRole.ToolTipBase, QColor("#000000")),
        (QPalette.ColorRole.ToolTipText, text), (QPalette.ColorRole.Text, text),
        (QPalette.ColorRole.Button, window), (QPalette.ColorRole.ButtonText, text),
        (QPalette.ColorRole.BrightText, QColor("#ff0000")),
        (QPalette.ColorRole.Highlight, QColor("#2a82da")),
        (QPalette.ColorRole.HighlightedText, QColor("#000000")),
        (QPalette.ColorRole.PlaceholderText, QColor("#9a9a9a")),
        (QPalette.ColorRole.Light, QColor("#505050")), (QPalette.ColorRole.Midlight, QColor("#454545")),
        (QPalette.ColorRole.Mid, QColor("#252525")), (QPalette.ColorRole.Dark, QColor("#191919")),
        (QPalette.ColorRole.Shadow, QColor("#000000")),
    ):
        p.setColor(role, color)
    return p


def light_palette() -> QPalette:
    """A light desktop: Qt's own default palette."""
    p = QPalette(QColor("#efefef"))
    p.setColor(QPalette.ColorRole.Base, QColor("#ffffff"))
    p.setColor(QPalette.ColorRole.Text, QColor("#000000"))
    p.setColor(QPalette.ColorRole.WindowText, QColor("#000000"))
    p.setColor(QPalette.ColorRole.ButtonText, QColor("#000000"))
    return p


TEXT_WIDGETS = (QLabel, QAbstractButton, QTextEdit, QAbstractItemView, QLineEdit, QComboBox,
                QAbstractSpinBox)


@dataclass(frozen=True)
class Reading:
    what: str
    ratio: float


def _text_of(widget: QWidget) -> str:
    for getter in ("text", "toPlainText", "currentText"):
        fn = getattr(widget, getter, None)
        if callable(fn):
            try:
                value = fn()
            except TypeError:
                continue
            if isinstance(value, str):
                return value
    if isinstance(widget, QAbstractItemView):
        model = widget.model()
        return "items" if model is not None and model.rowCount() else ""
    return ""


def _text_color(widget: QWidget) -> tuple[QColor, QWidget]:
    """The colour the widget draws its text in, and the widget whose pixels are behind it
    (the viewport of a text or list view)."""
    widget.ensurePolished()
    if isinstance(widget, (QTextEdit, QAbstractItemView)):
        view = widget.viewport()
        return widget.palette().color(QPalette.ColorRole.Text), view
    if isinstance(widget, (QLineEdit, QAbstractSpinBox, QComboBox)):
        role = QPalette.ColorRole.ButtonText if isinstance(widget, QComboBox) and not widget.isEditable() \
            else QPalette.ColorRole.Text
        return widget.palette().color(role), widget
    if isinstance(widget, QAbstractButton):
        return widget.palette().color(QPalette.ColorRole.ButtonText), widget
    return widget.palette().color(widget.foregroundRole()), widget


def _background(shot: QImage, window: QWidget, widget: QWidget, ink: QColor) -> QColor:
    """The most common colour painted where ``widget`` is (clear of its borders), leaving out
    the ink itself (big glyphs such as "◀◀" fill a small button) unless nothing else is there."""
    top_left = widget.mapTo(window, widget.rect().topLeft())
    ratio = shot.devicePixelRatio()
    w, h = widget.width(), widget.height()
    x0, y0 = top_left.x() + w // 8, top_left.y() + h // 8
    x1, y1 = top_left.x() + w - w // 8, top_left.y() + h - h // 8
    counts: Counter[int] = Counter()
    step = max(1, min(w, h) // 40)
    for y in range(max(0, y0), min(round(shot.height() / ratio), y1), step):
        for x in range(max(0, x0), min(round(shot.width() / ratio), x1), step):
            counts[shot.pixel(round(x * ratio), round(y * ratio))] += 1
    if not counts:
        return QColor("#808080")
    total = sum(counts.values())
    others = [(n, rgb) for rgb, n in counts.items() if contrast(QColor.fromRgb(rgb), ink) > 1.15]
    if sum(n for n, _ in others) >= total * 0.1:  # a button's face is a gradient: many colours
        return QColor.fromRgb(max(others)[1])
    return QColor.fromRgb(counts.most_common(1)[0][0])


def readings(window: QWidget) -> list[Reading]:
    """A reading for every visible text widget holding text in ``window``."""
    shot = window.grab().toImage()
    out: list[Reading] = []
    for widget in window.findChildren(QWidget):
        if not isinstance(widget, TEXT_WIDGETS) or not widget.isVisible():
            continue
        if widget.width() < 4 or widget.height() < 4 or not _text_of(widget).strip():
            continue
        if widget.visibleRegion().isEmpty():
            continue
        if isinstance(widget, QLabel) and not widget.text().strip():
            continue
        color, behind = _text_color(widget)
        bg = _background(shot, window, behind, color)
        name = type(widget).__name__
        label = _text_of(widget).strip().splitlines()[0][:40]
        out.append(Reading(f"{name} {widget.objectName() or ''} {label!r}", contrast(color, bg)))
    return out
