"""One scripted 4-player round through every phase, in action notation."""

from __future__ import annotations

from tabletop.games.orchard_ocean.state import DRAFT

from .helpers import legal_texts, play, rules, start


def test_a_whole_round_in_notation():
    r = rules()
    state = start(4, "3,2,1,0")  # seat 3 first: 8 funds, seat 2: 9, seats 1 and 0: 10
    assert [p.funds for p in state.players] == [10, 10, 9, 8]
    state = play(
        state,
        "take tile:oo:01", "take dir:oo:east", "take torder:oo:1", "take tile:oo:02",
        "take dir:oo:north", "take tile:oo:03", "take dir:oo:south", "take torder:oo:2",
        "take torder:oo:4", "take torder:oo:3", "take tile:oo:04", "take dir:oo:west",
    )
    # Bonuses: workers to seats 1, 0, 3 (turn-order tiles 1st-3rd taken); funds +2 seat 2, +1 seats 3, 1.
    assert [p.hand for p in state.players] == [1, 1, 0, 1]
    # Phase 2, seat 3 (North tile: North or East), holding tile:oo:01 and the 4th turn-order tile.
    action = r.parse_action("place cell:3:3,2 front")
    assert r.describe(state, action) == "Place Strawberry patch front side up in row 3, column 4"
    state = play(state, "place cell:3:3,2 front", "buy", "worker tile:oo:01", "done")
    assert state.players[3].funds == 8 + 1 - 2 + 1  # direction bonus, a worker bought, one returned
    # Seat 2 (East: East or South) puts its tile back side up; seat 1 (South: South or West) and
    # seat 0 (West: West or North) place theirs and keep a bonus worker each for 1 fund.
    state = play(state, "place cell:2:2,3 back", "done", "place cell:1:1,2 front", "done",
                 "place cell:0:2,1 front", "worker tile:oo:02", "done")
    assert state.players[2].funds == 9 + 2
    assert state.players[1].funds == 10 + 1 + 1 and state.players[0].funds == 10 + 0
    # Phase 3: seat 3 builds harbor A north of its piece, the others pass.
    assert r.describe(state, r.parse_action("build cell:3:2,1 a")).startswith("Build Harbor A")
    state = play(state, "build cell:3:2,1 a", "done", "done", "done")
    assert state.players[3].funds == 6
    # Phase 4: the new turn order follows the turn-order tiles (seat 1 took the 1st ...).
    assert state.turn.order == (1, 0, 2, 3)
    state = play(state, *(f"chance: draw tile:oo:{x:02d}" for x in (9, 10, 11, 12)))
    assert state.turn.stage == DRAFT and state.turn.round == 2 and r.decision(state).seat == 1
    assert legal_texts(state)[-4:] == [f"take tile:oo:{x:02d}" for x in (5, 6, 7, 8)]
    live = r.score_now(state)
    # Funds 10, 12, 11, 6 give 2, 2, 2, 1 VP; seats 0 and 3 have an activated producer (1 kind).
    assert [s.total for s in live.sheets] == [3, 2, 2, 2]
