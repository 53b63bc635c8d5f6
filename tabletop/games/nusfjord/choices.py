"""What choosing an option does, per task kind; and the automatic tasks (gain, dist, settle)."""

from __future__ import annotations

from typing import Any

from tabletop.core import CHANCE, Action, seat_ref

from . import guests, ops
from .actions import DONE, arg_id
from .effects import fire, resolve, special
from .elders import use_elder
from .fishing import pay, run_dist
from .work import start, start_ship

WINDOWS = ("final", "window")  # Anytime windows outside the work turns


def choose(T: Any, g: Any, action: Action) -> None:
    task = g.tasks[-1]
    kind, seat = task[0], task[1]
    if action.verb == "skip":
        g.tasks.pop()
        return
    if action.verb == "board":  # a Guest onto a ship: costs nothing, the decision goes on
        guests.board(g, seat, int(arg_id(action.args[0])))
        return
    if kind == "turn" or action.verb == "trade" and kind in WINDOWS:
        _choose_turn(T, g, seat, action)
        return
    g.tasks.pop()
    a0 = action.args[0] if action.args else ""
    if kind == "ship":
        ship_kind, pay_word = a0.split(":")[1], action.args[1]
        if len(action.args) > 2:  # the goods cost with Guests returned (p. 17)
            kw, kf = guests.parse_guest_arg(action.args[2])
            _, w, f, gd = ops.ship_costs(T, g.players[seat], ship_kind, task[3])[0]
            g.players[seat].guests -= kw + kf
            ops.gain(T, g, seat, wood=-max(0, w - guests.WOOD_PER_GUEST * kw),
                     fish=-max(0, f - guests.FISH_PER_GUEST * kf), gold=-gd)
        else:
            for k, pw, w, f, gd in ops.ship_options(T, g, seat, task[3], task[4]):
                if k == ship_kind and pw == pay_word:
                    ops.gain(T, g, seat, wood=-w, fish=-f, gold=-gd)
        ops.add_ship(T, g, seat, ship_kind)
        fire(T, g, seat, "ship")
    elif kind == "build":
        paid = guests.parse_guest_arg(action.args[1]) if len(action.args) > 1 else ()  # p. 17
        card = arg_id(a0)
        if card in T.spaceless:  # the Stilt House takes no Building space: nothing to choose
            place_building(T, g, seat, card, -1, *paid)
        else:
            g.tasks.append(("place", seat, 0, card, *paid))
    elif kind == "place":
        place_building(T, g, seat, task[3], int(arg_id(a0)), *task[4:])
    elif kind in WINDOWS or kind == "guests":
        return  # done: this seat closes its Anytime window
    elif kind == "order":
        card = arg_id(a0)
        chosen = next(e for e in task[3] if e[0] == card)
        resolve(T, g, seat, (chosen,))
        rest = tuple(e for e in task[3] if e is not chosen)
        if rest:
            resolve(T, g, seat, rest)
    elif kind == "serve":
        if action == DONE:
            fire(T, g, seat, "serve")
            smoke = special(T, g.players[seat], "smoke_fish")
            if smoke:  # Smoke Chamber: a Guest counts as the fish it saved (Guests note, p. 17)
                g.players[seat].gold += (task[6] if len(task) > 6 else 0) // smoke
            return
        plate = int(arg_id(a0))
        p = g.players[seat]
        if len(action.args) > 1:  # a Guest fills the plate; 1 fish from the general supply on it
            p.guests -= 1
        else:
            p.fish -= T.plate_fish[plate]
        g.plates[plate] = 1
        ops.gain(T, g, seat, wood=task[4], gold=task[3])
        # the fish this action has served (or saved with Guests), for the Smoke Chamber
        g.tasks.append((*task[:5], task[5] + 1, (task[6] if len(task) > 6 else 0) + T.plate_fish[plate]))
    elif kind == "take":
        take_elder(T, g, seat, arg_id(a0))
    elif kind == "use_new":
        use_elder(T, g, seat, len(g.players[seat].elders) - 1)
    elif kind == "forest":
        g.players[seat].forests[_double_of(T, a0)] -= 1
    elif kind == "reforest":
        g.players[seat].forests[_double_of(T, a0)] += task[3]
        if task[4] == "reforest":
            fire(T, g, seat, "reforest")
    elif kind == "pick":
        what = a0
        if what == "ship":
            start_ship(T, g, seat, task[3])
        else:
            start(T, g, seat, what)
    elif kind == "imm":
        T.effects[task[3]].immediate(T, g, seat)
    elif kind == "feed_elder":
        key = arg_id(a0)
        p = g.players[seat]
        index = next(i for i, e in enumerate(p.elders) if e[0] == key)
        ops.feed_elder(T, g, seat, index, task[4])
        if task[3] > 1:
            g.tasks.append((*task[:3], task[3] - 1, task[4], (*task[5], key)))
    elif kind == "feed_share":
        q = int(arg_id(a0))
        pay(g, q, 1, task[4])
        left = list(task[5])
        left[q] -= 1
        if task[3] > 1:
            g.tasks.append((*task[:3], task[3] - 1, task[4], tuple(left)))
    elif kind == "exchange":
        index = int(arg_id(a0))
        p = g.players[seat]
        old = guests.remove_ship(g, seat, index)  # a Guest on it goes back (p. 17)
        new = {"sloop": "cutter", "cutter": "schooner"}[old]
        g.ship_supply[ops.SUPPLY_INDEX[old]] += 1
        ops.add_ship(T, g, seat, new)
    elif kind == "sell":
        p = g.players[seat]
        old = guests.remove_ship(g, seat, int(arg_id(a0)))  # a Guest on it goes back (p. 17)
        g.ship_supply[ops.SUPPLY_INDEX[old]] += 1
        p.gold += T.ships[old].sell
    elif kind == "demolish":
        p = g.players[seat]
        index = p.cells.index(arg_id(a0))
        if index >= T.cells:  # a building beside the harbor (Stilt House): no space is freed
            p.cells.pop(index)
        else:
            p.cells[index] = ""
    elif kind == "designer":
        g.tasks.append(("draw", CHANCE, 0, a0[-1], -1))
    elif kind == "raft":
        g.rafts -= 1
        g.players[seat].ships.append("raft")
    else:
        _choose_chance(T, g, task, action)


def _double_of(T: Any, arg: str) -> int:
    cell = int(arg_id(arg))
    return next(d for d, pair in enumerate(T.doubles) if pair[0] == cell)


def _choose_turn(T: Any, g: Any, seat: int, action: Action) -> None:
    verb = action.verb
    if verb == "trade":
        eff = T.effects[arg_id(action.args[0])]
        next(t for t in eff.anytime if t.option == action.args[1]).do(T, g, seat)
        return  # an anytime effect costs no worker: the turn goes on
    g.tasks.pop()
    if verb == "pass":
        return
    colour = ops.worker_colour(g, seat)
    g.tasks.append(("settle", seat, 0))
    if verb == "elder":
        p = g.players[seat]
        key = arg_id(action.args[0])
        i = next(i for i, e in enumerate(p.elders) if e[0] == key)
        p.elders[i][2] = colour
        use_elder(T, g, seat, i)
        return
    i, kind = T.space_targets(g.n, g.mode)[action.args]
    g.spaces[i] = (*g.spaces[i], colour)
    start(T, g, seat, kind)


def place_building(T: Any, g: Any, seat: int, card: str, cell: int, kw: int = 0, kf: int = 0) -> None:
    """``kw``/``kf``: Guests returned against the wood / fish cost (Besøkende, p. 17)."""
    p = g.players[seat]
    c = T.cards[card]
    if kw or kf:
        p.guests -= kw + kf
        ops.gain(T, g, seat, wood=-max(0, c.wood - guests.WOOD_PER_GUEST * kw),
                 fish=-max(0, c.fish - guests.FISH_PER_GUEST * kf), gold=-c.gold)
    else:
        ops.gain(T, g, seat, wood=-c.wood, fish=-c.fish, gold=-c.gold)
    for name in ("disp_a", "disp_b", "disp_c"):
        pile = getattr(g, name)
        if card in pile:
            setattr(g, name, _without(pile, card))
            break
    else:
        p.hand.remove(card)
    if card in T.guest_cards:  # the Guest symbol: a Guest, after paying the cost (p. 17)
        guests.receive(g, seat)  # its placing window sits below the building's own follow-ups
    eff = T.effects.get(card)
    if eff is not None and eff.immediate is not None:
        g.tasks.append(("imm", seat, 1, card))
    # before placing: a building never triggers itself; an "order" task lands above the
    # Immediately choice, so the player orders the triggers first
    fire(T, g, seat, "building")
    if cell < 0:  # takes no Building space: kept after the harbor's cells (ops.buildings counts it)
        p.cells.append(card)
    else:
        p.cells[cell] = card
    settle(T, g, seat)


def take_elder(T: Any, g: Any, seat: int, key: str) -> None:
    p = g.players[seat]
    p.elders.append([key, 0, -1])
    g.tasks.append(("use_new", seat, 1, key))
    if g.forgotten_top == key:
        g.forgotten_top = ""
        if g.forgotten_pool:
            g.tasks.append(("forgotten", CHANCE, 0))
        return
    for k, stack in enumerate(g.stacks):
        if stack and stack[-1] == key:
            _set_stack(g, k, stack[:-1])
            if g.stacks[k] and g.stacks[k][-1] == "?":
                g.tasks.append(("reveal", CHANCE, 0, k))
            return


# decks, displays, elder stacks and the hidden pools stay tuples in the thawed game (they
# change rarely; copying them to lists on every action is a measurable part of apply)

def _without(pile: tuple, item: str) -> tuple:
    """``pile`` without one copy of ``item``."""
    i = pile.index(item)
    return pile[:i] + pile[i + 1:]


def _set_stack(g: Any, k: int, stack: tuple) -> None:
    g.stacks = (*g.stacks[:k], stack, *g.stacks[k + 1:])


def _choose_chance(T: Any, g: Any, task: tuple, action: Action) -> None:
    kind = task[0]
    a0 = action.args[0]
    if kind == "first":
        g.first = int(arg_id(a0))
    elif kind == "draw":
        card, pile, dest = arg_id(a0), task[3], task[4]
        setattr(g, "deck_" + pile, _without(getattr(g, "deck_" + pile), card))
        if dest >= 0:
            hand = g.players[dest].hand
            hand.append(card)
            hand.sort()
        else:
            setattr(g, "disp_" + pile, (*getattr(g, "disp_" + pile), card))
    elif kind == "reveal":
        key = arg_id(a0)
        g.hidden_elders = _without(g.hidden_elders, key)
        _set_stack(g, task[3], (*g.stacks[task[3]][:-1], key))
    elif kind == "forgotten":
        key = arg_id(a0)
        g.forgotten_pool = _without(g.forgotten_pool, key)
        g.forgotten_top = key
    elif kind == "stackpos":
        k = int(arg_id(action.args[1]))
        _set_stack(g, k, (task[3], *g.stacks[k]))
    else:
        raise ValueError(kind)


# --- automatic tasks ----------------------------------------------------------------

def run_auto(T: Any, g: Any, task: tuple) -> None:
    kind, seat = task[0], task[1]
    if kind == "gain":
        ops.gain(T, g, seat, wood=task[3], fish=task[4], gold=task[5])
    elif kind == "dist":
        run_dist(T, g, seat, task[3], task[4], task[5])
    elif kind == "settle":
        settle(T, g, seat)
    elif kind == "mix":  # Mixing Decks: later buildings come from the first deck only (p. 16)
        g.deck_a = tuple(c for c in g.deck_a if T.deck_of[c] == T.primary)
        g.deck_b = tuple(c for c in g.deck_b if T.deck_of[c] == T.primary)
    else:
        raise ValueError(kind)


def settle(T: Any, g: Any, seat: int) -> None:
    """End of an action: fire 'Once' buildings whose condition holds, refill reserves."""
    if T.settle_cards.isdisjoint(ops.look(g, seat).cells):
        return
    p = g.players[seat]
    ready = []
    once_cards, refill = T.once_cards, T.flag_cards.get("refill_wood", {})
    for card in p.cells:
        eff = once_cards.get(card)
        if eff is not None and card not in p.once and eff.once_ready(T, g, seat):
            p.once.append(card)
            ready.append((card, "once"))
            g.log(f"{seat_ref(seat)}'s {T.cards[card].name}: {T.cards[card].text}", seat)
        if card in refill and ops.reserve_empty(p):
            p.res_wood += refill[card]
    if ready:  # several 'Once' effects at the same time: the player may order them
        resolve(T, g, seat, tuple(ready))

