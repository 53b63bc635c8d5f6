"""The table against the fake game: targets, chooser, buttons, hand-off privacy, undo/redo."""

from __future__ import annotations

import logging

from PySide6.QtCore import Qt
from PySide6.QtTest import QTest

from tabletop.qt.items import PieceItem, ZoneItem

from . import fake_game
from .conftest import new_session


def scene_ids(win) -> set[str]:
    return {pid for scene in win.page.table.scenes for pid in scene.pieces}


def every_piece_item_id(win) -> set[str]:
    """The piece ids of every piece item in the scenes, hidden spares included."""
    return {
        i.piece.id for s in win.page.table.scenes for i in s.items() if isinstance(i, PieceItem)
    }


def find_item(win, item_id: str) -> ZoneItem | PieceItem:
    scene = win.page.table.scene_of(item_id)
    assert scene is not None, f"{item_id} is not drawn"
    return scene.item(item_id)


def start(win, qtbot, players: int = 2, **kw):
    session = new_session(players, **kw)
    win.open_session(session, fake_game.GAME_ID)
    return session


def take_seat(win, qtbot) -> None:
    assert win.stack.currentWidget() is win.cover
    qtbot.mouseClick(win.cover.button, Qt.MouseButton.LeftButton)
    assert win.stack.currentWidget() is win.page


def test_cover_hides_hands_until_the_player_confirms(window, qtbot):
    session = start(window, qtbot)
    assert window.stack.currentWidget() is window.cover
    assert "Anna" in window.cover.title.text()
    image = window.grab()
    assert not image.isNull()
    assert not every_piece_item_id(window) & fake_game.private_piece_ids(session.state)
    assert all(not i.targetable for s in window.page.table.scenes for i in s.target_items())
    take_seat(window, qtbot)
    shown = scene_ids(window)
    assert set(session.state.hands[0]) <= shown
    assert not shown & set(session.state.hands[1])


def test_click_a_highlighted_zone_then_undo_and_redo(window, qtbot):
    session = start(window, qtbot)
    take_seat(window, qtbot)
    spot = find_item(window, "spot:2")
    assert spot.targetable and "Claim spot 3" in spot.toolTip()
    view = next(v for v in window.page.table.views() if v.scene() is spot.scene())
    point = view.mapFromScene(spot.sceneBoundingRect().center())
    assert view.cursor_shape_at(point) == Qt.CursorShape.PointingHandCursor
    spot.activate()
    assert session.history[-1] == "claim spot:2"
    assert "worker:0:2" in scene_ids(window)
    assert not find_item(window, "spot:3").targetable  # one claim per turn
    assert window.act_undo.isEnabled()
    window.act_undo.trigger()
    assert session.history[-1] != "claim spot:2"
    assert "worker:0:2" not in scene_ids(window)
    assert window.act_redo.isEnabled()
    window.act_redo.trigger()
    assert session.history[-1] == "claim spot:2"
    assert "worker:0:2" in scene_ids(window)


def test_mouse_click_on_the_view_applies_the_action(window, qtbot):
    session = start(window, qtbot)
    take_seat(window, qtbot)
    item = find_item(window, "spot:4")
    view = next(v for v in window.page.table.views() if v.scene() is item.scene())
    point = view.mapFromScene(item.sceneBoundingRect().center())
    QTest.mouseClick(
        view.viewport(), Qt.MouseButton.LeftButton, Qt.KeyboardModifier.NoModifier, point
    )
    qtbot.waitUntil(lambda: session.history[-1] == "claim spot:4", timeout=2000)


def test_items_are_reconciled_by_id_not_rebuilt(window, qtbot):
    start(window, qtbot)
    take_seat(window, qtbot)
    before = {pid: id(item) for s in window.page.table.scenes for pid, item in s.pieces.items()}
    find_item(window, "spot:1").activate()
    after = {pid: id(item) for s in window.page.table.scenes for pid, item in s.pieces.items()}
    kept = set(before) & set(after)
    assert kept and all(before[k] == after[k] for k in kept)
    assert set(after) - set(before) == {"worker:0:1"}


def test_a_target_with_two_actions_opens_the_chooser(window, qtbot):
    session = start(window, qtbot)
    take_seat(window, qtbot)
    card = session.state.hands[0][0]
    item = find_item(window, card)
    assert item.targetable and "Click to choose" in item.toolTip()
    offered = []

    def choose(target, options):
        offered.append([label for label, _ in options])
        return next(a for _, a in options if a.verb == "discard")

    item.scene().chooser = choose
    item.activate()
    play = f"Play this card to the market (+{fake_game.card_value(card)} coins)"
    assert offered == [[play, "Discard this card"]]
    assert f"discard {card}" in session.history[-2:]
    assert card not in scene_ids(window)


def test_done_button_hands_over_and_hides_the_previous_hand(window, qtbot):
    session = start(window, qtbot)
    take_seat(window, qtbot)
    anna = set(session.state.hands[0])
    buttons = window.page.bar.buttons
    assert [b.text() for b in buttons] == ["Finish the turn"]
    assert "Anna" in window.page.bar.prompt.text()
    qtbot.mouseClick(buttons[0], Qt.MouseButton.LeftButton)
    assert session.history[-1] == "done"
    # Anna still sees how her turn ended, and may take it back, until she ends it
    assert window.stack.currentWidget() is window.page and anna <= scene_ids(window)
    assert window.act_undo.isEnabled()
    assert [b.text() for b in window.page.bar.buttons] == ["End turn"]
    qtbot.mouseClick(window.page.bar.buttons[0], Qt.MouseButton.LeftButton)
    assert window.stack.currentWidget() is window.cover and "Ben" in window.cover.title.text()
    assert not every_piece_item_id(window) & (anna | set(session.state.hands[1]))
    assert not window.act_undo.isEnabled()
    take_seat(window, qtbot)
    assert set(session.state.hands[1]) <= scene_ids(window)
    assert not scene_ids(window) & anna


def test_log_shows_public_text_only(window, qtbot):
    session = start(window, qtbot)
    take_seat(window, qtbot)
    find_item(window, "spot:0").activate()
    lines = window.page.log.lines()
    assert lines[-1] == "Anna claims spot 1"  # a sentence, not the chooser's "claim spot 1"
    assert "Anna draws a card" in lines  # {seat0} filled with the name
    assert window.page.status.text() == "Turn 1 of 8 · Anna to play"
    assert not any(card in line for line in lines for card in fake_game.CARDS)
    card = session.state.hands[0][0]
    window.controller.apply(f"discard {card}")  # no events: the log falls back to describe
    window.controller.apply("done")
    window.controller.end_turn()
    take_seat(window, qtbot)
    # a hidden card's choice is not announced ("made a hidden choice"): nobody at a table says it
    assert not any("hidden" in line or "discard" in line for line in window.page.log.lines())


def test_bots_play_from_a_timer_and_the_human_keeps_the_view(window, qtbot):
    session = start(window, qtbot, bots=(1,))
    assert window.stack.currentWidget() is window.page  # one human: nobody to hide from
    window.controller.apply("done")
    assert not window.controller.bots.thinking  # Anna sees her result first
    window.controller.end_turn()
    qtbot.waitUntil(lambda: session.seat_to_act() == 0, timeout=3000)
    assert window.controller.viewer == 0
    assert set(session.state.hands[0]) <= scene_ids(window)
    assert not scene_ids(window) & set(session.state.hands[1])


def test_an_illegal_action_is_reported_not_raised(window, qtbot, monkeypatch):
    start(window, qtbot)
    shown = []
    monkeypatch.setattr(window, "message", lambda title, text: shown.append(text))
    assert window.controller.apply("claim spot:99") is False
    assert shown and "not allowed" in shown[0]


def test_unknown_zone_in_the_view_is_skipped_with_one_warning(window, qtbot, caplog):
    with caplog.at_level(logging.WARNING, logger="tabletop.qt.table_view"):
        start(window, qtbot, ghost="yes")
        take_seat(window, qtbot)
        window.controller.apply("claim spot:0")
    warnings = [r for r in caplog.records if "'ghost'" in r.getMessage()]
    assert len(warnings) == 1
    assert "ghost:1" not in scene_ids(window)


def test_game_over_reaches_the_end_with_bots(window, qtbot):
    session = new_session(2, bots=(0, 1))
    ended = []
    window.open_session(session, fake_game.GAME_ID)
    window.controller.game_over.connect(lambda: ended.append(True))
    qtbot.waitUntil(lambda: session.is_over, timeout=5000)
    assert ended == [True]
    assert window.page.bar.prompt.text().startswith("Game over")
    assert window.page.bar.buttons == []


def test_a_click_on_something_not_clickable_says_why(window, qtbot):
    """Issue 35: a click that chooses nothing said nothing; the bar's hint line says why."""
    session = start(window, qtbot)
    take_seat(window, qtbot)
    window.controller.apply("claim spot:2")  # one claim a turn: the other spots are not choices
    item = find_item(window, "spot:4")
    assert not item.targetable
    view = next(v for v in window.page.table.views() if v.scene() is item.scene())
    point = view.mapFromScene(item.sceneBoundingRect().center())
    QTest.mouseClick(view.viewport(), Qt.MouseButton.LeftButton, Qt.KeyboardModifier.NoModifier, point)
    hint = window.page.bar.hint.text()
    assert "can't be chosen now" in hint or "not one of the choices" in hint, hint
    assert session.history[-1] == "claim spot:2"
