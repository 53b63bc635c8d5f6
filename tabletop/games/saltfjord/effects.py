"""Effects waiting in ``state.pending``: building effects, orders, technology, building tiles,
fishing and pier rewards. Each pending item is one decision (or resolves by itself)."""

from __future__ import annotations

from tabletop.core import Action, IllegalActionError

from .building import build_options, place_options, place_tile, take_tile
from .common import (
    GAINFISH,
    SKIP,
    act,
    adjacent_cells,
    boat_capacity,
    cell_id,
    has,
    lift_options,
    parse_cell,
    room_id,
    vacant_building,
)
from .fishing import cast, cast_types, fish_options, keep, overboard, return_home
from .items import (
    ABILITY,
    CAST,
    SELL_FISH,
    Activate,
    Also,
    Build,
    Gain,
    Indexed,
    Keep,
    Opt,
    Pending,
    PierChoice,
    Place,
    WagonMove,
    cast_item,
    effect_items,
    pier_items,
)
from .state import AnyPlayer, AnyState, PlayerW, StateW, remove_one
from .tables import (
    FISH,
    FOOD,
    GRAIN,
    LOGI,
    RES,
    RI,
    TOP,
    TRACKS,
    Tables,
)

NO_SKIP = {"pier", "place", "cast", "keep", "overboard"}
# effects a free action can make possible: they wait for one instead of lapsing (RB "Free Actions")
HELPABLE = frozenset({"order", "tech", "build", "feast", "sellfish", "also"})
# Rulebook: Scoring Tiles, "(1st: 14, 2nd: 10, 3rd: 7, 4th: 6)"
RACE_POINTS = (14, 10, 7, 6)


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
    seat = s.seat
    p = s.players[seat]
    kind = item.kind
    if kind == "upgrade":
        out = []
        for r in range(8):
            if p.res[r]:
                for t in upgrade_targets(tables, p, r):
                    out.append(act("upgrade", (room_id(seat, r), RES[t])))
        # Rulebook: Resource Management, "either move a resource cube ... to a room directly
        #   above ... or gain 1 fish"
        out.append(GAINFISH)
        return out
    if kind == "order":
        return crate_options(tables, s, p)
    if kind == "pier":
        return [act("pier", (f"pier:{seat}:{i + 1}",)) for i in range(4) if len(p.piers[i]) < tables.piers[i][1]]
    if kind == "tech":
        return tech_options(tables, s, p)
    if kind == "ability":
        # Rulebook: Carpentry, "Take one of the ability tiles on the game board and place it
        #   next to your player board"
        return [act("ability", (f"ability:{a}",)) for a in s.ab_board]
    if isinstance(item, Build):
        return build_options(tables, s, p, item.size)
    if isinstance(item, Place):
        return place_options(tables, seat, p, tables.tiles[item.tile][0])
    if kind == "fish":
        return fish_options(tables, s, p)
    if kind == "cast":
        return [act("cast", (f"fjord:{p.area}:{t + 1}",)) for t in cast_types(tables, s, p)]
    if kind == "keep":
        return [act("keep", (f"token:{tok}",)) for tok in dict.fromkeys(s.drawn)]
    if kind == "overboard":
        return [act("overboard", (f"token:{tok}",)) for tok in p.boat]
    # Rulebook: Action C: Retire, "Either pay one grain to score 3 points or one food to
    #   score 5 points (for each crate tile, you may choose a different option)"
    if kind == "feast":
        out = []
        if p.res[GRAIN]:
            out.append(act("pay", (room_id(seat, GRAIN),)))
        if p.res[FOOD]:
            out.append(act("pay", (room_id(seat, FOOD),)))
        return out
    # Rulebook: Scoring Tiles, "When reaching this scoring tile, immediately sell up to 5
    #   fish for 3 points each"
    if kind == "sellfish":
        return [act("sell_fish", (str(k),)) for k in range(1, min(5, p.res[FISH]) + 1)]
    # Rulebook: Ability Tiles, "When placing a worker, you may pay 1 fish to also activate
    #   any one orthogonally adjacent building"
    if isinstance(item, Also):
        if p.res[FISH] < 1:
            return []
        return [act("also", (cell_id(seat, c),)) for c in adjacent_cells(item.cell) if vacant_building(tables, p, c)]
    # Rulebook: Action Buildings, "When activating a building with two actions separated by a
    #   “/”, you choose one of the two actions"
    if isinstance(item, Opt):
        return [act("effect", (item.first,)), act("effect", (item.second,))]
    if kind == "lift":  # more dice to discard with the lift tile just flipped
        return lift_options(seat, p)
    raise AssertionError(kind)


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


# --- applying a choice --------------------------------------------------------------------
def apply_choice(tables: Tables, w: StateW, action: Action) -> None:
    item = w.pending[0]
    w.pending = w.pending[1:]
    if action.verb == "skip":
        return
    seat = w.seat
    p = w.p(seat)
    verb, args = action.verb, action.args
    if verb == "upgrade":
        r = RI[args[0].split(":")[2]]
        p.add(r, -1)
        p.add(RI[args[1]], 1)
    elif verb == "take_fish":
        p.add(FISH, 1)
    elif verb == "order":
        take_crate(tables, w, p, args[0].split(":", 1)[1])
    elif verb == "pier":
        put_crate(tables, w, p, cast_item(PierChoice, item).crate, int(args[0].split(":")[2]) - 1)
    elif verb == "tech":
        advance_tech(tables, w, p, TRACKS.index(args[0].split(":")[1]))
    elif verb == "ability":
        ab = args[0].split(":")[1]
        w.ab_board = remove_one(w.ab_board, ab)
        p.abilities = (*p.abilities, ab)
        if ab == "lift":
            p.lift = 3
    elif verb == "build":
        take_tile(tables, w, p, args[0].split(":")[1], cast_item(Build, item).size)
    elif verb == "place":
        _, anchor = parse_cell(args[0])
        place_tile(tables, w, p, cast_item(Place, item).tile, anchor, int(args[1]))
    # Rulebook: Go fishing, "Advance your fishing boat to the next area in the fjord"
    elif verb == "advance":
        p.area += 1
        w.push(CAST)
    # Rulebook: Go fishing, "Return home: Score the number of points adjacent to the current
    #   area of your fishing boat"
    elif verb == "home":
        return_home(tables, p)
    elif verb == "cast":
        cast(tables, w, p, int(args[0].split(":")[2]) - 1)
    elif verb == "keep":
        keep(w, p, cast_item(Keep, item), args[0].split(":")[1])
    elif verb == "overboard":
        overboard(tables, w, p, args[0].split(":")[1])
    # Rulebook: Action C: Retire, "pay one grain to score 3 points or one food to score 5
    #   points"
    elif verb == "pay":
        r = RI[args[0].split(":")[2]]
        p.add(r, -1)
        p.vp += 3 if r == GRAIN else 5
    # Rulebook: Scoring Tiles, "sell up to 5 fish for 3 points each"
    elif verb == "sell_fish":
        k = int(args[0])
        p.add(FISH, -k)
        p.vp += 3 * k
    elif verb == "also":
        _, cell = parse_cell(args[0])
        p.add(FISH, -1)
        w.push(Activate("bld", cell, False))
    elif verb == "effect":
        chosen = args[0]
        items = effect_items(chosen)
        opt = cast_item(Opt, item)
        # Rulebook: Ability Tiles, "When placing a worker on a building with two possible
        #   actions, you may perform both actions (in any order)"
        if opt.both:  # the "both" ability: the other action follows
            other = opt.second if chosen == opt.first else opt.first
            items = (*items, *effect_items(other))
        w.push(*items)
    else:
        raise IllegalActionError(f"{action.text()} is not a choice here")


# Rulebook: Complete an order, "Take the tile and place it face down in the next open slot to
#   the right of the pier ... that matches the crate space the tile came from. Then, reveal the next
#   tile in the crate tile stack"
def take_crate(tables: Tables, w: StateW, p: PlayerW, crate: str) -> None:
    space = w.ctops.index(crate)
    p.add_vec(tables.crates[crate][0], -1)
    tops = list(w.ctops)
    tops[space] = ""
    w.ctops = tuple(tops)
    if w.cleft[space]:
        w.queue_chance(Indexed("ctop", space))
    if has(tables, p, "any_pier", w.wagons):
        w.push(PierChoice("pier", crate))
    else:
        put_crate(tables, w, p, crate, space)


def put_crate(tables: Tables, w: StateW, p: PlayerW, crate: str, pier: int) -> None:
    piers = list(p.piers)
    piers[pier] = (*piers[pier], crate)
    p.piers = tuple(piers)
    # Rulebook: Logistics, "Each time you complete an order, immediately gain the reward of
    #   the pier where the crate tile is placed"
    if has(tables, p, "pier_reward", w.wagons):
        w.push(*pier_items(tables, pier))


def advance_tech(tables: Tables, w: StateW, p: PlayerW, track: int) -> None:
    level = p.tech[track]
    p.add(tech_cost(tables, w, track, level), -1)
    tech = list(p.tech)
    tech[track] = level + 1
    p.tech = tuple(tech)
    # Rulebook: Gain technology, "If you reach the end of a technology track, you will
    #   additionally trigger its scoring tile (immediately or during final scoring depending on the
    #   tile)"
    if level + 1 == TOP:
        tile = w.tops[track]
        # Not in the rulebook: which two scoring tiles carry the lightning symbol (README "Lightning
        #   tiles")
        if tile == "sellfish":
            w.push(SELL_FISH)
        # Rulebook: Scoring Tiles, "The first player to reach this scoring tile immediately
        #   scores 14 points, the second player 10 points, etc." (ranked by the order of reaching it:
        #   README "Ambiguous rules" 9)
        elif tile == "race":
            p.vp += RACE_POINTS[min(w.race, 3)]
            w.race += 1
        return
    # Rulebook: New logistics technologies, the advanced tile's three rewards replace
    #   the logistics track's
    rewards = tables.adv_rewards if (w.wagons and track == LOGI) else tables.track_rewards[track]
    reward = rewards[level]
    # Rulebook: Craftsmanship, "Gain 1 gold"; "Gain 1 worker from this technology track
    #   space"
    if reward == "worker":
        p.workers += 1
    elif reward == "gold":
        p.add(7, 1)
    # Rulebook: Carpentry, "Flip your boat tile to the upgraded side"
    elif reward == "boat":
        p.boat_up = True
    elif reward == "ability":
        w.push(ABILITY)
    # Rulebook: Logistics, "Gain 1 fish, 1 wood, and 1 paper"
    elif reward == "fish_wood_paper":
        p.add_vec((1, 1, 0, 1, 0, 0, 0, 0))
    # Rulebook: New logistics technologies, "Gain the other wagon"; "You may immediately
    #   move each of your wagons (in any order) one space up, down, left, or right"
    elif reward == "second_wagon":
        from .wagons import gain_wagon
        gain_wagon(w, p)
    elif reward == "wagon_move":
        w.push(WagonMove("wmove", ()))

