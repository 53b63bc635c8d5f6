"""Rulebook examples of fishing, orders and piers, technology and retiring."""

from __future__ import annotations

from dataclasses import replace

from tabletop.games.saltfjord import fishing
from tabletop.games.saltfjord.items import END_TURN, Simple
from tabletop.games.saltfjord.state import thaw

from .helpers import play, res, rules, setup_to_play, with_player


def T():
    return rules().tables


def fresh(players=2, **player):
    s = setup_to_play(players)
    player.setdefault("res", res())
    player.setdefault("abilities", ())
    return with_player(s, s.seat, **player)


def pending(s, *items):
    return replace(s, pending=(*(Simple(*item) for item in items), END_TURN))


def test_return_home_scores_the_area_and_the_tokens():
    # "Mary ... scores 2 points for the area. Then ... gain 2 fish, 1 point (for the lobster), and 1 wood."
    # stand-in data: area 3 is worth 2; t1-01 = 2 fish, t1-03 = 1 wood, t2-02 = 1 lobster + 1 fish
    s = fresh(area=3, boat=("t1-01", "t1-03", "t2-02"))
    seat = s.seat
    s = play(pending(s, ("fish",)), "home")
    p = s.players[seat]
    assert p.vp == 2 + 1 and p.res[0] == 3 and p.res[1] == 1
    assert p.area == 0 and p.boat == () and p.catch == ("t1-01", "t1-03", "t2-02")


def test_upgraded_boat_doubles_the_best_token_on_the_x2_space():
    # "David returns home and gains 8 points (4 x 2) for the right token, 3 points for the left token,
    # and 2 fish." (t3-01 = 4 points, t3-03 = 3 points + 1 fish, area 1 is worth 0)
    s = fresh(area=1, boat_up=True, boat=("t3-03", "t3-01"), res=res(fish=1))
    seat = s.seat
    s = play(pending(s, ("fish",)), "home")
    assert s.players[seat].vp == 8 + 3 and s.players[seat].res[0] == 2


def test_advancing_takes_a_type_one_token_from_the_next_area():
    s = fresh()
    seat = s.seat
    s = play(pending(s, ("fish",)), "advance")
    assert s.players[seat].area == 1
    draws = rules().legal_actions(s)  # a chance draw among the unseen type-1 tokens
    assert all(a.chance and a.verb == "draw" for a in draws) and len(draws) == 29
    s = play(s, "chance: draw t1-05")
    assert s.players[seat].boat == ("t1-05",)
    assert s.fjord[0][0] == ((), 6, ())


def test_fishing_technology_draws_two_keeps_one_and_returns_the_other_on_top():
    s = fresh(tech=(0, 0, 0, 1))
    seat = s.seat
    s = play(pending(s, ("fish",)), "advance", "chance: draw t1-05", "chance: draw t1-07")
    keeps = [a.text() for a in rules().legal_actions(s) if a.verb == "keep"]
    assert keeps == ["keep token:t1-05", "keep token:t1-07"]
    s = play(s, "keep token:t1-07")
    assert s.players[seat].boat == ("t1-07",)
    assert s.fjord[0][0] == (("t1-05",), 5, ())  # known on top now


def test_type_two_and_three_stacks_with_the_technologies():
    s = fresh(tech=(0, 0, 0, 3), area=2)
    s = play(pending(s, ("fish",)), "advance")
    casts = [a.text() for a in rules().legal_actions(s) if a.verb == "cast"]
    assert casts == ["cast fjord:3:1", "cast fjord:3:2", "cast fjord:3:3"]
    s2 = fresh(tech=(0, 0, 0, 1), area=2)
    s2 = play(pending(s2, ("fish",)), "advance")
    assert all(a.chance for a in rules().legal_actions(s2))  # type 1 only: no choice, draw at once


def test_a_full_boat_throws_a_token_overboard_to_the_bottom_of_the_local_stack():
    s = fresh(boat=("t1-01", "t1-02", "t1-03"), area=1)
    seat = s.seat
    s = play(pending(s, ("fish",)), "advance", "chance: draw t1-09")
    over = [a.text() for a in rules().legal_actions(s) if a.verb == "overboard"]
    assert len(over) == 4
    s = play(s, "overboard token:t1-09")  # even the token just taken
    assert s.players[seat].boat == ("t1-01", "t1-02", "t1-03")
    assert s.fjord[1][0][2] == ("t1-09",)


def test_complete_an_order_pays_and_places_the_crate_at_the_matching_pier():
    # "David pays 1 food and 1 wood to take this crate tile." (stand-in c08 costs 1 food + 1 wood)
    s = fresh(res=res(food=1, wood=1))
    s = replace(s, ctops=("s1", "c08", "s2", "s3"))
    seat = s.seat
    s = play(pending(s, ("order",)), "order crate:c08")
    p = s.players[seat]
    assert p.res == res() and p.piers[1] == ("c08",)
    assert s.ctops[1] == "" and s.chance == (("ctop", 1),)  # the next tile is revealed


def test_logistics_any_pier_and_pier_reward():
    s = fresh(res=res(wood=1), tech=(0, 0, 3, 0))
    s = replace(s, ctops=("s1", "c08", "s2", "s3"))
    seat = s.seat
    s = play(pending(s, ("order",)), "order crate:s1")
    s = play(s, "chance: new_order c20")
    assert {a.text() for a in rules().legal_actions(s) if a.verb == "pier"} == {
        f"pier pier:{seat}:{i}" for i in (1, 2, 3, 4)}
    s = play(s, f"pier pier:{seat}:2")  # the 1 point + 1 fish pier pays at once
    assert s.players[seat].piers[1] == ("s1",) and s.players[seat].vp == 1 and s.players[seat].res[0] == 1


def test_gain_technology_logistics_first_step():
    # "Mary pays 1 grain to advance ... She immediately gains 1 fish, 1 wood, and 1 paper."
    s = fresh(res=res(grain=1))
    seat = s.seat
    s = play(pending(s, ("tech",)), "tech track:logistics")
    assert s.players[seat].tech == (0, 0, 1, 0)
    assert s.players[seat].res == res(fish=1, wood=1, paper=1)


def test_craftsmanship_workers_and_carpentry_boat_and_ability():
    s = fresh(res=res(wood=2, plank=1), workers=1)
    seat = s.seat
    s = play(pending(s, ("tech",), ("tech",), ("tech",)), "tech track:craftsmanship", "tech track:carpentry")
    p = s.players[seat]
    assert p.workers == 2 and p.boat_up
    ab = s.ab_board[0]
    s = play(s, "tech track:carpentry", f"ability ability:{ab}")
    assert ab in s.players[seat].abilities and ab not in s.ab_board


def test_lightning_tiles_race_and_sellfish():
    s = fresh(res=res(gold=2, fish=7), tech=(3, 3, 0, 0))
    s = replace(s, tops=("race", "sellfish", "tokens", "large"))
    seat = s.seat
    s = play(pending(s, ("tech",), ("tech",)), "tech track:craftsmanship")
    assert s.players[seat].vp == 14 and s.race == 1
    s = play(s, "tech track:carpentry")
    assert [a.text() for a in rules().legal_actions(s) if a.verb == "sell_fish"][-1] == "sell_fish 5"
    s = play(s, "sell_fish 5")
    assert s.players[seat].vp == 14 + 15 and s.players[seat].res[0] == 2


def test_pier_example_three_crates_pay_grain_grain_food_for_11_points():
    # "David has 3 crate tiles outside this pier. He pays 2 grain to score 6 points and 1 food to
    # score 5 points, for a total of 11 points."
    s = fresh(res=res(grain=2, food=1), piers=((), (), (), ("c01", "c02", "c03")))
    s = replace(s, taverns=(-1,) * 5)
    seat = s.seat
    s = play(s, "retire tavern:1")
    assert rules().decision(s).stage == "build" or rules().decision(s).stage == "feast"
    if rules().decision(s).stage == "build":
        s = play(s, "skip")
    room = f"room:{seat}"
    s = play(s, f"pay {room}:grain", f"pay {room}:grain", f"pay {room}:food")
    assert s.players[seat].vp == 11
    assert s.players[seat].retired and s.taverns[0] == seat


def test_retired_players_are_skipped_and_the_round_ends_when_all_retired():
    s = fresh()
    a, b = s.seat, 1 - s.seat
    s = play(s, "retire tavern:3")
    while rules().decision(s).seat == a:
        s = play(s, "skip")
    assert s.seat == b
    s = play(s, "retire tavern:1")
    while not s.chance:
        s = play(s, "skip")
    # round 2: every die rolled again (3 white per player + 2 orange per player), b starts
    assert s.round == 2 and s.start == b
    assert len(s.chance) == 2 * 3 + 2 * 2
    assert s.taverns == (-1,) * 5
    assert all(not p.retired for p in s.players)


def test_worker_activates_one_building_and_blocks_it():
    s = fresh(grid=tuple(rules().tables.square_index["grain"] if c == 0 else 0 for c in range(36)), workers=1)
    seat = s.seat
    s = play(s, f"worker cell:{seat}:1,1")
    p = s.players[seat]
    assert p.res[2] == 1 and p.workers == 0 and p.occ[0] == 3
    assert not [a for a in rules().legal_actions(s) if a.verb == "worker"]


def test_either_or_building_and_the_both_ability():
    code = "order/tech"
    g = tuple(rules().tables.square_index[code] if c == 0 else 0 for c in range(36))
    s = fresh(grid=g, workers=1, res=res(grain=1), abilities=("both",))
    s = replace(s, ctops=("s2", "c08", "s1", "s3"))  # s2 costs 1 grain
    seat = s.seat
    s = play(s, f"worker cell:{seat}:1,1")
    assert [a.text() for a in rules().legal_actions(s)][:3] == ["effect order", "effect tech", "skip"]
    s = play(s, "effect tech", "tech track:logistics")
    assert s.players[seat].tech[2] == 1 and s.players[seat].res[2] == 0
    # the order follows; the wood just gained pays for s1
    assert rules().decision(s).stage == "order"
    s = play(s, "order crate:s1")
    assert s.players[seat].piers[2] == ("s1",)


def test_free_actions_sell_upgrade_downgrade():
    s = fresh(res=res(fish=3, food=1, book=1))
    seat = s.seat
    room = f"room:{seat}"
    s = play(s, f"sell {room}:food")  # "David sells food for 2 fish."
    assert s.players[seat].res[0] == 5
    s = play(s, f"pay_upgrade {room}:fish wood")  # pay 2 fish to upgrade a third fish to wood
    assert s.players[seat].res[:2] == (2, 1)
    s = play(s, f"down {room}:book paper")  # "She can get this by downgrading her book."
    assert s.players[seat].res[3] == 1 and s.players[seat].res[6] == 0


def test_effects_module_token_points():
    assert fishing.token_points(T(), "t2-02") == 1
    w = thaw(fresh())
    assert w.p(0).res is not None
