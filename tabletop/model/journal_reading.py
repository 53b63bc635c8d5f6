"""Reading the autosave journal back: its header and lines checked, damage skipped and
counted, and the game rebuilt from it (autosave.py writes it; its docstring tells the format
and what damage does)."""

from __future__ import annotations

import shutil
from dataclasses import dataclass
from pathlib import Path
from typing import Any, Literal

from pydantic import BaseModel, ConfigDict, Field, ValidationError

from tabletop.core import IllegalActionError, InvalidActionError, SaveError
from tabletop.core.i18n import N_, _, n_

from . import paths
from .checksum import chain_check, header_check
from .jsonfile import JSONFileError, os_reason, parse_json, read_bytes, shorten
from .migrations import JOURNALS
from .saves import (
    ConfigModel,
    HintsModel,
    SeatModel,
    check_rules_version,
    check_seat_kinds,
    config_and_seats,
)
from .session import GameSession

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


def _validated(path: Path, data: dict[str, Any]) -> JournalHeader:
    """The upgraded header as a model; SaveError naming the file when it does not validate or
    its check does not match."""
    try:
        header = JournalHeader.model_validate(data)
    except ValidationError as exc:
        first = exc.errors()[0]
        where = ".".join(str(p) for p in first["loc"]) or _("(top level)")
        raise SaveError(_("The autosave {file} is damaged: field '{field}': {problem}.").format(
            file=path.name, field=shorten(where, 60), problem=shorten(first["msg"]))) from exc
    if header.check != header_check(header.deciding_fields()):
        raise SaveError(_(
            "The autosave {file} does not match its checksum: its seed, game settings or "
            "seats' players were edited."
        ).format(file=path.name))
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
        raise SaveError(_("The autosave {file} cannot be read: {reason}.").format(
            file=path.name, reason=os_reason(exc))) from exc
    lines = text.split("\n")
    if not lines[0].strip():
        raise SaveError(_("The autosave {file} is empty.").format(file=path.name))
    try:
        raw = parse_json(lines[0], path)
    except JSONFileError as exc:
        raise SaveError(_("The autosave {file} cannot be read: {reason}.").format(
            file=path.name, reason=exc.reason)) from exc
    raw = JOURNALS.check_format(raw, path.name)
    named = _("The autosave {file}").format(file=path.name)
    version = JOURNALS.version_of(raw, named)
    for key in ("lines", "tail"):  # where the ladder carries the lines: no header has them
        if key in raw:
            raise SaveError(_("The autosave {file} is damaged: its header has a field '{key}'.").format(
                file=path.name, key=key))
    # the ladder upgrades the header and the lines together (see migrations.JOURNALS)
    document = {**raw, "lines": [_salvage(line, path) for line in lines[1:-1]]}
    if lines[-1]:  # the last piece has no newline: torn (or empty)
        document["tail"] = _salvage(lines[-1], path)
    document = JOURNALS.upgrade(document, named)
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
    name = _("The autosave {file}").format(file=path.name)
    if header.game_id not in GAME_IDS:
        raise SaveError(_("{name} is of an unknown game.").format(name=name))
    try:
        entry = load_game(header.game_id)
    except SaveError:
        raise
    except ValueError as exc:
        raise SaveError(
            _("{name}: the game's data cannot be loaded: {problem}").format(name=name, problem=exc)
        ) from exc
    meta = entry.meta
    if header.rules_version is not None:  # a version-1 journal may not say
        check_rules_version(meta, header.rules_version, name)
    if not meta.min_players <= header.config.players <= meta.max_players or len(header.seats) != header.config.players:
        raise SaveError(_("{name} is damaged: its seats do not fit {game}.").format(
            name=name, game=meta.title))
    known = {v.id for v in meta.variants}
    if any(v not in known for v in header.config.variants):
        raise SaveError(_("{name} is damaged: it names a variant {game} does not have.").format(
            name=name, game=meta.title))
    check_seat_kinds([s.kind for s in header.seats], name)
    config, seats = config_and_seats(header.config, header.seats)
    try:
        session = GameSession.restore(entry.rules, config, header.seed, seats, ())
    except (KeyError, TypeError, ValueError, IndexError) as exc:
        raise SaveError(_("{name} cannot be set up: {problem}").format(
            name=name, problem=shorten(str(exc)))) from exc
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
        notes.append(n_("{n} damaged line skipped", "{n} damaged lines skipped",
                        journal.skipped).format(n=journal.skipped))
    if replayed < len(journal.history):
        notes.append(_("stopped after action {done} of {all}").format(
            done=replayed, all=len(journal.history)))
    # Translators: {notes} are "2 damaged lines skipped", "stopped after action 5 of 9", or both
    note = _("{name} was damaged ({notes}).").format(name=name, notes=", ".join(notes)) if notes else ""
    if not journal.verified:  # nothing in it can be checked: say so, every time it is resumed
        note = f"{note} {_(UNVERIFIED).format(name=name)}".strip()
    return session, header.game_id, note


UNVERIFIED = N_(
    "{name} was written by an older Tabletop that did not check its autosaves: its game "
    "number, settings and players cannot be verified, so the game may not be the one you played."
)


def unverified_note(path: Path) -> str:
    """The note ``recover_journal`` gives an old journal that is not damaged, only unchecked:
    the window tells the two apart by it (not by reading the words of a note)."""
    return _(UNVERIFIED).format(name=_("The autosave {file}").format(file=path.name))


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
