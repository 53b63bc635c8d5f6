"""Frozen game state (tuples only, so repr is stable) and the mutable working copies apply uses.

Hidden stacks are multisets: the unseen building tiles, crates and fishing tokens are sorted
tuples and every draw from them is a chance decision. Face-up tops are kept separately.
"""

from __future__ import annotations

from dataclasses import dataclass
from operator import attrgetter

# occupancy codes of a village cell
VACANT, WHITE_DIE, ORANGE_DIE, WORKER = 0, 1, 2, 3

PLAYER_FIELDS = (
    "res", "vp", "board", "grid", "occ", "tiles", "workers", "tech", "area", "boat_up", "boat",
    "catch", "piers", "abilities", "white", "orange", "retired", "dice", "lift", "wagons",
    "wagon_wait", "start_set",
)


@dataclass(frozen=True)  # no slots: thaw and freeze copy the __dict__ in one call
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


_PLAYER_GET = attrgetter(*PLAYER_FIELDS)
_NEW = object.__new__


class PlayerW:
    """Mutable working copy of a Player inside one ``apply`` (a plain object: cheap to fill)."""

    def freeze(self) -> Player:
        obj = _NEW(Player)
        obj.__dict__.update(self.__dict__)  # a frozen dataclass's __dict__: filled once, in C
        return obj

    def add(self, index: int, n: int) -> None:
        r = list(self.res)
        r[index] += n
        self.res = tuple(r)

    def add_vec(self, vec: tuple[int, ...], sign: int = 1) -> None:
        self.res = tuple(a + sign * b for a, b in zip(self.res, vec, strict=True))

    def set_cell(self, field: str, cell: int, value: int) -> None:
        t = list(getattr(self, field))
        t[cell] = value
        setattr(self, field, tuple(t))


def thaw_player(p: Player) -> PlayerW:
    w = PlayerW()
    w.__dict__.update(p.__dict__)
    return w


STATE_FIELDS = (
    "n", "solo", "wagons", "side", "round", "phase", "seat", "start", "stage", "pending", "chance",
    "players", "pool", "tdice", "taverns", "btops", "bleft", "bpool", "ctops", "cleft", "cpool",
    "fjord", "fpool", "drawn", "ab_board", "tops", "specials", "race", "deal",
)
DEAL_FIELDS = ("spool", "ab_pool", "tile_pool", "sets", "choose_order", "board_pool", "set_pool")


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


@dataclass(frozen=True)  # no slots, like Player
class State:
    n: int
    solo: bool
    wagons: bool  # the advanced game
    side: str  # player-board side, "a" or "b"
    round: int  # 1..3
    phase: str  # "setup" (chance), "sets" (choose starting sets), "play", "over"
    seat: int  # the seat to act (in play and sets)
    start: int  # starting player of this round
    stage: tuple  # ("main",) | ("die", color, value) | ("act", is_row, line, last, color) | ("set",) | ("startbld",)
    pending: tuple  # effects still to resolve, front first
    chance: tuple  # chance decisions still to make, front first
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
    fjord: tuple  # per area, per type: (known top tokens, unseen count, known bottom tokens)
    fpool: tuple[tuple[str, ...], ...]  # unseen fishing tokens per type (shared by that type's stacks)
    drawn: tuple[str, ...]  # fishing tokens just drawn, awaiting a keep
    ab_board: tuple[str, ...]  # ability tiles on the board's ability spaces
    tops: tuple[str, ...]  # scoring tile on top of each technology track
    specials: tuple[str, ...]  # solo special scoring tiles
    race: int  # players who reached the "race" scoring tile
    deal: Deal

    # read access to the setup-only fields, as if they were fields of the state
    spool = property(lambda self: self.deal.spool)
    ab_pool = property(lambda self: self.deal.ab_pool)
    tile_pool = property(lambda self: self.deal.tile_pool)
    sets = property(lambda self: self.deal.sets)
    choose_order = property(lambda self: self.deal.choose_order)
    board_pool = property(lambda self: self.deal.board_pool)
    set_pool = property(lambda self: self.deal.set_pool)




class StateW:
    """Mutable working copy of a State; players are thawed on first use. The Deal fields read
    through to ``deal`` until assigned; freeze folds assigned ones into a new Deal."""

    def __getattr__(self, name: str):
        if name in DEAL_FIELDS:
            return getattr(self.__dict__["deal"], name)
        raise AttributeError(name)

    def p(self, seat: int) -> PlayerW:
        w = self._thawed.get(seat)
        if w is None:
            w = thaw_player(self.players[seat])
            self._thawed[seat] = w
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
            self._thawed = {}
        d = self.__dict__
        if len(d) > _PLAIN_LEN:  # some Deal field was assigned
            deal = d["deal"]
            d["deal"] = Deal(*(d.pop(name) if name in d else getattr(deal, name) for name in DEAL_FIELDS))
        obj = _NEW(State)
        od = obj.__dict__
        od.update(d)
        del od["_thawed"]
        return obj

    def push(self, *items: tuple) -> None:
        """Put effects at the front of the queue (the first item resolves first)."""
        self.pending = (*items, *self.pending)

    def queue_chance(self, *items: tuple) -> None:
        self.chance = (*self.chance, *items)


_PLAIN_LEN = len(STATE_FIELDS) + 1  # the fields and _thawed


def thaw(s: State) -> StateW:
    w = StateW()
    d = w.__dict__
    d.update(s.__dict__)
    d["_thawed"] = {}
    return w


def remove_one(pool: tuple[str, ...], item: str) -> tuple[str, ...]:
    i = pool.index(item)
    return pool[:i] + pool[i + 1:]


def cell_of(col: int, row: int) -> int:
    """Cell index of column and row, both 1-based like the printed board."""
    return (row - 1) * 6 + (col - 1)
