"""SessionController: the Qt face of a GameSession (signals, viewer, hand-over, saving).

The computer seats are played by its ``bots`` (``bot_scheduler.BotScheduler``).
"""

from __future__ import annotations

from collections.abc import Sequence
from datetime import UTC, datetime
from pathlib import Path

from PySide6.QtCore import QObject, Signal

from tabletop.core import (
    Action,
    Decision,
    GameMeta,
    IllegalActionError,
    InvalidActionError,
    SaveError,
    TableView,
    fill_seat_names,
    shown_name,
)
from tabletop.core.i18n import _
from tabletop.model import game_lock
from tabletop.model.autosave import AutosaveJournal
from tabletop.model.registry import shown_meta
from tabletop.model.saves import save_session
from tabletop.model.session import GameSession, Jumped, Moved, SessionChange

from .bot_scheduler import DEFAULT_BOT_BUDGET_S, DEFAULT_BOT_DELAY_MS, BotScheduler
from .look_back import LookBack, named_view
from .suggest import Suggester

# The bar's button that confirms an ended turn: not an engine action, never sent to the rules
END_TURN = Action("end-turn")
COVER_MODES = ("always", "hidden", "never")  # when the "Pass to" cover goes up between people


class SessionController(QObject):
    """Wraps one GameSession for the window.

    Every change the screen must show is one signal: ``transitioned`` (actions were played:
    the table slides the moved pieces), ``reset`` (the position jumped: undo, redo, a replay;
    the table is set at once) or ``decision_changed`` (anything else: a hand-over, End turn,
    looking back, hints). ``game_over`` once when the game ends; ``error(str)`` with a
    player-readable message when an action is refused or a computer player fails.

    The *viewer* is the human seat whose screen it is. With hidden information the last
    human keeps the view (bots act while they watch) until the hand-off cover for the next
    human is dismissed; while the cover is pending, ``display_viewer`` is None and only
    public information is shown.
    """

    transitioned = Signal()
    reset = Signal()
    decision_changed = Signal()
    game_over = Signal()
    error = Signal(str)
    saved = Signal(str)

    def __init__(
        self,
        session: GameSession,
        game_id: str,
        meta: GameMeta | None = None,
        journal: AutosaveJournal | None = None,
        bot_delay_ms: int = DEFAULT_BOT_DELAY_MS,
        bot_budget_s: float = DEFAULT_BOT_BUDGET_S,
        path: Path | None = None,
        created_at: str | None = None,
        auto_bots: bool = True,
        follow_seat: bool = False,
        cover: str = "hidden",
        parent: QObject | None = None,
    ) -> None:
        super().__init__(parent)
        self.session = session
        self.game_id = game_id
        self.meta = shown_meta(meta or session.rules.meta)  # its words in the language in force
        self.journal = journal
        if journal is not None and path is not None:
            journal.set_save_path(path)
        self.path = path
        if path is not None:
            game_lock.acquire(path)  # the window checked it was free (files.load_path)
        self.path_chosen = True  # False: the file was named by a resumed autosave, not chosen
        self.created_at = created_at
        self.dirty = False
        self.follow_seat = follow_seat  # True: the view is always the seat to act's, no cover
        self.cover = cover if cover in COVER_MODES else "hidden"
        # a person sees how their turn ended and confirms it (End turn); bots never wait
        session.hold_turns = not follow_seat
        self._viewer: int | None = None
        self._pending: int | None = None
        self.look_back = LookBack(self, self.decision_changed.emit)  # an earlier moment, new marks
        self._named: tuple[TableView | None, TableView | None] = (None, None)  # view, names filled
        self._over_emitted = False
        self._jumping = False  # a redo is under way: the table is set at once, as for undo
        # auto_bots False: bots move only when bots.step/run_all is called
        self.bots = BotScheduler(session, bot_delay_ms, bot_budget_s, auto_bots, self)
        self.bots.failed.connect(self.error)
        self.suggester = Suggester(self, self)  # Suggest a move (when the game allows hints)
        session.listeners.append(self._on_session)
        self._update_viewer(initial=True)
        self.bots.schedule()

    # --- viewer and hand-off -------------------------------------------------
    @property
    def hidden_info(self) -> bool:
        return bool(self.meta.has_hidden_info)

    @property
    def viewer(self) -> int | None:
        """The human seat whose screen it is (the last one who took over the table)."""
        return self._viewer

    @property
    def pending_handoff(self) -> int | None:
        """The seat the table must be passed to before anything private is shown."""
        return self._pending

    @property
    def display_viewer(self) -> int | None:
        return None if self._pending is not None else self._viewer

    def humans(self) -> list[int]:
        return [i for i, s in enumerate(self.session.seats) if not s.is_bot]

    def cover_wanted(self) -> bool:
        """Does the table go behind the "Pass to" cover when it changes hands?"""
        if self.cover == "never" or len(self.humans()) < 2:
            return False
        return self.cover == "always" or self.hidden_info

    def _update_viewer(self, initial: bool = False) -> None:
        seat = self.session.seat_to_act()
        if self.follow_seat:
            self._pending = None
            if seat is not None:
                self._viewer = seat
            return
        ended = self.session.turn_over
        if ended is not None:  # the table stays on the result until End turn
            self._viewer = ended
            self._pending = None
            return
        if seat is None or self.session.seats[seat].is_bot:
            if self.session.is_over:
                self._pending = None
            humans = self.humans()
            if initial and humans and (not self.cover_wanted() or len(humans) == 1):
                self._viewer = humans[0]
            elif not initial and self.cover_wanted() and self.hidden_info:
                self._viewer = None  # while a computer plays, no person's private view shows
            return
        if seat == self._viewer:
            self._pending = None
        elif self.cover_wanted():
            self._pending = seat
        else:
            self._viewer = seat
            self._pending = None

    def confirm_handoff(self) -> None:
        """The person at the table clicked "I am <name>": their screen now."""
        if self._pending is None:
            return
        self.look_back.at = None
        self._viewer = self._pending
        self._pending = None
        self.decision_changed.emit()

    def view(self) -> TableView:
        """What the screen may show now, with the players' names filled in."""
        if self.look_back.at is not None:
            state = self.session.state_before(self.look_back.at)
            return named_view(self.session.rules.view(state, self.look_back.viewer()), self.fill)
        raw = self.session.view(self.display_viewer)
        named = self._named[1]
        if self._named[0] is not raw or named is None:  # the session keeps a state's view
            named = named_view(raw, self.fill)
            self._named = (raw, named)
        return named

    def targets(self) -> dict[str | None, list[Action]]:
        """Legal actions of the seat whose screen it is, grouped by their click target."""
        if self.look_back.at is not None:
            return {}  # looking back is read-only
        if self.session.turn_over is not None:
            return {None: [END_TURN]} if self.session.turn_over == self.display_viewer else {}
        seat = self.session.seat_to_act()
        if seat is None or seat != self.display_viewer:
            return {}
        if self.session.seats[seat].is_bot and not self.follow_seat:
            return {}
        grouped: dict[str | None, list[Action]] = {}
        place = self.session.rules.action_place
        for action in self.session.legal_actions():
            grouped.setdefault(place(action), []).append(action)
        return grouped

    def fill(self, text: str) -> str:
        """Engine text with the players' names for its ``{seatN}`` references."""
        if "{seat" not in text:
            return text
        return fill_seat_names(text, self.names())

    def names(self) -> list[str]:
        """The seats' names as they may be shown (``shown_name``: no bidi controls)."""
        return [shown_name(s.name) for s in self.session.seats]

    def describe(self, action: Action) -> str:
        if action is END_TURN:
            return _("End turn")
        try:
            return self.fill(self.session.rules.describe(self.session.state, action))
        except Exception:  # a describe bug must not break the table; show the notation
            return self.session.rules.action_text(action)

    @property
    def decision(self) -> Decision | None:
        return self.session.decision

    def seat_name(self, seat: int | None) -> str:
        if seat is None or not 0 <= seat < len(self.session.seats):
            return _("Chance")
        return shown_name(self.session.seats[seat].name)

    # --- acting ---------------------------------------------------------------
    def apply(self, action: Action | str) -> bool:
        """Apply a human's action; a refused one is reported through ``error``."""
        if action is END_TURN:
            return self.end_turn()
        try:
            if isinstance(action, str):
                action = self.session.rules.parse_action(action)
            self.session.apply(action)
        except (IllegalActionError, InvalidActionError) as exc:
            self.error.emit(str(exc) or _("That move is not allowed now."))
            return False
        return True

    def end_turn(self) -> bool:
        """The person whose turn ended confirms it: the table passes on (cover, bots)."""
        return self.session.end_turn()

    @property
    def turn_over(self) -> int | None:
        return self.session.turn_over

    def undo(self) -> bool:
        return self.can_undo() and self.session.undo()

    def redo(self) -> bool:
        """Play again the move undo took back; shown at once, like the undo (``reset``)."""
        self._jumping = True
        try:
            return self.session.redo()
        finally:
            self._jumping = False

    def can_undo(self) -> bool:
        """Undo takes back a person's own last decision, never a bot's move or chance."""
        if self.session.is_over or self._pending is not None or not self.session.can_undo():
            return False
        if self.bots.bot_to_act() and self.session.turn_over is None:
            return False
        last = self.session.plies[-1]
        return 0 <= last.seat < len(self.session.seats) and not self.session.seats[last.seat].is_bot

    def can_redo(self) -> bool:
        return (
            self._pending is None
            and self.session.can_redo()
            and (not self.bots.bot_to_act() or self.session.turn_over is not None)
        )

    def stop(self) -> None:
        """Detach from the session (the window is closing or another game opens)."""
        self.bots.cancel()
        self.suggester.cancel()
        if self._on_session in self.session.listeners:
            self.session.listeners.remove(self._on_session)

    # --- session notifications ---------------------------------------------------
    def _on_session(self, change: SessionChange) -> None:
        self.dirty = True
        self.suggester.clear()  # a suggestion is for the position it was asked in
        jumped, moved = isinstance(change, Jumped), isinstance(change, Moved)
        if jumped and self.look_back.at is not None and self.look_back.at > self.session.ply:
            self.look_back.at = None  # undo took back the moment being looked at
        self._update_viewer()
        if self._pending is not None:
            self.look_back.at = None
        if jumped or (moved and self._jumping):
            self.reset.emit()
        elif moved:
            self.transitioned.emit()
        else:
            self.decision_changed.emit()
        if self.session.is_over:
            if not self._over_emitted:
                self._over_emitted = True
                if self.journal is not None:
                    self.journal.close(keep=False)  # a finished game is not "unfinished"
                    self.journal = None
                self.game_over.emit()
        else:
            self._over_emitted = False
            self.bots.schedule()

    # --- saving -----------------------------------------------------------------
    def save(self, path: Path | None = None) -> None:
        """Save to ``path`` (or the current file); raises SaveError with a readable message."""
        target = path or self.path
        if target is None:
            raise SaveError(_("Choose where to save the game first."))
        if not game_lock.acquire(target):
            raise SaveError(_("{file} is open in another window; save under another name.").format(
                file=target.name))
        if self.created_at is None:
            self.created_at = datetime.now(UTC).isoformat(timespec="seconds")
        save_session(self.session, self.game_id, target, self.created_at)
        if self.path is not None and self.path != target:
            game_lock.release(self.path)
        self.path = target
        self.path_chosen = True
        self.dirty = False
        if self.journal is not None:
            self.journal.set_save_path(target)
        self.saved.emit(str(target))

    def close(self, keep_journal: bool = True) -> None:
        self.stop()
        if self.path is not None:
            game_lock.release(self.path)
        if self.journal is not None:
            self.journal.close(keep=keep_journal and not self.session.is_over)
            self.journal = None

    @property
    def autosave_problem(self) -> str:
        """Why autosave is paused (a full disk, a read-only folder), in words; "" while it works."""
        return self.journal.problem if self.journal is not None else ""

    def history_texts(self) -> Sequence[str]:
        return self.session.history
