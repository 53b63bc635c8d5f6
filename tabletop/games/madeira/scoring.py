"""Final scoring: goods, wood and bread to reals, reals to PP, pirate penalties, tie-breaks."""

from __future__ import annotations

from tabletop.core import Outcome, ScoreSheet, ScoreTerm

from .i18n import _
from .state import State
from .tables import Tables


# Rulebook: Game end, "Among the players with a total of 1 or more pirate points ... The player with
#   the most loses 16 prestige points. The player with the 2nd most loses 8 ... 3rd most loses 4 ...
#   4th most loses 2" (2-3 players: stand-ins, README "Stand-in rules")
def _listed(numbers: tuple[int, ...]) -> str:
    if len(numbers) < 2:
        return str(numbers[0])
    return _("{first} and {last}").format(first=", ".join(map(str, numbers[:-1])), last=numbers[-1])


def penalty_words(tables: Tables, players: int) -> str:
    """The pirate penalties of a game of ``players`` in players' words; at 2-3 players the
    designed values, marked as a stand-in beside the rulebook's 4-player ones."""
    scale = tables.penalties_by_players.get(players, tables.penalties)[:players]
    if players in tables.penalties_by_players:
        return _("At the end the players with pirate points lose {scale} PP, the most first (a tie: the later "
                 "in turn order loses more); above {excess} pirate points, 1 PP more for each (a stand-in made "
                 "for {players} players: the rulebook prints {printed} for 4).").format(
            scale=_listed(scale), excess=tables.excess_from, players=players, printed=_listed(tables.penalties))
    return _("At the end the players with pirate points lose {scale} PP, the most first (a tie: the later "
             "in turn order loses more); above {excess} pirate points, 1 PP more for each.").format(
        scale=_listed(scale), excess=tables.excess_from)


def pirate_penalties(tables: Tables, state: State) -> list[int]:
    """16/8/4/2 among players with any pirate points (ties: later in turn order loses more),
    plus 1 per point above 20; 10/5 at 2 players and 12/6/3 at 3 (stand-ins, issue 12)."""
    n = len(state.players)
    scale = tables.penalties_by_players.get(n, tables.penalties)
    pos = {seat: i for i, seat in enumerate(state.order)} if state.order else {s: s for s in range(n)}
    # Rulebook: Game end, "If players are tied, the one who took their turn later in the most recent
    #   turn order loses more prestige points."
    ranked = sorted((s for s in range(n) if state.players[s].pirates > 0),
                    key=lambda s: (state.players[s].pirates, pos[s]), reverse=True)
    out = [0] * n
    for i, seat in enumerate(ranked):
        pirates = state.players[seat].pirates
        # Rulebook: Game end, "A player with 20 or more pirate points also loses 1 extra prestige
        #   point for each point above 20."
        out[seat] = scale[i] + max(0, pirates - tables.excess_from)
    return out


def score_sheets(tables: Tables, state: State, final: bool = True) -> Outcome:
    """The breakdown; a running game leaves the pirate penalties out, because the totals
    they depend on are secret until the end."""
    n = len(state.players)
    penalties = pirate_penalties(tables, state) if final else [0] * n
    pos = {seat: i for i, seat in enumerate(state.order)} if state.order else {s: s for s in range(n)}
    sheets = []
    for seat, p in enumerate(state.players):
        # Rulebook: Game end, "Each crop, wood and bread a player holds is converted into 1 real.
        #   Then each player gains 1 prestige point per 5 reals held at the end of the game."
        reals = p.reals + sum(p.goods) + p.wood + p.bread
        sheets.append(ScoreSheet(seat, (
            ScoreTerm(_("Prestige points"), p.pp),
            ScoreTerm(_("Reals, goods, wood, bread (1 PP per 5)"), reals // tables.reals_per_pp),
            ScoreTerm(_("Pirates") if final else _("Pirates (revealed at the end)"), -penalties[seat]),
        # Rulebook: Game end, "Ties are broken by the turn order of the most recent turn: the player
        #   whose disc is higher in the pass column wins."
        ), tiebreak=(n - pos[seat],)))
    return Outcome.rank(sheets)
