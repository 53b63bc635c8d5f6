"""Information-set sampling for the bots: resample what ``seat`` cannot see.

Hidden from a seat: the C buildings in the other hands and the order-free contents of the
C pile (the A and B piles and the face-down elders are hidden from everybody alike, and
each draw from them is a uniform chance decision, so they need no resampling). The other
hands and the C pile are pooled, sorted (the pool is the same for every state the seat
cannot tell apart) and dealt again with the same sizes. Guests (Besøkende) in a supply or on
ships are public and are kept as they are.
"""

from __future__ import annotations

from dataclasses import replace
from typing import TYPE_CHECKING, Any

from .state import State

if TYPE_CHECKING:  # engines never draw randomness themselves: the bot passes its rng
    import random


def determinize(rules: Any, state: State, seat: int, rng: random.Random) -> State:
    others = [s for s in range(len(state.players)) if s != seat]
    if not others and len(state.deck_c) < 2:
        return state
    pool = list(state.deck_c)
    for s in others:
        pool.extend(state.players[s].hand)
    if not pool:
        return state
    pool.sort()
    rng.shuffle(pool)
    players = list(state.players)
    k = 0
    for s in others:
        n = len(players[s].hand)
        if n:
            players[s] = replace(players[s], hand=tuple(sorted(pool[k:k + n])))
            k += n
    deck_c = tuple(sorted(pool[k:]))
    return replace(state, players=tuple(players), deck_c=deck_c)
