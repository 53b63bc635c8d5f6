"""Chance outcomes, the starting sets, turn order and the end of a round (setup: setup.py)."""

from __future__ import annotations

from typing import TypeVar

from tabletop.core import Action, IllegalActionError, Memo

from . import effects, turns
from .actions import CHANCE_VERB_OF
from .common import act, cell_id, parse_cell
from .items import (
    GO_FISH,
    MAIN,
    NEXT_SET,
    OVER_STAGE,
    SET_STAGE,
    START_BUILDING,
    Dealt,
    Draw,
    Indexed,
    Pending,
    TavernRoll,
    WagonLine,
    WagonMove,
    pier_items,
)
from .setup import roll_items
from .state import VACANT, WORKER, AnyState, Stack, StateW, new_deal, remove_one
from .tables import SHAPES, SIZE, Tables

T = TypeVar("T")
CENTRE = (14, 15, 20, 21)  # the four snow-patch spaces (columns 3-4, rows 3-4)


# --- chance -------------------------------------------------------------------------------
def fjord_stack(s: AnyState, a: int, t: int) -> Stack:
    return s.fjord[a][t]


ROLLS = {color: tuple(act("roll", (color, str(v)), True) for v in range(1, 7)) for color in ("white", "orange")}
_POOL_LISTS: Memo[tuple[str, tuple[str, ...]], tuple[Action, ...]] = Memo(50_000)


def _pool_options(verb: str, pool: tuple[str, ...]) -> tuple[Action, ...]:
    """One chance outcome per id left in a pool (memoised: the same pools recur constantly)."""
    key = (verb, pool)
    out = _POOL_LISTS.get(key)
    if out is None:
        out = _POOL_LISTS.put(key, tuple(act(verb, (x,), True) for x in pool))
    return out


def chance_options(tables: Tables, s: AnyState) -> tuple[Action, ...]:
    item = s.chance[0]
    kind = item.kind
    match item:
        case TavernRoll(color=color) | Indexed("roll", color):
            return ROLLS[("white", "orange")[color]]
        case Draw(ttype=ttype):
            return _pool_options("draw", s.fpool[ttype])
        # the state's kind strings stay as they were; the outcome's verb is the notation's (actions.py)
        case Indexed("ctop"):
            return _pool_options(CHANCE_VERB_OF[kind], s.cpool)
        case Indexed("btop", stack):
            return _pool_options(CHANCE_VERB_OF[kind], s.bpool[SHAPES.index(tables.stacks[stack][1])])
    if kind == "board":
        return tuple(act("board", (tables.boards[b][0],), True) for b in s.deal.board_pool)
    if kind in ("abboard", "setab"):
        return _pool_options(CHANCE_VERB_OF[kind], s.deal.ab_pool)
    if kind == "setbld":
        return _pool_options(CHANCE_VERB_OF[kind], s.deal.set_pool[0])
    if kind == "setres":
        return _pool_options(CHANCE_VERB_OF[kind], s.deal.set_pool[1])
    if kind in ("toptile", "special"):
        return _pool_options(CHANCE_VERB_OF[kind], s.deal.tile_pool)
    if kind == "sctop":
        return _pool_options(CHANCE_VERB_OF[kind], s.deal.spool)
    if kind == "first":
        return tuple(act("first", (str(seat + 1),), True) for seat in range(s.n))
    raise AssertionError(item)


def apply_chance(tables: Tables, w: StateW, action: Action) -> None:
    item = w.chance[0]
    w.chance = w.chance[1:]
    kind, arg = item.kind, action.args[0]
    if isinstance(item, Draw):
        _draw(w, item.area, item.ttype, arg)
    elif isinstance(item, TavernRoll):
        dice = list(w.tdice[item.tavern])
        dice[item.color] = int(action.args[1])
        w.tdice = _set(w.tdice, item.tavern, (dice[0], dice[1]))
    elif isinstance(item, Dealt):
        if kind == "abboard":
            w.deal = new_deal(w.deal, ab_pool=remove_one(w.deal.ab_pool, arg))
            w.ab_board = (*w.ab_board, arg)
        else:  # the first player
            w.start = int(arg) - 1
    else:
        _apply_indexed(tables, w, item, arg, action)


def _apply_indexed(tables: Tables, w: StateW, item: Indexed, arg: str, action: Action) -> None:
    kind, at = item
    if kind == "board":
        b = next(i for i, bd in enumerate(tables.boards) if bd[0] == arg)
        w.deal = new_deal(w.deal, board_pool=tuple(x for x in w.deal.board_pool if x != b))
        p = w.p(at)
        p.board = b
        p.grid = tables.boards[b][2]
    elif kind in ("setab", "setbld", "setres"):
        col = ("setab", "setbld", "setres").index(kind)
        if kind == "setab":
            w.deal = new_deal(w.deal, ab_pool=remove_one(w.deal.ab_pool, arg))
        else:
            buildings, resources = w.deal.set_pool
            if col == 1:
                buildings = remove_one(buildings, arg)
            else:
                resources = remove_one(resources, arg)
            w.deal = new_deal(w.deal, set_pool=(buildings, resources))
        sets = [list(x) for x in w.deal.sets]
        sets[at][col] = arg
        w.deal = new_deal(w.deal, sets=tuple((a, b, r) for a, b, r in sets))
    elif kind == "toptile":
        w.deal = new_deal(w.deal, tile_pool=remove_one(w.deal.tile_pool, arg))
        tops = list(w.tops)
        tops[at] = arg
        w.tops = tuple(tops)
    elif kind == "special":
        w.deal = new_deal(w.deal, tile_pool=remove_one(w.deal.tile_pool, arg))
        w.specials = (*w.specials, arg)
    elif kind == "btop":
        k = at
        si = ("L", "I3", "D2", "M1").index(tables.stacks[k][1])
        pools = list(w.bpool)
        pools[si] = remove_one(pools[si], arg)
        w.bpool = tuple(pools)
        w.btops = _set(w.btops, k, arg)
        if w.phase != "setup":
            w.bleft = _set(w.bleft, k, w.bleft[k] - 1)
    elif kind == "sctop":
        w.deal = new_deal(w.deal, spool=remove_one(w.deal.spool, arg))
        w.ctops = _set(w.ctops, at, arg)
    elif kind == "ctop":
        w.cpool = remove_one(w.cpool, arg)
        w.ctops = _set(w.ctops, at, arg)
        w.cleft = _set(w.cleft, at, w.cleft[at] - 1)
    elif kind == "roll":
        v = int(action.args[1])
        w.pool = _set(w.pool, at * 6 + v - 1, w.pool[at * 6 + v - 1] + 1)
    else:
        raise AssertionError(item)


def _set(t: tuple[T, ...], i: int, v: T) -> tuple[T, ...]:
    lst = list(t)
    lst[i] = v
    return tuple(lst)


def _draw(w: StateW, a: int, t: int, tok: str | None) -> None:
    """Draw the top token of the (a, t) stack: a known top, else an unseen one, else a known bottom."""
    top, hidden, bottom = w.fjord[a][t]
    if top:
        tok, top = top[0], top[1:]
    elif hidden:
        assert tok is not None
        pools = list(w.fpool)
        pools[t] = remove_one(pools[t], tok)
        w.fpool = tuple(pools)
        hidden -= 1
    else:
        tok, bottom = bottom[0], bottom[1:]
    area = _set(w.fjord[a], t, (top, hidden, bottom))
    w.fjord = _set(w.fjord, a, area)
    w.drawn = (*w.drawn, tok)


# Rulebook: Go fishing, "Take the top fishing token (if any)": a token seen before (returned
#   on top, thrown to the bottom) is drawn without chance (README "Ambiguous rules" 8)
def forced_chance(w: StateW) -> bool:
    """Resolve a chance item whose outcome is already known (a known fishing token)."""
    item = w.chance[0]
    if isinstance(item, Draw):
        top, hidden, _bottom = w.fjord[item.area][item.ttype]
        if top or not hidden:
            w.chance = w.chance[1:]
            _draw(w, item.area, item.ttype, None)
            return True
    return False


# --- starting sets ------------------------------------------------------------------------
def sets_options(tables: Tables, s: AnyState) -> list[Action]:
    if s.stage.kind == "set":
        # Rulebook: Before you start, "each player chooses one of the starting sets"
        return [act("choose", (f"set:{k + 1}",)) for k in range(4) if s.deal.sets[k][0]]
    p = s.players[s.seat]
    out = []
    # Rulebook: Before you start, "Place the starting building tile on your player board,
    #   covering 2 of the central 4 spaces ... You may orient the tile as you wish"
    for anchor in CENTRE:
        for rot in range(4):
            cells = _domino(anchor, rot)
            if cells and all(c in CENTRE and not p.grid[c] for c in cells):
                out.append(act("place", (cell_id(s.seat, anchor), str(rot))))
    return out


def _domino(anchor: int, rot: int) -> tuple[int, int] | None:
    from .tables import rotated
    ax, ay = anchor % SIZE, anchor // SIZE
    (_, _), (dx, dy) = rotated("D2", rot)
    x, y = ax + dx, ay + dy
    if not (0 <= x < SIZE and 0 <= y < SIZE):
        return None
    return anchor, y * SIZE + x


def apply_sets(tables: Tables, w: StateW, action: Action) -> None:
    p = w.p(w.seat)
    if action.verb == "choose" and w.stage.kind == "set":
        k = int(action.args[0].split(":")[1]) - 1
        ab, bld, res = w.deal.sets[k]
        w.deal = new_deal(w.deal, sets=_set(w.deal.sets, k, ("", bld, res)))
        # Rulebook: Before you start, "Place the ability tile next to your player board. You
        #   have this ability for the whole game"
        p.abilities = (*p.abilities, ab)
        if ab == "lift":
            p.lift = 3  # the tile starts face up
        p.start_set = k
        vec, _ = tables.start_resources[res]
        # Rulebook: Before you start, "Gain the resources shown on your starting resource
        #   tile, then return the tile to the game box"
        p.add_vec(vec)
        w.stage = START_BUILDING
        return
    if action.verb == "place" and w.stage.kind == "startbld":
        _, anchor = parse_cell(action.args[0])
        _ab, bld, res = w.deal.sets[p.start_set]
        sb = next(b for b in tables.start_buildings if b[0] == bld)
        squares = sb[1] if w.side == "a" else sb[2]
        cells = _domino(anchor, int(action.args[1]))
        assert cells is not None
        grid = list(p.grid)
        for c, sq in zip(cells, squares, strict=True):
            grid[c] = sq
        p.grid = tuple(grid)
        p.tiles = (*p.tiles, (f"start:{bld}", anchor, int(action.args[1])))
        w.deal = new_deal(w.deal, sets=_set(w.deal.sets, p.start_set, ("", "", "")))
        w.push(NEXT_SET)
        if tables.start_resources[res][1]:
            # Rulebook: Before you start, "If you take the starting resource tile with a fish
            #   symbol, perform a Go fishing action"
            w.push(GO_FISH)  # the starting resource tile with the fish symbol
        return
    raise IllegalActionError(action.text())


# --- settling: automatic items, turn order, end of round ----------------------------------
def settle(tables: Tables, w: StateW) -> None:
    while True:
        w.sync()  # option helpers read w.players
        if w.chance:
            if forced_chance(w):
                continue
            return
        if w.phase == "setup":
            # Rulebook: Before you start, "Starting with the player seated to the right of
            #   the starting player and continuing counter-clockwise, each player chooses"
            order = tuple((w.start - 1 - i) % w.n for i in range(w.n))  # counter-clockwise
            w.deal = new_deal(w.deal, choose_order=order)
            w.phase, w.seat, w.stage = "sets", order[0], SET_STAGE
            return
        if not w.pending:
            return
        item = w.pending[0]
        kind = item.kind
        if kind == "endturn":
            w.pending = w.pending[1:]
            end_turn(tables, w)
            continue
        if kind == "nextset":
            w.pending = w.pending[1:]
            order = w.deal.choose_order[1:]
            w.deal = new_deal(w.deal, choose_order=order)
            if order:
                w.seat, w.stage = order[0], SET_STAGE
            else:
                # Rulebook: Turn Structure, "The starting player takes the first turn"
                w.phase, w.seat, w.stage = "play", w.start, MAIN
            continue
        if kind == "piers":
            w.pending = w.pending[1:]
            p = w.players[w.seat] if w.seat not in w._thawed else w._thawed[w.seat]
            items: list[Pending] = []
            for i in range(4):
                # Rulebook: Action C: Retire, "activate each pier of your storage board from
                #   top to bottom: For each crate tile outside a pier, you may take the reward of that
                #   pier"
                items += list(pier_items(tables, i)) * len(p.piers[i])
            w.push(*items)
            continue
        if isinstance(item, WagonMove | WagonLine):
            from .wagons import wagon_auto
            if wagon_auto(tables, w, item):
                continue
            return
        if effects.auto(tables, w, item):
            continue
        if effects.options(tables, w, item):
            return
        # RB "Free Actions": any time during your turn, so a payment the player cannot make yet
        # waits while a free action (sell, pay 2 fish to upgrade, downgrade, lift) could help;
        # it lapses when the player declines (skip), or at once when nothing could help
        # (a worker alone does not make it wait: saves played before workers were offered here
        # replay unchanged; once it waits, a worker may be placed as well)
        if kind in effects.HELPABLE and turns.free_options(tables, w, workers=False):
            return
        w.pending = w.pending[1:]  # nothing to choose: the effect lapses


def end_turn(tables: Tables, w: StateW) -> None:
    if w.solo:
        # Rulebook: The End of the Round (Solo), "The round ends after the turn when you
        #   choose to retire"
        if w.players[0].retired if 0 not in w._thawed else w._thawed[0].retired:
            end_round(tables, w)
        return
    # Rulebook: Turn Structure, "the players continue taking turns in a clockwise order until
    #   all players have decided to retire"; Action C, "Any future turns are skipped until all
    #   players have retired"
    for k in range(1, w.n + 1):
        seat = (w.seat + k) % w.n
        p = w._thawed.get(seat) or w.players[seat]
        if not p.retired:
            w.seat = seat
            return
    end_round(tables, w)


def end_round(tables: Tables, w: StateW) -> None:
    # Rulebook: The End of the Round, "When all players have retired, the round ends. If this
    #   was the third round, proceed to FINAL SCORING"
    if w.round == 3:
        w.phase, w.stage = "over", OVER_STAGE
        return
    for seat in range(w.n):
        p = w.p(seat)
        # Rulebook: The End of the Round, "Each player returns their used workers to the
        #   worker space on their player board"
        p.workers += sum(1 for x in p.occ if x == WORKER)
        p.occ = (VACANT,) * 36
        p.dice, p.white, p.orange, p.retired = (), 0, 0, False
        # Rulebook: Ability Tiles (appendix), "Flip this tile face up after you retire (can only be
        #   used once per round)": not while the retiring turn's tavern action and piers are still to
        #   come (Action C: Retire), and after it the player cannot act again this round ("After
        #   having retired, you cannot perform any more actions this round"): so at the round's end
        if "lift" in p.abilities:
            p.lift = turns.LIFT_DICE
        if p.wagon_wait and 0 not in p.wagons:
            p.wagons, p.wagon_wait = (*p.wagons, 0), 0
    # Rulebook: The End of the Round, "The player whose player marker is further left in
    #   the taverns becomes the starting player for the next round"; "Return the player markers from
    #   the taverns to the tavern area"
    w.start = next(x for x in w.taverns if x >= 0)  # leftmost tavern marker starts
    w.taverns = (-1,) * 5
    w.round += 1
    w.seat, w.stage = w.start, MAIN
    # Rulebook: The End of the Round (Solo), "Return the top tile from each crate tile stack
    #   to the box"
    if w.solo:  # the top crate of each stack leaves the game
        for space in range(4):
            if w.ctops[space]:
                w.ctops = _set(w.ctops, space, "")
                if w.cleft[space]:
                    w.queue_chance(Indexed("ctop", space))
        w.tdice = ((0, 0),) * 5
    else:
        w.pool = (0,) * 12
    # Rulebook: The End of the Round, "Roll all dice and place each die in the dice area ...
    #   matching its value"; (Solo), "Roll all dice and place them as described in the solo
    #   game SETUP"
    w.queue_chance(*roll_items(w.n, w.solo, w.round))
