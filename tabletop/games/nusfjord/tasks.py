"""Every choice task kind and the options it offers (choosing one: choices.py).

A task is ``(kind, seat, optional, *args)``. Choice tasks whose real options are empty are
dropped by the flow (that is how optional follow-ups that became impossible vanish);
``optional`` adds the ``skip`` choice. Automatic tasks (gain, dist, settle) just run.
"""

from __future__ import annotations

from typing import Any

from tabletop.core import CHANCE, Action

from . import ops
from .actions import DONE, PASS, SKIP, card_arg
from .elders import exchange_options, usable
from .fishing import own_elders
from .work import affordable, available_cards, can

AUTO = frozenset({"gain", "dist", "settle"})
CHANCE_KINDS = frozenset({"first", "draw", "reveal", "forgotten", "stackpos"})
# --- options ------------------------------------------------------------------

def options(T: Any, g: Any, task: tuple) -> list[Action]:
    return _OPTIONS[task[0]](T, g, task)


def _turn(T: Any, g: Any, task: tuple) -> list[Action]:
    seat = task[1]
    p = g.players[seat]
    defs = T.spaces_for(g.n, g.mode)
    out = []
    feasible: dict[str, bool] = {}

    def ok(kind: str) -> bool:
        if kind not in feasible:
            feasible[kind] = can(T, g, seat, kind)
        return feasible[kind]

    for i, sd in enumerate(defs):
        occ = g.spaces[i]
        if sd.action == "copy":
            if occ:
                continue
            for j, other in enumerate(defs):
                if (other.action != "copy" and (sd.column in ("any", other.column))
                        and len(g.spaces[j]) >= other.capacity and ok(other.action)):
                    out.append(Action("copy", (f"space:{sd.id}", f"space:{other.id}")))
        elif len(occ) < sd.capacity and ok(sd.action):
            out.append(Action("place", (f"space:{sd.id}",)))
    if ops.banquet_has_fish(g):
        for e in p.elders:
            if e[2] == -1 and usable(T, g, seat, e[0]):
                out.append(Action("elder", (f"elder:{e[0]}",)))
    out.extend(trades(T, g, seat))
    out.append(PASS)
    return out


def trades(T: Any, g: Any, seat: int) -> list[Action]:
    """The 'Anytime' exchanges of the seat's buildings that are possible now."""
    out = []
    for card in g.players[seat].cells:
        eff = T.effects.get(card)
        if eff is not None:
            for trade in eff.anytime:
                if trade.can(T, g, seat):
                    out.append(Action("trade", (card_arg(card), trade.option)))
    return out


def _final(T: Any, g: Any, task: tuple) -> list[Action]:
    """Before scoring: a last chance to use 'Anytime' buildings (rulebook p. 19)."""
    out = trades(T, g, task[1])
    return [*out, DONE] if out else []


def _ship(T: Any, g: Any, task: tuple) -> list[Action]:
    _, seat, _, disc, free = task
    return [Action("ship", (f"ships:{kind}", pay_word))
            for kind, pay_word, *_ in ops.ship_options(T, g, seat, disc, free)]


def _build(T: Any, g: Any, task: tuple) -> list[Action]:
    seat = task[1]
    p = g.players[seat]
    if not ops.free_cells(T, p):
        return []
    return [Action("build", (card_arg(c),)) for c in available_cards(g, seat) if affordable(T, p, c)]


def _place(T: Any, g: Any, task: tuple) -> list[Action]:
    seat = task[1]
    return [Action("put", (f"cell:{seat}:{i}",)) for i in ops.free_cells(T, g.players[seat])]


def _serve(T: Any, g: Any, task: tuple) -> list[Action]:
    seat, served = task[1], task[5]
    out = []
    k = ops.next_plate(g)
    if k >= 0 and g.players[seat].fish >= T.plate_fish[k]:
        out.append(Action("serve", (f"plate:{k}",)))
    if served:
        out.append(DONE)
    return out


def _take(T: Any, g: Any, task: tuple) -> list[Action]:
    if len(g.players[task[1]].elders) >= 5:
        return []
    out = [Action("take", (f"elder:{s[-1]}",)) for s in g.stacks if s and s[-1] != "?"]
    if g.forgotten_top:
        out.append(Action("take", (f"elder:{g.forgotten_top}",)))
    return out


def _use_new(T: Any, g: Any, task: tuple) -> list[Action]:
    seat, key = task[1], task[3]
    if ops.banquet_has_fish(g) and usable(T, g, seat, key):
        return [Action("use", (f"elder:{key}",))]
    return []


def _forest(T: Any, g: Any, task: tuple) -> list[Action]:
    seat = task[1]
    p = g.players[seat]
    return [Action("remove", (f"cell:{seat}:{T.doubles[d][0]}",))
            for d in range(len(T.doubles)) if p.forests[d]]


def _reforest(T: Any, g: Any, task: tuple) -> list[Action]:
    seat, mode = task[1], task[4]
    doubles = ops.free_doubles(T, g.players[seat], forested_too=(mode == "ranger"))
    return [Action("reforest", (f"cell:{seat}:{T.doubles[d][0]}",)) for d in doubles]


def _pick(T: Any, g: Any, task: tuple) -> list[Action]:
    seat, disc = task[1], task[3]
    return [Action("choose", (kind,)) for kind in task[4:] if can(T, g, seat, kind, disc)]


def _imm(T: Any, g: Any, task: tuple) -> list[Action]:
    seat, card = task[1], task[3]
    eff = T.effects[card]
    if eff.can_immediate is None or eff.can_immediate(T, g, seat):
        return [Action("use", (card_arg(card),))]
    return []


def _feed_elder(T: Any, g: Any, task: tuple) -> list[Action]:
    fed = task[5]
    return [Action("feed", (f"elder:{k}",)) for k in own_elders(g.players[task[1]]) if k not in fed]


def _feed_share(T: Any, g: Any, task: tuple) -> list[Action]:
    return [Action("feed", (f"shares:{q}",)) for q, left in enumerate(task[5]) if left]


def _exchange(T: Any, g: Any, task: tuple) -> list[Action]:
    seat = task[1]
    return [Action("exchange", (f"ship:{seat}:{i}",)) for i, _ in exchange_options(T, g, seat)]


def _sell(T: Any, g: Any, task: tuple) -> list[Action]:
    seat = task[1]
    ships = g.players[seat].ships
    return [Action("sell", (f"ship:{seat}:{ships.index(k)}",)) for k in ops.SHIP_ORDER if k in ships]


def _demolish(T: Any, g: Any, task: tuple) -> list[Action]:
    return [Action("demolish", (card_arg(c),)) for c in ops.buildings(g.players[task[1]])]


def _designer(T: Any, g: Any, task: tuple) -> list[Action]:
    return [Action("draw", (f"deck:{x}",)) for x, deck in (("a", g.deck_a), ("b", g.deck_b)) if deck]


def _raft(T: Any, g: Any, task: tuple) -> list[Action]:
    seat = task[1]
    p = g.players[seat]
    if g.rafts and p.ships and ops.track_length(T, p) + 1 <= T.max_length:
        return [Action("raft", (f"track:{seat}",))]
    return []


def _first(T: Any, g: Any, task: tuple) -> list[Action]:
    return [Action("first", (f"seat:{i}",), True) for i in range(g.n)]


def _draw(T: Any, g: Any, task: tuple) -> list[Action]:
    deck = getattr(g, "deck_" + task[3])
    return [Action("draw", (card_arg(c),), True) for c in deck]


def _reveal(T: Any, g: Any, task: tuple) -> list[Action]:
    return [Action("reveal", (f"elder:{k}",), True) for k in sorted(set(g.hidden_elders))]


def _forgotten(T: Any, g: Any, task: tuple) -> list[Action]:
    return [Action("reveal", (f"elder:{k}",), True) for k in sorted(set(g.forgotten_pool))]


def _stackpos(T: Any, g: Any, task: tuple) -> list[Action]:
    return [Action("stack", (f"elder:{task[3]}", f"stack:{k}"), True) for k in range(len(g.stacks))]


_OPTIONS = {
    "turn": _turn, "ship": _ship, "build": _build, "place": _place, "serve": _serve,
    "take": _take, "use_new": _use_new, "forest": _forest, "reforest": _reforest,
    "pick": _pick, "imm": _imm, "feed_elder": _feed_elder, "feed_share": _feed_share,
    "exchange": _exchange, "sell": _sell, "demolish": _demolish, "designer": _designer,
    "raft": _raft, "first": _first, "draw": _draw, "reveal": _reveal, "forgotten": _forgotten,
    "stackpos": _stackpos, "final": _final,
}


def legal(T: Any, g: Any, task: tuple) -> list[Action]:
    out = options(T, g, task)
    if task[2] and task[1] != CHANCE:
        out.append(SKIP)
    return out
