"""The Herring deck (101-154): effect functions keyed by card id.

Names, letters and categories are public; the effect texts of 101-105, 107, 110, 112, 114,
123, 124, 131, 144 and 151 survive in the rulebook scrape; every other effect is a
stand-in in the spirit of the card's name (see resources/games/nusfjord/README.md).
"""

from __future__ import annotations

from collections.abc import Callable
from typing import TYPE_CHECKING, Any

from . import ops
from .describe import goods_words
from .effects import Effect, Trade, plain
from .i18n import _
from .records import Reforest
from .work import push, start_ship

if TYPE_CHECKING:
    from .state import AnyGame, AnySeat, Game
    from .tables import Tables


def _gain(wood: int = 0, fish: int = 0, gold: int = 0) -> Any:
    def fn(tables: Tables, game: Game, seat: int) -> None:
        ops.gain(tables, game, seat, wood=wood, fish=fish, gold=gold)
    return plain(fn)


def _reserve_wood(wood: int) -> Any:
    def fn(tables: Tables, game: Game, seat: int) -> None:
        game.players[seat].res_wood += wood
    return plain(fn)


def _wood_room(tables: Tables, game: AnyGame, seat: int) -> bool:
    return ops.look(game, seat).wood < tables.wood_limit


def _free_ship(kind: str) -> Effect:
    def can(tables: Tables, game: AnyGame, seat: int) -> bool:
        return bool(ops.ship_options(tables, game, seat, 0, kind))

    def do(tables: Tables, game: Game, seat: int) -> None:
        start_ship(tables, game, seat, 0, kind)
    return Effect(can_immediate=can, immediate=do)


def _per(count: Callable[[Tables, AnySeat], int], wood: int = 0, fish: int = 0, gold: int = 0) -> Effect:
    """Immediately: goods per something counted on the player."""
    def can(tables: Tables, game: AnyGame, seat: int) -> bool:
        return count(tables, ops.look(game, seat)) > 0

    def do(tables: Tables, game: Game, seat: int) -> None:
        n = count(tables, game.players[seat])
        ops.gain(tables, game, seat, wood=wood * n, fish=fish * n, gold=gold * n)
    return Effect(can_immediate=can, immediate=do)


def _ships(tables: Tables, p: AnySeat) -> int:
    return sum(1 for s in p.ships if s != "raft")


def _reforest(times: int, forests: int) -> Effect:
    def can(tables: Tables, game: AnyGame, seat: int) -> bool:
        return bool(ops.free_doubles(tables, ops.look(game, seat)))

    def do(tables: Tables, game: Game, seat: int) -> None:
        # the first reforest is what the player chose "use" for; further ones may be skipped
        push(game, Reforest(seat=seat, forests=forests, mode="reforest"),
             *[Reforest(seat=seat, optional=1, forests=forests, mode="reforest")] * (times - 1))
    return Effect(can_immediate=can, immediate=do)


def _yard(tables: Tables, game: Game, seat: int) -> None:
    p = game.players[seat]
    p.res_gold += 2
    p.res_wood += 1


def _trade(option: str, label: str, pay: tuple[int, int, int], get: tuple[int, int, int]) -> Trade:
    def can(tables: Tables, game: AnyGame, seat: int) -> bool:
        p = ops.look(game, seat)
        if p.wood < pay[0] or p.fish < pay[1] or p.gold < pay[2]:
            return False
        only_wood = get[0] and not get[1] and not get[2]
        return not (only_wood and p.wood - pay[0] >= tables.wood_limit)  # it must change something

    def do(tables: Tables, game: Game, seat: int) -> None:
        ops.gain(tables, game, seat, wood=-pay[0], fish=-pay[1], gold=-pay[2])
        ops.gain(tables, game, seat, wood=get[0], fish=get[1], gold=get[2])
    def words(ship: str) -> str:
        return _("Trade {pay} for {get}").format(pay=goods_words(*pay), get=goods_words(*get))
    return Trade(option, label, can, do, words=words)


def _wharf_ready(tables: Tables, game: AnyGame, seat: int) -> bool:
    p = ops.look(game, seat)
    return (_ships(tables, p) >= 3 and ops.ship_fits(tables, p, "schooner")
            and (game.ship_supply[2] > 0 or game.ship_supply[3] > 0))


def _wharf(tables: Tables, game: Game, seat: int) -> None:
    ops.add_ship(tables, game, seat, "schooner", seventh=game.ship_supply[2] == 0)


EFFECTS: dict[str, Effect] = {
    "101": _free_ship("sloop"),
    "102": _free_ship("cutter"),
    "103": Effect(immediate=_gain(fish=4)),
    "104": Effect(immediate=_yard),
    "105": Effect(special={"before_ship_wood": 3}, whenever={"before_ship": _gain(wood=3)}),
    "106": Effect(whenever={"reforest": _gain(fish=2)}),
    "107": _reforest(2, 2),
    "108": _per(lambda tables, p: len(ops.buildings(p)), gold=1),
    "109": Effect(whenever={"ship": _gain(wood=2)}),
    "110": _reforest(1, 4),
    "111": Effect(special={"ship_wood": 1}),
    "112": Effect(special={"refill_wood": 3}),
    "113": Effect(can_immediate=_wood_room, immediate=_gain(wood=3)),
    "114": Effect(whenever={"building": _reserve_wood(2)}),
    "115": _per(lambda tables, p: 1 + _ships(tables, p), fish=2),
    "116": Effect(whenever={"serve": _gain(gold=1)}),
    "117": Effect(special={"reserve_limit": 2}),
    "118": Effect(),
    "121": _per(lambda tables, p: len(p.elders), gold=1),
    "122": Effect(anytime=(_trade("fish_gold", "Trade 2 fish for 1 gold", (0, 2, 0), (0, 0, 1)),)),
    "123": Effect(anytime=(_trade("fish_wood", "Trade 5 fish for 3 wood", (0, 5, 0), (3, 0, 0)),)),
    "124": Effect(anytime=(_trade("wood_gold", "Trade 4 wood for 1 gold", (4, 0, 0), (0, 0, 1)),
                           _trade("gold_wood", "Trade 1 gold for 3 wood", (0, 0, 1), (3, 0, 0)))),
    "125": Effect(special={"haul": 1}),
    "126": Effect(immediate=_gain(gold=3)),
    "127": Effect(whenever={"thin": _gain(wood=2)}),
    "128": Effect(whenever={"ship": _gain(gold=1)}),
    "129": Effect(special={"schooner_gold": 1}),
    "130": Effect(whenever={"buy": _gain(fish=2)}),
    "131": Effect(whenever={"elder3": _gain(wood=1)}),
    "132": Effect(vp=_ships),
    "141": Effect(can_immediate=_wood_room, immediate=_gain(wood=4)),
    "142": _per(_ships, gold=1),
    "143": Effect(once_ready=_wharf_ready, once=_wharf),
    "144": Effect(immediate=_gain(gold=5)),
    "145": _per(lambda tables, p: len(ops.buildings(p)), gold=1),
    "146": _per(lambda tables, p: len(p.elders), fish=2),
    "147": Effect(special={"unissued_free": 1}),
    "148": Effect(),
    "149": Effect(vp=lambda tables, p: p.fish // 3),
    "150": Effect(),
    "151": Effect(vp=lambda tables, p: 2 * (1 + _ships(tables, p))),
    "152": Effect(vp=lambda tables, p: max(0, ops.haul_size(tables, p) - 5)),
    "153": Effect(vp=lambda tables, p: 2 * len(p.elders)),
    "154": Effect(vp=lambda tables, p: 2 * ops.total_forests(p)),
}
