"""The other Big Box decks (Mackerel, Codfish, Plaice, Salmon) and Mixing Decks.

Rulebook p. 2, "Components": "seven 44-card decks, each containing 18 A, 12 B and 14 C";
p. 15, "Variants", Mixing Decks: "use 3 'A' and 2 'B' Buildings from each of three different decks.
However, all additional Buildings (via the Turn Order tiles) should be drawn from a single deck."
Names, numbers, letters and categories: the published card lists.
"""

from __future__ import annotations

import re
from dataclasses import replace
from pathlib import Path

import pytest

from tabletop.core import GameConfig
from tabletop.games.nusfjord import META
from tabletop.games.nusfjord.decks import spec_text
from tabletop.games.nusfjord.rules import chosen_deck
from tabletop.model import campaign

from .helpers import load, play, rules, set_player, start, texts

DECKS = ("mackerel", "codfish", "plaice", "salmon")
# the public card list the decks were typed from (numbers, names, letters, categories)
FACTS = Path(__file__).resolve().parents[2] / "data" / "nusfjord_public_decks.txt"
CATEGORY = {"Immediately": "immediately", "Whenever": "whenever", "Anytime": "anytime", "Once": "once",
            "Special Ability": "special", "Victory Points": "victory"}
EMPTY = ("R",) + ("",) * 11  # a harbor: the reserve, 11 free building spaces, no forests


def seat0(variants, players=4, **changes):
    """Seat 0 to act in Round 1, with no buildings on display."""
    s = start(players, variants=variants, prefer=["chance: first seat:0"])
    s = replace(s, disp_a=(), disp_b=(), disp_c=())
    return set_player(s, 0, **changes)


def with_cards(s, seat, *cards, free=True):
    """Put buildings on the harbor of ``seat`` (filling every free space when ``free`` is False)."""
    cells = list(s.players[seat].cells)
    for card in cards:
        cells[cells.index("", 1)] = card
    if not free:
        cells = [c or "118" for c in cells]
    return set_player(s, seat, cells=tuple(cells), forests=(0,) * 5)


# --- data ---------------------------------------------------------------------------------

@pytest.mark.parametrize("deck", DECKS)
def test_each_deck_has_the_public_names_letters_and_categories(deck) -> None:
    data = load()[1].components[deck]
    letters = [c["letter"] for c in data]
    assert (letters.count("A"), letters.count("B"), letters.count("C")) == (18, 12, 14)
    line = next(x for x in FACTS.read_text(encoding="utf-8").splitlines()  # the public list
                if x.startswith(f"- **{deck.capitalize()}:**"))
    facts = {n: (name.strip(), letter, CATEGORY[cat]) for n, name, letter, cat in
             re.findall(r"(\d{3}) ([^;(]+?) \(([ABC]), ([A-Za-z ]+)\)", line)}
    assert {c["id"]: (c["name"], c["letter"], c["category"]) for c in data} == facts
    for c in data:
        assert c["text"] == spec_text(deck, c["id"])  # the words on a card are what it does
        assert c["note"].startswith("name, number, letter, category: public")
        assert c["source"] in ("stand-in", "rulebook")
    assert sum(c["source"] == "stand-in" for c in data) >= 36


def test_the_cards_the_rulebook_names_keep_its_words() -> None:
    cards = {c["id"]: c for deck in DECKS for c in load()[1].components[deck]}
    assert cards["228"]["name"] == "Stilt House" and cards["228"]["no_space"]
    assert [c for c in cards if cards[c].get("no_space")] == ["228"]
    assert cards["530"]["name"] == "Smoke Chamber" and cards["530"]["category"] == "whenever"
    # the effect texts the rulebook prints
    assert cards["202"]["text"] == "After you Reforest: Deforest"
    assert cards["223"]["text"] == "At any time: sell sloops for 2 gold and/or cutters for 4 gold"
    assert (cards["223"]["wood"], cards["223"]["fish"], cards["223"]["vp"]) == (7, 3, 1)
    assert cards["322"]["text"] == "Once you have 3 Elders: 3 wood & 2 gold into your reserve (only once)"
    assert cards["401"]["text"] == "Immediately: +4 fish" and cards["401"]["vp"] == -1


def test_trout_is_not_offered_and_the_dialog_says_why() -> None:
    ids = {v.id for v in META.variants}
    assert "trout" not in ids and {*DECKS, "besokende", "herring", "mix_decks"} <= ids
    assert "Trout deck is not offered" in META.summary


# --- one deck instead of Herring ----------------------------------------------------------

@pytest.mark.parametrize("deck", DECKS)
def test_a_deck_variant_replaces_the_herring_deck(deck) -> None:
    r = rules()
    s = r.setup(GameConfig(players=3, variants=(deck,)))
    first = str(DECKS.index(deck) + 2)
    assert s.deck == deck
    assert all(c.startswith(first) for c in (*s.deck_a, *s.deck_b, *s.deck_c))
    assert (len(s.deck_a), len(s.deck_b), len(s.deck_c)) == (18, 12, 14)
    assert not r.tables(s).guests


@pytest.mark.parametrize("deck", DECKS)
def test_the_stand_in_count_is_that_of_the_deck_in_play(deck) -> None:
    data = load()[1]
    table = data.components[deck]
    herring = sum(c["source"] == "stand-in" for c in data.components["buildings"])
    own = sum(c["source"] == "stand-in" for c in table)
    base = data.stand_ins_in_play(META, ())
    assert data.stand_ins_in_play(META, (deck,)) == base - herring + own


def test_only_one_deck_at_a_time_without_mixing() -> None:
    assert chosen_deck(()) == "herring" and chosen_deck(("herring",)) == "herring"
    assert chosen_deck(("salmon", "campaign")) == "salmon"
    with pytest.raises(ValueError, match="one building deck"):
        chosen_deck(("salmon", "plaice"))


# --- Stilt House (Mackerel): no Building space -------------------------------------------

def test_stilt_house_is_built_with_no_free_building_space() -> None:
    # Investor / Pond Builder / Tour Guide notes: the Stilt House "does not occupy a Building space"
    s = seat0(("mackerel",), wood=5, fish=5)
    s = with_cards(s, 0, free=False)
    s = replace(s, disp_b=("228", "221"))
    assert "place space:build_building" in texts(s)
    s = play(s, "place space:build_building")
    assert texts(s) == ["build card:nf:228"]  # the Poor House would need a space
    s = play(s, "build card:nf:228")  # no space to choose
    p = s.players[0]
    assert p.cells[12:] == ("228",) and "" not in p.cells
    assert "use card:nf:228" in texts(s)
    s = play(s, "use card:nf:228")
    assert s.players[0].fish == 5 - 2 + 3


def test_stilt_house_keeps_the_free_building_spaces_free() -> None:
    s = seat0(("mackerel",), wood=5, fish=5)
    s = with_cards(s, 0)
    s = replace(s, disp_b=("228",))
    s = play(s, "place space:build_building", "build card:nf:228")
    terms = {t.name: t.points for t in rules().score_now(s).sheets[0].terms}
    assert terms["Free building spaces"] == -11
    assert terms["Buildings"] == 2


def _elder(s, key):
    return set_player(s, 0, elders=((key, 0, -1),))


def test_stilt_house_counts_for_the_tour_guide() -> None:
    # Tour Guide: "+1 fish per building ... (Buildings that do not occupy a Building space,
    # like the Stilt House from the Mackerel deck, also count.)"
    s = seat0(("mackerel", "boydell_elders"), players=5, fish=0)
    s = with_cards(s, 0, "201")
    s = _elder(set_player(s, 0, cells=(*s.players[0].cells, "228")), "tour_guide")
    s = play(s, "elder elder:tour_guide")
    assert s.players[0].fish == 2


def test_stilt_house_counts_for_the_pond_builder() -> None:
    # Pond Builder: "4 fish plus 1 fish for each Building ... (the Stilt House also counts)"
    s = seat0(("mackerel",), players=5, fish=0, res_fish=0)
    s = set_player(s, 0, cells=(*EMPTY, "228"))
    s = play(_elder(s, "pond_builder"), "elder elder:pond_builder")
    p = s.players[0]
    # 5 fish: 1 on the Pond Builder, 2 on own shares, 2 into the reserve
    assert p.elders[0][1] == 1 + 1 and p.fish == 2 and p.res_fish == 2


def test_the_investor_may_remove_the_stilt_house() -> None:
    # Investor: "You may even choose a Building that does not occupy a Building space"
    s = seat0(("mackerel", "boydell_elders"), players=5, gold=0)
    s = set_player(s, 0, cells=(*EMPTY, "228"))
    s = play(_elder(s, "investor"), "elder elder:investor")
    assert texts(s) == ["demolish card:nf:228"]
    s = play(s, "demolish card:nf:228")
    p = s.players[0]
    assert p.cells == EMPTY and p.gold == 1  # no Building space was freed: none was used


def test_the_stilt_house_is_shown_beside_the_harbor() -> None:
    s = seat0(("mackerel",))
    s = set_player(s, 0, cells=(*EMPTY, "228"))
    piece = next(p for p in rules().view(s, 0).pieces if p.id == "card:nf:228")
    assert piece.zone == "supply:0" and "takes no Building space" in piece.detail


# --- Smoke Chamber (Salmon) and Guests ----------------------------------------------------

MIXED_GUESTS = ("mix_decks", "herring", "salmon", "besokende")


def test_smoke_chamber_counts_a_guest_as_the_fish_it_saved() -> None:
    # Guests note (p. 17): "for Buildings like the Smoke Chamber from the Salmon deck ... each
    # Guest you spend under this rule counts as however many fish it saved you"
    s = seat0(MIXED_GUESTS, fish=3, guests=1, gold=0)
    s = with_cards(s, 0, "530")
    s = replace(s, plates=(1, 0, 0, 0, 0, 0, 0))  # 4 players: 2, [3, 3], 4, 4, 5, 5
    s = play(s, "place space:serve_fish", "serve plate:1", "serve plate:2 guest", "done")
    # 2 gold for the plates, +1 for 3 fish + a Guest that saved 3 fish (6: one 4)
    assert s.players[0].gold == 2 + 1


def test_smoke_chamber_without_guests() -> None:
    s = seat0(("salmon",), fish=3, gold=0)
    s = with_cards(s, 0, "530")
    s = replace(s, plates=(1, 0, 0, 0, 0, 0, 0))
    s = play(s, "place space:serve_fish", "serve plate:1", "done")
    assert s.players[0].gold == 1  # 3 fish served: less than 4


def test_guests_rules_come_with_besokende_when_mixed_in() -> None:
    r = rules()
    mixed = r.setup(GameConfig(players=3, variants=MIXED_GUESTS))
    assert r.tables(mixed).guests
    names = {t.name for t in r.score_now(mixed).sheets[0].terms}
    assert {"Guests in supply", "Guests on ships"} <= names
    plain = r.setup(GameConfig(players=3, variants=("mix_decks", "herring", "salmon", "plaice")))
    assert not r.tables(plain).guests
    assert "Guests in supply" not in {t.name for t in r.score_now(plain).sheets[0].terms}


# --- a few exact cards ---------------------------------------------------------------------

def test_ship_broker_sells_a_sloop_for_2_gold() -> None:
    s = seat0(("mackerel",), gold=0, ships=("sloop", "cutter"))
    s = with_cards(s, 0, "223")
    assert {"trade card:nf:223 sell_sloop ship:0:0", "trade card:nf:223 sell_cutter ship:0:1"} <= set(texts(s))
    supply = s.ship_supply
    s = play(s, "trade card:nf:223 sell_sloop ship:0:0")
    assert s.players[0].ships == ("cutter",) and s.players[0].gold == 2
    assert s.ship_supply[0] == supply[0] + 1


def test_nursery_covers_free_spaces_with_wood_and_carver_counts_wood_costs() -> None:
    s = seat0(("codfish",), wood=3)
    s = with_cards(s, 0, "346", "313", "317")  # Carver (2 wood), Cooling House (1), Park Lodge (none)
    terms = {t.name: t.points for t in rules().score_now(s).sheets[0].terms}
    assert terms["Buildings"] == 2 + 0 + 1  # Carver: 2 buildings show wood; Park Lodge 1 VP
    m = seat0(("mackerel",), wood=3)
    m = with_cards(m, 0, "242")
    terms = {t.name: t.points for t in rules().score_now(m).sheets[0].terms}
    assert terms["Free building spaces"] == -(10 - 3)


# --- Mixing Decks ---------------------------------------------------------------------------

def test_mixing_decks_shows_3_a_and_2_b_of_each_deck_then_draws_from_the_first() -> None:
    r = rules()
    s = start(3, variants=("mix_decks", "mackerel", "plaice", "salmon"))
    assert s.deck == "mackerel+plaice+salmon"
    T = r.tables(s)
    by_deck = [T.deck_of[c] for c in s.disp_a]
    assert sorted(by_deck) == ["mackerel"] * 3 + ["plaice"] * 3 + ["salmon"] * 3
    assert sorted(T.deck_of[c] for c in s.disp_b) == ["mackerel"] * 2 + ["plaice"] * 2 + ["salmon"] * 2
    # every later building (Turn Order tiles, C buildings) comes from a single deck: the first
    assert all(T.deck_of[c] == "mackerel" for c in (*s.deck_a, *s.deck_b, *s.deck_c))
    assert (len(s.deck_a), len(s.deck_b), len(s.deck_c)) == (15, 10, 14)


def test_mixing_decks_fills_up_to_three_decks_and_refuses_four() -> None:
    assert chosen_deck(("mix_decks",)) == "herring+mackerel+codfish"
    assert chosen_deck(("mix_decks", "salmon", "besokende")) == "herring+salmon+besokende"
    with pytest.raises(ValueError, match="three"):
        chosen_deck(("mix_decks", "herring", "mackerel", "codfish", "plaice"))


def test_mixing_decks_names_each_buildings_deck_on_the_table() -> None:
    s = start(3, variants=("mix_decks", "herring", "codfish", "salmon"))
    details = [p.detail for p in rules().view(s, 0).pieces if p.zone == "display:a"]
    assert sum("of the Codfish deck" in d for d in details) == 3


def test_mixing_decks_stand_ins_count_the_three_decks() -> None:
    data = load()[1]
    count = {t: sum(c["source"] == "stand-in" for c in data.components[t])
             for t in ("buildings", "mackerel", "salmon", "codfish")}
    base = data.stand_ins_in_play(META, ()) - count["buildings"]
    chosen = ("mix_decks", "herring", "mackerel", "salmon")
    assert data.stand_ins_in_play(META, chosen) == base + count["buildings"] + count["mackerel"] + count["salmon"]


# --- campaign with another deck ----------------------------------------------------------

def test_the_campaign_keeps_game_ones_deck() -> None:
    record = campaign.CampaignRecord()
    game1 = campaign.CampaignGame(number=1, seed="1", digest="0" * 64, score=30,
                                  variants=["campaign", "mix_decks", "herring", "plaice", "salmon"])
    record.current = campaign.CampaignRun(started_at="now", games=[game1])
    config = record.next_game_config(["salmon", "advanced_solo"])
    assert set(config.variants) == {"campaign", "advanced_solo", "mix_decks", "herring", "plaice", "salmon"}
    assert "Mixing Decks (Herring, Plaice, Salmon)" in record.deck_text()
    game1 = game1.model_copy(update={"variants": ["campaign", "codfish"]})
    record.current = campaign.CampaignRun(started_at="now", games=[game1])
    assert record.deck_text() == "Played with the Codfish deck, as game 1 was."
    assert set(record.next_game_config([]).variants) == {"campaign", "codfish"}


# --- data packs -----------------------------------------------------------------------------

def test_a_data_pack_without_the_new_decks_still_loads(isolated_user_data) -> None:
    import importlib
    import json

    from tabletop.model.components import load_game_data
    from tabletop.model.registry import definition

    raw = json.loads(json.dumps(load()[1].components))
    for deck in DECKS:
        del raw[deck]
    pack = isolated_user_data / "datapacks" / "nusfjord"
    pack.mkdir(parents=True)
    (pack / "components.json").write_text(json.dumps(raw), encoding="utf-8")
    data = load_game_data("nusfjord", definition("nusfjord").schema, isolated_user_data / "datapacks")
    r = importlib.import_module("tabletop.games.nusfjord").create_rules(data.components)
    assert r.setup(GameConfig(players=2)).deck == "herring"
    with pytest.raises(ValueError, match="no Mackerel deck"):
        r.setup(GameConfig(players=2, variants=("mackerel",)))
