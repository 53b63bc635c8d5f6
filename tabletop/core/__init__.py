"""Contracts only (stdlib only): the engine protocol, actions, views and errors."""

from .actions import CHANCE_PREFIX, Action, parse_action_text
from .contract import (
    CHANCE,
    Decision,
    Event,
    GameConfig,
    GameMeta,
    Outcome,
    Points,
    Rules,
    RulesBase,
    ScoreSheet,
    ScoreTerm,
    Step,
    Variant,
    format_points,
)
from .errors import DataError, IllegalActionError, InvalidActionError, SaveError, TabletopError
from .text import fill_seat_names, seat_ref
from .view import Piece, PlayerPanel, TableView, Zone

__all__ = [
    "CHANCE", "CHANCE_PREFIX", "Action", "DataError", "Decision", "Event", "GameConfig",
    "GameMeta", "IllegalActionError", "InvalidActionError", "Outcome", "Piece", "Points", "PlayerPanel",
    "Rules", "RulesBase", "SaveError", "ScoreSheet", "ScoreTerm", "Step", "TableView",
    "TabletopError", "Variant", "Zone", "fill_seat_names", "format_points", "parse_action_text", "seat_ref",
]
