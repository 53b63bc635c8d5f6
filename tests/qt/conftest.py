"""Qt test fixtures: the fake game registered beside the real ones, a window, a started game."""

from __future__ import annotations

import pytest

# the campaign record reads the registry on import: before the fake game joins it, or a test
# module run alone fails to import the fake game
import tabletop.qt.main_window  # noqa: F401
from tabletop.core import GameConfig
from tabletop.model import registry
from tabletop.model.session import GameSession, Seat
from tabletop.model.settings import Settings, save_settings

from . import fake_game


@pytest.fixture(autouse=True)
def quiet_settings(isolated_user_data):
    """No animations and no bot delay in tests (the user's settings file says so)."""
    save_settings(Settings(animation="off", bot_delay_ms=0))


@pytest.fixture(autouse=True)
def fake_registered(monkeypatch: pytest.MonkeyPatch):
    """Saves, autosaves and the New Game dialog find the fake game through the registry."""
    load, meta = registry.load_game, registry.game_meta
    entry = fake_game.entry()

    def load_game(game_id: str, use_datapacks: bool = True):
        return entry if game_id == fake_game.GAME_ID else load(game_id, use_datapacks)

    def game_meta(game_id: str):
        return fake_game.RULES.meta if game_id == fake_game.GAME_ID else meta(game_id)

    monkeypatch.setattr(registry, "GAME_IDS", (*registry.GAME_IDS, fake_game.GAME_ID))
    monkeypatch.setattr(registry, "load_game", load_game)
    monkeypatch.setattr(registry, "game_meta", game_meta)
    return entry


def seats(n: int, bots: tuple[int, ...] = ()) -> list[Seat]:
    names = ("Anna", "Ben", "Chloé", "Dev")
    colors = ("blue", "orange", "green", "purple")
    return [Seat(names[i], "random" if i in bots else "human", colors[i]) for i in range(n)]


def new_session(
    players: int = 2, seed: str = "7", bots: tuple[int, ...] = (), **options
) -> GameSession:
    config = GameConfig(players, options=tuple(sorted(options.items())))
    return GameSession.new(fake_game.RULES, config, seed, seats(players, bots))


@pytest.fixture
def window(qtbot):
    from tabletop.qt.main_window import MainWindow

    win = MainWindow(bot_delay_ms=0, dialogs=False)
    qtbot.addWidget(win)
    win.resize(1200, 800)
    win.show()
    yield win
    win.close_game()


def open_table(qtbot, game_id: str, seed: str, size: tuple[int, int] = (1280, 800)):
    """A 2-player game of ``game_id`` (Ann and Bo, people) in a shown window, the cover passed."""
    from tabletop.model.registry import load_game
    from tabletop.qt.main_window import MainWindow

    entry = load_game(game_id)
    session = GameSession.new(entry.rules, GameConfig(players=2), seed, [Seat("Ann"), Seat("Bo")])
    window = MainWindow(bot_delay_ms=0, dialogs=False)
    qtbot.addWidget(window)
    window.resize(*size)
    window.show()
    window.open_session(session, game_id)
    window.controller.confirm_handoff()
    return window
