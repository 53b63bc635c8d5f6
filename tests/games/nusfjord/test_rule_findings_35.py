"""Rule findings of issue 35, each checked against the rulebook's own words (section named)."""

from __future__ import annotations

from dataclasses import replace

from .helpers import play, rules, set_player, start, texts

MACKEREL_GUESTS = ("mix_decks", "herring", "mackerel", "besokende")


def broker_seat(variants=("mackerel",), **changes):
    """Seat 0 to act in Round 1 with the Ship Broker (223) in its harbor."""
    s = start(4, variants=variants, prefer=["chance: first seat:0"])
    s = replace(s, disp_a=(), disp_b=(), disp_c=())
    cells = list(s.players[0].cells)
    cells[cells.index("", 1)] = "223"
    return set_player(s, 0, cells=tuple(cells), forests=(0,) * 5, **changes)


def describe(s, text):
    r = rules()
    return r.describe(s, r.parse_action(text))


def test_ship_broker_offers_every_sloop_and_cutter() -> None:
    # Building cards, Mackerel deck, 223 Ship Broker: "At any time: sell sloops for 2 gold and/or
    # cutters for 4 gold": which ship leaves is the player's choice, as with the Ship Owner
    s = broker_seat(gold=0, ships=("sloop", "cutter", "sloop", "cutter"))
    sales = [t for t in texts(s) if t.startswith("trade card:nf:223")]
    assert sales == ["trade card:nf:223 sell_sloop ship:0:0", "trade card:nf:223 sell_sloop ship:0:2",
                     "trade card:nf:223 sell_cutter ship:0:1", "trade card:nf:223 sell_cutter ship:0:3"]
    s = play(s, "trade card:nf:223 sell_sloop ship:0:0")
    assert s.players[0].ships == ("cutter", "sloop", "cutter") and s.players[0].gold == 2
    assert describe(s, "trade card:nf:223 sell_cutter ship:0:2") == (
        "Sell the cutter (3rd ship on the fishing track) for 4 gold")


def test_ship_broker_choice_decides_which_guest_stays() -> None:
    # Besøkende, "Guests on Ships": "If you remove a Ship with a Guest from your Fishing track
    # ..., return the Guest to the general supply": with a choice the Guest can stay
    s = broker_seat(MACKEREL_GUESTS, guests=0, ships=("sloop", "sloop"), boarded=0b10)
    assert "223" in rules().tables(s).cards
    kept = play(s, "trade card:nf:223 sell_sloop ship:0:0").players[0]
    assert (kept.ships, kept.boarded) == (("sloop",), 0b1)
    assert describe(s, "trade card:nf:223 sell_sloop ship:0:1") == (
        "Sell the sloop (2nd ship on the fishing track, a Guest on board) for 2 gold")


def test_ship_broker_sales_of_older_saves_still_replay() -> None:
    # a save made before the choice wrote "trade card:nf:223 sell_sloop": it sold the last sloop
    s = broker_seat(gold=0, ships=("sloop", "cutter", "sloop"), boarded=0)
    r = rules()
    step = r.apply(s, r.parse_action("trade card:nf:223 sell_sloop"))
    assert step.state.players[0].ships == ("sloop", "cutter") and step.state.players[0].gold == 2
    assert step.events[0].text == "Sell the sloop (3rd ship on the fishing track) for 2 gold"
