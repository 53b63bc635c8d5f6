"""Phase II action spaces (rulebook pp. 8-14; Transfer Reserve, Serve Fish, +1 Gold: the published rules)."""

from __future__ import annotations

from dataclasses import replace

from tabletop.games.nusfjord.ops import haul_size, share_cost

from .helpers import play, rules, set_player, start, texts


def seat0(players=4, **changes):
    s = start(players, prefer=["chance: first seat:0"])
    return set_player(s, 0, **changes) if changes else s


def test_thin_out_gives_four_wood_at_the_start() -> None:
    # p. 10: "at the start of the game, there are four Forests ... Thin Out would give 4 wood"
    s = play(seat0(), "place space:thin_out")
    assert s.players[0].wood == 4 and sum(s.players[0].forests) == 4


def test_twelve_wood_limit_thin_out_refused_deforest_allowed() -> None:
    s = seat0(wood=12)
    assert "place space:thin_out" not in texts(s)
    s = play(s, "place space:deforest", "remove cell:0:2")
    assert s.players[0].wood == 12 and s.players[0].forests == (1, 0, 1, 0, 1)
    s = seat0(wood=9)
    s = play(s, "place space:deforest", "remove cell:0:6")  # a lone forest: frees two spaces
    assert s.players[0].wood == 12 and s.players[0].forests == (2, 0, 0, 0, 1)


def test_reforest_only_on_free_horizontal_double_spaces() -> None:
    s = seat0()
    s = play(s, "place space:reforest")
    assert texts(s) == ["reforest cell:0:4", "reforest cell:0:8"]
    s = play(s, "reforest cell:0:8")
    assert s.players[0].forests == (2, 0, 1, 2, 1)
    s2 = seat0(cells=("R", "", "", "", "", "103", "", "", "", "", "", ""))
    s2 = play(s2, "place space:reforest")
    assert texts(s2) == ["reforest cell:0:8"]


def test_build_fish_stand_for_one_wood_on_a_free_space_and_immediate_effect() -> None:
    # p. 11: "the Fish Stand costs 1 wood to build ... you could place it on any of the marked spaces"
    s = seat0(wood=1, fish=0)
    s = play(s, "place space:build_building")
    assert texts(s) == ["build card:nf:103"]  # the only affordable building with 1 wood
    s = play(s, "build card:nf:103")
    assert texts(s) == ["put cell:0:1", "put cell:0:4", "put cell:0:5", "put cell:0:8", "put cell:0:9"]
    s = play(s, "put cell:0:5")
    assert texts(s) == ["use card:nf:103", "skip"]  # Immediately: may be declined
    s = play(s, "use card:nf:103")
    p = s.players[0]
    assert p.wood == 0 and p.fish == 4 and p.cells[5] == "103" and "103" not in s.disp_a


def test_declined_immediate_effect_is_lost() -> None:
    s = play(seat0(wood=1), "place space:build_building", "build card:nf:103", "put cell:0:1", "skip")
    assert s.players[0].fish == 2 and s.tasks[-1][:2] == ("turn", 1)


def test_schooner_for_four_gold_raises_haul_from_three_to_six() -> None:
    # p. 12 example
    s = seat0(gold=4)
    T = rules().base_tables
    assert haul_size(T, s.players[0]) == 3
    s = play(s, "place space:build_ship")
    assert "ship ships:schooner gold" in texts(s)
    s = play(s, "ship ships:schooner gold")
    assert s.players[0].gold == 0 and s.players[0].ships == ("schooner",)
    assert haul_size(T, s.players[0]) == 6
    assert s.ship_supply[2] == 4


def test_sloop_costs_and_haul_five_and_the_haul_twelve_limit() -> None:
    s = play(seat0(wood=2, fish=2), "place space:build_ship", "ship ships:sloop goods")
    assert haul_size(rules().base_tables, s.players[0]) == 5 and s.players[0].wood == 0
    full = seat0(wood=12, fish=12, gold=12, ships=("schooner", "schooner", "schooner", "sloop"))
    assert haul_size(rules().base_tables, full.players[0]) == 12
    assert "place space:build_ship" not in texts(full)


def test_build_a_ship_capacity_two_in_four_players() -> None:
    s = start(4, prefer=["chance: first seat:0"])
    for seat in range(4):
        s = set_player(s, seat, gold=8)
    s = play(s, "place space:build_ship", "ship ships:schooner gold")
    s = play(s, "place space:build_ship", "ship ships:schooner gold")
    assert "place space:build_ship" not in texts(s)
    # the Imitation tile (4p side) copies the blocked space
    assert "copy space:copy_any space:build_ship" in texts(s)
    s = play(s, "copy space:copy_any space:build_ship", "ship ships:schooner gold")
    assert s.players[2].ships == ("schooner",)


def test_copy_only_fully_occupied_spaces() -> None:
    s = seat0()
    assert not [t for t in texts(s) if t.startswith("copy")]


def test_serve_fish_plates_in_order_one_gold_each() -> None:
    # 4p: plates 2,3,3 hold the setup fish; next empty plates are 4 and 4
    s = seat0(fish=9, gold=0)
    s = play(s, "place space:serve_fish")
    assert texts(s) == ["serve plate:3"]
    s = play(s, "serve plate:3")
    assert texts(s) == ["serve plate:4", "done"]
    s = play(s, "serve plate:4", "done")
    assert s.players[0].fish == 1 and s.players[0].gold == 2 and s.plates[3:5] == (1, 1)


def test_serve_fish_needs_an_affordable_plate() -> None:
    s = seat0(fish=3)
    assert "place space:serve_fish" not in texts(s)


def test_transfer_reserve_example_with_the_wood_limit() -> None:
    # Transfer Reserve example: reserve 3 fish + 2 wood, 11 wood in supply -> +3 fish, +1 wood
    s = seat0(res_fish=3, res_wood=2, wood=11, fish=0)
    s = play(s, "place space:transfer_reserve")
    p = s.players[0]
    assert (p.fish, p.wood, p.res_fish, p.res_wood) == (3, 12, 0, 0)
    assert "place space:transfer_reserve" not in texts(seat0(res_fish=0))


def test_issue_a_share_three_times_at_most() -> None:
    s = play(seat0(gold=0), "place space:issue_share")
    assert s.players[0].gold == 2 and s.players[0].unissued == 2 and s.share_board[0] == 1
    assert "place space:issue_share" not in texts(seat0(unissued=0))


def test_share_price_examples_by_round() -> None:
    # p. 11: "until Round 3, these two Shares cost 2 gold. In Rounds 4 and 5 they cost 1 gold
    # in total. From Round 6 on, they can be taken for free"
    T = rules().base_tables
    s = replace(seat0(), share_board=(0, 1, 1, 0))
    for rnd, price in ((1, 2), (3, 2), (4, 1), (5, 1), (6, 0), (7, 0)):
        assert share_cost(T, replace(s, round=rnd)) == price
    one = replace(seat0(gold=0), share_board=(0, 1, 0, 0), round=6)
    b = play(one, "place space:buy_shares")  # a single share in round 6 is free, no gold back
    assert b.players[0].gold == 0 and b.players[0].held == (2, 1, 0, 0)
    poor = replace(seat0(gold=1), share_board=(0, 1, 1, 0))
    assert "place space:buy_shares" not in texts(poor)  # may not buy fewer shares


def test_plus_one_gold_and_pass() -> None:
    s = play(seat0(gold=0), "place space:plus_gold")
    assert s.players[0].gold == 1
    s = play(seat0(), "pass")
    assert s.tasks[-1][:2] == ("turn", 1)


def test_take_an_elder_and_use_him_at_once_with_the_largest_plate_fish() -> None:
    # p. 13 example: take the Forest Manager, take the fish from the "3" plate, use him
    s = seat0(3)
    s = play(s, "place space:take_elder")
    assert "take elder:contractor" not in texts(s)  # under the Builder
    s = play(s, "take elder:forest_manager")
    assert texts(s) == ["use elder:forest_manager", "skip"]
    s = play(s, "use elder:forest_manager", "remove cell:0:2", "remove cell:0:2")
    p = s.players[0]
    assert s.plates[:2] == (1, 0)  # the fish came from the "3" plate, the largest with fish
    assert p.elders == (("forest_manager", 1, -1),) and p.wood == 5 and p.gold == 3
    assert s.stacks[3] == ()


def test_no_more_than_five_elders() -> None:
    five = tuple((k, 0, -1) for k in ("sailor", "builder", "constructor", "contractor", "steward"))
    assert "place space:take_elder" not in texts(seat0(elders=five))
