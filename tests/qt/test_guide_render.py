"""Every game's guide renders in the app as formatted text (issue 35, the guide fixes)."""

from __future__ import annotations

import re

import pytest

from tabletop.model.registry import GAME_IDS, game_meta
from tabletop.qt.guide_dialog import GuideDialog


@pytest.mark.parametrize("game_id", GAME_IDS)
def test_the_guide_renders_without_markdown_marks_and_with_its_sections(qtbot, game_id: str) -> None:
    dialog = GuideDialog(game_id, game_meta(game_id).title)
    qtbot.addWidget(dialog)
    shown = dialog.text.toPlainText()
    assert "**" not in shown, f"{game_id}: bold marks shown as text"
    assert not re.search(r"^#+ ", shown, re.M), f"{game_id}: a heading shown as text"
    for heading in ("Setup", "End of the game"):
        assert re.search(rf"^{heading}", shown, re.M | re.I), f"{game_id}: no {heading} heading"
    if game_id == "madeira":  # the sections the guide promised and now has
        assert re.search(r"^Guild tiles$", shown, re.M) and re.search(r"^Two and three players$", shown, re.M)
