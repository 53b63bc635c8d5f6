"""The one engine contract every game implements (see DESIGN.md).

Engines are pure: no clock, no filesystem, no global ``random``, no Qt. Chance
(shuffles, draws, dice) is a decision of the CHANCE seat whose outcomes are
ordinary actions; the session picks one from its seed and records it.
"""

from __future__ import annotations

from collections.abc import Callable, Sequence
from dataclasses import dataclass, field
from typing import TYPE_CHECKING, Any, ClassVar, Generic, Protocol, runtime_checkable

from .actions import Action
from .errors import IllegalActionError
from .view import TableView

if TYPE_CHECKING:  # engines never draw randomness themselves: the session passes its rng
    import random

    from typing_extensions import TypeVar

    # A game's state type. Code for every game (the session, the bots) says ``Rules``: the
    # default (PEP 696, not in 3.11's typing) makes that ``Rules[Any]``.
    S = TypeVar("S", default=Any)
else:
    from typing import TypeVar

    S = TypeVar("S")

CHANCE = -1  # the seat number of the chance player


@dataclass(frozen=True, slots=True)
class Variant:
    id: str
    title: str
    description: str = ""
    player_counts: tuple[int, ...] = ()  # empty: every count the game allows
    tables: tuple[str, ...] = ()  # component tables only this variant plays with (a deck)
    replaces: tuple[str, ...] = ()  # component tables this variant leaves out (the usual deck)
    keeps: tuple[str, ...] = ()  # tables kept in play even when another chosen variant replaces them


@dataclass(frozen=True, slots=True)
class Option:
    """A setup choice stored in ``GameConfig.options`` (New Game shows it as a list to pick from)."""

    id: str
    title: str
    description: str = ""
    values: tuple[tuple[str, str], ...] = ()  # (value, words); the first is the default, never stored
    variant: str = ""  # offered only while this variant is ticked ("": always)


@dataclass(frozen=True, slots=True)
class GameMeta:
    id: str
    title: str
    min_players: int
    max_players: int
    rules_version: str
    has_hidden_info: bool
    variants: tuple[Variant, ...] = ()
    summary: str = ""
    options: tuple[Option, ...] = ()

    @property
    def player_counts(self) -> tuple[int, ...]:
        return tuple(range(self.min_players, self.max_players + 1))

    @classmethod
    def of(
        cls, game_id: str, title: str, players: tuple[int, int], rules_version: str, *,
        hidden_info: bool, summary: str = "", variants: tuple[Variant, ...] = (),
        options: tuple[Option, ...] = (),
    ) -> GameMeta:
        """A game's META in a game's own words: ``players`` is the (fewest, most) range."""
        fewest, most = players
        return cls(game_id, title, fewest, most, rules_version, hidden_info, variants, summary, options)


@dataclass(frozen=True, slots=True)
class GameConfig:
    """Everything that shapes a game before the first action; no seed (chance is external)."""

    players: int
    variants: tuple[str, ...] = ()
    options: tuple[tuple[str, str], ...] = ()

    def option(self, key: str, default: str | None = None) -> str | None:
        return dict(self.options).get(key, default)


@dataclass(frozen=True, slots=True)
class Decision:
    """Who must choose now. ``seat`` is a seat index or CHANCE."""

    seat: int
    prompt: str
    stage: str = ""

    @property
    def is_chance(self) -> bool:
        return self.seat == CHANCE


@dataclass(frozen=True, slots=True)
class Event:
    """Something that happened, for the log and for animations."""

    text: str
    seat: int | None = None
    ids: tuple[str, ...] = ()
    headline: bool = False  # the table announces it with a banner (a catastrophe, the end)


Events = tuple[Event, ...]
# Events, or what words them when they are first read: random playouts and the bots' searches
# never read them, so a game may hand ``Step`` the function instead of the texts.
LaterEvents = Events | Callable[[], Events]


class Step(Generic[S]):
    """The result of ``apply``: the new state, what happened, and whether it is a commit point.

    Undo never steps back past a commit point. ``commit`` says what only the game knows:
    True for every chance outcome (it revealed information; ``RulesBase.apply`` sets it)
    and where a game's rules forbid taking a choice back (Harvest Island: the last action,
    a catastrophe choice). Handing play to another seat is the session's commit point
    (``GameSession._push``; a person's is held until End turn): games never mark it.

    A step is not to be changed once made.
    """

    __slots__ = ("state", "commit", "_events")

    def __init__(self, state: S, events: LaterEvents = (), commit: bool = False) -> None:
        self.state = state
        self.commit = commit
        self._events = events

    @property
    def events(self) -> Events:
        events = self._events
        if callable(events):  # worded on first reading (the functions are pure)
            events = self._events = events()
        return events

    def __repr__(self) -> str:
        return f"Step({self.state!r}, {self.events!r}, commit={self.commit})"


Points = int | float  # whole points, or halves where a rulebook scores "not rounded"


@dataclass(frozen=True, slots=True)
class ScoreTerm:
    name: str
    points: Points


@dataclass(frozen=True, slots=True)
class ScoreSheet:
    seat: int
    terms: tuple[ScoreTerm, ...]
    tiebreak: tuple[int, ...] = ()  # higher is better, compared after the total

    @property
    def total(self) -> Points:
        total = sum(t.points for t in self.terms)
        return int(total) if isinstance(total, float) and total.is_integer() else total


def format_points(value: Points) -> str:
    """Points as players write them: ``35``, ``35½``, ``-2½``, ``½``."""
    if float(value).is_integer():
        return str(int(value))
    whole = int(abs(value))
    text = f"{whole}" if whole else ""
    frac = abs(value) - whole
    text += "½" if abs(frac - 0.5) < 1e-9 else f"{frac:.2f}".lstrip("0")
    return f"-{text}" if value < 0 else text


@dataclass(frozen=True, slots=True)
class Outcome:
    """Scores with a ranking: ``ranks[seat]`` is 1 for the winner(s); ties share a rank."""

    sheets: tuple[ScoreSheet, ...]
    ranks: tuple[int, ...]
    summary: str = ""  # a verdict the ranking cannot say (a solo game lost, a medal won)
    lost: bool = False  # solo games: the player did not beat the game

    @property
    def winners(self) -> tuple[int, ...]:
        if self.lost:
            return ()
        return tuple(s for s, r in enumerate(self.ranks) if r == 1)

    @staticmethod
    def rank(sheets: Sequence[ScoreSheet], summary: str = "", lost: bool = False) -> Outcome:
        keys = [(s.total, *s.tiebreak) for s in sheets]
        ranks = tuple(1 + sum(1 for other in keys if other > mine) for mine in keys)
        return Outcome(tuple(sheets), ranks, summary, lost)


@runtime_checkable
class Rules(Protocol[S]):
    """A game's rules object, built by its package's ``create_rules(components)``.

    ``components`` are the validated, plain tables from components.json; the
    rules object keeps them immutable, so two objects built from the same data
    behave identically.
    """

    meta: GameMeta

    def setup(self, config: GameConfig) -> S:
        """The initial state; deterministic (shuffles happen later as chance decisions)."""

    def decision(self, state: S) -> Decision | None:
        """Who decides what now, or None when the game is over."""

    def legal_actions(self, state: S) -> Sequence[Action]:
        """Every legal action in a deterministic order; for CHANCE the equally likely outcomes."""

    def sample_chance(self, state: S, rng: random.Random) -> Action:
        """One chance outcome drawn with ``rng`` (usually ``rng.choice(legal_actions)``)."""

    def apply(self, state: S, action: Action) -> Step[S]:
        """Apply one legal action; raises IllegalActionError otherwise. Never mutates ``state``."""

    def outcome(self, state: S) -> Outcome | None:
        """The final ranking and breakdown, or None while the game is running."""

    def score_now(self, state: S) -> Outcome:
        """The same breakdown for a game in progress (a live projection)."""

    def view(self, state: S, viewer: int | None) -> TableView:
        """What ``viewer`` may see (None: a spectator who sees only public information)."""

    def private_ids(self, state: S, seat: int) -> frozenset[str]:
        """Ids of components only ``seat`` may see (tests check no other view shows them)."""

    def action_text(self, action: Action) -> str:
        """The one-line notation of ``action``."""

    def parse_action(self, text: str) -> Action:
        """Inverse of ``action_text``; raises InvalidActionError."""

    def describe(self, state: S, action: Action) -> str:
        """What choosing ``action`` does, in words for a tooltip or chooser."""

    def action_place(self, action: Action) -> str | None:
        """The zone or piece id a player clicks to choose ``action`` (None: a bar button).

        Usually the action's target; a game maps actions without one ("draw from the
        deck", "release to the storage area") onto the place on the board they are about.
        """

    # Optional capabilities: ``RulesBase`` gives every game their defaults.
    retract_verbs: ClassVar[frozenset[str]]  # verbs taking back a choice of the same turn (RulesBase)

    def score_totals(self, state: S) -> Sequence[tuple[Points, tuple[int, ...]]] | None:
        """Each seat's (total, tiebreak) without the score sheets, or None (see RulesBase)."""


@dataclass
class RulesBase(Generic[S]):
    """What every game shares; games subclass it (``RulesBase[State]``) and write their rules.

    A game implements ``_legal`` (the legal actions of a state, as a tuple) and ``_resolve``
    (a legal action's new state and events). ``legal_actions`` remembers the last state
    asked about (the session, the playouts and the bots ask for its actions, then apply one
    of them), and ``apply`` checks the action against that list, by identity first (the
    caller usually passes one of the very objects offered), before resolving it.
    """

    meta: GameMeta = field(init=False)
    # Verbs that only take back a choice made earlier in the same turn (a card picked up and
    # put back): offered to people who change their mind, never taken by a computer player,
    # which would otherwise go round in circles between two equally good choices.
    retract_verbs: ClassVar[frozenset[str]] = frozenset()
    # (state, its legal actions): one entry. A game's ``_resolve`` may fill it for the state
    # it returns when it has those actions at hand anyway.
    _legal_cache: tuple[Any, tuple[Action, ...]] = field(
        init=False, default=(None, ()), repr=False, compare=False)

    def legal_actions(self, state: S) -> tuple[Action, ...]:
        cached = self._legal_cache
        if cached[0] is state:
            return cached[1]
        actions = self._legal(state)
        self._legal_cache = (state, actions)
        return actions

    def apply(self, state: S, action: Action) -> Step[S]:
        legal = self.legal_actions(state)
        for offered in legal:  # by identity first: comparing Actions for equality runs Python code
            if offered is action:  # (a plain loop: faster than any(map(is_, ...)) even for 40)
                break
        else:
            if action not in legal:
                raise IllegalActionError(f"{action.text()} is not legal now")
        new, events = self._resolve(state, action)
        return Step(new, events, self._commits(state, action, new))

    def _legal(self, state: S) -> tuple[Action, ...]:
        """Every legal action of ``state`` in a deterministic order (empty once it is over)."""
        raise NotImplementedError

    def _resolve(self, state: S, action: Action) -> tuple[S, LaterEvents]:
        """The state after ``action`` (already checked legal) and the events it made (or a
        function that words them, see ``LaterEvents``)."""
        raise NotImplementedError

    def _commits(self, state: S, action: Action, new: S) -> bool:
        """Whether the step is a commit point (see ``Step``): chance outcomes are."""
        return action.chance

    def sample_chance(self, state: S, rng: random.Random) -> Action:
        outcomes = self.legal_actions(state)
        return outcomes[rng.randrange(len(outcomes))]

    def action_text(self, action: Action) -> str:
        return action.text()

    def parse_action(self, text: str) -> Action:
        from .actions import parse_action_text

        return parse_action_text(text)

    def describe(self, state: S, action: Action) -> str:
        return action.text()

    def private_ids(self, state: S, seat: int) -> frozenset[str]:
        return frozenset()

    def action_place(self, action: Action) -> str | None:
        return action.target

    def score_totals(self, state: S) -> Sequence[tuple[Points, tuple[int, ...]]] | None:
        """Each seat's (total, tiebreak), seat by seat, exactly as ``score_now``'s sheets have
        them, without building the sheets; None (the default): this game has no such shortcut.
        The bots' values (``greedy.values``) use it where a game gives it (Saltfjord's planner
        values millions of positions)."""
        return None
