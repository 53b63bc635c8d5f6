"""Action verbs, ids and the notation; every Action object is built once and reused.

Notation (the first argument with ':' is what the player clicks):
    chance: draw tile:oo:07        reveal an island tile into the rows
    chance: order 2,0,1            the random starting turn order (seats, first to last)
    take torder:oo:1               Phase 1: take a turn-order tile (also dir:oo:north, tile:oo:05)
    move cell:0:2,1                Phase 2/3: move the piece one space (1 fund)
    place cell:0:3,2 front         Phase 2: place the island tile front (or back) side up
    discard tile:oo:05             Phase 2: remove the island tile from the game instead
    buy                            Phase 2: buy a worker for 2 funds (once a round)
    worker tile:oo:05              Phase 2: put a worker on the tile's next free level
    build cell:0:2,3 a             Phase 3: build a harbor tile of type a there
    jam tile:oo:14 1               Harvest: take 1 of the jam shop's strawberry markers as VP
    done                           end this phase's turn
"""

from __future__ import annotations

from itertools import permutations

from tabletop.core import Action, InvalidActionError, parse_action_text

from .i18n import _
from .tables import Tables

VERBS = {
    "draw": 1, "order": 1, "take": 1, "move": 1, "place": 2, "discard": 1,
    "buy": 0, "worker": 1, "build": 2, "jam": 2, "done": 0,
}
CHANCE_VERBS = ("draw", "order")
BUY = Action("buy")
DONE = Action("done")


def tile_id(index: int) -> str:
    return f"tile:oo:{index + 1:02d}"


def cell_id(seat: int, cell: int, width: int) -> str:
    return f"cell:{seat}:{cell % width},{cell // width}"


def torder_id(place: int) -> str:
    return f"torder:oo:{place}"


def direction_id(name: str) -> str:
    return f"dir:oo:{name}"


def harbor_piece_id(type_id: str, k: int) -> str:
    return f"harbor:oo:{type_id}:{k + 1}"


def parse(text: str) -> Action:
    action = parse_action_text(text)
    arity = VERBS.get(action.verb)
    if arity is None:
        raise InvalidActionError(_("not an Orchard Ocean action: {text}").format(text=repr(text)))
    if len(action.args) != arity:
        raise InvalidActionError(_("{verb} takes {n} argument(s): {text}").format(verb=action.verb, n=arity, text=repr(text)))
    if (action.verb in CHANCE_VERBS) != action.chance:
        if action.chance:
            raise InvalidActionError(_("{verb} is a chance action here").format(verb=action.verb))
        raise InvalidActionError(_("{verb} is not a chance action here").format(verb=action.verb))
    return action


class ActionBook:
    """Every action the game can offer, prebuilt (legal_actions only picks from these)."""

    def __init__(self, tables: Tables, max_seats: int = 4) -> None:
        n_cells = tables.width * tables.height
        self.draw = tuple(Action("draw", (tile_id(i),), True) for i in range(len(tables.tiles)))
        self.take_tile = tuple(Action("take", (tile_id(i),)) for i in range(len(tables.tiles)))
        self.take_order = tuple(Action("take", (torder_id(p),)) for p in range(0, 5))
        self.take_direction = tuple(Action("take", (direction_id(d.id),)) for d in tables.directions)
        self.discard = tuple(Action("discard", (tile_id(i),)) for i in range(len(tables.tiles)))
        self.worker = tuple(Action("worker", (tile_id(i),)) for i in range(len(tables.tiles)))
        cells = [[cell_id(s, c, tables.width) for c in range(n_cells)] for s in range(max_seats)]
        self.move = tuple(tuple(Action("move", (cid,)) for cid in row) for row in cells)
        self.place = tuple(
            tuple((Action("place", (cid, "front")), Action("place", (cid, "back"))) for cid in row)
            for row in cells
        )
        self.build = tuple(
            tuple(tuple(Action("build", (cid, h.id)) for h in tables.harbor_types) for cid in row)
            for row in cells
        )
        self.orders = {
            n: tuple(Action("order", (",".join(map(str, p)),), True) for p in permutations(range(n)))
            for n in (3, 4)
        }
        self.jam: dict[tuple[int, int], Action] = {}

    def jam_action(self, tile: int, vp_markers: int) -> Action:
        key = (tile, vp_markers)
        action = self.jam.get(key)
        if action is None:
            action = self.jam[key] = Action("jam", (tile_id(tile), str(vp_markers)))
        return action
