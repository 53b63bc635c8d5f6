"""Rule findings of issue 35, each checked against the rulebook's own words (section named)."""

from __future__ import annotations

from dataclasses import replace

import pytest

from tabletop.core import GameConfig

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


# --- Mixing Decks: the group picks the deck of the later buildings ---------------------------

def mixed(later="", ticked=("mix_decks", "herring", "codfish", "salmon"), players=3):
    """A Mixing Decks game past its setup draws."""
    return start(players, variants=ticked, options=(("later_deck", later),) if later else ())


def test_mixing_decks_later_buildings_come_from_the_deck_the_group_picks() -> None:
    # Variants, "Mixing Decks": "use 3 "A" and 2 "B" Buildings from each of three different decks.
    # However, all additional Buildings (via the Turn Order tiles) should be drawn from a single
    # deck": any one of the three, not always the first in the list
    assert rules().tables(mixed()).primary == "herring"  # no choice made: as before
    for deck in ("codfish", "salmon"):
        s = mixed(deck)
        assert rules().tables(s).primary == deck
        assert sorted(s.deck.split("+")) == ["codfish", "herring", "salmon"]
        piles = (*s.deck_a, *s.deck_b, *s.deck_c)  # what is left to draw later: that deck's only
        assert piles and {rules().tables(s).deck_of[c] for c in piles} == {deck}
        shown = {rules().tables(s).deck_of[c] for c in s.disp_a}
        assert shown == {"herring", "codfish", "salmon"}  # the display still mixes all three
    s = mixed("besokende", ticked=("mix_decks", "herring", "mackerel", "besokende"))
    assert rules().tables(s).primary == "besokende"


def test_the_later_deck_counts_as_one_of_the_three() -> None:
    s = mixed("plaice", ticked=("mix_decks", "salmon"))
    assert rules().tables(s).primary == "plaice"
    assert sorted(s.deck.split("+")) == ["herring", "plaice", "salmon"]
    with pytest.raises(ValueError, match="three decks"):
        mixed("plaice")  # Herring, Codfish, Salmon ticked: Plaice would be a fourth


def test_a_later_deck_without_mixing_decks_or_unknown_is_refused_in_words() -> None:
    with pytest.raises(ValueError, match="Mixing Decks"):
        mixed("salmon", ticked=("salmon",))
    with pytest.raises(ValueError, match="no Trout deck|not a deck"):
        mixed("trout")


def test_two_decks_without_mixing_decks_on_the_command_line_is_a_message(capsys) -> None:
    from tabletop.app import main

    assert main(["play", "--game", "nusfjord", "--players", "2", "--variant", "salmon",
                 "--variant", "plaice"]) == 2
    err = capsys.readouterr().err
    assert "Traceback" not in err and "one building deck" in err


def test_the_later_deck_from_the_command_line(capsys) -> None:
    from tabletop.app import _config, _parser

    args = _parser().parse_args(["play", "--game", "nusfjord", "--players", "2", "--variant", "mix_decks",
                                 "--option", "later_deck=salmon"])
    config = _config(args)
    assert config.option("later_deck") == "salmon"
    assert rules().tables(rules().setup(config)).primary == "salmon"


def test_a_mixing_decks_campaign_is_refused_with_its_reason(capsys) -> None:
    # Solo game and campaign, "Campaign": "Play three games in a row using the Building cards of
    # one deck"
    from tabletop.app import main
    from tabletop.model import campaign

    config = GameConfig(players=1, variants=("campaign", "mix_decks", "herring", "codfish", "salmon"))
    assert "one deck" in campaign.campaign_refusal("nusfjord", config)
    assert campaign.campaign_refusal("nusfjord", GameConfig(players=1, variants=("campaign", "salmon"))) == ""
    assert main(["play", "--game", "nusfjord", "--players", "1", "--variant", "campaign",
                 "--variant", "mix_decks"]) == 2
    assert "one deck" in capsys.readouterr().err


def test_the_goldsmith_is_a_stand_in_with_its_german_source() -> None:
    # Building cards, Salmon deck, 501 Goldschmiede: only the German card text is known
    # ("Nach Anteil realisieren: +1 Gold pro eigenen Anteil in deinem Vorrat"): a reading, so the
    # stand-in report (it lists the data's `source: stand-in` items) shows it with that text
    from tabletop.model.components import items_by_source
    from tabletop.model.registry import load_game

    data = load_game("nusfjord", use_datapacks=False).data
    notes = {row[1]: row[2] for row in items_by_source(data.components["salmon"], "stand-in", "salmon")}
    assert "Nach Anteil realisieren" in notes["501"]
    assert "Issue a Share" in notes["501"] and "Unissued Shares" in notes["501"]


def test_a_tournament_refuses_an_option_it_would_drop(capsys) -> None:
    from tabletop.app import main

    assert main(["tournament", "--game", "nusfjord", "--players", "2", "--variant", "mix_decks",
                 "--option", "later_deck=salmon", "--games", "1"]) == 2
    assert "no --option" in capsys.readouterr().err
