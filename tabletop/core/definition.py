"""A game's one plug-in record: every part the app needs, made by the game's own package.

Each game package exports ``DEFINITION``; the model's registry loads it by game id and
everything else (data loading, bots, the campaign) reads what it needs from it, never from
a game's internal modules.
"""

from __future__ import annotations

from collections.abc import Callable, Iterable, Mapping, Sequence
from dataclasses import dataclass, field
from typing import TYPE_CHECKING, Any, Generic, Protocol

from .contract import GameConfig, GameMeta, Points, Rules

if TYPE_CHECKING:  # the bots pass their rng; definitions never draw randomness themselves
    import random

    from typing_extensions import TypeVar

    # A game's rules and state types; code for every game says ``GameDefinition``, which the
    # defaults (PEP 696) make ``GameDefinition[Any, Any]``.
    R = TypeVar("R", bound=Rules[Any], default=Any)
    S = TypeVar("S", default=Any)
else:
    from typing import TypeVar

    R = TypeVar("R")
    S = TypeVar("S")


@dataclass(frozen=True, slots=True)
class SearchConfig:
    """The options of Hard's tree search (``tabletop.model.search``)."""

    c_uct: float = 0.7  # exploration constant (rewards are in [0, 1])
    win_weight: float = 0.5  # reward = w * win + (1 - w) * normalised margin (solo: margin only)
    rollout_depth: int = 80  # player decisions in a rollout before the heuristic takes over
    widen_k: float = 2.0  # a node may have at most max(2, widen_k * visits ** widen_alpha) children
    widen_alpha: float = 0.5
    root_prior: bool = True  # expand root actions best-greedy first
    max_root_prior: int = 400  # skip the greedy ordering when the root has more actions
    node_prior: bool = False  # every node expands its actions best-greedy first (costs evals)
    settle: bool = True  # stop once the most-visited root action can no longer be overtaken
    settle_margin: float = 1.5  # safety factor on the iterations the clock still allows
    # The root searches only the actions Normal values (its look through the seat's own
    # decisions) at most this many points below its best; None: every action.
    root_keep: float | None = None


@dataclass(frozen=True, slots=True)
class PlannerConfig:
    """The options of the planner (``tabletop.model.planner``): how deep and how wide it
    looks through its own decisions, and the positions a move may value."""

    depth: int = 4  # own decisions looked through below each root action
    beam: int = 3  # next decisions followed at each step, best one-step value first
    # Shallower (depth, beam) shapes for wide moves, in order; a move takes the first shape
    # (``depth``/``beam`` before all of them) whose estimate fits ``positions``. No budget:
    # always ``depth``/``beam``.
    shapes: tuple[tuple[int, int], ...] = ()
    positions: int | None = None

    def shape_for(self, choices_after: Sequence[int]) -> tuple[int, int]:
        """The deepest shape whose estimated positions fit the budget (the last one if none
        does). ``choices_after``: the number of choices after each root action."""
        candidates = ((self.depth, self.beam), *self.shapes)
        if self.positions is None:
            return candidates[0]
        for depth, beam in candidates:
            if estimate(choices_after, depth, beam) <= self.positions:
                return depth, beam
        return candidates[-1]


def estimate(choices_after: Sequence[int], depth: int, beam: int) -> int:
    """Positions valued below the roots if every later decision had as many choices as the
    one after its root: each level values them all and follows ``beam`` of them."""
    per_choice, followed = 0, 1
    for _ in range(depth):
        per_choice, followed = per_choice + followed, followed * beam
    return len(choices_after) + sum(choices_after) * per_choice


@dataclass(frozen=True, slots=True)
class BotTuning:
    """How the computer levels play one game; the numbers were measured per game (the
    game's ``definition.py`` says how)."""

    lookahead: int  # Normal: more of its own decisions in a row it looks through
    easy_slip: float  # Easy: how often it plays any legal move instead of the greedy one
    hard_iterations: int  # Hard: tree-search iterations a move (a fixed count: same move everywhere)
    search: SearchConfig = field(default_factory=SearchConfig)
    # Hard is the planner (``tabletop.model.planner``) instead of the tree search; None: the search
    planner: PlannerConfig | None = None


@dataclass(frozen=True, slots=True)
class SeriesGame:
    """What a series keeps of one finished game: its variants and what the series rules
    kept of its final state (``SeriesRules.kept``)."""

    variants: tuple[str, ...]
    kept: Mapping[str, tuple[str, ...]]


class SeriesRules(Protocol):
    """Games played as one series (Nusfjord's solo campaign): which games belong to one, how
    each is set up from the games before, and the rank a series earns. Pure rules: the record
    of the games played (a file) is the model's."""

    games: int  # how many games make a series
    goal: Points  # the combined score a series must beat

    def is_series_game(self, config: GameConfig) -> bool:
        """Is a game set up with ``config`` a game of the series?"""

    def next_config(self, played: Sequence[SeriesGame], variants: Iterable[str] = ()) -> GameConfig:
        """The config of the next game after ``played`` (the series so far); ``variants``
        are the player's choice, which the series may override."""

    def removed(self, played: Sequence[SeriesGame]) -> tuple[str, ...]:
        """Component ids the next game is set up without."""

    def removed_in(self, config: GameConfig) -> tuple[str, ...]:
        """Component ids a game set up with ``config`` is without."""

    def is_next_game(self, config: GameConfig, played: Sequence[SeriesGame]) -> bool:
        """Was a game set up with ``config`` the series' next game after ``played``?"""

    def kept(self, final_state: Any, number: int) -> dict[str, tuple[str, ...]]:
        """What the series keeps of game ``number``'s final state (for the games after it)."""

    def rank_after(self, rank: int, combined: Points) -> int:
        """The series rank after a finished series that scored ``combined``."""

    def setup_text(self, played: Sequence[SeriesGame]) -> str:
        """What fixes the next game's setup, in words ("" when nothing does yet)."""


@dataclass(frozen=True, slots=True)
class GameDefinition(Generic[R, S]):
    """One game: its metadata, rules factory, data schema, bot parts and series rules."""

    meta: GameMeta
    create_rules: Callable[[Mapping[str, Any]], R]  # from the validated components.json tables
    # the pydantic model of components.json (a ``ComponentFile``); typed loosely because the
    # contracts keep pydantic out of core
    schema: type[Any]
    # What a position is worth to a seat beyond its live score (``score_now``): what the
    # table already shows but the score leaves out. Errors propagate: a heuristic that reads
    # a field the engine no longer has must fail, not quietly play worse.
    evaluation: Callable[[R, S, int], float]
    tuning: BotTuning
    # a state drawn from what ``seat`` can see (hidden things resampled); None: nothing hidden
    determinizer: Callable[[R, S, int, random.Random], S] | None = None
    series: SeriesRules | None = None
    # What Hard's tree search adds to ``evaluation``: plans further ahead than the one move
    # Normal looks through (Madeira's Crown requests in hand); None: nothing. Normal and Easy
    # never use it, so the levels differ in what they know as well as how far they look.
    hard_evaluation: Callable[[R, S, int], float] | None = None
