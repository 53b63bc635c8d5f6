"""Saving, reopening, bad files, resuming autosaves, and the dialogs."""

from __future__ import annotations

from PySide6.QtWidgets import QMessageBox

from tabletop.core import Outcome, ScoreSheet, ScoreTerm
from tabletop.model import autosave
from tabletop.model.seats import SEAT_COLORS
from tabletop.qt import files as files_module
from tabletop.qt.end_dialog import EndDialog, headline
from tabletop.qt.main_window import MainWindow
from tabletop.qt.new_game_dialog import NewGameDialog, available_games
from tabletop.qt.resume_dialog import ResumeDialog

from . import fake_game
from .conftest import new_session


def piece_ids(win) -> set[str]:
    return {pid for scene in win.page.table.scenes for pid in scene.pieces}


def test_save_then_reload_shows_the_same_table(window, qtbot, tmp_path):
    session = new_session(2)
    window.open_session(session, fake_game.GAME_ID)
    window.controller.confirm_handoff()
    window.controller.apply("claim spot:3")
    path = tmp_path / "game.json"
    assert window.files.save_to(path)
    assert "game.json" in window.windowTitle()
    other = MainWindow(bot_delay_ms=0, dialogs=False)
    qtbot.addWidget(other)
    assert other.files.load_path(path)
    loaded = other.controller.session
    assert loaded.history == session.history
    assert loaded.view(0) == session.view(0)
    other.controller.confirm_handoff()
    assert piece_ids(other) == piece_ids(window)
    assert other.controller.path == path
    other.close_game()


def test_save_as_asks_for_a_file(window, qtbot, tmp_path, monkeypatch):
    window.open_session(new_session(2), fake_game.GAME_ID)
    target = tmp_path / "named"
    monkeypatch.setattr(
        files_module.QFileDialog, "getSaveFileName", lambda *a, **k: (str(target), "")
    )
    assert window.files.save()  # no file yet: Save asks where
    assert (tmp_path / "named.tabletop").is_file()  # a new save gets the saves' own type


def test_a_bad_save_shows_a_message_and_changes_nothing(window, qtbot, tmp_path, monkeypatch):
    window.open_session(new_session(2), fake_game.GAME_ID)
    before = window.controller
    shown = []
    monkeypatch.setattr(QMessageBox, "warning", lambda parent, title, text, *a: shown.append(text))
    bad = tmp_path / "broken.json"
    bad.write_bytes(b'{"format": "tabletop-save", "schema_version": 1, "oops": ')
    assert not window.files.load_path(bad)
    assert shown and "broken.json" in shown[0] and "Traceback" not in shown[0]
    assert bad.read_bytes() == b'{"format": "tabletop-save", "schema_version": 1, "oops": '
    assert window.controller is before  # the game in progress is still there
    assert window.isVisible()


def _resume_the_first(dialog):
    """ResumeDialog.exec, answered as a player would: resume the first game listed."""
    dialog.choice, dialog.selected = "resume", dialog.unfinished[0]
    return 1


def test_unfinished_game_is_offered_and_resumed(qtbot, monkeypatch):
    first = MainWindow(bot_delay_ms=0, dialogs=False)
    qtbot.addWidget(first)
    first.open_session(new_session(2), fake_game.GAME_ID)
    first.controller.confirm_handoff()
    first.controller.apply("claim spot:1")
    history = first.controller.session.history
    first.close()  # the journal stays behind
    unfinished = autosave.list_unfinished()
    assert len(unfinished) == 1 and unfinished[0].seats == ("Anna", "Ben")

    monkeypatch.setattr(ResumeDialog, "exec", _resume_the_first)
    second = MainWindow(bot_delay_ms=0, dialogs=False)
    qtbot.addWidget(second)
    second.files.offer_resume()
    assert second.controller is not None
    assert second.controller.session.history == history
    assert second.controller.journal.path == unfinished[0].path
    second.close_game()


def test_discard_removes_the_autosave(qtbot, monkeypatch):
    first = MainWindow(bot_delay_ms=0, dialogs=False)
    qtbot.addWidget(first)
    first.open_session(new_session(2), fake_game.GAME_ID)
    first.close()
    calls = []

    def discard_exec(self):
        calls.append(len(self.unfinished))
        self.choice, self.selected = "discard", self.unfinished[0]
        return 1

    monkeypatch.setattr(ResumeDialog, "exec", discard_exec)
    second = MainWindow(bot_delay_ms=0, dialogs=False)
    qtbot.addWidget(second)
    second.files.offer_resume()
    assert calls == [1] and autosave.list_unfinished() == []
    assert second.controller is None


def test_resume_dialog_lists_game_players_and_when(qtbot):
    first = MainWindow(bot_delay_ms=0, dialogs=False)
    qtbot.addWidget(first)
    first.open_session(new_session(2), fake_game.GAME_ID)
    first.close()
    dialog = ResumeDialog(autosave.list_unfinished())
    qtbot.addWidget(dialog)
    text = dialog.list.item(0).text()
    assert "Pebble Market" in text and "Anna, Ben" in text and "last played" in text
    assert "actions" not in text  # issue 17: players' words, not "103 actions"


def test_new_game_dialog(qtbot):
    games = available_games()
    ids = [g.meta.id for g in games]
    assert fake_game.GAME_ID in ids
    dialog = NewGameDialog(games)
    qtbot.addWidget(dialog)
    dialog.games_list.setCurrentRow(ids.index(fake_game.GAME_ID))
    assert "3 stand-in" in dialog.games_list.currentItem().text()
    dialog.players.setValue(2)
    assert set(dialog.variant_checks) == {"long", "duel"}
    dialog.players.setValue(3)
    assert set(dialog.variant_checks) == {"long"}  # the duel is for two only
    dialog.variant_checks["long"].setChecked(True)
    dialog.rows[1].kind.setCurrentIndex(1)
    dialog.rows[0].color.setCurrentIndex(2)  # seat 3's colour: the two swap
    colors = [row.color.currentData() for row in dialog.rows[:3]]
    assert (
        len(set(colors)) == 3 and colors[0] == SEAT_COLORS[2].id and colors[2] == SEAT_COLORS[0].id
    )
    dialog.seed.setText("42")
    spec = dialog.spec()
    assert spec.game_id == fake_game.GAME_ID and spec.seed == "42"
    assert spec.config.players == 3 and spec.config.variants == ("long",)
    assert [s.kind for s in spec.seats] == ["human", "easy", "human"]  # the first computer level
    dialog.seed.setText("")
    assert dialog.spec().seed.isdigit()  # a random game number


def test_new_game_from_the_dialog_starts_it(window, monkeypatch):
    def accept(self):
        self.games_list.setCurrentRow([g.meta.id for g in self.games].index(fake_game.GAME_ID))
        return NewGameDialog.DialogCode.Accepted

    monkeypatch.setattr(NewGameDialog, "exec", accept)
    assert window.new_game()
    assert window.controller.game_id == fake_game.GAME_ID
    # the badge sits in the status line of the game page (under the hand-over cover just now)
    assert window.banner.isVisibleTo(window.page) and "3 stand-ins" in window.banner.text()
    assert "README" in window.banner.toolTip()


def test_end_dialog_ranks_ties_as_a_shared_victory(qtbot):
    sheets = [
        ScoreSheet(0, (ScoreTerm("Fields", 5), ScoreTerm("Animals", 3))),
        ScoreSheet(1, (ScoreTerm("Fields", 8),)),
        ScoreSheet(2, (ScoreTerm("Fields", 2), ScoreTerm("Animals", 1))),
    ]
    outcome = Outcome.rank(sheets)
    names = ["Anna", "Ben", "Chloé"]
    assert headline(outcome, names) == "Shared victory: Anna and Ben"
    dialog = EndDialog(outcome, names, list(SEAT_COLORS[:3]))
    qtbot.addWidget(dialog)
    table = dialog.table
    assert [table.horizontalHeaderItem(c).text() for c in range(table.columnCount())] == [
        "Rank",
        "Player",
        "Fields",
        "Animals",
        "Total",
    ]
    assert table.item(0, 0).text() == "1st (tie)" and table.item(1, 0).text() == "1st (tie)"
    assert table.item(2, 0).text() == "3rd" and table.item(2, 1).text() == "Chloé"
    assert table.item(1, 3).text() == "–"  # Ben scored no animals


def test_a_resumed_game_keeps_its_save_files_name(qtbot, monkeypatch, tmp_path):
    first = MainWindow(bot_delay_ms=0, dialogs=False)
    qtbot.addWidget(first)
    first.open_session(new_session(2), fake_game.GAME_ID)
    first.controller.confirm_handoff()
    first.controller.apply("claim spot:1")
    path = tmp_path / "evening.json"
    assert first.files.save_to(path)
    first.close()  # saved, then quit: the journal remembers the save
    assert autosave.list_unfinished()[0].save_path == path

    monkeypatch.setattr(ResumeDialog, "exec", _resume_the_first)
    second = MainWindow(bot_delay_ms=0, dialogs=False)
    qtbot.addWidget(second)
    second.files.offer_resume()
    assert second.controller.path == path
    assert "evening.json" in second.windowTitle() and "not saved yet" not in second.windowTitle()
    assert not second.controller.dirty  # nothing was played since the save
    second.close_game()
