"""The welcome screen: a card per game that opens New Game with it, and games to resume."""

from __future__ import annotations

from PySide6.QtCore import Qt

from tabletop.core import fill_seat_names
from tabletop.model import autosave, registry
from tabletop.qt.new_game_dialog import NewGameDialog

from . import fake_game
from .conftest import new_session


def test_a_card_per_game_with_its_picture_players_and_summary(window):
    page = window.welcome
    ids = [card.game_id for card in page.cards]
    assert ids == list(registry.GAME_IDS)
    for card in page.cards:
        meta = registry.game_meta(card.game_id)
        assert card.title.text() == meta.title
        assert card.summary.text() == meta.summary
        assert f"{meta.min_players}–{meta.max_players} players" == card.players.text() or (
            meta.min_players == meta.max_players
        )
        assert not card.picture.pixmap().isNull()


def test_clicking_a_card_opens_new_game_with_that_game_chosen(window, qtbot, monkeypatch):
    chosen: list[str] = []

    def fake_exec(dialog):
        chosen.append(dialog.games[dialog.games_list.currentRow()].meta.id)
        return NewGameDialog.DialogCode.Rejected

    monkeypatch.setattr(NewGameDialog, "exec", fake_exec)
    card = next(c for c in window.welcome.cards if c.game_id == "nusfjord")
    qtbot.mouseClick(card, Qt.MouseButton.LeftButton)
    assert chosen == ["nusfjord"]


def test_unfinished_games_are_named_in_players_words_and_resume(window, qtbot):
    session = new_session(2)
    journal = autosave.AutosaveJournal(session, fake_game.GAME_ID)
    session.apply_text("done")
    window.welcome.refresh()
    assert window.welcome.unfinished_title.isVisibleTo(window.welcome)
    [row] = window.welcome.rows
    assert "Pebble Market" in row.head.text() and "Anna, Ben" in row.head.text()
    assert "last played" in row.line.text()
    assert "action" not in row.line.text()  # not "103 actions"
    status = session.view(None).status
    if status:
        assert fill_seat_names(status, ["Anna", "Ben"]) in row.line.text()
    qtbot.mouseClick(row.resume_button, Qt.MouseButton.LeftButton)
    assert window.controller is not None and window.controller.session.history == session.history
    window.close_game()
    journal.close(keep=False)
    window.welcome.refresh()
    assert window.welcome.rows == []


def test_an_unfinished_game_names_the_seat_to_act_not_a_placeholder(window):
    session = new_session(2)
    journal = autosave.AutosaveJournal(session, fake_game.GAME_ID)
    session.apply_text("done")  # Ben to play: the view's status says "{seat1} to play"
    window.welcome.refresh()
    [row] = window.welcome.rows
    assert "{seat" not in row.line.text()
    assert "Ben to play" in row.line.text()
    journal.close(keep=False)


def test_discard_removes_the_autosave(window, qtbot):
    session = new_session(2)
    journal = autosave.AutosaveJournal(session, fake_game.GAME_ID)
    window.welcome.refresh()
    [row] = window.welcome.rows
    qtbot.mouseClick(row.discard_button, Qt.MouseButton.LeftButton)
    assert not journal.path.exists() and window.welcome.rows == []
