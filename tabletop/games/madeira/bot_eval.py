"""The bots' evaluation of a Madeira position beyond its live score.

It reads the seat's pirate total, which on a determinized state is, for the other seats,
the count their logged amounts add up to (``hidden.py``). Hard's search adds the outlook on
the Crown requests in hand (``crown_outlook``): what they would score at the next Crown phase.
"""

from __future__ import annotations

from typing import TYPE_CHECKING

from .board import feeding_due, upkeep_due
from .flow import E_DISCARDS
from .scoring import pirate_penalties
from .state import State
from .turns import crown_score

if TYPE_CHECKING:
    from .rules import MadeiraRules


def evaluate(rules: MadeiraRules, state: State, seat: int) -> float:
    """Reals short of a PP, the pirate penalties as they stand and what feeding and upkeep
    will turn into pirate points."""
    tables = rules.tables
    player = state.players[seat]
    per = tables.reals_per_pp
    reals = player.reals + sum(player.goods) + player.wood + player.bread
    if state.phase == "end":
        return 0.0  # the final score already holds the penalties
    # the live score leaves the pirate penalties out until the end: count them as they stand
    # now (on a determinized state the other seats' totals are the counts the log shows)
    penalty = pirate_penalties(tables, state)[seat]
    # workers and ships on the board must be fed and kept at the end of the round: what bread
    # and wood do not cover turns into pirate points
    short = (max(0, feeding_due(state, seat) - player.bread)
             + max(0, upkeep_due(state, seat) - player.wood))
    return float((reals % per) / per - 0.8 * penalty - 0.1 * player.pirates - 1.0 * short)


# How much of the next Crown phase's score the outlook counts: most of it in the Crown round
# itself, less from further away (the board will change). Measured, one Hard among three
# Normal, seed t14 games 0-11: 11 won, against 7 without the outlook (README, issue 14).
OUTLOOK_NOW = 0.6
OUTLOOK_LATER = 0.3
KEPT = {1: 1, 3: 1, 5: 0}  # requests in hand after each Crown phase


def crown_outlook(rules: MadeiraRules, state: State, seat: int) -> float:
    """Hard only: the best Crown requests in hand, scored as the board stands for the next
    Crown phase (rounds 1, 3, 5; as many as that phase discards). National wealth counts the
    reals it would turn into PP, less the 1 PP per 5 they already count for. Normal, which
    looks one move ahead, leaves the requests out: their points come rounds later."""
    if state.phase == "end" or state.round < 1:
        return 0.0
    player = state.players[seat]
    if not player.crowns:
        return 0.0
    tables = rules.tables
    crown_round = next(r for r in sorted(E_DISCARDS) if r >= state.round)
    scoring_now = state.round == crown_round and state.phase == "E"
    # the targets the seat scoring now has already used stay excluded (``targets`` are the
    # acting seat's); every other seat has used none
    acting = scoring_now and state.cursor < len(state.order) and state.order[state.cursor] == seat
    used = state.targets if acting else ()
    scores = []
    for tile in player.crowns:
        kind = tables.crown_type[tile]
        if kind == "wealth":
            paid = min(tables.wealth_max, player.reals)
            scores.append(paid * (1 - 1 / tables.reals_per_pp))
        else:
            scores.append(float(crown_score(tables, state, seat, kind, crown_round, used)[0]))
    # a seat drafts one request a round, so after a Crown phase it keeps 1 (rounds 1 and 3)
    # or none (round 5): in the phase, what it holds beyond that is still to be scored
    need = len(player.crowns) - KEPT[crown_round] if scoring_now else E_DISCARDS[crown_round]
    weight = OUTLOOK_NOW if crown_round == state.round else OUTLOOK_LATER
    return weight * sum(sorted(scores, reverse=True)[:need])
