"""A data pack's numbers that drive combinatorics are bounded in the schema, and the check's
seeded games are bounded in time and in choices per position: ``"pirate_dice": 9`` once cost
40 s and 2.7 GB before New Game opened, 12 ran out of memory."""

from __future__ import annotations

import time

import pytest

from tabletop.model import registry

from .test_bad_files import _pack, _pack_refused


def _set(path: tuple, value):
    def change(d):
        at = d
        for key in path[:-1]:
            at = at[key]
        at[path[-1]] = value
    return change


@pytest.mark.parametrize("dice", [4, 9, 12, 40])
def test_madeira_pirate_dice_beyond_the_bound_are_refused_at_once(isolated_user_data, dice) -> None:
    _pack(isolated_user_data, "madeira", "components.json", _set(("rules", "pirate_dice"), dice))
    start = time.perf_counter()
    message = _pack_refused("madeira", "pirate_dice")
    assert time.perf_counter() - start < 2.0
    assert "components.json" in message


def test_madeira_dice_with_too_many_faces_are_refused(isolated_user_data) -> None:
    _pack(isolated_user_data, "madeira", "components.json",
          _set(("rules", "pirate_die_faces"), list(range(1, 13)) * 2))
    _pack_refused("madeira", "pirate_die_faces")


def test_madeira_a_smaller_pirate_die_may_be_rolled_more_often(isolated_user_data) -> None:
    def change(d):
        d["rules"].update(pirate_dice=4, pirate_die_faces=[1, 2, 3, 4])  # 27 * 256 outcomes
    _pack(isolated_user_data, "madeira", "components.json", change)
    registry.clear_cache()
    try:
        assert registry.load_game("madeira").rules.tables.pirate_dice == 4
    finally:
        registry.clear_cache()


@pytest.mark.parametrize(
    ("game_id", "path", "value", "field"),
    [
        ("nusfjord", ("setup", "workers"), 11, "workers"),
        ("nusfjord", ("setup", "rounds"), 21, "rounds"),
        ("nusfjord", ("harbor", "cols"), 13, "cols"),
        ("harvest_island", ("fertilizer", "count"), 61, "count"),
        ("orchard_ocean", ("constants", "rounds"), 31, "rounds"),
        ("saltfjord", ("boat", "basic_spaces"), 11, "basic_spaces"),
    ],
)
def test_counts_that_drive_the_choices_are_bounded(isolated_user_data, game_id, path, value, field) -> None:
    _pack(isolated_user_data, game_id, "components.json", _set(path, value))
    message = _pack_refused(game_id, field)
    assert "less than or equal" in message


def test_the_seeded_check_game_is_bounded_in_time(isolated_user_data, monkeypatch) -> None:
    monkeypatch.setattr(registry, "MAX_PACK_SECONDS", 0.0)
    _pack(isolated_user_data, "madeira", "components.json", lambda d: None)
    assert "too slow to play" in _pack_refused("madeira", "The data pack for Madeira")


def test_the_seeded_check_game_is_bounded_in_choices_per_position(isolated_user_data, monkeypatch) -> None:
    monkeypatch.setattr(registry, "MAX_PACK_CHOICES", 10)
    _pack(isolated_user_data, "madeira", "components.json", lambda d: None)
    assert "choices or outcomes" in _pack_refused("madeira", "The data pack for Madeira")
