"""The app shows players which component data are stand-ins, item by item."""

from __future__ import annotations

import pytest

from tabletop.model import paths
from tabletop.model.components import items_by_source
from tabletop.model.registry import GAME_IDS, load_game
from tabletop.qt.stand_in_dialog import StandInDialog


@pytest.mark.parametrize("game_id", GAME_IDS)
def test_dialog_lists_every_stand_in_item(game_id: str, qtbot) -> None:
    entry = load_game(game_id)
    readme = paths.resources_dir() / "games" / game_id / "README.md"
    dialog = StandInDialog(game_id, readme)
    qtbot.addWidget(dialog)
    rows = items_by_source(entry.data.components, "stand-in")
    assert len(rows) == entry.data.stand_ins
    assert dialog.table.rowCount() == entry.data.stand_ins
    if rows:
        assert dialog.table.item(0, 1).text() == rows[0][1]
