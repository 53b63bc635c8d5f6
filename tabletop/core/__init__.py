"""Contracts only (stdlib only): the engine protocol, a game's definition, actions, views, errors
and working copies."""

from .actions import CHANCE_PREFIX, Action, parse_action_text
from .contract import (
    CHANCE,
    Decision,
    Event,
    Events,
    GameConfig,
    GameMeta,
    LaterEvents,
    Option,
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
from .definition import (
    BotTuning,
    GameDefinition,
    PlannerConfig,
    SearchConfig,
    SeriesGame,
    SeriesRules,
)
from .errors import DataError, IllegalActionError, InvalidActionError, SaveError, TabletopError
from .memo import Memo, interned
from .text import fill_seat_names, seat_ref, shown_name
from .view import Piece, PlayerPanel, TableView, Zone
from .working import WorkingCopy, field_names, replacer

__all__ = [
    "CHANCE", "CHANCE_PREFIX", "Action", "BotTuning", "DataError", "Decision", "Event", "Events",
    "GameConfig", "GameDefinition", "GameMeta", "IllegalActionError", "InvalidActionError",
    "LaterEvents", "Memo", "Option", "Outcome", "Piece", "PlannerConfig", "PlayerPanel", "Points", "Rules",
    "RulesBase", "SaveError", "ScoreSheet", "ScoreTerm", "SearchConfig", "SeriesGame",
    "SeriesRules", "Step", "TableView",
    "TabletopError", "Variant", "WorkingCopy", "Zone", "field_names", "fill_seat_names", "format_points",
    "interned", "parse_action_text", "replacer", "seat_ref", "shown_name",
]
