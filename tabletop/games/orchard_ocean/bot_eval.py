"""The bots' evaluation of an Orchard Ocean position beyond its live score."""

from __future__ import annotations

from typing import TYPE_CHECKING

from . import shipping
from .state import State

if TYPE_CHECKING:
    from .rules import OrchardRules


def evaluate(rules: OrchardRules, state: State, seat: int) -> float:
    """The harvests still to come at today's income, the board's growth, the funds the score
    floors away and a tile or workers still to place."""
    tables = rules.tables
    player = state.players[seat]
    left = sum(1 for r in tables.harvest_rounds if r >= state.turn.round)
    if not left:
        return 0.0
    tiles = sum(1 for code in player.cells if code > 1)  # every tile on the board widens the options
    growth = (1.2 * tiles + 0.6 * sum(player.workers)) * left / len(tables.harvest_rounds)
    plan = shipping.plan(tables, player.cells, player.workers)
    pay = shipping.income(tables, player.cells, player.workers, plan.shipments)
    per_harvest = pay.vp + pay.funds / tables.funds_per_vp + sum(n * a for _, n, a in pay.choices)
    smooth_funds = (player.funds % tables.funds_per_vp) / tables.funds_per_vp  # the score floors funds / 5
    holding = (1.0 if player.island >= 0 else 0.0) + 0.4 * player.hand  # a tile or workers still to place
    return float(left * per_harvest + growth + smooth_funds + holding)
