"""Rule findings of issue 35: the waiting second wagon, the lift tile's one use a round, and
workers placed while a payment waits (each cites its rulebook section)."""

from __future__ import annotations

from dataclasses import replace

from .helpers import play, res, rules, setup_to_play, with_player


def legal_texts(s):
    return [a.text() for a in rules().legal_actions(s)]


def lifts(s):
    return [t for t in legal_texts(s) if t.startswith("lift")]


def test_a_waiting_wagon_takes_the_top_left_space_when_the_lift_discards_its_die():
    # Advanced Game, "New logistics technologies": "If the space is currently blocked (by a die,
    # worker, or the other wagon), temporarily place the wagon next to your player board, and
    # place it onto the top left space as soon as it becomes vacant."
    s = setup_to_play(2, ("wagons",))
    seat = s.seat
    occ = tuple(1 if c == 0 else 0 for c in range(36))
    s = with_player(s, seat, wagons=(8,), wagon_wait=1, abilities=("lift",), lift=3,
                    occ=occ, dice=((1, 0, 0),))
    s = play(s, f"lift cell:{seat}:1,1")
    p = s.players[seat]
    assert (p.wagons, p.wagon_wait) == ((8, 0), 0)


def _lift_die_and_retire(lift: int):
    s = setup_to_play(2)
    seat = s.seat
    occ = tuple(1 if c == 3 else 0 for c in range(36))
    s = with_player(s, seat, abilities=("lift",), lift=lift, occ=occ, dice=((0, 4, 3),))
    return play(s, "retire tavern:1"), seat


def test_the_lift_tile_is_not_used_twice_in_the_round_of_the_retiring_turn():
    # Appendix, Ability Tiles: "Flip this tile face up after you retire (can only be used once
    # per round)"; Action C: Retire: the tavern action and the piers are part of retiring, and
    # "After having retired, you cannot perform any more actions this round"
    s, seat = _lift_die_and_retire(lift=0)  # flipped earlier this round
    assert rules().decision(s).seat == seat  # the tavern's action is still to decide
    assert lifts(s) == []
    while rules().decision(s).seat == seat:
        s = play(s, "skip")
    assert s.players[seat].lift == 0  # still face down while the others finish the round
    s = finish_round(s)
    assert s.round == 2 and s.players[seat].lift == 3  # face up for the next round


def finish_round(s):
    """Every seat retires (first tavern offered), declining what follows, until the round ends."""
    r, start = rules(), s.round
    while s.round == start:
        options = [a.text() for a in r.legal_actions(s)]
        pick = next((t for t in options if t.startswith("retire")), "skip" if "skip" in options else options[0])
        s = play(s, pick)
    return s


def test_the_lift_tile_still_unused_may_serve_once_in_the_retiring_turn():
    s, seat = _lift_die_and_retire(lift=3)
    assert lifts(s) == [f"lift cell:{seat}:4,1"]
    s = play(s, f"lift cell:{seat}:4,1")
    assert s.players[seat].lift == 0 and lifts(s) == []


def test_a_worker_may_be_placed_while_an_order_waits_to_be_paid():
    # Free Actions: "Any time during any of your turns (even the turn when you retire), you may
    # perform any number of the following free actions ... Use a worker"
    T = rules().tables
    g = tuple(T.square_index["order"] if c == 0 else T.square_index["paper"] if c == 1 else 0
              for c in range(36))
    s = setup_to_play(2)
    seat = s.seat
    s = with_player(s, seat, grid=g, workers=2, res=res(plank=1), abilities=())
    s = replace(s, ctops=("c10", "c08", "c20", "c22"))  # c10 costs 1 plank + 1 paper
    s = play(s, f"worker cell:{seat}:1,1")
    assert rules().decision(s).stage == "order"  # no paper yet: the order waits
    assert f"worker cell:{seat}:2,1" in legal_texts(s)
    s = play(s, f"worker cell:{seat}:2,1")
    s = play(s, *[t for t in legal_texts(s) if t.startswith("effect") or t.startswith("gain")][:1])
    assert rules().decision(s).stage == "order"
    s = play(s, "order crate:c10")
    assert s.players[seat].piers[0] == ("c10",)
