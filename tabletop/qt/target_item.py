"""What every clickable graphics item shares: the highlight, the hint, the click, the hover.

Also the card back, drawn the same for a face-down piece and a hidden pile.
"""

from __future__ import annotations

from PySide6.QtCore import QRectF, Qt, QTimer
from PySide6.QtGui import QBrush, QPainter, QPainterPath, QPen, QTransform
from PySide6.QtWidgets import QGraphicsItem, QGraphicsSceneHoverEvent, QGraphicsSceneMouseEvent

from . import theme
from .paint_metrics import (
    BACK_INNER,
    BACK_INNER_RADIUS,
    BACK_LINE_LEAST,
    BACK_MOTIF,
    BACK_PEN_LEAST,
    BACK_PEN_SHARE,
    BACK_RADIUS_SHARE,
    GLOW,
    MIN_MARK_PX,
    MIN_TEXT_PX,
)
from .palette import CARD_BACK_LINE, CARD_BACK_MOTIF
from .render_context import LOOSE, ItemScene, RenderContext

__all__ = ["GLOW", "MIN_MARK_PX", "MIN_TEXT_PX", "TargetItem", "draw_card_back"]


class TargetItem(QGraphicsItem):
    """Something a click may choose: highlighted, pointing-hand cursor, tooltip, activate()."""

    def __init__(self, target_id: str) -> None:
        super().__init__()
        self.target_id = target_id
        self.targetable = False
        self.hovered = False
        self._hint = ""
        self.setAcceptHoverEvents(True)
        self.setAcceptedMouseButtons(Qt.MouseButton.LeftButton)

    def set_targetable(self, on: bool, hint: str = "") -> None:
        if on == self.targetable and hint == self._hint:
            return
        self.targetable = on
        self._hint = hint
        # no item cursors: QGraphicsItem.unsetCursor can crash once a view under the mouse
        # is gone; BoardView shows the pointing hand over targetable items instead
        self.targetable_changed()
        self._refresh_tooltip()
        self.update()

    def base_tooltip(self) -> str:
        return ""

    def targetable_changed(self) -> None:
        """Hook: pieces rise above their neighbours while they can be clicked."""

    def _refresh_tooltip(self) -> None:
        parts = [t for t in (self.base_tooltip(), self._hint) if t]
        self.setToolTip("\n\n".join(parts))

    def host(self) -> ItemScene | None:
        """The board scene this item is on (None: on no board)."""
        scene = self.scene()
        return scene if isinstance(scene, ItemScene) else None

    def render_context(self) -> RenderContext:
        """How this item's board paints now (its letter floor, thumbnail, audit probe)."""
        host = self.host()
        return host.render_context if host is not None else LOOSE

    def activate(self) -> None:
        """Choose this target, as a click does."""
        scene = self.host()
        if self.targetable and scene is not None:
            scene.activate(self.target_id)

    def reference_lines(self) -> list[str]:
        """A heading, then the full detail of the component (hook for the subclasses)."""
        return [self.base_tooltip()]

    def reference_text(self) -> str:
        """What the reference panel says: a heading line, the full detail, then the click."""
        lines = [t for t in self.reference_lines() if t]
        if self._hint:
            lines.append("")
            lines.append(self._hint)
        return "\n".join(lines)

    def hoverEnterEvent(self, event: QGraphicsSceneHoverEvent) -> None:  # noqa: N802 (Qt API)
        self.hovered = True
        scene = self.host()
        if scene is not None:
            scene.hover(self.reference_text(), self)
        self.update()

    def hoverLeaveEvent(self, event: QGraphicsSceneHoverEvent) -> None:  # noqa: N802
        self.hovered = False
        scene = self.host()
        if scene is not None:
            scene.unhover(self)
        self.update()

    @property
    def selected_here(self) -> bool:
        """Picked in a choice still being made (hook: pieces and zones say it)."""
        return False

    def mousePressEvent(self, event: QGraphicsSceneMouseEvent) -> None:  # noqa: N802
        if self.targetable and event.button() == Qt.MouseButton.LeftButton:
            event.accept()
        else:
            event.ignore()  # let the view pan, or an item below take it

    def mouseReleaseEvent(self, event: QGraphicsSceneMouseEvent) -> None:  # noqa: N802
        if not (self.targetable and self.shape().contains(event.pos())):
            return
        scene, target = self.host(), self.target_id
        # applying rebuilds the scene, which may remove this very item: do it after the event
        if scene is not None:
            QTimer.singleShot(0, lambda: scene.activate(target))

    def pulse(self) -> float:
        """0..1, the phase of the targets' slow pulse (0 when animations are off)."""
        scene = self.host()
        return float(scene.pulse) if scene is not None else 0.0

    def paint_glow(
        self, painter: QPainter, path: QPainterPath, band: float = 1.6, outside: bool = False
    ) -> None:
        """The target mark: a dark band with a light line inside, inset in the item.

        No art on the table uses this (every game's amber, green and blue fills differ
        from a near-black band and a white line), each item gets its own closed outline
        inside its body (touching tiles never share or hide each other's mark), and it is
        painted last, above the item's number badge. Hovered: wider, with a light wash.
        A space on a board (``outside``) wears it just outside its edge, clear of its title.
        """
        if not self.targetable:
            return
        # never thinner than MIN_MARK_PX on screen, however small the board is drawn
        px = abs(painter.worldTransform().m11()) or 1.0
        band = min(max(band, MIN_MARK_PX / px), GLOW * 1.2)
        band *= 1.5 if self.hovered else 1.0 + 0.25 * self.pulse()
        inset = inset_path(path, -(band / 2 + 0.3) if outside else band / 2)
        painter.save()
        painter.setBrush(Qt.BrushStyle.NoBrush)
        if self.hovered:
            painter.fillPath(path, QBrush(theme.TARGET_WASH))
        # a space's band gets a soft light halo that lifts it off dark art (a piece's would
        # wash over its face)
        strokes = [(theme.TARGET_DARK, band), (theme.TARGET_LIGHT, band * 0.5)]
        if outside:
            strokes.insert(0, (theme.TARGET_GLOW, band * 2.2))
        for color, width in strokes:
            painter.setPen(QPen(color, width, Qt.PenStyle.SolidLine, Qt.PenCapStyle.RoundCap,
                                Qt.PenJoinStyle.RoundJoin))
            painter.drawPath(inset)
        painter.restore()

    def paint_selected(
        self,
        painter: QPainter,
        path: QPainterPath,
        rect: QRectF,
        band: float = 1.4,
        on_edge: bool = False,
        tick_right: bool | None = None,
    ) -> None:
        """The mark of something picked in a choice still being made: a solid frame and a tick.

        A piece wears it inside its edge with the tick in the top corner its number leaves
        free (``tick_right``); a space (``on_edge``) on its edge, the tick at its top right,
        off its title.
        """
        painter.save()
        painter.setBrush(Qt.BrushStyle.NoBrush)
        painter.setPen(
            QPen(
                theme.SELECTED,
                band,
                Qt.PenStyle.SolidLine,
                Qt.PenCapStyle.RoundCap,
                Qt.PenJoinStyle.RoundJoin,
            )
        )
        painter.drawPath(path if on_edge else inset_path(path, band / 2))
        size = max(3.0, min(rect.width(), rect.height()) * 0.4)
        size = min(size, 9.0)
        right = on_edge if tick_right is None else tick_right
        left = rect.right() - size * 0.7 if right else rect.left() - size * 0.3
        badge = QRectF(left, rect.top() - size * 0.3, size, size)
        draw_tick_badge(painter, badge)
        painter.restore()


def inset_path(path: QPainterPath, by: float) -> QPainterPath:
    """``path`` shrunk by ``by`` towards its centre (a scaled copy; exact for rects and circles)."""
    rect = path.boundingRect()
    if rect.width() <= 2 * by or rect.height() <= 2 * by:
        return path
    sx = (rect.width() - 2 * by) / rect.width()
    sy = (rect.height() - 2 * by) / rect.height()
    c = rect.center()
    transform = QTransform().translate(c.x(), c.y()).scale(sx, sy).translate(-c.x(), -c.y())
    return transform.map(path)


def draw_tick_badge(painter: QPainter, rect: QRectF) -> None:
    """A white tick on a round badge in the selection colour."""
    painter.setPen(QPen(theme.TARGET_LIGHT, rect.width() * 0.1))
    painter.setBrush(QBrush(theme.SELECTED))
    painter.drawEllipse(rect)
    tick = QPainterPath()
    tick.moveTo(rect.left() + rect.width() * 0.27, rect.top() + rect.height() * 0.52)
    tick.lineTo(rect.left() + rect.width() * 0.44, rect.top() + rect.height() * 0.7)
    tick.lineTo(rect.left() + rect.width() * 0.75, rect.top() + rect.height() * 0.32)
    painter.setPen(
        QPen(
            theme.TARGET_LIGHT,
            rect.width() * 0.14,
            Qt.PenStyle.SolidLine,
            Qt.PenCapStyle.RoundCap,
            Qt.PenJoinStyle.RoundJoin,
        )
    )
    painter.setBrush(Qt.BrushStyle.NoBrush)
    painter.drawPath(tick)


def draw_card_back(painter: QPainter, rect: QRectF) -> None:
    radius = min(rect.width(), rect.height()) * BACK_RADIUS_SHARE
    painter.setPen(QPen(theme.CARD_BACK_EDGE, max(BACK_PEN_LEAST, rect.width() * BACK_PEN_SHARE)))
    painter.setBrush(QBrush(theme.CARD_BACK))
    painter.drawRoundedRect(rect, radius, radius)
    inset = rect.width() * BACK_INNER
    inner = rect.adjusted(inset, inset, -inset, -inset)
    painter.setPen(QPen(CARD_BACK_LINE, max(BACK_LINE_LEAST, rect.width() * BACK_PEN_SHARE)))
    painter.setBrush(Qt.BrushStyle.NoBrush)
    painter.drawRoundedRect(inner, radius * BACK_INNER_RADIUS, radius * BACK_INNER_RADIUS)
    motif = QRectF(0, 0, inner.width() * BACK_MOTIF, inner.width() * BACK_MOTIF)
    motif.moveCenter(inner.center())
    painter.setBrush(QBrush(CARD_BACK_MOTIF))
    painter.drawPath(theme.shape_path("meeple", motif))
