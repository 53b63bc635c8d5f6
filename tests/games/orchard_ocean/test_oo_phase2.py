"""Phase 2: moving the piece, placing the island tile, buying and placing workers."""

from __future__ import annotations

import pytest

from tabletop.core import IllegalActionError
from tabletop.games.orchard_ocean.state import HARBOR, NO_TILE, PLACE, WORK, State

from .helpers import draft, legal_texts, play, rules, start, with_board


def phase2(players=3):
    """Round 1, Phase 2 with seat 0 to act holding tile:oo:01 and the East direction tile."""
    state = start(players)
    if players == 3:
        return draft(state, "01", "02", "03", "dir:east", "dir:north", "dir:south", "torder:1", "torder:2", "torder:3")
    return draft(state, "01", "02", "03", "04", "dir:east", "dir:north", "dir:south", "dir:west",
                 "torder:1", "torder:2", "torder:3", "torder:4")


def test_placement_example_1_east_of_the_piece():
    state = phase2()
    assert state.turn.stage == PLACE and rules().decision(state).seat == 0
    assert legal_texts(state) == ["place cell:0:3,2 front", "place cell:0:3,2 back", "discard tile:oo:01"]
    state = play(state, "place cell:0:3,2 front")
    t = rules().tables
    assert state.players[0].cells[t.cell_of(3, 2)] == 2 + 0  # front of tile:oo:01
    assert state.players[0].island == NO_TILE and state.turn.stage == WORK


def test_placement_example_2_move_three_spaces_then_place_east():
    state = phase2()
    state = with_board(state, 0, {(1, 2): (("back", 40), 0), (1, 1): (("back", 41), 0), (1, 0): (("back", 42), 0)})
    funds = state.players[0].funds
    assert "move cell:0:1,2" in legal_texts(state) and "move cell:0:2,1" not in legal_texts(state)
    state = play(state, "move cell:0:1,2", "move cell:0:1,1", "move cell:0:1,0")
    assert state.players[0].funds == funds - 3
    assert legal_texts(state)[:2] == ["place cell:0:2,0 front", "place cell:0:2,0 back"]
    state = play(state, "place cell:0:2,0 back")
    t = rules().tables
    assert state.players[0].cells[t.cell_of(2, 0)] == 50 + 0  # back side: a harbor


def test_no_space_in_the_direction_means_the_tile_leaves_the_game():
    state = phase2()
    state = with_board(state, 0, {(3, 2): (("back", 40), 0)})  # east of the piece is taken
    assert [a for a in legal_texts(state) if a.startswith("place")] == []
    state = play(state, "discard tile:oo:01")
    assert state.board.removed == (3, 0)  # the 3-player leftover, then this tile
    with pytest.raises(IllegalActionError):
        play(state, "move cell:0:3,2")  # no moving after placing


def test_moving_needs_funds():
    state = phase2()
    state = with_board(state, 0, {(1, 2): (("back", 40), 0)}, funds=0)
    assert not any(a.startswith("move") for a in legal_texts(state))


def test_four_players_either_direction_of_the_back():
    state = phase2(4)
    # East tile's back: East or South (stand-in pairs N/E, W/N, E/S, S/W).
    assert legal_texts(state)[:4] == ["place cell:0:3,2 front", "place cell:0:3,2 back",
                                      "place cell:0:2,3 front", "place cell:0:2,3 back"]


def test_workers_lv1_before_lv2_on_new_or_earlier_tiles_and_buying_once():
    state = phase2()
    state = with_board(state, 0, {(1, 2): (12, 1)})  # an earlier fish market, Lv.1 occupied
    p = state.players[0]
    assert p.hand == 1  # the turn-order bonus worker
    state = play(state, "place cell:0:3,2 front")
    assert legal_texts(state) == ["buy", "worker tile:oo:13", "worker tile:oo:01", "done"]
    state = play(state, "buy")  # the bonus worker does not count toward the one bought
    assert state.players[0].hand == 2 and state.players[0].funds == p.funds - 2
    assert "buy" not in legal_texts(state)
    state = play(state, "worker tile:oo:13")  # goes on the Lv.2 space
    t = rules().tables
    assert state.players[0].workers[t.cell_of(1, 2)] == 2
    assert "worker tile:oo:13" not in legal_texts(state)
    state = play(state, "worker tile:oo:01")
    assert state.players[0].workers[t.cell_of(3, 2)] == 1 and state.players[0].hand == 0
    assert legal_texts(state) == ["done"]


def test_unused_workers_return_for_one_fund_each_and_phase_2_ends():
    state = play(phase2(), "place cell:0:3,2 front", "buy")
    funds = state.players[0].funds
    state = play(state, "done")
    assert state.players[0].hand == 0 and state.players[0].funds == funds + 2
    assert state.turn.stage == PLACE and rules().decision(state).seat == 1
    state = play(state, "discard tile:oo:02", "done", "discard tile:oo:03", "done")
    assert state.turn.stage == HARBOR and rules().decision(state).seat == 0
    assert all(p.direction == NO_TILE for p in state.players)  # direction tiles back on the board
    view = rules().view(state, None)
    assert {p.zone for p in view.pieces if p.id.startswith("dir:oo:")} == {
        "slot:dir:north", "slot:dir:west", "slot:dir:east", "slot:dir:south"}


def test_harbor_side_and_public_tiles_take_no_workers():
    state = phase2()
    state = with_board(state, 0, {(1, 2): (("back", 12), 0), (2, 1): (46, 0)})
    state = play(state, "place cell:0:3,2 back")
    assert legal_texts(state) == ["buy", "done"]
    assert isinstance(state, State)
