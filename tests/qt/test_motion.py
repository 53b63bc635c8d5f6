"""Moves you can follow (issue 30, item 5): a piece that changes board flies over the table,
what appears fades in, what goes away fades out; with animations off all is set at once."""

from __future__ import annotations

import dataclasses

from tabletop.qt.flight import FlightLayer
from tabletop.qt.main_window import MainWindow

from . import fake_game
from .conftest import new_session


def animated_window(qtbot, animation: str = "normal") -> MainWindow:
    win = MainWindow(bot_delay_ms=0, dialogs=False, animation=animation)
    qtbot.addWidget(win)
    win.resize(1200, 800)
    win.show()
    session = new_session(2)
    win.open_session(session, fake_game.GAME_ID)
    win.controller.confirm_handoff()
    qtbot.wait(20)
    return win


def test_a_card_played_to_another_board_flies_there_over_the_table(qtbot):
    win = animated_window(qtbot)
    card = win.controller.session.state.hands[0][0]
    win.controller.apply(f"play {card}")  # from the hand on the yard to the market board
    layer = win.page.table.findChild(FlightLayer)
    assert layer is not None and layer.isVisible()
    [flight] = [f for f in layer.flights if f.item.target_id == card]
    assert flight.item.opacity() == 0.0  # hidden where it lands until it gets there
    assert flight.start != flight.end  # it travels across the table
    source = next(s for s in win.page.table.scenes if s.board.id.startswith("yard") and s.seat == 0)
    assert all(item.opacity() == 0.0 for item in source._leaving if item.target_id == card)
    qtbot.waitUntil(lambda: not layer.flying(), timeout=3000)
    assert flight.item.opacity() == 1.0 and not layer.isVisible()
    win.close_game()


def test_pieces_that_appear_fade_in_and_those_that_go_fade_out(qtbot):
    win = animated_window(qtbot)
    scene = next(s for s in win.page.table.scenes if s.pieces)
    zones, by_zone = scene._last
    zone_id, pieces = next((z, p) for z, p in by_zone.items() if p)
    gone = pieces[0]
    new = dataclasses.replace(gone, id="new-piece")
    changed = {**by_zone, zone_id: [new, *pieces[1:]]}
    scene.sync(zones, changed, {}, str)
    arriving = scene.item("new-piece")
    assert arriving is not None and arriving.opacity() < 1.0
    [leaving] = scene._leaving
    assert leaving.target_id == gone.id and leaving.isVisible() and not leaving.targetable
    assert scene.item(gone.id) is None  # no longer part of the table: nothing to click
    qtbot.waitUntil(lambda: not scene.fading(), timeout=3000)
    assert arriving.opacity() == 1.0 and not leaving.isVisible()
    win.close_game()


def test_with_animations_off_nothing_flies_or_fades(qtbot):
    win = animated_window(qtbot, "off")
    card = win.controller.session.state.hands[0][0]
    win.controller.apply(f"play {card}")
    layer = win.page.table.findChild(FlightLayer)
    assert layer is None or not layer.flying()
    assert not any(s.fading() or s.sliding() for s in win.page.table.scenes)
    win.close_game()


def test_what_the_game_did_by_itself_is_listed_over_the_table(qtbot):
    # issue 30: Nusfjord's fishing happened in one invisible jump
    from tabletop.core import CHANCE, GameConfig
    from tabletop.model.playout import play_session
    from tabletop.model.registry import load_game
    from tabletop.model.session import GameSession

    entry = load_game("nusfjord")
    config = GameConfig(players=3)
    played = play_session(entry.rules, config, "x", max_plies=40)
    win = MainWindow(bot_delay_ms=0, dialogs=False, autosave_games=False, screenshot_mode=True)
    qtbot.addWidget(win)
    win.open_session(GameSession.new(entry.rules, config, played.seed, played.seats), "nusfjord")
    win.resize(1280, 800)
    win.show()
    win.page.banner_ms = 2000
    card = win.page.summary
    seen: list[list[str]] = []
    for ply in played.plies:
        if ply.seat != CHANCE:
            win.controller.apply(ply.text)
            if card.isVisible():
                seen.append(card.lines)
                card.hide()
    fishing = [lines for lines in seen if any("catches" in line for line in lines)]
    assert fishing, seen
    assert all("{seat" not in line for line in fishing[0])  # players' names, not references
    assert "What just happened" in card.text()
    win.page.banner_ms = 0  # the setting says never: nothing shows
    win.controller.undo()
    assert not card.isVisible()
    win.close_game()
