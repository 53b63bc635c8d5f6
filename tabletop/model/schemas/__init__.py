"""Per-game pydantic models of components.json, looked up by game id."""

from __future__ import annotations

import importlib

from tabletop.core import DataError

from ..components import ComponentFile


def schema_for(game_id: str) -> type[ComponentFile]:
    try:
        module = importlib.import_module(f"{__name__}.{game_id}")
    except ModuleNotFoundError as exc:
        raise DataError(f"no component schema for game {game_id!r}") from exc
    schema: type[ComponentFile] = module.Components
    return schema
