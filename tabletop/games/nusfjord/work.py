"""Action spaces of the Work Phase: may a seat take an action, and what starting it does.

``start`` either carries the action out at once or pushes the choice tasks it needs
(tasks are run by tasks.py). Feasibility follows the rule that an action must change
the player's display (rulebook p. 8).
"""

from __future__ import annotations

from typing import Any

from . import guests, ops
from .effects import fire, special


def push(g: Any, *tasks: tuple) -> None:
    """Push tasks so that they run in the order given."""
    g.tasks.extend(reversed(tasks))


def available_cards(g: Any, seat: int) -> list[str]:
    cards = [*g.disp_a, *g.disp_b, *g.disp_c]
    if g.round >= 4:
        cards.extend(ops.look(g, seat).hand)
    return cards


def affordable(T: Any, p: Any, card: str) -> bool:
    w, f, gd = T.card_cost[card]
    return p.wood >= w and p.fish >= f and p.gold >= gd


def _has_free_cell(T: Any, p: Any) -> bool:
    forests, doubles = p.forests, T.cell_double
    for i, c in enumerate(p.cells):
        if c == "" and (doubles[i] < 0 or not forests[doubles[i]]):
            return True
    return False


def _can_build_p(T: Any, g: Any, p: Any) -> bool:
    free = _has_free_cell(T, p)
    if not free and not T.spaceless:
        return False
    wood, fish, gold, cost = p.wood, p.fish, p.gold, T.card_cost
    piles = (g.disp_a, g.disp_b, g.disp_c, p.hand) if g.round >= 4 else (g.disp_a, g.disp_b, g.disp_c)
    for pile in piles:
        for card in pile:
            if not free and card not in T.spaceless:
                continue
            w, f, gd = cost[card]
            if wood >= w and fish >= f and gold >= gd:
                return True
            if p.guests and gold >= gd and guests.can_pay(wood, fish, p.guests, w, f):
                return True
    return False


def can_build(T: Any, g: Any, seat: int) -> bool:
    return _can_build_p(T, g, ops.look(g, seat))


def _can_ship(T: Any, g: Any, p: Any, disc: int) -> bool:
    """Same answer as ``bool(ops.ship_options(..., bonus_wood=pier bonus))``, without the list."""
    length = ops.track_length(T, p)
    if T.haul(length) >= 12:
        return False
    wood = min(T.wood_limit, p.wood + special(T, p, "before_ship_wood"))
    less = -1
    supply = g.ship_supply
    for k, st in enumerate(T.ship_rows):
        if supply[k] == 0 or length + st.length > T.max_length:
            continue
        if less < 0:
            less = disc + special(T, p, "ship_wood")
        if wood >= max(0, st.wood - less) and p.fish >= st.fish and p.gold >= st.gold:
            return True
        if p.guests and p.gold >= st.gold and guests.can_pay(wood, p.fish, p.guests,
                                                             max(0, st.wood - less), st.fish):
            return True
        if st.alt_gold is not None and p.gold >= st.alt_gold - special(T, p, "schooner_gold"):
            return True
    return False


def _can_serve_p(T: Any, g: Any, p: Any) -> bool:
    k = ops.next_plate(g)
    return k >= 0 and (p.fish >= T.plate_fish[k] or p.guests > 0)


def can_serve(T: Any, g: Any, seat: int) -> bool:
    return _can_serve_p(T, g, ops.look(g, seat))


def _can_reforest(T: Any, p: Any) -> bool:
    cells, forests = p.cells, p.forests
    for d, (a, b) in enumerate(T.doubles):
        if cells[a] == "" and cells[b] == "" and forests[d] == 0:
            return True
    return False


# action kind -> feasibility (tables, game, player, ship discount); an action must change the
# player's display (rulebook p. 8)
def _can_serve_any(T: Any, g: Any, p: Any, disc: int) -> bool:
    for k, full in enumerate(g.plates):
        if not full:
            return p.fish >= T.plate_fish[k] or p.guests > 0  # a Guest fills a plate (p. 17)
    return False


CAN = {
    "ship": _can_ship,
    "transfer": lambda T, g, p, d: not (p.res_fish == 0 and p.res_wood == 0 and p.res_gold == 0),
    "serve": _can_serve_any,
    "gold": lambda T, g, p, d: True,
    "build": lambda T, g, p, d: _can_build_p(T, g, p),
    "issue": lambda T, g, p, d: p.unissued > 0,
    "buy": lambda T, g, p, d: sum(g.share_board) > 0 and p.gold >= ops.share_cost(T, g),
    "elder": lambda T, g, p, d: len(p.elders) < 5 and (bool(g.forgotten_top) or any(
        st and st[-1] != "?" for st in g.stacks)),
    "deforest": lambda T, g, p, d: any(p.forests),
    "thin": lambda T, g, p, d: any(p.forests) and p.wood < T.wood_limit,
    "reforest": lambda T, g, p, d: _can_reforest(T, p),
}


def can(T: Any, g: Any, seat: int, kind: str, disc: int = 0) -> bool:
    return CAN[kind](T, g, ops.look(g, seat), disc)


def start(T: Any, g: Any, seat: int, kind: str, disc: int = 0) -> None:
    p = g.players[seat]
    if kind == "ship":
        start_ship(T, g, seat, disc)
    elif kind == "transfer":
        transfer(T, g, seat)
    elif kind == "serve":
        push(g, ("serve", seat, 0, 1, 0, 0))
    elif kind == "gold":
        p.gold += 1
    elif kind == "build":
        push(g, ("build", seat, 0))
    elif kind == "issue":
        issue(T, g, seat)
    elif kind == "buy":
        buy(T, g, seat)
    elif kind == "elder":
        push(g, ("take", seat, 0))
    elif kind == "deforest":
        push(g, ("forest", seat, 0), ("gain", seat, 0, 5, 0, 0))
    elif kind == "thin":
        ops.gain(T, g, seat, wood=ops.total_forests(p))
        fire(T, g, seat, "thin")
    elif kind == "reforest":
        push(g, ("reforest", seat, 0, 2, "reforest"))
    else:
        raise ValueError(kind)


def start_ship(T: Any, g: Any, seat: int, disc: int = 0, free: str = "") -> None:
    """Build a Ship: Pier-House-like 'before' effects first, then the choice of ship.

    The ship choice is pushed first so that an "order" task for the 'before' effects
    (if the player must order them) is resolved before it."""
    push(g, ("ship", seat, 0, disc, free))
    fire(T, g, seat, "before_ship")


def transfer(T: Any, g: Any, seat: int) -> None:
    """Transfer Reserve: all goods from the Reserve to the supply (wood limit 12)."""
    p = g.players[seat]
    ops.gain(T, g, seat, wood=p.res_wood, fish=p.res_fish, gold=p.res_gold)
    p.res_wood = p.res_fish = p.res_gold = 0


def issue(T: Any, g: Any, seat: int, fish: int = 0) -> None:
    p = g.players[seat]
    p.unissued -= 1
    g.share_board[seat] += 1
    ops.gain(T, g, seat, fish=fish, gold=2)
    fire(T, g, seat, "issue")


def buy(T: Any, g: Any, seat: int) -> None:
    p = g.players[seat]
    p.gold -= ops.share_cost(T, g)
    for colour, count in enumerate(g.share_board):
        p.held[colour] += count
        g.share_board[colour] = 0
    fire(T, g, seat, "buy")
