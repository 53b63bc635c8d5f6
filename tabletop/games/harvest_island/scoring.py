"""End of the Game scoring: card points, 8 per animal token, 2 per card left in a field."""

from __future__ import annotations

from tabletop import core

from .i18n import _
from .state import OVER, State
from .tables import Tables


def sheets(tables: Tables, s: State) -> tuple[core.ScoreSheet, ...]:
    owner = s.board.owner
    points = tables.points
    result = []
    for seat, p in enumerate(s.players):
        # Rulebook: End of the Game, "each Fruit card and Fertilizer card still present in
        #   the fields (excluding the seeds) is worth 2 points"
        left = sum(len(f) - 1 for f in p.fields if f)  # seeds excluded
        result.append(core.ScoreSheet(seat, (
            # Rulebook: End of the Game, "each harvested Fruit card is worth the points
            #   shown in its top left corner"; "each Animal token is worth 8 points"
            core.ScoreTerm(_("Harvested fruit"), sum(points[c] for c in p.scored)),
            core.ScoreTerm(_("Animal tokens"), tables.animal_points * owner.count(seat)),
            core.ScoreTerm(_("Cards left in fields"), tables.field_points * left),
        )))
    return tuple(result)


def score_now(tables: Tables, s: State) -> core.Outcome:
    """The breakdown as if the game ended now; ties share a rank (no tiebreak)."""
    # Rulebook: End of the Game, "In case of a tie, the victory is shared"
    return core.Outcome.rank(sheets(tables, s))


def outcome(tables: Tables, s: State) -> core.Outcome | None:
    return score_now(tables, s) if s.turn.stage == OVER else None
