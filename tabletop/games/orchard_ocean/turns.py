"""The players' decisions: Phase 1 drafting, Phase 2 island tile and workers, Phase 3 harbor, jam shops.

Each function pair is (legal actions, apply) for one stage; ``apply_*`` trusts that the
action is legal (rules.py checks membership first).
"""

from __future__ import annotations

from tabletop.core import Action, IllegalActionError

from . import flow
from .actions import BUY, DONE, ActionBook
from .i18n import _
from .state import HARBOR, NO_TILE, PLACE, WORK, Board, Player, State, Turn
from .tables import BACK, DIRS, FRONT, HARBOR_PER_TYPE, HARBOR_TILE, Tables


# Rulebook: Phase 1, "In the order of the Turn order track, each player chooses and acquires one"
#   tile, then again (three go-rounds: README); Phase 3, "Take turns in the order of the Turn order
#   track." Phase 2 in turn order too: README
def seat_to_act(state: State) -> int:
    turn = state.turn
    return turn.order[turn.index % len(turn.order)]


def _set(state: State, seat: int, player: Player, board: Board | None = None, turn: Turn | None = None) -> State:
    players = state.players[:seat] + (player,) + state.players[seat + 1:]
    return State(players, board or state.board, turn or state.turn)


# --- Phase 1: acquire tiles ----------------------------------------------------------------
# Rulebook: Phase 1, "each player acquires a tile of a kind among 'Turn order tiles', 'Direction
#   tiles' and 'Island tiles' that they have not yet acquired. You cannot acquire 2 or more tiles of
#   the same kind during the same Phase."
def draft_legal(tables: Tables, book: ActionBook, state: State) -> list[Action]:
    players = state.players
    p = players[seat_to_act(state)]
    out: list[Action] = []
    if p.order_tile == 0:
        taken = [q.order_tile for q in players]
        # Rulebook: Game Setup, "In a 3-player game, remove the '4th player' 'Turn order tile' from
        #   the game."
        out.extend(book.take_order[k] for k in range(1, len(players) + 1) if k not in taken)
    if p.direction == NO_TILE:
        taken = [q.direction for q in players]
        out.extend(book.take_direction[d] for d in range(len(tables.directions)) if d not in taken)
    if p.island == NO_TILE:
        # Rulebook: Phase 1, "'Island tiles' placed on the 'next round' spaces cannot be acquired."
        out.extend(book.take_tile[x] for x in state.board.this_row if x != NO_TILE)
    return out


# Rulebook: Phase 1, "When you acquire a 'Turn order tile' or a 'Direction tile', you obtain a bonus
#   (worker markers or funds) according to the order in which that tile was acquired." "There is no
#   acquisition-order bonus for 'Island tiles'."
def apply_take(tables: Tables, state: State, target: str) -> State:
    seat = seat_to_act(state)
    p = state.players[seat]
    turn, board, n = state.turn, state.board, len(state.players)
    order_taken, direction_taken = turn.order_taken, turn.direction_taken
    kind, index = tables.take_targets[target]  # ('torder', place), ('dir', direction) or ('tile', tile)
    if kind == "torder":
        # The k-th turn-order tile taken this round brings the k-th worker bonus.
        workers = tables.bonus_workers[n][order_taken]
        p = Player(p.cells, p.workers, p.piece, p.funds, p.vp, p.hand + workers, p.bought,
                   index, p.direction, p.island)
        order_taken += 1
    elif kind == "dir":
        funds = tables.bonus_funds[n][direction_taken]
        p = Player(p.cells, p.workers, p.piece, p.funds + funds, p.vp, p.hand, p.bought,
                   p.order_tile, index, p.island)
        direction_taken += 1
    else:
        tile = index
        slot = board.this_row.index(tile)
        board = Board(board.piles, board.this_row[:slot] + (NO_TILE,) + board.this_row[slot + 1:],
                      board.next_row, board.removed, board.harbors_used, board.harbor_counts)
        p = Player(p.cells, p.workers, p.piece, p.funds, p.vp, p.hand, p.bought,
                   p.order_tile, p.direction, tile)
    picks = turn.index + 1
    state = _set(state, seat, p, board, Turn(turn.stage, turn.round, turn.order, picks, order_taken,
                                             direction_taken, ()))
    # Rulebook: Phase 1, "When all players have acquired one 'Turn order tile', one 'Direction tile'
    #   and one 'Island tile' each, Phase 1 ends."
    if picks == 3 * n:
        return flow.end_phase1(tables, state)
    return state


# --- Phase 2 and 3: the piece ---------------------------------------------------------------
# Rulebook: Direction tiles, "Front (3 players): the direction in which an 'Island tile' can be
#   placed is shown" / "Back (4 players): ... Of the 2 directions, you may place the 'Island tile'
#   in either one of your choice." (the backs are stand-ins: README)
def allowed_directions(tables: Tables, state: State, p: Player) -> tuple[str, ...]:
    """3 players: the direction tile's front; 4 players: either direction on its back."""
    _id, _name, front, back = tables.directions[p.direction]
    return (front,) if len(state.players) == 3 else back


# Rulebook: Phase 2 / Phase 3, 1. Moving the player piece: "Each time you spend 1 fund, you can move
#   the player piece ... by one space" ... "you cannot move the player piece onto a space on which
#   no tile has been placed." The piece stays between phases: README
def _moves(tables: Tables, book: ActionBook, seat: int, p: Player) -> list[Action]:
    if p.funds < tables.move_cost:
        return []
    row = book.move[seat]
    return [row[nb] for nb in tables.neighbours[p.piece] if nb >= 0 and p.cells[nb]]


def apply_move(tables: Tables, state: State, seat: int, cell: int) -> State:
    p = state.players[seat]
    return _set(state, seat, Player(p.cells, p.workers, cell, p.funds - tables.move_cost, p.vp, p.hand,
                                    p.bought, p.order_tile, p.direction, p.island))


# --- Phase 2: place the island tile, then workers ------------------------------------------
# Rulebook: Phase 2, 2. Placing an 'Island tile': "On any 'space with no tile' adjacent ... to the
#   tile on which your player piece is standing, you can place the 'Island tile' ... front side up
#   or back side up" ... "in which direction ... follows the 'direction' drawn on the 'Direction
#   tile' you acquired."
def place_legal(tables: Tables, book: ActionBook, state: State) -> list[Action]:
    seat = seat_to_act(state)
    p = state.players[seat]
    out: list[Action] = []
    around = tables.neighbours[p.piece]
    for d in allowed_directions(tables, state, p):
        nb = around[DIRS.index(d)]
        if nb >= 0 and not p.cells[nb]:
            out.extend(book.place[seat][nb])
    out.extend(_moves(tables, book, seat, p))
    # Rulebook: Phase 2, "If you cannot place the 'Island tile' in the 'direction' printed on the
    #   'Direction tile', or do not want to place it, remove the acquired 'Island tile' from the
    #   game."
    out.append(book.discard[p.island])
    return out


def apply_place(tables: Tables, state: State, seat: int, cell: int | None, side: str) -> State:
    """Place the island tile on ``cell`` (front/back), or remove it from the game (cell None)."""
    p = state.players[seat]
    board = state.board
    cells = p.cells
    if cell is None:
        board = Board(board.piles, board.this_row, board.next_row, board.removed + (p.island,),
                      board.harbors_used, board.harbor_counts)
    else:
        code = (FRONT if side == "front" else BACK) + p.island
        cells = cells[:cell] + (code,) + cells[cell + 1:]
    p = Player(cells, p.workers, p.piece, p.funds, p.vp, p.hand, p.bought, p.order_tile, p.direction, NO_TILE)
    turn = state.turn
    return _set(state, seat, p, board, Turn(WORK, turn.round, turn.order, turn.index, turn.order_taken,
                                            turn.direction_taken, ()))


# Rulebook: Phase 2, 3. Acquiring a worker marker: "Once during your turn, each player can acquire 1
#   worker marker from the stock by spending 2 funds." 4. Placing worker markers: "If there is an
#   empty 'worker-marker placement space' on an 'Island tile', you can place worker markers from
#   your hand there."
def work_legal(tables: Tables, book: ActionBook, state: State) -> list[Action]:
    p = state.players[seat_to_act(state)]
    out: list[Action] = []
    if not p.bought and p.funds >= tables.worker_cost:
        out.append(BUY)
    if p.hand:
        # Not in the rulebook; README "Worker spaces": every production and commerce tile has a Lv.1
        #   and a Lv.2 space, public tiles and harbors none
        slots, code_tile = tables.code_slots, tables.code_tile
        for cell, code in enumerate(p.cells):
            if slots[code] > p.workers[cell]:
                out.append(book.worker[code_tile[code]])
    out.append(DONE)
    return out


def apply_buy(tables: Tables, state: State, seat: int) -> State:
    p = state.players[seat]
    return _set(state, seat, Player(p.cells, p.workers, p.piece, p.funds - tables.worker_cost, p.vp,
                                    p.hand + 1, True, p.order_tile, p.direction, p.island))


# Rulebook: Phase 2, 4. Placing worker markers: "you must always place it on the 'Lv.1'
#   'worker-marker placement space' first. If a worker marker is already placed there, place the
#   worker marker on the 'Lv.2'"
def apply_worker(tables: Tables, state: State, seat: int, tile: int) -> State:
    """Lv.1 first: a worker always goes on the lowest free level of the tile."""
    p = state.players[seat]
    cell = p.cells.index(FRONT + tile)
    workers = p.workers[:cell] + (p.workers[cell] + 1,) + p.workers[cell + 1:]
    return _set(state, seat, Player(p.cells, workers, p.piece, p.funds, p.vp, p.hand - 1, p.bought,
                                    p.order_tile, p.direction, p.island))


# Rulebook: Phase 2, "if you still have worker markers in your hand, return all of them to the
#   stock, and gain 1 fund for each worker marker returned to the stock." "Worker markers cannot be
#   carried over to the next round."
def apply_work_done(tables: Tables, state: State, seat: int) -> State:
    """Unused workers go back to the stock for 1 fund each."""
    p = state.players[seat]
    p = Player(p.cells, p.workers, p.piece, p.funds + tables.worker_refund * p.hand, p.vp, 0, p.bought,
               p.order_tile, p.direction, p.island)
    turn = state.turn
    nxt = turn.index + 1
    state = _set(state, seat, p, None, Turn(PLACE, turn.round, turn.order, nxt, turn.order_taken,
                                            turn.direction_taken, ()))
    if nxt == len(state.players):
        return flow.end_phase2(tables, state)
    return state


# --- Phase 3: harbor tiles --------------------------------------------------------------------
# Rulebook: Phase 3, 2. Placing a 'Harbor tile': "By spending the funds printed on the 'Harbor tile'
#   according to the round number, you can place a 'Harbor tile' back side up on any 'space with no
#   tile' adjacent" (rounds and costs are stand-ins: README)
def harbor_legal(tables: Tables, book: ActionBook, state: State) -> list[Action]:
    seat = seat_to_act(state)
    p = state.players[seat]
    board = state.board
    out: list[Action] = []
    empty = [nb for nb in tables.neighbours[p.piece] if nb >= 0 and not p.cells[nb]]
    if empty:
        for h in tables.harbor_types:
            cost = h.cost(state.turn.round)
            if cost is not None and p.funds >= cost and board.harbors_used[h.index] < board.harbor_counts[h.index]:
                out.extend(book.build[seat][nb][h.index] for nb in empty)
    out.extend(_moves(tables, book, seat, p))
    out.append(DONE)
    return out


# Rulebook: Phase 3, "The number of 'Harbor tiles' you can place is only 1 per player per round."
#   (building one ends the turn)
def apply_build(tables: Tables, state: State, seat: int, cell: int, h: int) -> State:
    p = state.players[seat]
    b = state.board
    cost = tables.harbor_types[h].cost(state.turn.round)
    if cost is None:  # harbor_legal offers only the types on sale this round
        raise IllegalActionError(_("{harbor} is not on sale in round {round}").format(
            harbor=_(tables.harbor_types[h].name), round=state.turn.round))
    code = HARBOR_TILE + HARBOR_PER_TYPE * h + b.harbors_used[h]
    used = b.harbors_used[:h] + (b.harbors_used[h] + 1,) + b.harbors_used[h + 1:]
    board = Board(b.piles, b.this_row, b.next_row, b.removed, used, b.harbor_counts)
    cells = p.cells[:cell] + (code,) + p.cells[cell + 1:]
    p = Player(cells, p.workers, p.piece, p.funds - cost, p.vp, p.hand, p.bought,
               p.order_tile, p.direction, p.island)
    return harbor_done(tables, _set(state, seat, p, board))


def harbor_done(tables: Tables, state: State) -> State:
    turn = state.turn
    nxt = turn.index + 1
    if nxt == len(state.players):
        return flow.phase4(tables, state)
    return State(state.players, state.board, Turn(HARBOR, turn.round, turn.order, nxt, 0, 0, ()))


# --- Harvest: the jam shop's choice ----------------------------------------------------------
# Not in the rulebook; README (jam shop): how many of the shop's strawberry markers are taken as VP,
#   the rest as funds
def jam_legal(book: ActionBook, tables: Tables, state: State) -> list[Action]:
    seat, cell, markers, _amount = state.turn.pending[0]
    tile = tables.code_tile[state.players[seat].cells[cell]]
    return [book.jam_action(tile, v) for v in range(markers, -1, -1)]
