"""Information-set sampling for the bots: resample what ``seat`` cannot see.

The only secret in Madeira is each player's pirate total: the others see whether it is zero
and nothing more (it is revealed at the end). Every other seat's non-zero total is drawn
again from a prior that grows with the round (pirate points come a few at a time), so the
sample depends on the public "zero or not" only.
"""

from __future__ import annotations

from typing import TYPE_CHECKING, Any

from .state import State, evolve

if TYPE_CHECKING:  # engines never draw randomness themselves: the bot passes its rng
    import random


def determinize(rules: Any, state: State, seat: int, rng: random.Random) -> State:
    if state.phase == "end":
        return state  # totals are public at the end
    players = list(state.players)
    changed = False
    top = max(2, 3 * max(1, state.round))
    for s, p in enumerate(players):
        if s != seat and p.pirates > 0:
            players[s] = evolve(p, pirates=rng.randint(1, top))
            changed = True
    return evolve(state, players=tuple(players)) if changed else state
