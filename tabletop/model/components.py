"""Loading component data: bundled resources, overridden by a player's data pack.

Each game's ``components.json`` is validated by the pydantic model its definition names
(``GameDefinition.schema``); the engine receives plain, immutable tables.
Every item carries ``source``: rulebook | public | stand-in.
"""

from __future__ import annotations

from collections.abc import Mapping, Sequence
from dataclasses import dataclass
from pathlib import Path
from typing import Any

from pydantic import ValidationError

from tabletop.core import DataError, GameMeta
from tabletop.core.i18n import _, n_
from tabletop.games.schema import ComponentFile

from . import paths
from .jsonfile import JSONFileError, os_reason, read_json, shorten
from .layout import LayoutFile, geometry_problems


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


MAX_DATA_NUMBER = 10_000  # our largest printed number is 200; 10**9 cards would fill memory
MAX_TABLE_LENGTH = 2_000  # our longest table has 110 items


def _read_json(path: Path) -> Any:
    try:
        return read_json(path)
    except JSONFileError as exc:
        # every reason of a JSONFileError reads "not ..." ("not valid JSON (...)")
        raise DataError(_("{path} is {reason}").format(path=path, reason=exc.reason)) from exc
    except OSError as exc:
        raise DataError(_("cannot read {path}: {reason}").format(path=path, reason=os_reason(exc))) from exc


def bounds_problem(value: Any, where: str = "") -> str:
    """The first number above MAX_DATA_NUMBER or table longer than MAX_TABLE_LENGTH, as
    "field 'fruits.3.count': ..." ("" when every count is sane). Iterative: never recurses."""
    todo: list[tuple[Any, str]] = [(value, where)]
    while todo:
        item, at = todo.pop()
        if isinstance(item, Mapping):
            todo.extend((child, f"{at}.{key}" if at else str(key)) for key, child in item.items())
        elif isinstance(item, (list, tuple)):
            if len(item) > MAX_TABLE_LENGTH:
                return _("field '{field}': {count} items, more than the {most} allowed").format(
                    field=at, count=f"{len(item):,}", most=f"{MAX_TABLE_LENGTH:,}")
            todo.extend((child, f"{at}.{i}" if at else str(i)) for i, child in enumerate(item))
        elif isinstance(item, (int, float)) and not isinstance(item, bool):
            if not abs(item) <= MAX_DATA_NUMBER:  # also NaN
                return _("field '{field}': {number} is more than the largest allowed ({most})").format(
                    field=at, number=f"{item:,}", most=f"{MAX_DATA_NUMBER:,}")
    return ""


def _more(count: int) -> str:
    if count <= 0:
        return ""
    return " " + n_("(and {n} more problem)", "(and {n} more problems)", count).format(n=count)


def validation_message(path: Path, exc: ValidationError) -> str:
    first = exc.errors()[0]
    where = ".".join(str(p) for p in first["loc"]) or _("(top level)")
    more = _more(exc.error_count() - 1)
    said = _("field '{field}': {problem}").format(field=shorten(where, 60), problem=shorten(first["msg"]))
    return f"{path.name}: {said}{more}"


def _pick(game_id: str, name: str, datapacks: Path | None) -> tuple[Path, bool]:
    if datapacks is not None:
        candidate = datapacks / game_id / name
        if candidate.exists():  # a folder or a pipe by that name is refused when read
            return candidate, True
    return paths.resources_dir() / "games" / game_id / name, False


def load_game_data(game_id: str, schema: type[ComponentFile], datapacks: Path | None = None) -> GameData:
    """Validate and return a game's data against its ``schema`` (its definition's; the
    registry passes it); a data-pack file replaces the bundled one."""
    comp_path, comp_over = _pick(game_id, "components.json", datapacks)
    layout_path, layout_over = _pick(game_id, "layout.json", datapacks)
    raw = _read_json(comp_path)
    if problem := bounds_problem(raw):  # before any validator or table builder sees 10**9 cards
        raise DataError(f"{comp_path.name}: {problem}")
    try:
        parsed = schema.model_validate(raw)
    except ValidationError as exc:
        raise DataError(validation_message(comp_path, exc)) from exc
    if parsed.game != game_id:
        raise DataError(_("{file}: field 'game': is {found}, expected {game}").format(
            file=comp_path.name, found=repr(shorten(parsed.game, 30)), game=repr(game_id)))
    plain = parsed.model_dump(mode="json")
    try:
        layout = LayoutFile.model_validate(_read_json(layout_path))
    except ValidationError as exc:
        raise DataError(validation_message(layout_path, exc)) from exc
    if problems := geometry_problems(layout):
        more = _more(len(problems) - 1)
        raise DataError(f"{layout_path.name}: {problems[0]}{more}")
    overridden = tuple(p.name for p, o in ((comp_path, comp_over), (layout_path, layout_over)) if o)
    return GameData(plain, layout, count_sources(plain), overridden)
