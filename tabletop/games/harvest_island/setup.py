"""Setup: the initial state and the list of setup draws (each one a chance decision)."""

from __future__ import annotations

from tabletop import core

from .i18n import _
from .state import SETUP, Board, Player, State, Turn
from .tables import Tables

# Setup task codes: 0..3 remove a card from that deck; then the Spring draws.
TASK_SUPPLY, TASK_STORAGE, TASK_HAND = 4, 5, 6  # TASK_HAND + seat


def setup_tasks(tables: Tables, players: int) -> tuple[int, ...]:
    """Setup 1 (removal table), 2-3 (2 supply, 3 storage), 3 (4 cards per hand)."""
    tasks: list[int] = []
    # Rulebook: Setup 1, "Shuffle each Season deck you have formed and randomly remove
    #   from each deck a number of cards according to the number of players, as shown in the table
    #   below"
    for deck, count in enumerate(tables.removal[players]):
        tasks += [deck] * count
    # Rulebook: Setup 2-3, "Draw 2 cards from the Spring Season deck and place them face up in
    #   the Supply Area. Draw 3 cards from the Spring Season deck and place them face up in the
    #   Storage Area"
    tasks += [TASK_SUPPLY] * 2 + [TASK_STORAGE] * 3
    for seat in range(players):
        # Rulebook: Setup 3, "Each player draws 4 cards from the Spring Season deck to form
        #   their starting hand"
        tasks += [TASK_HAND + seat] * 4
    return tuple(tasks)


def setup(tables: Tables, meta: core.GameMeta, config: core.GameConfig) -> State:
    n = config.players
    if not meta.min_players <= n <= meta.max_players:
        raise ValueError(_("Harvest Island is for {least}-{most} players").format(
            least=meta.min_players, most=meta.max_players))
    empty = ((), (), ())
    board = Board(
        decks=tables.decks,
        supply=(),
        storage=(),
        weather=(),
        # Rulebook: Setup 2-1, "Place all the Fertilizer cards in the Fertilizing Area"
        fertilizer=tables.fert_cards,  # Setup 2-1
        discard=(),
        aside=(),
        # Rulebook: Setup 2-2, "Place all the Harvest tokens in the bottom-left-most box of
        #   the Seasons board. Leave all the Animal tokens aside for the moment" (the box is space 1:
        #   README "Harvest track")
        track=(tables.track_start,) * tables.n_fruits,  # Setup 2-2: bottom-left-most box
        owner=(-1,) * tables.n_fruits,  # animal tokens aside
    )
    turn = Turn(
        stage=SETUP, seat=0, step=0, first=-1, plays=0, released=0, selected=-1, chosen=(),
        drew_fert=False, ruin=(), ending=False, turns=0,
    )
    # Rulebook: Setup 4, "Each player takes 3 Field cards of different types (1 Plain, 1 Hill
    #   and 1 Mountain)"
    return State(tuple(Player((), empty, ()) for _ in range(n)), board, turn)
