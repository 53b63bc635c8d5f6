"""One game, one window: the welcome page marks a game another process plays and will not
resume it; a second start hands its file to the running window."""

from __future__ import annotations

import json
import os
import subprocess
import sys
from pathlib import Path

import pytest
from PySide6.QtWidgets import QMessageBox

from tabletop.model import autosave, game_lock
from tabletop.model.saves import save_session
from tabletop.qt import main_window, single_instance  # noqa: F401 (imported before the fake game is registered)

from . import fake_game
from .conftest import new_session

REPO = Path(__file__).resolve().parents[2]


@pytest.fixture
def shown(monkeypatch) -> list[str]:
    texts: list[str] = []
    monkeypatch.setattr(QMessageBox, "warning", lambda parent, title, text, *a: texts.append(text))
    return texts


@pytest.fixture
def other_process():
    child = subprocess.Popen([sys.executable, "-c", "import time; time.sleep(120)"])
    yield child
    child.kill()
    child.wait(30)


def hold(path: Path, pid: int) -> None:
    """Write ``path``'s lock as the process ``pid`` would."""
    lock = game_lock.lock_path(path)
    lock.parent.mkdir(parents=True, exist_ok=True)
    lock.write_text(json.dumps({"pid": pid, "host": game_lock.me().host,
                                "started": game_lock._start_time(pid)}))


def test_a_game_open_in_another_window_is_marked_and_not_resumed(window, other_process, shown):
    session = new_session(2)
    journal = autosave.AutosaveJournal(session, fake_game.GAME_ID)
    session.apply_text("done")
    journal.close(keep=True)
    hold(journal.path, other_process.pid)
    window.welcome.refresh()
    [row] = window.welcome.rows
    assert row.in_use and row.line.text().startswith("open in another window")
    assert not row.resume_button.isEnabled() and not row.discard_button.isEnabled()
    assert not window.files.resume(journal.path)
    assert window.controller is None and "open in another Tabletop window" in shown[-1]
    window.welcome._discard(journal.path)  # nor discarded under the other window's feet
    assert journal.path.exists()
    # the other window closes (or crashes): the page notices and offers the game again
    other_process.kill()
    other_process.wait(30)
    window.welcome._check_locks()
    [row] = window.welcome.rows
    assert not row.in_use and row.resume_button.isEnabled()
    assert window.files.resume(journal.path)
    assert window.controller is not None and window.controller.session.history == session.history


def test_a_save_open_in_another_window_is_not_opened_again(window, other_process, tmp_path, shown):
    session = new_session(2)
    path = tmp_path / "held.json"
    save_session(session, fake_game.GAME_ID, path)
    hold(path, other_process.pid)
    assert not window.files.load_path(path)
    assert window.controller is None and "open in another Tabletop window" in shown[-1]


def test_a_second_start_hands_its_file_to_the_running_window(qtbot, tmp_path):
    name = single_instance.server_name()
    instance = single_instance.Instance(name)
    assert instance.listen()
    asked: list[object] = []
    instance.open_requested.connect(asked.append)
    save = tmp_path / "given.json"
    second = subprocess.Popen(
        [sys.executable, "-m", "tabletop", "--load", str(save)],
        cwd=REPO, env={**os.environ, "QT_QPA_PLATFORM": "offscreen"},
    )
    try:
        qtbot.waitUntil(lambda: bool(asked), timeout=30000)
        assert second.wait(30) == 0  # it handed over and left; no second window
    finally:
        second.kill()
        instance.close()
    assert asked == [save]
