"""The one-ply ``greedy`` bot and the heuristic evaluation the search shares.

A state is valued per seat as its live score (``score_now``) plus the game's evaluation
(``GameDefinition.evaluation``, in ``tabletop/games/<id>/bot_eval.py``): what the live score
leaves out but the table already shows (fruit growing in a field, the next harvest's
income, goods the score floors away); Hard's search adds the game's ``hard_evaluation``
(plans further off, such as Madeira's Crown requests). Evaluations read the public parts of a state
(Madeira's also the seat's pirate total, which on a determinized state is, for the other
seats, the count their logged amounts add up to).

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
from .registry import definition


def values(rules: Rules, state: Any, hard: bool = False) -> list[float]:
    """Every seat's heuristic value: live score total plus the game's evaluation (whose
    errors propagate: an evaluation that no longer fits the engine must fail loudly), and
    for Hard's search (``hard``) the game's ``hard_evaluation`` too."""
    # a game may give the totals without building the sheets (``score_totals``: Saltfjord's
    # planner values millions of positions); otherwise the sheets' totals, seat by seat
    fast = rules.score_totals(state)
    if fast is not None:
        totals = [(seat, total, tiebreak) for seat, (total, tiebreak) in enumerate(fast)]
    else:
        totals = [(s.seat, s.total, s.tiebreak) for s in rules.score_now(state).sheets]
    game = definition(rules.meta.id)
    evaluation = game.evaluation
    extra = game.hard_evaluation if hard else None
    out = []
    for seat, total, tiebreak in totals:
        v = float(total)
        if tiebreak:
            v += 0.01 * tiebreak[0] / (1 + abs(tiebreak[0]))
        v += evaluation(rules, state, seat)
        if extra is not None:
            v += extra(rules, state, seat)
        out.append(v)
    return out


def margin(vals: Sequence[float], seat: int) -> float:
    """My value minus the best other seat's (solo: my value)."""
    if len(vals) < 2:
        return vals[seat]
    return vals[seat] - max(v for i, v in enumerate(vals) if i != seat)


def evaluate(rules: Rules, state: Any, seat: int, hard: bool = False) -> float:
    return margin(values(rules, state, hard), seat)


def bot_actions(rules: Rules) -> Callable[[Any], Sequence[Action]]:
    """``legal_actions`` without the game's retractions (``retract_verbs``), unless they are
    all there is: what a computer player chooses from."""
    retract = rules.retract_verbs
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


# How many more of its own decisions in a row the greedy bot looks through is the game's
# ``BotTuning.lookahead``. A turn is often several decisions (choose a card, then where it
# goes; choose fields, then done): valued one at a time, the first step changes no score and
# the bot chooses blindly.


def lookahead(game_id: str) -> int:
    return definition(game_id).tuning.lookahead


def value_through(rules: Rules, state: Any, seat: int, depth: int, hard: bool = False) -> float:
    """The value of ``state`` for ``seat``, looking through up to ``depth`` more of its own
    decisions (a card chosen, then where it goes): the best of them (by Hard's values if
    ``hard``: what the planner's exhaustive look would give)."""
    d = rules.decision(state)
    if depth <= 0 or d is None or d.is_chance or d.seat != seat:
        return evaluate(rules, state, seat, hard)
    best = float("-inf")
    for a in bot_actions(rules)(state):
        v = value_through(rules, rules.apply(state, a).state, seat, depth - 1, hard)
        if v > best:
            best = v
    return best


def greedy_bot(rules: Rules, state: Any, rng: random.Random, *, look: int | None = None) -> Action:
    """The best action by one-ply value, looking through ``look`` more of the seat's own
    decisions (default: the game's ``lookahead``)."""
    decision = rules.decision(state)
    assert decision is not None and not decision.is_chance
    acts = bot_actions(rules)(state)
    if len(acts) == 1:
        return acts[0]
    seat = decision.seat
    # value the actions on a sample of what this seat cannot see, never on the others' secrets
    sample = determinize(rules, state, seat, rng)
    if look is None:
        look = lookahead(rules.meta.id)
    best = float("-inf")
    bests: list[Action] = []
    for a in acts:
        try:
            v = value_through(rules, rules.apply(sample, a).state, seat, look)
        except IllegalActionError:  # a sampler broke this seat's own options: never happens
            v = float("-inf")
        if v > best + 1e-9:
            best, bests = v, [a]
        elif v > best - 1e-9:
            bests.append(a)
    if not bests:
        return acts[rng.randrange(len(acts))]
    return bests[rng.randrange(len(bests))]
