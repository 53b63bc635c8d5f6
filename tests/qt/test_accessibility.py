"""A table a screen reader can read and play: names in words, the outline and the choices
(activating one acts as a click does), and spoken news of each move and decision."""

from __future__ import annotations

import pytest
from PySide6.QtCore import QItemSelectionModel, Qt
from PySide6.QtGui import QAccessible
from PySide6.QtTest import QTest
from PySide6.QtWidgets import QLabel

from tabletop.qt.table_outline import STOP_ROLE

from .conftest import open_table


@pytest.fixture
def table(qtbot):
    window = open_table(qtbot, "madeira", "a11y", (1400, 900))
    yield window
    window.close_game()


def test_the_window_parts_have_names_and_rich_labels_read_as_words(table) -> None:
    page = table.page
    for part in (page.bar, page.table, page.players, page.log, page.reference, page.history):
        assert part.accessibleName() and part.accessibleDescription()
    assert table.cover.accessibleName() == "Pass the table"
    rich = [w for w in page.findChildren(QLabel)
            if w.textFormat() != Qt.TextFormat.PlainText and w.text() and not w.isHidden()]
    assert rich
    for label in rich:
        name = label.accessibleName()
        assert name and "<" not in name and "\ufffc" not in name, label.text()
    cells = [w for w in page.players.findChildren(QLabel) if "<img" in w.text()]
    assert cells and all(":" in c.accessibleName() for c in cells)  # "Coins: 8", not a picture


def test_the_outline_lists_the_boards_and_marks_the_choices(table) -> None:
    table.access.dock.show()
    outline, choices = table.access.outline, table.access.choices
    boards = [outline.topLevelItem(i).text(0) for i in range(outline.topLevelItemCount())]
    assert any("Cities, markets and colonies" in b and "to choose" in b for b in boards)
    marked = [i for i in outline._walk() if i.data(0, STOP_ROLE) is not None]
    assert len(marked) == len([s for s in table.keys.stops() if s.button is None])
    assert all(" — choose" in i.text(0) for i in marked)
    assert choices.count() == len(table.keys.stops())
    face = QAccessible.queryAccessibleInterface(outline)
    assert face is not None and face.childCount() > 0  # reachable by assistive technology


def test_return_on_a_choice_makes_that_move(table) -> None:
    table.access.dock.show()
    session, choices = table.controller.session, table.access.choices
    before = session.ply
    choices.setFocus()
    choices.setCurrentRow(0)
    QTest.keyClick(choices, Qt.Key.Key_Return)
    assert session.ply == before + 1


def test_a_screen_readers_activate_on_a_choice_makes_that_move(table, qtbot) -> None:
    """AT-SPI's Toggle selects the entry without moving the current one: that acts."""
    table.access.dock.show()
    session, choices = table.controller.session, table.access.choices
    before = session.ply
    stop = choices.item(2).data(STOP_ROLE)
    wanted = stop.scene.actions_for(stop.target)
    choices.selectionModel().select(choices.model().index(2, 0),
                                    QItemSelectionModel.SelectionFlag.Select)
    qtbot.waitUntil(lambda: session.ply == before + 1, timeout=2000)
    assert session.plies[-1].action in wanted


def test_each_move_and_decision_is_announced(table) -> None:
    said: list[str] = []
    table.access.announce = said.append  # the refresh calls it
    table.keys.announce = said.append
    QTest.keyClick(table, Qt.Key.Key_Tab)
    assert said and "Click" in said[-1]  # the ringed place, read out
    QTest.keyClick(table, Qt.Key.Key_Return)
    news = said[-1]
    assert "Ann" in news or "Bo" in news  # the log line of the move, with the player's name
    assert table.page.bar.prompt.text().split(" — ")[0] in news  # the new prompt


def test_the_end_table_and_dialogs_have_names() -> None:
    from tabletop.qt.keys_dialog import KeysEditor

    editor = KeysEditor({})
    assert all(f.accessibleName() for f in editor.fields.values())
