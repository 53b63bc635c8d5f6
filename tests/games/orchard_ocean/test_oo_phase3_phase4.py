"""Phase 3 (harbor tiles), Phase 4 (next round) and when the Harvest happens."""

from __future__ import annotations

import pytest

from tabletop.core import CHANCE, IllegalActionError
from tabletop.games.orchard_ocean.state import DRAFT, DRAW, HARBOR, OVER, Board, Player, State, Turn

from .helpers import draft, legal_texts, play, rules, start, with_board


def phase3():
    state = draft(start(3), "torder:3", "torder:1", "torder:2", "dir:east", "dir:north", "dir:south", "01", "02", "03")
    return play(state, "discard tile:oo:01", "done", "discard tile:oo:02", "done", "discard tile:oo:03", "done")


def at_round(state: State, round_no: int, stage=HARBOR, index=0, **board) -> State:
    b = state.board
    b = Board(board.get("piles", b.piles), board.get("this_row", b.this_row), board.get("next_row", b.next_row),
              b.removed, board.get("harbors_used", b.harbors_used), b.harbor_counts)
    t = state.turn
    return State(state.players, b, Turn(stage, round_no, t.order, index, 0, 0, ()))


def test_phase3_build_one_harbor_in_any_direction_paying_the_rounds_cost():
    state = phase3()
    assert state.turn.stage == HARBOR and rules().decision(state).seat == 0
    # Round 1: only harbor A (rounds 1-8, 2 funds) may be built; any adjacent empty space.
    assert legal_texts(state) == ["build cell:0:2,1 a", "build cell:0:3,2 a", "build cell:0:2,3 a",
                                  "build cell:0:1,2 a", "done"]
    funds = state.players[0].funds
    state = play(state, "build cell:0:1,2 a")
    t = rules().tables
    assert state.players[0].funds == funds - 2
    assert state.players[0].cells[t.cell_of(1, 2)] == 98  # harbor A, the first of its pile
    assert state.board.harbors_used == (1, 0, 0)
    assert rules().decision(state).seat == 1  # one harbor tile per round: the turn passes
    view = rules().view(state, None)
    assert next(p for p in view.pieces if p.id == "harbor:oo:a:1").zone == "cell:0:1,2"
    assert next(z for z in view.zones if z.id == "pile:harbor:a").note == "2 funds · 5 left"  # cost this round


def test_phase3_move_then_build_and_costs_by_round():
    state = at_round(phase3(), 5)
    state = with_board(state, 0, {(1, 2): (("back", 40), 0)}, funds=9)
    texts = legal_texts(state)
    assert "build cell:0:2,1 a" in texts and "build cell:0:2,1 b" in texts and "build cell:0:2,1 c" in texts
    state = play(state, "move cell:0:1,2")
    assert state.players[0].funds == 8
    state = play(state, "build cell:0:0,2 c")
    assert state.players[0].funds == 4  # harbor C costs 4 in rounds 5-12


def test_phase3_unaffordable_or_exhausted_harbors_are_not_offered():
    state = with_board(phase3(), 0, {}, funds=1)
    assert legal_texts(state) == ["done"]
    state = at_round(with_board(phase3(), 0, {}, funds=9), 1, harbors_used=(6, 0, 0))
    assert legal_texts(state) == ["done"]
    with pytest.raises(IllegalActionError):
        play(state, "build cell:0:2,1 a")


def test_phase4_turn_order_rows_slide_and_refill_from_stage_1():
    state = play(phase3(), "done", "done", "done")
    assert state.turn.order == (1, 2, 0)  # from the turn-order tiles taken
    assert all(p.order_tile == 0 for p in state.players)
    assert state.board.this_row == (4, 5, 6, 7) and state.board.next_row == (-1, -1, -1, -1)
    assert state.turn.stage == DRAW and rules().decision(state).seat == CHANCE
    assert legal_texts(state) == [f"chance: draw tile:oo:{x:02d}" for x in range(9, 17)]
    state = play(state, *(f"chance: draw tile:oo:{x:02d}" for x in (9, 10, 11, 12)))
    assert state.board.next_row == (8, 9, 10, 11)
    assert state.turn.stage == DRAFT and state.turn.round == 2 and rules().decision(state).seat == 1
    assert not any(p.bought for p in state.players)


def test_refill_moves_on_to_stage_2_then_3():
    state = at_round(phase3(), 6, index=2, piles=((15,), tuple(range(16, 32)), tuple(range(32, 48))))
    state = play(state, "done")
    assert legal_texts(state) == ["chance: draw tile:oo:16"]
    state = play(state, "chance: draw tile:oo:16")
    assert legal_texts(state)[0] == "chance: draw tile:oo:17" and len(legal_texts(state)) == 16
    state = at_round(phase3(), 6, index=2, piles=((), (), tuple(range(32, 48))))
    assert len(legal_texts(play(state, "done"))) == 16


def test_no_refill_in_rounds_11_and_12_and_the_game_ends_after_round_12():
    state = at_round(phase3(), 11, index=2, next_row=(40, 41, 42, 43), piles=((), (), (44, 45, 46, 47)))
    state = play(state, "done")
    assert state.turn.stage == DRAFT and state.turn.round == 12
    assert state.board.this_row == (40, 41, 42, 43) and state.board.next_row == (-1,) * 4
    assert state.board.piles[2] == (44, 45, 46, 47)
    state = at_round(state, 12, index=2)
    state = play(state, "done")
    assert state.turn.stage == OVER and rules().decision(state) is None
    assert rules().outcome(state) is not None and rules().legal_actions(state) == ()


def harvest_board(state):
    # A strawberry patch shipping to a stage 1 fish market at Lv.2: 1 fund each harvest.
    return with_board(state, 0, {(1, 2): (0, 1), (2, 1): (12, 2)}, funds=0)


@pytest.mark.parametrize(("round_no", "harvests"), [(3, False), (4, True), (7, True), (9, False), (10, True)])
def test_harvest_after_rounds_4_7_10_and_12(round_no, harvests):
    rows = {"next_row": (40, 41, 42, 43), "piles": ((), (), (44, 45, 46, 47))}
    state = harvest_board(at_round(phase3(), round_no, index=2, **rows))
    state = play(state, "done", *(f"chance: draw tile:oo:{x}" for x in (45, 46, 47, 48)))
    assert state.players[0].funds == (1 if harvests else 0)
    assert state.turn.round == round_no + 1


def test_harvest_after_round_12_then_scoring():
    state = harvest_board(at_round(phase3(), 12, index=2))
    state = play(state, "done")
    assert state.players[0].funds == 1 and state.turn.stage == OVER


def test_player_record_is_frozen_and_hashable():
    p = start(3).players[0]
    assert isinstance(p, Player) and hash(p) == hash(p)
