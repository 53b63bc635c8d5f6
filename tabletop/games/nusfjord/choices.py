"""What choosing an option does, per task kind; and the automatic tasks (gain, dist, settle)."""

from __future__ import annotations

from collections.abc import Callable
from typing import TYPE_CHECKING, Any

from tabletop.core import Action, seat_ref

from . import guests, ops
from .actions import DONE, arg_id
from .chance import choose_chance, set_stack, without
from .effects import fire, resolve, special
from .elders import use_elder
from .fishing import pay, run_dist
from .i18n import _
from .records import (
    Dist,
    Draw,
    FeedElder,
    FeedShare,
    Forgotten,
    Gain,
    Immediate,
    Mix,
    Order,
    PickTask,
    Place,
    PlaceTask,
    PlaceWithGuests,
    Reforest,
    Reveal,
    ServeTask,
    Serving,
    Settle,
    Ship,
    Task,
    UseNew,
)
from .work import start, start_ship

if TYPE_CHECKING:
    from .state import Game
    from .tables import Tables

WINDOWS = ("final", "window")  # Anytime windows outside the work turns


def choose(tables: Tables, game: Game, action: Action) -> None:
    task = game.tasks[-1]
    kind, seat = task.kind, task.seat
    if action.verb == "skip":
        game.tasks.pop()
        return
    if action.verb == "board":  # a Guest onto a ship: costs nothing, the decision goes on
        guests.board(game, seat, int(arg_id(action.args[0])))
        return
    if kind == "turn" or action.verb == "trade" and kind in WINDOWS:
        _choose_turn(tables, game, seat, action)
        return
    game.tasks.pop()
    if kind in WINDOWS or kind == "guests":
        return  # done: this seat closes its Anytime window
    handler = _CHOICES.get(kind)
    if handler is None:
        choose_chance(tables, game, task, action)
    else:
        handler(tables, game, seat, task, action)



def _choose_ship(tables: Tables, game: Game, seat: int, task: Ship, action: Action) -> None:
    a0 = action.args[0] if action.args else ""
    ship_kind, pay_word = a0.split(":")[1], action.args[1]
    if len(action.args) > 2:  # the goods cost with Guests returned (p. 17)
        kw, kf = guests.parse_guest_arg(action.args[2])
        _, w, f, gd = ops.ship_costs(tables, game.players[seat], ship_kind, task.disc)[0]
        game.players[seat].guests -= kw + kf
        ops.gain(tables, game, seat, wood=-max(0, w - guests.WOOD_PER_GUEST * kw),
                 fish=-max(0, f - guests.FISH_PER_GUEST * kf), gold=-gd)
    else:
        for k, pw, w, f, gd in ops.ship_options(tables, game, seat, task.disc, task.free):
            if k == ship_kind and pw == pay_word:
                ops.gain(tables, game, seat, wood=-w, fish=-f, gold=-gd)
    ops.add_ship(tables, game, seat, ship_kind)
    fire(tables, game, seat, "ship")


def _choose_build(tables: Tables, game: Game, seat: int, task: Task, action: Action) -> None:
    a0 = action.args[0] if action.args else ""
    paid = guests.parse_guest_arg(action.args[1]) if len(action.args) > 1 else ()  # p. 17
    card = arg_id(a0)
    if card in tables.spaceless:  # the Stilt House takes no Building space: nothing to choose
        place_building(tables, game, seat, card, -1, *paid)
    else:
        game.tasks.append(PlaceWithGuests(seat=seat, card=card, wood_guests=paid[0], fish_guests=paid[1])
                          if paid else Place(seat=seat, card=card))


def _choose_place(tables: Tables, game: Game, seat: int, task: PlaceTask, action: Action) -> None:
    a0 = action.args[0] if action.args else ""
    place_building(tables, game, seat, task.card, int(arg_id(a0)), *task.paid)


def _choose_order(tables: Tables, game: Game, seat: int, task: Order, action: Action) -> None:
    a0 = action.args[0] if action.args else ""
    card = arg_id(a0)
    chosen = next(e for e in task.entries if e[0] == card)
    resolve(tables, game, seat, (chosen,))
    rest = tuple(e for e in task.entries if e is not chosen)
    if rest:
        resolve(tables, game, seat, rest)


def _choose_serve(tables: Tables, game: Game, seat: int, task: ServeTask, action: Action) -> None:
    a0 = action.args[0] if action.args else ""
    if action == DONE:
        fire(tables, game, seat, "serve")
        smoke = special(tables, ops.look(game, seat), "smoke_fish")
        if smoke:  # Smoke Chamber: a Guest counts as the fish it saved (Guests note, p. 17)
            game.players[seat].gold += task.fish // smoke
        return
    plate = int(arg_id(a0))
    p = game.players[seat]
    if len(action.args) > 1:  # a Guest fills the plate; 1 fish from the general supply on it
        p.guests -= 1
    else:
        p.fish -= tables.plate_fish[plate]
    game.plates = ops.with_item(game.plates, plate, 1)
    ops.gain(tables, game, seat, wood=task.wood, gold=task.gold)
    # the fish this action has served (or saved with Guests), for the Smoke Chamber
    game.tasks.append(Serving(seat=task.seat, optional=task.optional, gold=task.gold, wood=task.wood,
                              served=task.served + 1, fish=task.fish + tables.plate_fish[plate]))


def _choose_take(tables: Tables, game: Game, seat: int, task: Task, action: Action) -> None:
    a0 = action.args[0] if action.args else ""
    take_elder(tables, game, seat, arg_id(a0))


def _choose_use_new(tables: Tables, game: Game, seat: int, task: UseNew, action: Action) -> None:
    use_elder(tables, game, seat, len(game.players[seat].elders) - 1)


def _choose_forest(tables: Tables, game: Game, seat: int, task: Task, action: Action) -> None:
    a0 = action.args[0] if action.args else ""
    p = game.players[seat]
    d = _double_of(tables, a0)
    p.forests = ops.with_item(p.forests, d, p.forests[d] - 1)


def _choose_reforest(tables: Tables, game: Game, seat: int, task: Reforest, action: Action) -> None:
    a0 = action.args[0] if action.args else ""
    p = game.players[seat]
    d = _double_of(tables, a0)
    p.forests = ops.with_item(p.forests, d, p.forests[d] + task.forests)
    if task.mode == "reforest":
        fire(tables, game, seat, "reforest")


def _choose_pick(tables: Tables, game: Game, seat: int, task: PickTask, action: Action) -> None:
    a0 = action.args[0] if action.args else ""
    what = a0
    if what == "ship":
        start_ship(tables, game, seat, task.disc)
    else:
        start(tables, game, seat, what)


def _choose_imm(tables: Tables, game: Game, seat: int, task: Immediate, action: Action) -> None:
    immediate = tables.effects[task.card].immediate
    assert immediate is not None  # the task is pushed only for a building with one
    immediate(tables, game, seat)


def _choose_feed_elder(tables: Tables, game: Game, seat: int, task: FeedElder, action: Action) -> None:
    a0 = action.args[0] if action.args else ""
    key = arg_id(a0)
    p = game.players[seat]
    index = next(i for i, e in enumerate(p.elders) if e[0] == key)
    ops.feed_elder(tables, game, seat, index, task.good)
    if task.amount > 1:
        game.tasks.append(task._replace(amount=task.amount - 1, fed=(*task.fed, key)))


def _choose_feed_share(tables: Tables, game: Game, seat: int, task: FeedShare, action: Action) -> None:
    a0 = action.args[0] if action.args else ""
    q = int(arg_id(a0))
    pay(game, q, 1, task.good)
    left = list(task.left)
    left[q] -= 1
    if task.amount > 1:
        game.tasks.append(task._replace(amount=task.amount - 1, left=tuple(left)))


def _choose_exchange(tables: Tables, game: Game, seat: int, task: Task, action: Action) -> None:
    a0 = action.args[0] if action.args else ""
    index = int(arg_id(a0))
    old = guests.remove_ship(game, seat, index)  # a Guest on it goes back (p. 17)
    new = {"sloop": "cutter", "cutter": "schooner"}[old]
    ops.return_ship(game, old)
    ops.add_ship(tables, game, seat, new)


def _choose_sell(tables: Tables, game: Game, seat: int, task: Task, action: Action) -> None:
    a0 = action.args[0] if action.args else ""
    p = game.players[seat]
    old = guests.remove_ship(game, seat, int(arg_id(a0)))  # a Guest on it goes back (p. 17)
    ops.return_ship(game, old)
    sell = tables.ships[old].sell
    assert sell is not None  # only sloops and cutters are sold (the sale is offered for them)
    p.gold += sell


def _choose_demolish(tables: Tables, game: Game, seat: int, task: Task, action: Action) -> None:
    a0 = action.args[0] if action.args else ""
    p = game.players[seat]
    index = p.cells.index(arg_id(a0))
    if index >= tables.cells:  # a building beside the harbor (Stilt House): no space is freed
        p.cells = p.cells[:index] + p.cells[index + 1:]
    else:
        p.cells = ops.with_item(p.cells, index, "")


def _choose_designer(tables: Tables, game: Game, seat: int, task: Task, action: Action) -> None:
    a0 = action.args[0] if action.args else ""
    game.tasks.append(Draw(pile=a0[-1]))


def _choose_raft(tables: Tables, game: Game, seat: int, task: Task, action: Action) -> None:
    game.rafts -= 1
    p = game.players[seat]
    p.ships = (*p.ships, "raft")


# What choosing does, per kind of task (the chance tasks: chance.choose_chance); each function takes
# its own kind's record
_CHOICES: dict[str, Callable[[Tables, Game, int, Any, Action], None]] = {
    "ship": _choose_ship, "build": _choose_build, "place": _choose_place, "order": _choose_order,
    "serve": _choose_serve, "take": _choose_take, "use_new": _choose_use_new, "forest": _choose_forest,
    "reforest": _choose_reforest, "pick": _choose_pick, "imm": _choose_imm, "feed_elder": _choose_feed_elder,
    "feed_share": _choose_feed_share, "exchange": _choose_exchange, "sell": _choose_sell,
    "demolish": _choose_demolish, "designer": _choose_designer, "raft": _choose_raft,
}


def _double_of(tables: Tables, arg: str) -> int:
    cell = int(arg_id(arg))
    return next(d for d, pair in enumerate(tables.doubles) if pair[0] == cell)


def _choose_turn(tables: Tables, game: Game, seat: int, action: Action) -> None:
    verb = action.verb
    if verb == "trade":
        eff = tables.effects[arg_id(action.args[0])]
        trade = next(t for t in eff.anytime if t.option == action.args[1])
        if len(action.args) > 2 and trade.do_ship is not None:  # the ship the player chose
            trade.do_ship(tables, game, seat, int(arg_id(action.args[2])))
        else:
            trade.do(tables, game, seat)
        return  # an anytime effect costs no worker: the turn goes on
    game.tasks.pop()
    if verb == "pass":
        return
    colour = seat if game.mode == "multi" else ops.worker_colour(game, seat)
    game.tasks.append(Settle(seat=seat))
    if verb == "elder":
        p = game.players[seat]
        key = arg_id(action.args[0])
        i = next(i for i, e in enumerate(p.elders) if e[0] == key)
        ops.set_elder(p, i, p.elders[i][1], colour)
        use_elder(tables, game, seat, i)
        return
    i, kind = tables.space_targets(game.n, game.mode)[action.args]
    game.spaces = ops.with_item(game.spaces, i, (*game.spaces[i], colour))
    start(tables, game, seat, kind)


def place_building(tables: Tables, game: Game, seat: int, card: str, cell: int, kw: int = 0, kf: int = 0) -> None:
    """``kw``/``kf``: Guests returned against the wood / fish cost (Besøkende, p. 17)."""
    p = game.players[seat]
    c = tables.cards[card]
    if kw or kf:
        p.guests -= kw + kf
        ops.gain(tables, game, seat, wood=-max(0, c.wood - guests.WOOD_PER_GUEST * kw),
                 fish=-max(0, c.fish - guests.FISH_PER_GUEST * kf), gold=-c.gold)
    else:
        ops.gain(tables, game, seat, wood=-c.wood, fish=-c.fish, gold=-c.gold)
    for name in ("disp_a", "disp_b", "disp_c"):
        pile = getattr(game, name)
        if card in pile:
            setattr(game, name, without(pile, card))
            break
    else:
        p.hand = without(p.hand, card)
    if card in tables.guest_cards:  # the Guest symbol: a Guest, after paying the cost (p. 17)
        guests.receive(game, seat)  # its placing window sits below the building's own follow-ups
    eff = tables.effects.get(card)
    if eff is not None and eff.immediate is not None:
        game.tasks.append(Immediate(seat=seat, optional=1, card=card))
    # before placing: a building never triggers itself; an "order" task lands above the
    # Immediately choice, so the player orders the triggers first
    fire(tables, game, seat, "building")
    if cell < 0:  # takes no Building space: kept after the harbor's cells (ops.buildings counts it)
        p.cells = (*p.cells, card)
    else:
        p.cells = ops.with_item(p.cells, cell, card)
    settle(tables, game, seat)


def take_elder(tables: Tables, game: Game, seat: int, key: str) -> None:
    p = game.players[seat]
    p.elders = (*p.elders, (key, 0, -1))
    game.tasks.append(UseNew(seat=seat, optional=1, elder=key))
    if game.forgotten_top == key:
        game.forgotten_top = ""
        if game.forgotten_pool:
            game.tasks.append(Forgotten())
        return
    for k, stack in enumerate(game.stacks):
        if stack and stack[-1] == key:
            set_stack(game, k, stack[:-1])
            if game.stacks[k] and game.stacks[k][-1] == "?":
                game.tasks.append(Reveal(stack=k))
            return


# --- automatic tasks ----------------------------------------------------------------

def run_auto(tables: Tables, game: Game, task: Task) -> None:
    match task:
        case Settle(seat=seat):  # the end of every action: the most frequent
            settle(tables, game, seat)
        case Gain(seat=seat, wood=wood, fish=fish, gold=gold):
            ops.gain(tables, game, seat, wood=wood, fish=fish, gold=gold)
        case Dist(seat=seat, amount=amount, step=step, good=good):
            run_dist(tables, game, seat, amount, step, good)
        case Mix():  # Mixing Decks: later buildings come from the first deck only (p. 16)
            game.deck_a = tuple(c for c in game.deck_a if tables.deck_of[c] == tables.primary)
            game.deck_b = tuple(c for c in game.deck_b if tables.deck_of[c] == tables.primary)
        case _:
            raise ValueError(task.kind)


def settle(tables: Tables, game: Game, seat: int) -> None:
    """End of an action: fire 'Once' buildings whose condition holds, refill reserves."""
    if tables.settle_cards.isdisjoint(ops.look(game, seat).cells):
        return
    p = game.players[seat]
    ready = []
    once_cards, refill = tables.once_cards, tables.flag_cards.get("refill_wood", {})
    for card in p.cells:
        eff = once_cards.get(card)
        if eff is not None and card not in p.once and eff.once_ready(tables, game, seat):
            p.once = (*p.once, card)
            ready.append((card, "once"))
            game.log(_("{player}'s {building}: {effect}").format(
                player=seat_ref(seat), building=_(tables.cards[card].name), effect=_(tables.cards[card].text)), seat)
        if card in refill and ops.reserve_empty(p):
            p.res_wood += refill[card]
    if ready:  # several 'Once' effects at the same time: the player may order them
        resolve(tables, game, seat, tuple(ready))

