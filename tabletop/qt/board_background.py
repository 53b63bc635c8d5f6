"""The board itself, under its places and pieces: a parchment panel with a rim."""

from __future__ import annotations

from PySide6.QtCore import QRectF, Qt
from PySide6.QtGui import QBrush, QColor, QPainter, QPen
from PySide6.QtWidgets import QGraphicsItem, QStyleOptionGraphicsItem, QWidget

from . import theme
from .paint_metrics import BOARD_PEN, BOARD_RADIUS_SHARE


class BoardBackground(QGraphicsItem):
    """The board itself: a parchment panel, tinted with the owner's colour on player boards."""

    def __init__(self, size: tuple[float, float], tint: QColor | None) -> None:
        super().__init__()
        self.rect = QRectF(0, 0, size[0], size[1])
        self.fill = theme.blend(theme.BOARD_BG, tint, 0.16) if tint is not None else theme.BOARD_BG
        self.edge = tint if tint is not None else theme.BOARD_EDGE
        self.setZValue(-10)
        self.setAcceptedMouseButtons(Qt.MouseButton.NoButton)

    def boundingRect(self) -> QRectF:  # noqa: N802
        return self.rect.adjusted(-1, -1, 1, 1)

    def paint(
        self, painter: QPainter, option: QStyleOptionGraphicsItem, widget: QWidget | None = None
    ) -> None:
        painter.setRenderHint(QPainter.RenderHint.Antialiasing)
        radius = min(self.rect.width(), self.rect.height()) * BOARD_RADIUS_SHARE
        painter.setPen(QPen(self.edge, BOARD_PEN))
        painter.setBrush(QBrush(self.fill))
        painter.drawRoundedRect(self.rect, radius, radius)
