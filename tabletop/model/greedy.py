"""The one-ply ``greedy`` bot and the heuristic evaluation the search shares.

A state is valued per seat as its live score (``score_now``) plus a small game-specific
hint keyed by game id: what the live score leaves out but the table already shows (fruit
growing in a field, the next harvest's income, goods the score floors away). Hints read
the public parts of a state (Madeira's also the seat's pirate total, which on a
determinized state is, for the other seats, the count their logged amounts add up to).

The greedy bot never evaluates the true state: it draws one determinization (its own view,
everything hidden resampled), tries every legal action there, values the state after it as
"my value minus the best other seat's value" (solo: my value) and takes the best, breaking
ties with its seeded rng.
"""

from __future__ import annotations

import random
from collections.abc import Callable, Sequence
from typing import Any

from tabletop.core import Action, IllegalActionError, Rules

from .determinize import determinize

Hint = Callable[[Rules, Any, int], float]


# --- per-game hints ---------------------------------------------------------------------

def _harvest_island(rules: Any, s: Any, seat: int) -> float:
    t = rules.t
    p = s.players[seat]
    points = t.points
    growing = 0.0
    for f in p.fields:
        if f:
            growing += sum(points[c] for c in f[1:]) * 0.6 + 0.5 * (len(f) - 1)
    return growing


def _nusfjord(rules: Any, s: Any, seat: int) -> float:
    p = s.players[seat]
    goods = p.wood + p.fish + p.res_wood + p.res_fish + p.res_gold
    # a Guest in supply scores ½ but is worth more in use (2 wood or 3 fish off a cost, a
    # plate filled, 1 VP and a fish a round on a ship)
    return float(0.25 * goods + 0.3 * sum(p.forests) + 0.5 * len(p.elders) + 0.5 * p.guests)


_SF_POTENTIAL = (0.34, 1.0, 1.0, 1.0, 1.8, 1.8, 1.8, 2.6)  # what a cube is worth in an order / technology
_SF_BUILDING = {  # what activating a building is worth, roughly (either/or: the better one)
    "fish": 0.7, "wood": 1.0, "grain": 1.0, "paper": 1.0, "plank": 1.8, "food": 1.8, "book": 1.8,
    "gold": 2.6, "upgrade": 0.8, "order": 2.0, "tech": 2.0, "boat": 1.4, "boat2": 2.4, "build": 1.2,
}
_SF_DIE = 0.8  # a die still to take this round: one row or column of buildings
_SF_LINE = 0.3  # the line a die is about to activate, a share of its buildings (so that activating
# them gains and stopping or a free action in between does not)
_SF_PIER = 1.2  # a crate's pier reward, each time the seat retires
_SF_WORKER = 0.5  # a worker still to place this round: one building


def _saltfjord_building(T: Any, sq: int) -> float:
    memo = T.memo
    key = ("greedy-bv", sq)
    v: float | None = memo.get(key)
    if v is None:
        v = float(max((_SF_BUILDING.get(o, 1.0) for o in T.squares[sq].options), default=0.0))
        memo[key] = v
    return v


def _saltfjord_line(T: Any, p: Any, is_row: int, line: int, after: int) -> float:
    from tabletop.games.saltfjord.common import line_cells

    cells = line_cells(is_row, line)
    total = 0.0
    for pos in range(after + 1, 6):
        c = cells[pos]
        sq = p.grid[c]
        if T.is_building[sq] and p.occ[c] == 0 and c not in p.wagons:
            total += _saltfjord_building(T, sq)
    return total


def _saltfjord(rules: Any, s: Any, seat: int) -> float:
    """The final score counts a cube at its sale value (1 point per 3 fish) and nothing for
    what is still to come: value cubes at what an order or a technology makes of them, the
    dice and workers still to use this round, the die in hand by its best line, the buildings
    by what they will produce in the rounds left, the boat by the area it would return from and
    the crates by the pier rewards still to collect."""
    from tabletop.games.saltfjord.tables import FISH

    if s.phase not in ("play", "sets"):
        return 0.0
    T = rules.T
    p = s.players[seat]
    res = p.res
    fish = res[FISH] + sum(T.sell[i] * res[i] for i in range(1, len(res)))
    late = 0.0 if (s.round == 3 and p.retired) else (0.6 if s.round == 3 else 1.0)
    # cubes: from their sale value (what the score counts) towards their use
    value = -float(fish // 3)
    for i, n in enumerate(res):
        if n:
            sale = (1.0 if i == FISH else T.sell[i]) / 3
            value += n * (sale + late * (_SF_POTENTIAL[i] - sale))
    if not p.retired:
        white, orange = 3 - p.white, s.round - p.orange
        if s.solo:  # only the dice still in the taverns can be taken
            white = min(white, sum(1 for d in s.tdice if d[0]))
            orange = min(orange, sum(1 for d in s.tdice if d[1]))
        else:
            white = min(white, sum(s.pool[:6]))
            orange = min(orange, sum(s.pool[6:]))
        value += _SF_DIE * (white + orange) + _SF_WORKER * p.workers
        if s.seat == seat:
            stage = s.stage
            if stage[0] == "die":
                _, color, v = stage
                best = 0.0
                for line in range(1, 7):
                    cost = abs(line - v)
                    if cost and "anyvalue" in p.abilities:
                        cost = 1
                    if cost > res[FISH]:
                        continue
                    kinds = (0, 1) if "swap" in p.abilities else (color,)
                    for k in kinds:
                        best = max(best, _saltfjord_line(T, p, k, line, -1) - 0.34 * cost)
                value += _SF_LINE * max(best, 0.34)
            elif stage[0] == "act":
                _, is_row, line, last, _color = stage
                value += _SF_LINE * _saltfjord_line(T, p, is_row, line, last)  # what is left to activate
    # the rounds still to come: the buildings' production and the abilities in use (this
    # round's production is the dice and workers above); the pier rewards of the crates at
    # each retirement still to come (retiring now: the piers still pay)
    rounds_after = 3 - s.round
    if rounds_after:
        build = 0.0
        for sq in p.grid:
            if T.is_building[sq]:
                build += _saltfjord_building(T, sq)
        value += 0.35 * rounds_after * build
        value += 0.8 * rounds_after * sum(1 for lv in p.tech if lv > 0)
    retirements = rounds_after + (0 if p.retired else 1)
    value += _SF_PIER * retirements * sum(len(x) for x in p.piers)
    if p.retired and s.seat == seat:  # retiring now: the pier rewards still to take
        for item in s.pending:
            if item[0] == "piers":
                value += _SF_PIER * sum(len(x) for x in p.piers)
            elif item[0] in ("fish", "vpfish", "upgrade", "feast"):
                value += _SF_PIER
    if p.area and late:
        value += 0.7 * T.fjord[p.area - 1][0]
    return float(value)


def _orchard_ocean(rules: Any, s: Any, seat: int) -> float:
    from tabletop.games.orchard_ocean import shipping

    t = rules.tables
    p = s.players[seat]
    left = sum(1 for r in t.harvest_rounds if r >= s.turn.round)
    if not left:
        return 0.0
    tiles = sum(1 for c in p.cells if c > 1)  # every tile on the board widens the options
    growth = (1.2 * tiles + 0.6 * sum(p.workers)) * left / len(t.harvest_rounds)
    plan = shipping.plan(t, p.cells, p.workers)
    pay = shipping.income(t, p.cells, p.workers, plan.shipments)
    per_harvest = pay.vp + pay.funds / t.funds_per_vp + sum(n * a for _, n, a in pay.choices)
    smooth_funds = (p.funds % t.funds_per_vp) / t.funds_per_vp  # the score floors funds / 5
    holding = (1.0 if p.island >= 0 else 0.0) + 0.4 * p.hand  # a tile or workers still to place
    return float(left * per_harvest + growth + smooth_funds + holding)


def _madeira(rules: Any, s: Any, seat: int) -> float:
    from tabletop.games.madeira.scoring import pirate_penalties

    T = rules.T
    p = s.players[seat]
    per = T.reals_per_pp
    reals = p.reals + sum(p.goods) + p.wood + p.bread
    if s.phase == "end":
        return 0.0  # the final score already holds the penalties
    # the live score leaves the pirate penalties out until the end: count them as they stand
    # now (on a determinized state the other seats' totals are the counts the log shows)
    penalty = pirate_penalties(T, s)[seat]
    # workers and ships on the board must be fed and kept at the end of the round: what bread
    # and wood do not cover turns into pirate points
    short = max(0, rules.feeding_due(s, seat) - p.bread) + max(0, rules.upkeep_due(s, seat) - p.wood)
    return float((reals % per) / per - 0.8 * penalty - 0.1 * p.pirates - 1.0 * short)


HINTS: dict[str, Hint] = {
    "madeira": _madeira,
    "harvest_island": _harvest_island,
    "nusfjord": _nusfjord,
    "saltfjord": _saltfjord,
    "orchard_ocean": _orchard_ocean,
}


def _safe_hint(game_id: str) -> Hint | None:
    return HINTS.get(game_id)


def values(rules: Rules, state: Any) -> list[float]:
    """Every seat's heuristic value: live score total plus the game's hint."""
    sheets = rules.score_now(state).sheets
    hint = _safe_hint(rules.meta.id)
    out = []
    for sheet in sheets:
        v = float(sheet.total)
        if sheet.tiebreak:
            v += 0.01 * sheet.tiebreak[0] / (1 + abs(sheet.tiebreak[0]))
        if hint is not None:
            try:
                v += hint(rules, state, sheet.seat)
            except (AttributeError, IndexError, KeyError, TypeError):  # engine changed shape
                pass
        out.append(v)
    return out


def margin(vals: Sequence[float], seat: int) -> float:
    """My value minus the best other seat's (solo: my value)."""
    if len(vals) < 2:
        return vals[seat]
    return vals[seat] - max(v for i, v in enumerate(vals) if i != seat)


def evaluate(rules: Rules, state: Any, seat: int) -> float:
    return margin(values(rules, state), seat)


def bot_actions(rules: Rules) -> Callable[[Any], Sequence[Action]]:
    """``legal_actions`` without the game's retractions (``retract_verbs``), unless they are
    all there is: what a computer player chooses from."""
    retract: frozenset[str] = getattr(rules, "retract_verbs", frozenset())
    legal = rules.legal_actions
    if not retract:
        return legal

    def choices(state: Any) -> Sequence[Action]:
        acts = legal(state)
        kept = [a for a in acts if a.verb not in retract]
        return kept if kept else acts

    return choices


def ranked_actions(rules: Rules, state: Any, seat: int) -> list[tuple[float, int, Action]]:
    """(value, index, action) for every action a bot may take, best first (index keeps it stable)."""
    acts = bot_actions(rules)(state)
    scored = [(evaluate(rules, rules.apply(state, a).state, seat), i, a) for i, a in enumerate(acts)]
    scored.sort(key=lambda x: (-x[0], x[1]))
    return scored


# How many more of its own decisions in a row the greedy bot looks through, per game. A turn
# is often several decisions (choose a card, then where it goes; choose fields, then done):
# valued one at a time, the first step changes no score and the bot chooses blindly.
# Measured as Normal against three random seats, 40 games at 4 players (win rate, mean score),
# 0 -> 2: Harvest Island 52% 27.6 -> 100% 65.7; Nusfjord 65% 19.0 -> 86% 24.0; Saltfjord
# 48% 3.0 -> 100% 12.0; Orchard Ocean 90% 17.3 -> 100% 29.5; Madeira (1) 90% 27.1 -> 98% 30.1.
LOOKAHEAD: dict[str, int] = {
    "harvest_island": 2,
    "nusfjord": 2,
    "saltfjord": 2,
    "orchard_ocean": 2,
    "madeira": 1,  # two steps cost Madeira 10 times the time for little more
}


def _through(rules: Rules, state: Any, seat: int, depth: int) -> float:
    """The value of ``state`` for ``seat``, looking through up to ``depth`` more of its own
    decisions (a card chosen, then where it goes): the best of them."""
    d = rules.decision(state)
    if depth <= 0 or d is None or d.is_chance or d.seat != seat:
        return evaluate(rules, state, seat)
    best = float("-inf")
    for a in bot_actions(rules)(state):
        v = _through(rules, rules.apply(state, a).state, seat, depth - 1)
        if v > best:
            best = v
    return best


def greedy_bot(rules: Rules, state: Any, rng: random.Random, *, look: int | None = None) -> Action:
    """The best action by one-ply value, looking through ``look`` more of the seat's own
    decisions (default: the game's ``LOOKAHEAD``)."""
    decision = rules.decision(state)
    assert decision is not None and not decision.is_chance
    acts = bot_actions(rules)(state)
    if len(acts) == 1:
        return acts[0]
    seat = decision.seat
    # value the actions on a sample of what this seat cannot see, never on the others' secrets
    sample = determinize(rules, state, seat, rng)
    if look is None:
        look = LOOKAHEAD.get(rules.meta.id, 0)
    best = float("-inf")
    bests: list[Action] = []
    for a in acts:
        try:
            v = _through(rules, rules.apply(sample, a).state, seat, look)
        except IllegalActionError:  # a sampler broke this seat's own options: never happens
            v = float("-inf")
        if v > best + 1e-9:
            best, bests = v, [a]
        elif v > best - 1e-9:
            bests.append(a)
    if not bests:
        return acts[rng.randrange(len(acts))]
    return bests[rng.randrange(len(bests))]
