"""Information-set sampling for the bots: what ``seat`` may know of the other seats.

The only secret in Madeira is each player's pirate total; the table shows the others only
0 or "?" (rulebook, Phase C). But "when pirate points are received or discarded, the amount
changing hands is visible": every amount taken is in the log (Phase C: the pirate die + 1,
or 1; Phase D: the unpaid upkeep and feeding) and every discard is the most allowed
(Fortress, pass row III, the Scout, a royal reward: up to 3; the Constable: half), so anyone
who keeps count knows every total. A sample that drew the totals from a prior contradicted
that count (issue 12: 1,915 of 2,089 samples did).

So each other seat's total in the sample is ``pirates_known``, the count kept from those
public amounts alone. The sample never reads another seat's ``pirates``: two states that
differ only in a secret total give the same sample, which keeps the bots blind to it.
"""

from __future__ import annotations

from typing import TYPE_CHECKING, Any

from .state import State, evolve

if TYPE_CHECKING:  # engines never draw randomness themselves: the bot passes its rng
    import random


def determinize(rules: Any, state: State, seat: int, rng: random.Random) -> State:
    if state.phase == "end":
        return state  # totals are revealed at the end
    players = list(state.players)
    changed = False
    for s, p in enumerate(players):
        if s != seat and p.pirates != p.pirates_known:
            players[s] = evolve(p, pirates=p.pirates_known)
            changed = True
    return evolve(state, players=tuple(players)) if changed else state
