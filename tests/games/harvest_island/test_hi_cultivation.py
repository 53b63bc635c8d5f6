"""A1 Cultivation (sow, plant, fertilize, release, field capacity) and A2/A3 draws."""

from __future__ import annotations

import pytest

from tabletop.core import IllegalActionError
from tabletop.games.harvest_island.state import CHOOSE, DECK, DRAW, USE


def test_a_card_is_chosen_then_used_or_put_back(hi):
    s = hi.state(hands={0: ("banana:01", "banana:02", "cherry:01", "lemon:01")})
    assert hi.legal(s) == [
        "play card:hi:cherry:01", "play card:hi:banana:01", "play card:hi:banana:02",
        "play card:hi:lemon:01"]  # no field is sown yet: nothing to harvest
    s = hi.play(s, "play card:hi:banana:01")
    assert s.turn.stage == USE
    assert hi.legal(s) == ["sow field:0:mountain", "sow field:0:hill", "sow field:0:plain",
                           "release storage", "back"]
    back = hi.play(s, "back")
    assert back.turn.stage == CHOOSE and back.players == s.players


def test_sow_then_plant_same_fruit_only(hi):
    # A1 Sow / Plant: plant only over a seed of the same type.
    s = hi.state(hands={0: ("banana:01", "banana:02", "cherry:01", "lemon:01")})
    s = hi.play(s, "play card:hi:banana:01", "sow field:0:hill")
    assert s.players[0].fields[1] == hi.cs("banana:01")
    s = hi.play(s, "play card:hi:cherry:01")
    assert "plant field:0:hill" not in hi.legal(s)  # cherry over a banana seed
    assert "sow field:0:hill" not in hi.legal(s)  # one seed per field
    s = hi.play(s, "back", "play card:hi:banana:02")
    assert "plant field:0:hill" in hi.legal(s)
    s = hi.play(s, "plant field:0:hill")
    assert s.players[0].fields[1] == hi.cs("banana:01", "banana:02")
    assert s.turn.stage == DRAW  # two cards played


def test_fertilize_only_a_sown_field_with_room(hi):
    # A1 Fertilize: "a field without a seed cannot be fertilized".
    s = hi.state(hands={0: ("fert:01", "banana:01", "lemon:01", "lemon:02")},
                 fields={0: (("cherry:01",), (), ())})
    fert = [a for a in hi.legal(s) if a.startswith("fertilize")]
    assert fert == ["fertilize field:0:mountain"]
    s = hi.play(s, "fertilize field:0:mountain")
    assert s.players[0].fields[0] == hi.cs("cherry:01", "fert:01")
    assert hi.c("fert:01") not in s.players[0].hand


def test_field_limit_example_mountain_full(hi):
    # A1 Field capacity example: "the limit of 3 has been reached. In this field it is not
    # possible to Plant or Fertilize."
    full = ("lemon:01", "lemon:02", "lemon:03", "fert:01")
    s = hi.state(hands={0: ("lemon:04", "fert:02", "banana:01", "banana:02")},
                 fields={0: (full, (), ())})
    assert "fertilize field:0:mountain" not in hi.legal(s)
    s = hi.play(s, "play card:hi:lemon:04")
    assert "plant field:0:mountain" not in hi.legal(s)
    assert "plant field:0:hill" not in hi.legal(s)


def test_field_capacity_hill_five_plain_unlimited_but_seed_limit_applies(hi):
    # Gap 6: the smaller of the Field card capacity (A1) and the seed's printed limit applies.
    t = hi.tables
    lemon = hi.fruit("lemon")
    assert t.fruit_limit[lemon] == 7
    assert [t.maxfill[k][hi.c("lemon:01")] for k in range(3)] == [3, 5, 7]
    banana = hi.c("banana:01")
    assert [t.maxfill[k][banana] for k in range(3)] == [3, 4, 4]
    plain = ("banana:01", "banana:02", "banana:03", "banana:04", "banana:05")  # 4 over the seed
    s = hi.state(hands={0: ("banana:06", "fert:01", "lemon:01", "lemon:02")},
                 fields={0: ((), (), plain)})
    assert "fertilize field:0:plain" not in hi.legal(s)
    s = hi.play(s, "play card:hi:banana:06")
    assert "plant field:0:plain" not in hi.legal(s)


def test_release_goes_to_storage_and_fertilizer_cannot_be_released(hi):
    s = hi.state(hands={0: ("fert:01", "banana:01", "lemon:01", "lemon:02")})
    assert "play card:hi:fert:01" not in hi.legal(s)
    s = hi.play(s, "play card:hi:lemon:01", "release storage")
    assert s.board.storage == hi.cs("lemon:01")
    assert s.turn.released == 1


def test_draws_season_deck_in_order_and_weather_is_replaced(hi):
    # A2: the left-most Season deck; Weather cards go to the Weather Area and are replaced.
    s = hi.state(hands={0: ("lemon:01", "lemon:02", "banana:01", "banana:02")},
                 decks=((), ("sun:03", "grapes:01"), ("apple:01",), ("apple:08",)))
    s = hi.play(s, "play card:hi:lemon:01", "release storage",
                "play card:hi:lemon:02", "release storage")
    assert hi.legal(s) == ["draw deck", "draw fertilizer"]  # supply empty
    s = hi.play(s, "draw deck")
    assert s.turn.stage == DECK
    assert hi.legal(s) == ["chance: draw summer card:hi:grapes:01",
                           "chance: draw summer card:hi:sun:03"]
    step = hi.step(s, "chance: draw summer card:hi:sun:03")
    assert step.commit
    s = step.state
    assert s.board.weather == hi.cs("sun:03") and s.turn.stage == DECK
    assert hi.legal(s) == ["chance: draw summer card:hi:grapes:01"]
    s = hi.play(s, "chance: draw summer card:hi:grapes:01")
    assert s.board.decks[1] == () and hi.c("grapes:01") in s.players[0].hand
    assert s.turn.stage == DRAW
    s = hi.play(s, "draw deck")
    assert hi.legal(s) == ["chance: draw autumn card:hi:apple:01"]  # Summer ran out


def test_fertilizer_draw_only_after_two_releases_and_only_one(hi):
    # A2 Fertilizer cards: "1 Fruit card and 1 Fertilizer card, or 2 Fruit cards, but not 2".
    hand = ("lemon:01", "lemon:02", "banana:01", "banana:02")
    s = hi.state(hands={0: hand}, supply=("pear:01", "pear:02"))
    sown = hi.play(s, "play card:hi:lemon:01", "sow field:0:plain",
                   "play card:hi:lemon:02", "release storage")
    assert "draw fertilizer" not in hi.legal(sown)
    both = hi.play(s, "play card:hi:lemon:01", "release storage",
                   "play card:hi:lemon:02", "release storage")
    assert hi.legal(both) == ["draw deck", "draw supply card:hi:pear:01",
                              "draw supply card:hi:pear:02", "draw fertilizer"]
    after = hi.play(both, "draw fertilizer")
    assert hi.c("fert:01") in after.players[0].hand
    assert hi.legal(after) == ["draw deck", "draw supply card:hi:pear:01",
                               "draw supply card:hi:pear:02"]
    after = hi.play(after, "draw supply card:hi:pear:02")
    assert after.board.supply == hi.cs("pear:01")
    assert len(after.players[0].hand) == 4
    assert after.turn.seat == 1 and after.turn.stage == CHOOSE


def test_storage_check_replaces_supply(hi):
    # A3: 4+ cards in storage after the draws: the supply is discarded and replaced.
    s = hi.state(hands={0: ("lemon:01", "lemon:02", "banana:01", "banana:02")},
                 supply=("pear:01", "pear:02", "pear:03"), storage=("apple:01", "apple:02"))
    s = hi.play(s, "play card:hi:lemon:01", "release storage",
                "play card:hi:lemon:02", "release storage", "draw supply card:hi:pear:01")
    assert s.board.storage == hi.cs("apple:01", "apple:02", "lemon:01", "lemon:02")
    s = hi.play(s, "draw supply card:hi:pear:03")
    assert s.board.supply == hi.cs("apple:01", "apple:02", "lemon:01", "lemon:02")
    assert s.board.storage == ()
    assert s.board.discard == hi.cs("pear:02")


def test_storage_check_skipped_below_four(hi):
    s = hi.state(hands={0: ("lemon:01", "lemon:02", "banana:01", "banana:02")},
                 supply=("pear:01", "pear:02"), storage=("apple:01",))
    s = hi.play(s, "play card:hi:lemon:01", "release storage",
                "play card:hi:lemon:02", "sow field:0:plain",
                "draw supply card:hi:pear:01", "draw supply card:hi:pear:02")
    assert s.board.storage == hi.cs("apple:01", "lemon:01")
    assert s.board.supply == () and s.board.discard == ()


def test_cannot_play_two_cards_means_harvest_or_pass(hi):
    # Gap 10: "they must play 2 cards" (A): a first play is offered only if a second can follow.
    fields = (("cherry:01", "cherry:02", "cherry:03", "cherry:04"),
              ("banana:01", "banana:02", "banana:03", "banana:04", "banana:05"),
              ("lemon:01", "lemon:02", "lemon:03", "lemon:04", "lemon:05", "lemon:06",
               "lemon:07", "lemon:08"))
    s = hi.state(hands={0: ("apple:01", "fert:01", "fert:02", "fert:03")}, fields={0: fields})
    # Every field is full: apple could only be released, leaving three unplayable fertilizers.
    assert hi.legal(s) == ["harvest field:0:mountain", "harvest field:0:hill",
                           "harvest field:0:plain"]
    s = hi.state(hands={0: ("fert:01",)}, ending=True)
    assert hi.legal(s) == ["pass"]
    after = hi.play(s, "pass")
    assert after.turn.seat == 1


def test_one_fruit_and_fertilizer_must_leave_room_for_the_fertilizer(hi):
    s = hi.state(hands={0: ("apple:01", "fert:01", "fert:02", "fert:03")},
                 fields={0: (("cherry:01",), ("banana:01", "banana:02", "banana:03", "banana:04",
                                              "banana:05"), ("lemon:01",))})
    s = hi.play(s, "play card:hi:apple:01")
    assert hi.legal(s) == ["release storage", "back"]  # plain and mountain still have room


def test_illegal_action_is_refused_and_input_untouched(hi):
    s = hi.state(hands={0: ("lemon:01", "lemon:02", "banana:01", "banana:02")})
    before = repr(s)
    with pytest.raises(IllegalActionError):
        hi.step(s, "sow field:0:hill")  # no card chosen yet
    with pytest.raises(IllegalActionError):
        hi.step(s, "play card:hi:pear:01")  # not in hand
    hi.play(s, "play card:hi:lemon:01", "sow field:0:hill")
    assert repr(s) == before


def test_commit_points(hi):
    # A chance outcome cannot be undone; a choice within one's own turn can. The hand-over
    # to another person is the session's commit point, held until that person's End turn
    # (tests/model/test_turn_flow.py), so the engine's last step here is no commit.
    s = hi.state(hands={0: ("lemon:01", "lemon:02", "banana:01", "banana:02")},
                 supply=("pear:01", "pear:02"), decks=((), ("grapes:01",), (), ("apple:08",)))
    steps = []
    for text in ("play card:hi:lemon:01", "release storage", "play card:hi:lemon:02",
                 "release storage", "draw deck", "chance: draw summer card:hi:grapes:01",
                 "draw supply card:hi:pear:01"):
        step = hi.step(s, text)
        steps.append(step.commit)
        s = step.state
    assert steps == [False, False, False, False, False, True, False]
    assert s.turn.seat == 1
