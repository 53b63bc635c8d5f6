"""Information-set sampling: a full state consistent with what one seat can see.

A game with hidden information ships ``tabletop/games/<id>/hidden.py`` exposing
``determinize(rules, state, seat, rng) -> state``: every hidden thing the seat cannot
distinguish (other hands, deck contents, face-down cards) is resampled, everything the
seat can see is kept. Games without that module are treated as fully observable.

Hidden modules must build the resampled parts only from what is invariant across the
seat's information set (e.g. the sorted union of the unseen cards), so two states the
seat cannot tell apart give the same determinization for the same ``rng``: that is what
makes a search bot provably blind to other seats' secrets.
"""

from __future__ import annotations

import importlib
import random
from collections.abc import Callable
from functools import cache
from typing import Any

from tabletop.core import Rules

Determinizer = Callable[[Rules, Any, int, random.Random], Any]


@cache
def determinizer(game_id: str) -> Determinizer | None:
    """The game's ``hidden.determinize``, or None for a fully observable game."""
    try:
        module = importlib.import_module(f"tabletop.games.{game_id}.hidden")
    except ModuleNotFoundError as exc:
        if exc.name != f"tabletop.games.{game_id}.hidden":
            raise  # the module exists but is broken: do not hide that
        return None
    found: Determinizer = module.determinize
    return found


def determinize(rules: Rules, state: Any, seat: int, rng: random.Random) -> Any:
    """A state drawn from ``seat``'s information set (the state itself if nothing is hidden)."""
    sample = determinizer(rules.meta.id)
    if sample is None:
        return state
    return sample(rules, state, seat, rng)
