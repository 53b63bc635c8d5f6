"""Smoke tests against the real first game in the window."""

from __future__ import annotations

import random

import pytest

from tabletop.core import GameConfig
from tabletop.model import registry
from tabletop.model.session import GameSession, Seat
from tabletop.qt.entry import measure_ui_sync, render_screenshot
from tabletop.qt.main_window import MainWindow

GAME = "harvest_island"


@pytest.fixture
def entry():
    return registry.load_game(GAME)  # the game loads: a failure to load fails the tests


def new_game(entry, players: int = 3, seed: str = "11") -> GameSession:
    names = ("Anna", "Ben", "Chloé", "Dev")
    colors = ("blue", "orange", "green", "purple")
    seats = [Seat(n, color=c) for n, c in zip(names, colors, strict=True)]
    return GameSession.new(entry.rules, GameConfig(players), seed, seats[:players])


def test_play_click_save_and_reload(entry, qtbot, tmp_path):
    window = MainWindow(bot_delay_ms=0, dialogs=False)
    qtbot.addWidget(window)
    window.resize(1400, 900)
    window.show()
    session = new_game(entry)
    window.open_session(session, GAME)
    assert window.banner.isVisibleTo(window.page) == bool(entry.data.stand_ins)
    c = window.controller
    rng = random.Random(5)
    for _ in range(25):  # click highlighted targets, or press a decision-bar button
        if session.is_over:
            break
        c.confirm_handoff()
        if c.turn_over is not None:  # the result stays in view until End turn
            window.page.bar.buttons[0].click()
            continue
        targets = [i for s in window.page.table.scenes for i in s.target_items()]
        before = session.ply
        buttons = window.page.bar.buttons
        assert targets or buttons, "a decision with nothing to click"
        if targets and (not buttons or rng.random() < 0.7):
            item = rng.choice(targets)
            item.scene().chooser = lambda target, options: options[0][1]
            item.activate()
        else:
            buttons[0].click()
        assert session.ply > before
        seat = c.display_viewer
        if seat is not None:  # nobody else's private components are drawn
            drawn = {pid for s in window.page.table.scenes for pid in s.pieces}
            for other in range(len(session.seats)):
                if other != seat:
                    assert not drawn & entry.rules.private_ids(session.state, other)
    path = tmp_path / "hi.json"
    assert window.files.save_to(path)
    other = MainWindow(bot_delay_ms=0, dialogs=False)
    qtbot.addWidget(other)
    assert other.files.load_path(path)
    assert other.controller.session.history == session.history
    assert other.controller.session.view(0) == session.view(0)
    other.close_game()
    window.close_game()


def test_render_harvest_island_to_png(entry, tmp_path):
    session = new_game(entry, 4)
    rng = random.Random(3)
    for _ in range(30):
        if session.is_over:
            break
        session.apply(rng.choice(list(session.legal_actions())))
    out = tmp_path / "qt_hi.png"
    render_screenshot(session, GAME, out)
    assert out.stat().st_size > 10_000


def test_ui_sync_is_fast(entry):
    plan = new_game(entry, 2)
    rng = random.Random(9)
    texts = []
    for _ in range(30):
        if plan.is_over:
            break
        action = rng.choice(list(plan.legal_actions()))
        texts.append(entry.rules.action_text(action))
        plan.apply(action)
    times = measure_ui_sync(new_game(entry, 2), GAME, texts)
    assert len(times) == len(texts)
    assert sorted(times)[len(times) // 2] < 100  # ms, median, generous for a slow CI machine


def test_only_choices_without_a_place_are_buttons(entry, qtbot):
    """Issue 17: draw, release, take a Fertilizer, fertilize and put back are clicks on the
    deck, the Storage Area, the Fertilizing Area, the Fertilizer card and the lifted card."""
    window = MainWindow(bot_delay_ms=0, dialogs=False)
    qtbot.addWidget(window)
    window.resize(1400, 900)
    window.show()
    session = new_game(entry, 2, seed="buttons")
    window.open_session(session, GAME)
    c = window.controller
    rng = random.Random(2)
    seen: set[str] = set()
    for _ in range(400):
        if session.is_over:
            break
        c.confirm_handoff()
        window.page.refresh()
        # End turn (the window's own button, no engine action) confirms an ended turn
        assert {a.verb for a in window.page.buttons} <= {"done", "pass", "end", "end-turn"}
        acts = list(session.legal_actions())
        seen |= {a.verb for a in acts}
        c.apply(rng.choice(acts))
    assert {"release", "back", "fertilize", "draw"} <= seen
    window.close_game()


def test_the_storage_refresh_is_announced_with_a_banner(entry, qtbot):
    from tabletop.model.settings import Settings

    session = new_game(entry, 2, "banner")
    window = MainWindow(bot_delay_ms=0, dialogs=False)
    qtbot.addWidget(window)
    window.apply_settings(Settings(animation="off", banner_s=5.0), save=False)
    window.show()
    window.open_session(session, GAME)
    c = window.controller
    rng = random.Random(3)
    for _ in range(400):
        c.confirm_handoff()
        if c.turn_over is not None:
            c.end_turn()
            continue
        c.apply(rng.choice(list(session.legal_actions())))
        if any(e.headline and "Storage Area replaces" in e.text for e in session.plies[-1].events):
            break
    else:
        raise AssertionError("the Storage Area never replaced the Supply in 400 moves")
    assert window.page.banner.isVisible()
    assert "The Storage Area replaces the Supply Area" in window.page.banner.text()
    window.close_game()
