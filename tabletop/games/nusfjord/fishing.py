"""Distributing a haul (rulebook p. 6): the five steps in their exact order.

1 Elders (Freed Willy first for everybody; the Old Man swallows his fish), 2 own shares
abroad (Action board first), 3 own shares at home, 4 reserve up to its limit, 5 the rest
back. When fish run short in step 1 or 2 the player chooses, one fish at a time.
Fish on shares are credited to the holder at once: that is where the end-of-phase
payout would put them, and nothing in between can see the difference.
"""

from __future__ import annotations

from typing import TYPE_CHECKING

from . import ops
from .effects import special
from .records import FeedElder, FeedShare

if TYPE_CHECKING:
    from .state import AnySeat, Game
    from .tables import Tables


def pay(game: Game, seat: int, amount: int, good: str) -> None:
    p = game.players[seat]
    if good == "gold":
        p.gold += amount
    else:
        p.fish += amount


def own_elders(p: AnySeat) -> list[str]:
    return [e[0] for e in p.elders if e[0] != "freed_willy"]


def run_dist(tables: Tables, game: Game, seat: int, amount: int, step: int, good: str) -> None:
    p = game.players[seat]
    if step <= 1 and amount > 0:
        owner, wi = ops.willy_owner(game)
        if owner >= 0:
            ops.feed_elder(tables, game, owner, wi, good, seat)
            amount -= 1
        keys = own_elders(p)
        if amount < len(keys):
            if amount > 0:
                game.tasks.append(FeedElder(seat=seat, amount=amount, good=good))
            return
        for i, e in enumerate(p.elders):
            if e[0] != "freed_willy":
                ops.feed_elder(tables, game, seat, i, good)
        amount -= len(keys)
    if amount <= 0:
        return
    # step 2: own shares in foreign possession, Action board first
    amount -= min(amount, game.share_board[seat])
    abroad = tuple([0 if q == seat else ops.look(game, q).held[seat] for q in range(game.n)])
    if amount < sum(abroad):
        holders = [q for q in range(game.n) if abroad[q]]
        if len(holders) == 1 and amount > 0:
            pay(game, holders[0], amount, good)
        elif amount > 0:
            game.tasks.append(FeedShare(seat=seat, amount=amount, good=good, left=abroad))
        return
    for q, count in enumerate(abroad):
        if count:
            pay(game, q, count, good)
    amount -= sum(abroad)
    finish(tables, game, seat, amount, good)


def finish(tables: Tables, game: Game, seat: int, amount: int, good: str) -> None:
    """Steps 3-5: own shares at home, reserve up to its limit, the rest back."""
    p = game.players[seat]
    home = min(amount, p.held[seat])
    pay(game, seat, home, good)
    amount -= home
    if p.boarded:  # Besøkende: 1 fish per Guest on a ship, after the shares at home (p. 17)
        riders = min(amount, p.boarded.bit_count())
        pay(game, seat, riders, good)
        amount -= riders
    limit = tables.reserve_limit + special(tables, p, "reserve_limit")
    if good == "gold":
        room = max(0, limit - p.res_gold)
        p.res_gold += min(room, amount)
    else:
        room = max(0, limit - p.res_fish)
        p.res_fish += min(room, amount)


def haul_for(tables: Tables, game: Game, seat: int) -> tuple[int, str]:
    """What the seat distributes this Fishing Phase: fish, or gold after the Old Man."""
    p = game.players[seat]
    if p.old_man:
        p.old_man = 0
        return ops.issued_shares(tables, p), "gold"
    return ops.haul_size(tables, p), "fish"
