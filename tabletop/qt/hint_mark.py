"""The hint mark on the board: one ``HintMark`` per scene, reused, laid over the suggested
place or piece (``mark_hint``), and scrolled into view (``reveal_hint``)."""

from __future__ import annotations

from collections.abc import Sequence
from typing import Protocol, TypeVar

from PySide6.QtCore import QRectF, Qt
from PySide6.QtGui import QBrush, QColor, QPainter, QPen
from PySide6.QtWidgets import QGraphicsItem, QStyleOptionGraphicsItem, QWidget

from tabletop.core.i18n import _

from . import theme
from .items import PieceItem, ZoneItem
from .target_item import GLOW


class HintBoard(Protocol):
    """What the hint mark asks of a board's scene (BoardScene): a protocol, so that this
    module and the scenes it marks do not import each other."""

    hint_mark: HintMark | None

    def item(self, item_id: str) -> ZoneItem | PieceItem | None: ...

    def addItem(self, item: QGraphicsItem) -> None: ...  # noqa: N802 (Qt API)


Board = TypeVar("Board", bound=HintBoard)


class HintTable(Protocol[Board]):
    """What ``reveal_hint`` asks of the table (TableArea)."""

    @property
    def scenes(self) -> Sequence[Board]: ...

    def reveal(self, scene: Board, rect: QRectF) -> None: ...

HINT_COLOR = QColor("#6a1bd8")  # a violet no game's art and no other mark uses


class HintMark(QGraphicsItem):
    """A violet dashed frame and a "Suggested" tag over the suggested place or piece."""

    def __init__(self) -> None:
        super().__init__()
        self.setAcceptedMouseButtons(Qt.MouseButton.NoButton)
        self.setZValue(5000)  # above every piece, targetable ones (z 1000+) included
        self._rect = QRectF()
        self.hide()

    def cover(self, rect: QRectF) -> None:
        self.prepareGeometryChange()
        self._rect = QRectF(rect)
        self.show()

    def _band(self, painter: QPainter | None = None) -> float:
        px = abs(painter.worldTransform().m11()) if painter is not None else 1.0
        return max(1.2, 4.0 / (px or 1.0))

    def boundingRect(self) -> QRectF:  # noqa: N802
        pad = max(12.0, min(self._rect.width(), self._rect.height()) * 0.6)
        return self._rect.adjusted(-pad, -pad * 1.6, pad, pad)

    def paint(
        self, painter: QPainter, option: QStyleOptionGraphicsItem, widget: QWidget | None = None
    ) -> None:
        band = self._band(painter)
        rect = self._rect.adjusted(-band, -band, band, band)
        radius = min(rect.width(), rect.height()) * 0.12
        painter.save()
        painter.setRenderHint(QPainter.RenderHint.Antialiasing)
        painter.setBrush(Qt.BrushStyle.NoBrush)
        painter.setPen(QPen(QColor("#ffffff"), band * 2.2))
        painter.drawRoundedRect(rect, radius, radius)
        pen = QPen(HINT_COLOR, band * 1.4, Qt.PenStyle.DashLine)
        pen.setCapStyle(Qt.PenCapStyle.RoundCap)
        painter.setPen(pen)
        painter.drawRoundedRect(rect, radius, radius)
        # the tag: "Suggested" on a violet pill above the top edge
        font = theme.ui_font(10, bold=True)
        px = abs(painter.worldTransform().m11()) or 1.0
        font.setPointSizeF(max(2.0, 10.0 / px))
        painter.setFont(font)
        metrics = painter.fontMetrics()
        text = _("Suggested")
        width = metrics.horizontalAdvance(text) + metrics.height()
        height = metrics.height() * 1.25
        tag = QRectF(rect.center().x() - width / 2, rect.top() - height * 0.5, width, height)
        room = self.scene().sceneRect() if self.scene() is not None else tag
        if tag.top() < room.top():  # at the top of the board: the tag goes just inside
            tag.moveTop(rect.top() + band)
        painter.setPen(QPen(QColor("#ffffff"), band * 0.6))
        painter.setBrush(QBrush(HINT_COLOR))
        painter.drawRoundedRect(tag, height / 2, height / 2)
        painter.setPen(QColor("#ffffff"))
        painter.drawText(tag, Qt.AlignmentFlag.AlignCenter, text)
        painter.restore()


def mark_hint(scenes: Sequence[HintBoard], target: str | None) -> bool:
    """Show the hint mark over ``target`` on the scene that draws it; hide every other."""
    shown = False
    for scene in scenes:
        mark = scene.hint_mark
        item = scene.item(target) if target is not None else None
        if item is not None and item.isVisible() and not shown:
            if mark is None:
                mark = scene.hint_mark = HintMark()
                scene.addItem(mark)
            body = item.body_rect() if isinstance(item, PieceItem) else item.rect
            # just outside the target's own mark (a space wears it outside its edge)
            mark.cover(item.mapRectToScene(body.adjusted(-GLOW, -GLOW, GLOW, GLOW)))
            shown = True
        elif mark is not None:
            mark.hide()
    return shown


def reveal_hint(table: HintTable[Board]) -> None:
    """Scroll the board that shows the hint mark so that the mark is in view."""
    for scene in table.scenes:
        mark = scene.hint_mark
        if mark is not None and mark.isVisible():
            table.reveal(scene, mark.sceneBoundingRect())
