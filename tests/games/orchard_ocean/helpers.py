"""Shared helpers for the Orchard Ocean tests: load the game unregistered, build boards directly."""

from __future__ import annotations

from tabletop.core import GameConfig
from tabletop.games.orchard_ocean.state import Player, State
from tabletop.games.orchard_ocean.tables import BACK, FRONT, HARBOR_PER_TYPE, HARBOR_TILE, START
from tests.games import support


def load_rules():
    entry = support.entry("orchard_ocean")
    return entry.rules, entry.data


def rules():
    return support.rules("orchard_ocean")


def play(state, *texts):
    """Apply action texts in order (chance outcomes included) and return the final state."""
    return support.play(rules(), state, *texts)


def tile(kind: str, stage: int, nth: int = 0) -> int:
    """Index of the nth tile of ``kind`` printed with ``stage``."""
    t = rules().tables
    found = [x.index for x in t.tiles if x.kind == kind and x.stage == stage]
    return found[nth]


def board(placements: dict, piece=(2, 2)) -> tuple[tuple[int, ...], tuple[int, ...], int]:
    """cells/workers/piece from {(col,row): (occupant, workers)}.

    occupant: a tile index (front side), ("back", tile), ("harbor", type index, k) or "start".
    """
    t = rules().tables
    n = t.width * t.height
    cells, workers = [0] * n, [0] * n
    cells[t.start_cell] = START
    for (col, row), (occ, w) in placements.items():
        cell = t.cell_of(col, row)
        if occ == "start":
            code = START
        elif isinstance(occ, tuple) and occ[0] == "back":
            code = BACK + occ[1]
        elif isinstance(occ, tuple) and occ[0] == "harbor":
            code = HARBOR_TILE + HARBOR_PER_TYPE * occ[1] + occ[2]
        else:
            code = FRONT + occ
        cells[cell] = code
        workers[cell] = w
    return tuple(cells), tuple(workers), t.cell_of(*piece)


def with_board(state: State, seat: int, placements: dict, piece=(2, 2), funds=None, vp=None) -> State:
    cells, workers, cell = board(placements, piece)
    p = state.players[seat]
    p = Player(cells, workers, cell, p.funds if funds is None else funds, p.vp if vp is None else vp,
               p.hand, p.bought, p.order_tile, p.direction, p.island)
    return State(state.players[:seat] + (p,) + state.players[seat + 1:], state.board, state.turn)


def fresh(players: int = 3) -> State:
    return rules().setup(GameConfig(players=players))


def legal_texts(state) -> list[str]:
    return [a.text() for a in rules().legal_actions(state)]


def start(players: int = 3, order: str | None = None, row: tuple[int, ...] = tuple(range(1, 9))) -> State:
    """Setup with the reveals forced (tile:oo:01..04 this round, 05..08 next round) and the order."""
    order = order or ",".join(str(s) for s in range(players))
    return play(fresh(players), *(f"chance: draw tile:oo:{x:02d}" for x in row), f"chance: order {order}")


def draft(state, *tiles: str) -> State:
    """Phase 1 picks in turn order: each item is 'torder:N', 'dir:NAME' or 'NN' (island tile)."""
    texts = []
    for item in tiles:
        if item.startswith("torder:"):
            texts.append(f"take torder:oo:{item[7:]}")
        elif item.startswith("dir:"):
            texts.append(f"take dir:oo:{item[4:]}")
        else:
            texts.append(f"take tile:oo:{item}")
    return play(state, *texts)


def config(players: int) -> GameConfig:
    return GameConfig(players=players)
