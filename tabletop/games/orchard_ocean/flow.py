"""Chance draws and the hand-overs between phases: Phase 4 and the Harvest (setup: setup.py).

Rulebook "Phase 4: Preparing for the next round" and "Harvest".
"""

from __future__ import annotations

from tabletop.core import IllegalActionError

from . import shipping
from .i18n import _
from .state import (
    DRAFT,
    DRAW,
    HARBOR,
    JAM,
    NO_TILE,
    ORDER,
    OVER,
    PLACE,
    Board,
    JamChoice,
    Player,
    State,
    Turn,
)
from .tables import Tables


def with_turn(state: State, stage: int, index: int, turn: Turn | None = None) -> State:
    old = turn or state.turn
    return State(state.players, state.board, Turn(stage, old.round, old.order, index, old.order_taken,
                                                  old.direction_taken, old.pending))


# Rulebook: Phase 4, "When the Stage 1 'Island tile pile' runs out, replenish from the Stage 2
#   'Island tile pile'; when the Stage 2 pile runs out, replenish 'Island tiles' from the Stage 3
#   pile."
def draw(tables: Tables, state: State, tile: int) -> State:
    """Reveal ``tile`` from the lowest non-empty stage pile into the first empty row slot."""
    board = state.board
    stage = next(i for i, pile in enumerate(board.piles) if pile)
    pile = board.piles[stage]
    if tile not in pile:
        raise IllegalActionError(_("that tile is not in the pile being drawn from"))
    k = pile.index(tile)
    piles = board.piles[:stage] + (pile[:k] + pile[k + 1:],) + board.piles[stage + 1:]
    this_row, next_row = board.this_row, board.next_row
    if NO_TILE in this_row:
        i = this_row.index(NO_TILE)
        this_row = this_row[:i] + (tile,) + this_row[i + 1:]
    else:
        i = next_row.index(NO_TILE)
        next_row = next_row[:i] + (tile,) + next_row[i + 1:]
    board = Board(piles, this_row, next_row, board.removed, board.harbors_used, board.harbor_counts)
    left = state.turn.index - 1
    state = State(state.players, board, state.turn)
    if left > 0:
        return with_turn(state, DRAW, left)
    return after_draws(tables, state)


def after_draws(tables: Tables, state: State) -> State:
    if state.turn.round == 0:
        return with_turn(state, ORDER, 0)
    return harvest_or_next(tables, state)


# Rulebook: Game Setup, Deciding turn order: "Decide the turn order by any random method" ... "the
#   player who is 1st in turn order places their player marker on '8' of the 'Victory point & money
#   track', the 2nd player on '9', and the 3rd and later players on '10'."
def start_order(tables: Tables, state: State, order: tuple[int, ...]) -> State:
    """The random turn order; starting funds 8 / 9 / 10 by place."""
    players = list(state.players)
    for place, seat in enumerate(order):
        p = players[seat]
        funds = tables.start_funds[min(place, len(tables.start_funds) - 1)]
        players[seat] = Player(p.cells, p.workers, p.piece, funds, p.vp, p.hand, p.bought,
                               p.order_tile, p.direction, p.island)
    return State(tuple(players), state.board, Turn(DRAFT, 1, order, 0, 0, 0, ()))


# Rulebook: Phase 1, "In a 3-player game, at the end of Phase 1 the 'Island tile' remaining on the
#   'this round' placement spaces of the game board is removed from the game." (with 4 players none
#   is left)
def end_phase1(tables: Tables, state: State) -> State:
    """3 players: the island tile left in "this round" leaves the game."""
    board = state.board
    left = tuple(x for x in board.this_row if x != NO_TILE)
    if left:
        board = Board(board.piles, (NO_TILE,) * tables.row_size, board.next_row, board.removed + left,
                      board.harbors_used, board.harbor_counts)
    return with_turn(State(state.players, board, state.turn), PLACE, 0)


# Rulebook: Phase 2, "When all players have declared the end of their turn, return the 'Direction
#   tiles' to the game board and end Phase 2."
def end_phase2(tables: Tables, state: State) -> State:
    """Direction tiles go back to the game board."""
    players = tuple(
        Player(p.cells, p.workers, p.piece, p.funds, p.vp, 0, p.bought, p.order_tile, NO_TILE, NO_TILE)
        for p in state.players
    )
    return with_turn(State(players, state.board, state.turn), HARBOR, 0)


# Rulebook: Phase 4, "Place your player marker again on the Turn order track as printed on the 'Turn
#   order tile' you acquired" and "Move the 'Island tiles' on the 'next round' placement spaces to
#   the 'this round' placement spaces."
def phase4(tables: Tables, state: State) -> State:
    """New turn order from the tiles taken; rows slide; refill (not in rounds 11 and 12)."""
    order = tuple(sorted(range(len(state.players)), key=lambda s: state.players[s].order_tile))
    players = tuple(
        Player(p.cells, p.workers, p.piece, p.funds, p.vp, p.hand, False, 0, p.direction, p.island)
        for p in state.players
    )
    b = state.board
    board = Board(b.piles, b.next_row, (NO_TILE,) * tables.row_size, b.removed, b.harbors_used, b.harbor_counts)
    turn = state.turn
    turn = Turn(turn.stage, turn.round, order, 0, 0, 0, ())
    state = State(players, board, turn)
    # Rulebook: Phase 4, "In rounds 11 and 12, 'Island tiles' are not replenished."
    if turn.round in tables.no_refill_rounds:
        return harvest_or_next(tables, state)
    draws = min(tables.row_size, sum(len(p) for p in board.piles))
    if draws == 0:
        return harvest_or_next(tables, state)
    return with_turn(state, DRAW, draws)


# Rulebook: Game Flow, "'Harvest' is performed at the end of rounds 4, 7, 10 and 12"; Phase 4: "in
#   rounds 4, 7, 10 and 12, perform 'Harvest' before advancing the round marker."
def harvest_or_next(tables: Tables, state: State) -> State:
    if state.turn.round in tables.harvest_rounds:
        return harvest(tables, state)
    return next_round(tables, state)


# Rulebook: Harvest, "All players perform 'Harvest' simultaneously, in the following 2 steps." "When
#   gaining victory points or funds is finished, return all product markers to the stock." (nothing
#   is left on the tiles)
def harvest(tables: Tables, state: State) -> State:
    """Every board ships and is paid; jam shops wait for their owner's VP-or-funds choice."""
    players = []
    pending = []
    for seat, p in enumerate(state.players):
        _plan, pay = shipping.harvest_of(tables, p.cells, p.workers)
        players.append(Player(p.cells, p.workers, p.piece, p.funds + pay.funds, p.vp + pay.vp, p.hand,
                              p.bought, p.order_tile, p.direction, p.island))
        for cell, markers, amount in pay.choices:
            pending.append(JamChoice(seat, cell, markers, amount))
    # Not in the rulebook; README (jam shop): the choice is made per marker, here in turn order
    # Choices are settled in turn order, each board's jam shops in cell order.
    position = {seat: i for i, seat in enumerate(state.turn.order)}
    pending.sort(key=lambda x: (position[x.seat], x.cell))
    state = State(tuple(players), state.board, state.turn)
    if pending:
        turn = state.turn
        return State(state.players, state.board, Turn(JAM, turn.round, turn.order, 0, 0, 0, tuple(pending)))
    return next_round(tables, state)


# Rulebook: Island Tile List, jam shop: "Lv.1: for each 'strawberry' product marker placed on this
#   tile, gain X victory points, or gain 'X' funds." Per marker: README
def settle_jam(tables: Tables, state: State, vp_markers: int) -> State:
    seat, _cell, markers, amount = state.turn.pending[0]
    p = state.players[seat]
    p = Player(p.cells, p.workers, p.piece, p.funds + amount * (markers - vp_markers),
               p.vp + amount * vp_markers, p.hand, p.bought, p.order_tile, p.direction, p.island)
    players = state.players[:seat] + (p,) + state.players[seat + 1:]
    turn = state.turn
    rest = turn.pending[1:]
    state = State(players, state.board, Turn(JAM, turn.round, turn.order, 0, 0, 0, rest))
    return state if rest else next_round(tables, state)


# Rulebook: Game Flow, "The game consists of 12 rounds"; "The game ends when 'Harvest' after round
#   12 has finished, and scoring is performed."
def next_round(tables: Tables, state: State) -> State:
    turn = state.turn
    if turn.round >= tables.rounds:
        return State(state.players, state.board, Turn(OVER, turn.round, turn.order, 0, 0, 0, ()))
    return State(state.players, state.board, Turn(DRAFT, turn.round + 1, turn.order, 0, 0, 0, ()))
