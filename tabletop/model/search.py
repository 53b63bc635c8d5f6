"""The ``search`` bot: single-observer information-set Monte Carlo tree search (SO-ISMCTS).

Every iteration starts from a fresh determinization of the root (``determinize``: the
hidden things the searching seat cannot see are resampled from its own view), so the
search never reads another seat's secrets. One tree, keyed by (seat, action) from the
root, is shared by all determinizations (open loop: chance outcomes are sampled with the
bot's rng and are not tree nodes). Selection is UCB1 with availability counts (a child
counts as a candidate only when its action is legal in the current determinization);
expansion uses progressive widening (the root tries its actions in the greedy order,
deeper nodes at random); rollouts are random and cut after ``rollout_depth`` decisions,
where the shared heuristic (live score plus the game's evaluation, and the game's
``hard_evaluation`` where it has one: what only Hard knows) values the position. The
value of a playout for a seat is a mix of winning and its normalised score margin. A game may
cut the root to the actions Normal values near its best (``root_keep``): a line's value is
the mean over everything explored below it, the seat's own worst replies included, which can
average away a cliff that Normal sees at once.

The wall clock (``time.perf_counter``) and ``should_stop`` are checked before every
iteration and every few rollout steps; ``iterations`` gives a fixed, clock-free budget
for reproducible tests. The move is the most-visited root action, so the search ends as
soon as the leader's lead in visits exceeds every iteration still to come (``settled``):
with a fixed iteration count that is exact (the move is the one the full budget picks);
on the clock the iterations still to come are estimated from the rate so far, times
``settle_margin``.
"""

from __future__ import annotations

import math
import random
import time
from collections.abc import Callable
from dataclasses import dataclass
from typing import Any

from tabletop.core import Action, Decision, Rules, SearchConfig

from .determinize import determinize
from .greedy import bot_actions, lookahead, ranked_actions, value_through, values
from .registry import definition

__all__ = ["DEFAULT_BUDGET_S", "SearchConfig", "SearchResult", "game_config", "hard_iterations",
           "search", "search_bot"]

DEFAULT_BUDGET_S = 2.0  # the longest a Hard move may take in the app (settings' bot_budget_s)

# The Hard level is a fixed number of search iterations per move (the game's
# ``BotTuning.hard_iterations``), so its move (and the hint, which is the same search) is the
# same on every machine that is fast enough; the wall clock only caps it. Counts are chosen
# for about half a second a move on a 2-core laptop. The search's options are the game's
# ``BotTuning.search`` (a ``SearchConfig``; the game's definition says why they differ).


def hard_iterations(game_id: str) -> int:
    return definition(game_id).tuning.hard_iterations


def game_config(game_id: str) -> SearchConfig:
    return definition(game_id).tuning.search


class _Node:
    __slots__ = ("actor", "avail", "children", "margin", "order", "visits", "wins")

    def __init__(self, actor: int) -> None:
        self.actor = actor
        self.children: dict[tuple[int, Action], _Node] = {}
        self.visits = 0
        self.avail = 0
        self.wins = 0.0
        self.margin = 0.0
        self.order: dict[Action, int] | None = None  # greedy ranks of this node's actions


@dataclass
class SearchResult:
    action: Action
    iterations: int
    seconds: float
    visits: dict[str, int]


def search(
    rules: Rules, state: Any, rng: random.Random, *, budget_s: float | None = None,
    iterations: int | None = None, should_stop: Callable[[], bool] | None = None,
    config: SearchConfig | None = None,
) -> SearchResult:
    cfg = config or game_config(rules.meta.id)
    start = time.perf_counter()
    decision = rules.decision(state)
    assert decision is not None and not decision.is_chance, "search needs a player decision"
    seat = decision.seat
    legal = tuple(bot_actions(rules)(state))
    if len(legal) == 1:
        return SearchResult(legal[0], 0, 0.0, {})
    # iterations alone: no clock (reproducible); budget alone: the clock; both: whichever
    # ends first (the app's Hard level: its iterations, capped at the settings' budget)
    if iterations is None and budget_s is None:
        budget_s = DEFAULT_BUDGET_S
    deadline = math.inf if budget_s is None else start + budget_s
    solo = len(rules.score_now(state).sheets) < 2
    w = 0.0 if solo else cfg.win_weight
    order: dict[Action, int] = {}
    keep: frozenset[Action] | None = None
    if cfg.root_prior and len(legal) <= cfg.max_root_prior:
        # the greedy order of the root actions, valued on a determinization (never the truth)
        probe = determinize(rules, state, seat, random.Random(rng.random()))
        probe_legal = set(rules.legal_actions(probe))
        if all(a in probe_legal for a in legal):
            order = {a: i for i, (_, i, a) in enumerate(ranked_actions(rules, probe, seat))}
            if cfg.root_keep is not None:
                keep = _near_the_best(rules, probe, seat, legal, cfg.root_keep)
    root = _Node(seat)
    bounds = [math.inf, -math.inf]  # running min / max of the margins seen
    done = 0
    c = cfg.c_uct
    while True:
        if iterations is not None and done >= iterations:
            break
        if done and deadline != math.inf and time.perf_counter() >= deadline:
            break
        if should_stop is not None and should_stop():
            break
        if cfg.settle and done and done % 8 == 0 and _settled(root, seat, done, start, deadline,
                                                              iterations, cfg.settle_margin):
            break
        _iterate(rules, determinize(rules, state, seat, rng), root, rng, cfg, order, keep, bounds, w,
                 c, None if deadline == math.inf else deadline, should_stop)
        done += 1
    best_key = None
    best = (-1, -math.inf)
    for a in legal:
        child = root.children.get((seat, a))
        if child is None:
            continue
        key = (child.visits, child.wins / max(child.visits, 1))
        if key > best:
            best, best_key = key, a
    if best_key is None:  # stopped before a single iteration: the greedy favourite, or random
        best_key = min(order, key=order.__getitem__) if order else legal[rng.randrange(len(legal))]
    visits = {rules.action_text(a): ch.visits for (s, a), ch in root.children.items() if s == seat}
    return SearchResult(best_key, done, time.perf_counter() - start, visits)


def _near_the_best(rules: Rules, probe: Any, seat: int, legal: tuple[Action, ...],
                   within: float) -> frozenset[Action]:
    """The root actions Normal values at most ``within`` points below its best (on the
    search's probe determinization). A cliff such as Madeira's pirate penalty (one pirate
    point can cost 16 at the end) is averaged away in the tree, where every line also holds
    the seat's own worst replies, so the search alone would sometimes walk off it."""
    look = lookahead(rules.meta.id)
    vals = {a: value_through(rules, rules.apply(probe, a).state, seat, look) for a in legal}
    top = max(vals.values())
    return frozenset(a for a, v in vals.items() if v >= top - within)


def _settled(root: _Node, seat: int, done: int, start: float, deadline: float,
             iterations: int | None, margin: float) -> bool:
    """True when no root action can overtake the most-visited one in the iterations left."""
    left = math.inf if iterations is None else iterations - done
    if deadline != math.inf:
        now = time.perf_counter()
        left = min(left, math.ceil(margin * done / max(now - start, 1e-9) * max(deadline - now, 0.0)))
    first = second = 0
    for (actor, _), child in root.children.items():
        if actor != seat:
            continue
        v = child.visits
        if v > first:
            first, second = v, first
        elif v > second:
            second = v
    return first - second > left


def _past_chance(rules: Rules, s: Any, rng: random.Random) -> tuple[Decision | None, Any]:
    """The next player decision (None: the game is over) and the state at it, chance
    outcomes drawn on the way."""
    while True:
        d = rules.decision(s)
        if d is None or not d.is_chance:
            return d, s
        s = rules.apply(s, rules.sample_chance(s, rng)).state


def _iterate(
    rules: Rules, s: Any, root: _Node, rng: random.Random, cfg: SearchConfig,
    order: dict[Action, int], keep: frozenset[Action] | None, bounds: list[float], w: float, c: float,
    deadline: float | None, should_stop: Callable[[], bool] | None,
) -> None:
    node = root
    path = [root]
    legal_actions = bot_actions(rules)  # the tree never models a player taking a choice back
    apply = rules.apply
    # --- selection and expansion ------------------------------------------------------
    while True:
        d, s = _past_chance(rules, s, rng)
        if d is None:
            break
        actor = d.seat
        acts = legal_actions(s)
        if keep is not None and node is root:
            acts = [a for a in acts if a in keep] or acts
        children = node.children
        tried: list[_Node] = []
        tried_actions: list[Action] = []
        untried: list[Action] = []
        for a in acts:
            child = children.get((actor, a))
            if child is None:
                untried.append(a)
            else:
                child.avail += 1
                tried.append(child)
                tried_actions.append(a)
        limit = max(2.0, cfg.widen_k * (node.visits + 1) ** cfg.widen_alpha)
        if untried and (not tried or len(children) < limit):
            if node is root and order:
                a = min(untried, key=lambda x: order.get(x, len(order)))
            elif cfg.node_prior:
                if node.order is None:
                    node.order = {x: i for i, (_, i, x) in enumerate(ranked_actions(rules, s, actor))}
                ranks = node.order
                a = min(untried, key=lambda x: ranks.get(x, len(ranks)))
            else:
                a = untried[rng.randrange(len(untried))]
            child = _Node(actor)
            child.avail = 1
            children[(actor, a)] = child
            path.append(child)
            s = apply(s, a).state
            break
        lo, hi = bounds
        span = hi - lo if hi > lo else 1.0
        best_child = tried[0]
        best_action = tried_actions[0]
        best_u = -math.inf
        for child, a in zip(tried, tried_actions, strict=True):
            n = child.visits
            if n == 0:
                u = math.inf
            else:
                mean = w * child.wins / n + (1 - w) * ((child.margin / n - lo) / span if hi > lo else 0.5)
                u = mean + c * math.sqrt(math.log(max(child.avail, 1)) / n)
            if u > best_u:
                best_u, best_child, best_action = u, child, a
        path.append(best_child)
        node = best_child
        s = apply(s, best_action).state
    # --- rollout ----------------------------------------------------------------------
    steps = 0
    while True:
        d, s = _past_chance(rules, s, rng)
        if d is None:
            break
        if steps >= cfg.rollout_depth:
            break
        steps += 1
        if deadline is not None and steps % 16 == 0 and (
                time.perf_counter() >= deadline or (should_stop is not None and should_stop())):
            break
        acts = legal_actions(s)
        s = apply(s, acts[rng.randrange(len(acts))]).state
    # --- value and backpropagation ----------------------------------------------------
    outcome = rules.outcome(s) if d is None else None
    vals = values(rules, s, hard=True)
    n_seats = len(vals)
    if outcome is not None:
        winners = outcome.winners
    else:
        top = max(vals)
        winners = tuple(i for i, v in enumerate(vals) if v >= top - 1e-9)
    win = [0.0] * n_seats
    for i in winners:
        win[i] = 1.0 / len(winners)
    if n_seats < 2:
        margins = vals
    else:
        margins = []
        for i in range(n_seats):
            margins.append(vals[i] - max(v for j, v in enumerate(vals) if j != i))
    for m in margins:
        if m < bounds[0]:
            bounds[0] = m
        if m > bounds[1]:
            bounds[1] = m
    root.visits += 1
    for nd in path[1:]:
        nd.visits += 1
        nd.wins += win[nd.actor]
        nd.margin += margins[nd.actor]


def search_bot(
    rules: Rules, state: Any, rng: random.Random, *, budget_s: float | None = None,
    iterations: int | None = None, should_stop: Callable[[], bool] | None = None,
) -> Action:
    return search(rules, state, rng, budget_s=budget_s, iterations=iterations,
                  should_stop=should_stop).action
