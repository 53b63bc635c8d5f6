"""End of the Game scoring: card points, 8 per animal token, 2 per card left in a field."""

from __future__ import annotations

from tabletop import core

from .state import OVER, State
from .tables import Tables


def sheets(tables: Tables, s: State) -> tuple[core.ScoreSheet, ...]:
    owner = s.board.owner
    points = tables.points
    result = []
    for seat, p in enumerate(s.players):
        left = sum(len(f) - 1 for f in p.fields if f)  # seeds excluded
        result.append(core.ScoreSheet(seat, (
            core.ScoreTerm("Harvested fruit", sum(points[c] for c in p.scored)),
            core.ScoreTerm("Animal tokens", tables.animal_points * owner.count(seat)),
            core.ScoreTerm("Cards left in fields", tables.field_points * left),
        )))
    return tuple(result)


def score_now(tables: Tables, s: State) -> core.Outcome:
    """The breakdown as if the game ended now; ties share a rank (no tiebreak)."""
    return core.Outcome.rank(sheets(tables, s))


def outcome(tables: Tables, s: State) -> core.Outcome | None:
    return score_now(tables, s) if s.turn.stage == OVER else None
