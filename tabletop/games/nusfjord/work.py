"""Action spaces of the Work Phase: may a seat take an action, and what starting it does.

``start`` either carries the action out at once or pushes the choice tasks it needs
(tasks are run by tasks.py). Feasibility follows the rule that an action must change
the player's display (rulebook p. 8).
"""

from __future__ import annotations

from collections.abc import Callable
from typing import TYPE_CHECKING

from . import guests, ops
from .effects import fire, special
from .records import Build, Forest, Gain, Reforest, Serve, Ship, Take, Task

if TYPE_CHECKING:
    from .state import AnyGame, AnySeat, Game
    from .tables import Tables


def push(game: Game, *tasks: Task) -> None:
    """Push tasks so that they run in the order given."""
    game.tasks.extend(reversed(tasks))


def available_cards(game: AnyGame, seat: int) -> list[str]:
    cards = [*game.disp_a, *game.disp_b, *game.disp_c]
    if game.round >= 4:
        cards.extend(ops.look(game, seat).hand)
    return cards


def affordable(tables: Tables, p: AnySeat, card: str) -> bool:
    w, f, gd = tables.card_cost[card]
    return p.wood >= w and p.fish >= f and p.gold >= gd


def _has_free_cell(tables: Tables, p: AnySeat) -> bool:
    cells = p.cells
    if "" not in cells:  # a full harbor, quickly
        return False
    forests, doubles = p.forests, tables.cell_double
    for i, c in enumerate(cells):
        if c == "" and (doubles[i] < 0 or not forests[doubles[i]]):
            return True
    return False


def _can_build_p(tables: Tables, game: AnyGame, p: AnySeat) -> bool:
    free = _has_free_cell(tables, p)
    if not free and not tables.spaceless:
        return False
    wood, fish, gold, cost = p.wood, p.fish, p.gold, tables.card_cost
    piles = (game.disp_a, game.disp_b, game.disp_c, p.hand) if game.round >= 4 else (game.disp_a, game.disp_b, game.disp_c)
    for pile in piles:
        for card in pile:
            if not free and card not in tables.spaceless:
                continue
            w, f, gd = cost[card]
            if wood >= w and fish >= f and gold >= gd:
                return True
            if p.guests and gold >= gd and guests.can_pay(wood, fish, p.guests, w, f):
                return True
    return False


def can_build(tables: Tables, game: AnyGame, seat: int) -> bool:
    return _can_build_p(tables, game, ops.look(game, seat))


def _can_ship(tables: Tables, game: AnyGame, p: AnySeat, disc: int) -> bool:
    """Same answer as ``bool(ops.ship_options(..., bonus_wood=pier bonus))``, without the list."""
    length = ops.track_length(tables, p)
    if tables.haul(length) >= 12:
        return False
    room = tables.max_length - length
    supply = game.ship_supply
    if tables.ship_flag_cards.isdisjoint(p.cells):  # the usual case: no building changes a ship's cost
        bonus = cheaper = gold_less = 0
    else:
        bonus, cheaper = special(tables, p, "before_ship_wood"), special(tables, p, "ship_wood")
        gold_less = special(tables, p, "schooner_gold")
    wood = min(tables.wood_limit, p.wood + bonus)
    less = disc + cheaper
    fish, gold, guests_held = p.fish, p.gold, p.guests
    for k, ship in enumerate(tables.ship_rows):
        if supply[k] == 0 or ship.length > room:
            continue
        if wood >= max(0, ship.wood - less) and fish >= ship.fish and gold >= ship.gold:
            return True
        if guests_held and gold >= ship.gold and guests.can_pay(wood, fish, guests_held,
                                                              max(0, ship.wood - less), ship.fish):
            return True
        if ship.alt_gold is not None and gold >= ship.alt_gold - gold_less:
            return True
    return False


def _can_serve_p(tables: Tables, game: AnyGame, p: AnySeat) -> bool:
    k = ops.next_plate(game)
    return k >= 0 and (p.fish >= tables.plate_fish[k] or p.guests > 0)


def can_serve(tables: Tables, game: AnyGame, seat: int) -> bool:
    return _can_serve_p(tables, game, ops.look(game, seat))


def _can_reforest(tables: Tables, p: AnySeat) -> bool:
    cells, forests = p.cells, p.forests
    for d, (a, b) in enumerate(tables.doubles):
        if cells[a] == "" and cells[b] == "" and forests[d] == 0:
            return True
    return False


def _face_up_elder(game: AnyGame) -> bool:
    for stack in game.stacks:  # a loop, not any() over a generator: the hot path of _turn
        if stack and stack[-1] != "?":
            return True
    return False


# action kind -> feasibility (tables, game, player, ship discount); an action must change the
# player's display (rulebook p. 8)
def _can_serve_any(tables: Tables, game: AnyGame, p: AnySeat, disc: int) -> bool:
    for k, full in enumerate(game.plates):
        if not full:
            return p.fish >= tables.plate_fish[k] or p.guests > 0  # a Guest fills a plate (p. 17)
    return False


# whether an action kind is possible: (tables, game, player, discount) -> bool
CanCheck = Callable[["Tables", "AnyGame", "AnySeat", int], bool]
CAN: dict[str, CanCheck] = {
    "ship": _can_ship,
    "transfer": lambda tables, game, p, d: not (p.res_fish == 0 and p.res_wood == 0 and p.res_gold == 0),
    "serve": _can_serve_any,
    "gold": lambda tables, game, p, d: True,
    "build": lambda tables, game, p, d: _can_build_p(tables, game, p),
    "issue": lambda tables, game, p, d: p.unissued > 0,
    "buy": lambda tables, game, p, d: sum(game.share_board) > 0 and p.gold >= ops.share_cost(tables, game),
    "elder": lambda tables, game, p, d: len(p.elders) < 5 and (bool(game.forgotten_top) or _face_up_elder(game)),
    "deforest": lambda tables, game, p, d: any(p.forests),
    "thin": lambda tables, game, p, d: any(p.forests) and p.wood < tables.wood_limit,
    "reforest": lambda tables, game, p, d: _can_reforest(tables, p),
}


def can(tables: Tables, game: AnyGame, seat: int, kind: str, disc: int = 0) -> bool:
    return CAN[kind](tables, game, ops.look(game, seat), disc)


def start(tables: Tables, game: Game, seat: int, kind: str, disc: int = 0) -> None:
    # the player is thawed only by the kinds that change it here (a thaw costs a copy)
    if kind == "ship":
        start_ship(tables, game, seat, disc)
    elif kind == "transfer":
        transfer(tables, game, seat)
    elif kind == "serve":
        push(game, Serve(seat=seat, gold=1, wood=0))
    elif kind == "gold":
        game.players[seat].gold += 1
    elif kind == "build":
        push(game, Build(seat=seat))
    elif kind == "issue":
        issue(tables, game, seat)
    elif kind == "buy":
        buy(tables, game, seat)
    elif kind == "elder":
        push(game, Take(seat=seat))
    elif kind == "deforest":
        push(game, Forest(seat=seat), Gain(seat=seat, wood=5))
    elif kind == "thin":
        ops.gain(tables, game, seat, wood=ops.total_forests(game.players[seat]))
        fire(tables, game, seat, "thin")
    elif kind == "reforest":
        push(game, Reforest(seat=seat, forests=2, mode="reforest"))
    else:
        raise ValueError(kind)


def start_ship(tables: Tables, game: Game, seat: int, disc: int = 0, free: str = "") -> None:
    """Build a Ship: Pier-House-like 'before' effects first, then the choice of ship.

    The ship choice is pushed first so that an "order" task for the 'before' effects
    (if the player must order them) is resolved before it."""
    push(game, Ship(seat=seat, disc=disc, free=free))
    fire(tables, game, seat, "before_ship")


def transfer(tables: Tables, game: Game, seat: int) -> None:
    """Transfer Reserve: all goods from the Reserve to the supply (wood limit 12)."""
    p = game.players[seat]
    ops.gain(tables, game, seat, wood=p.res_wood, fish=p.res_fish, gold=p.res_gold)
    p.res_wood = p.res_fish = p.res_gold = 0


def issue(tables: Tables, game: Game, seat: int, fish: int = 0) -> None:
    p = game.players[seat]
    p.unissued -= 1
    game.share_board = ops.with_item(game.share_board, seat, game.share_board[seat] + 1)
    ops.gain(tables, game, seat, fish=fish, gold=2)
    fire(tables, game, seat, "issue")


def buy(tables: Tables, game: Game, seat: int) -> None:
    p = game.players[seat]
    p.gold -= ops.share_cost(tables, game)
    held = list(p.held)
    for colour, count in enumerate(game.share_board):
        held[colour] += count
    p.held = tuple(held)
    game.share_board = (0,) * len(game.share_board)
    fire(tables, game, seat, "buy")
