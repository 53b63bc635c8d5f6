"""Madeira state: frozen, slotted dataclasses holding only tuples and ints (repr is the digest).

Board encoding (indices are fixed by the component tables):
fields 0..13 and the forest 14; city spaces c*12+i (district i//2, -1 empty, -2 neutral,
else a seat); trade-route spaces m*4+j and colony ship spaces c*5+j (-1 empty, else a seat);
buildings 0..4 in Phase C order.
"""

from __future__ import annotations

from dataclasses import dataclass
from typing import TYPE_CHECKING

from tabletop.core import replacer

EMPTY = -1
NEUTRAL = -2

# A frame of a composite action: (kind, seat, count, data). The top frame decides.
Frame = tuple[str, int, int, tuple[int, ...]]


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
