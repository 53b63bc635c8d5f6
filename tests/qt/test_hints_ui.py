"""Suggest a move in the window: off by default, the Hard move when asked (in the
background, marked on the board), counted per seat, saved, and shown at the end."""

from __future__ import annotations

import os
import threading
import time
from pathlib import Path

import pytest
from PySide6.QtGui import QKeySequence

from tabletop.core import GameConfig
from tabletop.model import bots, hints
from tabletop.model.registry import load_game
from tabletop.model.seats import SEAT_COLORS
from tabletop.model.session import GameSession, Seat
from tabletop.qt import game_end
from tabletop.qt.end_dialog import EndDialog
from tabletop.qt.main_window import MainWindow
from tabletop.qt.new_game_dialog import NewGameDialog, available_games
from tabletop.qt.suggest import ALLOW_TEXT, THINKING_TEXT

from . import fake_game
from .conftest import new_session

GAME = "madeira"  # open information is not needed: any real game with a Hard search
SHOT = Path(os.environ.get("TABLETOP_HINT_SHOT", "/tmp/tabletop-hint-1280x800.png"))


@pytest.fixture(autouse=True)
def fast_hard(monkeypatch):
    monkeypatch.setattr(bots, "hard_iterations", lambda _game: 12)  # a fast, exact Hard move


@pytest.fixture
def win(qtbot, monkeypatch):
    monkeypatch.setattr(MainWindow, "message", lambda self, title, text: None)  # no modal box
    w = MainWindow(bot_delay_ms=0, dialogs=False)
    qtbot.addWidget(w)
    w.resize(1280, 800)
    w.show()
    yield w
    w.close_game()


def start(w: MainWindow, allowed: bool = False) -> GameSession:
    rules = load_game(GAME).rules
    seats = [Seat("Anna", "human", "blue"), Seat("Ben", "human", "orange")]
    session = GameSession.new(rules, GameConfig(players=2), "hints", seats)
    session.set_hints(allowed)
    w.open_session(session, GAME)
    if w.controller.pending_handoff is not None:
        w.controller.confirm_handoff()
    return session


def test_the_command_is_disabled_while_hints_are_off(win):
    assert not win.act_hint.isEnabled()  # no game yet
    session = start(win)
    assert win.act_hint.shortcut() == QKeySequence("H")
    assert not session.hints_allowed and not win.act_allow_hints.isChecked()
    assert not win.act_hint.isEnabled()
    assert win.act_hint.toolTip() == ALLOW_TEXT and "Allow hints" in ALLOW_TEXT
    assert not win.hints.suggest_move()
    assert session.hints_used == [0, 0]


def test_a_suggestion_is_the_hard_move_counted_and_saved(win, qtbot, tmp_path):
    session = start(win)
    win.act_allow_hints.trigger()  # Game ▸ Allow hints
    assert session.hints_allowed and win.act_hint.isEnabled()
    seat = session.seat_to_act()
    expected = bots.choose_action("hard", session.rules, session.state, session.seed, session.ply,
                                  budget_s=win.settings.bot_budget_s)
    win.act_hint.trigger()
    assert win.statusBar().currentMessage() == THINKING_TEXT
    assert not win.act_hint.isEnabled()  # one question at a time
    suggester = win.controller.suggester
    qtbot.waitUntil(lambda: suggester.action is not None, timeout=10_000)
    assert suggester.action == expected
    words = win.controller.describe(expected)
    assert win.statusBar().currentMessage() == f"Suggestion: {words}"
    assert win.page.bar.hint.text() == f"Suggestion: {words}"
    assert session.hints_used[seat] == 1 and sum(session.hints_used) == 1
    place = suggester.place()
    scenes = win.page.table.scenes
    marks = [s.hint_mark for s in scenes if getattr(s, "hint_mark", None) is not None]
    if place is not None and any(s.item(place) is not None for s in scenes):
        assert [m.isVisible() for m in marks].count(True) == 1
    else:
        assert win.page.bar.mark_suggested(expected)
    qtbot.wait(30)
    win.grab().save(str(SHOT))
    # saved and loaded with the game
    path = tmp_path / "hints.json"
    win.controller.save(path)
    assert win.files.load_path(path)
    loaded = win.controller.session
    assert loaded is not session
    assert loaded.hints_allowed and loaded.hints_used == session.hints_used
    assert win.act_allow_hints.isChecked()
    if win.controller.pending_handoff is not None:  # behind the cover: nobody's turn yet
        assert not win.act_hint.isEnabled()
        win.controller.confirm_handoff()
    assert win.act_hint.isEnabled()


def test_a_late_answer_is_dropped_and_undo_refunds_nothing(win, qtbot, monkeypatch):
    release = threading.Event()

    def slow(rules, state, seed, ply, seat, **options):
        release.wait(5)
        return rules.legal_actions(state)[0]

    monkeypatch.setattr(hints, "suggest", slow)
    session = start(win, allowed=True)
    seat = session.seat_to_act()
    assert win.hints.suggest_move()
    qtbot.wait(30)  # the window runs on while the suggestion is worked out
    assert win.controller.suggester.thinking
    assert win.controller.apply(session.legal_actions()[-1])  # the game moves on first
    release.set()
    qtbot.wait(60)
    assert win.controller.suggester.action is None and not win.controller.suggester.thinking
    assert not win.statusBar().currentMessage().startswith("Suggestion")
    if win.controller.can_undo():
        win.undo()
    assert session.hints_used[seat] == 1  # what was asked counts


def test_a_new_game_cancels_a_suggestion(win, qtbot, monkeypatch):
    stopped = threading.Event()

    def endless(rules, state, seed, ply, seat, should_stop=None, **options):
        while not should_stop():
            time.sleep(0.005)
        stopped.set()
        return rules.legal_actions(state)[0]

    monkeypatch.setattr(hints, "suggest", endless)
    start(win, allowed=True)
    assert win.hints.suggest_move()
    start(win)
    assert stopped.wait(2)
    assert win.controller.suggester.action is None
    assert win.statusBar().currentMessage() != THINKING_TEXT


def test_new_game_offers_hints_off_by_default(qtbot):
    dialog = NewGameDialog(available_games())
    qtbot.addWidget(dialog)
    assert not dialog.allow_hints.isChecked()
    assert dialog.spec().hints is False
    dialog.allow_hints.setChecked(True)
    assert dialog.spec().hints is True


def test_the_end_screen_shows_the_hints_used(win, qtbot, monkeypatch):
    dialog = EndDialog(_outcome(), ["Anna", "Ben"], list(SEAT_COLORS[:2]), hints="Hints used: Anna 2, Ben 0")
    qtbot.addWidget(dialog)
    dialog.show()
    assert dialog.hints.isVisible() and dialog.hints.text() == "Hints used: Anna 2, Ben 0"
    shown: list[str] = []

    class Seen(EndDialog):
        def exec(self) -> int:
            shown.append(self.hints.text() if not self.hints.isHidden() else "")
            return 0

    monkeypatch.setattr(game_end, "EndDialog", Seen)
    session = new_session(2)
    win.open_session(session, fake_game.GAME_ID)
    monkeypatch.setattr(session, "outcome", _outcome)
    win.game_end.show_end_dialog()
    session.set_hints(True)
    session.count_hint(0)
    win.game_end.show_end_dialog()
    assert shown == ["", "Hints used: Anna 1, Ben 0"]  # nothing said while hints were off


def _outcome():
    from tabletop.core import Outcome, ScoreSheet

    return Outcome.rank([ScoreSheet(0, ()), ScoreSheet(1, ())])


def test_the_suggestion_is_in_view_even_on_a_zoomed_board(win, qtbot, monkeypatch):
    """Every board fits the window (nothing scrolls); a player who zoomed into a board and
    looks elsewhere still sees the hint: the board's own view scrolls to it."""
    monkeypatch.setattr(bots, "hard_iterations", lambda _game: 20)
    rules = load_game("orchard_ocean").rules
    seats = [Seat(name, "human", color) for name, color in (("Ana", "blue"), ("Ben", "orange"), ("Cai", "green"))]
    session = GameSession.new(rules, GameConfig(players=3), "reveal", seats)
    session.set_hints(True)
    win.resize(1280, 800)
    win.open_session(session, "orchard_ocean")
    if win.controller.pending_handoff is not None:
        win.controller.confirm_handoff()
    table = win.page.table
    assert table.scroll.verticalScrollBar().maximum() == 0, "the shared boards scroll"
    for view in table.views():
        view.zoom(4.0)
        view.centerOn(view.sceneRect().bottomRight())
    win.act_hint.trigger()
    suggester = win.controller.suggester
    qtbot.waitUntil(lambda: suggester.action is not None, timeout=10_000)
    qtbot.wait(20)
    scene = next(s for s in table.scenes if getattr(s, "hint_mark", None) is not None and s.hint_mark.isVisible())
    view = table.frames[table.scenes.index(scene)].view
    centre = view.mapFromScene(scene.hint_mark.sceneBoundingRect().center())
    assert view.viewport().rect().contains(centre)
