"""Effects waiting in ``state.pending``: building effects, orders, technology, building tiles,
fishing and pier rewards. Each pending item is one decision (or resolves by itself)."""

from __future__ import annotations

from collections.abc import Callable

from tabletop.core import Action

from .building import build_options, place_options
from .common import (
    GAINFISH,
    SKIP,
    act,
    adjacent_cells,
    boat_capacity,
    cell_id,
    has,
    lift_options,
    room_id,
    vacant_building,
)
from .fishing import cast, cast_types, fish_options
from .items import (
    Activate,
    Also,
    Build,
    Gain,
    Opt,
    Pending,
    Place,
    cast_item,
    effect_items,
)
from .state import AnyPlayer, AnyState, StateW
from .tables import (
    FISH,
    FOOD,
    GRAIN,
    LOGI,
    RES,
    TOP,
    TRACKS,
    Tables,
)

NO_SKIP = {"pier", "place", "cast", "keep", "overboard"}
# effects a free action can make possible: they wait for one instead of lapsing (RB "Free Actions")
HELPABLE = frozenset({"order", "tech", "build", "feast", "sellfish", "also"})


# --- option lists -------------------------------------------------------------------------
def upgrade_targets(tables: Tables, p: AnyPlayer, res: int) -> tuple[int, ...]:
    return upgrade_targets_for(tables, "bigupgrade" in p.abilities, res)


def upgrade_targets_for(tables: Tables, big: bool, res: int) -> tuple[int, ...]:
    """Rooms an upgrade of ``res`` can reach (the "bigupgrade" ability skips a level)."""
    # Rulebook: Ability Tiles, "When upgrading, you may upgrade grain, wood, or paper to
    #   plank, food, or book"
    if big and tables.level[res] == 1:
        return tuple(i for i in range(8) if tables.level[i] == 2)
    # Rulebook: Resource Management, "move a resource cube from its current room to a room
    #   directly above (following an arrow)"
    return tables.up[res]


def crate_options(tables: Tables, s: AnyState, p: AnyPlayer) -> list[Action]:
    out = []
    anywhere = has(tables, p, "any_pier", s.wagons)
    for space, crate in enumerate(s.ctops):
        if not crate:
            continue
        cost = tables.crates[crate][0]
        # Rulebook: Complete an order, "Pay the resources shown on one of the four face-up
        #   crate tiles on the game board"
        if any(have < need for have, need in zip(p.res, cost, strict=True)):
            continue
        free = [len(p.piers[i]) < tables.piers[i][1] for i in range(4)]
        # Rulebook: Complete an order, "the next open slot to the right of the pier ... that
        #   matches the crate space the tile came from"; Logistics, "you may place the crate
        #   tile next to any pier" (6 slots a pier: README)
        if free[space] or (anywhere and any(free)):
            out.append(act("order", (f"crate:{crate}",)))
    return out


def tech_cost(tables: Tables, s: AnyState, track: int, level: int) -> int:
    # Rulebook: Setup (Advanced Game), "Cover the third technology track (LOGISTICS) with the
    #   advanced technology tile" (its costs, not printed: README "Advanced logistics tile")
    costs = tables.adv_costs if (s.wagons and track == LOGI) else tables.track_costs[track]
    return costs[level]


def tech_options(tables: Tables, s: AnyState, p: AnyPlayer) -> list[Action]:
    out = []
    for t in range(4):
        lv = p.tech[t]
        # Rulebook: Gain technology, "Pay the resource shown between one of your technology
        #   markers and the space above it to advance this marker to the next space" (the costs:
        #   README "Technology tracks")
        if lv < TOP and p.res[tech_cost(tables, s, t, lv)] > 0:
            out.append(act("tech", (f"track:{TRACKS[t]}",)))
    return out


def options(tables: Tables, s: AnyState, item: Pending) -> list[Action]:
    """The choices of a pending item, without its skip."""
    choices = OPTION_LISTS.get(item.kind)
    if choices is None:
        raise AssertionError(item.kind)
    return choices(tables, s, s.players[s.seat], item)


def _upgrade(tables: Tables, s: AnyState, p: AnyPlayer, item: Pending) -> list[Action]:
    out = []
    for r in range(8):
        if p.res[r]:
            for t in upgrade_targets(tables, p, r):
                out.append(act("upgrade", (room_id(s.seat, r), RES[t])))
    # Rulebook: Resource Management, "either move a resource cube ... to a room directly
    #   above ... or gain 1 fish"
    out.append(GAINFISH)
    return out


def _pier(tables: Tables, s: AnyState, p: AnyPlayer, item: Pending) -> list[Action]:
    return [act("pier", (f"pier:{s.seat}:{i + 1}",)) for i in range(4) if len(p.piers[i]) < tables.piers[i][1]]


def _ability(tables: Tables, s: AnyState, p: AnyPlayer, item: Pending) -> list[Action]:
    # Rulebook: Carpentry, "Take one of the ability tiles on the game board and place it
    #   next to your player board"
    return [act("ability", (f"ability:{a}",)) for a in s.ab_board]


def _cast(tables: Tables, s: AnyState, p: AnyPlayer, item: Pending) -> list[Action]:
    return [act("cast", (f"fjord:{p.area}:{t + 1}",)) for t in cast_types(tables, s, p)]


def _keep(tables: Tables, s: AnyState, p: AnyPlayer, item: Pending) -> list[Action]:
    return [act("keep", (f"token:{tok}",)) for tok in dict.fromkeys(s.drawn)]


def _overboard(tables: Tables, s: AnyState, p: AnyPlayer, item: Pending) -> list[Action]:
    return [act("overboard", (f"token:{tok}",)) for tok in p.boat]


# Rulebook: Action C: Retire, "Either pay one grain to score 3 points or one food to
#   score 5 points (for each crate tile, you may choose a different option)"
def _feast(tables: Tables, s: AnyState, p: AnyPlayer, item: Pending) -> list[Action]:
    return [act("pay", (room_id(s.seat, r),)) for r in (GRAIN, FOOD) if p.res[r]]


# Rulebook: Scoring Tiles, "When reaching this scoring tile, immediately sell up to 5
#   fish for 3 points each"
def _sellfish(tables: Tables, s: AnyState, p: AnyPlayer, item: Pending) -> list[Action]:
    return [act("sell_fish", (str(k),)) for k in range(1, min(5, p.res[FISH]) + 1)]


# Rulebook: Ability Tiles, "When placing a worker, you may pay 1 fish to also activate
#   any one orthogonally adjacent building"
def _also(tables: Tables, s: AnyState, p: AnyPlayer, item: Pending) -> list[Action]:
    if p.res[FISH] < 1:
        return []
    return [act("also", (cell_id(s.seat, c),)) for c in adjacent_cells(cast_item(Also, item).cell)
            if vacant_building(tables, p, c)]


# Rulebook: Action Buildings, "When activating a building with two actions separated by a
#   “/”, you choose one of the two actions"
def _opt(tables: Tables, s: AnyState, p: AnyPlayer, item: Pending) -> list[Action]:
    opt = cast_item(Opt, item)
    return [act("effect", (opt.first,)), act("effect", (opt.second,))]


OptionList = Callable[[Tables, AnyState, AnyPlayer, Pending], list[Action]]
OPTION_LISTS: dict[str, OptionList] = {  # by the pending item's kind
    "upgrade": _upgrade,
    "order": lambda tables, s, p, item: crate_options(tables, s, p),
    "pier": _pier,
    "tech": lambda tables, s, p, item: tech_options(tables, s, p),
    "ability": _ability,
    "build": lambda tables, s, p, item: build_options(tables, s, p, cast_item(Build, item).size),
    "place": lambda tables, s, p, item: place_options(tables, s.seat, p, tables.tiles[cast_item(Place, item).tile][0]),
    "fish": lambda tables, s, p, item: fish_options(tables, s, p),
    "cast": _cast, "keep": _keep, "overboard": _overboard, "feast": _feast, "sellfish": _sellfish,
    "also": _also, "opt": _opt,
    "lift": lambda tables, s, p, item: lift_options(s.seat, p),  # more dice to discard with the lift tile just flipped
}


def legal(tables: Tables, s: AnyState, item: Pending) -> list[Action]:
    opts = options(tables, s, item)
    # Rulebook: Activating Buildings, "Carrying out the effect of an activated building is
    #   always optional" (README "Ambiguous rules" 4)
    if item.kind not in NO_SKIP:
        opts.append(SKIP)
    return opts


# --- automatic items ----------------------------------------------------------------------
def auto(tables: Tables, w: StateW, item: Pending) -> bool:
    """Resolve an item that needs no decision; False if the player must choose."""
    kind = item.kind
    if isinstance(item, Gain):
        w.pending = w.pending[1:]
        if item.res < 0:  # a boardwalk's points
            w.p(w.seat).vp += item.n
        else:
            w.p(w.seat).add(item.res, item.n)
        return True
    # Rulebook: Action C: Retire, pier reward "Gain 1 point and 1 fish"
    if kind == "vpfish":
        w.pending = w.pending[1:]
        p = w.p(w.seat)
        p.vp += 1
        p.add(FISH, 1)
        return True
    if isinstance(item, Activate):
        w.pending = w.pending[1:]
        reader = w.players[w.seat] if w.seat not in w._thawed else w._thawed[w.seat]
        sq = tables.squares[reader.grid[item.cell]]
        # Rulebook: Action Buildings, a building "with two actions separated by a “/”": the
        #   player chooses one
        if len(sq.options) == 1:
            w.push(*effect_items(sq.options[0]))
        else:
            w.push(Opt("opt", sq.options[0], sq.options[1], item.both))
        return True
    if kind == "keep" and len(w.drawn) < 2:
        w.pending = w.pending[1:]
        if w.drawn:
            p = w.p(w.seat)
            p.boat = (*p.boat, w.drawn[0])
            w.drawn = ()
        return True
    if kind == "cast":  # only one stack to fish from: no choice to make
        p = w.p(w.seat)
        types = cast_types(tables, w, p)
        if len(types) <= 1:
            w.pending = w.pending[1:]
            if types:
                cast(tables, w, p, types[0])
            return True
        return False
    if kind == "overboard":
        p = w.p(w.seat)
        # Rulebook: Go fishing, "At any time, you may free up space on your boat tile by
        #   throwing fishing tokens overboard (even a token you just took)" (offered when over
        #   capacity: README "Ambiguous rules" 7)
        if len(p.boat) <= boat_capacity(tables, p):
            w.pending = w.pending[1:]
            return True
    return False
