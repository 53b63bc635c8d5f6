"""Suggest a move: the Hard bot's move for the person to act, found in the background.

``Suggester`` belongs to a SessionController. ``ask`` counts the hint (undo gives none
back) and starts a ``HintJob`` in a worker thread; the window stays responsive and the
timer polls the worker. An answer that comes after the game moved on is dropped; any change
of the game (a move, undo, a load) clears the suggestion shown. ``HintMark`` is the mark on
the board: one per scene, reused, laid over the suggested place or piece.
"""

from __future__ import annotations

from typing import TYPE_CHECKING

from PySide6.QtCore import QObject, QRectF, Qt, QTimer, Signal
from PySide6.QtGui import QBrush, QColor, QPainter, QPen
from PySide6.QtWidgets import QGraphicsItem, QStyleOptionGraphicsItem

from tabletop.core import Action

from . import theme
from .bot_worker import HintJob
from .target_item import GLOW

if TYPE_CHECKING:
    from .board_scene import BoardScene
    from .controller import SessionController
    from .table_view import TableArea

HINT_COLOR = QColor("#6a1bd8")  # a violet no game's art and no other mark uses
HINT_POLL_MS = 15
THINKING_TEXT = "Thinking about a suggestion…"
SUGGESTION = "Suggestion: "  # the status bar's words before the suggested move
ALLOW_TEXT = (
    "Hints are off in this game. Switch them on with Game ▸ Allow hints "
    "(or tick “Allow hints” in New game)."
)


class Suggester(QObject):
    """Signals: ``suggested(Action)`` when the answer is in, ``failed(str)`` in words."""

    suggested = Signal(object)
    failed = Signal(str)

    def __init__(self, controller: SessionController) -> None:
        super().__init__(controller)
        self.controller = controller
        self.job: HintJob | None = None
        self.action: Action | None = None  # the suggestion on show, for this very position
        self._timer = QTimer(self)
        self._timer.setInterval(HINT_POLL_MS)
        self._timer.timeout.connect(self._poll)

    @property
    def thinking(self) -> bool:
        return self.job is not None

    def seat(self) -> int | None:
        """The person a suggestion would be for now, or None."""
        c = self.controller
        s = c.session
        if s.is_over or c.look_back.at is not None or c.pending_handoff is not None:
            return None
        if c.turn_over is not None:
            return None  # only End turn is left
        seat = s.seat_to_act()
        if seat is None or s.seats[seat].is_bot or seat != c.display_viewer:
            return None
        return seat

    def why_not(self) -> str:
        """Why the command is disabled, in words ("" when a suggestion can be asked for)."""
        if not self.controller.session.hints_allowed:
            return ALLOW_TEXT
        if self.thinking:
            return THINKING_TEXT
        if self.seat() is None:
            return "A suggestion is for the person whose turn it is."
        return ""

    def can_ask(self) -> bool:
        return not self.why_not()

    def ask(self) -> bool:
        """Count the hint and start thinking; False when none may be asked for now."""
        seat = self.seat()
        if not self.can_ask() or seat is None:
            return False
        s = self.controller.session
        self.action = None
        self.job = HintJob(s.rules, s.state, s.seed, s.ply, self.controller.bots.budget_s, seat)
        s.count_hint(seat)  # what was asked counts, whatever happens next
        self.job.start()
        self._timer.start()
        return True

    def _poll(self) -> None:
        job = self.job
        if job is None:
            self._timer.stop()
            return
        if not job.done.is_set():
            return
        self._timer.stop()
        self.job = None
        s = self.controller.session
        if job.ply != s.ply or job.state is not s.state:
            return  # the game moved on: the answer is for a position that is gone
        if job.error is not None or job.action is None:
            self.failed.emit("No suggestion could be found for this move.")
            return
        self.action = job.action
        self.suggested.emit(job.action)

    def clear(self) -> None:
        """The game changed: the suggestion on show no longer applies (a search going on
        for the old position is stopped; its answer would be dropped anyway)."""
        self.action = None
        if self.job is not None and (
            self.job.ply != self.controller.session.ply
            or self.job.state is not self.controller.session.state
        ):
            self.cancel()

    def cancel(self) -> None:
        self._timer.stop()
        if self.job is not None:
            self.job.stop.set()
            self.job = None
        self.action = None

    def place(self) -> str | None:
        """Where the suggestion is on the board (None: a button in the decision bar)."""
        if self.action is None:
            return None
        rules = self.controller.session.rules
        return rules.action_place(self.action)


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

    def paint(self, painter: QPainter, option: QStyleOptionGraphicsItem, widget=None) -> None:
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
        text = "Suggested"
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


def mark_hint(scenes: list[BoardScene], target: str | None) -> bool:
    """Show the hint mark over ``target`` on the scene that draws it; hide every other."""
    shown = False
    for scene in scenes:
        mark = getattr(scene, "hint_mark", None)
        item = scene.item(target) if target is not None else None
        if item is not None and item.isVisible() and not shown:
            if mark is None:
                mark = scene.hint_mark = HintMark()
                scene.addItem(mark)
            body = item.body_rect() if hasattr(item, "body_rect") else item.rect
            # just outside the target's own mark (a space wears it outside its edge)
            mark.cover(item.mapRectToScene(body.adjusted(-GLOW, -GLOW, GLOW, GLOW)))
            shown = True
        elif mark is not None:
            mark.hide()
    return shown


def reveal_hint(table: TableArea) -> None:
    """Scroll the board that shows the hint mark so that the mark is in view."""
    for scene in table.scenes:
        mark = getattr(scene, "hint_mark", None)
        if mark is not None and mark.isVisible():
            table.reveal(scene, mark.sceneBoundingRect())
