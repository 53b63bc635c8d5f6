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
    return 0.25 * goods + 0.3 * sum(p.forests) + 0.5 * len(p.elders) + 0.5 * p.guests


def _saltfjord(rules: Any, s: Any, seat: int) -> float:
    from tabletop.games.saltfjord.tables import FISH

    T = rules.T
    p = s.players[seat]
    res = p.res
    fish = res[FISH] + sum(T.sell[i] * res[i] for i in range(1, len(res)) if i != FISH)
    smooth = (fish % 3) / 3  # the score floors fish / 3
    filled = sum(1 for sq in p.grid if sq)
    return smooth + 0.05 * filled + 0.3 * len(p.catch) + 0.2 * sum(p.tech)


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
    return left * per_harvest + growth + smooth_funds + holding


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
    return (reals % per) / per - 0.8 * penalty - 0.1 * p.pirates - 1.0 * short


HINTS: dict[str, Hint] = {
    "madeira": _madeira,
    "harvest_island": _harvest_island,
    "nusfjord": _nusfjord,
    "saltfjord": _saltfjord,
    "orchard_ocean": _orchard_ocean,
}


def _safe_hint(game_id: str) -> Hint | None:
    return HINTS.get(game_id)


def values(rules: Rules, state: Any, *, hints: bool = True) -> list[float]:
    """Every seat's heuristic value: live score total plus the game's hint."""
    sheets = rules.score_now(state).sheets
    hint = _safe_hint(rules.meta.id) if hints else None
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


def evaluate(rules: Rules, state: Any, seat: int, *, hints: bool = True) -> float:
    return margin(values(rules, state, hints=hints), seat)


def bot_actions(rules: Rules) -> Callable[[Any], Sequence[Action]]:
    """``legal_actions`` without the game's retractions (``retract_verbs``), unless they are
    all there is: what a computer player chooses from."""
    retract = getattr(rules, "retract_verbs", frozenset())
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


def _through(rules: Rules, state: Any, seat: int, depth: int, hints: bool = True) -> float:
    """The value of ``state`` for ``seat``, looking through up to ``depth`` more of its own
    decisions (a card chosen, then where it goes): the best of them."""
    d = rules.decision(state)
    if depth <= 0 or d is None or d.is_chance or d.seat != seat:
        return evaluate(rules, state, seat, hints=hints)
    best = float("-inf")
    for a in bot_actions(rules)(state):
        v = _through(rules, rules.apply(state, a).state, seat, depth - 1, hints)
        if v > best:
            best = v
    return best


def greedy_bot(rules: Rules, state: Any, rng: random.Random, *, look: int | None = None,
               hints: bool = True) -> Action:
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
            v = _through(rules, rules.apply(sample, a).state, seat, look, hints)
        except IllegalActionError:  # a sampler broke this seat's own options: never happens
            v = float("-inf")
        if v > best + 1e-9:
            best, bests = v, [a]
        elif v > best - 1e-9:
            bests.append(a)
    if not bests:
        return acts[rng.randrange(len(acts))]
    return bests[rng.randrange(len(bests))]
