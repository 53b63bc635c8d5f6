"""The autosave journal: one line per action, appended as the game goes.

A crash or a closed window loses nothing: on relaunch the app lists unfinished
journals and offers to resume them. The first line is a header (game, rules version,
seed, config, seats, and a check over the fields that decide the game); each further
line is ``[action text, check]``, the check chaining every line before it.

Damage never breaks start-up and never changes a game silently:
- a header that does not validate, or whose check does not match (a seed, config or
  seat kind was edited), is not offered and cannot be resumed (the message names it);
- a line that is not complete JSON, or whose check does not follow, is skipped, and
  the next lines are read on: a line torn by a full disk or a kill is followed by the
  same action written again, so every complete line is recovered;
- replay stops at the first action the rules refuse.

The header is the versioned header every Tabletop file has, read through the journal ladder
(``migrations.JOURNALS``): a version-1 journal (no checks, plain action texts) is upgraded
in memory, header and lines, and then read like any other.

A full disk: a failed write never escapes from ``apply``. The journal is cut back to
its last complete line, ``paused`` becomes True and ``problem`` says so in words; play
goes on in memory. The next change tries again by rewriting the journal whole (and
atomically), so autosave resumes by itself once there is room. A journal that cannot
be created at all (read-only folder, no home folder) starts paused the same way.

One game, one window: a journal takes its game's lock (``game_lock``) and never writes a
journal another live process holds; it is then ``locked_out`` for good (even once the other
window closes, its moves are in the file and a rewrite from here would drop them).
"""

from __future__ import annotations

import json
import os
import shutil
from dataclasses import dataclass
from datetime import UTC, datetime
from pathlib import Path
from typing import Any, Literal

from pydantic import BaseModel, ConfigDict, Field, ValidationError

from tabletop.core import IllegalActionError, InvalidActionError, SaveError

from . import game_lock, paths
from .checksum import chain_check, header_check
from .jsonfile import JSONFileError, os_reason, parse_json, read_bytes, shorten
from .migrations import JOURNALS
from .saves import (
    ConfigModel,
    HintsModel,
    SeatModel,
    atomic_write_text,
    check_rules_version,
    check_seat_kinds,
    config_and_seats,
    hints_model,
)
from .session import GameSession, HintsChanged, Jumped, SessionChange

JOURNAL_FORMAT = JOURNALS.format
JOURNAL_SCHEMA = JOURNALS.current  # 1: no schema_version, no checks (upgraded on reading)
MAX_JOURNAL_BYTES = 16 * 1024 * 1024


class JournalHeader(BaseModel):
    model_config = ConfigDict(extra="forbid")
    format: Literal["tabletop-journal"]
    schema_version: int = Field(ge=JOURNAL_SCHEMA, le=JOURNAL_SCHEMA)  # older: upgraded on reading
    game_id: str = Field(max_length=40)
    rules_version: str | None = None
    seed: str
    config: ConfigModel
    seats: list[SeatModel]
    check: str | None = None
    # the save file this game was last saved to or opened from: a resumed game keeps its
    # name. File → Save writes there, so ``save_check`` covers it (chained on ``check``): a
    # header edited to name another file is resumed without a save file, never aimed at it
    save_path: str | None = Field(default=None, max_length=4096)
    save_check: str | None = Field(default=None, max_length=64)
    hints: HintsModel | None = None  # allowed and used (not checked: it decides nothing)

    def deciding_fields(self) -> dict[str, Any]:
        """What the header's check covers: everything but the seats' names and colours."""
        return {
            "game_id": self.game_id,
            "rules_version": self.rules_version,
            "seed": self.seed,
            "config": self.config.model_dump(),
            "kinds": [s.kind for s in self.seats],
        }

    def trusted_save_path(self) -> Path | None:
        """``save_path`` when its check matches (None otherwise, or when there is none)."""
        if self.save_path and self.save_check == save_path_check(self.check or "", self.save_path):
            return Path(self.save_path)
        return None


def save_path_check(header_check_text: str, save_path: str) -> str:
    return chain_check(header_check_text, f"save_path:{save_path}")


@dataclass(frozen=True)
class Unfinished:
    path: Path
    game_id: str
    seats: tuple[str, ...]
    actions: int
    modified: float
    save_path: Path | None = None
    verified: bool = True  # False: an old-format (1) journal, written without any check


@dataclass(frozen=True)
class Journal:
    """A journal as read: its header, the actions of its good lines, the lines skipped."""

    header: JournalHeader
    history: list[str]
    skipped: int
    version: int = JOURNAL_SCHEMA  # the format on disk: 1 was written without any check

    @property
    def verified(self) -> bool:
        return self.version >= 2


class AutosaveJournal:
    """Keeps ``path`` in step with a session; attach it as a session listener."""

    def __init__(self, session: GameSession, game_id: str, path: Path | None = None) -> None:
        self.session = session
        self.game_id = game_id
        self.written = 0
        self.paused = False
        self.problem = ""  # why autosave is paused, in words ("" while it works)
        self.save_path: Path | None = None  # the save file the game belongs to, if any
        self._checks: list[str] = []  # the check of each history line written
        self._nowhere: OSError | None = None  # no folder to keep a journal in at all
        self.locked_out = False  # another window holds this game: never written from here
        try:
            self.path = path or self._new_path()
        except OSError as exc:
            self.path = Path(f"{game_id}.jsonl")  # a name for messages; never written
            self._nowhere = exc
        if self._nowhere is None and not game_lock.acquire(self.path):
            self._lock_out()
        self.rewrite()
        session.listeners.append(self.on_change)

    def _new_path(self) -> Path:
        stamp = datetime.now(UTC).strftime("%Y%m%d-%H%M%S")
        return paths.autosave_dir() / f"{self.game_id}-{stamp}-{os.getpid()}.jsonl"

    def header(self) -> dict[str, Any]:
        s = self.session
        head = JournalHeader(
            format="tabletop-journal",
            schema_version=JOURNAL_SCHEMA,
            game_id=self.game_id,
            rules_version=s.rules.meta.rules_version,
            seed=s.seed,
            config=ConfigModel(
                players=s.config.players, variants=list(s.config.variants), options=dict(s.config.options)
            ),
            seats=[SeatModel(name=x.name, kind=x.kind, color=x.color) for x in s.seats],
            hints=hints_model(s),
        )
        head.check = header_check(head.deciding_fields())
        if self.save_path is not None:
            head.save_path = str(self.save_path)
            head.save_check = save_path_check(head.check, head.save_path)
        return head.model_dump(exclude_none=True)

    def set_save_path(self, path: Path | None) -> None:
        """The game was saved to (or opened from) ``path``: a resume keeps that name."""
        if path != self.save_path:
            self.save_path = path
            self.rewrite()

    def _lines(self, texts: list[str], previous: str) -> tuple[list[str], list[str]]:
        lines, checks = [], []
        for text in texts:
            previous = chain_check(previous, text)
            checks.append(previous)
            lines.append(json.dumps([text, previous]) + "\n")
        return lines, checks

    def _lock_out(self) -> None:
        self.locked_out = True
        self.paused = True
        self.problem = (
            "This game is open in another window: this window does not autosave it "
            "(close it here and carry on there)."
        )

    def _may_write(self) -> bool:
        """False (and locked out for good) when another live process holds the game."""
        if not self.locked_out and not game_lock.still_mine(self.path):
            self._lock_out()
        return not self.locked_out

    def rewrite(self) -> bool:
        """Write the whole journal anew (atomically); False, and paused, when it cannot."""
        if not self._may_write():
            return False
        if self._nowhere is not None:
            self._pause(self._nowhere)
            return False
        head = self.header()
        history = self.session.history
        lines, checks = self._lines(history, str(head["check"]))
        try:
            atomic_write_text(self.path, json.dumps(head) + "\n" + "".join(lines))
        except OSError as exc:
            self._pause(exc)
            return False
        self._checks = checks
        self.written = len(history)
        self.paused = False
        self.problem = ""
        return True

    def _append(self, new: list[str]) -> bool:
        if not self._may_write():
            return False
        previous = self._checks[-1] if self._checks else str(self.header()["check"])
        lines, checks = self._lines(new, previous)
        size = None
        try:
            size = self.path.stat().st_size
            with open(self.path, "a", encoding="utf-8") as handle:
                handle.write("".join(lines))
                handle.flush()
                os.fsync(handle.fileno())
        except OSError as exc:
            if size is not None:
                try:  # cut a torn line off: the journal stays a run of complete lines
                    os.truncate(self.path, size)
                except OSError:
                    pass
            self._pause(exc)
            return False
        self._checks += checks
        self.written += len(new)
        return True

    def _pause(self, exc: OSError) -> None:
        self.paused = True
        self.problem = (
            f"Autosave is paused: {self.path.name} could not be written ({os_reason(exc)}). "
            "The game goes on; it is autosaved again as soon as that works."
        )

    def on_change(self, change: SessionChange) -> None:
        """Never raises: a failed write pauses autosave (see the module docstring). Moves are
        appended; End turn writes nothing (the journal holds no commit points); only a jump
        (undo, a load) and the hints (in the header) rewrite the journal."""
        history = self.session.history
        if self.paused or isinstance(change, Jumped | HintsChanged) or len(history) < self.written:
            self.rewrite()
            return
        new = history[self.written:]
        if new:
            self._append(new)

    def close(self, keep: bool = False) -> None:
        """Stop journalling; remove the journal unless the game should stay resumable."""
        if self.on_change in self.session.listeners:
            self.session.listeners.remove(self.on_change)
        if self.locked_out:
            return  # the other window's game: neither rewritten nor removed from here
        if keep:
            if self.paused:
                self.rewrite()  # a last try, so the game can still be resumed
            game_lock.release(self.path)
            return
        if self._nowhere is not None:
            return
        try:
            self.path.unlink()
        except OSError:
            pass
        game_lock.release(self.path)


def _validated(path: Path, data: dict[str, Any]) -> JournalHeader:
    """The upgraded header as a model; SaveError naming the file when it does not validate or
    its check does not match."""
    try:
        header = JournalHeader.model_validate(data)
    except ValidationError as exc:
        first = exc.errors()[0]
        where = ".".join(str(p) for p in first["loc"]) or "(top level)"
        raise SaveError(
            f"The autosave {path.name} is damaged: field '{shorten(where, 60)}': {shorten(first['msg'])}."
        ) from exc
    if header.check != header_check(header.deciding_fields()):
        raise SaveError(
            f"The autosave {path.name} does not match its checksum: its seed, game settings or "
            "seats' players were edited."
        )
    return header


_TORN = object()
SALVAGE_MAX_CHARS = 4_000


def _salvage(line: str, path: Path) -> Any:
    """The value of a line; for a line torn mid-write and then written again (torn text
    followed by the whole line), the value of its complete tail; else ``_TORN``."""
    try:
        return parse_json(line, path)
    except JSONFileError:
        pass
    if len(line) > SALVAGE_MAX_CHARS:
        return _TORN
    starts = [i for i, ch in enumerate(line) if ch in '"[' and i > 0][:64]
    for start in starts:
        try:
            return parse_json(line[start:], path)
        except JSONFileError:
            continue
    return _TORN


def read_journal(path: Path) -> Journal:
    """Read a journal; SaveError naming the file when its header cannot be used."""
    try:
        text = read_bytes(path, MAX_JOURNAL_BYTES).decode("utf-8-sig", errors="replace")
    except OSError as exc:
        raise SaveError(f"The autosave {path.name} cannot be read: {os_reason(exc)}.") from exc
    lines = text.split("\n")
    if not lines[0].strip():
        raise SaveError(f"The autosave {path.name} is empty.")
    try:
        raw = parse_json(lines[0], path)
    except JSONFileError as exc:
        raise SaveError(f"The autosave {path.name} cannot be read: {exc.reason}.") from exc
    raw = JOURNALS.check_format(raw, path.name)
    version = JOURNALS.version_of(raw, f"The autosave {path.name}")
    for key in ("lines", "tail"):  # where the ladder carries the lines: no header has them
        if key in raw:
            raise SaveError(f"The autosave {path.name} is damaged: its header has a field '{key}'.")
    # the ladder upgrades the header and the lines together (see migrations.JOURNALS)
    document = {**raw, "lines": [_salvage(line, path) for line in lines[1:-1]]}
    if lines[-1]:  # the last piece has no newline: torn (or empty)
        document["tail"] = _salvage(lines[-1], path)
    document = JOURNALS.upgrade(document, f"The autosave {path.name}")
    values: list[Any] = document.pop("lines")
    skipped = 1 if "tail" in document else 0  # since journal 2 every line ends in a newline
    document.pop("tail", None)
    header = _validated(path, document)
    previous = header.check or ""
    history: list[str] = []
    for value in values:
        ok = (
            isinstance(value, list)
            and len(value) == 2
            and all(isinstance(v, str) for v in value)
            and value[1] == chain_check(previous, value[0])
        )
        if not ok:
            skipped += 1
            continue
        previous = value[1]
        history.append(value[0])
    return Journal(header, history, skipped, version)


def _read_journal(path: Path) -> tuple[dict[str, Any], list[str]]:
    """The header as a dict and the actions (kept for older callers)."""
    journal = read_journal(path)
    return journal.header.model_dump(), journal.history


def list_unfinished(folder: Path | None = None) -> list[Unfinished]:
    """Every journal that can be offered for resuming; a damaged one is left out, never raised."""
    try:
        folder = folder or paths.autosave_dir()
        candidates = sorted(folder.glob("*.jsonl")) if folder.is_dir() else []
    except (OSError, RuntimeError):
        return []
    found: list[Unfinished] = []
    for path in candidates:
        try:
            journal = read_journal(path)
            seats = tuple(s.name for s in journal.header.seats)
            saved = journal.header.trusted_save_path()
            found.append(Unfinished(path, journal.header.game_id, seats, len(journal.history),
                                    path.stat().st_mtime, saved, journal.verified))
        except (SaveError, OSError):
            continue
    return sorted(found, key=lambda u: -u.modified)


def recover_journal(path: Path) -> tuple[GameSession, str, str]:
    """Rebuild the session a journal describes: (session, game id, a note for the player).

    The note is empty when every line was read; otherwise it says how many damaged lines
    were skipped or where the replay stopped.
    """
    from .registry import GAME_IDS, load_game

    journal = read_journal(path)
    header = journal.header
    name = f"The autosave {path.name}"
    if header.game_id not in GAME_IDS:
        raise SaveError(f"{name} is of an unknown game.")
    try:
        entry = load_game(header.game_id)
    except SaveError:
        raise
    except ValueError as exc:
        raise SaveError(f"{name}: the game's data cannot be loaded: {exc}") from exc
    meta = entry.meta
    if header.rules_version is not None:  # a version-1 journal may not say
        check_rules_version(meta, header.rules_version, name)
    if not meta.min_players <= header.config.players <= meta.max_players or len(header.seats) != header.config.players:
        raise SaveError(f"{name} is damaged: its seats do not fit {meta.title}.")
    known = {v.id for v in meta.variants}
    if any(v not in known for v in header.config.variants):
        raise SaveError(f"{name} is damaged: it names a variant {meta.title} does not have.")
    check_seat_kinds([s.kind for s in header.seats], name)
    config, seats = config_and_seats(header.config, header.seats)
    try:
        session = GameSession.restore(entry.rules, config, header.seed, seats, ())
    except (KeyError, TypeError, ValueError, IndexError) as exc:
        raise SaveError(f"{name} cannot be set up: {shorten(str(exc))}") from exc
    if header.hints is not None:
        session.set_hints(header.hints.allowed, header.hints.used)
    replayed = 0
    for text in journal.history:
        try:
            session.replay([text])
        except (IllegalActionError, InvalidActionError):
            break
        replayed += 1
    session.resolve_chance()  # a journal torn right before a chance line: same outcome again
    notes = []
    if journal.skipped:
        notes.append(f"{journal.skipped} damaged line{'s' if journal.skipped != 1 else ''} skipped")
    if replayed < len(journal.history):
        notes.append(f"stopped after action {replayed} of {len(journal.history)}")
    note = f"{name} was damaged ({', '.join(notes)})." if notes else ""
    if not journal.verified:  # nothing in it can be checked: say so, every time it is resumed
        note = f"{note} {UNVERIFIED.format(name=name)}".strip()
    return session, header.game_id, note


UNVERIFIED = (
    "{name} was written by an older Tabletop that did not check its autosaves: its game "
    "number, settings and players cannot be verified, so the game may not be the one you played."
)


def keep_damaged(path: Path) -> Path | None:
    """Copy a damaged journal aside (``name.damaged``) before resuming rewrites it; the copy
    is not offered for resuming. None when it cannot be copied."""
    copy = path.with_name(path.name + ".damaged")
    try:
        shutil.copyfile(path, copy)
    except OSError:
        return None
    return copy


def recover(path: Path) -> tuple[GameSession, str]:
    """Rebuild the session a journal describes; stops at the last action that replays."""
    session, game_id, _note = recover_journal(path)
    return session, game_id
