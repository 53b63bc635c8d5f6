"""Component data: bundled files validate, stand-ins are counted, data packs override or are refused."""

from __future__ import annotations

import json
import shutil

import pytest

from tabletop.core import DataError
from tabletop.model import paths
from tabletop.model.components import load_game_data
from tabletop.model.registry import GAME_IDS, all_meta, clear_cache, definition, load_game


@pytest.mark.parametrize("game_id", GAME_IDS)
def test_bundled_data_validates_and_every_item_names_its_source(game_id: str) -> None:
    data = load_game_data(game_id, definition(game_id).schema)
    assert sum(data.source_counts.values()) > 0
    assert set(data.source_counts) <= {"rulebook", "public", "stand-in"}
    assert data.overridden == ()
    readme = paths.resources_dir() / "games" / game_id / "README.md"
    assert readme.is_file() and "stand-in" in readme.read_text().lower()


def test_registry_lists_metadata() -> None:
    metas = all_meta()
    assert [m.id for m in metas] == list(GAME_IDS)
    for meta in metas:
        assert meta.min_players <= meta.max_players
        assert meta.rules_version


def test_unknown_game_is_a_data_error() -> None:
    with pytest.raises(DataError, match="unknown game"):
        load_game("monopoly")


@pytest.mark.parametrize("game_id", GAME_IDS)
def test_a_valid_data_pack_overrides_the_bundled_file(game_id: str, isolated_user_data) -> None:
    pack = isolated_user_data / "datapacks" / game_id
    pack.mkdir(parents=True)
    source = paths.resources_dir() / "games" / game_id / "components.json"
    shutil.copy(source, pack / "components.json")
    clear_cache()
    try:
        entry = load_game(game_id)
        assert entry.data.overridden == ("components.json",)
    finally:
        clear_cache()


@pytest.mark.parametrize("game_id", GAME_IDS)
def test_an_invalid_data_pack_is_refused_naming_the_field(game_id: str, isolated_user_data) -> None:
    pack = isolated_user_data / "datapacks" / game_id
    pack.mkdir(parents=True)
    source = paths.resources_dir() / "games" / game_id / "components.json"
    data = json.loads(source.read_text())
    data["schema_version"] = 99
    (pack / "components.json").write_text(json.dumps(data))
    clear_cache()
    try:
        with pytest.raises(DataError, match="schema_version"):
            load_game(game_id)
        (pack / "components.json").write_text("{ not json")
        clear_cache()
        with pytest.raises(DataError, match="not valid JSON"):
            load_game(game_id)
    finally:
        clear_cache()


def test_stand_ins_count_only_the_deck_in_play() -> None:
    """Nusfjord's other decks (Besøkende, Mackerel, ...) replace the Herring deck: a game
    counts the deck in play only; Mixing Decks counts its three decks."""
    from tabletop.model.components import items_by_source

    entry = load_game("nusfjord", use_datapacks=False)
    data = entry.data
    decks = ("buildings", "besokende", "mackerel", "codfish", "plaice", "salmon")
    count = {d: len(items_by_source(data.components[d], "stand-in")) for d in decks}
    assert all(count.values())
    rest = data.stand_ins - sum(count.values())  # everything that is not a building
    assert data.stand_ins_in_play(entry.meta, ()) == rest + count["buildings"]
    assert data.stand_ins_in_play(entry.meta, ("besokende",)) == rest + count["besokende"]
    mixed = ("mix_decks", "herring", "besokende", "salmon")
    assert data.stand_ins_in_play(entry.meta, mixed) == (
        rest + count["buildings"] + count["besokende"] + count["salmon"])
    other = load_game("harvest_island", use_datapacks=False)
    assert other.data.stand_ins_in_play(other.meta, ()) == other.data.stand_ins
