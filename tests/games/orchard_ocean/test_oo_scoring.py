"""Final scoring (rulebook "Scoring" and its example)."""

from __future__ import annotations

from tabletop.games.orchard_ocean import scoring
from tabletop.games.orchard_ocean.state import OVER, State, Turn

from .helpers import fresh, rules, with_board

LODGE, LIGHTHOUSE, CORAL = 46, 45, 44
SCORING_EXAMPLE = {
    (0, 0): (LODGE, 0),  # check-mark corner: activated
    (1, 0): (LIGHTHOUSE, 0),  # 2 VP space, no check mark: not activated, still a business tile
    (2, 0): (25, 1),  # winery with a worker, no vineyard reaches it (open at the lower left)
    (3, 0): (12, 0),  # fish market
    (0, 1): (13, 0),  # jam shop
    (4, 1): (10, 0),  # fruit market
    (0, 2): (1, 1),  # strawberry patch, activated (open at the lower left)
    (4, 2): (7, 1),  # vineyard E S: activated, no commerce tile in range
    (0, 3): (8, 1),  # fishing ground, activated
    (4, 3): (4, 0),  # pineapple field without worker
}


def terms(state, seat=0):
    return {t.name.split(" (")[0]: t.points for t in scoring.sheet(rules().tables, state, seat).terms}


def test_scoring_example():
    state = with_board(fresh(3), 0, SCORING_EXAMPLE, funds=0, vp=0)
    got = terms(state)
    assert got["Public tiles"] == 12  # lodge: 6 business tiles x 2 (itself and the lighthouse included)
    assert got["Board spaces"] == 18  # 9 spaces x 2 VP, every tile leaving its mark open
    assert got["Product kinds"] == 6  # strawberry, grape, fish
    assert got["Funds"] == 0


def test_public_tile_counts_only_on_a_check_mark_and_only_front_side_tiles():
    off = SCORING_EXAMPLE | {(0, 0): (("back", 20), 0), (4, 4): (CORAL, 0)}  # lodge gone; coral on a corner
    got = terms(with_board(fresh(3), 0, off))
    # Coral reef: nature tiles strawberry, vineyard, fishing ground, pineapple field and itself.
    assert got["Public tiles"] == 5


def test_kinds_table_and_funds():
    t = rules().tables
    assert t.kinds_vp == (1, 3, 6, 10, 15)
    state = with_board(fresh(3), 0, {(1, 2): (0, 1)}, funds=14, vp=7)
    got = terms(state)
    assert got["Product kinds"] == 1 and got["Funds"] == 2 and got["Harvest VP"] == 7


def test_ties_broken_by_funds_then_turn_order():
    state = fresh(3)
    state = State(state.players, state.board, Turn(OVER, 12, (2, 0, 1), 0, 0, 0, ()))
    for seat in range(3):
        state = with_board(state, seat, {}, funds=4, vp=10)
    outcome = rules().outcome(state)
    assert outcome.ranks == (2, 3, 1)  # equal VP and funds: seat 2 is first in turn order
    richer = with_board(state, 0, {}, funds=9, vp=9)  # 9 + 1 (funds) = 10 VP as well, more funds
    assert rules().outcome(richer).ranks[0] == 1


# Rulebook "Scoring", additional VP: "If the victory points printed at the lower right or lower
# left of the space are hidden by the Island tile or Harbor tile placed there, you cannot obtain
# those victory points." Each tile leaves one lower corner of its space open (stand-in data:
# `open` in components.json); the back of an island tile leaves the other one.
STRAWBERRY_OPEN_RIGHT = 0  # tile:oo:01, front open at the lower right
LOWER_LEFT_2VP, LOWER_RIGHT_2VP = (0, 2), (0, 1)


def test_a_tile_covering_the_vp_mark_hides_it():
    t = rules().tables
    assert t.tiles[STRAWBERRY_OPEN_RIGHT].open == "lower-right"
    covered = with_board(fresh(3), 0, {LOWER_LEFT_2VP: (STRAWBERRY_OPEN_RIGHT, 0)})
    assert terms(covered)["Board spaces"] == 0
    open_mark = with_board(fresh(3), 0, {LOWER_RIGHT_2VP: (STRAWBERRY_OPEN_RIGHT, 0)})
    assert terms(open_mark)["Board spaces"] == 2


def test_the_back_of_an_island_tile_leaves_the_other_corner_open():
    back = ("back", STRAWBERRY_OPEN_RIGHT)
    assert terms(with_board(fresh(3), 0, {LOWER_LEFT_2VP: (back, 0)}))["Board spaces"] == 2
    assert terms(with_board(fresh(3), 0, {LOWER_RIGHT_2VP: (back, 0)}))["Board spaces"] == 0


def test_harbor_tiles_hide_the_corner_they_cover():
    t = rules().tables
    for h in t.harbor_types:
        on_left = terms(with_board(fresh(3), 0, {LOWER_LEFT_2VP: (("harbor", h.index, 0), 0)}))
        on_right = terms(with_board(fresh(3), 0, {LOWER_RIGHT_2VP: (("harbor", h.index, 0), 0)}))
        assert (on_left["Board spaces"], on_right["Board spaces"]) == (
            (2, 0) if h.open == "lower-left" else (0, 2)
        ), h.name
