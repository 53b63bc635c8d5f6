"""The Besøkende deck (701-754, Guests; rulebook p. 17): effect functions keyed by card id.

The card list is not in the rulebook: apart from 701 Moot Hall (name, VP
and effect from the scrape, cost from the Guests example) every card is a stand-in built from
the Herring primitives plus a few Guest primitives (resources/games/nusfjord/README.md).
Cards with no effect entry (victory cards with a fixed value) need none.
"""

from __future__ import annotations

from collections.abc import Callable
from typing import TYPE_CHECKING, Any

from . import guests, ops
from .describe import goods_words
from .effects import Effect, Trade
from .herring import _free_ship, _gain, _per, _reforest, _reserve_wood, _ships, _trade, _wood_room
from .i18n import _

if TYPE_CHECKING:
    from .state import AnyGame, AnySeat, Game
    from .tables import Tables


def _receive(n: int) -> Any:
    def fn(tables: Tables, game: Game, seat: int) -> None:
        guests.receive(game, seat, n)
    return fn  # not a plain gain: receiving opens the Guests-on-ships window


def _guests_per(count: Callable[[Tables, AnySeat], int]) -> Effect:
    """Immediately: a Guest per something counted on the player."""
    def can(tables: Tables, game: AnyGame, seat: int) -> bool:
        return count(tables, ops.look(game, seat)) > 0

    def do(tables: Tables, game: Game, seat: int) -> None:
        guests.receive(game, seat, count(tables, game.players[seat]))
    return Effect(can_immediate=can, immediate=do)


def _moot_hall_can(tables: Tables, game: AnyGame, seat: int) -> bool:
    return ops.total_forests(ops.look(game, seat)) > 0


def _moot_hall(tables: Tables, game: Game, seat: int) -> None:
    """701 (scrape): remove all of your forests; +1 wood & +1 Guest per forest removed."""
    p = game.players[seat]
    n = ops.total_forests(p)
    p.forests = (0,) * len(p.forests)
    ops.gain(tables, game, seat, wood=n)
    guests.receive(game, seat, n)


def _guest_trade(option: str, label: str, get: tuple[int, int, int]) -> Trade:
    """At any time: return 1 Guest to the general supply for goods (a 'further way' to use Guests)."""
    def can(tables: Tables, game: AnyGame, seat: int) -> bool:
        return ops.look(game, seat).guests > 0

    def do(tables: Tables, game: Game, seat: int) -> None:
        game.players[seat].guests -= 1
        ops.gain(tables, game, seat, wood=get[0], fish=get[1], gold=get[2])
    def words(ship: str) -> str:
        return _("Return 1 Guest for {get}").format(get=goods_words(*get))
    return Trade(option, label, can, do, words=words)


def _quay(tables: Tables, game: Game, seat: int) -> None:
    p = game.players[seat]
    p.res_gold += 1
    p.res_wood += 2


def _hotel_ready(tables: Tables, game: AnyGame, seat: int) -> bool:
    return guests.on_ships(ops.look(game, seat)) >= 2


def _buildings(tables: Tables, p: AnySeat) -> int:
    return len(ops.buildings(p))


EFFECTS: dict[str, Effect] = {
    "701": Effect(can_immediate=_moot_hall_can, immediate=_moot_hall),
    "702": Effect(immediate=_receive(1)),
    "703": Effect(immediate=_gain(fish=2)),
    "704": _free_ship("sloop"),
    "705": Effect(immediate=_quay),
    "706": Effect(can_immediate=_wood_room, immediate=_gain(wood=3)),
    "707": _reforest(2, 2),
    "708": _guests_per(_buildings),
    "709": _per(lambda tables, p: p.guests, gold=1),
    "710": Effect(whenever={"serve": _receive(1)}),
    "711": Effect(whenever={"ship": _gain(wood=2)}),
    "712": Effect(special={"before_ship_wood": 3}, whenever={"before_ship": _gain(wood=3)}),
    "713": Effect(whenever={"reforest": _receive(1)}),
    "714": Effect(whenever={"building": _reserve_wood(2)}),
    "715": Effect(special={"ship_wood": 1}),
    "716": Effect(special={"reserve_limit": 2}),
    "717": Effect(special={"refill_wood": 3}),
    "721": _per(lambda tables, p: len(p.elders), gold=1),
    "722": Effect(immediate=_receive(2)),
    "723": Effect(anytime=(_guest_trade("guest_gold", "Return 1 Guest for 2 gold", (0, 0, 2)),)),
    "724": Effect(anytime=(_guest_trade("guest_fish", "Return 1 Guest for 4 fish", (0, 4, 0)),)),
    "725": Effect(anytime=(_trade("wood_gold", "Trade 4 wood for 1 gold", (4, 0, 0), (0, 0, 1)),)),
    "726": Effect(special={"haul": 1}),
    "727": Effect(immediate=_gain(gold=3)),
    "728": Effect(whenever={"thin": _gain(wood=2)}),
    "729": Effect(whenever={"ship": _receive(1)}),
    "730": Effect(special={"schooner_gold": 1}),
    "731": Effect(whenever={"buy": _gain(fish=2)}),
    "732": Effect(vp=lambda tables, p: guests.on_ships(p)),
    "741": Effect(can_immediate=_wood_room, immediate=_gain(wood=4)),
    "742": _per(_ships, gold=1),
    "743": Effect(once_ready=_hotel_ready, once=_gain(gold=4)),
    "744": Effect(immediate=_gain(gold=5)),
    "745": Effect(immediate=_receive(3)),
    "746": _per(lambda tables, p: len(p.elders), fish=2),
    "747": Effect(special={"unissued_free": 1}),
    "749": Effect(vp=lambda tables, p: p.guests),
    "751": Effect(vp=lambda tables, p: 2 * (1 + _ships(tables, p))),
    "752": Effect(vp=lambda tables, p: max(0, ops.haul_size(tables, p) - 5)),
    "753": Effect(vp=lambda tables, p: 2 * len(p.elders)),
    "754": Effect(vp=lambda tables, p: (p.guests + guests.on_ships(p)) // 2),
}
