"""Rule findings of issue 12, each checked against the Big Box rulebook."""

from __future__ import annotations

from dataclasses import replace

from tabletop.core import GameConfig
from tabletop.model.playout import play_session

from .helpers import play, rules, set_player, start, texts


def with_elder(key, players=5, variants=(), **changes):
    s = start(players, variants=variants, prefer=["chance: first seat:0"])
    s = replace(s, disp_a=(), disp_b=(), disp_c=())
    return set_player(s, 0, elders=((key, 0, -1),), **changes)


def describe(s, text):
    r = rules()
    return r.describe(s, r.parse_action(text))


def test_harbor_master_offers_every_sloop_and_cutter() -> None:
    # §13 Harbor Master: "Exchange a Ship from your Fishing track for a Ship from the supply
    # board ... either a sloop for a cutter or a cutter for a schooner": the player chooses which
    s = with_elder("harbor_master", ships=("sloop", "cutter", "sloop", "cutter"))
    s = play(s, "elder elder:harbor_master")
    assert texts(s) == ["exchange ship:0:0", "exchange ship:0:2", "exchange ship:0:1", "exchange ship:0:3"]
    s = play(s, "exchange ship:0:2")  # the second sloop leaves, the rest move left, the cutter joins
    assert s.players[0].ships == ("sloop", "cutter", "cutter", "cutter")


def test_harbor_master_choice_decides_which_guest_stays() -> None:
    # §12: a Guest on a ship that leaves the track goes back to the general supply
    s = with_elder("harbor_master", players=4, variants=("besokende",), guests=0,
                   ships=("sloop", "sloop"), boarded=0b10)
    s = play(s, "elder elder:harbor_master")
    assert texts(s) == ["exchange ship:0:0", "exchange ship:0:1"]
    kept = play(s, "exchange ship:0:0").players[0]  # the sloop without the Guest leaves
    assert (kept.ships, kept.boarded) == (("sloop", "cutter"), 0b01)
    lost = play(s, "exchange ship:0:1").players[0]
    assert (lost.ships, lost.boarded) == (("sloop", "cutter"), 0)


def test_ship_owner_offers_every_ship() -> None:
    # §13 Ship Owner: "Sell exactly one Ship from your Fishing track" (never the catboat or a raft)
    s = with_elder("ship_owner", ships=("cutter", "sloop", "cutter", "schooner"), gold=0)
    s = play(s, "elder elder:ship_owner")
    assert texts(s) == ["sell ship:0:1", "sell ship:0:0", "sell ship:0:2", "sell ship:0:3"]
    s = play(s, "sell ship:0:2")
    assert s.players[0].ships == ("cutter", "sloop", "schooner") and s.players[0].gold == 4


def test_ship_owner_choice_decides_which_guest_stays() -> None:
    s = with_elder("ship_owner", players=4, variants=("besokende",), guests=0,
                   ships=("cutter", "cutter"), boarded=0b01)
    s = play(s, "elder elder:ship_owner")
    assert texts(s) == ["sell ship:0:0", "sell ship:0:1"]
    p = play(s, "sell ship:0:1").players[0]
    assert (p.ships, p.boarded) == (("cutter",), 0b1)


def test_sailor_serve_choice_names_the_wood_too() -> None:
    # §13 Sailor: "Serve Fish receiving 1 gold and 1 wood per served plate"
    s = with_elder("sailor", players=2, fish=6, gold=0, wood=0)
    s = play(s, "elder elder:sailor")
    assert describe(s, "serve plate:0") == "Serve the 2-fish plate (+1 gold, +1 wood)"
    plain = start(2, prefer=["chance: first seat:0"])
    plain = set_player(play(set_player(plain, 0, fish=6), "place space:serve_fish"), 0, fish=6)
    assert describe(plain, "serve plate:0") == "Serve the 2-fish plate (+1 gold)"
    # the log says it too
    r = rules()
    step = r.apply(s, r.parse_action("serve plate:0"))
    assert step.events[0].text == "Serve the 2-fish plate (+1 gold, +1 wood)"


def test_solo_end_shows_the_rulebook_benchmark() -> None:
    # §11 Solo: "Good players score 30 to 40 Victory Points."
    r = rules()
    session = play_session(r, GameConfig(players=1), "benchmark")
    outcome = session.outcome()
    total = outcome.sheets[0].total
    assert "Good players score 30 to 40 Victory Points" in outcome.summary
    assert f"{total} Victory Point" in outcome.summary
    two = play_session(r, GameConfig(players=2), "benchmark").outcome()
    assert "Good players" not in two.summary


def test_the_ship_choices_name_the_ship_and_its_guest() -> None:
    # players' words: which ship, where on the track, and whether its Guest leaves with it
    s = with_elder("harbor_master", players=4, variants=("besokende",), guests=0,
                   ships=("sloop", "sloop"), boarded=0b10)
    s = play(s, "elder elder:harbor_master")
    assert describe(s, "exchange ship:0:0") == "Exchange the sloop (1st ship on the fishing track) for a cutter"
    assert describe(s, "exchange ship:0:1") == ("Exchange the sloop (2nd ship on the fishing track, "
                                                "a Guest on board) for a cutter")
    o = play(with_elder("ship_owner", ships=("cutter", "schooner")), "elder elder:ship_owner")
    assert describe(o, "sell ship:0:1") == "Sell the schooner (2nd ship on the fishing track) for 7 gold"
