"""Rulebook examples of Phase B (madeira.en.md, "Placing 1 die", "Harvest action", the
characters, "Paying and buying wood") as scenario tests."""

from __future__ import annotations

from dataclasses import replace

import pytest

from tabletop.core import IllegalActionError
from tabletop.games.madeira.tables import CAPITANIA, CUSTOMS, GUILDHALL, MILL


def _turn(md, players=4, **kw):
    st = md.phase_b(players)
    seat = md.seat(st)
    return md.player(st, seat, **kw), seat


def test_die_below_the_area_number_costs_the_difference_in_bread(md):
    # Die placement example: "A die showing 1 is placed on ... a building in Area 3, so 2 bread must be paid."
    st, s = _turn(md, dice=(1, 3, 3), bread=4)
    st = md.play(st, "place building:guildhall 1")
    assert st.players[s].bread == 2
    assert st.players[s].dice == (3, 3)
    assert st.markers[GUILDHALL] == (s,)


def test_a_low_die_needs_enough_bread(md):
    st, s = _turn(md, dice=(1,), bread=1)
    assert "place building:guildhall 1" not in md.texts(st)
    assert "place building:capitania 1" in md.texts(st)  # area 2: 1 bread
    with pytest.raises(IllegalActionError):
        md.play(st, "place building:guildhall 1")


def test_pirate_die_costs_a_watchtower_worker_and_gives_no_marker(md):
    st, s = _turn(md, dice=(2,))
    st = replace(st, pirate_dice=(4, 5, 6))
    tower = st.tower[s]
    st = md.play(st, "pirate building:mill 5")
    assert st.tower[s] == tower - 1 and st.pirate_dice == (4, 6) and st.markers[MILL] == ()
    assert st.bdice[MILL] == ((5, s, 1),)


def test_harvest_area_one_example(md):
    # Harvest example: wood from the field with trees, 1 wheat and 1 wine from the other fields.
    st, s = _turn(md, dice=(1,), wood=0, goods=(0, 0, 0))
    st = md.workers_on(md.clear_fields(st), {"1a": (s,), "1b": (s,), "1c": (s,)})
    st = replace(st, char_at=(CUSTOMS, MILL, CAPITANIA, GUILDHALL))
    st = md.play(st, "place building:customs 1", "harvest")
    p = st.players[s]
    assert (p.wood, p.goods) == (1, (1, 0, 1))
    assert st.trees[md.field("1c")] == 2


def test_harvest_plus_one_on_the_building_without_character(md):
    # Harvest +1 example: Fortress without character, area 3: 2 wood and 1 sugar, then 1 more wood.
    st, s = _turn(md, dice=(3,), wood=0, goods=(0, 0, 0))
    st = md.workers_on(md.clear_fields(st), {"3b": (s,), "3e": (s,), "3c": (s,)})
    st = md.play(st, "place building:fortress 3", "harvest")
    assert (st.players[s].wood, st.players[s].goods) == (2, (0, 1, 0))
    assert [t for t in md.texts(st) if t.startswith(("again", "done"))] == [
        "again field:3b", "again field:3c", "again field:3e", "done"]
    st = md.play(st, "again field:3b")
    assert (st.players[s].wood, st.players[s].goods) == (3, (0, 1, 0))
    assert not st.stack and md.seat(st) != s  # the turn is over


def test_engineer_adds_two_harvests(md):
    st, s = _turn(md, dice=(3,), goods=(0, 0, 0), guild_up=("engineer",))
    st = md.workers_on(md.clear_fields(st), {"3a": (s,)})
    st = md.play(st, "use guild:engineer", "place building:fortress 3", "harvest")
    st = md.play(st, "again field:3a", "again field:3a", "again field:3a")
    assert st.players[s].goods == (0, 0, 4)
    assert st.players[s].guild_down == ("engineer",)


def test_steward_moves_two_workers_to_fields_without_own_worker(md):
    st, s = _turn(md, dice=(3,))
    st = replace(st, char_at=(MILL, CAPITANIA, CUSTOMS, GUILDHALL))
    st = md.play(st, "place building:mill 3", "act")
    texts = md.texts(st)
    assert f"move field:forest home:{s}:workers" in texts
    assert not any(t.startswith("move ") and t.endswith("tower:workers") for t in texts)
    st = md.play(st, f"move field:forest home:{s}:workers", f"move field:3c home:{s}:workers")
    assert s in st.field_workers[14] and s in st.field_workers[md.field("3c")] and not st.stack


def test_guild_master_buys_constable_for_three_wood(md):
    # Guild Master example: "Chose the Constable and bought it for 3 wood".
    st, s = _turn(md, dice=(3,), wood=3)
    districts = list(st.districts)
    districts[3], districts[15] = districts[15], districts[3]  # constable to a 3-wood district
    st = replace(st, districts=tuple(districts), char_at=(CAPITANIA, MILL, CUSTOMS, GUILDHALL))
    assert st.districts[3] == "constable"
    st = md.play(st, "place building:mill 3", "act", "buy guild:constable")
    p = st.players[s]
    assert p.wood == 0 and p.guild_up == ("constable",) and st.districts[3] == ""


def test_buying_four_wood_costs_ten_reals(md):
    # Buying wood example: 1 wood in stock, a worker on a field with 3 trees and one in the forest;
    # paying 5 wood buys 4 (2 from the sugar field, 2 from the forest supply) for 10 reals.
    st, s = _turn(md, dice=(3,), wood=1, reals=12)
    st = md.workers_on(md.clear_fields(st), {"1d": (s,), "forest": (s,)})
    st = replace(st, char_at=(CAPITANIA, MILL, CUSTOMS, GUILDHALL))
    tile = st.districts[5]  # the rightmost column costs 5 wood
    st = md.play(st, "place building:mill 3", "act", f"buy guild:{tile}")
    p = st.players[s]
    assert (p.wood, p.reals) == (0, 2) and tile in p.guild_up
    assert md.texts(st) == ["wood field:1d", "wood field:forest"]
    st = md.play(st, "wood field:1d", "wood field:forest", "wood field:1d", "wood field:forest")
    assert st.trees[md.field("1d")] == 1 and not st.stack


def test_wood_from_a_single_tree_field_is_taken_at_once(md):
    st, s = _turn(md, dice=(3,), wood=0, reals=12)
    st = md.workers_on(md.clear_fields(st), {"1d": (s,)})
    st = replace(st, char_at=(CAPITANIA, MILL, CUSTOMS, GUILDHALL))
    tile = st.districts[2]  # 2 wood
    st = md.play(st, "place building:mill 3", "act", f"buy guild:{tile}")
    assert st.players[s].reals == 9 and st.trees[md.field("1d")] == 1 and not st.stack


def test_wood_cannot_be_bought_without_presence(md):
    st, s = _turn(md, dice=(3,), wood=1, reals=50)
    st = md.workers_on(md.clear_fields(st), {"1a": (s,)})
    st = replace(st, char_at=(CAPITANIA, MILL, CUSTOMS, GUILDHALL))
    st = md.play(st, "place building:mill 3")
    own = [t for t in md.texts(st) if not t.startswith(("mill ", "exchange "))]
    assert own == ["skip"]  # no tile is affordable, no harvest in area 2


def test_mayor_example_four_bread_three_reals(md):
    # Mayor example: a worker Machico -> Funchal, a neutral Porto Santo -> Funchal: 4 bread, 3 reals.
    st, s = _turn(md, dice=(3,), bread=0, reals=0, wood=0)
    city = [-1] * 36
    city[0] = city[1] = s
    city[3] = -2  # Porto Santo neutral
    city[24] = s  # Machico
    city[27] = -2
    st = replace(st, city=tuple(city), char_at=(CAPITANIA, CUSTOMS, MILL, GUILDHALL))
    st = md.play(st, "place building:mill 3", "act", "mayor city:ma:0 city:fu:0", "mayor city:ps:3 city:fu:1")
    p = st.players[s]
    assert (p.bread, p.reals, p.wood) == (4, 3, 0)


def test_mayor_wood_needs_presence_and_is_limited_by_trees(md):
    # Gaining wood example: Machico should give 3 wood, but the only tree field has 1 tree: 1 wood.
    st, s = _turn(md, dice=(3,), wood=0)
    city = [-1] * 36
    city[24], city[27] = s, -2
    st = md.workers_on(md.clear_fields(st), {"2d": (s,)})
    trees = list(st.trees)
    trees[md.field("2d")] = 1
    st = replace(st, city=tuple(city), trees=tuple(trees), char_at=(CAPITANIA, CUSTOMS, MILL, GUILDHALL))
    st = md.play(st, "place building:mill 3", "act", "done")
    # a tree taken from a field changes that field, so taking it is the player's choice
    assert md.texts(st) == ["wood field:2d", "done"] and st.players[s].wood == 0
    kept = md.play(st, "done")
    assert kept.players[s].wood == 0 and kept.trees[md.field("2d")] == 1 and not kept.stack
    st = md.play(st, "wood field:2d")
    assert st.players[s].wood == 1 and st.trees[md.field("2d")] == 0 and not st.stack


def test_commander_example_fourteen_reals_and_three_pp(md):
    # Commander example: 4 sugar + 1 wood: home -> sugar route; 3 wine: wine route -> India;
    # 14 reals and 3 PP from a royal reward.
    st, s = _turn(md, dice=(3,), goods=(0, 4, 3), wood=1, reals=0, pp=0)
    routes = list(st.routes)
    routes[8] = s  # wine route 1
    st = replace(st, routes=tuple(routes), rewards=(("r2", "r4"), ("r5", "r6"), ("r1", "r3")),
                 char_at=(CAPITANIA, CUSTOMS, GUILDHALL, MILL))
    st = md.play(st, "place building:mill 3", "act", f"ship route:sugar:4 home:{s}:ships")
    assert st.players[s].reals == 14
    assert "ship route:sugar:1 route:sugar:4" not in md.texts(st)  # the same ship cannot move twice
    st = md.play(st, "ship cship:india:3 route:wine:1", "reward reward:r1")
    p = st.players[s]
    assert (p.goods, p.wood, p.reals, p.pp) == ((0, 0, 0), 0, 14, 3)
    assert st.routes[8] == -1 and st.colony_ships[12] == s and not st.stack


def test_pass_row_two_right_gives_three_reals(md):
    # Pass example: passed to the 2nd row and took 3 reals.
    st, s = _turn(md, reals=0)
    st = md.play(st, "pass pass:2:right")
    assert st.players[s].reals == 3 and st.pass_disc[1] == s and st.passed[s]
    assert "pass pass:2:left" not in md.texts(st)


def test_pass_row_three_left_moves_a_worker_to_the_tower_and_discards_pirates(md):
    st, s = _turn(md, pirates=5)
    tower = st.tower[s]
    st = md.play(st, "pass pass:3:left", f"to_tower tower:workers home:{s}:workers")
    assert st.tower[s] == tower + 1 and st.players[s].pirates == 2


def test_phase_b_ends_when_all_passed_and_sets_turn_order(md):
    st = md.phase_b(2)
    a = md.seat(st)
    st = md.play(st, "pass pass:2:right")  # at 2 players rows I and II are open (issue 12)
    b = md.seat(st)
    assert b != a
    st = md.play(st, "pass pass:1")
    assert st.order == (b, a) and st.phase in ("C", "D")


def test_windmill_stays_usable_during_a_character_action(md):
    # Windmill: windmill actions at any time during one's own turn in Phase B.
    st, s = _turn(md, dice=(3,), goods=(2, 0, 3), wood=1, reals=0)
    st = replace(st, char_at=(CAPITANIA, CUSTOMS, GUILDHALL, MILL))
    st = md.play(st, "place building:mill 3", "act")
    assert f"ship cship:india:3 home:{s}:ships" in md.texts(st)
    st = md.play(st, "exchange wheat wheat wine")
    assert st.players[s].goods == (0, 0, 4) and st.stack[-1][0] == "ship"
