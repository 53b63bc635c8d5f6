"""Setup: the initial state and the list of setup draws (each one a chance decision)."""

from __future__ import annotations

from tabletop import core

from .state import SETUP, Board, Player, State, Turn
from .tables import Tables

# Setup task codes: 0..3 remove a card from that deck; then the Spring draws.
TASK_SUPPLY, TASK_STORAGE, TASK_HAND = 4, 5, 6  # TASK_HAND + seat


def setup_tasks(tables: Tables, players: int) -> tuple[int, ...]:
    """Setup 1 (removal table), 2-3 (2 supply, 3 storage), 3 (4 cards per hand)."""
    tasks: list[int] = []
    for deck, count in enumerate(tables.removal[players]):
        tasks += [deck] * count
    tasks += [TASK_SUPPLY] * 2 + [TASK_STORAGE] * 3
    for seat in range(players):
        tasks += [TASK_HAND + seat] * 4
    return tuple(tasks)


def setup(tables: Tables, meta: core.GameMeta, config: core.GameConfig) -> State:
    n = config.players
    if not meta.min_players <= n <= meta.max_players:
        raise ValueError(f"Harvest Island is for {meta.min_players}-{meta.max_players} players")
    empty = ((), (), ())
    board = Board(
        decks=tables.decks,
        supply=(),
        storage=(),
        weather=(),
        fertilizer=tables.fert_cards,  # Setup 2-1
        discard=(),
        aside=(),
        track=(tables.track_start,) * tables.n_fruits,  # Setup 2-2: bottom-left-most box
        owner=(-1,) * tables.n_fruits,  # animal tokens aside
    )
    turn = Turn(
        stage=SETUP, seat=0, step=0, first=-1, plays=0, released=0, selected=-1, chosen=(),
        drew_fert=False, ruin=(), ending=False, turns=0,
    )
    return State(tuple(Player((), empty, ()) for _ in range(n)), board, turn)
