"""Frozen game state (tuples only, so repr is stable) and the mutable working copies apply uses.

Hidden stacks are multisets: the unseen building tiles, crates and fishing tokens are sorted
tuples and every draw from them is a chance decision. Face-up tops are kept separately.
"""

from __future__ import annotations

from dataclasses import dataclass
from typing import TYPE_CHECKING, cast

from tabletop.core import WorkingCopy, field_names

from .items import Chance, Pending, Stage

# occupancy codes of a village cell
VACANT, WHITE_DIE, ORANGE_DIE, WORKER = 0, 1, 2, 3


@dataclass(frozen=True, slots=True)
class Player:
    res: tuple[int, ...]  # cubes per storage room, in tables.RES order
    vp: int  # green points scored so far (lightning tiles included)
    board: int  # index into tables.boards (-1 before it is dealt)
    grid: tuple[int, ...]  # 36 square indexes, row-major; 0 = empty space
    occ: tuple[int, ...]  # 36 occupancy codes (die, worker)
    tiles: tuple[tuple[str, int, int], ...]  # placed tiles: (tile id, anchor cell, rotation)
    workers: int  # workers on the worker space (free to use)
    tech: tuple[int, ...]  # level 0..4 on each track (4 = the scoring tile on top)
    area: int  # fjord area of the fishing boat, 0 = harbour
    boat_up: bool  # upgraded boat side (4 spaces and the x2 space)
    boat: tuple[str, ...]  # fishing tokens on the boat tile
    catch: tuple[str, ...]  # collected fishing tokens next to the board
    piers: tuple[tuple[str, ...], ...]  # crates outside each of the 4 piers
    abilities: tuple[str, ...]
    white: int  # white dice taken this round
    orange: int
    retired: bool
    dice: tuple[tuple[int, int, int], ...]  # dice on the board: (is_row, line 1..6, cell or -1)
    lift: int  # 3 while the "lift" tile is face up, 0 once flipped this round
    wagons: tuple[int, ...]  # wagon cells (advanced game)
    wagon_wait: int  # wagons gained but waiting for the top-left space to clear
    start_set: int  # the starting set chosen (-1 before)


class PlayerW:
    """Mutable working copy of a Player inside one ``apply`` (its fields keep their tuples)."""

    __slots__ = field_names(Player)
    res: tuple[int, ...]
    vp: int
    board: int
    grid: tuple[int, ...]
    occ: tuple[int, ...]
    tiles: tuple[tuple[str, int, int], ...]
    workers: int
    tech: tuple[int, ...]
    area: int
    boat_up: bool
    boat: tuple[str, ...]
    catch: tuple[str, ...]
    piers: tuple[tuple[str, ...], ...]
    abilities: tuple[str, ...]
    white: int
    orange: int
    retired: bool
    dice: tuple[tuple[int, int, int], ...]
    lift: int
    wagons: tuple[int, ...]
    wagon_wait: int
    start_set: int

    def freeze(self) -> Player:
        """This very object becomes the Player (the layouts match): no copy."""
        return _PLAYERS.freeze(self)

    def add(self, index: int, n: int) -> None:
        r = list(self.res)
        r[index] += n
        self.res = tuple(r)

    def add_vec(self, vec: tuple[int, ...], sign: int = 1) -> None:
        self.res = tuple(a + sign * b for a, b in zip(self.res, vec, strict=True))

    def set_cell(self, field: str, cell: int, value: int) -> None:
        t: list[int] = list(getattr(self, field))
        t[cell] = value
        setattr(self, field, tuple(t))


_PLAYERS = WorkingCopy(Player, PlayerW)
thaw_player = _PLAYERS.thaw
AnyPlayer = Player | PlayerW  # read-only helpers take a player either way


@dataclass(frozen=True, slots=True)
class Deal:
    """What only setup and the starting sets use, kept apart so the state copies fast in play."""

    spool: tuple[str, ...]  # starting crates not yet dealt
    ab_pool: tuple[str, ...]  # ability tiles not yet dealt
    tile_pool: tuple[str, ...]  # scoring tiles not yet dealt
    sets: tuple[tuple[str, str, str], ...]  # starting sets (ability, building, resources); "" = taken
    choose_order: tuple[int, ...]  # seats still to choose a starting set, in order
    board_pool: tuple[int, ...]  # player boards not yet dealt
    set_pool: tuple[tuple[str, ...], tuple[str, ...]]  # undealt starting buildings and resource tiles


if TYPE_CHECKING:
    # checked as dataclasses.replace (field names and value types), whose semantics it has
    from dataclasses import replace

    new_deal = replace
else:
    new_deal = WorkingCopy(Deal).replace


# a fishing-token stack: (known top tokens, unseen count, known bottom tokens)
Stack = tuple[tuple[str, ...], int, tuple[str, ...]]


@dataclass(frozen=True, slots=True)
class State:
    n: int
    solo: bool
    wagons: bool  # the advanced game
    side: str  # player-board side, "a" or "b"
    round: int  # 1..3
    phase: str  # "setup" (chance), "sets" (choose starting sets), "play", "over"
    seat: int  # the seat to act (in play and sets)
    start: int  # starting player of this round
    stage: Stage  # what the seat to act is doing (items.py)
    pending: tuple[Pending, ...]  # effects still to resolve, front first
    chance: tuple[Chance, ...]  # chance decisions still to make, front first
    players: tuple[Player, ...]
    pool: tuple[int, ...]  # dice in the dice areas: white 1..6 then orange 1..6
    tdice: tuple[tuple[int, int], ...]  # solo: (white value, orange value) on each tavern, 0 = none
    taverns: tuple[int, ...]  # seat whose marker is in each tavern, -1 empty
    btops: tuple[str, ...]  # face-up top tile of each building stack ("" = empty)
    bleft: tuple[int, ...]  # unseen tiles under each top
    bpool: tuple[tuple[str, ...], ...]  # unseen building tiles per shape (multiset)
    ctops: tuple[str, ...]  # face-up crate on each crate space
    cleft: tuple[int, ...]  # face-down crates under each top
    cpool: tuple[str, ...]  # unseen crates (multiset shared by the four stacks)
    fjord: tuple[tuple[Stack, ...], ...]  # per area, per type
    fpool: tuple[tuple[str, ...], ...]  # unseen fishing tokens per type (shared by that type's stacks)
    drawn: tuple[str, ...]  # fishing tokens just drawn, awaiting a keep
    ab_board: tuple[str, ...]  # ability tiles on the board's ability spaces
    tops: tuple[str, ...]  # scoring tile on top of each technology track
    specials: tuple[str, ...]  # solo special scoring tiles
    race: int  # players who reached the "race" scoring tile
    deal: Deal


class StateW:
    """Mutable working copy of a State; players are thawed on first use (``p``)."""

    __slots__ = (*field_names(State), "_thawed")
    n: int
    solo: bool
    wagons: bool
    side: str
    round: int
    phase: str
    seat: int
    start: int
    stage: Stage
    pending: tuple[Pending, ...]
    chance: tuple[Chance, ...]
    # frozen players, and (after ``sync``) the thawed ones in their seats
    players: tuple[Player | PlayerW, ...]
    pool: tuple[int, ...]
    tdice: tuple[tuple[int, int], ...]
    taverns: tuple[int, ...]
    btops: tuple[str, ...]
    bleft: tuple[int, ...]
    bpool: tuple[tuple[str, ...], ...]
    ctops: tuple[str, ...]
    cleft: tuple[int, ...]
    cpool: tuple[str, ...]
    fjord: tuple[tuple[Stack, ...], ...]
    fpool: tuple[tuple[str, ...], ...]
    drawn: tuple[str, ...]
    ab_board: tuple[str, ...]
    tops: tuple[str, ...]
    specials: tuple[str, ...]
    race: int
    deal: Deal
    _thawed: dict[int, PlayerW]  # the players thawed so far, by seat

    def p(self, seat: int) -> PlayerW:
        w = self._thawed.get(seat)
        if w is None:
            # not thawed yet, so ``players`` holds its frozen Player (sync adds thawed ones only)
            w = self._thawed[seat] = thaw_player(cast(Player, self.players[seat]))
        return w

    def sync(self) -> None:
        """Put the thawed players into ``players`` so read-only helpers see them (they read the
        same attributes; they are frozen once, by freeze, instead of at every settling step)."""
        thawed = self._thawed
        if thawed:
            ps = self.players
            if any(ps[seat] is not w for seat, w in thawed.items()):
                lst = list(ps)
                for seat, w in thawed.items():
                    lst[seat] = w
                self.players = tuple(lst)

    def freeze(self) -> State:
        if self._thawed:
            ps = list(self.players)
            for seat, w in self._thawed.items():
                ps[seat] = w.freeze()
            self.players = tuple(ps)
            self._thawed = {}  # still usable: a seat touched again is thawed again
        return _STATES.freeze(self)

    def push(self, *items: Pending) -> None:
        """Put effects at the front of the queue (the first item resolves first)."""
        self.pending = (*items, *self.pending)

    def queue_chance(self, *items: Chance) -> None:
        self.chance = (*self.chance, *items)


_STATES = WorkingCopy(State, StateW, fresh={"_thawed": dict})
thaw = _STATES.thaw
AnyState = State | StateW  # read-only helpers take a state either way


def remove_one(pool: tuple[str, ...], item: str) -> tuple[str, ...]:
    i = pool.index(item)
    return pool[:i] + pool[i + 1:]


def cell_of(col: int, row: int) -> int:
    """Cell index of column and row, both 1-based like the printed board."""
    return (row - 1) * 6 + (col - 1)
