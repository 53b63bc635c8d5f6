"""How to play, in the app: Help → How to play and New Game's button show the guide."""

from __future__ import annotations

import pytest

from tabletop.model.guide import guide_path, how_to_play
from tabletop.model.registry import GAME_IDS, game_meta
from tabletop.qt.guide_dialog import GuideDialog
from tabletop.qt.new_game_dialog import NewGameDialog

from .test_play import start


@pytest.mark.parametrize("game_id", GAME_IDS)
def test_every_game_has_a_guide_with_its_rules_readings_and_stand_ins(game_id: str) -> None:
    meta = game_meta(game_id)
    assert guide_path(game_id).is_file(), f"{game_id}: no how-to-play.md"
    text = how_to_play(game_id, meta.title)
    for heading in ("Setup", "turn", "Scoring", "end of the game"):
        assert heading.lower() in text.lower(), f"{game_id}: the guide says nothing of {heading}"
    for variant in meta.variants:
        assert variant.title.lower() in text.lower(), f"{game_id}: {variant.title} is not explained"
    assert "Readings of unclear rules" in text and "stand-in" in text.lower()


def test_the_guide_renders_in_the_app(qtbot) -> None:
    dialog = GuideDialog(GAME_IDS[0], game_meta(GAME_IDS[0]).title)
    qtbot.addWidget(dialog)
    assert "How to play" in dialog.windowTitle()
    assert len(dialog.text.toPlainText()) > 500


def test_help_names_the_game_in_play_and_new_game_opens_the_chosen_guide(window, qtbot):
    assert window.act_how_to_play.text() == "&How to play…"
    start(window, 2)
    assert window.controller.meta.title in window.act_how_to_play.text()
    window.help.how_to_play()
    assert window.help.guide_dialog.windowTitle().startswith("How to play")
    dialog = NewGameDialog(parent=window)
    qtbot.addWidget(dialog)
    dialog.show_guide()
    assert dialog.guide is not None and dialog.current().meta.title in dialog.guide.windowTitle()
