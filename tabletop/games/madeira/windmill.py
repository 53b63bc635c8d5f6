"""Windmill actions: exchange 2 goods for 1, 2 wheat up a level (1 PP at the top), down a level
for 1 bread or 3 reals (at the bottom 1 PP for 1 bread or 1 real). Allowed at any time of one's
own turn in Phases B and C; in Phase D without "down"; never in A or E."""

from __future__ import annotations

from tabletop.core import Action

from .actions import act
from .board import set_at, set_player
from .state import State, evolve
from .tables import CROPS, Tables

VERBS = ("exchange", "mill")
# Every exchange, grouped by the pair of goods given (the actions are built once)
EXCHANGES = tuple(
    (a, b, tuple(act("exchange", CROPS[a], CROPS[b], CROPS[c]) for c in range(3) if c not in (a, b)))
    for a in range(3) for b in range(a, 3)
)
UP = act("mill", "up")
DOWN = (act("mill", "down", "bread"), act("mill", "down", "reals"))


def windmill_actions(tables: Tables, state: State, seat: int, down: bool) -> list[Action]:
    p = state.players[seat]
    goods = p.goods
    out: list[Action] = []
    if goods[0] + goods[1] + goods[2] >= 2:
        for a, b, actions in EXCHANGES:
            if (goods[a] >= 2) if a == b else (goods[a] and goods[b]):
                out += actions
        if goods[0] >= 2:
            out.append(UP)
    if down and (p.mill > tables.mill_min or p.pp >= 1):
        out += DOWN
    return out


def apply_windmill(tables: Tables, state: State, seat: int, a: Action) -> State:
    p = state.players[seat]
    if a.verb == "exchange":
        x, y, z = (CROPS.index(c) for c in a.args)
        goods = list(p.goods)
        goods[x] -= 1
        goods[y] -= 1
        goods[z] += 1
        return set_player(state, seat, evolve(p, goods=(goods[0], goods[1], goods[2])))
    if a.args[0] == "up":
        p = evolve(p, goods=set_at(p.goods, 0, p.goods[0] - 2))
        p = evolve(p, mill=p.mill + 1) if p.mill < tables.mill_max else evolve(p, pp=p.pp + 1)
        return set_player(state, seat, p)
    bread = a.args[1] == "bread"
    if p.mill > tables.mill_min:
        p = evolve(p, mill=p.mill - 1, bread=p.bread + bread, reals=p.reals + (0 if bread else 3))
    else:
        p = evolve(p, pp=p.pp - 1, bread=p.bread + bread, reals=p.reals + (0 if bread else 1))
    return set_player(state, seat, p)


