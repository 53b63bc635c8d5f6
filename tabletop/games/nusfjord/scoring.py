"""Game end and scoring (rulebook p. 15): shared victory on ties (no tiebreak)."""

from __future__ import annotations

from typing import TYPE_CHECKING, Any

from tabletop.core import Outcome, ScoreSheet, ScoreTerm

from . import ops
from .effects import special

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
        ScoreTerm("Buildings", bvp),
        ScoreTerm("Ships", ships),
        ScoreTerm("Free building spaces", -free),
        ScoreTerm("Unissued shares", unissued),
        ScoreTerm("Shares owned", sum(p.held)),
        ScoreTerm("Gold", p.gold),
        # Besøkende (p. 17): 1/2 VP per Guest in the supply (not rounded), 1 VP per Guest on a ship
        *((ScoreTerm("Guests in supply", p.guests / 2),
           ScoreTerm("Guests on ships", p.boarded.bit_count())) if guests else ()),
    ))


def score_now(tables: Tables, state: Any) -> Outcome:
    guests = tables.guests
    return Outcome.rank([sheet(tables, p, s, guests) for s, p in enumerate(state.players)])


# the rulebook's solo benchmark (p. 16, "Game end and scoring" of the solo game)
SOLO_BENCHMARK = "Good players score 30 to 40 Victory Points."


def victory_points(total: float) -> str:
    """'1 Victory Point', '35 Victory Points', '31½ Victory Points'."""
    whole = int(total)
    number = f"{whole}½" if total - whole else str(whole)
    return f"{number} Victory Point{'' if total == 1 else 's'}"


def outcome(tables: Tables, state: Any) -> Outcome:
    result = score_now(tables, state)
    if state.n > 1:
        return result
    total = result.sheets[0].total
    return Outcome.rank(result.sheets, summary=f"You scored {victory_points(total)}. {SOLO_BENCHMARK}")
