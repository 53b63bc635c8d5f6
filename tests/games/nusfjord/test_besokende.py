"""The Besøkende deck and Guests (rulebook p. 17, "Guests")."""

from __future__ import annotations

import random
from dataclasses import replace

import pytest

from tabletop.core import GameConfig, IllegalActionError
from tabletop.games.nusfjord.besokende import EFFECTS as GUEST_EFFECTS
from tabletop.games.nusfjord.guests import payments
from tabletop.games.nusfjord.hidden import determinize
from tabletop.games.nusfjord.records import Final, Window

from .helpers import load, play, rules, set_player, start, texts

GUESTS = ("besokende",)


def guest_game(players=4, display=(), **changes):
    """Seat 0 to act in Round 1 of a Besøkende game, with ``display`` as the only buildings."""
    s = start(players, variants=GUESTS, prefer=["chance: first seat:0"])
    s = replace(s, disp_a=tuple(display), disp_b=(), disp_c=())
    return set_player(s, 0, **changes)


def describe(s, text):
    r = rules()
    return r.describe(s, r.parse_action(text))


# --- data, setup, view ----------------------------------------------------------------

def test_the_deck_has_44_buildings_18_a_12_b_14_c_with_distinct_ids() -> None:
    # §2: every deck holds 18 "A", 12 "B" and 14 "C" buildings
    data = load()[1].components
    deck = data["besokende"]
    letters = [c["letter"] for c in deck]
    assert (letters.count("A"), letters.count("B"), letters.count("C")) == (18, 12, 14)
    assert not {c["id"] for c in deck} & {c["id"] for c in data["buildings"]}
    assert {c["category"] for c in deck} == {"anytime", "immediately", "once", "special", "victory", "whenever"}
    assert 18 <= sum(c["guest"] for c in deck) <= 26  # roughly half carry the Guest symbol
    for c in deck:
        assert c["source"] == ("rulebook" if c["id"] == "701" else "stand-in") and c["note"]
        if c["category"] in ("immediately", "whenever", "anytime", "special", "once") or c["vp"] is None:
            assert c["id"] in GUEST_EFFECTS, c["id"]
    moot = next(c for c in deck if c["id"] == "701")
    assert (moot["name"].split(" (")[0], moot["wood"], moot["fish"], moot["gold"], moot["vp"]) == (
        "Moot Hall", 6, 4, 0, -1)


def test_the_variant_replaces_the_herring_deck_and_nothing_else() -> None:
    r = rules()
    s = r.setup(GameConfig(players=3, variants=GUESTS))
    assert s.deck == "besokende"
    assert all(c.startswith("7") for c in (*s.deck_a, *s.deck_b, *s.deck_c))
    assert (len(s.deck_a), len(s.deck_b), len(s.deck_c)) == (18, 12, 14)
    plain = r.setup(GameConfig(players=3))
    assert plain.deck == "herring" and all(c.startswith("1") for c in plain.deck_c)
    assert replace(s, deck_a=(), deck_b=(), deck_c=(), deck="herring") == replace(
        plain, deck_a=(), deck_b=(), deck_c=())
    assert "besokende" in {v.id for v in r.meta.variants}


def test_view_shows_guests_in_the_supply_and_on_ships_and_every_zone_is_in_the_layout() -> None:
    r = rules()
    s = guest_game(guests=2, ships=("sloop", "cutter"), boarded=0b10)
    v = r.view(s, 0)
    pieces = {p.id: p for p in v.pieces}
    assert pieces["goods:0:guests"].zone == "supply:0" and pieces["goods:0:guests"].label == "2"
    assert pieces["guest:0:ship:1"].zone == "track:0" and "guest:0:ship:0" not in pieces
    assert "Guest" in pieces["ship:0:1"].label
    assert ("Guests", "2 in supply, 1 on ships") in v.players[0].resources
    shown = r.view(replace(s, disp_a=("702", "701")), 0)
    details = {p.id: p.detail for p in shown.pieces}
    assert "Guest symbol" in details["card:nf:702"] and "Guest symbol" not in details["card:nf:701"]
    layout = load()[1].layout
    zone_ids = {z.id.replace("{seat}", str(seat)) for b in layout.boards for z in b.zones for seat in range(4)}
    assert {z.id for z in v.zones} <= zone_ids
    assert "guest" in layout.styles
    # the default game shows no Guests at all
    plain = r.view(start(4), 0)
    assert not any("guest" in p.id for p in plain.pieces)


# --- scoring -----------------------------------------------------------------------

def test_half_a_point_per_guest_in_supply_and_one_per_guest_on_a_ship() -> None:
    # §12 "Victory Points for Guests": 3 Guests in supply + 1 on a ship = 2½ VP
    s = guest_game(guests=3, ships=("sloop",), boarded=1)
    sheet = rules().score_now(s).sheets[0]
    terms = dict((t.name, t.points) for t in sheet.terms)
    assert terms["Guests in supply"] == 1.5 and terms["Guests on ships"] == 1
    without = rules().score_now(guest_game(ships=("sloop",))).sheets[0]
    assert sheet.total - without.total == 2.5
    assert "Guests in supply" not in {t.name for t in rules().score_now(start(4)).sheets[0].terms}


# --- building with Guests -------------------------------------------------------------

def test_moot_hall_with_three_guests_rulebook_example() -> None:
    # §12: 3 Guests on the Moot Hall lower its cost to 0 wood 4 fish, 2 wood 1 fish, or 4 wood
    # 0 fish (overpaying 2 fish): so the Moot Hall costs 6 wood and 4 fish
    s = guest_game(display=("701",), guests=3, wood=6, fish=4)
    s = play(s, "place space:build_building")
    options = texts(s)
    three = sorted(t for t in options if t.startswith("build card:nf:701 guests:")
                   and sum(map(int, t.rsplit(":", 2)[1:])) == 3)
    assert three == ["build card:nf:701 guests:1:2", "build card:nf:701 guests:2:1",
                     "build card:nf:701 guests:3:0"]
    assert "build card:nf:701" in options  # paying in full stays possible
    assert "pay 0 wood 4 fish, return 3 Guests" in describe(s, "build card:nf:701 guests:3:0")
    assert "pay 2 wood 1 fish, return 3 Guests" in describe(s, "build card:nf:701 guests:2:1")
    assert "pay 4 wood 0 fish, return 3 Guests" in describe(s, "build card:nf:701 guests:1:2")
    assert sorted((w, f) for kw, kf, w, f in payments(6, 4, 3) if kw + kf == 3) == [(0, 4), (2, 1), (4, 0)]


def test_paying_with_guests_overpays_without_change() -> None:
    s = guest_game(display=("701",), guests=3, wood=4, fish=0)
    s = play(s, "place space:build_building")
    assert [t for t in texts(s) if t.startswith("build")] == ["build card:nf:701 guests:1:2"]
    s = play(s, "build card:nf:701 guests:1:2", "put cell:0:5")
    p = s.players[0]
    assert (p.wood, p.fish, p.guests) == (0, 0, 0) and "701" in p.cells


def test_a_guest_that_saves_nothing_is_never_offered() -> None:
    # 702 costs 2 wood, no fish: one Guest covers it; a second (or one on fish) saves nothing
    assert payments(2, 0, 3) == [(1, 0, 0, 0)]
    s = guest_game(display=("702",), guests=3, wood=0, fish=9)
    s = play(s, "place space:build_building")
    assert [t for t in texts(s) if t.startswith("build")] == ["build card:nf:702 guests:1:0"]


def test_guests_never_reduce_gold_and_open_the_build_action() -> None:
    s = guest_game(display=("706",), guests=2, wood=0, fish=0, gold=0)  # 706: 0 wood 2 fish 1 gold
    assert "place space:build_building" not in texts(s)
    s = set_player(s, 0, gold=1)
    assert "place space:build_building" in texts(s)


def test_the_guest_symbol_gives_a_guest_after_paying_then_the_ship_window() -> None:
    # §12: "You may take the Guest only after paying the Building cost"; right after receiving
    # it the player may put it on a ship
    s = guest_game(display=("702",), guests=1, wood=0, ships=("sloop",))
    s = play(s, "place space:build_building", "build card:nf:702 guests:1:0", "put cell:0:5")
    assert s.players[0].guests == 1  # the symbol's Guest (the paid one went back)
    assert texts(s) == ["use card:nf:702", "skip"]  # its Immediately (+1 Guest) comes first
    s = play(s, "use card:nf:702")
    assert s.players[0].guests == 2
    assert rules().decision(s).stage == "guests"
    assert texts(s) == ["board ship:0:0", "done"]
    s = play(s, "board ship:0:0")
    assert (s.players[0].guests, s.players[0].boarded) == (1, 1)
    assert rules().decision(s).stage == "turn" and rules().decision(s).seat == 1


def test_building_a_ship_with_guests() -> None:
    # a sloop costs 2 wood 2 fish: 1 Guest on wood and 1 on fish pay it all
    s = guest_game(guests=2, wood=0, fish=0)
    s = play(s, "place space:build_ship")
    assert "ship ships:sloop goods guests:1:1" in texts(s)
    assert "ship ships:sloop goods" not in texts(s)
    s = play(s, "ship ships:sloop goods guests:1:1")
    p = s.players[0]
    assert (p.ships, p.wood, p.fish, p.guests) == (("sloop",), 0, 0, 0)


# --- Guests at the Banquet Table --------------------------------------------------------

def test_serve_fish_with_two_guests_rulebook_example() -> None:
    # §12: 6 fish and 2 Guests: 6 fish fill the two 3-fish plates, 2 Guests the two 4-fish
    # plates (1 fish from the general supply on each): 4 gold
    s = guest_game(fish=6, guests=2, gold=0)
    s = replace(s, plates=(1, 0, 0, 0, 0, 0, 0))  # 2, [3, 3, 4, 4], 5, 5: plates served smallest first
    s = play(s, "place space:serve_fish", "serve plate:1", "serve plate:2")
    assert texts(s) == ["serve plate:3 guest", "done"]
    s = play(s, "serve plate:3 guest", "serve plate:4 guest")
    assert texts(s) == ["done"]
    s = play(s, "done")
    p = s.players[0]
    assert (p.fish, p.guests, p.gold) == (0, 0, 4)
    assert s.plates == (1, 1, 1, 1, 1, 0, 0)


def test_an_elder_serves_with_guests_and_serving_triggers_the_smokehouse() -> None:
    # "It does not matter whether you take the Serve Fish action on the action space or
    # through an Elder or Building card": the Sailor (+1 gold +1 wood per plate) with no fish
    s = guest_game(fish=0, guests=1, gold=0, wood=0, elders=(("sailor", 0, -1),))
    s = replace(s, plates=(1, 0, 0, 0, 0, 0, 0))
    cells = list(s.players[0].cells)
    cells[5] = "710"  # Smokehouse: after you Serve Fish, +1 Guest
    s = set_player(s, 0, cells=tuple(cells))
    s = play(s, "elder elder:sailor")
    assert texts(s) == ["serve plate:0 guest"]
    s = play(s, "serve plate:0 guest", "done")
    p = s.players[0]
    assert (p.fish, p.gold, p.wood, p.guests) == (0, 1, 1, 1)


# --- Guests on Ships -----------------------------------------------------------------

def test_never_on_the_catboat_nor_on_a_raft() -> None:
    s = guest_game(guests=2)
    assert not any(t.startswith("board") for t in texts(s))  # only the preprinted catboat
    s = guest_game(guests=2, ships=("sloop", "raft"))
    assert [t for t in texts(s) if t.startswith("board")] == ["board ship:0:0"]
    s = play(s, "board ship:0:0")
    assert not any(t.startswith("board") for t in texts(s))  # one Guest per ship
    with pytest.raises(IllegalActionError):
        play(s, "board ship:0:1")  # the raft


def test_a_removed_ship_returns_its_guest_to_the_general_supply() -> None:
    # §12: "If you remove a Ship with a Guest from your Fishing track ... return the Guest"
    s = guest_game(guests=0, ships=("sloop", "cutter"), boarded=0b01, elders=(("ship_owner", 0, -1),))
    s = replace(s, plates=(1, 0, 0, 0, 0, 0, 0))
    s = play(s, "elder elder:ship_owner", "sell ship:0:0")
    p = s.players[0]
    assert (p.ships, p.boarded, p.guests) == (("cutter",), 0, 0)
    # Harbor Master: the sloop leaves (its Guest goes back), the Guest on the cutter stays
    s = guest_game(guests=0, ships=("sloop", "cutter"), boarded=0b11, elders=(("harbor_master", 0, -1),))
    s = replace(s, plates=(1, 0, 0, 0, 0, 0, 0))
    s = play(s, "elder elder:harbor_master", "exchange ship:0:0")
    p = s.players[0]
    assert (p.ships, p.boarded, p.guests) == (("cutter", "cutter"), 0b01, 0)


def test_guest_on_the_sloop_before_fishing_rulebook_example() -> None:
    # §12: Round 1 a sloop (haul 5); at the start of Round 2's Fishing Phase a Guest on the
    # sloop; the haul: 2 fish on the shares, 1 into the supply for the Guest, 2 into the Reserve
    s = guest_game(players=2, guests=1, fish=0, res_fish=0, ships=("sloop",))
    s = replace(s, round=2, phase="fish", fish_next=0, tasks=(Window(seat=1), Window(seat=0)))
    assert texts(s) == ["board ship:0:0", "done"]
    s = play(s, "board ship:0:0")  # nothing else to do: the window closes, fishing runs
    p = s.players[0]
    assert s.phase == "work"
    assert (p.fish, p.res_fish, p.guests, p.boarded) == (3, 2, 0, 1)


# --- the rest ------------------------------------------------------------------------

def test_campaign_removed_cards_work_with_the_guest_deck() -> None:
    from tabletop.games.nusfjord.rules import campaign_record

    r = rules()
    s = r.setup(GameConfig(players=1, variants=("campaign", "besokende"),
                           options=(("removed_cards", "701,722,745"),)))
    assert not {"701", "722", "745"} & {*s.deck_a, *s.deck_b, *s.deck_c}
    assert campaign_record(s) == {"built": (), "seen_ab": tuple(sorted({*s.disp_a, *s.disp_b}))}


def test_determinization_keeps_the_guests() -> None:
    s = guest_game(guests=3, ships=("sloop",), boarded=1)
    d = determinize(rules(), s, 1, random.Random(1))
    assert (d.players[0].guests, d.players[0].boarded, d.deck) == (3, 1, "besokende")


@pytest.mark.parametrize("players", [1, 2, 3, 4, 5])
def test_random_playout_of_the_variant_to_the_end(players: int) -> None:
    r = rules()
    rng = random.Random(players)
    s = r.setup(GameConfig(players=players, variants=GUESTS))
    seen = set()
    while r.decision(s) is not None:
        actions = r.legal_actions(s)
        assert actions and len(set(actions)) == len(actions)
        a = rng.choice(actions)
        seen.add(a.verb)
        assert r.parse_action(a.text()) == a
        s = r.apply(s, a).state
    assert r.outcome(s) is not None
    assert all(p.guests >= 0 for p in s.players)


def test_every_guest_card_has_an_effect_of_its_category() -> None:
    T = rules().T_guests
    assert len(T.cards) == 44 and T.guest_cards <= set(T.cards)
    for card in T.cards.values():
        eff = GUEST_EFFECTS.get(card.id)
        if card.category == "immediately":
            assert eff.immediate is not None, card.id
        elif card.category == "whenever":
            assert eff.whenever, card.id
        elif card.category == "anytime":
            assert eff.anytime, card.id
        elif card.category == "once":
            assert eff.once is not None and eff.once_ready is not None, card.id
        elif card.category == "special":
            assert eff.special, card.id
        if card.vp is None:
            assert eff.vp is not None, card.id


def test_moot_hall_removes_every_forest_for_wood_and_guests() -> None:
    # 701 (scrape): "Immediately: remove all of your forests; +1 wood & +1 guest per forest removed"
    s = guest_game(display=("701",), guests=0, wood=6, fish=4, ships=("sloop",))
    forests = sum(s.players[0].forests)
    assert forests == 4
    s = play(s, "place space:build_building", "build card:nf:701", "put cell:0:5", "use card:nf:701")
    p = s.players[0]
    assert (sum(p.forests), p.wood, p.guests) == (0, forests, forests)
    assert texts(s) == ["board ship:0:0", "done"]  # right after receiving the Guests


def test_guest_trades_and_guest_victory_cards() -> None:
    s = guest_game(guests=2, gold=0, fish=0)
    cells = list(s.players[0].cells)
    cells[5], cells[6], cells[7] = "723", "724", "749"
    s = set_player(s, 0, cells=tuple(cells))
    assert {"trade card:nf:723 guest_gold", "trade card:nf:724 guest_fish"} <= set(texts(s))
    s = play(s, "trade card:nf:723 guest_gold")
    assert (s.players[0].guests, s.players[0].gold) == (1, 2)
    s = play(s, "trade card:nf:724 guest_fish")
    p = s.players[0]
    assert (p.guests, p.fish) == (0, 4)
    assert not any(t.startswith("trade card:nf:72") for t in texts(s))
    s = set_player(s, 0, guests=3)
    terms = {t.name: t.points for t in rules().score_now(s).sheets[0].terms}
    base = {t.name: t.points for t in rules().score_now(set_player(s, 0, guests=0)).sheets[0].terms}
    assert terms["Buildings"] - base["Buildings"] == 3  # Banquet Hall: 1 VP per Guest in supply


def test_fjord_hotel_pays_once_two_ships_carry_guests() -> None:
    s = guest_game(guests=2, gold=0, ships=("sloop", "cutter"))
    cells = list(s.players[0].cells)
    cells[5] = "743"
    s = set_player(s, 0, cells=tuple(cells))
    s = play(s, "board ship:0:0", "board ship:0:1", "place space:plus_gold")
    assert s.players[0].gold == 1 + 4 and "743" in s.players[0].once


def test_guests_go_on_ships_before_scoring() -> None:
    s = guest_game(guests=1, ships=("sloop",))
    s = replace(s, phase="end", tasks=(Final(seat=0),))
    assert texts(s) == ["board ship:0:0", "done"]
    s = play(s, "board ship:0:0")
    assert rules().outcome(s) is not None
    terms = {t.name: t.points for t in rules().outcome(s).sheets[0].terms}
    assert (terms["Guests in supply"], terms["Guests on ships"]) == (0, 1)


def test_descriptions_of_the_guest_actions() -> None:
    s = guest_game()
    assert "with a Guest" in describe(s, "serve plate:3 guest")
    assert "Place a Guest" in describe(s, "board ship:0:1")
    # players' words: "2 Guests", never "Guest(s)"
    assert "returning 2 Guests in place of 2 wood and 3 fish" in describe(s, "ship ships:sloop goods guests:1:1")
    assert describe(s, "build card:nf:706 guests:0:1").startswith("Build Woodshed (Vedskjul): pay 0 wood 0 fish 1 gold")
