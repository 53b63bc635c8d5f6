"""Final scoring (rulebook "Scoring"); the same sheet serves as the live projection.

Terms: VP from the harvests; public tiles on a check-mark space; the VP marks of the
board spaces that hold a tile; the kinds of products of activated production tiles
(1/3/6/10/15); 1 VP per 5 funds held. Ties: more funds, then earlier turn order.
"""

from __future__ import annotations

from tabletop.core import Outcome, ScoreSheet, ScoreTerm

from . import shipping
from .state import Player, State
from .tables import FRONT, PUBLIC, Tables


def public_points(t: Tables, p: Player) -> int:
    """Each public tile on a check-mark space counts the front-side island tiles of its fields."""
    fields = [t.tiles[c - FRONT].field for c in p.cells if FRONT <= c < FRONT + len(t.tiles)]
    total = 0
    for cell, code in enumerate(p.cells):
        info = shipping.front_tile(t, code)
        if info is not None and info.type == PUBLIC and t.cell_check[cell]:
            total += info.public_points * sum(1 for f in fields if f in info.public_fields)
    return total


def board_points(t: Tables, p: Player) -> int:
    """The VP printed on every space that holds a tile (the scoring example counts them all)."""
    return sum(vp for vp, code in zip(t.cell_vp, p.cells, strict=True) if code)


def kinds_points(t: Tables, p: Player) -> tuple[int, int]:
    kinds = len(shipping.plan(t, p.cells, p.workers).products(t, p.cells))
    return kinds, (t.kinds_vp[kinds - 1] if kinds else 0)


def sheet(t: Tables, state: State, seat: int) -> ScoreSheet:
    p = state.players[seat]
    _kinds, kinds_vp = kinds_points(t, p)
    terms = (
        ScoreTerm("Harvest VP", p.vp),
        ScoreTerm("Public tiles", public_points(t, p)),
        ScoreTerm("Board spaces", board_points(t, p)),
        ScoreTerm("Product kinds", kinds_vp),
        ScoreTerm("Funds", p.funds // t.funds_per_vp),
    )
    order = state.turn.order
    place = order.index(seat) if seat in order else len(state.players)
    return ScoreSheet(seat, terms, (p.funds, len(state.players) - place))


def score(t: Tables, state: State) -> Outcome:
    return Outcome.rank([sheet(t, state, s) for s in range(len(state.players))])
