"""B1 Harvest and B2 Scoring Points: the harvested pile, seeds, fertilizer, animal tokens."""

from __future__ import annotations

from tabletop.games.harvest_island.state import CHOOSE, HARVEST

HAND = ("lemon:01", "lemon:02", "cherry:01", "cherry:02")


def test_banana_example_takes_the_animal_and_moves_the_token(hi):
    # B2 example: "Enrico harvests 2 Banana Fruit cards and 1 Fertilizer card (2 + 2 = 4).
    # The Banana Harvest token is on space 3 of the board, so Enrico obtains the Banana Animal
    # token. The Banana Harvest token is moved to space 4."
    banana = hi.fruit("banana")
    s = hi.state(hands={0: HAND}, track={"banana": 3},
                 fields={0: ((), ("banana:01", "banana:02", "fert:01", "banana:03"), ())})
    s = hi.play(s, "harvest field:0:hill")
    assert s.turn.stage == HARVEST
    assert hi.legal(s) == ["done"]
    s = hi.play(s, "done")
    assert s.board.owner[banana] == 0
    assert s.board.track[banana] == 4
    assert s.players[0].scored == hi.cs("banana:02", "banana:03")  # the seed gives no points
    assert s.board.discard == hi.cs("banana:01")  # B1.3 the seed to the discard pile
    assert hi.c("fert:01") in s.board.fertilizer  # B1.2 fertilizer back
    assert s.players[0].fields[1] == ()  # free to be sown again
    assert s.turn.seat == 1 and s.turn.stage == CHOOSE
    # "the new value that must be reached ... is 5": 4 more does not beat 4.
    s = hi.state(hands={1: HAND}, seat=1, track={"banana": 4}, owner={"banana": 0},
                 fields={1: ((), ("banana:04", "banana:05", "banana:06", "fert:02"), ())})
    four = hi.play(s, "harvest field:1:hill", "done")
    assert four.board.owner[banana] == 0 and four.board.track[banana] == 4


def test_taking_the_animal_token_from_another_player(hi):
    # B2: "in this way you could take it away from another player!"
    banana = hi.fruit("banana")
    s = hi.state(hands={1: HAND}, seat=1, track={"banana": 4}, owner={"banana": 0},
                 fields={1: ((), ("banana:04", "banana:05", "banana:06", "banana:07", "fert:02"),
                             ())})
    step = hi.step(hi.play(s, "harvest field:1:hill"), "done")
    assert step.state.board.owner[banana] == 1
    assert step.state.board.track[banana] == 5  # 3 bananas + fertilizer counted 2
    assert any("animal token" in e.text for e in step.events)
    scores = hi.rules.score_now(step.state)
    assert [sh.terms[1].points for sh in scores.sheets] == [0, 8]


def test_fewer_than_three_cards_never_compete(hi):
    # B2: "If at least 3 cards are obtained from the fields during the same Harvest action".
    grapes = hi.fruit("grapes")
    s = hi.state(hands={0: HAND}, fields={0: (("grapes:01", "grapes:02", "grapes:03"), (), ())})
    s = hi.play(s, "harvest field:0:mountain", "done")
    assert s.board.owner[grapes] == -1 and s.board.track[grapes] == hi.tables.track_start


def test_several_fields_sum_per_fruit_and_count_fertilizer_double(hi):
    # Gap 9: the 3-card threshold counts fertilizer as 2 (A1 Fertilize note), fruit of the same
    # type from several fields is added up ("For each type of fruit, add up", B2).
    grapes, apple = hi.fruit("grapes"), hi.fruit("apple")
    s = hi.state(hands={0: HAND}, fields={0: (
        ("grapes:01", "grapes:02"), ("grapes:03", "grapes:04"), ("apple:01", "fert:01"))})
    s = hi.play(s, "harvest field:0:mountain")
    assert hi.legal(s) == ["harvest field:0:hill", "harvest field:0:plain", "done"]
    s = hi.play(s, "harvest field:0:hill", "harvest field:0:plain")
    assert hi.legal(s) == ["done"]
    s = hi.play(s, "done")
    # 2 grapes + 1 fertilizer (2) = 4 cards obtained: the harvest competes; per fruit, grapes
    # 1 + 1 = 2 and apple 0 + 2 = 2 both beat the start space 1 (stand-in, README "Harvest
    # track"; it was 2, under which neither beat it)
    assert s.board.owner[grapes] == 0 and s.board.track[grapes] == 2
    assert s.board.owner[apple] == 0 and s.board.track[apple] == 2
    s = hi.state(hands={0: HAND}, fields={0: (
        ("grapes:01", "grapes:02", "grapes:03"), ("grapes:04", "grapes:05"), ())})
    s = hi.play(s, "harvest field:0:mountain", "harvest field:0:hill", "done")
    assert s.board.owner[grapes] == 0 and s.board.track[grapes] == 3


def test_harvesting_only_a_seed_frees_the_field(hi):
    # B1 note: a field with only the seed may be harvested to sow again.
    s = hi.state(hands={0: HAND}, fields={0: ((), ("pear:01",), ())})
    s = hi.play(s, "harvest field:0:hill", "done")
    assert s.players[0].fields == ((), (), ()) and s.players[0].scored == ()
    assert s.board.discard == hi.cs("pear:01")


def test_track_token_stops_at_the_last_space(hi):
    # Stand-in track 1..13: a larger sum still beats the token, which stops on 13.
    lemon = hi.fruit("lemon")
    mountain = ("lemon:01", "fert:01", "fert:02", "fert:03")  # 3 fertilizer = 6
    plain = ("lemon:02", "lemon:03", "lemon:04", "lemon:05", "lemon:06", "lemon:07",
             "fert:04", "fert:05")  # 5 lemons + 2 fertilizer = 9
    s = hi.state(hands={0: HAND}, track={"lemon": 12}, fields={0: (mountain, (), plain)})
    s = hi.play(s, "harvest field:0:plain", "harvest field:0:mountain", "done")
    assert s.board.owner[lemon] == 0 and s.board.track[lemon] == hi.tables.track_last == 13
    assert len(s.players[0].scored) == 5
