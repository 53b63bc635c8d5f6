"""Building tiles: costs, which stacks can be built from, placing a tile and completed lines."""

from __future__ import annotations

from tabletop.core import Action

from .common import act, cell_id, fits, placements
from .items import Indexed, Place
from .state import AnyPlayer, AnyState, PlayerW, StateW
from .tables import CARP, LARGE, SIZE, WALK_REWARDS, Tables, rotated


def build_cost(tables: Tables, s: AnyState, p: AnyPlayer, kind: str) -> tuple[int, int]:
    """(wood, plank) to pay for a building tile of this kind."""
    # Rulebook: Carpentry, "reduce the cost by 1 wood. Small building tiles are now free,
    #   while large building tiles cost only 1 plank each"
    discount = 1 if p.tech[CARP] >= 3 else 0
    # Rulebook: Action B, "Pay 1 wood and 1 plank"; Build a small building tile, "Pay
    #   one wood"; Appendix, tavern "Build a small one-square building tile for free"
    if kind == "large":
        return (max(0, 1 - discount), 1)
    if kind == "small":
        return (max(0, 1 - discount), 0)
    return (0, 0)


def build_options(tables: Tables, s: AnyState, p: AnyPlayer, kind: str) -> list[Action]:
    wood, plank = build_cost(tables, s, p, kind)
    if p.res[1] < wood or p.res[4] < plank:
        return []
    # Rulebook: Action B, "You cannot build a small building tile with this action"; Appendix
    #   (Buildings / Taverns), "Build 1 small building tile (one-square or two-square)"
    shapes = LARGE if kind == "large" else (("M1",) if kind == "mono" else ("D2", "M1"))
    out = []
    for k, (sid, shape, _size) in enumerate(tables.stacks):
        tile = s.btops[k]
        # Rulebook: Action B, "Place the tile on empty spaces anywhere within the grid of
        #   your player board ... you cannot cover preprinted buildings or other tiles"
        if tile and shape in shapes and fits(p.grid, shape):
            out.append(act("build", (f"stack:{sid}",)))
    return out


def place_options(tables: Tables, seat: int, p: AnyPlayer, shape: str,
                  allowed: tuple[int, ...] | None = None) -> list[Action]:
    return [act("place", (cell_id(seat, a), str(rot))) for a, rot, _ in placements(p.grid, shape, allowed)]


def take_tile(tables: Tables, w: StateW, p: PlayerW, stack_id: str, kind: str) -> None:
    k = next(i for i, stack in enumerate(tables.stacks) if stack[0] == stack_id)
    wood, plank = build_cost(tables, w, p, kind)
    p.add(1, -wood)
    p.add(4, -plank)
    tile = w.btops[k]
    _reveal_next(w, k)
    # Rulebook: Game Play (Solo Game), "Whenever you build a small or large building tile,
    #   remove the top building tile of the other stack (if any) of the same shape from the game"
    if w.solo:  # solo: the other stack of the same shape loses its top tile
        shape = tables.stacks[k][1]
        other = next(i for i, stack in enumerate(tables.stacks) if stack[1] == shape and i != k)
        if w.btops[other]:
            _reveal_next(w, other)
    w.push(Place("place", tile))


def _reveal_next(w: StateW, k: int) -> None:
    tops = list(w.btops)
    tops[k] = ""
    w.btops = tuple(tops)
    if w.bleft[k]:
        w.queue_chance(Indexed("btop", k))


def place_tile(tables: Tables, w: StateW, p: PlayerW, tile: str, anchor: int, rot: int) -> None:
    shape, squares = tables.tiles[tile]
    grid = list(p.grid)
    ax, ay = anchor % SIZE, anchor // SIZE
    cells = []
    # Rulebook: Build a small building tile, "You may orient the building tile as you like";
    #   Other rules, "you may place the building tile underneath wagons"
    for (dx, dy), sq in zip(rotated(shape, rot), squares, strict=True):
        c = (ay + dy) * SIZE + ax + dx
        grid[c] = sq
        cells.append(c)
    p.grid = tuple(grid)
    p.tiles = (*p.tiles, (tile, anchor, rot))
    pay_completions(tables, p, cells)


# Rulebook: Completing a row/column, "When you completely fill a row or a column ...
#   gain the reward shown on each boardwalk"; "If you complete a row and column at the same time, you
#   receive the reward from any boardwalk at the intersection ... twice"; Other rules, "even if
#   they are covered by a wagon"
def pay_completions(tables: Tables, p: PlayerW, cells: list[int]) -> None:
    """Rows/columns this placement filled pay each boardwalk in them (twice at a crossing)."""
    lines = []
    for c in cells:
        row = tuple((c // SIZE) * SIZE + i for i in range(SIZE))
        col = tuple(i * SIZE + c % SIZE for i in range(SIZE))
        for line in (row, col):
            if line not in lines and all(p.grid[x] for x in line):
                lines.append(line)
    for line in lines:
        for x in line:
            sq = tables.squares[p.grid[x]]
            if sq.walk:
                r, n = WALK_REWARDS[sq.code]
                # Not printed: green or purple points; a boardwalk's points are green, scored at
                #   once (README "Ambiguous rules" 5)
                if r < 0:
                    p.vp += n
                else:
                    p.add(r, n)

