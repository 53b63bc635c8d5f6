"""Game end and scoring (rulebook p. 15): shared victory on ties (no tiebreak)."""

from __future__ import annotations

from typing import TYPE_CHECKING, Any

from tabletop.core import Outcome, ScoreSheet, ScoreTerm

from . import ops
from .effects import special
from .i18n import N_, _, n_

if TYPE_CHECKING:
    from .state import AnySeat
    from .tables import Tables


def sheet(tables: Tables, p: AnySeat, seat: int, guests: bool = False) -> ScoreSheet:
    """``guests``: the Besøkende deck is in play, alone or mixed (its two Guest terms are added)."""
    bvp = 0
    for card in ops.buildings(p):
        c = tables.cards[card]
        if c.vp is not None:
            bvp += c.vp
        else:
            eff = tables.effects.get(card)
            bvp += eff.vp(tables, p) if eff is not None and eff.vp is not None else 0
    ships = sum(tables.ships[s].vp for s in p.ships)
    unissued = 0 if special(tables, p, "unissued_free") else -p.unissued
    free = len(ops.free_cells(tables, p))
    if special(tables, p, "cover_free"):  # the Nursery: 1 wood from the supply covers a free space
        free -= min(p.wood, free)
    return ScoreSheet(seat, (
        ScoreTerm(_("Buildings"), bvp),
        ScoreTerm(_("Ships"), ships),
        ScoreTerm(_("Free building spaces"), -free),
        ScoreTerm(_("Unissued shares"), unissued),
        ScoreTerm(_("Shares owned"), sum(p.held)),
        ScoreTerm(_("Gold"), p.gold),
        # Besøkende (p. 17): 1/2 VP per Guest in the supply (not rounded), 1 VP per Guest on a ship
        *((ScoreTerm(_("Guests in supply"), p.guests / 2),
           ScoreTerm(_("Guests on ships"), p.boarded.bit_count())) if guests else ()),
    ))


def score_now(tables: Tables, state: Any) -> Outcome:
    guests = tables.guests
    return Outcome.rank([sheet(tables, p, s, guests) for s, p in enumerate(state.players)])


# the rulebook's solo benchmark (p. 16, "Game end and scoring" of the solo game)
SOLO_BENCHMARK = N_("Good players score 30 to 40 Victory Points.")


def victory_points(total: float) -> str:
    """'1 Victory Point', '35 Victory Points', '31½ Victory Points'."""
    whole = int(total)
    if total - whole:
        return _("{n}½ Victory Points").format(n=whole)
    return n_("{n} Victory Point", "{n} Victory Points", whole).format(n=whole)


def outcome(tables: Tables, state: Any) -> Outcome:
    result = score_now(tables, state)
    if state.n > 1:
        return result
    total = result.sheets[0].total
    return Outcome.rank(result.sheets, summary=_("You scored {points}. {benchmark}").format(
        points=victory_points(total), benchmark=_(SOLO_BENCHMARK)))
