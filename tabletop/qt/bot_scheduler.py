"""BotScheduler: when a computer seat is to act, its move is chosen and played.

The move is chosen in a worker thread (``bot_worker.BotJob``) so the window stays responsive;
a timer polls the worker from the GUI thread and plays the move once it is ready and the delay
(long enough to see what the bot did) has passed. A person whose turn has ended sees the
result first: no bot starts before End turn. The session's listeners (the controller, the
autosave journal) see a bot's move like any other.
"""

from __future__ import annotations

from PySide6.QtCore import QObject, QTimer, Signal

from tabletop.core import Action, IllegalActionError, InvalidActionError
from tabletop.core.i18n import _
from tabletop.model.session import GameSession

from .bot_worker import BotJob

DEFAULT_BOT_DELAY_MS = 450  # long enough to see what a bot did, short enough not to bore
DEFAULT_BOT_BUDGET_S = 2.0  # the longest a Hard move may take
BOT_POLL_MS = 15  # how often the window looks whether the bot's worker has answered


class BotScheduler(QObject):
    """Plays the computer seats of one session; ``failed(str)`` says, in words, when it cannot."""

    failed = Signal(str)

    def __init__(
        self,
        session: GameSession,
        delay_ms: int = DEFAULT_BOT_DELAY_MS,
        budget_s: float = DEFAULT_BOT_BUDGET_S,
        auto: bool = True,
        parent: QObject | None = None,
    ) -> None:
        super().__init__(parent)
        self.session = session
        self.delay_ms = max(0, delay_ms)
        self.budget_s = budget_s
        self.auto = auto  # False: bots move only when step/run_all is called
        self._thinking: BotJob | None = None
        self._timer = QTimer(self)
        self._timer.setInterval(BOT_POLL_MS)
        self._timer.timeout.connect(self._poll)

    def bot_to_act(self) -> bool:
        seat = self.session.seat_to_act()
        return seat is not None and self.session.seats[seat].is_bot

    @property
    def thinking(self) -> bool:
        """A bot is choosing its move in the background."""
        return self._thinking is not None

    def set_delay(self, ms: int) -> None:
        self.delay_ms = max(0, ms)

    def _job(self) -> BotJob:
        seat = self.session.seat_to_act()
        assert seat is not None
        s = self.session
        return BotJob(s.seats[seat].kind, s.rules, s.state, s.seed, s.ply, self.budget_s)

    def schedule(self) -> None:
        """Start the bot to act thinking in a worker; its move shows after the delay."""
        if not self.auto or not self.bot_to_act() or self._thinking is not None:
            return
        if self.session.turn_over is not None:
            return  # the person before sees their result first
        self._thinking = self._job()
        self._thinking.start()
        self._timer.start()  # polls the worker; never blocks the window

    def _poll(self) -> None:
        job = self._thinking
        if job is None:
            self._timer.stop()
            return
        if not job.done.is_set() or job.elapsed_ms() < self.delay_ms:
            return
        self._timer.stop()
        self._thinking = None
        if job.ply != self.session.ply or job.state is not self.session.state:
            self.schedule()  # the game moved on (undo, a load): think again
            return
        if job.error is not None:
            self.failed.emit(_("The computer player could not choose a move: {error}").format(
                error=job.error))
            return
        assert job.action is not None
        self._apply(job.action)

    def _apply(self, action: Action) -> bool:
        try:
            self.session.apply(action)
        except (IllegalActionError, InvalidActionError) as exc:  # a bot bug: stop, tell
            self.failed.emit(_("The computer player made an illegal move: {error}").format(error=exc))
            return False
        return True

    def cancel(self) -> None:
        """Stop the bot thinking now (the window closes, another game opens, a step is forced)."""
        self._timer.stop()
        if self._thinking is not None:
            self._thinking.stop.set()
            self._thinking = None

    def step(self) -> bool:
        """Let the bot to act make one move now, in this thread (tests and run_all)."""
        self.cancel()
        if not self.bot_to_act():
            return False
        job = self._job()
        job.run()
        if job.error is not None or job.action is None:
            self.failed.emit(_("The computer player could not choose a move: {error}").format(
                error=job.error))
            return False
        return self._apply(job.action)

    def run_all(self, limit: int = 10_000) -> int:
        """Play every pending bot move now, synchronously; returns how many were made."""
        done = 0
        auto, self.auto = self.auto, False
        try:
            while done < limit and self.step():
                done += 1
        finally:
            self.auto = auto
        self.schedule()
        return done
