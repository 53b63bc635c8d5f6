"""Every Elder (rulebook pp. 18-19) used from the council; a fish comes off the banquet first."""

from __future__ import annotations

from dataclasses import replace

from tabletop.games.nusfjord.ops import haul_size

from .helpers import play, rules, set_player, start, texts


def with_elder(key, players=5, fish_on=0, **changes):
    s = start(players, prefer=["chance: first seat:0"])
    s = replace(s, disp_c=())
    return set_player(s, 0, elders=((key, fish_on, -1),), **changes)


def use(s, key, *more):
    return play(s, f"elder elder:{key}", *more)


def test_using_an_elder_takes_the_largest_plate_fish_and_blocks_him() -> None:
    s = with_elder("pisciculturist", players=4, fish=0)
    s = use(s, "pisciculturist")
    assert s.plates[:3] == (1, 1, 0)
    p = s.players[0]
    assert p.fish == 3 + 1 and p.elders == (("pisciculturist", 1, 0),)
    s = play(s, "pass", "pass", "pass")
    assert "elder elder:pisciculturist" not in texts(s)  # one worker per elder per round


def test_elder_needs_fish_on_the_banquet_and_third_fish_pays_out() -> None:
    s = with_elder("pisciculturist", players=4)
    empty = replace(s, plates=(0,) * 7)
    assert "elder elder:pisciculturist" not in texts(empty)
    s = set_player(s, 0, fish=0, elders=(("pisciculturist", 2, -1),))
    s = use(s, "pisciculturist")
    assert s.players[0].elders[0][1] == 0 and s.players[0].fish == 1 + 3 + 1


def test_contractor_pays_three_fish_removes_up_to_two_forests_and_may_build() -> None:
    s = use(with_elder("contractor", fish=3, wood=1), "contractor")
    assert texts(s) == ["remove cell:0:2", "remove cell:0:6", "remove cell:0:10", "skip"]
    s = play(s, "remove cell:0:6", "skip")
    assert texts(s)[-1] == "skip" and "build card:nf:103" in texts(s)
    s = play(s, "skip")  # declines the building: the fish are paid anyway
    assert s.players[0].fish == 0 and s.players[0].forests == (2, 0, 0, 0, 1)
    assert "elder elder:contractor" not in texts(with_elder("contractor", fish=2))


def test_constructor_and_engineer_build_a_ship_or_a_building() -> None:
    s = use(with_elder("constructor", wood=2, fish=2), "constructor")
    assert texts(s) == ["choose ship", "choose build"]
    s = play(s, "choose ship", "ship ships:sloop goods")
    assert s.players[0].ships == ("sloop",)
    e = use(with_elder("engineer", wood=1, fish=2), "engineer")  # a sloop for 1 wood and 2 fish
    e = play(e, "choose ship", "ship ships:sloop goods")
    assert e.players[0].wood == 0 and e.players[0].ships == ("sloop",)


def test_pond_builder_distributes_four_plus_buildings_fish() -> None:
    s = with_elder("pond_builder", fish=0, res_fish=0,
                   cells=("R", "103", "", "", "", "", "", "", "", "", "", ""))
    s = use(s, "pond_builder")
    p = s.players[0]
    # 5 fish: 1 on the Pond Builder himself, 2 on own shares, 2 into the reserve
    assert p.elders[0][1] == 2 and p.fish == 2 and p.res_fish == 2


def test_sailor_serves_with_one_gold_and_one_wood_per_plate() -> None:
    s = use(with_elder("sailor", players=2, fish=6, gold=0, wood=0), "sailor")
    # his fish came from the only filled plate, so serving starts again at the "2" plate
    s = play(s, "serve plate:0", "serve plate:1", "done")
    p = s.players[0]
    assert (p.fish, p.gold, p.wood) == (1, 2, 2)


def test_harbor_master_exchanges_a_ship() -> None:
    s = use(with_elder("harbor_master", ships=("sloop", "schooner")), "harbor_master")
    assert texts(s) == ["exchange ship:0:0"]
    s = play(s, "exchange ship:0:0")
    assert s.players[0].ships == ("schooner", "cutter")
    assert "elder elder:harbor_master" not in texts(with_elder("harbor_master"))


def test_builder_forester_forest_manager_remove_forests() -> None:
    b = use(with_elder("builder", wood=0), "builder", "remove cell:0:10")
    assert b.players[0].wood == 1 and texts(b)[-1] == "skip"  # the building is optional
    f = use(with_elder("forester", wood=0, gold=0), "forester", "remove cell:0:2")
    assert (f.players[0].wood, f.players[0].gold) == (3, 1)
    lone = with_elder("forest_manager", forests=(0, 0, 1, 0, 0))
    assert "elder elder:forest_manager" not in texts(lone)


def test_steward_silviculturist_fish_deliverer_follow_ups_are_optional() -> None:
    s = use(with_elder("steward", wood=0, res_fish=2), "steward")
    assert texts(s) == ["choose transfer", "skip"]
    s = play(s, "choose transfer")
    assert s.players[0].wood == 2 and s.players[0].fish == 2 + 2
    v = use(with_elder("silviculturist", wood=0), "silviculturist")
    assert texts(v) == ["choose thin", "choose reforest", "skip"]
    v = play(v, "choose thin")
    assert v.players[0].wood == 1 + 4
    d = use(with_elder("fish_deliverer", fish=0, res_fish=4), "fish_deliverer", "choose transfer")
    assert texts(d) == ["choose serve", "skip"]  # 4 fish now pay for the "4" plate (5 players)


def test_pisciculturist_tour_guide_count() -> None:
    t = with_elder("tour_guide", fish=0, cells=("R", "103", "", "", "104", "", "", "", "", "", "", ""))
    t = use(t, "tour_guide")
    assert t.players[0].fish == 2
    assert "elder elder:tour_guide" not in texts(with_elder("tour_guide"))


def test_architect_carpenter_investor_designer_build() -> None:
    a = use(with_elder("architect", wood=1), "architect")
    assert "skip" not in texts(a) and "build card:nf:103" in texts(a)
    c = use(with_elder("carpenter", wood=1), "carpenter", "remove cell:0:2")
    assert texts(c) == ["choose build", "skip"]
    i = with_elder("investor", wood=1, gold=0, cells=("R", "104", "", "", "", "", "", "", "", "", "", ""))
    i = use(i, "investor", "demolish card:nf:104")
    assert i.players[0].cells[1] == "" and i.players[0].gold == 1
    d = use(with_elder("designer", wood=0, players=4), "designer")
    assert texts(d) == ["draw deck:a", "draw deck:b"]
    d = play(d, "draw deck:b")
    assert rules().decision(d).is_chance
    before = len(d.disp_b)
    d = play(d, rules().legal_actions(d)[0].text())
    assert len(d.disp_b) == before + 1


def test_ranger_sponsor_ship_owner() -> None:
    r = use(with_elder("ranger", wood=0), "ranger")
    assert texts(r)[:2] == ["reforest cell:0:2", "reforest cell:0:4"]  # free or forested
    r = play(r, "reforest cell:0:2")
    assert r.players[0].wood == 3 and r.players[0].forests[0] == 3
    s = use(with_elder("sponsor", fish=0, gold=0), "sponsor")
    assert (s.players[0].fish, s.players[0].gold, s.share_board[0]) == (3, 2, 1)
    o = use(with_elder("ship_owner", gold=0, ships=("cutter", "schooner")), "ship_owner")
    assert texts(o) == ["sell ship:0:0", "sell ship:0:1"]
    o = play(o, "sell ship:0:1")
    assert o.players[0].gold == 7 and o.players[0].ships == ("cutter",) and o.ship_supply[2] == 7


def test_promo_elders_castaway_fish_trader_willy_old_man() -> None:
    c = with_elder("castaway", wood=1, ships=("sloop",))
    c = replace(c, rafts=4)
    c = use(c, "castaway", "raft track:0")
    assert c.players[0].ships == ("sloop", "raft") and c.players[0].wood == 0
    assert haul_size(rules().base_tables, c.players[0]) == 6  # length 4
    no_first_space = replace(with_elder("castaway", wood=1), rafts=4)
    assert texts(use(no_first_space, "castaway"))[0] != "raft track:0"
    t = with_elder("fish_trader", gold=0)
    t = set_player(t, 1, elders=(("sailor", 2, -1),))
    t = use(t, "fish_trader")
    assert t.plates == (0,) * 7 and t.players[1].elders[0][1] == 0 and t.players[0].gold == 1
    w = use(with_elder("freed_willy", gold=0), "freed_willy")
    assert w.players[0].gold == 1
    o = use(with_elder("old_man"), "old_man")
    assert o.players[0].old_man == 1 and o.players[0].elders[0][1] == 0  # his fish went away
    late = use(replace(with_elder("old_man"), round=7), "old_man")
    assert late.players[0].old_man == 0  # used in Round 7: nothing happens
