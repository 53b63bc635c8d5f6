"""Suggest a move: the Hard bot's move for the person to act, found in the background.

``Suggester`` belongs to a SessionController. ``ask`` counts the hint (undo gives none
back) and starts a ``HintJob`` in a worker thread; the window stays responsive and the
timer polls the worker. An answer that comes after the game moved on is dropped; any change
of the game (a move, undo, a load) clears the suggestion shown. The mark on the board is
``hint_mark.HintMark``; the menu commands are ``hint_commands.HintCommands``.
"""

from __future__ import annotations

from typing import Protocol

from PySide6.QtCore import QObject, QTimer, Signal

from tabletop.core import Action
from tabletop.core.i18n import N_, _

from .bot_scheduler import BotScheduler
from .bot_worker import HintJob
from .look_back import LookBack, TableHost


class HintHost(TableHost, Protocol):
    """What a Suggester reads of the controller that owns it besides (the bots' budget, who
    may ask now): a protocol, so that suggest.py and controller.py do not import each other."""

    @property
    def bots(self) -> BotScheduler: ...

    @property
    def look_back(self) -> LookBack: ...

    @property
    def turn_over(self) -> int | None: ...


HINT_POLL_MS = 15
THINKING_TEXT = N_("Thinking about a suggestion…")  # worded where shown: _(THINKING_TEXT)
SUGGESTION = N_("Suggestion: {move}")  # the status bar's words for the suggested move
ALLOW_TEXT = N_(
    "Hints are off in this game. Switch them on with Game ▸ Allow hints "
    "(or tick “Allow hints” in New game)."
)


def suggestion_text(move: str) -> str:
    return _(SUGGESTION).format(move=move)


def is_suggestion_text(message: str) -> bool:
    """A status message that shows a suggestion (or says one is being thought about)."""
    head = _(SUGGESTION).partition("{move}")[0]
    return message == _(THINKING_TEXT) or bool(head) and message.startswith(head)


class Suggester(QObject):
    """Signals: ``suggested(Action)`` when the answer is in, ``failed(str)`` in words."""

    suggested = Signal(object)
    failed = Signal(str)

    def __init__(self, controller: HintHost, parent: QObject | None = None) -> None:
        super().__init__(parent)  # the controller, which is a QObject
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
            return _(ALLOW_TEXT)
        if self.thinking:
            return _(THINKING_TEXT)
        if self.seat() is None:
            return _("A suggestion is for the person whose turn it is.")
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
            self.failed.emit(_("No suggestion could be found for this move."))
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
