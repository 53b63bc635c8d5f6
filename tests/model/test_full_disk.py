"""A full disk loses no acknowledged action (issue 12, "Files").

The journal's writes fail on a simulated disk: the game goes on in memory with autosave
paused and a warning; autosave resumes, rewriting the journal whole, once there is room;
resume reads every complete line. Each test failed before the fix (the OSError escaped
from ``apply`` and a torn line hid every later action from resume).
"""

from __future__ import annotations

import json
import os
from pathlib import Path

import pytest

from tabletop.core import GameConfig
from tabletop.model import autosave
from tabletop.model.autosave import AutosaveJournal, recover_journal
from tabletop.model.registry import load_game
from tabletop.model.session import GameSession, Seat

GAME = "harvest_island"


def _journal(session: GameSession) -> AutosaveJournal:
    return AutosaveJournal(session, GAME)


def _fresh(seed: str = "j") -> GameSession:
    entry = load_game(GAME, use_datapacks=False)
    return GameSession.new(entry.rules, GameConfig(players=2), seed, [Seat("Anna"), Seat("Ben")])


# --- a full disk loses no acknowledged action --------------------------------------------------
class Disk:
    """Simulated disk for the journal: ``full`` makes every write fail (after writing half)."""

    def __init__(self, monkeypatch: pytest.MonkeyPatch) -> None:
        self.full = False
        self.fail_at: int | None = None  # fail only the n-th write
        self.writes = 0
        real_open, real_atomic = open, autosave.atomic_write_text
        disk = self

        def failing() -> bool:
            disk.writes += 1
            return disk.full or disk.writes == disk.fail_at

        class Handle:
            def __init__(self, handle) -> None:
                self.handle = handle

            def __enter__(self):
                return self

            def __exit__(self, *exc) -> None:
                self.handle.close()

            def write(self, text: str) -> int:
                if failing():
                    self.handle.write(text[: len(text) // 2])  # a torn line reaches the disk
                    self.handle.flush()
                    raise OSError(28, "No space left on device")
                return self.handle.write(text)

            def flush(self) -> None:
                self.handle.flush()

            def fileno(self) -> int:
                return self.handle.fileno()

        def fake_open(path, mode="r", **kwargs):
            return Handle(real_open(path, mode, **kwargs))

        def fake_atomic(path, text):
            if failing():
                raise OSError(28, "No space left on device")
            real_atomic(path, text)

        monkeypatch.setattr(autosave, "open", fake_open, raising=False)
        monkeypatch.setattr(autosave, "atomic_write_text", fake_atomic)


def test_a_full_disk_pauses_autosave_and_the_game_goes_on(isolated_user_data, monkeypatch) -> None:
    disk = Disk(monkeypatch)
    session = _fresh("full")
    journal = _journal(session)
    changes: list[str] = []
    session.listeners.append(changes.append)  # the table's redraw comes after the journal
    disk.full = True
    for _ in range(20):
        session.apply(session.legal_actions()[0])  # never raises
    assert len(changes) == 20, "every action reached the table"
    assert journal.paused and "No space left on device" in journal.problem
    assert "Autosave is paused" in journal.problem and journal.path.name in journal.problem
    disk.full = False  # space is back: the next action rewrites the journal whole
    session.apply(session.legal_actions()[0])
    assert not journal.paused and journal.problem == ""
    recovered, _game, note = recover_journal(journal.path)
    assert recovered.history == session.history and note == ""


def test_a_failure_at_any_single_write_loses_no_action(isolated_user_data, monkeypatch) -> None:
    """149 plies played, 149 restored: whichever write fails, resume gets every action."""
    disk = Disk(monkeypatch)
    reference = _fresh("every")
    for _ in range(24):
        reference.apply(reference.legal_actions()[0])
    total = None
    fail_at = 1
    while total is None or fail_at <= total:
        disk.writes, disk.fail_at = 0, fail_at
        session = _fresh("every")
        journal = _journal(session)
        for _ in range(24):
            session.apply(session.legal_actions()[0])
        if journal.paused:
            journal.close(keep=True)  # closing the window tries once more
        recovered, _game, _note = recover_journal(journal.path)
        assert recovered.history == reference.history, f"write {fail_at} failed: actions lost"
        journal.path.unlink()
        total = total or disk.writes
        fail_at += 1
    assert total > 24


def test_a_journal_that_cannot_be_created_still_lets_the_game_open(tmp_path, monkeypatch) -> None:
    if os.name == "posix" and os.geteuid() == 0:
        readonly = Path("/proc/tabletop-cannot-write-here")  # root ignores folder permissions
    else:
        readonly = tmp_path / "ro"
        readonly.mkdir()
        readonly.chmod(0o500)
    monkeypatch.setenv("TABLETOP_DATA_DIR", str(readonly))
    session = _fresh()
    journal = _journal(session)  # no exception
    assert journal.paused and "Autosave is paused" in journal.problem
    session.apply(session.legal_actions()[0])
    assert session.ply > 0 and journal.paused


def test_resume_reads_every_complete_line_after_a_torn_one(isolated_user_data) -> None:
    """An old journal writer left a torn line, then wrote the same action again."""
    session = _fresh("torn")
    journal = _journal(session)
    for _ in range(30):
        session.apply(session.legal_actions()[0])
    lines = journal.path.read_text().splitlines()
    torn = lines[10][: len(lines[10]) // 2]
    journal.path.write_text("\n".join([*lines[:10], torn + lines[10], *lines[11:]]) + "\n")
    recovered, _game, _note = recover_journal(journal.path)
    assert recovered.history == session.history
    lines_old = [json.dumps(t) for t in session.history]  # schema-1 journal: plain strings
    header = json.loads(lines[0])
    for key in ("schema_version", "rules_version", "check"):
        header.pop(key)
    old = [json.dumps(header), *lines_old[:10], lines_old[10][:7] + lines_old[10], *lines_old[11:]]
    journal.path.write_text("\n".join(old) + "\n")
    recovered, _game, note = recover_journal(journal.path)
    assert recovered.history == session.history, "every complete line is read"
    assert "damaged" not in note  # the torn text held nothing; its tail is the action written again
    assert "cannot be verified" in note  # a journal of format 1 has no checks at all
