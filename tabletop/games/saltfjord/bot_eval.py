"""The bots' evaluation of a Saltfjord position beyond its live score.

The final score counts a cube at its sale value (1 point per 3 fish) and nothing for what is
still to come: cubes are valued at what an order or a technology makes of them, the dice and
workers still to use this round, the die in hand by its best line, the buildings by what
they will produce in the rounds left, the boat by the area it would return from and the
crates by the pier rewards still to collect.
"""

from __future__ import annotations

from operator import mul
from typing import TYPE_CHECKING

from .common import line_cells
from .state import Player, State
from .tables import FISH, Tables

if TYPE_CHECKING:
    from .rules import SaltfjordRules

POTENTIAL = (0.34, 1.0, 1.0, 1.0, 1.8, 1.8, 1.8, 2.6)  # what a cube is worth in an order / technology
BUILDING = {  # what activating a building is worth, roughly (either/or: the better one)
    "fish": 0.7, "wood": 1.0, "grain": 1.0, "paper": 1.0, "plank": 1.8, "food": 1.8, "book": 1.8,
    "gold": 2.6, "upgrade": 0.8, "order": 2.0, "tech": 2.0, "boat": 1.4, "boat2": 2.4, "build": 1.2,
}
DIE = 0.8  # a die still to take this round: one row or column of buildings
LINE = 0.3  # the line a die is about to activate, a share of its buildings (so that activating
# them gains and stopping or a free action in between does not)
# Hard's look is deeper (the planner): it values a stored cube nearer what an order pays for it
# (crates pay 2 points a level-1 cube and up to 6 a level-2 one) than Normal's POTENTIAL does.
# Hard alone (``hard_evaluation``): Normal with these values was weaker (solo, 4 seeds: 97.5 ->
# 91), Hard among 3 Normal seats with them won 11 of games 0-11 on seed t14b, where it won 8.
HARD_LEVEL1, HARD_LEVEL2, HARD_GOLD = 0.5, 1.5, 2.0  # added to POTENTIAL by level
HARD_POTENTIAL = (0.0,) + (HARD_LEVEL1,) * 3 + (HARD_LEVEL2,) * 3 + (HARD_GOLD,)  # as POTENTIAL
PIER = 1.2  # a crate's pier reward, each time the seat retires
WORKER = 0.5  # a worker still to place this round: one building


def building_value(tables: Tables, square: int) -> float:
    """What activating the building on ``square`` is worth (memoised on the tables)."""
    memo = tables.memo
    key = ("greedy-bv", square)
    value: float | None = memo.get(key)
    if value is None:
        value = float(max((BUILDING.get(o, 1.0) for o in tables.squares[square].options), default=0.0))
        memo[key] = value
    return value


def grid_value(tables: Tables, grid: tuple[int, ...]) -> float:
    """What one round of activating every building on a player board is worth (memoised per
    board: a board changes only when a tile is built, and the bots value it millions of times)."""
    boards: dict[tuple[int, ...], float] = tables.memo.setdefault("grid-bv", {})
    value = boards.get(grid)
    if value is None:
        value = 0.0
        for square in grid:
            if tables.is_building[square]:
                value += building_value(tables, square)
        if len(boards) > 50_000:  # the boards of games long over: keep the memo bounded
            boards.clear()
        boards[grid] = value
    return value


def line_value(tables: Tables, player: Player, is_row: int, line: int, after: int) -> float:
    """The free buildings of a row or column past position ``after``."""
    cells = line_cells(is_row, line)
    total = 0.0
    for pos in range(after + 1, 6):
        cell = cells[pos]
        square = player.grid[cell]
        if tables.is_building[square] and player.occ[cell] == 0 and cell not in player.wagons:
            total += building_value(tables, square)
    return total


def _die_in_hand(tables: Tables, player: Player, color: int, pips: int) -> float:
    """The best line the die in hand can activate, less the fish it costs to turn it there."""
    res = player.res
    best = 0.0
    for line in range(1, 7):
        cost = abs(line - pips)
        if cost and "anyvalue" in player.abilities:
            cost = 1
        if cost > res[FISH]:
            continue
        kinds = (0, 1) if "swap" in player.abilities else (color,)
        for kind in kinds:
            best = max(best, line_value(tables, player, kind, line, -1) - 0.34 * cost)
    return best


def _late(state: State, player: Player) -> float:
    """How much of a cube's use is still to come: all of it before round 3, less in round 3,
    none once the seat has retired from it (what is left is sold at the end)."""
    return 0.0 if (state.round == 3 and player.retired) else (0.6 if state.round == 3 else 1.0)


def cube_outlook(rules: SaltfjordRules, state: State, seat: int) -> float:
    """What Hard adds to a stored cube's value (the game's ``hard_evaluation``)."""
    if state.phase not in ("play", "sets"):
        return 0.0
    player = state.players[seat]
    potential: float = sum(map(mul, HARD_POTENTIAL, player.res))
    return _late(state, player) * potential


def evaluate(rules: SaltfjordRules, state: State, seat: int) -> float:
    if state.phase not in ("play", "sets"):
        return 0.0
    tables = rules.tables
    player = state.players[seat]
    res = player.res
    fish = res[FISH] + sum(map(mul, tables.sell[1:], res[1:]))  # ints: map is just faster
    late = _late(state, player)
    # cubes: from their sale value (what the score counts) towards their use
    value = -float(fish // 3)
    for i, n in enumerate(res):
        if n:
            sale = (1.0 if i == FISH else tables.sell[i]) / 3
            value += n * (sale + late * (POTENTIAL[i] - sale))
    if not player.retired:
        white, orange = 3 - player.white, state.round - player.orange
        if state.solo:  # only the dice still in the taverns can be taken
            white = min(white, sum(1 for d in state.tdice if d[0]))
            orange = min(orange, sum(1 for d in state.tdice if d[1]))
        else:
            white = min(white, sum(state.pool[:6]))
            orange = min(orange, sum(state.pool[6:]))
        value += DIE * (white + orange) + WORKER * player.workers
        if state.seat == seat:
            stage = state.stage
            if stage.kind == "die":
                _, color, pips = stage
                value += LINE * max(_die_in_hand(tables, player, color, pips), 0.34)
            elif stage.kind == "act":
                _, is_row, line, last, _color = stage
                value += LINE * line_value(tables, player, is_row, line, last)  # what is left to activate
    # the rounds still to come: the buildings' production and the abilities in use (this
    # round's production is the dice and workers above); the pier rewards of the crates at
    # each retirement still to come (retiring now: the piers still pay)
    rounds_after = 3 - state.round
    if rounds_after:
        value += 0.35 * rounds_after * grid_value(tables, player.grid)
        value += 0.8 * rounds_after * (len(player.tech) - player.tech.count(0))
    retirements = rounds_after + (0 if player.retired else 1)
    value += PIER * retirements * sum(map(len, player.piers))
    if player.retired and state.seat == seat:  # retiring now: the pier rewards still to take
        for item in state.pending:
            if item.kind == "piers":
                value += PIER * sum(len(x) for x in player.piers)
            elif item.kind in ("fish", "vpfish", "upgrade", "feast"):
                value += PIER
    if player.area and late:
        value += 0.7 * tables.fjord[player.area - 1][0]
    return float(value)
