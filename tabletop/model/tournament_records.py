"""A tournament's records file read like every other file: through the safe JSON reader (only a
regular file, size-capped, no NaN, no deep nesting) and each line validated. A bad line is
skipped with a message and that game is played again; nothing here raises a traceback."""

from __future__ import annotations

from collections.abc import Callable
from pathlib import Path
from typing import Any

from pydantic import (
    BaseModel,
    ConfigDict,
    Field,
    StrictBool,
    StrictFloat,
    StrictInt,
    StrictStr,
    ValidationError,
    model_validator,
)

from .jsonfile import JSONFileError, decode_text, os_reason, parse_json, read_bytes, shorten

MAX_RECORDS_BYTES = 64 * 1024 * 1024  # a record is about 300 bytes: 200,000 games
MAX_MESSAGES = 5  # bad lines named one by one; the rest are counted


class RecordRow(BaseModel):
    """One finished game as a records line keeps it."""

    model_config = ConfigDict(extra="ignore", allow_inf_nan=False)
    index: StrictInt = Field(ge=0)
    seed: StrictStr = Field(max_length=400)
    kinds: list[StrictStr] = Field(min_length=1, max_length=6)
    entries: list[StrictInt] = Field(min_length=1, max_length=6)
    totals: list[StrictInt | StrictFloat] = Field(min_length=1, max_length=6)
    ranks: list[StrictInt] = Field(min_length=1, max_length=6)
    plies: StrictInt = Field(ge=0)
    seconds: StrictInt | StrictFloat = Field(ge=0)
    lost: StrictBool | None = None
    slowest_hard_move_s: StrictInt | StrictFloat | None = Field(default=None, ge=0)

    @model_validator(mode="after")
    def _one_per_seat(self) -> RecordRow:
        seats = len(self.kinds)
        if not len(self.entries) == len(self.totals) == len(self.ranks) == seats:
            raise ValueError("kinds, entries, totals and ranks need one value per seat")
        if any(not 1 <= r <= seats for r in self.ranks):
            raise ValueError("a rank is outside 1..players")
        return self


def record_of(row: Any, key: dict[str, Any]) -> str | RecordRow | None:
    """The line's game (a RecordRow), None for a row of other settings, or what is wrong."""
    if not isinstance(row, dict) or not isinstance(row.get("settings"), dict) or "game" not in row:
        return "it is not a game record"
    if row["settings"] != key:
        return None  # another tournament's game: not ours to judge
    try:
        game = RecordRow.model_validate(row["game"])
    except ValidationError as exc:
        first = exc.errors()[0]
        where = ".".join(str(p) for p in first["loc"])
        return f"'{shorten(where, 40)}' {shorten(first['msg'], 80).lower()}" if where else shorten(first["msg"], 80)
    lineup = key["lineup"]
    if len(game.kinds) != key["players"]:
        return f"it has {len(game.kinds)} seats, the tournament {key['players']}"
    if any(not 0 <= e < len(lineup) or lineup[e] != k for e, k in zip(game.entries, game.kinds, strict=True)):
        return "its seats' levels do not match the lineup"
    return game


def read_records(path: Path, key: dict[str, Any], notice: Callable[[str], None]) -> list[RecordRow]:
    """The games in ``path`` played with the settings ``key``; ValueError (in words) when the
    file cannot be read at all, a message through ``notice`` for each line skipped."""
    try:
        text = decode_text(read_bytes(path, MAX_RECORDS_BYTES), path)
    except FileNotFoundError:
        return []
    except OSError as exc:
        raise ValueError(f"the records file {path} cannot be read: {os_reason(exc)}") from exc
    except JSONFileError as exc:
        raise ValueError(f"the records file {path} is {exc.reason}") from exc
    games: list[RecordRow] = []
    bad = 0
    for number, line in enumerate(text.split("\n"), start=1):
        if not line.strip():
            continue
        try:
            found = record_of(parse_json(line, path), key)
        except JSONFileError as exc:
            found = exc.reason
        if isinstance(found, RecordRow):
            games.append(found)
        elif found is not None:
            bad += 1
            if bad <= MAX_MESSAGES:
                notice(f"{path.name} line {number} is skipped ({found}); that game is played again.")
    if bad > MAX_MESSAGES:
        notice(f"{path.name}: {bad - MAX_MESSAGES} more lines are skipped; their games are played again.")
    return games
