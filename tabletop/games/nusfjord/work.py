"""Action spaces of the Work Phase: may a seat take an action, and what starting it does.

``start`` either carries the action out at once or pushes the choice tasks it needs
(tasks are run by tasks.py). Feasibility follows the rule that an action must change
the player's display (rulebook p. 8).
"""

from __future__ import annotations

from typing import Any

from . import ops
from .effects import fire


def push(g: Any, *tasks: tuple) -> None:
    """Push tasks so that they run in the order given."""
    g.tasks.extend(reversed(tasks))


def available_cards(g: Any, seat: int) -> list[str]:
    cards = [*g.disp_a, *g.disp_b, *g.disp_c]
    if g.round >= 4:
        cards.extend(g.players[seat].hand)
    return cards


def affordable(T: Any, p: Any, card: str) -> bool:
    c = T.cards[card]
    return p.wood >= c.wood and p.fish >= c.fish and p.gold >= c.gold


def can_build(T: Any, g: Any, seat: int) -> bool:
    p = g.players[seat]
    if not ops.free_cells(T, p):
        return False
    return any(affordable(T, p, c) for c in available_cards(g, seat))


def can_serve(T: Any, g: Any, seat: int) -> bool:
    k = ops.next_plate(g)
    return k >= 0 and g.players[seat].fish >= T.plate_fish[k]


def can(T: Any, g: Any, seat: int, kind: str, disc: int = 0) -> bool:
    p = g.players[seat]
    if kind == "ship":
        return bool(ops.ship_options(T, g, seat, disc, bonus_wood=ops.pier_bonus(T, p)))
    if kind == "transfer":
        return not ops.reserve_empty(p)
    if kind == "serve":
        return can_serve(T, g, seat)
    if kind == "gold":
        return True
    if kind == "build":
        return can_build(T, g, seat)
    if kind == "issue":
        return p.unissued > 0
    if kind == "buy":
        return sum(g.share_board) > 0 and p.gold >= ops.share_cost(T, g)
    if kind == "elder":
        return len(p.elders) < 5 and (bool(g.forgotten_top) or any(
            s and s[-1] != "?" for s in g.stacks))
    if kind == "deforest":
        return ops.total_forests(p) > 0
    if kind == "thin":
        return ops.total_forests(p) > 0 and p.wood < T.wood_limit
    if kind == "reforest":
        return bool(ops.free_doubles(T, p))
    raise ValueError(kind)


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
        fire(T.effects, T, g, seat, "thin")
    elif kind == "reforest":
        push(g, ("reforest", seat, 0, 2, "reforest"))
    else:
        raise ValueError(kind)


def start_ship(T: Any, g: Any, seat: int, disc: int = 0, free: str = "") -> None:
    """Build a Ship: Pier-House-like 'before' effects first, then the choice of ship."""
    fire(T.effects, T, g, seat, "before_ship")
    push(g, ("ship", seat, 0, disc, free))


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


def buy(T: Any, g: Any, seat: int) -> None:
    p = g.players[seat]
    p.gold -= ops.share_cost(T, g)
    for colour, count in enumerate(g.share_board):
        p.held[colour] += count
        g.share_board[colour] = 0
    fire(T.effects, T, g, seat, "buy")
