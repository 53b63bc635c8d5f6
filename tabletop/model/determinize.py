"""Information-set sampling: a full state consistent with what one seat can see.

A game with hidden information names a determinizer in its definition
(``GameDefinition.determinizer``, usually ``tabletop/games/<id>/hidden.py``'s
``determinize(rules, state, seat, rng) -> state``): every hidden thing the seat cannot
distinguish (other hands, deck contents, face-down cards) is resampled, everything the
seat can see is kept. Games without one are treated as fully observable.

Determinizers must build the resampled parts only from what is invariant across the
seat's information set (e.g. the sorted union of the unseen cards), so two states the
seat cannot tell apart give the same determinization for the same ``rng``: that is what
makes a search bot provably blind to other seats' secrets.
"""

from __future__ import annotations

import random
from collections.abc import Callable
from typing import Any

from tabletop.core import Rules

from .registry import definition

Determinizer = Callable[[Any, Any, int, random.Random], Any]


def determinizer(game_id: str) -> Determinizer | None:
    """The game's determinizer, or None for a fully observable game."""
    return definition(game_id).determinizer


def determinize(rules: Rules, state: Any, seat: int, rng: random.Random) -> Any:
    """A state drawn from ``seat``'s information set (the state itself if nothing is hidden)."""
    sample = determinizer(rules.meta.id)
    if sample is None:
        return state
    return sample(rules, state, seat, rng)
