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
    # Rulebook: Windmill, "①: Exchange crop tiles. Discard any 2 crops (wheat, sugar, wine; they
    #   need not be the same) and gain 1 crop of your choice."
    if goods[0] + goods[1] + goods[2] >= 2:
        for a, b, actions in EXCHANGES:
            if (goods[a] >= 2) if a == b else (goods[a] and goods[b]):
                out += actions
        # Rulebook: Windmill, "②: Raise the windmill level. Discard 2 wheat and move your tracking
        #   disc on the windmill up 1 space."
        if goods[0] >= 2:
            out.append(UP)
    # Rulebook: Windmill, "③: Lower the windmill level ... If your tracking disc is already on the
    #   bottom tier, pay 1 prestige point ... You can do this only if you have a prestige point to
    #   pay."
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
        # Rulebook: Windmill, "If your tracking disc is already on the top tier, discard 2 wheat and
        #   immediately gain 1 prestige point."
        p = evolve(p, mill=p.mill + 1) if p.mill < tables.mill_max else evolve(p, pp=p.pp + 1)
        return set_player(state, seat, p)
    bread = a.args[1] == "bread"
    # Rulebook: Windmill, "Move your tracking disc on the windmill down 1 space and gain 1 bread or
    #   3 reals from the supply." At the bottom: "pay 1 prestige point to gain 1 bread or 1 real."
    if p.mill > tables.mill_min:
        p = evolve(p, mill=p.mill - 1, bread=p.bread + bread, reals=p.reals + (0 if bread else 3))
    else:
        p = evolve(p, pp=p.pp - 1, bread=p.bread + bread, reals=p.reals + (0 if bread else 1))
    return set_player(state, seat, p)


