"""GameSession: one game in progress, with history, undo/redo and chance resolution.

The session owns the rules object, the config, the seed and the list of applied
actions. Chance decisions are resolved at once from ``random.Random(f"{seed}:{ply}")``
and recorded as ordinary (chance) actions, so a history alone replays a game.
Undo steps back one action at a time but never past a commit point: a chance
outcome, a reveal, or the turn handed to another person.

With ``hold_turns`` (the window sets it) a person's turn that passes play to another seat
is *ended, not yet handed over*: the table still shows the result, undo still works, and
``end_turn`` makes it final. Bots and headless play never wait.
"""

from __future__ import annotations

import random
from collections.abc import Callable, Sequence
from dataclasses import dataclass, field, replace
from typing import Any

from tabletop.core import (
    CHANCE,
    Action,
    Decision,
    Event,
    GameConfig,
    IllegalActionError,
    Outcome,
    Rules,
    TableView,
)
from tabletop.core.i18n import _

from .state_dump import state_digest

__all__ = ["HUMAN", "GameSession", "HintsChanged", "Jumped", "Moved", "Ply", "Seat", "SessionChange",
           "TurnEnded", "state_digest"]

HUMAN = "human"


@dataclass(frozen=True)
class Seat:
    name: str
    kind: str = HUMAN  # "human" or a bot level from tabletop.model.bots.LEVELS
    color: str = ""  # a colour id from tabletop.model.seats.SEAT_COLORS

    @property
    def is_bot(self) -> bool:
        return self.kind != HUMAN


@dataclass(frozen=True)
class Ply:
    """One applied action and what it did."""

    action: Action
    seat: int  # who chose it (CHANCE for chance)
    text: str
    events: tuple[Event, ...]
    commit: bool


@dataclass(frozen=True)
class Moved:
    """Plies were added at the end of the history (a move and the chance after it, a redo)."""

    plies: tuple[Ply, ...]


@dataclass(frozen=True)
class Jumped:
    """The history was replaced or cut back (a load, an undo): a copy of it starts over."""


@dataclass(frozen=True)
class TurnEnded:
    """End turn made the held turn final; the history is the same."""


@dataclass(frozen=True)
class HintsChanged:
    """Hints were allowed or forbidden, or one more was counted."""


SessionChange = Moved | Jumped | TurnEnded | HintsChanged
JUMPED, TURN_ENDED, HINTS_CHANGED = Jumped(), TurnEnded(), HintsChanged()
Listener = Callable[[SessionChange], None]


@dataclass
class GameSession:
    rules: Rules
    config: GameConfig
    seed: str
    seats: tuple[Seat, ...]
    _states: list[Any] = field(default_factory=list)
    _plies: list[Ply] = field(default_factory=list)
    _redo: list[Action] = field(default_factory=list)
    listeners: list[Listener] = field(default_factory=list)
    hold_turns: bool = False  # a person's turn ends when they confirm it (end_turn)
    _turn_over: int | None = None
    hints_allowed: bool = False  # may players ask for a suggested move (a per-game option)
    _hints_used: list[int] = field(default_factory=list)  # per seat; undo gives none back
    # the views of the current state by viewer: the window, the "new" marks and the log each
    # ask for the same one after a move (states are never changed in place)
    _views: tuple[Any, dict[int | None, TableView]] = field(
        default_factory=lambda: (None, {}), repr=False, compare=False
    )

    @classmethod
    def new(cls, rules: Rules, config: GameConfig, seed: str, seats: Sequence[Seat]) -> GameSession:
        """A fresh game: set up, then let chance deal from the seed."""
        session = cls.restore(rules, config, seed, seats, ())
        session.resolve_chance()
        return session

    @classmethod
    def restore(
        cls, rules: Rules, config: GameConfig, seed: str, seats: Sequence[Seat], history: Sequence[str]
    ) -> GameSession:
        """A game rebuilt from its recorded history (chance outcomes included, none drawn anew)."""
        if len(seats) != config.players:
            raise ValueError(f"{len(seats)} seats for a {config.players}-player game")
        session = cls(rules, config, str(seed), tuple(seats))
        session._states = [rules.setup(config)]
        session.replay(history)
        return session

    # --- reading -------------------------------------------------------------
    @property
    def state(self) -> Any:
        return self._states[-1]

    @property
    def ply(self) -> int:
        return len(self._plies)

    @property
    def plies(self) -> tuple[Ply, ...]:
        return tuple(self._plies)

    def state_before(self, ply: int) -> Any:
        """The state in which ply ``ply`` was chosen (the log words old plies with it)."""
        return self._states[ply] if 0 <= ply < len(self._states) else self.state

    @property
    def history(self) -> list[str]:
        return [p.text for p in self._plies]

    @property
    def decision(self) -> Decision | None:
        return self.rules.decision(self.state)

    @property
    def is_over(self) -> bool:
        return self.decision is None

    def legal_actions(self) -> Sequence[Action]:
        return self.rules.legal_actions(self.state) if not self.is_over else ()

    def outcome(self) -> Outcome | None:
        return self.rules.outcome(self.state)

    def score_now(self) -> Outcome:
        return self.rules.score_now(self.state)

    def view(self, viewer: int | None) -> TableView:
        state = self.state
        if self._views[0] is not state:
            self._views = (state, {})
        cached = self._views[1].get(viewer)
        if cached is None:
            cached = self._views[1][viewer] = self.rules.view(state, viewer)
        return cached

    def status(self) -> str:
        """The current state's status line. A status is public (every seat's view writes the
        same one, a conformance test checks it), so a view already made for any seat serves."""
        return self.public_view().status

    def public_view(self) -> TableView:
        """A view of the current state for reading what is public (its status and phase): one
        already made for any seat, else the spectator's."""
        state = self.state
        if self._views[0] is state and self._views[1]:
            return next(iter(self._views[1].values()))
        return self.view(None)

    def digest(self) -> str:
        return state_digest(self.state)

    def seat_to_act(self) -> int | None:
        d = self.decision
        return None if d is None or d.is_chance else d.seat

    @property
    def turn_over(self) -> int | None:
        """The person whose turn has ended but who has not confirmed it yet (End turn)."""
        return self._turn_over

    def _holds(self, actor: int) -> bool:
        """A person's action that passed play to another seat waits for End turn."""
        return (
            self.hold_turns
            and 0 <= actor < len(self.seats)
            and not self.seats[actor].is_bot
            and self.seat_to_act() not in (None, actor)
        )

    def end_turn(self) -> bool:
        """Confirm the ended turn: from now on undo cannot take it back."""
        if self._turn_over is None:
            return False
        self._turn_over = None
        if self._plies:
            self._plies[-1] = replace(self._plies[-1], commit=True)
        self._notify(TURN_ENDED)
        return True

    def last_turn_of(self, seat: int) -> int:
        """The number of plies played when ``seat``'s last finished turn ended (0: none yet).

        A turn still going on (the seat's own plies, and chance between them, at the end of
        the history) does not count: its start is not "since your last turn".
        """
        plies = self._plies
        end = len(plies)
        start = end
        while start > 0 and plies[start - 1].seat in (seat, CHANCE):
            start -= 1
        if any(p.seat == seat for p in plies[start:end]):
            end = start  # the seat is in the middle of its turn
        for index in range(end - 1, -1, -1):
            if plies[index].seat == seat:
                index += 1
                while index < end and plies[index].seat == CHANCE:
                    index += 1  # what chance did at the end of that turn, the seat saw
                return index
        return 0

    # --- acting --------------------------------------------------------------
    def apply(self, action: Action) -> list[Ply]:
        """Apply a player's action, then any chance that follows; returns the new plies."""
        decision = self.decision
        if decision is None:
            raise IllegalActionError("the game is over")
        if decision.is_chance:
            raise IllegalActionError("it is chance's turn, not a player's")
        if self._turn_over is not None:  # acting for the next seat confirms the ended turn
            self.end_turn()
        start = len(self._plies)
        self._push(action, decision.seat)
        self.resolve_chance()
        self._redo.clear()
        self._turn_over = decision.seat if self._holds(decision.seat) else None
        self._notify(Moved(tuple(self._plies[start:])))
        return self._plies[start:]

    def apply_text(self, text: str) -> list[Ply]:
        return self.apply(self.rules.parse_action(text))

    def _push(self, action: Action, seat: int) -> Ply:
        before = self.rules.decision(self.state)
        step = self.rules.apply(self.state, action)  # raises IllegalActionError
        after = self.rules.decision(step.state)
        handoff = (
            before is not None
            and after is not None
            and not after.is_chance
            and after.seat != before.seat
        )
        # a person's hand-over waits for End turn (see end_turn); until then it can be undone
        held = handoff and self.hold_turns and 0 <= seat < len(self.seats) and not self.seats[seat].is_bot
        commit = step.commit or (handoff and not held)
        ply = Ply(action, seat, self.rules.action_text(action), step.events, commit)
        self._states.append(step.state)
        self._plies.append(ply)
        return ply

    def resolve_chance(self) -> None:
        """Draw every pending chance outcome from the seed (deterministic per ply)."""
        while True:
            decision = self.rules.decision(self.state)
            if decision is None or not decision.is_chance:
                return
            rng = random.Random(f"{self.seed}:{len(self._plies)}")
            self._push(self.rules.sample_chance(self.state, rng), CHANCE)

    def replay(self, texts: Sequence[str]) -> None:
        """Apply recorded action texts exactly (chance outcomes included), as a load does."""
        for index, text in enumerate(texts):
            decision = self.decision
            if decision is None:
                raise IllegalActionError(_("action {n} ({action}) comes after the game ended").format(
                    n=index + 1, action=repr(text)))
            action = self.rules.parse_action(text)
            if action.chance != decision.is_chance:
                turn = (_("action {n} ({action}): it is chance's turn") if decision.is_chance
                        else _("action {n} ({action}): it is a player's turn"))
                raise IllegalActionError(turn.format(n=index + 1, action=repr(text)))
            self._push(action, decision.seat)
        self._notify(JUMPED)

    # --- undo / redo ---------------------------------------------------------
    def can_undo(self) -> bool:
        return bool(self._plies) and not self._plies[-1].commit and self._plies[-1].seat != CHANCE

    def undo(self) -> bool:
        """Step back one player action, unless a commit point stands in the way."""
        if not self.can_undo():
            return False
        ply = self._plies.pop()
        self._states.pop()
        self._redo.append(ply.action)
        self._turn_over = None  # undo always returns to the turn of the one who acted
        self._notify(JUMPED)
        return True

    def can_redo(self) -> bool:
        return bool(self._redo)

    def redo(self) -> bool:
        if not self._redo:
            return False
        action = self._redo.pop()
        redo_rest = self._redo
        self._redo = []
        decision = self.decision
        assert decision is not None and not decision.is_chance
        start = len(self._plies)
        self._push(action, decision.seat)
        self.resolve_chance()
        self._redo = redo_rest
        self._turn_over = decision.seat if self._holds(decision.seat) else None
        self._notify(Moved(tuple(self._plies[start:])))
        return True

    # --- hints ---------------------------------------------------------------
    @property
    def hints_used(self) -> list[int]:
        """How many suggested moves each seat asked for (saved with the game)."""
        from .hints import used_counts

        return used_counts(self._hints_used, len(self.seats))

    def set_hints(self, allowed: bool, used: Sequence[int] | None = None) -> None:
        """Allow or forbid hints (and, from a save, the counts so far)."""
        from .hints import used_counts

        self.hints_allowed = bool(allowed)
        if used is not None:
            self._hints_used = used_counts(used, len(self.seats))
        self._notify(HINTS_CHANGED)

    def count_hint(self, seat: int) -> None:
        """``seat`` asked for a suggestion: counted for good (undo does not refund it)."""
        used = self.hints_used
        if 0 <= seat < len(used):
            used[seat] += 1
            self._hints_used = used
            self._notify(HINTS_CHANGED)

    # --- bots ----------------------------------------------------------------
    def bot_action(self) -> Action | None:
        """The action the bot in the seat to act would take, or None if a human acts."""
        seat = self.seat_to_act()
        if seat is None or not self.seats[seat].is_bot:
            return None
        from .bots import choose_action

        return choose_action(self.seats[seat].kind, self.rules, self.state, self.seed, self.ply)

    def play_bots(self, limit: int = 1_000_000) -> None:
        """Let bots act until a human must decide or the game ends."""
        for _step in range(limit):
            action = self.bot_action()
            if action is None:
                return
            self.apply(action)

    def _notify(self, change: SessionChange) -> None:
        for listener in list(self.listeners):
            listener(change)
