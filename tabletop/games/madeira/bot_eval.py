"""The bots' evaluation of a Madeira position beyond its live score.

It reads the seat's pirate total, which on a determinized state is, for the other seats,
the count their logged amounts add up to (``hidden.py``).
"""

from __future__ import annotations

from typing import TYPE_CHECKING

from .scoring import pirate_penalties
from .state import State

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
    short = (max(0, rules.feeding_due(state, seat) - player.bread)
             + max(0, rules.upkeep_due(state, seat) - player.wood))
    return float((reals % per) / per - 0.8 * penalty - 0.1 * player.pirates - 1.0 * short)
