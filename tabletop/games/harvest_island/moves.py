"""Apply handlers: each takes (state, argument) and returns (new state, events).

The handlers live by concern (``moves_setup``, ``moves_cultivation``, ``moves_draw`` with
``moves_weather``, ``moves_harvest``; the state helpers and the end of a turn in
``moves_base``); ``MovesMixin`` gathers them for the rules object.
"""

from __future__ import annotations

from .moves_base import Events, Result
from .moves_cultivation import CultivationMoves
from .moves_draw import DrawMoves
from .moves_harvest import HarvestMoves
from .moves_setup import SetupMoves


class MovesMixin(SetupMoves, CultivationMoves, DrawMoves, HarvestMoves):
    """Every apply handler (rules.py maps each action's op to one)."""


__all__ = ["Events", "MovesMixin", "Result"]
