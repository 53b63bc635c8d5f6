"""Save files: a JSON envelope validated by pydantic, written atomically, replayed on load.

Loading replays the recorded history through the rules and compares the state
digest, so a hand-edited or corrupt save is reported, never silently accepted.
Every failure is a SaveError whose message is meant for a player; the file on
disk is never touched by a failed load.
"""

from __future__ import annotations

import json
import os
import tempfile
from datetime import UTC, datetime
from pathlib import Path
from typing import Any, Literal

from pydantic import BaseModel, ConfigDict, Field, ValidationError

from tabletop import __version__
from tabletop.core import DataError, GameConfig, IllegalActionError, InvalidActionError, SaveError

from .migrations import CURRENT_SCHEMA, upgrade
from .session import GameSession, Seat

FORMAT = "tabletop-save"


class SeatModel(BaseModel):
    model_config = ConfigDict(extra="forbid")
    name: str = Field(min_length=1, max_length=40)
    kind: str = "human"
    color: str = ""


class ConfigModel(BaseModel):
    model_config = ConfigDict(extra="forbid")
    players: int = Field(ge=1, le=8)
    variants: list[str] = []
    options: dict[str, str] = {}


class SaveEnvelope(BaseModel):
    model_config = ConfigDict(extra="forbid")
    format: Literal["tabletop-save"]
    schema_version: int
    app_version: str
    game_id: str
    rules_version: str
    created_at: str
    saved_at: str
    seed: str
    config: ConfigModel
    seats: list[SeatModel]
    history: list[str]
    cursor: int = Field(ge=0)
    digest: str = Field(pattern=r"^[0-9a-f]{64}$")


def _now() -> str:
    return datetime.now(UTC).isoformat(timespec="seconds")


def envelope_for(session: GameSession, game_id: str, created_at: str | None = None) -> SaveEnvelope:
    return SaveEnvelope(
        format=FORMAT,
        schema_version=CURRENT_SCHEMA,
        app_version=__version__,
        game_id=game_id,
        rules_version=session.rules.meta.rules_version,
        created_at=created_at or _now(),
        saved_at=_now(),
        seed=session.seed,
        config=ConfigModel(
            players=session.config.players,
            variants=list(session.config.variants),
            options=dict(session.config.options),
        ),
        seats=[SeatModel(name=s.name, kind=s.kind, color=s.color) for s in session.seats],
        history=session.history,
        cursor=session.ply,
        digest=session.digest(),
    )


def _umask() -> int:
    current = os.umask(0)
    os.umask(current)
    return current


def atomic_write_text(path: Path, text: str) -> None:
    """Write via a temp file in the same folder, fsync, then os.replace: never half a file."""
    path.parent.mkdir(parents=True, exist_ok=True)
    try:  # keep the old file's permissions; a new file gets the usual ones, not mkstemp's 0600
        mode = path.stat().st_mode & 0o777
    except OSError:
        mode = 0o666 & ~_umask()
    fd, tmp = tempfile.mkstemp(prefix=f".{path.name}.", suffix=".tmp", dir=path.parent)
    try:
        if hasattr(os, "fchmod"):  # not on Windows, where mkstemp permissions do not apply
            os.fchmod(fd, mode)
        with os.fdopen(fd, "w", encoding="utf-8") as handle:
            handle.write(text)
            handle.flush()
            os.fsync(handle.fileno())
        os.replace(tmp, path)
    except BaseException:
        try:
            os.unlink(tmp)
        except OSError:
            pass
        raise


def save_session(session: GameSession, game_id: str, path: Path, created_at: str | None = None) -> None:
    envelope = envelope_for(session, game_id, created_at)
    try:
        atomic_write_text(path, json.dumps(envelope.model_dump(), indent=1) + "\n")
    except OSError as exc:
        raise SaveError(f"Could not write {path}: {exc.strerror or exc}") from exc


def read_envelope(path: Path) -> dict[str, Any]:
    """Read and parse a save file's JSON, upgrading old schema versions (after a backup)."""
    try:
        raw = path.read_bytes()
    except IsADirectoryError as exc:
        raise SaveError(f"{path} is a folder, not a save file.") from exc
    except OSError as exc:
        raise SaveError(f"Could not read {path}: {exc.strerror or exc}.") from exc
    try:
        data = json.loads(raw.decode("utf-8"))
    except (UnicodeDecodeError, json.JSONDecodeError) as exc:
        raise SaveError(f"{path.name} is not a Tabletop save (not valid JSON: {exc}).") from exc
    if not isinstance(data, dict):
        raise SaveError(f"{path.name} is not a Tabletop save (no save envelope).")
    if data.get("format") != FORMAT:
        raise SaveError(f"{path.name} is not a Tabletop save (format is {data.get('format')!r}).")
    return upgrade(data, path)


def validate_envelope(data: dict[str, Any], name: str) -> SaveEnvelope:
    try:
        return SaveEnvelope.model_validate(data)
    except ValidationError as exc:
        first = exc.errors()[0]
        where = ".".join(str(p) for p in first["loc"]) or "(top level)"
        raise SaveError(f"{name} is damaged: field '{where}': {first['msg']}.") from exc


def session_from_envelope(env: SaveEnvelope, name: str) -> GameSession:
    from .registry import GAME_IDS, load_game

    if env.game_id not in GAME_IDS:
        raise SaveError(f"{name} is a save of an unknown game ({env.game_id!r}).")
    try:
        entry = load_game(env.game_id)
    except DataError as exc:
        raise SaveError(f"{name}: the game's data cannot be loaded: {exc}") from exc
    meta = entry.meta
    if not meta.min_players <= env.config.players <= meta.max_players:
        raise SaveError(f"{name}: {meta.title} is not played by {env.config.players} players.")
    if len(env.seats) != env.config.players:
        raise SaveError(f"{name} is damaged: {len(env.seats)} seats for {env.config.players} players.")
    if env.cursor != len(env.history):
        raise SaveError(f"{name} is damaged: cursor {env.cursor} but {len(env.history)} actions.")
    config = GameConfig(
        players=env.config.players,
        variants=tuple(env.config.variants),
        options=tuple(sorted(env.config.options.items())),
    )
    seats = [Seat(s.name, s.kind, s.color) for s in env.seats]
    try:
        session = GameSession.restore(entry.rules, config, env.seed, seats, env.history)
    except (IllegalActionError, InvalidActionError) as exc:
        raise SaveError(f"{name} contains an action the rules refuse: {exc}") from exc
    except ValueError as exc:
        raise SaveError(f"{name} cannot be set up: {exc}") from exc
    if session.digest() != env.digest:
        raise SaveError(
            f"{name} does not match its checksum: the history replays to a different position "
            "(the file was edited, or saved by different rules or data)."
        )
    return session


def load_session(path: Path) -> tuple[GameSession, SaveEnvelope]:
    data = read_envelope(path)
    env = validate_envelope(data, path.name)
    return session_from_envelope(env, path.name), env
