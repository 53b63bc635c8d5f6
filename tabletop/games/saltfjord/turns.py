"""The player's turn: take a die (A), build a large tile (B), retire (C), and free actions."""

from __future__ import annotations

from collections.abc import Callable

from tabletop.core import Action, IllegalActionError

from . import building, effects
from .common import DISCARD, DONE, act, cell_id, lift_options, line_cells, parse_cell, room_id
from .i18n import _
from .items import (
    END_TURN,
    GO_FISH,
    MAIN,
    ORDER,
    PIERS,
    TECH,
    Act,
    Activate,
    Also,
    Build,
    Die,
    Lift,
    Pending,
    cast_item,
)
from .state import ORANGE_DIE, VACANT, WHITE_DIE, WORKER, AnyPlayer, AnyState, PlayerW, StateW
from .tables import FISH, RES, RI, Tables

COLORS = ("white", "orange")
FREE_VERBS = frozenset({"sell", "pay_upgrade", "downgrade", "buy", "worker", "lift"})
MARKET = (1, 2, 3)  # wood, grain, paper
LIFT_DICE = 3  # the lift tile discards up to 3 dice
# the effects a worker may be placed before (they wait for a payment, effects.HELPABLE); in the
# middle of any other effect the worker waits until it is done
WORKER_WAITS = frozenset({"order", "tech", "build", "feast", "sellfish"})
# what retiring to each kind of tavern does
TAVERN_ITEMS: dict[str, tuple[Pending, ...]] = {
    "mono": (Build("build", "mono"),), "fish": (GO_FISH,), "tech": (TECH,), "order": (ORDER,),
    "fish2": (GO_FISH, GO_FISH)}


# --- A: take a die ------------------------------------------------------------------------
# the option lists are rebuilt at every decision: their actions come from fixed tables
TAKE_POOL = tuple(tuple(act("take", (f"dice:{v + 1}", COLORS[color])) for color in (0, 1)) for v in range(6))
TAKE_TAVERN = tuple(tuple(act("take", (f"tavern:{t + 1}", COLORS[color])) for color in (0, 1)) for t in range(5))
LINES = tuple({kind: tuple(act("line", (f"{kind}:{seat}:{n}",)) for n in range(1, 7)) for kind in ("col", "row")}
              for seat in range(4))
ACTIVATE = tuple(tuple(act("activate", (cell_id(seat, c),)) for c in range(36)) for seat in range(4))


def take_options(s: AnyState, p: AnyPlayer) -> list[Action]:
    out = []
    # Rulebook: Action A: Take a Die, "you may never take more than 3 white dice";
    #   "never take more orange dice than the current round number"; Game Play (Solo Game), the
    #   same limits solo
    can = (p.white < 3, p.orange < s.round)  # at most 3 white and `round` orange dice a round
    if s.solo:
        # Rulebook: Game Play (Solo Game), "When taking a die, you choose a die from any of
        #   the taverns"
        for t, dice in enumerate(s.tdice):
            for color in (0, 1):
                if dice[color] and can[color]:
                    out.append(TAKE_TAVERN[t][color])
        return out
    # Rulebook: Action A: Take a Die, "Take one die from any dice area on the game board. You
    #   may take a white die or an orange die"
    pool = s.pool
    white, orange = can
    for v in range(6):
        if white and pool[v]:
            out.append(TAKE_POOL[v][0])
        if orange and pool[6 + v]:
            out.append(TAKE_POOL[v][1])
    return out


# Rulebook: Action A: Take a Die, "For each fish you pay, change the value by +/-1. The
#   values do not “wrap around”"; Ability Tiles, "Pay 1 fish to change your chosen die to any
#   value"
def die_cost(p: AnyPlayer, value: int, target: int) -> int:
    cost = abs(target - value)
    if cost and "anyvalue" in p.abilities:
        cost = 1
    return cost


def line_options(s: AnyState, p: AnyPlayer) -> list[Action]:
    die = cast_item(Die, s.stage)
    color, value = die.color, die.value
    fish = p.res[FISH]
    # Rulebook: Action A: Take a Die, "Place the chosen die above its corresponding column
    #   (if it is a white die) or to the left of its row (if it is an orange die)" (the die value is
    #   the line number: README "Ambiguous rules" 1); Ability Tiles, "You may
    #   use white dice to activate rows and orange dice to activate columns"
    kinds = ("col", "row") if "swap" in p.abilities else (("col",) if color == 0 else ("row",))
    any_value = "anyvalue" in p.abilities
    out = []
    for kind in kinds:
        table = LINES[s.seat][kind]
        for target in range(1, 7):
            cost = abs(target - value)
            if any_value and cost:
                cost = 1
            if cost <= fish:
                out.append(table[target - 1])
    # Rulebook: Action A: Take a Die, "instead of activating buildings, you may discard the
    #   die (put it next to your player board) to gain 1 fish"
    out.append(DISCARD)
    return out


def act_options(tables: Tables, s: AnyState, p: AnyPlayer) -> list[Action]:
    stage = cast_item(Act, s.stage)
    last = stage.last
    out: list[Action] = []
    cells = line_cells(stage.is_row, stage.line)
    building, grid, occ, wagons = tables.is_building, p.grid, p.occ, p.wagons
    ids = ACTIVATE[s.seat]
    # Rulebook: Action A: Take a Die, "The buildings you choose to activate must be vacant
    #   (without a die or worker) and activated in order from top to bottom (column) or left to right
    #   (row)"; its note, "You only activate buildings (not boardwalks)"; Game Play (Advanced Game)
    #   (p. 14), "Any building with a wagon is considered blocked"
    for pos in range(max(last, -1) + 1, 6):
        c = cells[pos]
        if building[grid[c]] and occ[c] == VACANT and c not in wagons:
            out.append(ids[c])
    out.append(DONE)
    return out


# --- C: retire ----------------------------------------------------------------------------
def retire_options(s: AnyState) -> list[Action]:
    out = []
    for t, who in enumerate(s.taverns):
        # Rulebook: Action C: Retire, "Move your player marker from the tavern area to an
        #   empty tavern"; Game Play (Solo Game), "place your player marker on any vacant
        #   tavern (a tavern without any dice)"
        if who < 0 and (not s.solo or s.tdice[t] == (0, 0)):
            out.append(act("retire", (f"tavern:{t + 1}",)))
    return out


def main_options(tables: Tables, s: AnyState, p: AnyPlayer) -> list[Action]:
    # Rulebook: Turn Structure, "On your turn, you must perform one of the following
    #   three actions": "A. Take a die", "B. Build a large building tile", "C. Retire"
    return [*take_options(s, p), *building.build_options(tables, s, p, "large"), *retire_options(s)]


def stage_options(tables: Tables, s: AnyState) -> list[Action]:
    p = s.players[s.seat]
    kind = s.stage.kind
    if kind == "main":
        return main_options(tables, s, p)
    if kind == "die":
        return line_options(s, p)
    if kind == "act":
        return act_options(tables, s, p)
    raise AssertionError(s.stage)


# --- free actions -------------------------------------------------------------------------
def _resource_free(tables: Tables, seat: int, res: tuple[int, ...], big: bool, market: bool) -> list[Action]:
    """Sell, pay-2-fish upgrades, market purchases and downgrades: they depend on the storage
    only, so the list is memoised by (seat, storage, abilities)."""
    memo = tables.memo
    key = (seat, res, big, market)
    out: list[Action] | None = memo.get(key)
    if out is not None:
        return out
    out = []
    for r in range(1, 8):
        if res[r]:
            # Rulebook: Free Actions, "Sell resources: Pay a resource to gain the number of
            #   fish shown on the right side of the corresponding row of your storage" (fish is not
            #   sold: README "Sell values")
            out.append(act("sell", (room_id(seat, r),)))
    if res[FISH] >= 2:
        for r in range(8):
            # Rulebook: Free Actions, "Pay 2 fish to upgrade any resource (e.g. ... you could
            #   pay 2 fish to upgrade a third fish to wood, grain, or paper)"
            if res[r] >= (3 if r == FISH else 1):
                for t in effects.upgrade_targets_for(tables, big, r):
                    out.append(act("pay_upgrade", (room_id(seat, r), RES[t])))
        if market:
            # Rulebook: Ability Tiles, "At any time, pay 2 fish to gain 1 grain, 1 wood, or 1
            #   paper"
            for r in MARKET:
                out.append(act("buy", (room_id(seat, r),)))
    for r in range(1, 8):
        if res[r]:
            # Rulebook: Free Actions, "Downgrade a resource: Move a resource from its current
            #   room to a room directly below (following an arrow)"
            for t in tables.down[r]:
                out.append(act("downgrade", (room_id(seat, r), RES[t])))
    if len(memo) > 50_000:
        memo.clear()
    memo[key] = out
    return out


def free_options(tables: Tables, s: AnyState, workers: bool = True) -> list[Action]:
    """The free actions possible now (``workers``: False leaves out placing a worker)."""
    seat = s.seat
    p = s.players[seat]
    abilities = p.abilities
    # Rulebook: Free Actions, "Any time during any of your turns (even the turn when you
    #   retire), you may perform any number of the following free actions"
    out = list(_resource_free(tables, seat, p.res, "bigupgrade" in abilities, "market" in abilities))
    # Rulebook: Free Actions, "Use a worker: Activate one single building on your player
    #   board by moving a worker from your worker space to any vacant building"
    #   -- also while an effect waits to be paid (an order, a technology): the worker's building
    #   may bring what it needs, as the other free actions may
    if workers and p.workers and s.stage.kind in ("main", "die", "act") and (
            not s.pending or s.pending[0].kind in WORKER_WAITS):
        building = tables.is_building
        grid, occ, wagons = p.grid, p.occ, p.wagons
        ids = WORKER_ACTIONS[seat]
        for c in range(36):
            if building[grid[c]] and occ[c] == VACANT and c not in wagons:
                out.append(ids[c])
    if p.lift:
        out += lift_options(seat, p)
    return out


WORKER_ACTIONS = tuple(tuple(act("worker", (cell_id(seat, c),)) for c in range(36)) for seat in range(4))


def apply_free(tables: Tables, w: StateW, action: Action) -> None:
    p = w.p(w.seat)
    verb, args = action.verb, action.args
    if verb == "worker":
        _, cell = parse_cell(args[0])
        p.workers -= 1
        # Rulebook: Free Actions, "The worker will remain on this building, blocking it from
        #   being activated again (with dice or workers) for the remainder of the current round";
        #   Ability Tiles, "you may perform both actions" / "pay 1 fish to also activate
        #   any one orthogonally adjacent building"
        p.set_cell("occ", cell, WORKER)
        items: list[Pending] = [Activate("bld", cell, "both" in p.abilities)]
        if "adjacent" in p.abilities:
            items.append(Also("also", cell))
        w.push(*items)
        return
    if verb == "lift":  # RB: "Flip this tile to discard up to 3 dice": one flip, then 2 more
        _, cell = parse_cell(args[0])
        p.set_cell("occ", cell, VACANT)
        p.dice = tuple(d for d in p.dice if d[2] != cell)
        if w.pending and isinstance(w.pending[0], Lift):
            left = w.pending[0].left - 1
            w.pending = w.pending[1:]
        else:
            p.lift, left = 0, LIFT_DICE - 1  # face down until the round ends
        if left:
            w.push(Lift("lift", left))
        if p.wagon_wait:  # the die may have blocked the top-left space a wagon waits for
            from .wagons import place_waiting
            place_waiting(p)
        return
    r = RI[args[0].split(":")[2]]
    if verb == "sell":
        p.add(r, -1)
        # Rulebook: Free Actions, "Pay a resource to gain the number of fish shown"
        p.add(FISH, tables.sell[r])
    # Rulebook: Free Actions, "Pay 2 fish to upgrade: Pay 2 fish to upgrade any resource"
    elif verb == "pay_upgrade":
        p.add(FISH, -2)
        p.add(r, -1)
        p.add(RI[args[1]], 1)
    # Rulebook: Free Actions, "Therefore, gold can be used to replace any other type of
    #   resource"
    elif verb == "downgrade":
        p.add(r, -1)
        p.add(RI[args[1]], 1)
    elif verb == "buy":
        p.add(FISH, -2)
        p.add(r, 1)
    else:
        raise IllegalActionError(action.text())


# --- applying the stage choices -----------------------------------------------------------
Args = tuple[str, ...]
StageChoice = Callable[[Tables, StateW, PlayerW, Args], None]  # (tables, w, player, args)


def apply_stage(tables: Tables, w: StateW, action: Action) -> None:
    p = w.p(w.seat)
    handler = STAGE_CHOICES.get(action.verb)
    if handler is None:
        raise IllegalActionError(_("{action} is not possible now").format(action=action.text()))
    handler(tables, w, p, action.args)


def _take(tables: Tables, w: StateW, p: PlayerW, args: Args) -> None:
    color = COLORS.index(args[1])
    place, where = args[0].split(":")
    if place == "tavern":
        t = int(where) - 1
        td = list(w.tdice)
        # Rulebook: Game Play (Solo Game), "you choose a die from any of the taverns"
        value = td[t][color]
        td[t] = (0, td[t][1]) if color == 0 else (td[t][0], 0)
        w.tdice = tuple(td)
    else:
        value = int(where)
        pool = list(w.pool)
        # Rulebook: Action A: Take a Die, "Take one die from any dice area on the game
        #   board"
        pool[color * 6 + value - 1] -= 1
        w.pool = tuple(pool)
    if color == 0:
        p.white += 1
    else:
        p.orange += 1
    w.stage = Die("die", color, value)


def _line(tables: Tables, w: StateW, p: PlayerW, args: Args) -> None:
    kind, _, target = args[0].split(":")
    die = cast_item(Die, w.stage)
    # Rulebook: Action A: Take a Die, "You may pay fish to change the value of the chosen
    #   die" (paid when the line is chosen: README "Ambiguous rules" 1)
    p.add(FISH, -die_cost(p, die.value, int(target)))
    is_row = 1 if kind == "row" else 0
    w.stage = Act("act", is_row, int(target), -1, die.color)
    if w.wagons:
        from .wagons import start_wagons
        # Rulebook: Game Play (Advanced Game), "Whenever activating a row or column with
        #   a die, activate any wagons in the chosen row/column before activating any buildings
        #   with the die"
        start_wagons(tables, w, p)


# Rulebook: Action A: Take a Die, "discard the die ... to gain 1 fish"; Other rules
#   (Advanced Game), "Discarding a die to gain a fish does not allow you to activate wagons"
def _discard(tables: Tables, w: StateW, p: PlayerW, args: Args) -> None:
    p.add(FISH, 1)
    w.stage = MAIN
    w.push(END_TURN)


def _activate(tables: Tables, w: StateW, p: PlayerW, args: Args) -> None:
    _, cell = parse_cell(args[0])
    stage = cast_item(Act, w.stage)
    w.stage = stage._replace(last=line_cells(stage.is_row, stage.line).index(cell))
    # Rulebook: Activating Buildings, "Buildings are activated for various effects.
    #   Carrying out the effect of an activated building is always optional"
    w.push(Activate("bld", cell, False))


def _done(tables: Tables, w: StateW, p: PlayerW, args: Args) -> None:
    stage = cast_item(Act, w.stage)
    cell = line_cells(stage.is_row, stage.line)[stage.last] if stage.last >= 0 else -1
    # Rulebook: Action A: Take a Die, "Place the die on the last building that was
    #   activated. The die blocks the building from being activated again for the remainder of the
    #   round" (none activated: README "Ambiguous rules" 2)
    if cell >= 0:
        p.set_cell("occ", cell, WHITE_DIE if stage.color == 0 else ORANGE_DIE)
    p.dice = (*p.dice, (stage.is_row, stage.line, cell))
    w.stage = MAIN
    w.push(END_TURN)


# Rulebook: Action B: Build a Large Building Tile, "Pay 1 wood and 1 plank to take the
#   top tile from one of the stacks of large building tiles"
def _build(tables: Tables, w: StateW, p: PlayerW, args: Args) -> None:
    w.push(END_TURN)
    building.take_tile(tables, w, p, args[0].split(":")[1], "large")  # pushes the place step first


def _retire(tables: Tables, w: StateW, p: PlayerW, args: Args) -> None:
    t = int(args[0].split(":")[1]) - 1
    taverns = list(w.taverns)
    # Rulebook: Action C: Retire, "Move your player marker from the tavern area to an
    #   empty tavern, and then you may perform the corresponding action"
    taverns[t] = w.seat
    w.taverns = tuple(taverns)
    p.retired = True
    # Rulebook: Action C: Retire, "Go fishing", "Gain technology", "Complete an
    #   order", "Build a one-square building tile for free", "Go fishing twice" (their
    #   left-to-right order: README "Taverns")
    # The taverns' number and order are not given (README "Taverns (left →
    #   right)")
    action_items = TAVERN_ITEMS[tables.taverns[t]]
    # Rulebook: Action C: Retire, "Then, activate each pier of your storage board
    #   from top to bottom"; "After having retired, you cannot perform any more actions this
    #   round"
    w.push(*action_items, PIERS, END_TURN)


STAGE_CHOICES: dict[str, StageChoice] = {  # by the chosen action's verb
    "take": _take, "line": _line, "discard": _discard, "activate": _activate, "done": _done,
    "build": _build, "retire": _retire,
}
