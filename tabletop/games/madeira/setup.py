"""The initial state: empty boards; every random part of the set-up is a chance decision."""

from __future__ import annotations

from tabletop.core import GameConfig

from .state import EMPTY, NEUTRAL, Player, State
from .tables import SPACES_PER_CITY, Tables

UNDEALT = "-"  # a district whose guild tile is still to be dealt
NEUTRAL_SPACE = 3  # the right-hand space of district 2, the rightmost built district


def setup(tables: Tables, config: GameConfig) -> State:
    n = config.players
    goods = tables.start_goods
    # Rulebook: Preparation before the game, "Each player receives: 1 wheat, 1 sugar, 1 wine, 1
    #   wood, 4 bread and 5 reals."
    # Rulebook: Preparation before the game, "Each player's tracking disc is placed on tier '3' of
    #   the windmill." (the windmill's range is a stand-in: README)
    player = Player(
        goods=(goods["wheat"], goods["sugar"], goods["wine"]), wood=goods["wood"], bread=goods["bread"], reals=goods["reals"],
        pp=0, pirates=0, pirates_known=0, mill=tables.mill_start, dice=(), crowns=(), guild_up=(), guild_down=(),
    )
    city = [EMPTY] * (3 * SPACES_PER_CITY)
    for c in range(3):
        # Rulebook: Preparation before the game, "Place 1 neutral piece on the right-hand space of
        #   the rightmost district of each town." Read as the rightmost built district:
        #   README decision 17
        city[c * SPACES_PER_CITY + NEUTRAL_SPACE] = NEUTRAL
    # Rulebook: Preparation before the game, "Two districts of each city (the 2 leftmost) start
    #   already built"
    districts = tuple("" if d % 6 < 2 else UNDEALT for d in range(18))
    return State(
        players=(player,) * n, round=0, phase="deal", step=0, cursor=0, order=(),
        # Rulebook: Island, "In a 4-player game, place as many tree tiles as the top number." (the
        #   3- and 2-player counts and Areas 2-3 are stand-ins: README)
        field_workers=((),) * 15, trees=tuple(t[n - 2] for t in tables.field_trees),
        crops=tables.field_crop[:14], city=tuple(city), districts=districts,
        # Rulebook: Preparation before the game, "Two workers of each player are placed on the
        #   watchtower."
        tower=(tables.start_tower,) * n, colony_workers=((0,) * n,) * 3,
        routes=(EMPTY,) * 12, colony_ships=(EMPTY,) * 15, rewards=((), (), ()),
        row_dice=((),) * n, row_crowns=((),) * n, row_disc=(-1,) * n,
        pass_disc=(-1,) * 4, pass_side=(0,) * 4, pirate_dice=(),
        char_at=(-1,) * 4, bdice=((),) * 5, markers=((),) * 5,
        passed=(False,) * n, used_guild=False, turn_done=False, noble=False, diplomat=False,
        engineer=False, wood_bought=0, targets=(), stack=(),
    )
