"""A resumed autosave names the file File → Save writes to: the name is covered by a check,
and a file the player did not choose in this session is not written over without asking."""

from __future__ import annotations

import json

from PySide6.QtWidgets import QFileDialog

from tabletop.model import autosave
from tabletop.qt.main_window import MainWindow

from . import fake_game
from .conftest import new_session


def _saved_and_quit(qtbot, path):
    first = MainWindow(bot_delay_ms=0, dialogs=False)
    qtbot.addWidget(first)
    first.open_session(new_session(2), fake_game.GAME_ID)
    first.controller.confirm_handoff()
    first.controller.apply("claim spot:1")
    assert first.files.save_to(path)
    first.controller.apply("done")  # a move after the save: Save has work to do
    journal = first.controller.journal.path
    first.close()
    return journal


def _resumed(qtbot, journal):
    win = MainWindow(bot_delay_ms=0, dialogs=False)
    qtbot.addWidget(win)
    assert win.files.resume(journal)
    return win


def test_a_header_edited_to_name_another_file_does_not_aim_save_at_it(qtbot, tmp_path, monkeypatch):
    journal = _saved_and_quit(qtbot, tmp_path / "evening.json")
    victim = tmp_path / "thesis.txt"
    victim.write_text("months of work")
    lines = journal.read_text().split("\n")
    head = json.loads(lines[0])
    head["save_path"] = str(victim)  # save_check still names evening.json
    journal.write_text("\n".join([json.dumps(head), *lines[1:]]))
    assert autosave.list_unfinished()[0].save_path is None
    win = _resumed(qtbot, journal)
    assert win.controller.path is None  # the game is resumed, with no save file
    asked: list[str] = []
    monkeypatch.setattr(QFileDialog, "getSaveFileName", lambda *a, **k: (asked.append("where") or "", ""))
    assert not win.files.save()  # Save asks where (the player cancels here)
    assert asked == ["where"] and victim.read_text() == "months of work"
    win.close_game()


def test_a_header_without_the_save_check_keeps_no_save_file(tmp_path):
    journal_dir = tmp_path / "j"
    journal_dir.mkdir()
    session = new_session(2)
    j = autosave.AutosaveJournal(session, fake_game.GAME_ID, journal_dir / "a.jsonl")
    j.set_save_path(tmp_path / "evening.json")
    j.close(keep=True)
    head = autosave.read_journal(j.path).header
    assert head.trusted_save_path() == tmp_path / "evening.json"
    assert head.model_copy(update={"save_check": None}).trusted_save_path() is None
    assert head.model_copy(update={"save_path": "/etc/passwd"}).trusted_save_path() is None


def test_save_asks_before_writing_over_a_file_named_only_by_the_autosave(qtbot, tmp_path, monkeypatch):
    path = tmp_path / "evening.json"
    journal = _saved_and_quit(qtbot, path)
    before = path.read_bytes()
    win = _resumed(qtbot, journal)
    assert win.controller.path == path and win.controller.dirty
    answers = ["cancel", "over"]
    asked: list[str] = []

    def ask(p):
        asked.append(str(p))
        return answers.pop(0)

    monkeypatch.setattr(win.files, "ask_overwrite", ask)
    assert not win.files.save() and path.read_bytes() == before  # cancelled: nothing written
    assert win.files.save() and path.read_bytes() != before  # confirmed: saved over it
    win.controller.end_turn()
    assert win.files.save() and asked == [str(path), str(path)]  # chosen now: no second question
    win.close_game()


def test_save_as_from_the_question_writes_elsewhere(qtbot, tmp_path, monkeypatch):
    path = tmp_path / "evening.json"
    journal = _saved_and_quit(qtbot, path)
    before = path.read_bytes()
    win = _resumed(qtbot, journal)
    monkeypatch.setattr(win.files, "ask_overwrite", lambda p: "save as")
    other = tmp_path / "elsewhere.json"
    monkeypatch.setattr(QFileDialog, "getSaveFileName", lambda *a, **k: (str(other), ""))
    assert win.files.save() and other.is_file() and path.read_bytes() == before
    assert win.controller.path == other
    win.close_game()
