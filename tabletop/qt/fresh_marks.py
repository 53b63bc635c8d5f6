"""The "new" mark: pieces that changed since the person at the screen last played.

A small badge at a piece's top-left corner, shown from the start of their turn until
their first action, and on what their own turn changed once it has ended (until End turn). Each piece item keeps its one badge (shown or hidden) for as long
as the item lives: PySide6 leaks a reference for every Python graphics item it destroys.
"""

from __future__ import annotations

from collections.abc import Iterable

from PySide6.QtCore import QRectF, Qt
from PySide6.QtGui import QBrush, QColor, QPainter, QPen
from PySide6.QtWidgets import QGraphicsItem, QStyleOptionGraphicsItem, QWidget

from tabletop.core.i18n import _

from . import theme
from .board_scene import BoardScene
from .items import PieceItem

FRESH_FILL = QColor("#d7263d")  # a red no game's art uses for its components


class FreshMark(QGraphicsItem):
    """A red dot with a white "new" star, drawn over the corner of its piece."""

    def __init__(self, piece: PieceItem) -> None:
        super().__init__(piece)
        self.setAcceptedMouseButtons(Qt.MouseButton.NoButton)
        self.setZValue(50)
        self.setToolTip(_("Changed since your last look"))

    def _rect(self) -> QRectF:
        piece = self.parentItem()
        assert isinstance(piece, PieceItem)
        body = piece.body_rect()
        side = max(2.5, min(body.width(), body.height()) * 0.32)
        return QRectF(body.left() - side * 0.35, body.top() - side * 0.35, side, side)

    def boundingRect(self) -> QRectF:  # noqa: N802
        return self._rect().adjusted(-0.5, -0.5, 0.5, 0.5)

    def paint(
        self, painter: QPainter, option: QStyleOptionGraphicsItem, widget: QWidget | None = None
    ) -> None:
        rect = self._rect()
        painter.setRenderHint(QPainter.RenderHint.Antialiasing)
        painter.setPen(QPen(QColor("#ffffff"), rect.width() * 0.1))
        painter.setBrush(QBrush(FRESH_FILL))
        painter.drawEllipse(rect)
        star = rect.adjusted(rect.width() * 0.22, rect.height() * 0.2, -rect.width() * 0.22,
                             -rect.height() * 0.24)
        painter.setPen(Qt.PenStyle.NoPen)
        painter.setBrush(QBrush(QColor("#ffffff")))
        painter.drawPath(theme.shape_path("star", star))


def mark_fresh(scenes: Iterable[BoardScene], ids: frozenset[str]) -> int:
    """Show the mark on exactly the pieces in ``ids``; returns how many are marked."""
    shown = 0
    for scene in scenes:
        for piece_id, item in scene.pieces.items():
            mark = getattr(item, "fresh_mark", None)
            wanted = piece_id in ids and item.isVisible()
            if wanted and mark is None:
                mark = item.fresh_mark = FreshMark(item)  # type: ignore[attr-defined]
            if mark is not None and mark.isVisible() != wanted:
                mark.setVisible(wanted)
            shown += wanted
        for item in scene._spares:  # a recycled item shows another piece now
            mark = getattr(item, "fresh_mark", None)
            if mark is not None and mark.isVisible():
                mark.hide()
    return shown
