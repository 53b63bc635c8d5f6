"""Advanced game: the wagons. A die's row/column first activates the wagons in it; wagons
block buildings; the advanced logistics tile can add a wagon and move both."""

from __future__ import annotations

from tabletop.core import Action, IllegalActionError

from .common import act, cell_id, has, line_cells, parse_cell
from .items import Act, Activate, Gain, Pending, WagonLine, WagonMove, cast_item
from .state import VACANT, AnyPlayer, AnyState, PlayerW, StateW
from .tables import SIZE, WALK_REWARDS, Tables

WAGONS_DONE = Action("wagons_done")


def wagon_id(seat: int, i: int) -> str:
    return f"wagon:{seat}:{i + 1}"


def start_wagons(tables: Tables, w: StateW, p: PlayerW) -> None:
    """Called when a die is placed at a row/column: its wagons act before the buildings."""
    stage = cast_item(Act, w.stage)
    is_row, line = stage.is_row, stage.line
    cells = line_cells(is_row, line)
    eligible = tuple(i for i, c in enumerate(p.wagons) if c in cells)
    # Rulebook: Game Play (Advanced Game), "activate any wagons in the chosen row/column
    #   before activating any buildings with the die"
    if eligible:  # only the wagons standing in the line when the die is placed
        w.push(WagonLine("wagon", is_row, line, (), eligible))


def _free(p: AnyPlayer, cell: int) -> bool:
    # Rulebook: Game Play (Advanced Game), "A wagon may never move to or through a space
    #   blocked by a die, worker, or another wagon"
    return p.occ[cell] == VACANT and cell not in p.wagons


def _moves(p: AnyPlayer, i: int, dirs: tuple[tuple[int, int], ...]) -> list[int]:
    c = p.wagons[i]
    x, y = c % SIZE, c // SIZE
    out = []
    for dx, dy in dirs:
        if 0 <= x + dx < SIZE and 0 <= y + dy < SIZE:
            t = (y + dy) * SIZE + x + dx
            if _free(p, t):
                out.append(t)
    return out


def _activatable(tables: Tables, s: AnyState, p: AnyPlayer, cell: int) -> bool:
    sq = tables.squares[p.grid[cell]]
    if not sq.code:
        return False
    # Rulebook: New logistics technologies, "Wagons can now activate boardwalk spaces (in the
    #   same way as they activate buildings)"
    return not sq.walk or has(tables, p, "wagon_walks", True)


def wagon_item_options(tables: Tables, s: AnyState, item: WagonLine | WagonMove) -> list[Action]:
    seat = s.seat
    p = s.players[seat]
    out: list[Action] = []
    if isinstance(item, WagonLine):
        _, is_row, line, done, eligible = item
        # Rulebook: Game Play (Advanced Game), "If you activate a column, each
        #   wagon in that column may move one space to the left or right"; "a row ... up or down";
        #   both wagons "in the order of your choice"
        dirs = ((0, -1), (0, 1)) if is_row else ((-1, 0), (1, 0))
        for i in eligible:
            if i not in done:
                for t in _moves(p, i, dirs):
                    out.append(act("wagon", (wagon_id(seat, i), cell_id(seat, t))))
                out.append(act("stay", (wagon_id(seat, i),)))
        return out
    # Rulebook: New logistics technologies, "You may immediately move each of your wagons (in
    #   any order) one space up, down, left, or right"
    _, done = item  # wmove: each wagon one step in any direction
    for i in range(len(p.wagons)):
        if i not in done:
            for t in _moves(p, i, ((0, -1), (-1, 0), (1, 0), (0, 1))):
                out.append(act("wagon", (wagon_id(seat, i), cell_id(seat, t))))
    out.append(WAGONS_DONE)
    return out


def wagon_auto(tables: Tables, w: StateW, item: WagonLine | WagonMove) -> bool:
    """Pop a wagon item with nothing left to do."""
    opts = wagon_item_options(tables, w, item)
    if not opts or opts == [WAGONS_DONE]:
        w.pending = w.pending[1:]
        return True
    return False


def _activate_at(tables: Tables, w: StateW, p: PlayerW, cell: int) -> None:
    sq = tables.squares[p.grid[cell]]
    if not _activatable(tables, w, p, cell):
        return
    if sq.walk:
        r, n = WALK_REWARDS[sq.code]
        w.push(Gain("gain", r, n))
    else:
        w.push(Activate("bld", cell, False))


def apply_wagon_item(tables: Tables, w: StateW, action: Action) -> None:
    item = w.pending[0]
    p = w.p(w.seat)
    if action.verb == "wagons_done":
        w.pending = w.pending[1:]
        return
    i = int(action.args[0].split(":")[2]) - 1
    rest = w.pending[1:]
    new_item: Pending
    if isinstance(item, WagonLine):
        new_item = item._replace(moved=(*item.moved, i))
    else:
        new_item = WagonMove("wmove", (*cast_item(WagonMove, item).moved, i))
    w.pending = (new_item, *rest)
    # Rulebook: Game Play (Advanced Game), "If an activated wagon did not move, but remains
    #   in place on a building, activate that building"
    if action.verb == "stay":
        _activate_at(tables, w, p, p.wagons[i])
        return
    if action.verb != "wagon":
        raise IllegalActionError(action.text())
    _, target = parse_cell(action.args[1])
    wagons = list(p.wagons)
    wagons[i] = target
    p.wagons = tuple(wagons)
    place_waiting(p)
    # Rulebook: Game Play (Advanced Game), "If a wagon is moved to a building, carry out the
    #   effect of that building"
    _activate_at(tables, w, p, target)


# Rulebook: New logistics technologies, "place it on the top left space ... Do not activate
#   any building/boardwalk on this space. If the space is currently blocked ... temporarily place the
#   wagon next to your player board"
def gain_wagon(w: StateW, p: PlayerW) -> None:
    """The second wagon goes to the top-left space (no activation), or waits until it is free."""
    if _free(p, 0):
        p.wagons = (*p.wagons, 0)
    else:
        p.wagon_wait += 1



def place_waiting(p: PlayerW) -> None:
    """A wagon waiting beside the board takes the top-left space once it is free: after the
    other wagon leaves it, or the lift tile discards the die on it (the end of a round frees it too)."""
    # Rulebook: New logistics technologies (Advanced Game), "place it onto the top left space as
    #   soon as it becomes vacant"
    if p.wagon_wait and _free(p, 0):
        p.wagons, p.wagon_wait = (*p.wagons, 0), p.wagon_wait - 1
