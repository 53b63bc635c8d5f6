"""Rule findings of issue 35: the waiting second wagon, the lift tile's one use a round, and
workers placed while a payment waits (each cites its rulebook section)."""

from __future__ import annotations

from .helpers import play, rules, setup_to_play, with_player


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
