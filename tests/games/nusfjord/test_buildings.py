"""The Herring deck and the six effect categories (rulebook p. 19)."""

from __future__ import annotations

from dataclasses import replace

from tabletop.games.nusfjord.herring import EFFECTS
from tabletop.games.nusfjord.ops import haul_size
from tabletop.games.nusfjord.records import Turn

from .helpers import load, play, rules, set_player, start, texts

EMPTY = ("R", "", "", "", "", "", "", "", "", "", "", "")


def harbor(*cards):
    cells = list(EMPTY)
    for cell, card in cards:
        cells[cell] = card
    return tuple(cells)


def seat0(players=4, display=(), **changes):
    s = start(players, prefer=["chance: first seat:0"])
    s = replace(s, disp_a=tuple(display), disp_b=(), disp_c=())
    return set_player(s, 0, **changes)


def build(s, card, cell):
    return play(s, "place space:build_building", f"build card:nf:{card}", f"put cell:0:{cell}")


def test_every_herring_card_has_data_and_an_effect_entry() -> None:
    T = rules().base_tables
    assert sorted(EFFECTS) == sorted(T.cards)
    data = load()[1].components["buildings"]
    assert [c["id"] for c in data][:3] == ["101", "102", "103"] and len(data) == 44
    for card in T.cards.values():
        eff = EFFECTS[card.id]
        if card.category == "immediately":
            assert eff.immediate is not None, card.id
        if card.category == "anytime":
            assert eff.anytime, card.id
        if card.category == "once":
            assert eff.once is not None, card.id
        if card.vp is None:
            assert eff.vp is not None, card.id


def test_boathouse_free_sloop_counts_as_build_a_ship() -> None:
    s = seat0(display=("101",), wood=3)
    s = build(s, "101", 1)
    assert texts(s) == ["use card:nf:101", "skip"]
    s = play(s, "use card:nf:101", "ship ships:sloop free")
    assert s.players[0].ships == ("sloop",) and s.players[0].wood == 0


def test_arboretum_reforests_up_to_twice_and_foresters_house_four_forests() -> None:
    s = build(seat0(display=("107",), wood=1, fish=1), "107", 1)
    s = play(s, "use card:nf:107", "reforest cell:0:4")
    assert texts(s) == ["reforest cell:0:8", "skip"]
    s = play(s, "reforest cell:0:8")
    assert s.players[0].forests == (2, 2, 1, 2, 1)
    f = build(seat0(display=("110",), fish=2), "110", 1)
    f = play(f, "use card:nf:110", "reforest cell:0:8")
    assert f.players[0].forests[3] == 4


def test_yard_puts_goods_into_the_reserve() -> None:
    s = play(build(seat0(display=("104",), wood=2), "104", 1), "use card:nf:104")
    p = s.players[0]
    assert (p.res_fish, p.res_gold, p.res_wood) == (1, 2, 1)


def test_joinery_whenever_after_a_building_not_for_itself() -> None:
    s = seat0(display=("114", "103"), wood=3, fish=2)
    s = build(s, "114", 1)
    assert s.players[0].res_wood == 0
    s = set_player(s, 0, wood=1)
    s = replace(s, tasks=(Turn(seat=0),))
    s = build(s, "103", 4)
    assert s.players[0].res_wood == 2


def test_pier_house_wood_before_building_a_ship_makes_it_affordable() -> None:
    s = seat0(wood=0, fish=2, cells=harbor((1, "105")))
    assert "place space:build_ship" in texts(s)  # 3 wood arrive before paying 2 wood + 2 fish
    s = play(s, "place space:build_ship", "ship ships:sloop goods")
    assert s.players[0].wood == 1 and s.players[0].ships == ("sloop",)


def test_residential_home_wood_when_an_elder_gets_a_third_fish() -> None:
    s = seat0(wood=0, cells=harbor((1, "131")), elders=(("pisciculturist", 2, -1),))
    s = play(s, "elder elder:pisciculturist")
    assert s.players[0].wood == 1


def test_special_abilities_slipway_lighthouse_dairy_shipping_office() -> None:
    T = rules().base_tables
    s = seat0(wood=1, fish=2, gold=3, cells=harbor((1, "111"), (4, "129")))
    s = play(s, "place space:build_ship")
    assert "ship ships:sloop goods" in texts(s) and "ship ships:schooner gold" in texts(s)
    d = seat0(cells=harbor((1, "125")))
    assert haul_size(T, d.players[0]) == 4
    o = seat0(cells=harbor((1, "117")))
    from .test_fishing import fish_phase

    after = fish_phase(set_player(o, 0, res_fish=8))
    assert after.players[0].res_fish == 9  # the reserve limit is 10 with the Shipping Office


def test_wood_trade_anytime_costs_no_worker() -> None:
    s = seat0(wood=4, gold=0, cells=harbor((1, "124")))
    assert "trade card:nf:124 wood_gold" in texts(s)
    s = play(s, "trade card:nf:124 wood_gold")
    assert (s.players[0].wood, s.players[0].gold) == (0, 1) and s.tasks[-1] == ("turn", 0, 0)
    s = play(s, "trade card:nf:124 gold_wood")
    assert (s.players[0].wood, s.players[0].gold) == (3, 0)


def test_wharf_once_takes_the_seventh_schooner() -> None:
    s = seat0(wood=12, fish=12, cells=harbor((1, "143")), ships=("sloop", "sloop"))
    s = replace(s, ship_supply=(5, 5, 0, 1))
    s = play(s, "place space:build_ship", "ship ships:sloop goods")
    p = s.players[0]
    assert p.ships == ("sloop", "sloop", "sloop", "schooner") and p.once == ("143",)
    assert s.ship_supply == (4, 5, 0, 0)


def test_wet_storage_refills_an_empty_reserve() -> None:
    s = seat0(wood=0, res_fish=1, cells=harbor((1, "112")))
    s = play(s, "place space:transfer_reserve")
    assert s.players[0].res_wood == 3 and s.players[0].fish == 2 + 1


def test_harbor_installation_scores_two_per_ship_including_the_catboat() -> None:
    # p. 15: "The Harbor Installation scores 2 Victory Points for each Ship ... 8 Victory Points"
    T = rules().base_tables
    s = seat0(ships=("sloop", "cutter", "schooner"), cells=harbor((1, "151")))
    assert EFFECTS["151"].vp(T, s.players[0]) == 8


def test_c_hand_buildable_from_round_four_by_its_owner_only() -> None:
    s = seat0(wood=12, fish=12, gold=5, hand=("144",))
    s = set_player(s, 1, wood=12, fish=12, gold=5)
    assert "place space:build_building" not in texts(s)  # hand cards wait for Round 4
    s4 = replace(s, round=4)
    assert "build card:nf:144" in texts(play(s4, "place space:build_building"))
    other = play(s4, "pass")
    assert "place space:build_building" not in texts(other)  # seat 1 cannot use seat 0's hand


def test_anytime_buildings_can_still_be_used_before_scoring() -> None:
    r = rules()
    s = replace(seat0(players=2, wood=8, gold=0, cells=harbor((1, "124"))), round=7)
    s = set_player(s, 0, wood=8)
    for _ in range(6):  # both players pass their three turns of Round 7
        s = play(s, "pass")
    assert r.decision(s).stage == "final" and r.decision(s).seat == 0
    assert texts(s) == ["trade card:nf:124 wood_gold", "done"]
    s = play(s, "trade card:nf:124 wood_gold", "trade card:nf:124 wood_gold", "done")
    assert r.decision(s) is None and s.players[0].gold == 2 and s.players[0].wood == 0
    assert r.outcome(s) is not None
