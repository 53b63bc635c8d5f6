"""Small helpers shared by the rule modules: ids, abilities from technology, placements."""

from __future__ import annotations

from tabletop.core import Action, interned

from .state import ORANGE_DIE, VACANT, WHITE_DIE, AnyPlayer
from .tables import LOGI, RES, SHAPE_CELLS, SIZE, Tables, rotated, rotations

DONE = Action("done")
SKIP = Action("skip")
GAINFISH = Action("take_fish")
ADVANCE = Action("advance")
HOME = Action("home")
DISCARD = Action("discard")


act = interned  # the shared Action objects (core.memo)


_CELL_IDS = tuple(tuple(f"cell:{seat}:{c % SIZE + 1},{c // SIZE + 1}" for c in range(SIZE * SIZE))
                  for seat in range(4))


def cell_id(seat: int, cell: int) -> str:
    return _CELL_IDS[seat][cell]


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


_ROOM_IDS = tuple(tuple(f"room:{seat}:{name}" for name in RES) for seat in range(4))


def room_id(seat: int, res: int) -> str:
    return _ROOM_IDS[seat][res]


# Rulebook: The Technology Tracks, "Once you have reached a space with a permanent ability
#   (infinity symbol), this ability is available to you for the rest of the game (even if you advance
#   further)"
def has(tables: Tables, p: AnyPlayer, reward: str, wagons: bool = False) -> bool:
    """Whether a technology reward (a permanent ability) has been reached."""
    for t in range(4):
        rewards = tables.adv_rewards if (wagons and t == LOGI) else tables.track_rewards[t]
        for level, name in enumerate(rewards):
            if name == reward and p.tech[t] > level:
                return True
    return False


_LINE_CELLS = (
    {line: tuple(r * SIZE + (line - 1) for r in range(SIZE)) for line in range(1, SIZE + 1)},
    {line: tuple((line - 1) * SIZE + c for c in range(SIZE)) for line in range(1, SIZE + 1)},
)


def line_cells(is_row: int, line: int) -> tuple[int, ...]:
    """Cells of row/column ``line`` (1-based) in activation order (left->right, top->bottom)."""
    return _LINE_CELLS[1 if is_row else 0][line]


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


def placements(grid: tuple[int, ...], shape: str, allowed: tuple[int, ...] | None = None,
               ) -> list[tuple[int, int, tuple[int, ...]]]:
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


def vacant_building(tables: Tables, p: AnyPlayer, cell: int) -> bool:
    return tables.is_building[p.grid[cell]] and p.occ[cell] == VACANT and cell not in p.wagons


# Rulebook: Carpentry, "From now on, you can store up to 4 fishing tokens"; Ability Tiles
#   (Appendix), "It acts as one additional space for a fishing token" (the basic side: README "Boat basic
#   side")
def boat_capacity(tables: Tables, p: AnyPlayer) -> int:
    return tables.boat_spaces[1 if p.boat_up else 0] + (1 if "hold" in p.abilities else 0)


def adjacent_cells(cell: int) -> tuple[int, ...]:
    x, y = cell % SIZE, cell // SIZE
    out = []
    for dx, dy in ((0, -1), (-1, 0), (1, 0), (0, 1)):
        if 0 <= x + dx < SIZE and 0 <= y + dy < SIZE:
            out.append((y + dy) * SIZE + x + dx)
    return tuple(out)


def lift_options(seat: int, p: AnyPlayer) -> list[Action]:
    # Rulebook: Ability Tiles, "Flip this tile to discard up to 3 dice from your player
    #   board" (README "Ambiguous rules" 12)
    return [LIFT_ACTIONS[seat][c] for c in range(36) if p.occ[c] in (WHITE_DIE, ORANGE_DIE)]


LIFT_ACTIONS = tuple(tuple(act("lift", (cell_id(seat, c),)) for c in range(36)) for seat in range(4))
