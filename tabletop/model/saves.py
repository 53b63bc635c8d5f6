"""Save files: a JSON envelope validated by pydantic, written atomically, replayed on load.

Loading replays the recorded history through the rules and compares the state
digest, so a hand-edited or corrupt save is reported, never silently accepted.
Every failure is a SaveError whose message is meant for a player and names the file;
the file on disk is never touched by a failed load. The checksum (``checksum.py``)
covers the seed, config, seats' kinds, history and final state; seat names stay
editable. A save of another rules version, or with an unknown computer level, is
refused with its own message (``check_rules_version`` is the one check, for journals too).

The file opens with the versioned header all Tabletop files share and is read through the
save ladder (``migrations.SAVES``): an old save is upgraded in memory, checked against the
digest of its own time (``repr`` before schema 4, the canonical dump since) and handed on
with the current digest and checksum, as a save of it now would have them.
"""

from __future__ import annotations

import json
import os
import re
import tempfile
import time
from collections.abc import Callable
from datetime import UTC, datetime
from pathlib import Path
from typing import Any, Literal

from pydantic import BaseModel, ConfigDict, Field, ValidationError

from tabletop import __version__
from tabletop.core import (
    DataError,
    GameConfig,
    GameMeta,
    IllegalActionError,
    InvalidActionError,
    SaveError,
)
from tabletop.core.i18n import _, n_

from .checksum import save_digest
from .jsonfile import JSONFileError, os_reason, read_json, shorten
from .migrations import CURRENT_SCHEMA, SAVES, save_state_digest, write_backup
from .session import HUMAN, GameSession, Seat
from .state_dump import state_digest

FORMAT = SAVES.format


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


class HintsModel(BaseModel):
    """Whether players may ask for a suggested move, and how many each seat asked for.

    Saves from before hints have no such field: hints off, none used. Not covered by the
    checksum (it decides nothing in the game)."""

    model_config = ConfigDict(extra="forbid")
    allowed: bool = False
    used: list[int] = Field(default=[], max_length=8)


def hints_model(session: GameSession) -> HintsModel:
    return HintsModel(allowed=session.hints_allowed, used=session.hints_used)


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
    digest: str = Field(pattern=r"^[0-9a-f]{64}$")  # of the final state alone
    checksum: str = Field(pattern=r"^[0-9a-f]{64}$")  # of everything that decides the game
    hints: HintsModel = HintsModel()  # older saves: hints off, none used

    def expected_checksum(self, state_digest: str) -> str:
        return save_digest(
            game_id=self.game_id,
            rules_version=self.rules_version,
            seed=self.seed,
            config=self.config.model_dump(),
            kinds=[s.kind for s in self.seats],
            history=self.history,
            state=state_digest,
        )


def _now() -> str:
    return datetime.now(UTC).isoformat(timespec="seconds")


def envelope_for(session: GameSession, game_id: str, created_at: str | None = None) -> SaveEnvelope:
    env = SaveEnvelope.model_construct(
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
        digest=session.digest(),
        checksum="",
        hints=hints_model(session),
    )
    env.checksum = env.expected_checksum(env.digest)
    return SaveEnvelope.model_validate(env.model_dump())


def _umask() -> int:
    current = os.umask(0)
    os.umask(current)
    return current


STALE_TEMP_S = 600  # a temp file without a process id in its name, older than this, is litter


def _pid_alive(pid: int) -> bool:
    if pid == os.getpid():
        return False  # our own earlier temp file: that write is long over
    if os.name != "posix":
        return True  # no cheap check; such files go by their age instead
    try:
        os.kill(pid, 0)
    except ProcessLookupError:
        return False
    except OSError:
        return True  # alive, owned by someone else
    return True


def remove_stale_temps(path: Path) -> int:
    """Delete temp files a killed write of ``path`` left behind; returns how many."""
    pattern = re.compile(rf"^\.{re.escape(path.name)}\.(?:(\d+)-)?[^/]*\.tmp$")
    removed = 0
    try:
        candidates = [p for p in path.parent.iterdir() if pattern.match(p.name)]
    except OSError:
        return 0
    for candidate in candidates:
        match = pattern.match(candidate.name)
        assert match is not None
        try:
            if match.group(1) is not None and os.name == "posix":
                stale = not _pid_alive(int(match.group(1)))
            else:
                stale = time.time() - candidate.stat().st_mtime > STALE_TEMP_S
            if stale:
                candidate.unlink()
                removed += 1
        except OSError:
            continue
    return removed


def atomic_write_text(path: Path, text: str) -> None:
    """Write via a temp file in the same folder, fsync, then os.replace: never half a file.

    The temp file's name carries our process id, so the next write can tell the litter
    of a killed write (its process is gone) from a write still going on, and remove it.
    """
    path.parent.mkdir(parents=True, exist_ok=True)
    remove_stale_temps(path)
    try:  # keep the old file's permissions; a new file gets the usual ones, not mkstemp's 0600
        mode = path.stat().st_mode & 0o777
    except OSError:
        mode = 0o666 & ~_umask()
    fd, tmp = tempfile.mkstemp(prefix=f".{path.name}.{os.getpid()}-", suffix=".tmp", dir=path.parent)
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
        raise SaveError(
            _("Could not write {path}: {reason}.").format(path=path, reason=os_reason(exc))
        ) from exc


def read_save_json(path: Path) -> dict[str, Any]:
    """A save file's JSON object, as written (no upgrade); SaveError naming the file otherwise."""
    try:
        data = read_json(path)
    except IsADirectoryError as exc:
        raise SaveError(_("{path} is a folder, not a save file.").format(path=path)) from exc
    except JSONFileError as exc:
        raise SaveError(
            _("{file} is not a Tabletop save: {reason}.").format(file=path.name, reason=exc.reason)
        ) from exc
    except OSError as exc:
        raise SaveError(
            _("Could not read {path}: {reason}.").format(path=path, reason=os_reason(exc))
        ) from exc
    return SAVES.check_format(data, path.name)


def read_envelope(path: Path) -> dict[str, Any]:
    """Read and parse a save file's JSON, upgrading old schema versions in memory."""
    return SAVES.upgrade(read_save_json(path), path.name)


def validate_envelope(data: dict[str, Any], name: str) -> SaveEnvelope:
    try:
        return SaveEnvelope.model_validate(data)
    except ValidationError as exc:
        first = exc.errors()[0]
        where = ".".join(str(p) for p in first["loc"]) or _("(top level)")
        raise SaveError(_("{name} is damaged: field '{field}': {problem}.").format(
            name=name, field=shorten(where, 60), problem=shorten(first["msg"]))) from exc


def config_and_seats(config: ConfigModel, seats: list[SeatModel]) -> tuple[GameConfig, list[Seat]]:
    """The engine's config and the session's seats, from a save's or a journal's fields."""
    game_config = GameConfig(
        players=config.players,
        variants=tuple(config.variants),
        options=tuple(sorted(config.options.items())),
    )
    return game_config, [Seat(s.name, s.kind, s.color) for s in seats]


def check_seat_kinds(kinds: list[str], name: str) -> None:
    """A seat is a person or a computer level this Tabletop has (else the game would stall)."""
    from .bots import LEVELS

    for index, kind in enumerate(kinds):
        if kind != HUMAN and kind not in LEVELS:
            shown = kind if len(kind) <= 20 else kind[:20] + "…"
            raise SaveError(_(
                "{name}: seat {seat} is played by an unknown computer level ({level}); "
                "this Tabletop knows {levels}."
            ).format(name=name, seat=index + 1, level=repr(shown), levels=", ".join(LEVELS)))


def _numbered(version: str) -> int | None:
    return int(version) if version.isdigit() and len(version) < 10 else None


def check_rules_version(meta: GameMeta, found: str, name: str) -> None:
    """A save or an autosave is continued only by the rules it was played with: SaveError
    (its own message, never "checksum") when ``found`` is another version of them."""
    if found == meta.rules_version:
        return
    shown, plays = shorten(found, 20), meta.rules_version
    old, new = _numbered(found), _numbered(plays)
    which = dict(name=name, version=repr(shown), game=meta.title, plays=repr(plays))
    if old is not None and new is not None and old > new:
        raise SaveError(_(
            "{name} was saved with newer rules (version {version} of the {game} rules); this "
            "Tabletop plays version {plays}. Please update Tabletop to continue the game."
        ).format(**which))
    if old is not None and new is not None:
        raise SaveError(_(
            "{name} was saved with older rules (version {version} of the {game} rules); this "
            "Tabletop plays version {plays}, so it cannot continue the game."
        ).format(**which))
    raise SaveError(_(
        "{name} was saved with other rules (version {version} of the {game} rules); this "
        "Tabletop plays version {plays}, so it cannot continue the game."
    ).format(**which))


def _check_players(meta: GameMeta, env: SaveEnvelope, name: str) -> None:
    """The game is played by the save's player count, and the save has a seat for each."""
    players = env.config.players
    if not meta.min_players <= players <= meta.max_players:
        raise SaveError(n_(
            "{name}: {game} is not played by {n} player.",
            "{name}: {game} is not played by {n} players.", players,
        ).format(name=name, game=meta.title, n=players))
    if len(env.seats) != players:
        counted = n_("{n} seat", "{n} seats", len(env.seats)).format(n=len(env.seats))
        # Translators: {seats} is "3 seats"
        raise SaveError(n_(
            "{name} is damaged: {seats} for {n} player.",
            "{name} is damaged: {seats} for {n} players.", players,
        ).format(name=name, seats=counted, n=players))


def session_from_envelope(
    env: SaveEnvelope, name: str, digest_of: Callable[[Any], str] = state_digest
) -> GameSession:
    """The session a save describes, replayed and checked; ``digest_of`` is how the save's
    schema digests the final state (``migrations.save_state_digest``)."""
    from .registry import GAME_IDS, load_game

    if env.game_id not in GAME_IDS:
        shown = env.game_id if len(env.game_id) <= 30 else env.game_id[:30] + "…"
        raise SaveError(
            _("{name} is a save of an unknown game ({game}).").format(name=name, game=repr(shown))
        )
    try:
        entry = load_game(env.game_id)
    except DataError as exc:
        raise SaveError(
            _("{name}: the game's data cannot be loaded: {problem}").format(name=name, problem=exc)
        ) from exc
    meta = entry.meta
    check_rules_version(meta, env.rules_version, name)
    _check_players(meta, env, name)
    known = {v.id for v in meta.variants}
    unknown = [v for v in env.config.variants if v not in known]
    if unknown:
        raise SaveError(_("{name}: {game} has no variant {variant}.").format(
            name=name, game=meta.title, variant=repr(unknown[0][:30])))
    check_seat_kinds([s.kind for s in env.seats], name)
    config, seats = config_and_seats(env.config, env.seats)
    try:
        session = GameSession.restore(entry.rules, config, env.seed, seats, env.history)
    except (IllegalActionError, InvalidActionError) as exc:
        raise SaveError(_("{name} contains an action the rules refuse: {problem}").format(
            name=name, problem=shorten(str(exc)))) from exc
    except (ValueError, KeyError, TypeError, IndexError) as exc:  # a config the setup cannot use
        raise SaveError(_("{name} cannot be set up: {problem}").format(
            name=name, problem=shorten(str(exc)))) from exc
    final = digest_of(session.state)
    if final != env.digest:
        raise SaveError(_(
            "{name} does not match its checksum: the history replays to a different position "
            "(the file was edited, or saved by different rules or data)."
        ).format(name=name))
    if env.expected_checksum(final) != env.checksum:
        raise SaveError(_(
            "{name} does not match its checksum: its seed, game settings, seats' players or "
            "history were edited after it was saved."
        ).format(name=name))
    session.set_hints(env.hints.allowed, env.hints.used)
    return session


def load_session(path: Path) -> tuple[GameSession, SaveEnvelope]:
    """Load a save; an old schema gets its ``.vN.bak`` copy only once the load succeeded."""
    data = read_save_json(path)
    version = SAVES.version_of(data, path.name)
    env = validate_envelope(SAVES.upgrade(data, path.name), path.name)
    session = session_from_envelope(env, path.name, save_state_digest(version))
    if version < CURRENT_SCHEMA:
        env.digest = session.digest()  # what a save of it now holds (the digest of today's dump)
        env.checksum = env.expected_checksum(env.digest)
        write_backup(path, version)
    return session, env
