"""The ``planner``: Hard for games whose tree search misvalues the middle of a turn.

In Saltfjord a turn is a chain of small decisions (take a die, pay fish to turn it, choose
the line, activate building after building, choose each effect, and free actions between
them), and most legal moves are free actions that waste cubes. The tree search spreads
its iterations over those free actions and values positions halfway through the chain, so
it played worse than Normal (solo 58 against Normal's 80 with the denser boards). The
planner is Normal's look through the seat's own decisions, taken deeper: every action at
the root, and below it only the ``beam`` best next decisions by their one-step value, down
to ``depth`` decisions, each leaf valued by the game's heuristic (``greedy.evaluate``, with
the game's ``hard_evaluation``). It never looks at another seat's turn, and like every bot it
values a sample of what its seat cannot see (``determinize``), never the others' secrets.

The work is counted in positions valued, so a move is the same on every machine; the
wall clock and ``should_stop`` only cut it short (then the best root action valued so far
is played, the roots being valued best-first by one step). A move with many choices would
value far more positions than a narrow one (at 4 players up to 25,000 where the mean is
5,000), so each move takes the deepest ``shapes`` entry whose estimated work fits in
``positions``, estimated from the number of choices after each root action; a count cap
(``CAP`` times the budget) stops an estimate that was far too low.
"""

from __future__ import annotations

import math
import random
import time
from collections.abc import Callable, Sequence
from dataclasses import dataclass
from typing import Any

from tabletop.core import Action, PlannerConfig, Rules

from .determinize import determinize
from .greedy import bot_actions, evaluate
from .registry import definition

CAP = 2  # a move stops (the best root so far) after this many times its positions budget


def planner_config(game_id: str) -> PlannerConfig | None:
    """The planner's config for a game whose Hard is the planner (its ``BotTuning.planner``,
    the game's definition says why), None for the others (the tree search of ``search.py``)."""
    return definition(game_id).tuning.planner


class _Stopped(Exception):
    """The clock or ``should_stop`` ended the move: play the best root action so far."""


@dataclass
class _Budget:
    deadline: float
    should_stop: Callable[[], bool] | None
    valued: int = 0
    cap: float = math.inf  # positions; counted, so the same on every machine

    def tick(self) -> None:
        self.valued += 1
        if self.valued % 64 == 0 and (self.valued >= self.cap or time.perf_counter() >= self.deadline
                                      or (self.should_stop is not None and self.should_stop())):
            raise _Stopped


def _own_decision(rules: Rules, state: Any, seat: int) -> bool:
    decision = rules.decision(state)
    return decision is not None and not decision.is_chance and decision.seat == seat


def plan_value(rules: Rules, state: Any, seat: int, depth: int, beam: int,
               legal: Callable[[Any], Sequence[Action]], budget: _Budget) -> float:
    """The best value ``seat`` can reach through ``depth`` more of its own decisions,
    following the ``beam`` best by one step at each."""
    if depth <= 0 or not _own_decision(rules, state, seat):
        budget.tick()
        return evaluate(rules, state, seat, hard=True)
    nexts: list[tuple[float, int, Any]] = []
    for a in legal(state):
        after = rules.apply(state, a).state
        budget.tick()
        nexts.append((evaluate(rules, after, seat, hard=True), len(nexts), after))
    if depth == 1:
        return max(v for v, _, _ in nexts)
    nexts.sort(key=lambda x: (-x[0], x[1]))
    return max(plan_value(rules, after, seat, depth - 1, beam, legal, budget)
               for _, _, after in nexts[:beam])


def planner_bot(
    rules: Rules, state: Any, rng: random.Random, *, config: PlannerConfig,
    budget_s: float | None = None, should_stop: Callable[[], bool] | None = None,
) -> Action:
    legal = bot_actions(rules)
    acts = legal(state)
    if len(acts) == 1:
        return acts[0]
    decision = rules.decision(state)
    assert decision is not None and not decision.is_chance, "the planner needs a player decision"
    seat = decision.seat
    sample = determinize(rules, state, seat, rng)
    cap = math.inf if config.positions is None else CAP * config.positions
    budget = _Budget(math.inf if budget_s is None else time.perf_counter() + budget_s, should_stop,
                     cap=cap)
    # the roots best-first by one step, so that a move cut short is still a sensible one
    roots = []
    choices_after = []
    for i, a in enumerate(acts):
        after = rules.apply(sample, a).state
        roots.append((evaluate(rules, after, seat, hard=True), i, a, after))
        mine = _own_decision(rules, after, seat)
        choices_after.append(len(legal(after)) if mine else 0)
    roots.sort(key=lambda x: (-x[0], x[1]))
    depth, beam = config.shape_for(choices_after)
    best = -math.inf
    bests: list[Action] = []
    try:
        for _, _, a, after in roots:
            v = plan_value(rules, after, seat, depth, beam, legal, budget)
            if v > best + 1e-9:
                best, bests = v, [a]
            elif v > best - 1e-9:
                bests.append(a)
    except _Stopped:
        if not bests:
            bests = [roots[0][2]]
    return bests[rng.randrange(len(bests))]
