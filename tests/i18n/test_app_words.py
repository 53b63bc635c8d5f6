"""The app shows a game's own words in the language in force: its META (New Game, welcome,
window title), its layout's board titles, and icons chosen for translated resource names."""

from __future__ import annotations

import pytest

from tabletop.model import language
from tabletop.model.registry import GAME_IDS, game_meta, load_game


@pytest.fixture
def german():
    language.use_language("de")
    yield
    language.use_language("en")


@pytest.mark.parametrize("game_id", GAME_IDS)
def test_meta_words_are_shown_translated(german, game_id):
    english = load_game(game_id).rules.meta  # the engine keeps its English META
    shown = game_meta(game_id)
    assert shown.id == english.id and shown.player_counts == english.player_counts
    assert shown.summary != english.summary
    assert [v.id for v in shown.variants] == [v.id for v in english.variants]
    assert load_game(game_id).meta.summary == shown.summary


@pytest.mark.parametrize("game_id", GAME_IDS)
def test_board_titles_are_the_games_words(qapp, german, game_id):
    from tabletop.qt.table_view import board_instances

    layout = load_game(game_id).layout
    english = {b.title for b in layout.boards}
    shown = {title for _board, _seat, title in board_instances(layout, 2)}
    assert shown and not (shown & english - {"Madeira", "Saltfjord", "Nusfjord"}), shown


def test_translated_resource_names_keep_their_icons(qapp, german):
    from tabletop.qt.face_note import amounts

    assert amounts("4 Holz, 3 Fisch") == [("4", "wood"), ("3", "fish")]
    language.use_language("ja")
    assert amounts("木材3・魚1") == [("3", "wood"), ("1", "fish")]
    language.use_language("en")
    assert amounts("2 wood, 1 gold") == [("2", "wood"), ("1", "gold")]
    assert amounts("bread · 10/7 PP") == []
