"""Words for decisions and actions (prompts, tooltips, choosers)."""

from __future__ import annotations

from collections.abc import Callable
from typing import TYPE_CHECKING, Any

from tabletop.core import Action, seat_ref

from .i18n import N_, _, n_
from .records import Serve, Serving

if TYPE_CHECKING:
    from .effects import Trade
    from .records import Task
    from .state import State
    from .tables import Tables

PROMPTS = {
    "turn": N_("Place a worker, use an elder, or pass"),
    "ship": N_("Choose a ship to build"),
    "build": N_("Choose a building to build"),
    "place": N_("Choose a free building space"),
    "serve": N_("Serve the next plate, or stop"),
    "take": N_("Take an elder"),
    "use_new": N_("Use the new elder right away? Click the elder to use it, or Decline"),
    "forest": N_("Remove a forest"),
    "reforest": N_("Choose a double space for the forests"),
    "pick": N_("Choose the follow-up action"),
    "imm": N_("Use the building's immediate effect? Click the building to use it, or Decline"),
    "feed_elder": N_("Too few fish: choose an elder to feed"),
    "feed_share": N_("Too few fish: choose whose share gets a fish"),
    "exchange": N_("Choose a ship to exchange"),
    "sell": N_("Choose a ship to sell"),
    "demolish": N_("Choose a building to remove"),
    "designer": N_("Choose the pile to draw from"),
    "raft": N_("Place a raft? Click the fishing track to place one, or Decline"),
    "first": N_("Chance: the first player"),
    "draw": N_("Chance: draw a building"),
    "reveal": N_("Chance: an elder is revealed"),
    "forgotten": N_("Chance: the next Forgotten elder"),
    "stackpos": N_("Chance: the stack for a variant elder"),
    "final": N_("Before scoring: use your Anytime buildings, or finish"),
    "window": N_("Before the Fishing Phase: use your Anytime buildings, or continue"),
    "order": N_("Several effects trigger at once: choose which to carry out first"),
    "guests": N_("You received a Guest: place Guests on your ships, or continue"),
}

VERBS = {
    "pass": N_("Pass (do not place a worker this turn)"),
    "skip": N_("Decline"),
}
# "done" by the choice it ends
DONE_WORDS = {
    "serve": N_("Stop serving"),
    "window": N_("Go on to the Fishing Phase"),
    "final": N_("Go on to the scoring"),
    "guests": N_("Go on without placing more Guests"),
}


def prompt(tables: Tables, state: Any, task: Task) -> str:
    kind: str = task.kind
    text = _(PROMPTS[kind]) if kind in PROMPTS else kind
    if kind == "turn":
        # Translators: {text} is what the player may do ("Place a worker, use an elder, or pass")
        return _("Round {round}, turn {turn} of 3: {text}").format(
            round=state.round, turn=(state.turn - 1) // state.n + 1, text=text)
    return text


def log_words(tables: Tables, action: Action, text: str) -> str:
    """``text`` for the log: cards and elders by name only (their effect is on the table)."""
    for arg in action.args:
        if arg.startswith(("card:", "elder:")):
            key = arg.rsplit(":", 1)[1]
            thing = tables.cards.get(key) if arg.startswith("card:") else tables.elders.get(key)
            if thing is not None:
                text = text.replace(_named(thing.name, thing.text), _(thing.name))
    return text


def _named(name: str, text: str) -> str:
    """'Sawmill (Immediately: +3 wood)': a card or an elder with its effect."""
    # Translators: a building or an elder's name, then its effect text
    return _("{name} ({effect})").format(name=_(name), effect=_(text))


def _name(tables: Tables, arg: str) -> str:
    kind, _sep, rest = arg.partition(":")
    key = arg.rsplit(":", 1)[1]
    if kind == "card":
        c = tables.cards[key]
        return _named(c.name, c.text)
    if kind == "elder":
        e = tables.elders[key]
        return _named(e.name, e.text)
    if kind == "space":
        return next((_(s.title) for s in tables.spaces_for(5, "multi") + tables.spaces_for(2, "multi")
                     if s.id == rest), rest)
    return arg


def goods_words(wood: int, fish: int, gold: int, *, plus: bool = False, join: str = " & ") -> str:
    """The goods that are not 0, in the order wood, fish, gold: '2 wood & 1 fish' ('+2 wood')."""
    out = []
    if wood:
        out.append(_("+{n} wood") if plus and wood > 0 else _("{n} wood"))
    if fish:
        out.append(n_("+{n} fish", "+{n} fish", fish) if plus and fish > 0 else n_("{n} fish", "{n} fish", fish))
    if gold:
        out.append(_("+{n} gold") if plus and gold > 0 else _("{n} gold"))
    return join.join(t.format(n=v) for t, v in zip(out, [x for x in (wood, fish, gold) if x], strict=True))


def _guest_payment(wood: int, fish: int, arg: str, gold: int) -> str:
    """'pay 0 wood 4 fish, return 3 Guests (3 for wood, 0 for fish)'."""
    _sep, kw, kf = arg.split(":")
    w, f = max(0, wood - 2 * int(kw)), max(0, fish - 3 * int(kf))
    n = int(kw) + int(kf)
    if gold:
        return n_("pay {wood} wood {fish} fish {gold} gold, return {n} Guest ({kw} for wood, {kf} for fish)",
                  "pay {wood} wood {fish} fish {gold} gold, return {n} Guests ({kw} for wood, {kf} for fish)",
                  n).format(wood=w, fish=f, gold=gold, n=n, kw=kw, kf=kf)
    return n_("pay {wood} wood {fish} fish, return {n} Guest ({kw} for wood, {kf} for fish)",
              "pay {wood} wood {fish} fish, return {n} Guests ({kw} for wood, {kf} for fish)",
              n).format(wood=w, fish=f, n=n, kw=kw, kf=kf)


def serve_gains(state: Any) -> tuple[int, int]:
    """Gold and wood per served plate of the Serve Fish being carried out: 1 gold, and the
    Sailor's 1 gold and 1 wood (rulebook pp. 18-19, Sailor)."""
    task = state.tasks[-1] if state.tasks else None
    return (task.gold, task.wood) if isinstance(task, (Serve, Serving)) else (1, 0)


def state_key(state: Any, action: Action) -> Any:
    """What a description depends on besides the action and the tables (memo key part)."""
    if action.verb == "serve":
        return serve_gains(state)
    if action.verb == "done":
        return state.tasks[-1].kind if state.tasks else ""
    if action.verb in SHIP_VERBS:  # which ship is the n-th on the track, and its Guest
        ship = action.args[-1]
        if not ship.startswith("ship:"):  # a trade other than a ship sale
            return None
        seat, index = (int(x) for x in ship.split(":")[1:])
        p = state.players[seat]
        return (p.ships[index], index, (p.boarded >> index) & 1) if index < len(p.ships) else None
    return None


SHIP_VERBS = ("exchange", "sell", "board", "trade")
STATE_VERBS = frozenset(("serve", "done", *SHIP_VERBS))  # the verbs whose words read the state
ORDINALS = (N_("1st"), N_("2nd"), N_("3rd"))
# the ship kinds as a player reads them, alone and in a phrase
SHIPS = {"catboat": N_("catboat"), "sloop": N_("sloop"), "cutter": N_("cutter"), "schooner": N_("schooner"),
         "raft": N_("raft")}


def nth(index: int) -> str:
    """'1st' for index 0."""
    # Translators: an ordinal number from 4 on ("4th", "5th", ...)
    return _(ORDINALS[index]) if index < 3 else _("{n}th").format(n=index + 1)


def ship_name(kind: str) -> str:
    """'sloop': a ship kind in the player's language."""
    return _(SHIPS[kind]) if kind in SHIPS else kind


def _ship_words(ship: tuple[str, int, int] | None) -> str:
    """'the sloop (2nd ship on the track, a Guest on board)'."""
    if ship is None:
        return _("a ship")
    kind, index, aboard = ship
    if aboard:
        return _("the {ship} ({nth} ship on the fishing track, a Guest on board)").format(
            ship=ship_name(kind), nth=nth(index))
    return _("the {ship} ({nth} ship on the fishing track)").format(ship=ship_name(kind), nth=nth(index))


def _double_words(tables: Tables, arg: str) -> str:
    """'building spaces 2 and 3' for the double space whose left half is ``cell:seat:2``."""
    left = int(arg.rsplit(":", 1)[1])
    pair = next((d for d in tables.doubles if d[0] == left), (left, left + 1))
    return _("building spaces {a} and {b}").format(a=pair[0], b=pair[1])


def describe(tables: Tables, state: State, action: Action) -> str:
    """Depends on the action, the tables (the deck's: ``rules.tables(state)``) and ``state_key``
    only (the rules object memoises it)."""
    v = action.verb
    if v in VERBS:
        return _(VERBS[v])
    words = _WORDS.get(v)
    return action.text() if words is None else words(tables, state, action)


def _done(tables: Tables, state: State, action: Action) -> str:
    key = state_key(state, action)
    return _(DONE_WORDS[key]) if key in DONE_WORDS else _("Finish")


def _place(tables: Tables, state: State, action: Action) -> str:
    """A worker on an action space or an elder."""
    return _("Place a worker on {target}").format(target=_name(tables, action.args[0]))


def _copy(tables: Tables, state: State, action: Action) -> str:
    return _("Copy the full action space “{space}”").format(space=_name(tables, action.args[1]))


def _trade(tables: Tables, state: State, action: Action) -> str:
    """An Anytime exchange; a ship sale names the ship chosen."""
    a = action.args
    eff = tables.effects[a[0].rsplit(':', 1)[1]]
    trade: Trade = next(t for t in eff.anytime if t.option == a[1])
    if trade.ship:  # a sale: the ship chosen, or (older notation) one of that kind
        ship = state_key(state, action)
        sold = _ship_words(ship) if ship else _("a {ship}").format(ship=ship_name(trade.ship))
        return trade.words(sold) if trade.words else trade.label.format(ship=sold)
    return trade.words("") if trade.words else trade.label


def _ship(tables: Tables, state: State, action: Action) -> str:
    a = action.args
    kind = ship_name(a[0].split(":")[1])
    if len(a) > 2:  # the goods cost may carry a discount (Engineer, Slipway): name the Guests only
        _sep, kw, kf = a[2].split(":")
        n = int(kw) + int(kf)
        wood, fish = goods_words(2 * int(kw), 0, 0), goods_words(0, 3 * int(kf), 0)
        instead = _("{wood} and {fish}").format(wood=wood, fish=fish) if wood and fish else wood or fish
        return n_("Build a {ship}, paying its goods but returning {n} Guest in place of {goods}",
                  "Build a {ship}, paying its goods but returning {n} Guests in place of {goods}",
                  n).format(ship=kind, n=n, goods=instead)
    if a[1] == "goods":
        return _("Build a {ship}, paying its goods").format(ship=kind)
    if a[1] == "gold":
        return _("Build a {ship}, paying gold").format(ship=kind)
    return _("Build a {ship}, for free").format(ship=kind)


def _build(tables: Tables, state: State, action: Action) -> str:
    a = action.args
    if len(a) > 1:
        c = tables.cards[a[0].rsplit(":", 1)[1]]
        return _("Build {building}: {payment}").format(
            building=_(c.name), payment=_guest_payment(c.wood, c.fish, a[1], c.gold))
    return _("Build {building}").format(building=_name(tables, a[0]))


def _board(tables: Tables, state: State, action: Action) -> str:
    return _("Place a Guest from your supply on {ship} (+1 fish in each Fishing Phase, 1 VP)").format(
        ship=_ship_words(state_key(state, action)))


def _put(tables: Tables, state: State, action: Action) -> str:
    return _("Put the building on building space {n}").format(n=action.args[0].rsplit(':', 1)[1])


def _serve(tables: Tables, state: State, action: Action) -> str:
    a = action.args
    k = int(a[0].rsplit(":", 1)[1])
    gold, wood = serve_gains(state)
    gain = ", ".join(goods_words(*goods, plus=True) for goods in ((0, 0, gold), (wood, 0, 0)) if any(goods))
    if len(a) > 1:
        return _("Serve the {n}-fish plate with a Guest instead of fish ({gain})").format(
            n=tables.plate_fish[k], gain=gain)
    return _("Serve the {n}-fish plate ({gain})").format(n=tables.plate_fish[k], gain=gain)


def _feed(tables: Tables, state: State, action: Action) -> str:
    """A fish onto an elder, or onto a share held abroad."""
    a0 = action.args[0]
    if a0.startswith("elder:"):
        return _("Place a fish on {elder}").format(elder=_name(tables, a0))
    return _("Place a fish on the share held by {player}").format(player=seat_ref(int(a0.rsplit(':', 1)[1])))


def _reveal(tables: Tables, state: State, action: Action) -> str:
    return _("{elder} is revealed").format(elder=_name(tables, action.args[0]))


def _take_use(tables: Tables, state: State, action: Action) -> str:
    """Take or use an elder; use a building's effect."""
    v, a0 = action.verb, action.args[0]
    if a0.startswith("elder:"):
        if v == "take":
            return _("Take {elder}").format(elder=_name(tables, a0))
        return _("Use {elder}").format(elder=_name(tables, a0))
    if v == "use":
        return _("Carry out {building}").format(building=_name(tables, a0))
    return action.text()


def _trigger(tables: Tables, state: State, action: Action) -> str:
    return _("Carry out {building} first").format(building=_name(tables, action.args[0]))


def _remove(tables: Tables, state: State, action: Action) -> str:
    return _("Remove a forest from {spaces}").format(spaces=_double_words(tables, action.args[0]))


def _reforest(tables: Tables, state: State, action: Action) -> str:
    return _("Place forests on {spaces}").format(spaces=_double_words(tables, action.args[0]))


FOLLOW_UPS = {"ship": N_("Build a Ship"), "build": N_("Build a Building"), "transfer": N_("Transfer Reserve"),
              "thin": N_("Thin Out"), "reforest": N_("Reforest"), "serve": N_("Serve Fish"),
              "deforest": N_("deforest")}  # Worker's Cottage: its own word (lower case, as it always read)


def _choose(tables: Tables, state: State, action: Action) -> str:
    a0 = action.args[0]
    return _(FOLLOW_UPS[a0]) if a0 in FOLLOW_UPS else a0


def _exchange(tables: Tables, state: State, action: Action) -> str:
    ship = state_key(state, action)
    old = ship[0] if ship else ""
    if old == "sloop":
        return _("Exchange {ship} for a cutter").format(ship=_ship_words(ship))
    if old == "cutter":
        return _("Exchange {ship} for a schooner").format(ship=_ship_words(ship))
    return _("Exchange {ship} for a larger ship").format(ship=_ship_words(ship))


def _sell(tables: Tables, state: State, action: Action) -> str:
    ship = state_key(state, action)
    price = tables.ships[ship[0]].sell if ship else None
    if price:
        return _("Sell {ship} for {gold} gold").format(ship=_ship_words(ship), gold=price)
    return _("Sell {ship}").format(ship=_ship_words(ship))


def _demolish(tables: Tables, state: State, action: Action) -> str:
    return _("Remove {building} from play").format(building=_name(tables, action.args[0]))


def _draw(tables: Tables, state: State, action: Action) -> str:
    a0 = action.args[0]
    if a0.startswith("card:"):
        return _("{building} is added to the display").format(building=_name(tables, a0))
    return _("Draw a building from the {letter} pile").format(letter=a0.rsplit(':', 1)[1].upper())


def _raft(tables: Tables, state: State, action: Action) -> str:
    return _("Place a raft on the fishing track")


def _first(tables: Tables, state: State, action: Action) -> str:
    return _("{player} is First Player").format(player=seat_ref(int(action.args[0].split(':')[1])))


def _stack(tables: Tables, state: State, action: Action) -> str:
    a = action.args
    return _("{elder} goes to the bottom of stack {n}").format(
        elder=_name(tables, a[0]), n=int(a[1].split(':')[1]) + 1)


# the words of each verb (pass and skip: VERBS)
_WORDS: dict[str, Callable[[Tables, State, Action], str]] = {
    "done": _done, "place": _place, "copy": _copy, "elder": _place, "trade": _trade, "ship": _ship,
    "build": _build, "board": _board, "put": _put, "serve": _serve, "feed": _feed,
    "reveal": _reveal, "take": _take_use, "use": _take_use, "trigger": _trigger,
    "remove": _remove, "reforest": _reforest, "choose": _choose, "exchange": _exchange,
    "sell": _sell, "demolish": _demolish, "draw": _draw, "raft": _raft, "first": _first,
    "stack": _stack,
}
