"""Setup (removal table, weather redraw, first player), the end of the game and scoring."""

from __future__ import annotations

from dataclasses import replace

import pytest

from tabletop.core import CHANCE
from tabletop.games.harvest_island.state import CHOOSE, FIRST, OVER


def _run_setup(hi, s, prefer=None):
    """Apply setup chance outcomes, taking ``prefer``'s texts first when they are legal."""
    prefer = list(prefer or [])
    while s.turn.stage != FIRST:
        legal = hi.legal(s)
        text = next((p for p in prefer if p in legal), legal[0])
        if text in prefer:
            prefer.remove(text)
        s = hi.play(s, text)
    return s


@pytest.mark.parametrize(("players", "removed"), [(2, (0, 6, 6, 6)), (3, (0, 0, 6, 6)),
                                                   (4, (0, 0, 0, 6))])
def test_removal_table(hi, players, removed):
    # Setup 1: the table of cards removed per Season deck.
    s = hi.setup(players)
    d = hi.rules.decision(s)
    assert d.seat == CHANCE
    first = next(k for k, n in enumerate(removed) if n)
    season = ("spring", "summer", "autumn", "winter")[first]
    assert hi.legal(s) == [f"chance: remove {season} {hi.tables.card_id[c]}" for c in hi.tables.decks[first]]
    s = _run_setup(hi, s)
    sizes = tuple(len(d) for d in s.board.decks)
    full = tuple(len(d) for d in hi.tables.decks)
    assert sizes[1:] == tuple(f - r for f, r in zip(full[1:], removed[1:], strict=True))
    assert sizes[0] == full[0] - 5 - 4 * players  # only fruit left Spring for good
    assert len(s.board.supply) == 2 and len(s.board.storage) == 3
    assert all(len(p.hand) == 4 for p in s.players)
    assert s.board.fertilizer == hi.tables.fert_cards and s.board.owner == (-1,) * 12
    assert set(s.board.track) == {hi.tables.track_start}


def test_weather_drawn_in_setup_is_set_aside_then_shuffled_back(hi):
    # Setup 2-3 and 3: "leave them aside ... keep drawing ... Shuffle back into the Spring deck".
    s = hi.setup(4)
    for _ in range(6):
        s = hi.play(s, hi.legal(s)[0])  # the Winter removal
    spring = s.board.decks[0]
    s = hi.play(s, "chance: draw spring card:hi:sun:01")
    assert s.board.aside == hi.cs("sun:01") and s.board.supply == ()
    s = hi.play(s, "chance: draw spring card:hi:cherry:01")
    assert s.board.supply == hi.cs("cherry:01")
    s = _run_setup(hi, s, ["chance: draw spring card:hi:rain:02"])
    assert s.board.aside == ()
    assert hi.c("sun:01") in s.board.decks[0] and hi.c("rain:02") in s.board.decks[0]
    assert len(s.board.decks[0]) == len(spring) - 5 - 16
    assert hi.rules.decision(s).seat == CHANCE
    assert hi.legal(s) == ["chance: first 0", "chance: first 1", "chance: first 2",
                           "chance: first 3"]
    step = hi.step(s, "chance: first 2")  # "determine the first player randomly"
    assert step.commit and step.state.turn.seat == 2 and step.state.turn.stage == CHOOSE


def _release_two(hi, s, first, second, *draws):
    return hi.play(s, f"play card:hi:{first}", "release storage", f"play card:hi:{second}",
                   "release storage", *draws)


def test_end_after_winter_runs_out_with_equal_turns(hi):
    # End of the Game: "the game continues until the end of the turn of the player to the
    # right of the first player, so that all players have taken the same number of turns".
    hands = {0: ("banana:01", "banana:02", "pear:01", "pear:02"),
             1: ("lemon:01", "lemon:02", "pear:03", "pear:04"),
             2: ("lemon:03", "lemon:04", "pear:05", "pear:06")}
    s = hi.state(players=3, first=1, seat=1, hands=hands, supply=("peach:01", "peach:02"),
                 decks=((), (), (), ("apple:08",)))
    s = hi.with_turn(s, turns=6)
    s = _release_two(hi, s, "lemon:01", "lemon:02", "draw deck",
                     "chance: draw winter card:hi:apple:08")
    assert s.turn.ending  # gap 11: the draw that empties Winter triggers the end
    assert "draw deck" not in hi.legal(s)  # every season deck is empty
    s = hi.play(s, "draw supply card:hi:peach:01")
    assert s.turn.seat == 2 and hi.rules.decision(s) is not None
    s = _release_two(hi, s, "lemon:03", "lemon:04", "draw supply card:hi:peach:02",
                     "draw fertilizer")
    assert s.board.supply == hi.cs("lemon:01", "lemon:02", "lemon:03", "lemon:04")  # A3
    assert s.turn.seat == 0  # the player to the right of the first player plays last
    s = hi.play(s, "play card:hi:banana:01", "sow field:0:hill", "play card:hi:banana:02",
                "plant field:0:hill", "draw supply card:hi:lemon:01",
                "draw supply card:hi:lemon:02")
    assert s.turn.stage == OVER and hi.rules.decision(s) is None
    assert hi.legal(s) == [] and s.turn.turns == 9  # three turns each
    assert hi.rules.outcome(s) is not None


def test_end_when_the_last_seat_empties_winter(hi):
    hands = {1: ("lemon:01", "lemon:02", "banana:01", "banana:02")}
    s = hi.state(players=2, first=0, seat=1, hands=hands, supply=("peach:01",),
                 decks=((), (), (), ("apple:08",)))
    s = _release_two(hi, s, "lemon:01", "lemon:02", "draw deck",
                     "chance: draw winter card:hi:apple:08", "draw supply card:hi:peach:01")
    assert s.turn.stage == OVER


def test_hands_are_not_refilled_from_empty_decks(hi):
    # Gap 8/11: with every deck empty a player draws from the supply or not at all.
    hands = {0: ("lemon:01", "lemon:02", "banana:01", "banana:02")}
    s = hi.state(players=2, first=1, seat=0, hands=hands, decks=((), (), (), ()),
                 fertilizer=(), ending=True)
    s = _release_two(hi, s, "lemon:01", "lemon:02")
    assert s.turn.stage == OVER and len(s.players[0].hand) == 2


def test_scoring_terms_and_shared_victory(hi):
    # End of the Game scoring: card points, 8 per animal, 2 per card left in fields (no seeds).
    s = hi.state(players=3, owner={"banana": 0, "grapes": 1},
                 fields={0: (("pear:01", "pear:02", "fert:01"), (), ()),
                         2: ((), ("apple:01", "apple:02", "apple:03"), ())})
    p1 = replace(s.players[1], scored=hi.cs("watermelon:01", "watermelon:02", "cherry:07"))
    p0 = replace(s.players[0], scored=hi.cs("pear:07", "pear:08", "pear:09", "lemon:01"))
    p2 = replace(s.players[2], scored=hi.cs("carambola:01", "carambola:02", "carambola:03",
                                            "pineapple:01", "apple:04"))
    s = replace(s, players=(p0, p1, p2))
    scores = hi.rules.score_now(s)
    assert [[(t.name, t.points) for t in sh.terms] for sh in scores.sheets] == [
        [("Harvested fruit", 10), ("Animal tokens", 8), ("Cards left in fields", 4)],
        [("Harvested fruit", 13), ("Animal tokens", 8), ("Cards left in fields", 0)],
        [("Harvested fruit", 17), ("Animal tokens", 0), ("Cards left in fields", 4)],
    ]
    assert [sh.total for sh in scores.sheets] == [22, 21, 21]
    assert scores.ranks == (1, 2, 2)  # a tie shares its rank: no tiebreak
    assert hi.rules.outcome(s) is None  # the game is still running
    tied = hi.rules.score_now(replace(s, players=(p1, p1, p2)))
    assert tied.ranks == (1, 1, 1) and tied.winners == (0, 1, 2)
