"""Every choice task kind and the options it offers (choosing one: choices.py).

A task is a record ``(kind, seat, optional, *args)`` (records.py). Choice tasks whose real options are empty are
dropped by the flow (that is how optional follow-ups that became impossible vanish);
``optional`` adds the ``skip`` choice. Automatic tasks (gain, dist, settle) just run.
"""

from __future__ import annotations

from collections.abc import Callable
from typing import TYPE_CHECKING, Any

from tabletop.core import CHANCE, Action

from . import guests, ops
from .actions import DONE, PASS, SKIP, card_arg
from .elders import exchange_options, usable
from .fishing import own_elders
from .work import CAN, affordable, available_cards, can

if TYPE_CHECKING:
    from .records import (
        Build,
        Demolish,
        Designer,
        DrawTask,
        Exchange,
        FeedElder,
        FeedShare,
        Final,
        First,
        Forest,
        Forgotten,
        Guests,
        Immediate,
        Order,
        PickTask,
        PlaceTask,
        Raft,
        Reforest,
        Reveal,
        Sell,
        ServeTask,
        Ship,
        StackPos,
        Take,
        Task,
        Turn,
        UseNew,
        Window,
    )
    from .state import AnyGame
    from .tables import Tables

SHIP_TARGET = {kind: f"ships:{kind}" for kind in ops.SHIP_ORDER}  # the ship supply's ids
AUTO = frozenset({"gain", "dist", "settle", "mix"})
CHANCE_KINDS = frozenset({"first", "draw", "reveal", "forgotten", "stackpos"})
# --- options ------------------------------------------------------------------

def options(tables: Tables, game: AnyGame, task: Task) -> list[Action]:
    return OPTIONS[task.kind](tables, game, task)


def _turn(tables: Tables, game: AnyGame, task: Turn) -> list[Action]:
    """A work turn: every open (or copyable) action space, usable elders, Anytime exchanges, pass.

    The hot path of random playouts: actions come precomputed from ``tables.turn_table`` and each
    action kind's feasibility is computed at most once."""
    seat = task.seat
    p = ops.look(game, seat)
    spaces = game.spaces
    memo: dict[str, bool] = {}
    out = []
    rows = tables.derived.get(("turn", game.n, game.mode))
    if rows is None:
        rows = _turn_rows(tables, game.n, game.mode)
    plain, copying = rows
    for i, capacity, kind, action, check in plain:
        if len(spaces[i]) < capacity:
            if check is not None:  # the first row of its kind: nothing to look up
                ok = memo[kind] = check(tables, game, p, 0)
            else:
                ok = memo.get(kind)
                if ok is None:
                    ok = memo[kind] = CAN[kind](tables, game, p, 0)
            if ok:
                out.append(action)
    for i, copies in copying:
        if not spaces[i]:
            for j, cap_j, kind_j, copy, check_j in copies:
                if len(spaces[j]) >= cap_j:
                    ok = memo.get(kind_j)
                    if ok is None:
                        ok = memo[kind_j] = check_j(tables, game, p, 0)
                    if ok:
                        out.append(copy)
    if p.elders and 1 in game.plates:
        for e in p.elders:
            if e[2] == -1 and usable(tables, game, seat, e[0], memo):
                out.append(tables.elder_action[e[0]])
    if not tables.anytime.keys().isdisjoint(p.cells):
        out.extend(trades(tables, game, seat))
    if p.guests:  # Guests on Ships: at any time (rulebook p. 17), like the Anytime buildings
        out.extend(guests.board_actions(tables, game, seat))
    out.append(PASS)
    return out


def _turn_rows(tables: Tables, players: int, mode: str) -> tuple[tuple[Any, ...], tuple[Any, ...]]:
    """``tables.turn_table`` split in the ordinary spaces, each with its kind's feasibility check
    (work.CAN) when it is the first row to need that kind (None: look in the memo first), and
    the copy spaces (which come last), each copy option with its check."""
    plain: list[tuple[Any, ...]] = []
    copying: list[tuple[Any, ...]] = []
    seen: set[str] = set()
    for i, capacity, kind, action, copies in tables.turn_table(players, mode):
        if copies is None:
            if copying:
                raise ValueError("copy spaces come after the ordinary ones")  # the order of the options
            plain.append((i, capacity, kind, action, None if kind in seen else CAN[kind]))
            seen.add(kind)
        else:
            copying.append((i, tuple((*c, CAN[c[2]]) for c in copies)))
    built = tables.derived[("turn", players, mode)] = (tuple(plain), tuple(copying))
    return built


def trades(tables: Tables, game: AnyGame, seat: int) -> list[Action]:
    """The 'Anytime' exchanges of the seat's buildings that are possible now."""
    out = []
    anytime = tables.anytime
    for card in ops.look(game, seat).cells:
        if card in anytime:
            for trade, action in anytime[card]:
                if trade.can(tables, game, seat):
                    if trade.ship:  # the player chooses which ship is sold (Ship Broker)
                        out.extend(ship_trades(tables, game, seat, trade.ship, action))
                    else:
                        out.append(action)
    return out


def ship_trades(tables: Tables, game: AnyGame, seat: int, ship: str, action: Action) -> list[Action]:
    """A ship sale once per ``ship`` on the track, in track order: "sell sloops ... and/or
    cutters" (Mackerel deck, Ship Broker) lets the player pick which, as the Ship Owner does
    (a Guest on the ship goes with it)."""
    return [tables.act("trade", *action.args, f"ship:{seat}:{i}")
            for i, k in enumerate(ops.look(game, seat).ships) if k == ship]


def _window(tables: Tables, game: AnyGame, task: Final | Window) -> list[Action]:
    """An Anytime window outside the work turns: before a Fishing Phase ("window") or before
    scoring ("final"); only offered when the seat has a possible exchange (rulebook p. 19)."""
    out = trades(tables, game, task.seat) + guests.board_actions(tables, game, task.seat)
    return [*out, DONE] if out else []


def _guests(tables: Tables, game: AnyGame, task: Guests) -> list[Action]:
    """Right after receiving a Guest: place Guests on ships, or continue (rulebook p. 17)."""
    out = guests.board_actions(tables, game, task.seat)
    return [*out, DONE] if out else []


def _order(tables: Tables, game: AnyGame, task: Order) -> list[Action]:
    """Simultaneous triggers: which one is carried out next (rulebook p. 19)."""
    return [Action("trigger", (card_arg(card),)) for card, _ in task.entries]


def _ship(tables: Tables, game: AnyGame, task: Ship) -> list[Action]:
    seat, disc, free = task.seat, task.disc, task.free
    act = tables.act
    out = [act("ship", SHIP_TARGET[kind], pay_word) for kind, pay_word, *_ in ops.ship_options(tables, game, seat, disc, free)]
    p = ops.look(game, seat)
    if p.guests and not free:  # Building with Guests (p. 17): the goods cost, never the gold
        for kind, w, f, gd in ops.ship_goods_costs(tables, game, seat, disc):
            if p.gold >= gd:
                for kw, kf, left_w, left_f in guests.payments(w, f, p.guests):
                    if p.wood >= left_w and p.fish >= left_f:
                        out.append(tables.act("ship", f"ships:{kind}", "goods", guests.guest_arg(kw, kf)))
    return out


def _build(tables: Tables, game: AnyGame, task: Build) -> list[Action]:
    seat = task.seat
    p = ops.look(game, seat)
    cards = available_cards(game, seat)
    if not ops.free_cells(tables, p):  # only a building that takes no Building space (Stilt House)
        cards = [c for c in cards if c in tables.spaceless]
    build = tables.build_action
    out = [build[c] for c in cards if affordable(tables, p, c)]
    if p.guests:  # Building with Guests (p. 17): one action per payment, same target
        for c in cards:
            w, f, gd = tables.card_cost[c]
            if p.gold >= gd:
                for kw, kf, left_w, left_f in guests.payments(w, f, p.guests):
                    if p.wood >= left_w and p.fish >= left_f:
                        out.append(tables.act("build", card_arg(c), guests.guest_arg(kw, kf)))
    return out


def _place(tables: Tables, game: AnyGame, task: PlaceTask) -> list[Action]:
    seat = task.seat
    cell_action = tables.cell_action
    return [cell_action("put", seat, i) for i in ops.free_cells(tables, ops.look(game, seat))]


def _serve(tables: Tables, game: AnyGame, task: ServeTask) -> list[Action]:
    seat, served = task.seat, task.served
    out = []
    k = ops.next_plate(game)
    p = ops.look(game, seat)
    if k >= 0 and p.fish >= tables.plate_fish[k]:
        out.append(tables.act("serve", f"plate:{k}"))
    if k >= 0 and p.guests:  # Guests at the Banquet Table (p. 17): a Guest fills the plate
        out.append(tables.act("serve", f"plate:{k}", "guest"))
    if served:
        out.append(DONE)
    return out


def _take(tables: Tables, game: AnyGame, task: Take) -> list[Action]:
    if len(ops.look(game, task.seat).elders) >= 5:
        return []
    out = [tables.act("take", f"elder:{s[-1]}") for s in game.stacks if s and s[-1] != "?"]
    if game.forgotten_top:
        out.append(tables.act("take", f"elder:{game.forgotten_top}"))
    return out


def _use_new(tables: Tables, game: AnyGame, task: UseNew) -> list[Action]:
    seat, key = task.seat, task.elder
    if ops.banquet_has_fish(game) and usable(tables, game, seat, key):
        return [tables.act("use", f"elder:{key}")]
    return []


def _forest(tables: Tables, game: AnyGame, task: Forest) -> list[Action]:
    seat = task.seat
    p = ops.look(game, seat)
    return [tables.cell_action("remove", seat, tables.doubles[d][0])
            for d in range(len(tables.doubles)) if p.forests[d]]


def _reforest(tables: Tables, game: AnyGame, task: Reforest) -> list[Action]:
    seat, mode = task.seat, task.mode
    doubles = ops.free_doubles(tables, ops.look(game, seat), forested_too=(mode == "ranger"))
    return [tables.cell_action("reforest", seat, tables.doubles[d][0]) for d in doubles]


def _pick(tables: Tables, game: AnyGame, task: PickTask) -> list[Action]:
    seat, disc = task.seat, task.disc
    return [tables.act("choose", kind) for kind in task.kinds if can(tables, game, seat, kind, disc)]


def _imm(tables: Tables, game: AnyGame, task: Immediate) -> list[Action]:
    seat, card = task.seat, task.card
    eff = tables.effects[card]
    if eff.can_immediate is None or eff.can_immediate(tables, game, seat):
        return [tables.act("use", card_arg(card))]
    return []


def _feed_elder(tables: Tables, game: AnyGame, task: FeedElder) -> list[Action]:
    fed = task.fed
    return [tables.act("feed", f"elder:{k}") for k in own_elders(ops.look(game, task.seat)) if k not in fed]


def _feed_share(tables: Tables, game: AnyGame, task: FeedShare) -> list[Action]:
    return [tables.act("feed", f"shares:{q}") for q, left in enumerate(task.left) if left]


def _exchange(tables: Tables, game: AnyGame, task: Exchange) -> list[Action]:
    seat = task.seat
    return [tables.act("exchange", f"ship:{seat}:{i}") for i, _ in exchange_options(tables, game, seat)]


def _sell(tables: Tables, game: AnyGame, task: Sell) -> list[Action]:
    seat = task.seat
    ships = ops.look(game, seat).ships
    # "Sell exactly one Ship" (pp. 18-19, Ship Owner): any of them, the player chooses which
    return [tables.act("sell", f"ship:{seat}:{i}") for k in ops.SHIP_ORDER for i, kind in enumerate(ships) if kind == k]


def _demolish(tables: Tables, game: AnyGame, task: Demolish) -> list[Action]:
    return [tables.act("demolish", card_arg(c)) for c in ops.buildings(ops.look(game, task.seat))]


def _designer(tables: Tables, game: AnyGame, task: Designer) -> list[Action]:
    return [tables.act("draw", f"deck:{x}") for x, deck in (("a", game.deck_a), ("b", game.deck_b)) if deck]


def _raft(tables: Tables, game: AnyGame, task: Raft) -> list[Action]:
    seat = task.seat
    p = ops.look(game, seat)
    if game.rafts and p.ships and ops.track_length(tables, p) + 1 <= tables.max_length:
        return [tables.act("raft", f"track:{seat}")]
    return []


def _first(tables: Tables, game: AnyGame, task: First) -> list[Action]:
    return [tables.act("first", f"seat:{i}", chance=True) for i in range(game.n)]


def _draw(tables: Tables, game: AnyGame, task: DrawTask) -> list[Action]:
    deck = getattr(game, "deck_" + task.pile)
    draw = tables.draw_action
    if task.deck:  # Mixing Decks setup: a draw from one of the three decks
        return [draw[c] for c in deck if tables.deck_of[c] == task.deck]
    return list(map(draw.__getitem__, deck))  # a whole deck: the C loop


def _reveal(tables: Tables, game: AnyGame, task: Reveal) -> list[Action]:
    return [tables.act("reveal", f"elder:{k}", chance=True) for k in sorted(set(game.hidden_elders))]


def _forgotten(tables: Tables, game: AnyGame, task: Forgotten) -> list[Action]:
    return [tables.act("reveal", f"elder:{k}", chance=True) for k in sorted(set(game.forgotten_pool))]


def _stackpos(tables: Tables, game: AnyGame, task: StackPos) -> list[Action]:
    return [tables.act("stack", f"elder:{task.elder}", f"stack:{k}", chance=True) for k in range(len(game.stacks))]


# the options of each kind of choice task; each function takes its own kind's record
OPTIONS: dict[str, Callable[[Tables, AnyGame, Any], list[Action]]] = {
    "turn": _turn, "ship": _ship, "build": _build, "place": _place, "serve": _serve,
    "take": _take, "use_new": _use_new, "forest": _forest, "reforest": _reforest,
    "pick": _pick, "imm": _imm, "feed_elder": _feed_elder, "feed_share": _feed_share,
    "exchange": _exchange, "sell": _sell, "demolish": _demolish, "designer": _designer,
    "raft": _raft, "first": _first, "draw": _draw, "reveal": _reveal, "forgotten": _forgotten,
    "stackpos": _stackpos, "final": _window, "window": _window, "order": _order,
    "guests": _guests,
}


def legal(tables: Tables, game: AnyGame, task: Task) -> list[Action]:
    out = options(tables, game, task)
    if task.optional and task.seat != CHANCE:
        out.append(SKIP)
    return out
