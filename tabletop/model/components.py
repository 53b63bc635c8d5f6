"""Loading component data: bundled resources, overridden by a player's data pack.

Each game's ``components.json`` is validated by that game's pydantic model in
``tabletop.model.schemas``; the engine receives plain, immutable tables.
Every item carries ``source``: rulebook | public | stand-in.
"""

from __future__ import annotations

import json
from collections.abc import Mapping, Sequence
from dataclasses import dataclass
from pathlib import Path
from typing import Any, Literal

from pydantic import BaseModel, ConfigDict, ValidationError

from tabletop.core import DataError, GameMeta

from . import paths
from .layout import LayoutFile

Source = Literal["rulebook", "public", "stand-in"]


class Item(BaseModel):
    """Base of every component item: an id and where its numbers came from."""

    model_config = ConfigDict(extra="forbid", frozen=True)
    id: str
    source: Source
    note: str = ""


class ComponentFile(BaseModel):
    """Base of every game's components.json; subclasses add typed tables."""

    model_config = ConfigDict(extra="forbid", frozen=True)
    game: str
    schema_version: Literal[1] = 1


@dataclass(frozen=True)
class GameData:
    """The validated data of one game and where it came from."""

    components: Mapping[str, Any]  # plain JSON tables; the engine builds its own immutable ones
    layout: LayoutFile
    source_counts: Mapping[str, int]  # rulebook / public / stand-in -> items
    overridden: tuple[str, ...]  # files taken from the user's data pack

    @property
    def stand_ins(self) -> int:
        return self.source_counts.get("stand-in", 0)

    def stand_ins_in_play(self, meta: GameMeta, variants: Sequence[str]) -> int:
        """Stand-ins a game with these variants uses: a variant's own tables (a deck that
        replaces another) count only when the variant is chosen."""
        if not self.unused_tables(meta, variants):
            return self.stand_ins
        return len(self.stand_ins_list(meta, variants))

    def unused_tables(self, meta: GameMeta, variants: Sequence[str]) -> set[str]:
        """Component tables a game with these variants leaves out (another variant's deck)."""
        unused = {t for v in meta.variants if v.id not in variants for t in v.tables}
        unused |= {t for v in meta.variants if v.id in variants for t in v.replaces}
        unused -= {t for v in meta.variants if v.id in variants for t in (*v.tables, *v.keeps)}
        return unused

    def stand_ins_list(self, meta: GameMeta, variants: Sequence[str]) -> list[tuple[str, str, str]]:
        """(table, id, note) of the stand-ins a game with these variants uses."""
        unused = self.unused_tables(meta, variants)
        return [row for name, table in self.components.items() if name not in unused
                for row in items_by_source(table, "stand-in", name)]


def count_sources(value: Any, counts: dict[str, int] | None = None) -> dict[str, int]:
    """Count items by their ``source`` anywhere in a JSON-like tree."""
    counts = {} if counts is None else counts
    if isinstance(value, Mapping):
        source = value.get("source")
        if isinstance(source, str) and "id" in value:
            counts[source] = counts.get(source, 0) + 1
        for child in value.values():
            count_sources(child, counts)
    elif isinstance(value, (list, tuple)):
        for child in value:
            count_sources(child, counts)
    return counts


def items_by_source(value: Any, source: str, table: str = "") -> list[tuple[str, str, str]]:
    """(table, id, note) of every item with this ``source``, for the app's data report."""
    found: list[tuple[str, str, str]] = []
    if isinstance(value, Mapping):
        if value.get("source") == source and "id" in value:
            found.append((table, str(value["id"]), str(value.get("note", ""))))
        for key, child in value.items():
            found += items_by_source(child, source, table or str(key))
    elif isinstance(value, (list, tuple)):
        for child in value:
            found += items_by_source(child, source, table)
    return found


def _read_json(path: Path) -> Any:
    try:
        return json.loads(path.read_text(encoding="utf-8"))
    except OSError as exc:
        raise DataError(f"cannot read {path}: {exc.strerror or exc}") from exc
    except (UnicodeDecodeError, json.JSONDecodeError) as exc:
        raise DataError(f"{path} is not valid JSON: {exc}") from exc


def validation_message(path: Path, exc: ValidationError) -> str:
    first = exc.errors()[0]
    where = ".".join(str(p) for p in first["loc"]) or "(top level)"
    more = f" (and {exc.error_count() - 1} more problems)" if exc.error_count() > 1 else ""
    return f"{path.name}: field '{where}': {first['msg']}{more}"


def _pick(game_id: str, name: str, datapacks: Path | None) -> tuple[Path, bool]:
    if datapacks is not None:
        candidate = datapacks / game_id / name
        if candidate.is_file():
            return candidate, True
    return paths.resources_dir() / "games" / game_id / name, False


def load_game_data(game_id: str, datapacks: Path | None = None) -> GameData:
    """Validate and return a game's data; a data-pack file replaces the bundled one."""
    from .schemas import schema_for

    schema = schema_for(game_id)
    comp_path, comp_over = _pick(game_id, "components.json", datapacks)
    layout_path, layout_over = _pick(game_id, "layout.json", datapacks)
    raw = _read_json(comp_path)
    try:
        parsed = schema.model_validate(raw)
    except ValidationError as exc:
        raise DataError(validation_message(comp_path, exc)) from exc
    if parsed.game != game_id:
        raise DataError(f"{comp_path.name}: field 'game': is {parsed.game!r}, expected {game_id!r}")
    try:
        layout = LayoutFile.model_validate(_read_json(layout_path))
    except ValidationError as exc:
        raise DataError(validation_message(layout_path, exc)) from exc
    plain = parsed.model_dump(mode="json")
    overridden = tuple(p.name for p, o in ((comp_path, comp_over), (layout_path, layout_over)) if o)
    return GameData(plain, layout, count_sources(plain), overridden)
