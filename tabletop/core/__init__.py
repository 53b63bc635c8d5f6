"""Contracts only (stdlib only): the engine protocol, actions, views and errors."""

from .actions import CHANCE_PREFIX, Action, parse_action_text
from .contract import (
    CHANCE,
    Decision,
    Event,
    GameConfig,
    GameMeta,
    Outcome,
    Rules,
    RulesBase,
    ScoreSheet,
    ScoreTerm,
    Step,
    Variant,
)
from .errors import DataError, IllegalActionError, InvalidActionError, SaveError, TabletopError
from .text import fill_seat_names, seat_ref
from .view import Piece, PlayerPanel, TableView, Zone

__all__ = [
    "CHANCE", "CHANCE_PREFIX", "Action", "DataError", "Decision", "Event", "GameConfig",
    "GameMeta", "IllegalActionError", "InvalidActionError", "Outcome", "Piece", "PlayerPanel",
    "Rules", "RulesBase", "SaveError", "ScoreSheet", "ScoreTerm", "Step", "TableView",
    "TabletopError", "Variant", "Zone", "fill_seat_names", "parse_action_text", "seat_ref",
]
