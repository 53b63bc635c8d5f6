"""The close look (issue 30, item 4): an item under the pointer drawn large beside it, with
its full text, kept on screen; opened for an item by a call too (the keyboard)."""

from __future__ import annotations

from PySide6.QtCore import QEvent, QPoint, QRect, QSize
from PySide6.QtWidgets import QGraphicsSceneHelpEvent

import tabletop.qt.main_window  # noqa: F401  (imported before the fake game is registered)
from tabletop.qt import close_look
from tabletop.qt.close_look import placed_beside

from . import fake_game
from .conftest import new_session, open_table


def start(window):
    session = new_session(2)
    window.open_session(session, fake_game.GAME_ID)
    window.controller.confirm_handoff()
    return session


def a_card(window, session):
    card = session.state.hands[0][0]
    scene = window.page.table.scene_of(card)
    return scene, scene.item(card)


def test_resting_on_a_card_opens_it_large_with_its_full_text(window, qtbot, monkeypatch):
    session = start(window)
    scene, item = a_card(window, session)
    look = close_look.shared()
    monkeypatch.setattr(look, "delay_ms", 10)
    item.hoverEnterEvent(None)  # what the scene sends when the pointer comes onto it
    qtbot.waitUntil(look.isVisible, timeout=2000)
    assert look.item is item
    assert look.text == item.reference_text() and item.piece.label in look.text
    # drawn large: far larger than the card on the table
    body = item.mapRectToScene(item.body_rect())
    on_table = scene.views()[0].mapFromScene(body).boundingRect()
    assert look.picture.width() >= 1.5 * on_table.width()
    assert not look.grab().toImage().isNull()
    item.hoverLeaveEvent(None)
    qtbot.waitUntil(lambda: not look.isVisible(), timeout=2000)
    assert look.item is None


def test_show_for_opens_at_once_beside_the_item_and_on_screen(window, qtbot):
    session = start(window)
    _scene, item = a_card(window, session)
    look = close_look.shared()
    look.show_for(item)
    assert look.isVisible() and look.item is item
    screen = window.screen().availableGeometry()
    assert screen.contains(look.geometry())
    zone = window.page.table.scenes[0].zones
    space = next(z for z in zone.values() if z.isVisible() and z.zone is not None)
    look.show_for(space)  # a space too, with what lies on it
    assert look.item is space and space.zone.title in look.text
    look.close_look()


def test_the_look_closes_when_its_item_leaves_the_table(window, qtbot):
    session = start(window)
    _scene, item = a_card(window, session)
    look = close_look.shared()
    look.show_for(item)
    window.open_session(new_session(2, seed="8"), fake_game.GAME_ID)  # another game: gone
    look.refresh()
    assert not look.isVisible()


def test_the_look_is_kept_on_screen_near_every_edge():
    screen = QRect(0, 0, 1280, 800)
    size = QSize(300, 320)
    for point in (QPoint(5, 5), QPoint(1275, 5), QPoint(5, 795), QPoint(1275, 795), QPoint(640, 400)):
        corner = placed_beside(QRect(point, QSize(1, 1)), size, screen)
        assert screen.contains(QRect(corner, size)), point
        # beside the pointer, never over it
        assert not QRect(corner, size).contains(point)


def test_board_items_show_no_tooltip_while_the_close_look_is_on(window):
    session = start(window)
    scene, item = a_card(window, session)
    close_look.shared().enabled = True
    event = QGraphicsSceneHelpEvent(QEvent.Type.GraphicsSceneHelp)
    event.setScenePos(item.sceneBoundingRect().center())
    event.ignore()
    scene.helpEvent(event)
    assert event.isAccepted()


def test_the_look_never_stays_over_the_pass_to_cover(window, qtbot):
    # a hand's card looked at when the turn passes must not show over the next person's cover
    session = start(window)
    _scene, item = a_card(window, session)
    look = close_look.shared()
    window.controller.apply("done")
    look.show_for(item)  # still Anna's screen: her result stays until End turn
    assert look.isVisible()
    window.controller.end_turn()
    assert window.stack.currentWidget() is window.cover
    qtbot.waitUntil(lambda: not look.isVisible(), timeout=2000)


def test_the_setting_turns_the_look_off_and_the_tooltips_back_on(window, qtbot):
    session = start(window)
    scene, item = a_card(window, session)
    window.apply_settings(window.settings.model_copy(update={"close_look": False}))
    look = close_look.shared()
    try:
        item.hoverEnterEvent(None)
        qtbot.wait(look.delay_ms + 100)
        assert not look.isVisible()
        event = QGraphicsSceneHelpEvent(QEvent.Type.GraphicsSceneHelp)
        event.setScenePos(item.sceneBoundingRect().center())
        event.ignore()
        scene.helpEvent(event)  # Qt's own tooltip handling runs (it accepts when it shows one)
        assert item.toolTip()
    finally:
        window.apply_settings(window.settings.model_copy(update={"close_look": True}))
    assert look.enabled


def test_the_close_look_key_opens_it_on_the_ringed_item(qtbot):
    from PySide6.QtCore import Qt
    from PySide6.QtTest import QTest


    window = open_table(qtbot, "harvest_island", "keys")
    QTest.keyClick(window, Qt.Key.Key_Tab)
    stop = window.keys.current
    item = stop.scene.item(stop.target)
    QTest.keyClick(window, Qt.Key.Key_Z)  # the close look's key (model.keymap)
    look = close_look.shared()
    assert look.isVisible() and look.item is item
    look.close_look()
    window.close_game()


def test_a_card_under_its_neighbour_shows_its_name_in_the_look(window, monkeypatch):
    # on the table the next card of a fan lies over this one's name; alone, large, it shows
    session = start(window)
    scene, item = a_card(window, session)
    item.set_covered(True)
    painted: list[str] = []
    monkeypatch.setattr(
        scene.render_context, "probe", lambda px, text, elided, unlabelled: painted.append(text)
    )
    look = close_look.shared()
    look.show_for(item)
    look.picture.grab()
    assert item.piece.label in painted
    assert item.covered  # the table's card is as it was
    look.close_look()
