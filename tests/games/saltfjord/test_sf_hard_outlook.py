"""Hard's value of the stored cubes (``bot_eval.cube_outlook``): nearer what an order pays for
them than Normal's values, added to Hard's values only, and fading as the game's end nears."""

from __future__ import annotations

from dataclasses import replace

import pytest

from tabletop.games.saltfjord.bot_eval import HARD_GOLD, HARD_LEVEL1, HARD_LEVEL2, cube_outlook
from tabletop.model.greedy import values

from .helpers import res, rules, setup_to_play, with_player


def _stocked(state, seat=0):
    return with_player(state, seat, res=res(fish=4, wood=1, grain=1, food=2, gold=1))


def test_each_cube_counts_by_its_level_and_fish_count_nothing():
    st = _stocked(setup_to_play(4))
    assert st.round == 1
    expected = 2 * HARD_LEVEL1 + 2 * HARD_LEVEL2 + HARD_GOLD  # the 4 fish add nothing
    assert cube_outlook(rules(), st, 0) == pytest.approx(expected)


def test_round_three_counts_less_and_a_retired_seat_nothing():
    st = _stocked(setup_to_play(4))
    early = cube_outlook(rules(), st, 0)
    last = replace(st, round=3)
    assert cube_outlook(rules(), last, 0) == pytest.approx(0.6 * early)
    retired = with_player(last, 0, retired=True)
    assert cube_outlook(rules(), retired, 0) == 0.0
    assert cube_outlook(rules(), replace(st, phase="over"), 0) == 0.0  # the final score alone


def test_only_hard_values_the_cubes_so():
    st = _stocked(setup_to_play(4))
    normal, hard = values(rules(), st), values(rules(), st, hard=True)
    for seat in range(4):
        assert hard[seat] - normal[seat] == pytest.approx(cube_outlook(rules(), st, seat))
    assert hard[0] > normal[0]
