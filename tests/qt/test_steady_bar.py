"""The decision bar keeps one height through the game, so the table never moves under the
pointer, and its prompt always shows whole (Madeira's three-line prompt was clipped, and its
fourteen "Pay N reals" buttons grew the bar by about 55 px)."""

from __future__ import annotations

import random

import pytest

import tabletop.qt.main_window  # noqa: F401  (imported before the fake game is registered)
from tabletop.core import GameConfig
from tabletop.model.registry import load_game
from tabletop.model.session import GameSession, Seat
from tabletop.qt.decision_bar import BAR_HEIGHT
from tabletop.qt.entry import _offscreen_window

GAMES = ["harvest_island", "orchard_ocean", "madeira", "nusfjord", "saltfjord"]
STEPS = 150


@pytest.mark.parametrize(("game_id", "size"), [
    *((g, (1280, 800)) for g in GAMES),
    ("madeira", (1024, 680)),  # the longest prompts and most choices, on the smallest table
])
def test_the_bar_keeps_one_height_and_shows_its_whole_prompt(qapp, game_id, size):
    entry = load_game(game_id)
    players = entry.meta.max_players
    seats = [Seat(f"Player {i + 1}", "human") for i in range(players)]
    session = GameSession.new(entry.rules, GameConfig(players=players), "steady", seats)
    window = _offscreen_window(session, game_id, size)
    window.show()
    rng = random.Random(3)
    heights: set[int] = set()
    try:
        for _ in range(STEPS):
            qapp.processEvents()
            bar = window.page.bar
            heights.add(bar.height())
            prompt = bar.prompt
            assert prompt.heightForWidth(prompt.width()) <= prompt.height(), prompt.text()
            assert prompt.width() >= 100, prompt.text()
            for button in bar.buttons:  # every choice inside the bar, whole
                assert button.isVisible() and button.width() >= button.sizeHint().width()
                corner = button.mapTo(bar, button.rect().bottomRight())
                assert bar.rect().contains(corner), button.text()
            if session.is_over:
                break
            controller = window.controller
            if session.turn_over is not None:
                controller.end_turn()
                continue
            actions = session.legal_actions()
            if not actions:
                break
            assert controller.apply(rng.choice(actions))
        assert heights == {BAR_HEIGHT}
    finally:
        window.close_game()
        window.close()
