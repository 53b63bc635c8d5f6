"""Effect timing (rulebook p. 19): Anytime windows and simultaneous triggers."""

from __future__ import annotations

import importlib
from dataclasses import replace

from tabletop.games.nusfjord.effects import Effect, plain
from tabletop.games.nusfjord.herring import EFFECTS
from tabletop.model.components import load_game_data
from tabletop.model.registry import definition

from .helpers import play, resolve_chance, rules, set_player, start, texts
from .test_buildings import harbor


def _pass_work_phase(s):
    """Everybody passes; returns the state and the (seat, stage) of every decision met."""
    r = rules()
    seen = []
    start_round = s.round
    while r.decision(s) is not None and r.decision(s).stage in ("turn",) and s.round == start_round:
        d = r.decision(s)
        seen.append((d.seat, d.stage))
        s = play(s, "pass")
    return resolve_chance(s), seen


def test_anytime_is_not_asked_before_every_action_of_other_players() -> None:
    # "Anytime: ... even outside your own turn" (p. 19). Nothing another player does in the
    # Work Phase reads or caps the owner's goods, so no window there (README: rule decisions)
    s = start(4, prefer=["chance: first seat:0"])
    s = set_player(s, 1, wood=8, cells=harbor((1, "124")))
    s, seen = _pass_work_phase(s)
    assert seen == [(k % 4, "turn") for k in range(12)]
    # ... but the owner's own turns offer the exchange (costs no worker): tested in test_buildings


def test_anytime_window_before_each_fishing_phase_from_the_first_player() -> None:
    # the Guests text names "before a Fishing Phase" as one of the "at any time" moments (p. 17)
    r = rules()
    s = start(4, prefer=["chance: first seat:0"])
    s = set_player(s, 1, wood=8, cells=harbor((1, "124")))
    s = set_player(s, 2, wood=8, cells=harbor((1, "124")))
    s, _ = _pass_work_phase(s)
    assert s.round == 2 and s.phase == "fish" and s.first == 3
    d = r.decision(s)
    assert (d.seat, d.stage) == (1, "window")  # seats 3 and 0 have no exchange: skipped
    assert texts(s) == ["trade card:nf:124 wood_gold", "trade card:nf:124 gold_wood", "done"]
    s = play(s, "trade card:nf:124 wood_gold", "done")
    assert (r.decision(s).seat, r.decision(s).stage) == (2, "window")
    s = play(s, "done")
    assert s.phase == "work" and r.decision(s).stage == "turn" and s.players[1].wood == 4


def test_a_window_before_fishing_can_matter_at_the_wood_limit() -> None:
    # Residential Home (131, p. 19 scrape): "Whenever one of your elders gets a 3rd fish: +1 wood";
    # the 12-wood limit (p. 10) would swallow it. Trading 4 wood -> 1 gold first keeps it.
    s = start(2, prefer=["chance: first seat:0"])
    s = set_player(s, 0, wood=12, cells=harbor((1, "124"), (4, "131")), elders=(("sailor", 2, -1),))
    s, _ = _pass_work_phase(s)
    assert rules().decision(s).stage == "window"
    kept = play(s, "trade card:nf:124 wood_gold", "done")
    lost = play(s, "done")
    assert kept.players[0].wood == 8 + 1 and lost.players[0].wood == 12


def test_whenever_does_not_trigger_on_another_players_turn() -> None:
    # "Only you can trigger the effect; it does not trigger on other players' turns" (p. 19):
    # seat 0's Pond Builder feeds seat 1's Freed Willy a 3rd fish; seat 1's Residential Home stays quiet
    s = start(4, variants=("promo_elders",), prefer=["chance: first seat:0"])
    s = set_player(s, 0, elders=(("pond_builder", 0, -1),))
    s = set_player(s, 1, wood=0, cells=harbor((1, "131")), elders=(("freed_willy", 2, -1),))
    s = play(s, "elder elder:pond_builder")
    assert s.players[1].elders[0][1] == 3 and s.players[1].wood == 0
    # in the (simultaneous) Fishing Phase it does trigger
    from .test_fishing import fish_phase

    f = fish_phase(set_player(start(4, variants=("promo_elders",)), 1, wood=0, cells=harbor((1, "131")),
                              elders=(("freed_willy", 1, -1),)))
    assert f.players[1].wood == 1


def _rules_with(effects):
    data = load_game_data("nusfjord", definition("nusfjord").schema)
    r = importlib.import_module("tabletop.games.nusfjord").create_rules(data.components)
    r.base_tables.use_effects({**EFFECTS, **effects})
    return r


def _double_wood(T, g, seat):
    g.players[seat].wood = min(T.wood_limit, 2 * g.players[seat].wood)


def test_simultaneous_triggers_are_carried_out_in_the_players_order() -> None:
    # "If several effects trigger at the same time, you may choose the order" (p. 19). A test
    # effect that is not a plain gain (doubles wood) and Raftbuilder's +2 wood: order matters.
    r = _rules_with({"118": Effect(whenever={"ship": _double_wood})})
    s = start(2, prefer=["chance: first seat:0"])
    s = set_player(s, 0, wood=3, fish=2, cells=harbor((1, "109"), (4, "118")))

    def run(*texts_):
        st = s
        for t in texts_:
            st = r.apply(st, r.parse_action(t)).state
        return st

    s1 = run("place space:build_ship", "ship ships:sloop goods")
    assert r.decision(s1).stage == "order" and r.decision(s1).seat == 0
    assert [a.text() for a in r.legal_actions(s1)] == ["trigger card:nf:109", "trigger card:nf:118"]
    first_gain = run("place space:build_ship", "ship ships:sloop goods", "trigger card:nf:109")
    first_double = run("place space:build_ship", "ship ships:sloop goods", "trigger card:nf:118")
    assert first_gain.players[0].wood == (1 + 2) * 2 and first_double.players[0].wood == 1 * 2 + 2
    assert r.decision(first_gain).stage == "turn" and r.decision(first_gain).seat == 1


def test_plain_gains_are_not_ordered() -> None:
    # Raftbuilder (+2 wood) and Seafaring Society (+1 gold) both follow Build a Ship: plain
    # gains commute, so no question is asked (README: rule decisions)
    s = start(2, prefer=["chance: first seat:0"])
    s = set_player(s, 0, wood=2, fish=2, gold=0, cells=harbor((1, "109"), (4, "128")))
    s = play(s, "place space:build_ship", "ship ships:sloop goods")
    assert rules().decision(s).stage == "turn" and rules().decision(s).seat == 1
    assert (s.players[0].wood, s.players[0].gold) == (2, 1)


def test_order_of_before_ship_triggers_comes_before_the_ship_choice() -> None:
    r = _rules_with({"118": Effect(whenever={"before_ship": _double_wood}),
                     "106": Effect(whenever={"before_ship": plain(lambda T, g, seat: None)})})
    s = start(2, prefer=["chance: first seat:0"])
    s = set_player(s, 0, wood=3, fish=2, cells=harbor((1, "106"), (4, "118")))
    s = r.apply(s, r.parse_action("place space:build_ship")).state
    assert r.decision(s).stage == "order"
    s = r.apply(s, r.parse_action("trigger card:nf:118")).state
    assert r.decision(s).stage == "ship" and s.players[0].wood == 6


def test_final_window_order_from_the_first_player() -> None:
    r = rules()
    s = replace(start(3, prefer=["chance: first seat:1"]), round=7)
    for seat in range(3):
        s = set_player(s, seat, wood=8, cells=harbor((1, "124")))
    s, _ = _pass_work_phase(s)
    seats = []
    while r.decision(s) is not None:
        assert r.decision(s).stage == "final"
        seats.append(r.decision(s).seat)
        s = play(s, "done")
    assert seats == [1, 2, 0]
