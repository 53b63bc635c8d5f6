"""Small helpers shared by the rule modules: ids, abilities from technology, placements."""

from __future__ import annotations

from tabletop.core import Action

from .state import VACANT, Player
from .tables import LOGI, RES, SHAPE_CELLS, SIZE, Tables, rotated, rotations

DONE = Action("done")
SKIP = Action("skip")
GAINFISH = Action("gainfish")
ADVANCE = Action("advance")
HOME = Action("home")
DISCARD = Action("discard")


def cell_id(seat: int, cell: int) -> str:
    return f"cell:{seat}:{cell % SIZE + 1},{cell // SIZE + 1}"


def parse_cell(text: str) -> tuple[int, int]:
    """(seat, cell) of a ``cell:<seat>:<col>,<row>`` id; ValueError if malformed."""
    kind, seat, cr = text.split(":")
    if kind != "cell":
        raise ValueError(text)
    col, row = cr.split(",")
    c, r = int(col), int(row)
    if not (1 <= c <= SIZE and 1 <= r <= SIZE):
        raise ValueError(text)
    return int(seat), (r - 1) * SIZE + (c - 1)


def room_id(seat: int, res: int) -> str:
    return f"room:{seat}:{RES[res]}"


def has(T: Tables, p: Player, reward: str, wagons: bool = False) -> bool:
    """Whether a technology reward (a permanent ability) has been reached."""
    for t in range(4):
        rewards = T.adv_rewards if (wagons and t == LOGI) else T.track_rewards[t]
        for level, name in enumerate(rewards):
            if name == reward and p.tech[t] > level:
                return True
    return False


def line_cells(is_row: int, line: int) -> tuple[int, ...]:
    """Cells of row/column ``line`` (1-based) in activation order (left->right, top->bottom)."""
    if is_row:
        return tuple((line - 1) * SIZE + c for c in range(SIZE))
    return tuple(r * SIZE + (line - 1) for r in range(SIZE))


def _in_grid(shape: str) -> tuple[tuple[int, int, tuple[int, ...]], ...]:
    out = []
    for anchor in range(SIZE * SIZE):
        ax, ay = anchor % SIZE, anchor // SIZE
        for rot in rotations(shape):
            cells = [(ay + dy) * SIZE + ax + dx for dx, dy in rotated(shape, rot)
                     if 0 <= ax + dx < SIZE and 0 <= ay + dy < SIZE]
            if len(cells) == len(SHAPE_CELLS[shape]):
                out.append((anchor, rot, tuple(cells)))
    return tuple(out)


IN_GRID = {shape: _in_grid(shape) for shape in SHAPE_CELLS}  # every placement inside the grid


def placements(grid: tuple[int, ...], shape: str, allowed: tuple[int, ...] | None = None):
    """Every (anchor cell, rotation, covered cells) where a tile of ``shape`` fits on empty spaces."""
    return [pl for pl in IN_GRID[shape]
            if not any(grid[c] for c in pl[2]) and (allowed is None or all(c in allowed for c in pl[2]))]


def fits(grid: tuple[int, ...], shape: str) -> bool:
    for pl in IN_GRID[shape]:
        for c in pl[2]:
            if grid[c]:
                break
        else:
            return True
    return False


def vacant_building(T: Tables, p: Player, cell: int) -> bool:
    sq = p.grid[cell]
    return bool(sq) and not T.squares[sq].walk and p.occ[cell] == VACANT and cell not in p.wagons


def boat_capacity(T: Tables, p: Player) -> int:
    return T.boat_spaces[1 if p.boat_up else 0] + (1 if "hold" in p.abilities else 0)
