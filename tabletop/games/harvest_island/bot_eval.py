"""The bots' evaluation of a Harvest Island position beyond its live score."""

from __future__ import annotations

from typing import TYPE_CHECKING

from .state import State

if TYPE_CHECKING:
    from .rules import HarvestIslandRules


def evaluate(rules: HarvestIslandRules, state: State, seat: int) -> float:
    """Fruit growing in the seat's fields: the live score counts it only once harvested."""
    points = rules.tables.points
    growing = 0.0
    for crop in state.players[seat].fields:
        if crop:  # (seed, *cards): the cards after the seed are the fruit
            growing += sum(points[card] for card in crop[1:]) * 0.6 + 0.5 * (len(crop) - 1)
    return growing
