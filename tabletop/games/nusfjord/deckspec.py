"""Stand-in building effects written as small specs: one spec gives both the card's text and
its Effect, so the words on a card and what it does can never drift apart.

The Mackerel, Codfish, Plaice and Salmon decks (decks.py) are written this way; their names,
numbers, letters and categories are public, their costs, VP and most effects are stand-ins
(resources/games/nusfjord/README.md, "Other decks"). A spec is a tuple:

- ``("gain", w, f, g)``            Immediately: goods into the personal supply
- ``("reserve", w, f, g)``         Immediately: goods into the Reserve
- ``("ship", kind)``               Immediately: a free ship
- ``("reforest", times, forests)`` Immediately: reforest
- ``("per", count, w, f, g)``      Immediately: goods per something counted (COUNTS)
- ``("when", hook, w, f, g)``      Whenever: goods after one of your actions (HOOKS)
- ``("when_res", hook, w, f, g)``  Whenever: goods into the Reserve after an action
- ``("trade", (pay, get), ...)``   Anytime: exchanges (pay/get are (wood, fish, gold))
- ``("once", count, n, w, f, g)``  Once: goods into the Reserve once you have n of something
- ``("flag", name, value)``        Special Ability: a flag other rules read (FLAGS)
- ``("vp", count, per, points)``   Victory Points: ``points`` VP per ``per`` of something
- ``None``                          Victory Points: no effect, the card's fixed VP
"""

from __future__ import annotations

from collections.abc import Callable
from typing import TYPE_CHECKING, Any

from . import ops
from .effects import Effect, plain
from .herring import _free_ship, _gain, _per, _reforest, _trade, _wood_room

if TYPE_CHECKING:
    from .state import Game
    from .tables import Tables

GOODS = ("wood", "fish", "gold")

COUNTS: dict[str, tuple[str, Any]] = {
    "building": ("building you have", lambda tables, p: len(ops.buildings(p))),
    "elder": ("Elder you have", lambda tables, p: len(p.elders)),
    "ship": ("Ship (excl. the catboat)", lambda tables, p: sum(1 for s in p.ships if s != "raft")),
    "boat": ("Ship (incl. the catboat)", lambda tables, p: 1 + sum(1 for s in p.ships if s != "raft")),
    "forest": ("Forest on your Harbor board", lambda tables, p: ops.total_forests(p)),
    "fish": ("fish in your personal supply", lambda tables, p: p.fish),
    "wood": ("wood in your personal supply", lambda tables, p: p.wood),
    "gold": ("gold in your personal supply", lambda tables, p: p.gold),
    "share": ("Share of other players you own", lambda tables, p: sum(p.held)),
    "haul": ("haul-size step above 5", lambda tables, p: max(0, ops.haul_size(tables, p) - 5)),
}

HOOKS = {
    "ship": "After you Build a Ship",
    "building": "After you Build a Building",
    "reforest": "After you Reforest",
    "thin": "After you Thin Out",
    "serve": "After you Serve Fish",
    "buy": "After you Buy All Shares",
    "issue": "After you Issue a Share",
    "elder3": "Whenever one of your elders gets a 3rd fish",
}

FLAGS = {
    "ship_wood": "Your Ships cost {} wood less",
    "haul": "Your haul size is {} higher",
    "reserve_limit": "Your Reserve holds up to {} more fish",
    "schooner_gold": "You may build schooners for {} gold less",
    "refill_wood": "Whenever your reserve is empty, add {} wood to your reserve",
    "unissued_free": "At game end your Unissued Shares cost you no VP",
}


def goods_text(w: int, f: int, g: int, *, plus: bool = True) -> str:
    sign = "+" if plus else ""
    return " & ".join(f"{sign}{n} {good}" for n, good in zip((w, f, g), GOODS, strict=True) if n)


def _reforest_text(times: int, forests: int) -> str:
    if times == 1:
        return f"Immediately: Reforest by placing {forests} forests on a free double space"
    return f"Immediately: Reforest up to {times}x"


def _once_text(count: str, n: int, *goods: int) -> str:
    what = COUNTS[count][0].split(" ")[0]
    return f"Once you have {n} {what}s: {goods_text(*goods, plus=False)} into your reserve (only once)"


def _vp_text(count: str, per: int, points: int) -> str:
    unit = COUNTS[count][0]
    return f"*{points} VP per {unit}" if per == 1 else f"*{points} VP per {per} {unit}"


# the card text of each kind of spec, from the spec's arguments
TEXTS: dict[str, Callable[..., str]] = {
    "gain": lambda *goods: f"Immediately: {goods_text(*goods)}",
    "reserve": lambda *goods: f"Immediately: {goods_text(*goods, plus=False)} into your reserve",
    "ship": lambda kind: f"Immediately: Build a Ship: 1 free {kind}",
    "reforest": _reforest_text,
    "per": lambda count, *goods: f"Immediately: {goods_text(*goods)} per {COUNTS[count][0]}",
    "when": lambda hook, *goods: f"{HOOKS[hook]}: {goods_text(*goods)}",
    "when_res": lambda hook, *goods: f"{HOOKS[hook]}: {goods_text(*goods, plus=False)} into your reserve",
    "trade": lambda *trades: "At any time: " + " and/or ".join(
        f"{goods_text(*pay, plus=False)} → {goods_text(*get, plus=False)}" for pay, get in trades),
    "once": _once_text,
    "flag": lambda name, value: FLAGS[name].format(value),
    "vp": _vp_text,
}


def text(spec: Any, vp: int | None = None) -> str:
    """The card text a spec stands for (the same words as the Herring deck's cards)."""
    if spec is None:
        return f"No effect: {vp} VP"
    kind, *a = spec
    if kind not in TEXTS:
        raise ValueError(kind)
    return TEXTS[kind](*a)


def _reserve(w: int, f: int, g: int) -> Any:
    def fn(tables: Tables, game: Game, seat: int) -> None:
        p = game.players[seat]
        p.res_wood += w
        p.res_fish += f
        p.res_gold += g
    return plain(fn)


def effect(spec: Any) -> Effect:
    """The Effect a spec stands for."""
    if spec is None:
        return Effect()
    kind, *a = spec
    if kind == "gain":
        only_wood = a[0] and not a[1] and not a[2]
        return Effect(can_immediate=_wood_room if only_wood else None, immediate=_gain(*a))
    if kind == "reserve":
        return Effect(immediate=_reserve(*a))
    if kind == "ship":
        return _free_ship(a[0])
    if kind == "reforest":
        return _reforest(*a)
    if kind == "per":
        return _per(COUNTS[a[0]][1], *a[1:])
    if kind == "when":
        return Effect(whenever={a[0]: _gain(*a[1:])})
    if kind == "when_res":
        return Effect(whenever={a[0]: _reserve(*a[1:])})
    if kind == "trade":
        return Effect(anytime=tuple(
            _trade(f"trade{i}", f"Trade {goods_text(*pay, plus=False)} for {goods_text(*get, plus=False)}",
                   pay, get) for i, (pay, get) in enumerate(a)))
    if kind == "once":
        count, n, *goods = a
        counter = COUNTS[count][1]
        return Effect(once_ready=lambda tables, game, seat: counter(tables, ops.look(game, seat)) >= n,
                      once=_reserve(*goods))
    if kind == "flag":
        return Effect(special={a[0]: a[1]})
    if kind == "vp":
        count, per, points = a
        counter = COUNTS[count][1]
        return Effect(vp=lambda tables, p: points * (counter(tables, p) // per))
    raise ValueError(kind)
