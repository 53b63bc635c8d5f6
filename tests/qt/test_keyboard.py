"""Playing from the keyboard: the ring, Tab, arrows, boards, the bar's digits, Escape, Return
as End turn, and keys changed in Settings."""

from __future__ import annotations

import pytest
from PySide6.QtCore import Qt
from PySide6.QtGui import QColor
from PySide6.QtTest import QTest
from PySide6.QtWidgets import QLabel

from tabletop.model.keymap import clashes, keys_for
from tabletop.model.settings import Settings, read_settings, save_settings
from tabletop.qt.focus_mark import BADGE_NAME, RING_LIGHT
from tabletop.qt.keys_dialog import KeysDialog, KeysEditor

from .conftest import open_table


@pytest.fixture
def table(qtbot):
    window = open_table(qtbot, "harvest_island", "keys")
    yield window
    window.close_game()


def key(window, k, mods=Qt.KeyboardModifier.NoModifier) -> None:
    QTest.keyClick(window, k, mods)


def test_tab_rings_the_first_target_and_the_ring_is_seen(table) -> None:
    keys = table.keys
    assert keys.current is None
    key(table, Qt.Key.Key_Tab)
    stop = keys.current
    assert stop is not None and stop == keys.stops()[0] and stop.scene is not None
    ring = stop.scene.focus_ring
    assert ring.isVisible()
    item = stop.scene.item(stop.target)
    assert ring.boundingRect().contains(item.sceneBoundingRect().center())
    view = table.page.table.frames[table.page.table.scenes.index(stop.scene)].view
    image = view.grab().toImage()
    yellow = sum(
        1 for x in range(0, image.width(), 2) for y in range(0, image.height(), 2)
        if _near(image.pixelColor(x, y), RING_LIGHT)
    )
    assert yellow > 20, "the ring is not drawn"
    assert table.page.reference.text == item.reference_text()  # what it is, without a mouse


def _near(a: QColor, b: QColor) -> bool:
    return abs(a.red() - b.red()) + abs(a.green() - b.green()) + abs(a.blue() - b.blue()) < 60


def test_tab_goes_through_every_choice_then_the_bar_and_wraps(table) -> None:
    keys = table.keys
    stops = keys.stops()
    seen = []
    for _ in stops:
        key(table, Qt.Key.Key_Tab)
        seen.append(keys.current)
    assert seen == stops
    key(table, Qt.Key.Key_Tab)
    assert keys.current == stops[0]
    key(table, Qt.Key.Key_Tab, Qt.KeyboardModifier.ShiftModifier)
    assert keys.current == stops[-1]


def test_arrows_move_to_the_nearest_target_that_way(table) -> None:
    keys = table.keys
    key(table, Qt.Key.Key_Tab)
    first = keys.current
    centre = first.scene.item(first.target).sceneBoundingRect().center()
    key(table, Qt.Key.Key_Right)
    moved = keys.current
    assert moved != first and moved.scene is first.scene
    assert moved.scene.item(moved.target).sceneBoundingRect().center().x() > centre.x()
    key(table, Qt.Key.Key_Left)
    assert keys.current == first


def test_escape_drops_the_ring_and_return_then_ends_the_turn(table) -> None:
    keys, session = table.keys, table.controller.session
    key(table, Qt.Key.Key_Tab)
    key(table, Qt.Key.Key_Escape)
    assert keys.current is None
    assert not any(getattr(s, "focus_ring", None) and s.focus_ring.isVisible()
                   for s in table.page.table.scenes)
    for _ in range(40):  # play the first target until the turn is over
        if session.turn_over is not None:
            break
        key(table, Qt.Key.Key_Tab)
        key(table, Qt.Key.Key_Return)
    assert session.turn_over is not None
    assert keys.current is None
    key(table, Qt.Key.Key_Return)
    assert session.turn_over is None


def test_the_bar_buttons_show_their_digit_and_answer_to_it(table) -> None:
    session = table.controller.session
    for _ in range(40):
        if session.turn_over is not None:
            break
        key(table, Qt.Key.Key_Tab)
        key(table, Qt.Key.Key_Return)
    buttons = table.page.bar.buttons
    assert buttons and buttons[0].text() == "End turn"
    badge = buttons[0].findChild(QLabel, BADGE_NAME)
    assert badge is not None and badge.text() == "1" and not badge.isHidden()
    assert badge.geometry().right() < 12  # inside the button's padding, off its label
    assert "Key 1" in buttons[0].accessibleDescription()
    key(table, Qt.Key.Key_1)
    assert session.turn_over is None


def test_f6_jumps_from_board_to_board_then_the_bar(table) -> None:
    keys = table.keys
    groups = keys.boards()
    key(table, Qt.Key.Key_F6)
    assert keys.current == groups[0][1][0]
    for _ in range(len(groups)):
        key(table, Qt.Key.Key_F6)
    assert keys.current is not None
    assert keys.current.button is not None or len(table.page.bar.buttons) == 0


def test_keys_changed_in_settings_are_used_and_kept(table) -> None:
    editor = KeysEditor({})
    editor.fields["next"].setText("N")
    overrides = editor.overrides()
    assert overrides == {"next": "N"}
    table.apply_settings(table.settings.model_copy(update={"keys": overrides}))
    assert read_settings()[0].keys == {"next": "N"}
    key(table, Qt.Key.Key_N)
    assert table.keys.current == table.keys.stops()[0]
    save_settings(Settings())


def test_help_lists_the_keys() -> None:
    assert keys_for({})["act"] == ["Return", "Enter", "Space"]
    assert clashes(keys_for({})) == []
    assert clashes(keys_for({"back": "Tab"}))


def test_help_keys_dialog(table) -> None:
    table.help.show_keys()
    dialog = table.help.keys_dialog
    assert isinstance(dialog, KeysDialog)
    cells = [dialog.table.item(r, 0).text() for r in range(dialog.table.rowCount())]
    whats = [dialog.table.item(r, 1).text() for r in range(dialog.table.rowCount())]
    assert "Tab" in cells and any("End turn" in w for w in whats)
    assert any("Undo" in w for w in whats)  # the menus' keys too


def test_z_opens_the_close_look_at_the_ring_and_escape_closes_it(table) -> None:
    from tabletop.qt import close_look

    key(table, Qt.Key.Key_Tab)
    stop = table.keys.current
    key(table, Qt.Key.Key_Z)
    look = close_look.current()
    assert look is not None and look.isVisible()
    assert look.item is stop.scene.item(stop.target)
    key(table, Qt.Key.Key_Escape)
    assert not look.isVisible()
    assert table.keys.current == stop  # the first Escape closes the look, not the ring


def test_keys_in_the_outline_stay_the_outlines(table) -> None:
    """With the ring on the table, Return in the outline dock makes the outline's move."""
    table.access.dock.show()
    key(table, Qt.Key.Key_Tab)
    ringed = table.keys.current
    choices = table.access.choices
    choices.setFocus()
    choices.setCurrentRow(choices.count() - 1)
    QTest.keyClick(choices, Qt.Key.Key_Down)  # the list's own arrow, not the ring's
    assert table.keys.current == ringed
    session = table.controller.session
    before = session.ply
    QTest.keyClick(choices, Qt.Key.Key_Return)
    assert session.ply == before + 1
