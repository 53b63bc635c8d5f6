"""Computer players. Each bot is seeded from the game seed and ply, so games replay.

Levels: ``random`` (a uniformly random legal action), ``greedy`` (one ply: the action
whose resulting live score plus a small game hint beats the others' most, see
``greedy.py``) and ``search`` (information-set Monte Carlo tree search with a wall-clock
budget per move, see ``search.py``). Every bot returns an element of ``legal_actions``.
"""

from __future__ import annotations

import random
from collections.abc import Callable
from typing import Any

from tabletop.core import Action, Rules

from .greedy import bot_actions, greedy_bot
from .search import DEFAULT_BUDGET_S, search_bot


def random_bot(rules: Rules, state: Any, rng: random.Random) -> Action:
    actions = bot_actions(rules)(state)
    return actions[rng.randrange(len(actions))]


BOTS: dict[str, Callable[..., Action]] = {
    "random": random_bot,
    "greedy": greedy_bot,
    "search": search_bot,
}
LEVELS: tuple[str, ...] = tuple(BOTS)
SEARCH_BOTS = frozenset({"search"})  # levels that take a budget and can be stopped

__all__ = ["BOTS", "DEFAULT_BUDGET_S", "LEVELS", "choose_action", "random_bot"]


def bot_rng(seed: str, ply: int) -> random.Random:
    return random.Random(f"{seed}:bot:{ply}")


def choose_action(
    kind: str, rules: Rules, state: Any, seed: str, ply: int, *,
    budget_s: float | None = None, should_stop: Callable[[], bool] | None = None,
    iterations: int | None = None,
) -> Action:
    """The action the bot of level ``kind`` takes in ``state`` (always one of legal_actions).

    ``budget_s`` (search only) is the wall-clock time for this move (default 1 s, the
    settings' ``bot_budget_s`` in the app); ``should_stop`` is polled often and ends the
    search early (e.g. the window closes); ``iterations`` replaces the clock by a fixed
    number of search iterations so a test or a replay gets the same move every time.
    """
    try:
        bot = BOTS[kind]
    except KeyError:
        raise ValueError(f"unknown bot level {kind!r}; known: {', '.join(BOTS)}") from None
    rng = bot_rng(seed, ply)
    if kind in SEARCH_BOTS:
        return bot(rules, state, rng, budget_s=budget_s, iterations=iterations,
                   should_stop=should_stop)
    return bot(rules, state, rng)
