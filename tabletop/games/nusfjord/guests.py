"""Guests (the Besøkende deck, rulebook p. 17, "Guests").

A player's Guests in the personal supply are ``Player.guests``; Guests on ships are the bits of
``Player.boarded`` (bit i: a Guest on ``ships[i]``). With the Herring deck both stay 0 and none
of this is ever offered.
"""

from __future__ import annotations

from typing import TYPE_CHECKING, Any

from . import ops
from .records import Guests

if TYPE_CHECKING:
    from .state import AnyGame, AnySeat, Game
    from .tables import Tables

WOOD_PER_GUEST, FISH_PER_GUEST = 2, 3  # "reduce the Building cost by 2 wood or 3 fish" (§12)


def on_ships(p: AnySeat) -> int:
    return p.boarded.bit_count()


def boardable(p: AnySeat) -> list[int]:
    """Track indices of ships without a Guest: never the preprinted catboat (not in ``ships``)
    and never a Castaway raft (a raft is not a ship, p. 18)."""
    b = p.boarded
    return [i for i, kind in enumerate(p.ships) if kind != "raft" and not (b >> i) & 1]


def board_actions(tables: Tables, game: AnyGame, seat: int) -> list[Any]:
    """'Guests on Ships' (§12): 1 Guest from the supply onto a ship without one."""
    p = ops.look(game, seat)
    if not p.guests:
        return []
    return [tables.act("board", f"ship:{seat}:{i}") for i in boardable(p)]


def board(game: Game, seat: int, index: int) -> None:
    p = game.players[seat]
    p.guests -= 1
    p.boarded |= 1 << index


def receive(game: Game, seat: int, n: int = 1) -> None:
    """Take ``n`` Guests into the personal supply; then the player may place them on ships
    ("even right after you receive a Guest", §12): a ``guests`` window, dropped by the flow
    when there is nothing to place."""
    if n <= 0:
        return
    game.players[seat].guests += n
    game.tasks.append(Guests(seat=seat))


def remove_ship(game: Game, seat: int, index: int) -> str:
    """Take ships[index] off the track; its Guest (if any) goes back to the general supply (§12)."""
    p = game.players[seat]
    b = p.boarded
    low = b & ((1 << index) - 1)
    p.boarded = low | ((b >> (index + 1)) << index)
    ships = p.ships
    p.ships = ships[:index] + ships[index + 1:]
    return ships[index]


def payments(wood: int, fish: int, guests: int) -> list[tuple[int, int, int, int]]:
    """Ways to return Guests against a wood/fish cost: (guests on wood, guests on fish, wood
    left, fish left). Only payments where every Guest returned reduces something (a Guest
    that saves nothing is never offered); the last Guest on a good may overpay (no change)."""
    out = []
    max_w = min(guests, -(-wood // WOOD_PER_GUEST))
    for kw in range(max_w + 1):
        max_f = min(guests - kw, -(-fish // FISH_PER_GUEST))
        for kf in range(max_f + 1):
            if kw or kf:
                out.append((kw, kf, max(0, wood - WOOD_PER_GUEST * kw), max(0, fish - FISH_PER_GUEST * kf)))
    return out


def can_pay(wood: int, fish: int, guests: int, cost_w: int, cost_f: int) -> bool:
    """Is some Guest payment of the wood/fish cost affordable (the gold cost is checked apart)?"""
    max_w = min(guests, -(-cost_w // WOOD_PER_GUEST))
    for kw in range(max_w + 1):
        if wood >= cost_w - WOOD_PER_GUEST * kw and fish >= cost_f - FISH_PER_GUEST * (guests - kw):
            return True
    return False


def guest_arg(kw: int, kf: int) -> str:
    return f"guests:{kw}:{kf}"


def parse_guest_arg(arg: str) -> tuple[int, int]:
    _, kw, kf = arg.split(":")
    return int(kw), int(kf)
