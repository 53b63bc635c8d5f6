"""The log: one event per ply, written for everyone and read after the acting player's name
("put a guild die 3 on the Mill (the Steward) (-1 bread)"), plus lines for the automatic steps
worth reading. Stock changes are listed; a pirate total never is. The amounts changing hands
are public (rulebook, Phase C): amounts taken are stated, and a discard is always the most allowed
("discarding up to 3 pirate points", "half"), which anyone keeping count can follow."""

from __future__ import annotations

from collections.abc import Callable

from tabletop.core import CHANCE, Action, Event, seat_ref

from .describe import (
    ROMAN,
    chance_words,
    crown_name,
    die_words,
    field_words,
    pass_row,
    pass_words,
    pick_words,
    place_name,
    plural,
    reals,
)
from .state import Character, Player, State, Tower, top_frame
from .tables import CROPS, Tables

STOCK = ("wheat", "sugar", "wine", "wood", "bread", "real", "PP")


def changes(before: Player, after: Player) -> str:
    """What the player's stock gained or lost (never the pirate total)."""
    if before is after or (before.reals == after.reals and before.goods == after.goods and before.bread == after.bread
                           and before.wood == after.wood and before.pp == after.pp and before.mill == after.mill):
        return ""
    old = (*before.goods, before.wood, before.bread, before.reals, before.pp)
    new = (*after.goods, after.wood, after.bread, after.reals, after.pp)
    out = [f"{y - x:+d} {name}{'s' if name == 'real' and abs(y - x) != 1 else ''}"
           for name, x, y in zip(STOCK, old, new, strict=True) if x != y]
    if before.mill != after.mill:
        out.append(f"windmill {after.mill}")
    return f" ({', '.join(out)})"


def event_for(tables: Tables, state: State, seat: int, a: Action, new: State) -> Event:
    if seat == CHANCE:
        return Event(chance_words(tables, state, a))
    gained = "" if a.verb == "fulfil" else changes(state.players[seat], new.players[seat])
    if a.verb == "done" and state.stack[-1].kind == "mayor":
        return Event(f"finished the Mayor and collected{gained}" if gained else "finished the Mayor: nothing to collect", seat)
    return Event(event_words(tables, state, seat, a, new) + bought_wood(state, a, new) + gained, seat)



def event_words(tables: Tables, state: State, seat: int, a: Action, new: State) -> str:
    words = EVENT_WORDS.get(a.verb)
    return words(tables, state, seat, a, new) if words else " ".join((a.verb, *a.args))


def _placed(tables: Tables, state: State, seat: int, a: Action, new: State) -> str:
    if len(a.args) == 1:
        where = place_name(tables, a.args[0])
        return f"placed a worker {'in' if where == 'the forest' else 'on'} {where}"
    return "put " + die_words(tables, state, a)


def _passed(tables: Tables, state: State, seat: int, a: Action, new: State) -> str:
    r, side = pass_row(a.args[0])
    return f"passed to row {ROMAN[r]}: {pass_words(tables, r, side)}"


def _pirates_taken(state: State, seat: int, new: State) -> int:
    return new.players[seat].pirates - state.players[seat].pirates  # public: an amount taken


def _used(tables: Tables, state: State, seat: int, a: Action, new: State) -> str:
    tile = a.args[0].split(":", 1)[1]
    extra = " and discarded half of their pirate points" if tile == "constable" else ""
    return f"used the {tables.tile_name[tile]}{extra}"


def _fulfilled(tables: Tables, state: State, seat: int, a: Action, new: State) -> str:
    tile = a.args[0].split(":", 1)[1]
    if tables.crown_type[tile] == "wealth":
        # scored, though it gives no PP itself: the PP are bought with reals next
        return f"scored the crown request {crown_name(tables, tile)} (reals for PP next)"
    pp = new.players[seat].pp - state.players[seat].pp
    return f"scored the crown request {crown_name(tables, tile)} for {plural(pp, 'PP')}"


def _exchanged(tables: Tables, state: State, seat: int, a: Action, new: State) -> str:
    x, y, z = a.args
    return f"gave {f'2 {x}' if x == y else f'1 {x} and 1 {y}'} for 1 {z} at the windmill"


def _upkeep(state: State, seat: int, a: Action, new: State) -> str:
    """Wood bought for upkeep is paid at once, so the line says so: "bought 1 wood and paid it
    for ship upkeep (-1 real)" rather than "paid 1 wood" beside an unchanged wood stock."""
    k = int(a.args[0])
    own = state.players[seat].wood - new.players[seat].wood
    bought = k - own
    if not k:
        return "paid no wood for ship upkeep"
    if not bought:
        return f"paid {k} wood for ship upkeep"
    if not own:
        return f"bought {k} wood and paid {'it' if k == 1 else 'them'} for ship upkeep"
    return f"paid {k} wood for ship upkeep, {bought} of {'it' if k == 1 else 'them'} bought"


def bought_wood(state: State, a: Action, new: State) -> str:
    """Wood bought in Phases B and C is paid at once: named, since the stock shows only reals."""
    if a.verb == "upkeep" or new.phase not in ("B", "C"):
        return ""
    k = new.wood_bought - state.wood_bought
    return f", buying {k} wood" if k > 0 else ""


def _moved(tables: Tables, state: State, seat: int, a: Action, new: State) -> str:
    return f"moved a worker from {place_name(tables, a.args[1])} to {place_name(tables, a.args[0])}"


# what a move did, by its verb: (tables, state before, seat, action, state after) -> words
EventWords = Callable[[Tables, State, int, Action, State], str]
EVENT_WORDS: dict[str, EventWords] = {
    "place": _placed,
    "pirate": _placed,
    "pick": lambda tables, state, seat, a, new: "took " + pick_words(tables, state, a),
    "pass": _passed,
    "act": lambda tables, state, seat, a, new: f"carried out the {tables.char_names[state.char_at.index(top_frame(state, Character).building)]} action",
    "harvest": lambda tables, state, seat, a, new: f"harvested in area {tables.building_area[top_frame(state, Character).building]}",
    "skip": lambda tables, state, seat, a, new: "took no action with the die",
    "done": lambda tables, state, seat, a, new: "ended the action",
    "pay": lambda tables, state, seat, a, new: f"paid for the {tables.building_names[state.step]} action",
    "pirates": lambda tables, state, seat, a, new: (f"took {plural(_pirates_taken(state, seat, new), 'pirate point')} "
                                           f"at the {tables.building_names[state.step]}"),
    "move": _moved,
    "to_city": _moved,
    "to_colony": _moved,
    "scout": lambda tables, state, seat, a, new: _moved(tables, state, seat, a, new) + (
        ", discarding up to 3 pirate points" if a.args[0] == "tower:workers" else ""),
    "to_tower": lambda tables, state, seat, a, new: (f"moved a worker from {place_name(tables, a.args[1])} to the watchtower, "
                                           f"discarding up to {top_frame(state, Tower).discard[0]} pirate points"),
    "mayor": lambda tables, state, seat, a, new: f"moved the piece on {place_name(tables, a.args[0])} to {place_name(tables, a.args[1])}",
    "ship": lambda tables, state, seat, a, new: f"moved a ship from {place_name(tables, a.args[1])} to {place_name(tables, a.args[0])}",
    "wood": lambda tables, state, seat, a, new: ("took the wood from the forest supply" if a.args[0] == "field:forest"
                                        else f"took a tree from {place_name(tables, a.args[0])}"),
    "upkeep": lambda tables, state, seat, a, new: _upkeep(state, seat, a, new) + taken(_pirates_taken(state, seat, new)),
    "feed": lambda tables, state, seat, a, new: (f"paid {a.args[0]} bread for feeding" if a.args[0] != "0" else "paid no bread for feeding")
    + taken(_pirates_taken(state, seat, new)),
    "wealth": lambda tables, state, seat, a, new: f"paid {reals(int(a.args[0]))} for national wealth",
    "use": _used,
    "buy": lambda tables, state, seat, a, new: f"bought the {place_name(tables, a.args[0])} and built its district",
    "flip": lambda tables, state, seat, a, new: f"turned the {place_name(tables, a.args[0])} face up",
    "reward": lambda tables, state, seat, a, new: f"took the royal reward: {place_name(tables, a.args[0])}",
    "again": lambda tables, state, seat, a, new: f"harvested {place_name(tables, a.args[0])} once more",
    "fulfil": _fulfilled,
    "bishop": lambda tables, state, seat, a, new: (f"moved an action marker from {place_name(tables, a.args[0])} "
                                          f"to {place_name(tables, a.args[1])}"),
    "lady": lambda tables, state, seat, a, new: f"paid 4 reals for the action of {place_name(tables, a.args[0])}",
    "exchange": _exchanged,
    "mill": lambda tables, state, seat, a, new: "moved up the windmill" if a.args[0] == "up" else "moved down the windmill",
    "honour": lambda tables, state, seat, a, new: "took the honour award: a watchtower worker went home",
    "decline": lambda tables, state, seat, a, new: "declined the honour award",
}


def taken(k: int) -> str:
    return f" and took {plural(k, 'pirate point')}" if k > 0 else ""


def automatic_events(tables: Tables, mid: State, new: State) -> tuple[Event, ...]:
    """What the automatic steps between two decisions did that a player would want to read:
    the colony income and the crop switch of rounds 2 and 4."""
    out = []
    if mid.phase == "D" and mid.step <= 1:
        parts = []
        for seat in range(len(mid.players)):
            got = [plural(mid.colony_workers[c][seat], CROPS[tables.colony_good[c]]).replace("wheats", "wheat")
                   .replace("sugars", "sugar").replace("wines", "wine")
                   for c in range(3) if mid.colony_workers[c][seat]]
            if got:
                parts.append(f"{seat_ref(seat)} {', '.join(got)}")
        if parts:
            out.append(Event("colony income: " + "; ".join(parts)))
    if mid.crops != new.crops:
        switched = [tables.field_ids[i] for i in range(len(new.crops)) if new.crops[i] != mid.crops[i]]
        crop = CROPS[new.crops[tables.field_ids.index(switched[0])]]
        out.append(Event(f"the switching fields without trees now grow {crop}: "
                         + ", ".join(field_words(f) for f in switched)))
    return tuple(out)

