"""Weather cards and the Weather Catastrophe."""

from __future__ import annotations

from dataclasses import replace

from tabletop.games.harvest_island.state import DECK, RUIN

HAND = ("lemon:01", "lemon:02", "banana:01", "banana:02")


def _to_deck_draw(hi, s):
    """Play two releases and ask for a deck card: the next decision is the chance draw."""
    s = hi.play(s, "play card:hi:lemon:01", "release storage", "play card:hi:lemon:02",
                "release storage", "draw deck")
    assert s.turn.stage == DECK
    return s


def test_sun_and_rain_cancel(hi):
    # Weather Catastrophe: "If both Scorching Sun and Pouring Rain are present, discard 1 card
    # of each type into the discard pile."
    s = hi.state(hands={0: HAND}, weather=("sun:03",),
                 decks=((), ("rain:03", "grapes:01"), (), ("apple:08",)))
    s = hi.play(_to_deck_draw(hi, s), "chance: draw summer card:hi:rain:03")
    assert s.board.weather == ()
    assert s.board.discard == hi.cs("sun:03", "rain:03")
    assert s.turn.stage == DECK  # the weather card is replaced by another draw


def test_two_alike_stay_in_the_weather_area(hi):
    s = hi.state(hands={0: HAND}, weather=("sun:03",),
                 decks=((), ("sun:04", "grapes:01"), (), ("apple:08",)))
    s = hi.play(_to_deck_draw(hi, s), "chance: draw summer card:hi:sun:04")
    assert s.board.weather == hi.cs("sun:03", "sun:04")


def test_catastrophe_example_four_fertilizer_one_fruit(hi):
    # Resolving a Weather Catastrophe example: "Enrico has 5 cards in a field (4 Fertilizer
    # cards and 1 Fruit card), so he should discard 2 cards ... he discards the only Fruit card".
    enrico = (("pear:01",), ("grapes:01", "fert:01", "fert:02", "grapes:02", "fert:03",
                             "fert:04"), ("apple:01", "apple:02"))
    s = hi.state(hands={0: HAND}, weather=("rain:03", "rain:04"), fields={1: enrico},
                 decks=((), ("rain:05", "grapes:03"), (), ("apple:08",)))
    step = hi.step(_to_deck_draw(hi, s), "chance: draw summer card:hi:rain:05")
    s = step.state
    hill = s.players[1].fields[1]
    assert hill == hi.cs("grapes:01", "fert:01", "fert:02", "fert:03", "fert:04")
    assert s.players[1].fields[2] == hi.cs("apple:01", "apple:02")  # not the fullest field
    assert s.players[1].fields[0] == hi.cs("pear:01")  # seeds are never discarded
    assert hi.c("grapes:02") in s.board.discard
    # After everyone resolved it, all weather cards go to the discard pile.
    assert s.board.weather == ()
    assert set(hi.cs("rain:03", "rain:04", "rain:05")) <= set(s.board.discard)
    assert any("catastrophe" in e.text for e in step.events)
    assert s.turn.stage == DECK  # the drawing player still replaces the weather card


def test_catastrophe_discards_half_rounded_down_highest_points_first(hi):
    # "a number of Fruit cards equal to half of the cards present in the field (rounded down),
    # excluding the seed and giving priority to those with the highest score".
    cherries = ("cherry:01", "cherry:07", "cherry:02", "cherry:08", "cherry:03")  # 2,3,2,3,2
    s = hi.state(hands={0: HAND}, weather=("sun:03", "sun:04"),
                 fields={0: ((), cherries, ())},
                 decks=((), ("sun:05", "grapes:03"), (), ("apple:08",)))
    s = hi.play(_to_deck_draw(hi, s), "chance: draw summer card:hi:sun:05")
    # 4 cards over the seed: 2 go, the two 3-point Summer cherries.
    assert s.players[0].fields[1] == hi.cs("cherry:01", "cherry:02", "cherry:03")


def test_tied_fields_are_chosen_by_their_owner(hi):
    # "If more than one field has the same greatest quantity of cards, you may choose".
    fields = (("pear:01", "pear:02", "pear:03"), ("grapes:01", "grapes:02", "grapes:03"), ())
    s = hi.state(players=3, hands={0: HAND}, weather=("sun:03", "sun:04"),
                 fields={2: fields, 1: ((), (), ("apple:01", "apple:02", "apple:03"))},
                 decks=((), ("sun:05", "grapes:05"), (), ("apple:08",)))
    step = hi.step(_to_deck_draw(hi, s), "chance: draw summer card:hi:sun:05")
    s = step.state
    assert s.turn.stage == RUIN
    assert hi.rules.decision(s).seat == 2
    assert hi.legal(s) == ["ruin field:2:mountain", "ruin field:2:hill"]
    assert s.players[1].fields[2] == hi.cs("apple:01", "apple:02")  # resolved on its own
    assert len(s.board.weather) == 3  # discarded only after everyone resolved it
    step = hi.step(s, "ruin field:2:hill")
    assert step.commit  # the decision goes back from seat 2 to the chance draw
    s = step.state
    assert s.players[2].fields == (hi.cs("pear:01", "pear:02", "pear:03"),
                                   hi.cs("grapes:01", "grapes:02"), ())
    assert s.board.weather == () and s.turn.stage == DECK and s.turn.seat == 0
    s = hi.play(s, "chance: draw summer card:hi:grapes:05")
    assert hi.c("grapes:05") in s.players[0].hand


def test_harvested_fruit_is_safe(hi):
    # "Fruit cards harvested previously are not affected by the Weather Catastrophe."
    s = hi.state(hands={0: HAND}, weather=("sun:03", "sun:04"),
                 decks=((), ("sun:05", "grapes:05"), (), ("apple:08",)))
    p = replace(s.players[1], scored=hi.cs("peach:05", "peach:06", "peach:07", "peach:08"))
    s = replace(s, players=(s.players[0], p))
    s = hi.play(_to_deck_draw(hi, s), "chance: draw summer card:hi:sun:05")
    assert s.players[1].scored == p.scored
    assert s.board.weather == () and s.turn.stage == DECK
