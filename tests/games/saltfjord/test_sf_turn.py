"""Rulebook examples of Action A (take a die), activating buildings and building tiles."""

from __future__ import annotations

from dataclasses import replace

import pytest

from tabletop.core import IllegalActionError

from .helpers import play, res, rules, setup_to_play, with_player


def sq(code: str) -> int:
    return rules().tables.square_index[code]


def grid(**cells: str) -> tuple[int, ...]:
    """A grid from cells named c<col>r<row> (1-based)."""
    g = [0] * 36
    for name, code in cells.items():
        col, row = int(name[1]), int(name[3])
        g[(row - 1) * 6 + col - 1] = sq(code)
    return tuple(g)


def at_main(players=2, **player):
    s = setup_to_play(players)
    s = replace(s, pool=(0, 0, 1, 0, 0, 0, 0, 0, 0, 0, 0, 1))  # a white 3 and an orange 6
    player.setdefault("res", res())
    player.setdefault("grid", (0,) * 36)
    player.setdefault("abilities", ())
    return with_player(s, s.seat, **player)


def test_take_a_die_and_pay_one_fish_to_change_it():
    # "Example (taking a die): David takes a white die with value 3, pays 1 fish to change it to a 4"
    s = at_main(res=res(fish=1), grid=grid(c4r2="wood", c4r5="paper"))
    seat = s.seat
    s = play(s, "take dice:3 white")
    lines = {a.args[0] for a in rules().legal_actions(s) if a.verb == "line"}
    assert lines == {f"col:{seat}:3", f"col:{seat}:2", f"col:{seat}:4"}  # 1 fish: 2..4 only
    s = play(s, f"line col:{seat}:4")
    assert s.players[seat].res[0] == 0
    assert s.players[seat].white == 1


def test_values_do_not_wrap_around():
    s = at_main(res=res(fish=4))
    s = play(s, "take dice:3 white")
    lines = {a.args[0] for a in rules().legal_actions(s) if a.verb == "line"}
    assert len(lines) == 6  # 1..6 reachable with 4 fish; 6 -> 1 would cost 5
    s2 = at_main(res=res(fish=2))
    s2 = replace(s2, pool=(1,) + (0,) * 11)
    s2 = play(s2, "take dice:1 white")
    assert {a.args[0][-1] for a in rules().legal_actions(s2) if a.verb == "line"} == {"1", "2", "3"}


def test_activating_a_column_top_to_bottom_the_die_ends_on_the_last_building():
    # "David activates the two buildings in column 4. The die is placed on the paper building."
    s = at_main(res=res(fish=1), grid=grid(c4r2="wood", c4r5="paper"))
    seat = s.seat
    s = play(s, "take dice:3 white", f"line col:{seat}:4", f"activate cell:{seat}:4,2")
    # once a building is activated, only buildings below it remain
    assert f"cell:{seat}:4,2" not in {a.args[0] for a in rules().legal_actions(s) if a.verb == "activate"}
    s = play(s, f"activate cell:{seat}:4,5", "done")
    p = s.players[seat]
    assert p.res[1] == 1 and p.res[3] == 1  # wood and paper produced
    assert p.occ[(5 - 1) * 6 + 3] == 1  # the white die sits on the paper building
    assert p.occ[(2 - 1) * 6 + 3] == 0
    assert s.seat != seat  # the turn passed


def test_activating_a_row_skips_blocked_buildings_and_may_stop_early():
    # "Mary activates two buildings in row 6 (paper and grain). The second building is blocked by a
    # die, and she chooses not to activate the last building. The die is placed on the grain building."
    occ = [0] * 36
    occ[5 * 6 + 2] = 1  # a die on (3,6)
    s = at_main(grid=grid(c1r6="paper", c3r6="wood", c4r6="grain", c6r6="fish"), occ=tuple(occ))
    seat = s.seat
    s = play(s, "take dice:6 orange", f"line row:{seat}:6")
    act = {a.args[0] for a in rules().legal_actions(s) if a.verb == "activate"}
    assert act == {f"cell:{seat}:1,6", f"cell:{seat}:4,6", f"cell:{seat}:6,6"}
    s = play(s, f"activate cell:{seat}:1,6", f"activate cell:{seat}:4,6", "done")
    p = s.players[seat]
    assert p.res[3] == 1 and p.res[2] == 1 and p.res[0] == 0
    assert p.occ[5 * 6 + 3] == 2  # the orange die on the grain building
    assert p.dice == ((1, 6, 5 * 6 + 3),)


def test_white_dice_limit_and_orange_limit_by_round():
    s = at_main(white=3)
    assert [a.args for a in rules().legal_actions(s) if a.verb == "take"] == [("dice:6", "orange")]
    s = at_main(orange=1)
    assert [a.args for a in rules().legal_actions(s) if a.verb == "take"] == [("dice:3", "white")]


def test_discarding_a_die_gives_one_fish():
    s = at_main()
    seat = s.seat
    s = play(s, "take dice:3 white", "discard")
    assert s.players[seat].res[0] == 1 and s.seat != seat


def test_building_a_small_tile_in_the_active_column_can_be_activated_below():
    # "If you place a building tile ... in the same row/column ... you may get to activate that
    # building on this turn, provided you place it ... below the building used for this action."
    s = at_main(res=res(wood=1), grid=grid(c3r1="build"))
    seat = s.seat
    stack = next(k for k, st in enumerate(rules().tables.stacks) if st[1] == "M1")
    sid = rules().tables.stacks[stack][0]
    s = replace(s, btops=tuple("M1-01" if k == stack else t for k, t in enumerate(s.btops)))
    s = play(s, "take dice:3 white", f"line col:{seat}:3", f"activate cell:{seat}:3,1",
             f"build stack:{sid}")
    while s.chance:
        s = rules().apply(s, rules().legal_actions(s)[0]).state
    s = play(s, f"place cell:{seat}:3,4 0")
    assert s.players[seat].res[1] == 0  # paid the wood
    s = play(s, f"activate cell:{seat}:3,4", "done")  # M1-01 is a wood building
    assert s.players[seat].res[1] == 1


def test_row_completion_pays_every_boardwalk_in_it():
    # "David completes a row and gains the reward from each boardwalk: 1 fish, 2 points, and 1 gold."
    g = grid(c1r2="wood", c2r2="walk:fish", c3r2="walk:vp2", c4r2="walk:gold", c5r2="grain")
    s = at_main(grid=g, res=res(wood=1))
    seat = s.seat
    from tabletop.games.saltfjord import building
    from tabletop.games.saltfjord.state import thaw
    w = thaw(s)
    building.place_tile(rules().tables, w, w.p(seat), "M1-01", 1 * 6 + 5, 0)
    p = w.freeze().players[seat]
    assert (p.res[0], p.vp, p.res[7]) == (1, 2, 1)


def test_row_and_column_completed_together_pay_the_crossing_twice():
    # "If you complete a row and column at the same time, you receive the reward from any boardwalk
    # at the intersection between the completed row and column twice."
    cells = {f"c{c}r1": "wood" for c in range(1, 6)}
    cells.update({f"c6r{r}": "wood" for r in range(2, 7)})
    cells["c6r1"] = "walk:vp2"  # as if the last square placed were this boardwalk
    s = at_main(grid=grid(**cells))
    from tabletop.games.saltfjord import building
    from tabletop.games.saltfjord.state import thaw
    w = thaw(s)
    p = w.p(s.seat)
    building.pay_completions(rules().tables, p, [5])
    assert p.vp == 4


def test_build_large_tile_costs_wood_and_plank_and_ends_the_turn():
    s = at_main(res=res(wood=1, plank=1))
    seat = s.seat
    builds = [a for a in rules().legal_actions(s) if a.verb == "build"]
    assert builds and all(a.args[0].startswith(("stack:L", "stack:I3")) for a in builds)
    s = play(s, builds[0].text())
    while s.chance:
        s = rules().apply(s, rules().legal_actions(s)[0]).state
    assert s.players[seat].res[1] == 0 and s.players[seat].res[4] == 0
    place = next(a for a in rules().legal_actions(s) if a.verb == "place")
    s = play(s, place.text())
    assert len(s.players[seat].tiles) == 2 and s.seat != seat


def test_no_build_without_resources_and_illegal_take_refused():
    s = at_main()
    assert not [a for a in rules().legal_actions(s) if a.verb == "build"]
    with pytest.raises(IllegalActionError):
        play(s, "take dice:4 white")
