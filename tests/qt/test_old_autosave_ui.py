"""Resuming an old-format (version 1) autosave says plainly that it cannot be checked, keeps the
original file, and the welcome page marks it before it is resumed."""

from __future__ import annotations

import json

from tabletop.model import autosave, paths
from tabletop.qt.main_window import MainWindow

from . import fake_game
from .conftest import new_session


def _old_journal():
    session = new_session(2)
    journal = autosave.AutosaveJournal(session, fake_game.GAME_ID)
    session.apply_text("done")
    journal.close(keep=True)
    head = json.loads(journal.path.read_text().splitlines()[0])
    for key in ("schema_version", "rules_version", "check"):
        head.pop(key, None)
    original = "\n".join([json.dumps(head), *map(json.dumps, session.history)]) + "\n"
    journal.path.write_text(original)
    return journal.path, original


def test_an_old_autosave_is_marked_and_resumed_with_a_plain_word(qtbot, monkeypatch):
    path, original = _old_journal()
    win = MainWindow(bot_delay_ms=0, dialogs=False)
    qtbot.addWidget(win)
    win.welcome.refresh()
    [row] = win.welcome.rows
    assert "cannot be checked" in row.line.text()
    said: list[tuple[str, str]] = []
    monkeypatch.setattr(win, "message", lambda title, text: said.append((title, text)))
    assert win.files.resume(path)
    [(title, text)] = said
    assert title == "This autosave cannot be checked"
    assert "cannot be verified" in text and "kept as" in text
    kept = [p for p in paths.autosave_dir().iterdir() if p.name.startswith(path.name + ".")]
    assert [p.read_text() for p in kept] == [original]  # the original file is kept as it was
    win.close_game()
