"""Final scoring in its five steps (plus wagons), the scoring tiles and the solo result."""

from __future__ import annotations

from operator import mul

from tabletop.core import Outcome, ScoreSheet, ScoreTerm

from .fishing import token_points
from .i18n import N_, _
from .state import ORANGE_DIE, WHITE_DIE, AnyPlayer, AnyState
from .tables import FISH, LARGE, SIZE, TOP, WALK_REWARDS, Tables
from .words import points, scoring_name, track_name

# Rulebook: Scoring Tiles, "7, 11, or 15 points, respectively, for the largest completely
#   filled 3x3, 4x4, or 5x5 area"
SQUARE_POINTS = ((5, 15), (4, 11), (3, 7))


def largest_square(p: AnyPlayer) -> int:
    for k, pts in SQUARE_POINTS:
        for y in range(SIZE - k + 1):
            for x in range(SIZE - k + 1):
                if all(p.grid[(y + j) * SIZE + x + i] for j in range(k) for i in range(k)):
                    return pts
    return 0


def tile_points(tables: Tables, p: AnyPlayer, tile: str, s: AnyState) -> int:
    """Points a non-lightning scoring tile gives (tokens on the boat already count as collected)."""
    tokens = (*p.catch, *p.boat)
    # Rulebook: Scoring Tiles: 1 per collected fishing token; 2 per lobster; 2 per fish
    #   icon on boardwalks; 3 per large building tile; 4 per marker on level 2 or 3; 3 per crate worth
    #   ≥4; 2 per crate outside the two middle piers; the largest filled square; 3 per die in row 6 or
    #   column 6
    if tile == "tokens":
        return len(tokens)
    if tile == "lobsters":
        return 2 * sum(tables.tokens[t][4] for t in tokens)
    if tile == "walkfish":
        icons = 0
        for sq in p.grid:
            code = tables.squares[sq].code
            if code in ("walk:fish", "walk:fish2"):
                icons += WALK_REWARDS[code][1]
        return 2 * icons
    if tile == "large":
        return 3 * sum(1 for tid, _, _ in p.tiles if tid in tables.tiles and tables.tiles[tid][0] in LARGE)
    if tile == "midtech":
        return 4 * sum(1 for lv in p.tech if lv in (2, 3))
    if tile == "bigcrates":
        return 3 * sum(1 for pier in p.piers for c in pier if tables.crates[c][1] >= 4)
    if tile == "outerpiers":
        return 2 * (len(p.piers[0]) + len(p.piers[3]))
    if tile == "square":
        return largest_square(p)
    if tile == "dice6":  # a die sits on the last building it activated (RB action A); one that
        # activated nothing is not on the board, so it is in no row or column
        return 3 * sum(1 for _r, _line, cell in p.dice
                       if cell >= 0 and p.occ[cell] in (WHITE_DIE, ORANGE_DIE)
                       and (cell % SIZE == 5 or cell // SIZE == 5))
    return 0  # lightning tiles scored when reached


# the five final-scoring steps in the sheet's order (the names of ``parts``' numbers)
PART_NAMES = (N_("Points during the game"), N_("Fishing tokens on the boat"), N_("Fish (1 per 3)"),
              N_("Crate sets"), N_("Crate points"), N_("Technology levels"))


def parts(tables: Tables, p: AnyPlayer) -> tuple[int, ...]:
    """The points of the five final-scoring steps, in the order of ``PART_NAMES`` (the scoring
    tiles and wagons are ``top_tiles`` and ``wagon_points``)."""
    # 1. tokens still on the boat: their points and resources (no area points)
    # Rulebook: Final Scoring 1, "gain the resources and points for any fishing tokens
    #   remaining on your boat tile (you do not score points adjacent to the area of your fishing
    #   boat)"
    res = list(p.res)
    boat_pts = 0
    for tok in p.boat:
        token = tables.tokens[tok]
        boat_pts += token_points(tables, tok)
        res[FISH] += token[1]
        for i, n in enumerate(token[2]):
            res[i] += n
    # 2. sell everything for fish, 1 point per 3 fish
    # Rulebook: Final Scoring 2, "Sell all your non-fish resources for fish ... Then, score 1
    #   point for every 3 fish you have"
    fish = res[FISH] + sum(map(mul, tables.sell[1:8], res[1:8]))
    # 3. sets of crates outside four different piers; 4. printed crate points
    # Rulebook: Final Scoring 3-4, "Score 3 points for each set of 4 crate tiles outside
    #   different piers"; "Flip all crate tiles face up and score the points shown"
    crates = tables.crates
    crate_pts = sum(crates[c][1] for pier in p.piers for c in pier)
    # 5. technology levels (the scoring tile on a track's top: ``top_tiles``)
    # Rulebook: Final Scoring 5, "For each technology marker, score the points shown to the
    #   right of its row. Technology markers on the top level score according to the corresponding
    #   scoring tile (tiles with a lightning symbol have already been scored"
    # Rulebook: Final Scoring example, "David (red) gains 5 points (4+1) for his markers on
    #   levels 1 and 2" (level 3: README "Level 0 / level 3 points")
    points = tables.level_points
    levels = sum(points[lv] for lv in p.tech if lv < TOP)
    return (p.vp, boat_pts, fish // 3, 3 * min(map(len, p.piers)), crate_pts, levels)


def top_tiles(tables: Tables, s: AnyState, p: AnyPlayer) -> list[tuple[int, int]]:
    """(track, points) of each scoring tile on a track's top the player reached, but for the
    lightning tiles (scored when reached)."""
    return [(t, tile_points(tables, p, s.tops[t], s)) for t in range(4)
            if p.tech[t] == TOP and not tables.scoring[s.tops[t]][1]]


def wagon_points(p: AnyPlayer) -> int:
    # Rulebook: Final Scoring (Advanced Game), "For each of your wagons, score points equal
    #   to its row number multiplied by its column number"
    return sum((c // SIZE + 1) * (c % SIZE + 1) for c in p.wagons)


def tiebreak(s: AnyState, seat: int) -> tuple[int]:
    # Rulebook: Final Scoring, "In case of a tie, the tied player whose player marker is
    #   further left in the taverns wins the game"
    return (-(s.taverns.index(seat) if seat in s.taverns else 5),)


def sheet(tables: Tables, s: AnyState, seat: int) -> ScoreSheet:
    p = s.players[seat]
    terms = [ScoreTerm(_(name), pts) for name, pts in zip(PART_NAMES, parts(tables, p), strict=True)]
    for t, pts in top_tiles(tables, s, p):
        terms.append(ScoreTerm(_("Scoring tile “{tile}” ({track})").format(
            tile=scoring_name(s.tops[t]), track=track_name(t)), pts))
    if s.wagons:
        terms.append(ScoreTerm(_("Wagons (row × column)"), wagon_points(p)))
    return ScoreSheet(seat, tuple(terms), tiebreak=tiebreak(s, seat))


def totals(tables: Tables, s: AnyState) -> tuple[tuple[int, tuple[int]], ...]:
    """Every seat's (total, tiebreak) as its sheet has them, without the sheet (the bots value
    positions by these millions of times; a solo game's special tiles count nothing)."""
    out = []
    for seat in range(s.n):
        p = s.players[seat]
        total = sum(parts(tables, p)) + sum(pts for _, pts in top_tiles(tables, s, p))
        if s.wagons:
            total += wagon_points(p)
        out.append((total, tiebreak(s, seat)))
    return tuple(out)


def solo_result(tables: Tables, s: AnyState) -> tuple[bool, tuple[int, ...], str]:
    """(won, special-tile points, medal) of a solo game."""
    p = s.players[0]
    special = tuple(tile_points(tables, p, t, s) for t in s.specials)
    # Rulebook: Final Scoring (Solo Game), "To win the game, you must score at least 10
    #   points for each of your special scoring tiles"; "Points from your special scoring tiles do not
    #   count toward your final score"
    won = all(x >= 10 for x in special)
    total = sheet(tables, s, 0).total
    medal = ""
    if won:
        # Rulebook: Medal Table (Solo Game), a "Score standard game" and a "Score
        #   advanced game" column
        column = 2 if s.wagons else 1
        for name, *limits in tables.medals:
            if total >= limits[column - 1]:
                medal = name
    return won, special, medal


# Rulebook: Achievements (Solo Game), "Level 1: Gain Gold medal with 3 special scoring
#   tiles" ... "Level 5: Gain Palladium medal with 5 special scoring tiles"
ACHIEVEMENTS = (  # (level, special tiles, medals that count)
    (5, 5, ("Palladium",)), (4, 5, ("Platinum", "Palladium")), (3, 4, ("Platinum", "Palladium")),
    (2, 3, ("Platinum", "Palladium")), (1, 3, ("Gold", "Platinum", "Palladium")),
)


def achievement(s: AnyState, won: bool, medal: str) -> int:
    """The highest solo achievement level reached (0 for none)."""
    if not won:
        return 0
    for level, tiles, medals in ACHIEVEMENTS:
        if len(s.specials) >= tiles and medal in medals:
            return level
    return 0


NO_MEDAL = "No medal, but you win!"  # the medal table's first row (RB "Medal Table"): components.json


def solo_summary(s: AnyState, won: bool, medal: str) -> str:
    """The solo result as the rulebook words it: lost, "No medal, but you win!", or the medal."""
    if not won:
        return _("Solo game lost: every special scoring tile must reach 10 points.")
    if not medal or medal == NO_MEDAL:
        return _(NO_MEDAL)  # a data word (components.json "name")
    level = achievement(s, won, medal)
    if level:
        return _("You win with a {medal} medal! Achievement level {level}.").format(medal=_(medal), level=level)
    return _("You win with a {medal} medal!").format(medal=_(medal))


def outcome(tables: Tables, s: AnyState) -> Outcome:
    sheets = [sheet(tables, s, seat) for seat in range(s.n)]
    if not s.solo:
        return Outcome.rank(sheets)
    won, special, medal = solo_result(tables, s)
    terms = list(sheets[0].terms)
    for tile, pts in zip(s.specials, special, strict=True):
        terms.append(ScoreTerm(_("Special tile “{tile}”: {points} (needs 10, not counted)").format(
            tile=scoring_name(tile), points=points(pts)), 0))
    if not won:
        terms.append(ScoreTerm(_("Solo game lost (a special tile below 10)"), 0))
    sheets[0] = ScoreSheet(0, tuple(terms), sheets[0].tiebreak)
    summary = solo_summary(s, won, medal)
    return Outcome.rank(sheets, summary=summary, lost=not won)
