"""Issue 12: the rule-by-rule findings (optional Fertilizer draw, face-down harvest, the
harvest-track start, the printed season counts, weather with every deck empty, bots)."""

from __future__ import annotations

import random

from tabletop.games.harvest_island.state import CHOOSE, DRAW, OVER, USE
from tabletop.model.determinize import determinize

HAND = ("lemon:01", "lemon:02", "cherry:01", "cherry:02")
EMPTY = ((), (), (), ())


# --- A2: "the player may choose to draw 1 card from the Fertilizing Area" -----------------

def test_the_fertilizer_draw_stays_optional_when_it_is_the_only_source(hi):
    # A2 Fertilizer cards: "the player may choose to draw 1 card from the Fertilizing Area".
    # Last round, every deck and the Supply empty: releasing both cards must not force it.
    s = hi.state(hands={0: HAND, 1: HAND}, decks=EMPTY, ending=True, seat=0, first=0)
    s = hi.play(s, "play card:hi:lemon:01", "release storage",
                "play card:hi:lemon:02", "release storage")
    assert s.turn.stage == DRAW
    assert hi.legal(s) == ["draw fertilizer", "end"]
    r = hi.rules
    assert r.decision(s).prompt == "take a Fertilizer card, or end your turn without it"
    assert r.describe(s, r.parse_action("end")) == "End your turn without taking a Fertilizer card"
    after = hi.play(s, "end")
    assert after.turn.seat == 1 and after.turn.stage == CHOOSE
    assert after.players[0].hand == hi.cs("cherry:01", "cherry:02")
    assert after.board.fertilizer == s.board.fertilizer
    # taking it is still possible, and then nothing is left to draw: the turn ends
    took = hi.play(s, "draw fertilizer")
    assert took.turn.seat == 1 and len(took.players[0].hand) == 3


def test_the_fertilizer_draw_is_not_offered_a_way_out_while_cards_must_be_drawn(hi):
    # A2: "draw up to 4 cards in hand": with a deck or the Supply left, the player draws.
    s = hi.state(hands={0: HAND}, supply=("peach:05",), decks=EMPTY)
    s = hi.play(s, "play card:hi:lemon:01", "release storage",
                "play card:hi:lemon:02", "release storage")
    assert hi.legal(s) == ["draw supply card:hi:peach:05", "draw fertilizer"]


# --- B1: "Place all the Fruit cards ... face down in front of you as points" ---------------

def _harvested(hi):
    s = hi.state(players=3, hands={0: HAND, 1: HAND, 2: HAND},
                 fields={0: ((), ("banana:01", "banana:02", "banana:03"), ())})
    step = hi.step(hi.play(s, "harvest field:0:hill"), "done")
    return step


def test_harvested_cards_lie_face_down_for_the_other_seats(hi):
    step = _harvested(hi)
    s = step.state
    r = hi.rules
    scored = {hi.tables.card_id[c] for c in s.players[0].scored}
    assert scored == {"card:hi:banana:02", "card:hi:banana:03"}
    assert scored <= r.private_ids(s, 0)
    mine = r.view(s, 0)
    assert {p.id for p in mine.pieces_in("scored:0")} == scored
    assert mine.zone("scored:0").note == "2 cards · 6 points"
    assert mine.players[0].score == 6
    for viewer in (1, 2, None):
        view = r.view(s, viewer)
        assert not scored & view.ids(), viewer  # which cards: hidden
        zone = view.zone("scored:0")
        assert zone.count == 2 and zone.note == "2 cards, face down"  # how many: shown
        panel = view.players[0]
        assert panel.score == 0  # the live score shows only what the table shows
        assert dict(panel.resources)["Harvested cards"] == "2"
        assert "6" not in " ".join(v for _, v in panel.resources)
    # the public log says how many cards, not their points
    assert step.events[0].text == "{seat0} harvests 2 fruit cards"


def test_everything_is_revealed_at_the_end(hi):
    s = _harvested(hi).state
    over = hi.with_turn(s, stage=OVER)
    for viewer in (1, None):
        view = hi.rules.view(over, viewer)
        assert len(view.pieces_in("scored:0")) == 2
        assert view.players[0].score == 6


# --- B2: "If at least 3 cards are obtained ..." must be able to matter --------------------

def test_the_three_card_rule_can_change_a_harvest(hi):
    # B2: at least 3 cards obtained in one Harvest to compete, then per fruit "greater than
    # the number associated with the space". From a start space of 2 the first rule never
    # mattered (any fruit beating 2 already gives 3 cards); the stand-in start is now 1.
    assert hi.tables.track_start < 2
    grapes, apple = hi.fruit("grapes"), hi.fruit("apple")
    two = hi.state(hands={0: HAND}, fields={0: (("grapes:01", "grapes:02", "grapes:03"), (), ())})
    two = hi.play(two, "harvest field:0:mountain", "done")
    assert two.board.owner[grapes] == -1  # 2 beats the start space but only 2 cards obtained
    three = hi.state(hands={0: HAND}, fields={0: (
        ("grapes:01", "grapes:02", "grapes:03"), ("apple:01", "apple:02"), ())})
    three = hi.play(three, "harvest field:0:mountain", "harvest field:0:hill", "done")
    assert three.board.owner[grapes] == 0 and three.board.track[grapes] == 2
    assert three.board.owner[apple] == -1  # 1 apple does not beat space 1


# --- Components: "The Seasons board shows, for each Season, the quantity of each type" ----

def test_the_seasons_board_shows_each_decks_printed_counts(hi):
    view = hi.rules.view(hi.setup(4), None)
    t = hi.tables
    for d, season in enumerate(("spring", "summer", "autumn", "winter")):
        zone = view.zone(f"season:{season}")
        assert zone is not None and zone.note == f"{len(t.decks[d])} cards"
        marks = view.pieces_in(f"season:{season}")
        assert sum(int(p.label) for p in marks) == len(t.decks[d])
    spring = {p.style: p for p in view.pieces_in("season:spring")}
    assert spring["raspberry"].label == "7" and spring["sun"].label == "2"
    assert spring["banana"].detail == "Spring deck: 4 Banana cards"
    assert "watermelon" not in spring  # a fruit that is not in a season is not printed there


# --- Gap 8: a weather card drawn when every deck is empty ---------------------------------

def test_weather_drawn_from_the_last_deck_card_is_replaced_from_the_supply(hi):
    # A2 "draw another card to replace them"; with every deck empty the README reading:
    # the replacement comes from the Supply Area (the draw is not lost).
    s = hi.state(hands={0: HAND}, decks=((), (), (), ("rain:13",)), supply=("pear:05",),
                 weather=("rain:01",))
    s = hi.play(s, "play card:hi:lemon:01", "release storage",
                "play card:hi:lemon:02", "sow field:0:mountain", "draw deck")
    s = hi.play(s, "chance: draw winter card:hi:rain:13")
    assert s.turn.stage == DRAW and hi.legal(s) == ["draw supply card:hi:pear:05"]


# --- Bots: a determinization for a seat that is not to act --------------------------------

def test_a_determinization_for_another_seat_keeps_the_lifted_card(hi):
    # The acting seat has lifted a card (stage USE); a sample for another seat used to deal
    # that seat a fresh hand without it, and then "release storage" raised.
    r = hi.rules
    s = hi.state(players=3, hands={0: ("banana:01", "lemon:03", "raspberry:01", "fert:01"),
                                   1: HAND, 2: ("raspberry:02", "raspberry:03", "tangerine:01",
                                                "carambola:01")})
    s = hi.play(s, "play card:hi:banana:01")
    assert s.turn.stage == USE
    lifted = hi.tables.card_id[s.turn.selected]
    for viewer in (1, 2):
        assert lifted in r.view(s, viewer).ids()  # everyone sees the card go down
        assert lifted not in r.private_ids(s, 0)
        for seed in range(8):
            sample = determinize(r, s, viewer, random.Random(seed))
            assert r.view(sample, viewer) == r.view(s, viewer)
            assert s.turn.selected in sample.players[0].hand
            for action in r.legal_actions(sample):
                r.apply(sample, action)  # no error
