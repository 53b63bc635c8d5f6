"""The bots' evaluation of a Nusfjord position beyond its live score."""

from __future__ import annotations

from typing import TYPE_CHECKING

from .state import State

if TYPE_CHECKING:
    from .rules import NusfjordRules


def evaluate(rules: NusfjordRules, state: State, seat: int) -> float:
    """Goods, forests, elders and Guests, each at a little of what it is worth in use."""
    player = state.players[seat]
    goods = player.wood + player.fish + player.res_wood + player.res_fish + player.res_gold
    # a Guest in supply scores ½ but is worth more in use (2 wood or 3 fish off a cost, a
    # plate filled, 1 VP and a fish a round on a ship)
    return float(0.25 * goods + 0.3 * sum(player.forests) + 0.5 * len(player.elders)
                 + 0.5 * player.guests)
