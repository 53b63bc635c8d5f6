"""Setup and Phase 1 (rulebook "Game Setup" and "Phase 1: Acquire tiles")."""

from __future__ import annotations

import pytest

from tabletop.core import CHANCE, IllegalActionError
from tabletop.games.orchard_ocean.state import DRAFT, NO_TILE, PLACE
from tabletop.model.components import load_game_data
from tabletop.model.registry import definition

from .helpers import draft, fresh, legal_texts, play, rules, start


def test_tile_list_matches_the_rulebook():
    t = rules().tables
    counts = {}
    for x in t.tiles:
        counts.setdefault(x.kind, [0, 0, 0])[x.stage - 1] += 1
    assert counts == {
        "strawberry_patch": [4, 2, 2], "pineapple_field": [2, 2, 1], "vineyard": [2, 2, 1],
        "fishing_ground": [2, 2, 0], "winery": [0, 2, 1], "fruit_market": [2, 2, 0],
        "fish_market": [1, 1, 0], "jam_shop": [2, 1, 0], "tropical_garden": [0, 1, 2],
        "restaurant": [1, 1, 1], "fresh_fruit_cafe": [0, 0, 2], "pub": [0, 0, 2],
        "coral_reef": [0, 0, 1], "lighthouse": [0, 0, 1], "lodge": [0, 0, 1], "landmark": [0, 0, 1],
    }
    values = {(x.kind, x.stage): tuple(e[2] for e in x.effects) for x in t.tiles if x.effects}
    assert values[("fruit_market", 1)] == (1, 2) and values[("fruit_market", 2)] == (2, 3)
    assert values[("fish_market", 1)] == (2, 1) and values[("fish_market", 2)] == (3, 2)
    assert values[("jam_shop", 1)] == (1, 1) and values[("jam_shop", 2)] == (2, 1)
    assert values[("tropical_garden", 2)] == (2, 1) and values[("tropical_garden", 3)] == (3, 1)
    assert values[("restaurant", 1)] == (1, 1) and values[("restaurant", 3)] == (3, 2)
    assert values[("pub", 3)] == (4, 1) and values[("fresh_fruit_cafe", 3)] == (2, 2)
    data = load_game_data("orchard_ocean", definition("orchard_ocean").schema)
    assert data.stand_ins > 0


@pytest.mark.parametrize("players", [3, 4])
def test_setup(players):
    r = rules()
    state = fresh(players)
    assert r.decision(state).seat == CHANCE
    assert len(r.legal_actions(state)) == 16  # the stage 1 pile
    state = play(state, *(f"chance: draw tile:oo:{x:02d}" for x in range(1, 9)))
    assert state.board.this_row == (0, 1, 2, 3) and state.board.next_row == (4, 5, 6, 7)
    assert len(state.board.piles[0]) == 8
    assert len(r.legal_actions(state)) == (6 if players == 3 else 24)  # every turn order
    order = "1,2,0" if players == 3 else "1,2,0,3"
    state = play(state, f"chance: order {order}")
    funds = [p.funds for p in state.players]
    assert funds == ([10, 8, 9] if players == 3 else [10, 8, 9, 10])  # 8 / 9 / 10 by place
    assert state.board.harbor_counts == ((6, 6, 6) if players == 3 else (8, 8, 8))
    t = r.tables
    for p in state.players:
        assert p.piece == t.start_cell and p.cells[t.start_cell] == 1 and sum(1 for c in p.cells if c) == 1
    assert state.turn.stage == DRAFT and state.turn.round == 1 and r.decision(state).seat == 1
    view = r.view(state, None)
    # 3 players: the 4th-player turn-order tile is out of the game.
    assert ("slot:torder:4" in {z.id for z in view.zones}) == (players == 4)
    assert ("torder:oo:4" in {p.id for p in view.pieces}) == (players == 4)


def test_acquisition_example_3_players():
    # Rulebook, "Example: acquiring tiles (3-player game)".
    state = start(3)
    funds0 = [p.funds for p in state.players]
    # Go-round 1: the 1st player takes an island tile (no bonus); the others a direction and a turn-order tile.
    state = draft(state, "01", "dir:north", "torder:1")
    assert state.players[0].funds == funds0[0] and state.players[0].hand == 0
    assert state.players[1].funds == funds0[1] + 2  # 1st direction tile: 2 funds
    assert state.players[2].hand == 1  # 1st turn-order tile: 1 worker
    # Go-round 2: the 2nd player takes the 2nd turn-order tile: 1 worker.
    state = draft(state, "dir:west", "torder:2", "02")
    assert state.players[0].funds == funds0[0] + 1  # 2nd direction tile: 1 fund
    assert state.players[1].hand == 1
    # Go-round 3: the 3rd direction tile brings no bonus, nor the 3rd turn-order tile.
    assert "take dir:oo:east" not in legal_texts(draft(state, "torder:3"))  # a player who has one
    state = draft(state, "torder:3", "03", "dir:east")
    assert state.players[0].hand == 0 and state.players[2].funds == funds0[2]
    # Phase 1 over: the remaining island tile of "this round" leaves the game (3 players).
    assert state.turn.stage == PLACE
    assert state.board.this_row == (NO_TILE,) * 4 and state.board.removed == (3,)
    assert state.board.next_row == (4, 5, 6, 7)


def test_draft_offers_only_kinds_not_yet_taken_and_never_next_round_tiles():
    state = start(3)
    assert legal_texts(state) == [
        "take torder:oo:1", "take torder:oo:2", "take torder:oo:3",
        "take dir:oo:north", "take dir:oo:west", "take dir:oo:east", "take dir:oo:south",
        "take tile:oo:01", "take tile:oo:02", "take tile:oo:03", "take tile:oo:04",
    ]
    with pytest.raises(IllegalActionError):
        play(state, "take tile:oo:05")  # a "next round" tile
    state = draft(state, "01", "02", "03")
    assert all("tile:oo" not in a for a in legal_texts(state))


def test_bonuses_4_players():
    state = start(4)
    state = draft(state, "torder:4", "torder:3", "torder:2", "torder:1")
    assert [p.hand for p in state.players] == [1, 1, 1, 0]
    base = [p.funds for p in state.players]
    state = draft(state, "dir:north", "dir:west", "dir:east", "dir:south")
    assert [p.funds - b for p, b in zip(state.players, base, strict=True)] == [2, 1, 1, 0]
    state = draft(state, "01", "02", "03", "04")
    assert state.turn.stage == PLACE and state.board.removed == ()
