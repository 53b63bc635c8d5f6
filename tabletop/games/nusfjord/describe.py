"""Words for decisions and actions (prompts, tooltips, choosers)."""

from __future__ import annotations

from collections.abc import Callable
from typing import TYPE_CHECKING, Any

from tabletop.core import Action, seat_ref

from .records import Serve, Serving

if TYPE_CHECKING:
    from .records import Task
    from .state import State
    from .tables import Tables

PROMPTS = {
    "turn": "Place a worker, use an elder, or pass",
    "ship": "Choose a ship to build",
    "build": "Choose a building to build",
    "place": "Choose a free building space",
    "serve": "Serve the next plate, or stop",
    "take": "Take an elder",
    "use_new": "Use the new elder right away? Click the elder to use it, or Decline",
    "forest": "Remove a forest",
    "reforest": "Choose a double space for the forests",
    "pick": "Choose the follow-up action",
    "imm": "Use the building's immediate effect? Click the building to use it, or Decline",
    "feed_elder": "Too few fish: choose an elder to feed",
    "feed_share": "Too few fish: choose whose share gets a fish",
    "exchange": "Choose a ship to exchange",
    "sell": "Choose a ship to sell",
    "demolish": "Choose a building to remove",
    "designer": "Choose the pile to draw from",
    "raft": "Place a raft? Click the fishing track to place one, or Decline",
    "first": "Chance: the first player",
    "draw": "Chance: draw a building",
    "reveal": "Chance: an elder is revealed",
    "forgotten": "Chance: the next Forgotten elder",
    "stackpos": "Chance: the stack for a variant elder",
    "final": "Before scoring: use your Anytime buildings, or finish",
    "window": "Before the Fishing Phase: use your Anytime buildings, or continue",
    "order": "Several effects trigger at once: choose which to carry out first",
    "guests": "You received a Guest: place Guests on your ships, or continue",
}

VERBS = {
    "pass": "Pass (do not place a worker this turn)",
    "skip": "Decline",
}
# "done" by the choice it ends
DONE_WORDS = {
    "serve": "Stop serving",
    "window": "Go on to the Fishing Phase",
    "final": "Go on to the scoring",
    "guests": "Go on without placing more Guests",
}


def prompt(tables: Tables, state: Any, task: Task) -> str:
    kind: str = task.kind
    text = PROMPTS.get(kind, kind)
    if kind == "turn":
        return f"Round {state.round}, turn {(state.turn - 1) // state.n + 1} of 3: {text}"
    return text


def log_words(tables: Tables, action: Action, text: str) -> str:
    """``text`` for the log: cards and elders by name only (their effect is on the table)."""
    for arg in action.args:
        if arg.startswith(("card:", "elder:")):
            key = arg.rsplit(":", 1)[1]
            thing = tables.cards.get(key) if arg.startswith("card:") else tables.elders.get(key)
            if thing is not None:
                text = text.replace(f"{thing.name} ({thing.text})", thing.name)
    return text


def _name(tables: Tables, arg: str) -> str:
    kind, _, rest = arg.partition(":")
    key = arg.rsplit(":", 1)[1]
    if kind == "card":
        c = tables.cards[key]
        return f"{c.name} ({c.text})"
    if kind == "elder":
        e = tables.elders[key]
        return f"{e.name} ({e.text})"
    if kind == "space":
        return next((s.title for s in tables.spaces_for(5, "multi") + tables.spaces_for(2, "multi")
                     if s.id == rest), rest)
    return arg


def _guest_payment(wood: int, fish: int, arg: str, gold: int) -> str:
    """'pay 0 wood 4 fish, return 3 Guests (3 for wood, 0 for fish)'."""
    _, kw, kf = arg.split(":")
    w, f = max(0, wood - 2 * int(kw)), max(0, fish - 3 * int(kf))
    n = int(kw) + int(kf)
    gold_text = f" {gold} gold" if gold else ""
    return (f"pay {w} wood {f} fish{gold_text}, return {n} Guest{'s' if n > 1 else ''} "
            f"({kw} for wood, {kf} for fish)")


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
ORDINALS = ("1st", "2nd", "3rd")


def nth(index: int) -> str:
    """'1st' for index 0."""
    return ORDINALS[index] if index < 3 else f"{index + 1}th"


def _ship_words(ship: tuple[str, int, int] | None) -> str:
    """'the sloop (2nd ship on the track, a Guest on board)'."""
    if ship is None:
        return "a ship"
    kind, index, aboard = ship
    guest = ", a Guest on board" if aboard else ""
    return f"the {kind} ({nth(index)} ship on the fishing track{guest})"


def _double_words(tables: Tables, arg: str) -> str:
    """'building spaces 2 and 3' for the double space whose left half is ``cell:seat:2``."""
    left = int(arg.rsplit(":", 1)[1])
    pair = next((d for d in tables.doubles if d[0] == left), (left, left + 1))
    return f"building spaces {pair[0]} and {pair[1]}"


def describe(tables: Tables, state: State, action: Action) -> str:
    """Depends on the action, the tables (the deck's: ``rules.tables(state)``) and ``state_key``
    only (the rules object memoises it)."""
    v = action.verb
    if v in VERBS:
        return VERBS[v]
    words = _WORDS.get(v)
    return action.text() if words is None else words(tables, state, action)


def _done(tables: Tables, state: State, action: Action) -> str:
    return DONE_WORDS.get(state_key(state, action), "Finish")


def _place(tables: Tables, state: State, action: Action) -> str:
    """A worker on an action space or an elder."""
    return f"Place a worker on {_name(tables, action.args[0])}"


def _copy(tables: Tables, state: State, action: Action) -> str:
    return f"Copy the full action space “{_name(tables, action.args[1])}”"


def _trade(tables: Tables, state: State, action: Action) -> str:
    """An Anytime exchange; a ship sale names the ship chosen."""
    a = action.args
    eff = tables.effects[a[0].rsplit(':', 1)[1]]
    trade = next(t for t in eff.anytime if t.option == a[1])
    label: str = trade.label
    if trade.ship:  # a sale: the ship chosen, or (older notation) one of that kind
        ship = state_key(state, action)
        return label.format(ship=_ship_words(ship) if ship else f"a {trade.ship}")
    return label


def _ship(tables: Tables, state: State, action: Action) -> str:
    a = action.args
    kind = a[0].split(":")[1]
    pay = {"goods": "paying its goods", "gold": "paying gold", "free": "for free"}[a[1]]
    if len(a) > 2:  # the goods cost may carry a discount (Engineer, Slipway): name the Guests only
        _, kw, kf = a[2].split(":")
        n = int(kw) + int(kf)
        instead = " and ".join(x for x in (f"{2 * int(kw)} wood" if int(kw) else "",
                                           f"{3 * int(kf)} fish" if int(kf) else "") if x)
        return (f"Build a {kind}, paying its goods but returning {n} Guest{'s' if n > 1 else ''} "
                f"in place of {instead}")
    return f"Build a {kind}, {pay}"


def _build(tables: Tables, state: State, action: Action) -> str:
    a = action.args
    if len(a) > 1:
        c = tables.cards[a[0].rsplit(":", 1)[1]]
        return f"Build {c.name}: {_guest_payment(c.wood, c.fish, a[1], c.gold)}"
    return f"Build {_name(tables, a[0])}"


def _board(tables: Tables, state: State, action: Action) -> str:
    return (f"Place a Guest from your supply on {_ship_words(state_key(state, action))} "
            f"(+1 fish in each Fishing Phase, 1 VP)")


def _put(tables: Tables, state: State, action: Action) -> str:
    return f"Put the building on building space {action.args[0].rsplit(':', 1)[1]}"


def _serve(tables: Tables, state: State, action: Action) -> str:
    a = action.args
    k = int(a[0].rsplit(":", 1)[1])
    gold, wood = serve_gains(state)
    gain = ", ".join(f"+{n} {good}" for n, good in ((gold, "gold"), (wood, "wood")) if n)
    if len(a) > 1:
        return f"Serve the {tables.plate_fish[k]}-fish plate with a Guest instead of fish ({gain})"
    return f"Serve the {tables.plate_fish[k]}-fish plate ({gain})"


def _feed(tables: Tables, state: State, action: Action) -> str:
    """A fish onto an elder, or onto a share held abroad."""
    a0 = action.args[0]
    if a0.startswith("elder:"):
        return f"Place a fish on {_name(tables, a0)}"
    return f"Place a fish on the share held by {seat_ref(int(a0.rsplit(':', 1)[1]))}"


def _reveal(tables: Tables, state: State, action: Action) -> str:
    return f"{_name(tables, action.args[0])} is revealed"


def _take_use(tables: Tables, state: State, action: Action) -> str:
    """Take or use an elder; use a building's effect."""
    v, a0 = action.verb, action.args[0]
    if a0.startswith("elder:"):
        return f"{v.capitalize()} {_name(tables, a0)}"
    if v == "use":
        return f"Carry out {_name(tables, a0)}"
    return action.text()


def _trigger(tables: Tables, state: State, action: Action) -> str:
    return f"Carry out {_name(tables, action.args[0])} first"


def _remove(tables: Tables, state: State, action: Action) -> str:
    return f"Remove a forest from {_double_words(tables, action.args[0])}"


def _reforest(tables: Tables, state: State, action: Action) -> str:
    return f"Place forests on {_double_words(tables, action.args[0])}"


def _choose(tables: Tables, state: State, action: Action) -> str:
    a0 = action.args[0]
    return {"ship": "Build a Ship", "build": "Build a Building", "transfer": "Transfer Reserve",
            "thin": "Thin Out", "reforest": "Reforest", "serve": "Serve Fish"}.get(a0, a0)


def _exchange(tables: Tables, state: State, action: Action) -> str:
    ship = state_key(state, action)
    new = {"sloop": "a cutter", "cutter": "a schooner"}.get(ship[0] if ship else "", "a larger ship")
    return f"Exchange {_ship_words(ship)} for {new}"


def _sell(tables: Tables, state: State, action: Action) -> str:
    ship = state_key(state, action)
    price = tables.ships[ship[0]].sell if ship else None
    return f"Sell {_ship_words(ship)}" + (f" for {price} gold" if price else "")


def _demolish(tables: Tables, state: State, action: Action) -> str:
    return f"Remove {_name(tables, action.args[0])} from play"


def _draw(tables: Tables, state: State, action: Action) -> str:
    a0 = action.args[0]
    if a0.startswith("card:"):
        return f"{_name(tables, a0)} is added to the display"
    return f"Draw a building from the {a0.rsplit(':', 1)[1].upper()} pile"


def _raft(tables: Tables, state: State, action: Action) -> str:
    return "Place a raft on the fishing track"


def _first(tables: Tables, state: State, action: Action) -> str:
    return f"{seat_ref(int(action.args[0].split(':')[1]))} is First Player"


def _stack(tables: Tables, state: State, action: Action) -> str:
    a = action.args
    return f"{_name(tables, a[0])} goes to the bottom of stack {int(a[1].split(':')[1]) + 1}"


# the words of each verb (pass and skip: VERBS)
_WORDS: dict[str, Callable[[Tables, State, Action], str]] = {
    "done": _done, "place": _place, "copy": _copy, "elder": _place, "trade": _trade, "ship": _ship,
    "build": _build, "board": _board, "put": _put, "serve": _serve, "feed": _feed,
    "reveal": _reveal, "take": _take_use, "use": _take_use, "trigger": _trigger,
    "remove": _remove, "reforest": _reforest, "choose": _choose, "exchange": _exchange,
    "sell": _sell, "demolish": _demolish, "draw": _draw, "raft": _raft, "first": _first,
    "stack": _stack,
}
