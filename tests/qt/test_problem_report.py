"""Reporting a problem: a forced error makes a report that replays the game, the box offers
the details, Copy and Save a report, and the traceback is printed once."""

from __future__ import annotations

import json
import os
import subprocess
import sys
from pathlib import Path

from PySide6.QtGui import QGuiApplication
from PySide6.QtWidgets import QMessageBox

from tabletop import __version__
from tabletop.app import main
from tabletop.qt import main_window  # noqa: F401 (imported before the fake game is registered)
from tabletop.qt.problem_dialog import report_problem

from . import fake_game
from .conftest import new_session

REPO = Path(__file__).resolve().parents[2]


def _forced_error(window):
    try:
        raise ZeroDivisionError("forced for the test")
    except ZeroDivisionError as exc:
        return report_problem(window, type(exc), exc, exc.__traceback__, show=False)


def test_a_forced_error_makes_a_report_that_replays(window, tmp_path, qtbot):
    session = new_session(2)
    window.open_session(session, fake_game.GAME_ID)
    for text in ("claim spot:0", "done", "claim spot:1"):
        session.apply_text(text)
    history = list(session.history)
    dialog = _forced_error(window)
    qtbot.addWidget(dialog)
    assert "forced for the test" in dialog.text.text()
    assert not dialog.details.isVisibleTo(dialog)
    dialog.details_button.click()
    assert dialog.details.isVisibleTo(dialog) and "ZeroDivisionError" in dialog.details.toPlainText()
    dialog.copy()
    assert "ZeroDivisionError" in QGuiApplication.clipboard().text()
    dialog.consent.setChecked(True)
    path = dialog.save_report(tmp_path / "report.json")
    report = json.loads(path.read_text())
    assert report["format"] == "tabletop-report" and report["app_version"] == __version__
    assert "ZeroDivisionError" in report["traceback"] and report["platform"]
    assert report["save"]["history"] == history and report["journal"].count("\n") >= len(history)
    window.close_game()
    # opening the report (tabletop --load REPORT) sets the game up as it was
    assert window.files.load_path(path)
    assert window.controller.session.history == history
    assert window.controller.path is None  # a new game, not the report file
    out = tmp_path / "replay.png"
    assert main(["--screenshot", str(out), "--load", str(path)]) == 0 and out.is_file()


def test_without_consent_the_report_holds_no_game(window, tmp_path, monkeypatch):
    window.open_session(new_session(2), fake_game.GAME_ID)
    dialog = _forced_error(window)
    path = dialog.save_report(tmp_path / "bare.json")
    report = json.loads(path.read_text())
    assert "save" not in report and "journal" not in report and report["game_id"]
    shown: list[str] = []
    monkeypatch.setattr(QMessageBox, "warning", lambda parent, title, text, *a: shown.append(text))
    window.close_game()
    assert not window.files.load_path(path)
    assert "without the game" in shown[-1]


def test_an_error_is_printed_once_and_logged(tmp_path):
    script = (
        "from tabletop.model.problems import setup_logging, enable_crash_trace\n"
        "setup_logging(); enable_crash_trace()\n"
        "from tabletop.qt import entry\n"
        "entry._install_excepthook()\n"
        "raise ZeroDivisionError('boom')\n"
    )
    env = {**os.environ, "TABLETOP_DATA_DIR": str(tmp_path), "QT_QPA_PLATFORM": "offscreen"}
    done = subprocess.run([sys.executable, "-c", script], capture_output=True, text=True,
                          cwd=REPO, env=env, timeout=60)
    assert done.stderr.count("ZeroDivisionError: boom") == 1, done.stderr
    logged = (tmp_path / "log" / "tabletop.log").read_text()
    assert "ZeroDivisionError: boom" in logged and "Tabletop" in logged
    assert (tmp_path / "log" / "crash.log").read_text().startswith("--- Tabletop")
