"""setup(tables, config): the initial state (the reveals and the turn order follow as chance
decisions). Rulebook "Game Setup"."""

from __future__ import annotations

from tabletop.core import GameConfig

from .i18n import _
from .state import DRAW, NO_TILE, Board, Player, State, Turn
from .tables import START, Tables


# Rulebook: Game Setup, "place the starting harbor tile on the center space, and place 1 player
#   piece on the starting harbor tile." "Place 1 player piece of each player on '0' of the 'Victory
#   point & money track'" (VP and funds start at 0)
def new_player(tables: Tables) -> Player:
    n = tables.width * tables.height
    cells = tuple(START if c == tables.start_cell else 0 for c in range(n))
    return Player(cells, (0,) * n, tables.start_cell, 0, 0, 0, False, 0, NO_TILE, NO_TILE)


def setup(tables: Tables, config: GameConfig) -> State:
    n = config.players
    if n not in (3, 4):
        # Rulebook: Direction tiles, "In a 3-player game use the front; in a 4-player game use the
        #   back." (the game is for 3 or 4 players)
        raise ValueError(_("Orchard Ocean is for 3 or 4 players"))
    # Rulebook: Game Setup, "According to the number of players, divide the 'Harbor tiles' face up
    #   by type into 3 piles" ... "3 players: 3 types x 6 each. 4 players: 3 types x 8 each."
    per_type = tuple(h.count_3p if n == 3 else h.count_4p for h in tables.harbor_types)
    board = Board(tables.stage_tiles, (NO_TILE,) * tables.row_size, (NO_TILE,) * tables.row_size, (), (0,) * len(per_type), per_type)
    # Rulebook: Game Setup, "From the Stage 1 'Island tile pile', reveal 4 'Island tiles' and place
    #   them on the placement spaces of 'this round' ... Then reveal 4 more 'Island tiles' and place
    #   them on the placement spaces of 'next round'"
    # Setup: reveal 4 tiles for "this round" and 4 for "next round", then draw the turn order.
    turn = Turn(DRAW, 0, (), 2 * tables.row_size, 0, 0, ())
    return State(tuple(new_player(tables) for _ in range(n)), board, turn)
