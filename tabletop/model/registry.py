"""The registered games: metadata, validated data and a rules object for each."""

from __future__ import annotations

import importlib
from dataclasses import dataclass
from functools import cache
from pathlib import Path

from tabletop.core import DataError, GameMeta, Rules

from . import paths
from .components import GameData, load_game_data

# Order is the order of the New Game dialog.
GAME_IDS: tuple[str, ...] = ("harvest_island", "orchard_ocean", "madeira", "nusfjord", "saltfjord")


@dataclass(frozen=True)
class GameEntry:
    meta: GameMeta
    data: GameData
    rules: Rules


def game_meta(game_id: str) -> GameMeta:
    if game_id not in GAME_IDS:
        raise DataError(f"unknown game {game_id!r}; known games: {', '.join(GAME_IDS)}")
    meta: GameMeta = importlib.import_module(f"tabletop.games.{game_id}").META
    return meta


def all_meta() -> list[GameMeta]:
    return [game_meta(g) for g in GAME_IDS]


@cache
def _load(game_id: str, datapacks: Path | None) -> GameEntry:
    meta = game_meta(game_id)
    data = load_game_data(game_id, datapacks)
    package = importlib.import_module(f"tabletop.games.{game_id}")
    try:
        rules: Rules = package.create_rules(data.components)
    except (KeyError, TypeError, ValueError) as exc:
        raise DataError(f"{game_id}: component data does not fit the rules: {exc}") from exc
    return GameEntry(meta, data, rules)


def load_game(game_id: str, use_datapacks: bool = True) -> GameEntry:
    """The game's entry; a valid data pack in the user data folder overrides bundled data."""
    datapacks = paths.datapacks_dir() if use_datapacks else None
    if datapacks is not None and not (datapacks / game_id).is_dir():
        datapacks = None  # same cache entry as the bundled data
    return _load(game_id, datapacks)


def clear_cache() -> None:
    _load.cache_clear()
