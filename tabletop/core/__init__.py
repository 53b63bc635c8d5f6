"""Contracts only (stdlib only): the engine protocol, actions, views, errors and working copies."""

from .actions import CHANCE_PREFIX, Action, parse_action_text
from .contract import (
    CHANCE,
    Decision,
    Event,
    Events,
    GameConfig,
    GameMeta,
    LaterEvents,
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
from .working import WorkingCopy, field_names, replacer

__all__ = [
    "CHANCE", "CHANCE_PREFIX", "Action", "DataError", "Decision", "Event", "Events", "GameConfig",
    "GameMeta", "IllegalActionError", "InvalidActionError", "LaterEvents", "Outcome", "Piece", "Points", "PlayerPanel",
    "Rules", "RulesBase", "SaveError", "ScoreSheet", "ScoreTerm", "Step", "TableView",
    "TabletopError", "Variant", "WorkingCopy", "Zone", "field_names", "fill_seat_names", "format_points",
    "parse_action_text", "replacer", "seat_ref",
]
