"""The window with bad files: a damaged settings file, a full disk, a damaged save or journal.

The window always opens, the game always goes on, and the player reads what is wrong.
"""

from __future__ import annotations

import json

from PySide6.QtWidgets import QMessageBox

from tabletop.model import autosave
from tabletop.qt.main_window import MainWindow

from . import fake_game
from .conftest import new_session


def _window(qtbot) -> MainWindow:
    win = MainWindow(bot_delay_ms=0, dialogs=False)
    qtbot.addWidget(win)
    return win


def _notice(win: MainWindow) -> str:
    label = win.files._file_notice
    return label.text() if label.isVisibleTo(win) else ""


def test_a_damaged_settings_file_opens_the_window_with_defaults_and_says_so(qtbot, isolated_user_data):
    (isolated_user_data / "settings.json").write_bytes(b"[" * 50_000 + b"]" * 50_000)
    win = _window(qtbot)
    win.show()
    assert win.settings.bot_delay_ms == 450  # the default
    assert "settings.json" in _notice(win) and "default settings" in _notice(win)
    win.apply_settings(win.settings)  # saving the settings replaces the damaged file
    assert _notice(win) == ""
    assert json.loads((isolated_user_data / "settings.json").read_text())["bot_delay_ms"] == 450


def test_a_deeply_nested_save_gets_a_message_naming_it(window, tmp_path, monkeypatch):
    shown: list[str] = []
    monkeypatch.setattr(QMessageBox, "warning", lambda parent, title, text, *a: shown.append(text))
    bad = tmp_path / "deep.json"
    bad.write_bytes(b"[" * 100_000 + b"]" * 100_000)
    assert not window.files.load_path(bad)
    assert shown and "deep.json" in shown[0] and "nested too deeply" in shown[0]
    assert "Something went wrong" not in shown[0]


def test_a_full_disk_pauses_autosave_with_a_warning_and_play_goes_on(window, monkeypatch):
    window.open_session(new_session(2), fake_game.GAME_ID)
    window.controller.confirm_handoff()
    journal = window.controller.journal
    assert journal is not None and _notice(window) == ""
    real = autosave.atomic_write_text

    def full(*_a, **_k):
        raise OSError(28, "No space left on device")

    class NoSpace:
        def __init__(self, *_a, **_k) -> None:
            raise OSError(28, "No space left on device")

    monkeypatch.setattr(autosave, "open", NoSpace, raising=False)
    monkeypatch.setattr(autosave, "atomic_write_text", full)
    redrawn: list[bool] = []
    window.controller.transitioned.connect(lambda: redrawn.append(True))
    assert window.controller.apply("claim spot:1")
    assert redrawn, "the table is redrawn after the failed write"
    assert "Autosave is paused" in _notice(window) and "No space left" in _notice(window)
    monkeypatch.setattr(autosave, "atomic_write_text", real)  # space is back
    monkeypatch.delattr(autosave, "open")
    window.controller.confirm_handoff()
    assert window.controller.apply(window.controller.session.legal_actions()[0])
    assert _notice(window) == ""
    recovered, _game = autosave.recover(journal.path)
    assert recovered.history == window.controller.session.history


def test_a_journal_that_cannot_be_created_still_opens_the_game(window, tmp_path, monkeypatch):
    blocker = tmp_path / "not-a-folder"
    blocker.write_text("a file where the data folder should be")
    monkeypatch.setenv("TABLETOP_DATA_DIR", str(blocker))
    window.open_session(new_session(2), fake_game.GAME_ID)
    assert window.controller is not None and window.page is not None
    assert "Autosave is paused" in _notice(window)


def test_a_damaged_journal_does_not_stop_start_up(qtbot, isolated_user_data):
    folder = isolated_user_data / "autosave"
    folder.mkdir()
    (folder / "bad.jsonl").write_text(json.dumps({"format": "tabletop-journal", "seats": None}) + "\n")
    win = _window(qtbot)
    win.files.offer_resume()  # nothing to offer; no exception
    assert win.controller is None


def test_resuming_a_damaged_journal_says_so_and_keeps_a_copy(qtbot, monkeypatch):
    first = _window(qtbot)
    first.open_session(new_session(2), fake_game.GAME_ID)
    first.controller.confirm_handoff()
    first.controller.apply("claim spot:1")
    path = first.controller.journal.path
    first.close()
    lines = path.read_text().splitlines()
    lines[1] = lines[1][:-3] + 'x"]'  # the first action's line no longer matches its check
    damaged = "\n".join(lines) + "\n"
    path.write_text(damaged)
    shown: list[str] = []
    monkeypatch.setattr(QMessageBox, "warning", lambda parent, title, text, *a: shown.append(text))
    second = _window(qtbot)
    assert second.files.resume(path)
    assert shown and "damaged" in shown[0] and f"{path.name}.damaged" in shown[0]
    assert path.with_name(path.name + ".damaged").read_text() == damaged
    assert [u.path for u in autosave.list_unfinished()] == [path]  # the copy is not offered
    second.close_game()
