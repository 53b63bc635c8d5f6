"""Madeira state: frozen, slotted dataclasses holding only tuples and ints (repr is the digest).

Board encoding (indices are fixed by the component tables):
fields 0..13 and the forest 14; city spaces c*12+i (district i//2, -1 empty, -2 neutral,
else a seat); trade-route spaces m*4+j and colony ship spaces c*5+j (-1 empty, else a seat);
buildings 0..4 in Phase C order.
"""

from __future__ import annotations

from dataclasses import dataclass
from typing import TYPE_CHECKING, Literal, NamedTuple, TypeVar, get_args

from tabletop.core import replacer

EMPTY = -1
NEUTRAL = -2

# ---- the frames of composite actions (state.stack; the top frame decides) --------------------
# One named tuple per kind of frame. Each prints and dumps as the plain tuple (kind, seat, count,
# data) it was before it had names, so a save's digest does not change.

class Character(NamedTuple):  # "act": a die on a building: its character's action, harvest or skip
    kind: Literal["act"]
    seat: int
    building: int  # the building the die was placed on
    data: tuple[()] = ()


class Moves(NamedTuple):  # Steward, Commander, Customs House: each piece moves once
    kind: Literal["steward", "ship", "colony"]
    seat: int
    left: int  # moves left
    moved: tuple[int, ...]  # where the pieces moved so far went (board.moved_code, ship spaces)


class CityMoves(NamedTuple):  # Capitania and the city guild tiles: workers to city spaces
    kind: Literal["city"]
    seat: int
    left: int
    gains: tuple[int, ...]  # the prestige points per move, then where the workers went

    @property
    def moved(self) -> tuple[int, ...]:
        return self.gains[1:]


class Again(NamedTuple):  # Harvest +1 and the Engineer: harvest again in the area
    kind: Literal["again"]
    seat: int
    left: int
    area: tuple[int]  # the area harvested


class Tower(NamedTuple):  # Fortress and the tower guild tiles: workers to the watchtower
    kind: Literal["tower"]
    seat: int
    left: int
    discard: tuple[int]  # pirate points discarded per worker


class Counted(NamedTuple):  # up to ``left`` tiles bought, pieces moved, tiles flipped, wood taken
    kind: Literal["buy", "mayor", "flip", "trees", "gain"]
    seat: int
    left: int
    data: tuple[()] = ()


class RewardFrame(NamedTuple):  # one of the colony's Royal reward tiles to carry out
    kind: Literal["reward"]
    seat: int
    colony: int
    data: tuple[()] = ()


class Single(NamedTuple):  # one choice: National wealth, Bishop, Lady, Scout
    kind: Literal["wealth", "bishop", "lady", "scout"]
    seat: int
    unused: int = 0
    data: tuple[()] = ()


Frame = Character | Moves | CityMoves | Again | Tower | Counted | RewardFrame | Single

F = TypeVar("F", bound=tuple[object, ...])


def _plain(self: tuple[object, ...]) -> str:
    return tuple.__repr__(self)


for _record in get_args(Frame):
    setattr(_record, "__repr__", _plain)  # noqa: B010 (a NamedTuple's body may not set it)


@dataclass(frozen=True, slots=True)
class Player:
    goods: tuple[int, int, int]  # wheat, sugar, wine
    wood: int
    bread: int
    reals: int
    pp: int
    pirates: int  # secret total (the view shows the others only 0 or "?")
    # The total as every seat can add it up from the amounts the log shows (taken amounts;
    # discards are always the most allowed). The bots' samples use it, never ``pirates``.
    pirates_known: int
    mill: int  # windmill level
    dice: tuple[int, ...]  # guild dice at home this round
    crowns: tuple[str, ...]  # crown requests in hand
    guild_up: tuple[str, ...]  # face-up guild tiles
    guild_down: tuple[str, ...]  # face-down guild tiles


@dataclass(frozen=True, slots=True)
class State:
    players: tuple[Player, ...]
    round: int  # 0 during the deal and the opening, then 1..5
    phase: str  # deal, open, A, B, C, D, E, end
    step: int  # position inside the phase
    cursor: int  # whose turn inside the step
    order: tuple[int, ...]  # seats in pass-column order (the turn order outside Phase B)
    # island
    field_workers: tuple[tuple[int, ...], ...]  # 15 entries (forest last): seats present
    trees: tuple[int, ...]
    crops: tuple[int, ...]  # current crop of each field (0 wheat, 1 sugar, 2 wine)
    # cities, watchtower, colonies, markets
    city: tuple[int, ...]  # 36 spaces
    districts: tuple[str, ...]  # 18 districts: guild tile id lying there, "" when built
    tower: tuple[int, ...]  # workers per seat
    colony_workers: tuple[tuple[int, ...], ...]  # [colony][seat]
    routes: tuple[int, ...]  # 12 trade-route spaces
    colony_ships: tuple[int, ...]  # 15 colony spaces
    rewards: tuple[tuple[str, ...], ...]  # royal rewards per colony
    # guild board
    row_dice: tuple[tuple[int, ...], ...]
    row_crowns: tuple[tuple[str, ...], ...]
    row_disc: tuple[int, ...]  # dice column: seat or -1
    pass_disc: tuple[int, ...]  # pass rows I..IV: seat or -1
    pass_side: tuple[int, ...]  # 0 left, 1 right
    pirate_dice: tuple[int, ...]  # on the watchtower
    # buildings
    char_at: tuple[int, ...]  # building of each character, -1 outside Phase A..C
    bdice: tuple[tuple[tuple[int, int, int], ...], ...]  # per building: (value, seat, is_pirate)
    markers: tuple[tuple[int, ...], ...]  # per building: one seat entry per action marker
    # turn
    passed: tuple[bool, ...]
    used_guild: bool  # a guild tile was used this turn
    turn_done: bool  # the die is placed / the disc passed / the cost settled
    noble: bool
    diplomat: bool
    engineer: bool
    wood_bought: int  # wood bought this turn (the price table is per turn)
    targets: tuple[int, ...]  # Phase E: targets already scored this round by the acting seat
    stack: tuple[Frame, ...]


if TYPE_CHECKING:
    # checked as dataclasses.replace (field names and value types), whose semantics it has
    from dataclasses import replace

    evolve = replace
else:
    # dataclasses.replace without its checks and without the frozen __init__: the playout
    # hot path copies states a lot. An unknown field name raises AttributeError.
    evolve = replacer(Player, State)


def top_frame(state: State, kind: type[F]) -> F:
    """The top frame, which must be of this kind (its actions are offered only for it)."""
    frame = state.stack[-1]
    assert isinstance(frame, kind), frame
    return frame
