"""Orchard Ocean state: small frozen dataclasses of ints and tuples (no sets or dicts).

A stage pile is a sorted tuple of tile indices: a multiset with no hidden order, since
every draw is a chance decision. A player board is a flat tuple of occupant codes
(see tables.py) with a parallel tuple of worker counts.
"""

from __future__ import annotations

from dataclasses import dataclass
from typing import NamedTuple

# Stages (what the decision in front of the table is).
DRAW = 0  # chance: reveal one island tile into the rows (setup and Phase 4)
ORDER = 1  # chance: the random starting turn order
DRAFT = 2  # Phase 1: the seat to act takes a turn-order, direction or island tile
PLACE = 3  # Phase 2 steps 1-2: move the piece, then place or remove the island tile
WORK = 4  # Phase 2 steps 3-4: buy a worker, place workers, done
HARBOR = 5  # Phase 3: move the piece, build one harbor tile, done
JAM = 6  # Harvest: a jam shop's owner splits its strawberry markers into VP and funds
OVER = 7

NO_TILE = -1


class JamChoice(NamedTuple):
    """A jam shop waiting for its owner's choice: its strawberry markers as VP or funds."""

    seat: int
    cell: int
    markers: int
    amount: int  # VP or funds per marker


@dataclass(frozen=True, slots=True)
class Player:
    cells: tuple[int, ...]  # occupant code per board cell (row-major)
    workers: tuple[int, ...]  # workers on the tile in each cell (0, 1 = Lv.1, 2 = Lv.1 + Lv.2)
    piece: int  # cell of the player piece
    funds: int
    vp: int
    hand: int  # workers in hand (Phase 2 only; the rest return for funds)
    bought: bool  # a worker was bought this round
    order_tile: int  # turn-order place taken this round (1..4), 0 if none
    direction: int  # direction tile index taken this round, -1 if none
    island: int  # island tile index taken this round, -1 if none


@dataclass(frozen=True, slots=True)
class Board:
    piles: tuple[tuple[int, ...], ...]  # stage 1..3 piles, sorted tile indices (hidden)
    this_row: tuple[int, ...]  # tile index per slot, -1 if empty
    next_row: tuple[int, ...]
    removed: tuple[int, ...]  # island tiles out of the game, in removal order
    harbors_used: tuple[int, ...]  # harbor tiles taken per type
    harbor_counts: tuple[int, ...]  # harbor tiles per type in this game (6 or 8)


@dataclass(frozen=True, slots=True)
class Turn:
    stage: int
    round: int  # 0 during setup, then 1..12
    order: tuple[int, ...]  # seats in turn order
    index: int  # picks made (DRAFT), position in order (PLACE/WORK/HARBOR), draws left (DRAW)
    order_taken: int  # turn-order tiles taken this Phase 1 (for the bonus)
    direction_taken: int  # direction tiles taken this Phase 1
    pending: tuple[JamChoice, ...]  # JAM: the jam shops still to settle, in order


@dataclass(frozen=True, slots=True)
class State:
    players: tuple[Player, ...]
    board: Board
    turn: Turn
