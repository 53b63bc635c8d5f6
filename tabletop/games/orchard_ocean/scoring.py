"""Final scoring (rulebook "Scoring"); the same sheet serves as the live projection.

Terms: VP from the harvests; public tiles on a check-mark space; the VP marks of the
board spaces that hold a tile; the kinds of products of activated production tiles
(1/3/6/10/15); 1 VP per 5 funds held. Ties: more funds, then earlier turn order.
"""

from __future__ import annotations

from tabletop.core import Outcome, ScoreSheet, ScoreTerm

from . import shipping
from .i18n import _
from .state import Player, State
from .tables import FRONT, PUBLIC, Tables


# Rulebook: Condition for activating the effect of a 'Public tile', "If you placed a 'Public tile'
#   on a space of your player board on which the check-mark symbol is printed, the effect printed on
#   it is activated during the scoring after the game ends."
# Rulebook: Island Tile List, e.g. lodge: "For each 'Island tile' on your player board whose field
#   is business, gain 2 victory points." (front-side tiles, the public tile included: README)
def public_points(tables: Tables, p: Player) -> int:
    """Each public tile on a check-mark space counts the front-side island tiles of its fields."""
    fields = [tables.tiles[c - FRONT].field for c in p.cells if FRONT <= c < FRONT + len(tables.tiles)]
    total = 0
    for cell, code in enumerate(p.cells):
        info = shipping.front_tile(tables, code)
        if info is not None and info.type == PUBLIC and tables.cell_check[cell]:
            total += info.public_points * sum(1 for f in fields if f in info.public_fields)
    return total


def mark_visible(tables: Tables, cell: int, code: int) -> bool:
    """A tile on ``cell`` leaves its VP mark visible: the mark is in the corner it leaves open.

    Rulebook "Scoring": "If the victory points printed at the lower right or lower left of the
    space are hidden by the Island tile or Harbor tile placed there, you cannot obtain those
    victory points." The lighthouse of the scoring example leaves its lower-right mark open.
    """
    return bool(tables.cell_vp[cell]) and tables.code_open[code] == tables.cell_corner[cell]


# Rulebook: Scoring, "Victory points printed at the lower right or lower left of the spaces on which
#   an 'Island tile' or 'Harbor tile' is placed on the player board." Hidden marks:
#   README
def board_points(tables: Tables, p: Player) -> int:
    """The VP marks of the spaces holding a tile, unless the tile hides them."""
    code_open = tables.code_open
    return sum(vp for vp, corner, code in zip(tables.cell_vp, tables.cell_corner, p.cells, strict=True)
               if vp and code_open[code] == corner)


# Rulebook: Scoring, kinds of products 1/3/6/10/15 VP; "Even if no 'Commerce tile' is placed in the
#   shipping range of a 'Production tile', if the 'Production tile' is activating its effect it
#   counts toward the number of kinds."
def kinds_points(tables: Tables, p: Player) -> tuple[int, int]:
    kinds = len(shipping.plan(tables, p.cells, p.workers).products(tables, p.cells))
    return kinds, (tables.kinds_vp[kinds - 1] if kinds else 0)


def sheet(tables: Tables, state: State, seat: int) -> ScoreSheet:
    p = state.players[seat]
    _kinds, kinds_vp = kinds_points(tables, p)
    terms = (
        # Rulebook: Scoring, "Victory points obtained in the 'Harvest' of rounds 4, 7, 10 and 12."
        ScoreTerm(_("Harvest VP"), p.vp),
        ScoreTerm(_("Public tiles"), public_points(tables, p)),
        ScoreTerm(_("Board spaces"), board_points(tables, p)),
        ScoreTerm(_("Product kinds"), kinds_vp),
        # Rulebook: Scoring, "For every 5 funds you spend (hold), gain 1 victory point." Held:
        #   README
        ScoreTerm(_("Funds"), p.funds // tables.funds_per_vp),
    )
    order = state.turn.order
    place = order.index(seat) if seat in order else len(state.players)
    # Rulebook: Scoring, "If victory points are tied, the player with more funds wins. If funds are
    #   also tied, the player with the earlier turn order wins."
    return ScoreSheet(seat, terms, (p.funds, len(state.players) - place))


def score(tables: Tables, state: State) -> Outcome:
    return Outcome.rank([sheet(tables, state, s) for s in range(len(state.players))])
