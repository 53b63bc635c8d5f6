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
from datetime import UTC, datetime
from pathlib import Path
from typing import Any

from tabletop.core.i18n import _

from . import game_lock, paths
from .checksum import chain_check, header_check
from .journal_reading import (
    JOURNAL_FORMAT,
    JOURNAL_SCHEMA,
    MAX_JOURNAL_BYTES,
    UNVERIFIED,
    Journal,
    JournalHeader,
    Unfinished,
    keep_damaged,
    list_unfinished,
    read_journal,
    recover,
    recover_journal,
    save_path_check,
)
from .jsonfile import os_reason
from .saves import (
    ConfigModel,
    SeatModel,
    atomic_write_text,
    hints_model,
)
from .session import GameSession, HintsChanged, Jumped, SessionChange

__all__ = [
    "JOURNAL_FORMAT", "JOURNAL_SCHEMA", "MAX_JOURNAL_BYTES", "UNVERIFIED", "AutosaveJournal",
    "Journal", "JournalHeader", "Unfinished", "keep_damaged",
    "list_unfinished", "read_journal", "recover", "recover_journal", "save_path_check",
]


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
        self.problem = _(
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
        self.problem = _(
            "Autosave is paused: {file} could not be written ({reason}). "
            "The game goes on; it is autosaved again as soon as that works."
        ).format(file=self.path.name, reason=os_reason(exc))

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
