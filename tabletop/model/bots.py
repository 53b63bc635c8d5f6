"""Computer players. Each bot is seeded from the game seed and ply, so games replay.

The levels a player picks: ``easy`` (the greedy move one decision at a time, and now and
then any legal move), ``normal`` (the action whose resulting live score plus the game's small
evaluation beats the others' most, looking through the rest of the seat's own turn, see
``greedy.py``) and ``hard`` (information-set Monte Carlo tree search with a fixed number of
iterations per game, capped by a wall-clock budget, see ``search.py``; in Saltfjord the
deeper look through its own decisions of ``planner.py``). ``random`` (a
uniformly random legal action) is for tests and tournaments. Saves from before the levels
had players' names say ``greedy`` and ``search``: they stay valid and mean ``normal`` and
``hard``.
Every bot returns an element of ``legal_actions``.
"""

from __future__ import annotations

import random
from collections.abc import Callable
from typing import Any

from tabletop.core import Action, Rules
from tabletop.core.i18n import N_

from .greedy import bot_actions, greedy_bot
from .planner import planner_bot, planner_config
from .registry import definition
from .search import DEFAULT_BUDGET_S, hard_iterations, search_bot


def random_bot(rules: Rules, state: Any, rng: random.Random) -> Action:
    actions = bot_actions(rules)(state)
    return actions[rng.randrange(len(actions))]


def easy_slip(game_id: str) -> float:
    """How often the easy level plays any legal move instead of the greedy one: the game's
    ``BotTuning.easy_slip`` (more where the one-step greedy move alone is already strong)."""
    return definition(game_id).tuning.easy_slip


def easy_bot(rules: Rules, state: Any, rng: random.Random) -> Action:
    """Plays sensibly, but makes mistakes: the greedy move one step at a time (it never looks
    through to the end of its turn), or now and then a random one."""
    same = random.Random()
    same.setstate(rng.getstate())
    if rng.random() < easy_slip(rules.meta.id):
        return random_bot(rules, state, rng)
    return greedy_bot(rules, state, same, look=0)


def hard_bot(
    rules: Rules, state: Any, rng: random.Random, *, budget_s: float | None = None,
    iterations: int | None = None, should_stop: Callable[[], bool] | None = None,
) -> Action:
    """The tree search, or in the games whose tuning names a planner config the planner
    (where the search values the middle of a turn badly); ``iterations`` is the search's."""
    config = planner_config(rules.meta.id)
    if config is not None:
        return planner_bot(rules, state, rng, config=config, budget_s=budget_s,
                           should_stop=should_stop)
    return search_bot(rules, state, rng, budget_s=budget_s, iterations=iterations,
                      should_stop=should_stop)


BOTS: dict[str, Callable[..., Action]] = {
    "easy": easy_bot,
    "normal": greedy_bot,
    "hard": hard_bot,
    "random": random_bot,
    "greedy": greedy_bot,  # the names before the levels had players' names
    "search": hard_bot,
}
ALIASES = {"greedy": "normal", "search": "hard"}
LEVELS: tuple[str, ...] = tuple(BOTS)  # every kind a seat may have, old names included
PLAYER_LEVELS: tuple[str, ...] = ("easy", "normal", "hard")  # what New Game offers
LEVEL_NOTES = {
    "easy": N_("Plays one step at a time and now and then makes a careless move: a gentle "
    "opponent for learning the game."),
    "normal": N_("Plans the rest of its own turn for the best score right now, with a little of "
    "the game's sense; it does not think about the others' turns."),
    "hard": N_("Thinks further ahead than Normal, through many possible futures (up to 2 "
    "seconds a move); it only ever looks at what its own seat may see."),
    "random": N_("Any legal move at random (for tests)."),
}
# marked for the catalog, worded where shown (``_(LEVEL_TITLES[level])``)
LEVEL_TITLES = {"easy": N_("Easy"), "normal": N_("Normal"), "hard": N_("Hard"), "random": N_("Random")}
SEARCH_BOTS = frozenset({"hard", "search"})  # levels that take a budget and can be stopped

__all__ = [
    "ALIASES", "BOTS", "DEFAULT_BUDGET_S", "LEVELS", "LEVEL_NOTES", "LEVEL_TITLES",
    "PLAYER_LEVELS", "canonical_level", "choose_action", "random_bot",
]


def canonical_level(kind: str) -> str:
    """The level's name today (``greedy`` -> ``normal``, ``search`` -> ``hard``)."""
    return ALIASES.get(kind, kind)


def bot_rng(seed: str, ply: int) -> random.Random:
    return random.Random(f"{seed}:bot:{ply}")


def choose_action(
    kind: str, rules: Rules, state: Any, seed: str, ply: int, *,
    budget_s: float | None = None, should_stop: Callable[[], bool] | None = None,
    iterations: int | None = None,
) -> Action:
    """The action the bot of level ``kind`` takes in ``state`` (always one of legal_actions).

    Hard searches ``iterations`` times (default: the game's ``hard_iterations``), so its
    move is the same every time; ``budget_s`` caps the wall-clock time of the move (the
    settings' ``bot_budget_s`` in the app, 2 s; None: no cap, as in tournaments);
    ``should_stop`` is polled often and ends the search early (e.g. the window closes).
    """
    try:
        bot = BOTS[kind]
    except KeyError:
        raise ValueError(f"unknown bot level {kind!r}; known: {', '.join(BOTS)}") from None
    rng = bot_rng(seed, ply)
    if kind in SEARCH_BOTS:
        if iterations is None:
            iterations = hard_iterations(rules.meta.id)
        return bot(rules, state, rng, budget_s=budget_s, iterations=iterations,
                   should_stop=should_stop)
    return bot(rules, state, rng)
