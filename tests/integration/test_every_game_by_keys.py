"""Every game is playable from the keyboard alone: a whole game of each (a person in every
seat, the fewest players) with key presses sent to the window, nothing else."""

from __future__ import annotations

import random

import pytest
from PySide6.QtCore import Qt, QTimer
from PySide6.QtTest import QTest
from PySide6.QtWidgets import QApplication

from tabletop.core import GameConfig
from tabletop.model.registry import GAME_IDS, load_game
from tabletop.model.session import GameSession, Seat
from tabletop.qt.main_window import MainWindow

MAX_MOVES = 6000


def press(window, key, text: str = "") -> None:
    QTest.keyClick(window, key)


def pick_from_menu(rng: random.Random) -> None:
    """The chooser menu a target with several actions opens: arrows down, then Return."""
    menu = QApplication.activePopupWidget()
    assert menu is not None, "no menu opened for a target with several actions"
    for _ in range(rng.randrange(len(menu.actions()))):
        QTest.keyClick(menu, Qt.Key.Key_Down)
    QTest.keyClick(menu, Qt.Key.Key_Return)


@pytest.mark.parametrize("game_id", GAME_IDS)
def test_a_whole_game_by_keys_reaches_the_end(game_id: str, qtbot) -> None:
    entry = load_game(game_id)
    players = entry.meta.min_players
    seats = [Seat(f"P{i + 1}") for i in range(players)]
    session = GameSession.new(entry.rules, GameConfig(players=players), "keys", seats)
    window = MainWindow(bot_delay_ms=0, dialogs=False)
    qtbot.addWidget(window)
    window.resize(1280, 800)
    window.show()
    window.activateWindow()
    window.open_session(session, game_id)
    keys = window.keys
    rng = random.Random(game_id)
    for _ in range(MAX_MOVES):
        if session.is_over:
            break
        before = (session.ply, session.turn_over, window.stack.currentWidget())
        if window.stack.currentWidget() is window.cover or session.turn_over is not None:
            press(window, Qt.Key.Key_Return)  # "I am …" on the cover; End turn on a result
        else:
            stops = keys.stops()
            assert stops, f"{game_id}: nothing to choose by keys"
            board = [s for s in stops if s.button is None]
            pool = board if board and rng.random() < 0.75 else stops
            goal = rng.choice(pool)
            buttons = [s for s in stops if s.button is not None]
            if goal in buttons[:9] and rng.random() < 0.5:
                press(window, getattr(Qt.Key, f"Key_{buttons.index(goal) + 1}"))
            else:
                for _step in range(len(stops) + 1):
                    if keys.current == goal:
                        break
                    press(window, Qt.Key.Key_Tab)
                assert keys.current == goal, f"{game_id}: Tab never reached a choice"
                if goal.scene is not None and len(goal.scene.actions_for(goal.target)) > 1:
                    QTimer.singleShot(0, lambda: pick_from_menu(rng))
                press(window, Qt.Key.Key_Return)
        after = (session.ply, session.turn_over, window.stack.currentWidget())
        assert after != before, (f"{game_id}: a key press changed nothing", QApplication.activeWindow(), QApplication.focusWidget(), keys.current, keys.stops())
    assert session.is_over, f"{game_id}: not over after {MAX_MOVES} moves by keys"
    assert session.outcome() is not None
    window.close_game()
