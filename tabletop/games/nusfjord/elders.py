"""The 25 Elders (rulebook pp. 18-19): when one may be used, and what using him does.

Using an Elder first moves a fish from the fullest-numbered banquet plate onto him; his
program then runs as tasks (optional parts are tasks with the "skip" choice).
"""

from __future__ import annotations

from collections.abc import Callable
from typing import TYPE_CHECKING

from . import ops
from .records import (
    Build,
    Demolish,
    Designer,
    Dist,
    Exchange,
    Forest,
    Gain,
    Pick,
    PickEither,
    Raft,
    Reforest,
    Sell,
    Serve,
    Task,
)
from .work import CAN, push

if TYPE_CHECKING:
    from .state import AnyGame, AnySeat, Game
    from .tables import Tables


def _can(tables: Tables, game: AnyGame, p: AnySeat, kind: str, memo: dict[str, bool] | None, disc: int = 0) -> bool:
    if memo is None or disc:
        return CAN[kind](tables, game, p, disc)
    ok = memo.get(kind)
    if ok is None:
        ok = memo[kind] = CAN[kind](tables, game, p, 0)
    return ok


def usable(tables: Tables, game: AnyGame, seat: int, key: str, memo: dict[str, bool] | None = None) -> bool:
    """May ``seat`` use this elder now (ignoring the banquet fish, checked by the caller)?

    ``memo``: action-kind feasibility already computed for this seat in this state."""
    p = ops.look(game, seat)
    forests = ops.total_forests(p)
    if key == "contractor":
        return p.fish >= 3
    if key in ("constructor",):
        return _can(tables, game, p, "ship", memo) or _can(tables, game, p, "build", memo)
    if key == "engineer":
        return _can(tables, game, p, "ship", None, 1) or _can(tables, game, p, "build", memo)
    if key in ("pond_builder", "pisciculturist", "fish_trader", "freed_willy", "old_man"):
        return True
    if key == "forest_manager":
        return forests >= 2
    if key == "sailor":
        return _can(tables, game, p, "serve", memo)
    if key == "harbor_master":
        return bool(exchange_options(tables, game, seat))
    if key in ("builder", "forester", "carpenter"):
        return forests >= 1
    if key == "steward":
        return p.wood < tables.wood_limit or not ops.reserve_empty(p)
    if key == "silviculturist":
        return p.wood < tables.wood_limit or _can(tables, game, p, "reforest", memo)
    if key == "architect":
        return _can(tables, game, p, "build", memo)
    if key == "fish_deliverer":
        return _can(tables, game, p, "transfer", memo) or _can(tables, game, p, "serve", memo)
    if key == "ranger":
        return p.wood < tables.wood_limit or bool(ops.free_doubles(tables, p, True))
    if key == "sponsor":
        return p.unissued > 0
    if key == "ship_owner":
        return any(s != "raft" for s in p.ships)
    if key in ("tour_guide", "investor"):
        return bool(ops.buildings(p))
    if key == "designer":
        return bool(game.deck_a or game.deck_b) or _can(tables, game, p, "build", memo)
    if key == "castaway":
        return p.wood >= 1
    raise ValueError(key)


def run_program(tables: Tables, game: Game, seat: int, key: str) -> None:
    """Push (or do) the elder's action; called after his fish is placed."""
    p = game.players[seat]
    program = _PROGRAMS.get(key)
    if program is not None:
        push(game, *program(p, seat))
    else:
        _act_at_once(tables, game, seat, key)


def _both(s: int, disc: int = 0, optional: int = 0) -> PickEither:
    """A Ship or a Building (``disc`` goods off the ship)."""
    return PickEither(seat=s, optional=optional, disc=disc, first="ship", second="build")


# the elders whose action is a series of tasks: the tasks, in the order they run (p: the
# seat's player, s: the seat); optional parts are the tasks with the "skip" choice
_PROGRAMS: dict[str, Callable[[AnySeat, int], tuple[Task, ...]]] = {
    "contractor": lambda p, s: (Gain(seat=s, fish=-3), Forest(seat=s, optional=1),
                                Forest(seat=s, optional=1), Build(seat=s, optional=1)),
    "constructor": lambda p, s: (_both(s),),
    "engineer": lambda p, s: (_both(s, disc=1),),
    "pond_builder": lambda p, s: (Dist(seat=s, amount=4 + len(ops.buildings(p))),),
    "forest_manager": lambda p, s: (Forest(seat=s), Forest(seat=s), Gain(seat=s, wood=5, gold=1)),
    "sailor": lambda p, s: (Serve(seat=s, gold=1, wood=1),),
    "harbor_master": lambda p, s: (Exchange(seat=s),),
    "builder": lambda p, s: (Forest(seat=s), Gain(seat=s, wood=1), Build(seat=s, optional=1)),
    "steward": lambda p, s: (Gain(seat=s, wood=2), Pick(seat=s, optional=1, what="transfer")),
    "silviculturist": lambda p, s: (Gain(seat=s, wood=1), PickEither(seat=s, optional=1, first="thin",
                                                                     second="reforest")),
    "forester": lambda p, s: (Forest(seat=s), Gain(seat=s, wood=3, gold=1)),
    "architect": lambda p, s: (Build(seat=s),),
    "carpenter": lambda p, s: (Forest(seat=s), _both(s, optional=1)),
    "fish_deliverer": lambda p, s: (Pick(seat=s, optional=1, what="transfer"),
                                    Pick(seat=s, optional=1, what="serve")),
    "ranger": lambda p, s: (Gain(seat=s, wood=3), Reforest(seat=s, optional=1, forests=1, mode="ranger")),
    "ship_owner": lambda p, s: (Sell(seat=s),),
    "designer": lambda p, s: (Designer(seat=s), Build(seat=s, optional=1)),
    "investor": lambda p, s: (Demolish(seat=s), Gain(seat=s, gold=1), _both(s, optional=1)),
    "castaway": lambda p, s: (Gain(seat=s, wood=-1), Raft(seat=s, optional=1)),
}


def _act_at_once(tables: Tables, game: Game, seat: int, key: str) -> None:
    """The elders whose action needs no choice: carried out right away."""
    p = game.players[seat]
    if key == "pisciculturist":
        ops.gain(tables, game, seat, fish=3 + len(p.elders))
    elif key == "sponsor":
        from .work import issue

        issue(tables, game, seat, fish=3)
    elif key == "tour_guide":
        ops.gain(tables, game, seat, fish=len(ops.buildings(p)))
    elif key == "fish_trader":
        for other in game.players:
            other.elders = tuple([(key, 0, worker) for key, _, worker in other.elders])
        game.plates = (0,) * len(game.plates)
        p.gold += 1
    elif key == "freed_willy":
        p.gold += 1
    elif key == "old_man":
        if game.round < tables.rounds:  # used in Round 7 nothing happens
            p.old_man = 1
    else:
        raise ValueError(key)


def use_elder(tables: Tables, game: Game, seat: int, index: int) -> None:
    """Take a fish from the largest fish-holding plate onto the elder, then his action."""
    k = max(i for i, full in enumerate(game.plates) if full)
    game.plates = ops.with_item(game.plates, k, 0)
    ops.feed_elder(tables, game, seat, index)
    run_program(tables, game, seat, game.players[seat].elders[index][0])


def exchange_options(tables: Tables, game: AnyGame, seat: int) -> list[tuple[int, str]]:
    """Harbor Master: (track index, new ship) for every sloop, then every cutter, on the track.

    The player chooses which ship leaves (Harbor Master: "Exchange a Ship from your Fishing
    track"): with the Besøkende deck a Guest on it goes back to the supply (p. 17, Guests)."""
    p = ops.look(game, seat)
    length = ops.track_length(tables, p)
    out: list[tuple[int, str]] = []
    for old, new in (("sloop", "cutter"), ("cutter", "schooner")):
        if old in p.ships and game.ship_supply[ops.SUPPLY_INDEX[new]] > 0:
            grow = tables.ships[new].length - tables.ships[old].length
            if length + grow <= tables.max_length:
                out.extend((i, new) for i, kind in enumerate(p.ships) if kind == old)
    return out
