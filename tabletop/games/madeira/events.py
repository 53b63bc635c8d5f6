"""The log: one event per ply, written for everyone and read after the acting player's name
("put a guild die 3 on the Mill (the Steward) (-1 bread)"), plus lines for the automatic steps
worth reading. Stock changes are listed; a pirate total never is. The amounts changing hands
are public (rulebook, Phase C): amounts taken are stated, and a discard is always the most allowed
("discarding up to 3 pirate points", "half"), which anyone keeping count can follow."""

from __future__ import annotations

from collections.abc import Callable

from tabletop.core import CHANCE, Action, Event, seat_ref

from .describe import chance_words, die_words, pick_words
from .i18n import N_, _, n_, p_
from .state import Character, Player, State, Tower, top_frame
from .tables import CROPS, Tables
from .words import (
    ROMAN,
    building_name,
    char_name,
    crown_name,
    field_words,
    good,
    good_amount,
    pass_row,
    pass_words,
    place_name,
    prestige,
    reals,
)
from .words import pirate_points as pirate_amount


def amount(name: str, k: int, signed: bool = True) -> str:
    n = f"{k:+d}" if signed else str(k)
    if name == "real":
        return n_("{n} real", "{n} reals", abs(k)).format(n=n)
    if name == "PP":
        return n_("{n} PP", "{n} PP", abs(k)).format(n=n)
    return good_amount(name, n)  # an amount changing hands: "+2 wheat"


STOCK = ("wheat", "sugar", "wine", "wood", "bread", "real", "PP")


def listed(items: list[str]) -> str:
    # Translators: between the items of a list of amounts ("+1 wheat, -2 reals")
    return p_("list separator", ", ").join(items)


def changes(before: Player, after: Player) -> str:
    """What the player's stock gained or lost (never the pirate total)."""
    if before is after or (before.reals == after.reals and before.goods == after.goods and before.bread == after.bread
                           and before.wood == after.wood and before.pp == after.pp and before.mill == after.mill):
        return ""
    old = (*before.goods, before.wood, before.bread, before.reals, before.pp)
    new = (*after.goods, after.wood, after.bread, after.reals, after.pp)
    out = [amount(name, y - x) for name, x, y in zip(STOCK, old, new, strict=True) if x != y]
    if before.mill != after.mill:
        out.append(_("windmill {level}").format(level=after.mill))
    return f" ({listed(out)})"


def event_for(tables: Tables, state: State, seat: int, a: Action, new: State) -> Event:
    if seat == CHANCE:
        return Event(chance_words(tables, state, a))
    gained = "" if a.verb == "fulfil" else changes(state.players[seat], new.players[seat])
    if a.verb == "done" and state.stack[-1].kind == "mayor":
        if gained:
            return Event(_("finished the Mayor and collected{changes}").format(changes=gained), seat)
        return Event(_("finished the Mayor: nothing to collect"), seat)
    return Event(event_words(tables, state, seat, a, new) + bought_wood(state, a, new) + gained, seat)


def event_words(tables: Tables, state: State, seat: int, a: Action, new: State) -> str:
    words = EVENT_WORDS.get(a.verb)
    return words(tables, state, seat, a, new) if words else " ".join((a.verb, *a.args))


def _placed(tables: Tables, state: State, seat: int, a: Action, new: State) -> str:
    if len(a.args) == 1:
        where = place_name(tables, a.args[0])
        if a.args[0] == "field:forest":
            return _("placed a worker in {place}").format(place=where)
        return _("placed a worker on {place}").format(place=where)
    return die_words(tables, state, a, past=True)


def _passed(tables: Tables, state: State, seat: int, a: Action, new: State) -> str:
    r, side = pass_row(a.args[0])
    return _("passed to row {row}: {what}").format(row=ROMAN[r], what=pass_words(tables, r, side))


def _pirates_taken(state: State, seat: int, new: State) -> int:
    return new.players[seat].pirates - state.players[seat].pirates  # public: an amount taken


def _used(tables: Tables, state: State, seat: int, a: Action, new: State) -> str:
    tile = a.args[0].split(":", 1)[1]
    if tile == "constable":
        return _("used the {tile} and discarded half of their pirate points").format(tile=place_name(tables, a.args[0]))
    return _("used the {tile}").format(tile=place_name(tables, a.args[0]))


def _fulfilled(tables: Tables, state: State, seat: int, a: Action, new: State) -> str:
    tile = a.args[0].split(":", 1)[1]
    if tables.crown_type[tile] == "wealth":
        # scored, though it gives no PP itself: the PP are bought with reals next
        return _("scored the crown request {crown} (reals for PP next)").format(crown=crown_name(tables, tile))
    pp = new.players[seat].pp - state.players[seat].pp
    return _("scored the crown request {crown} for {pp}").format(crown=crown_name(tables, tile), pp=prestige(pp))


def _exchanged(tables: Tables, state: State, seat: int, a: Action, new: State) -> str:
    x, y, z = a.args
    if x == y:
        return _("gave 2 {good} for 1 {gain} at the windmill").format(good=good(x), gain=good(z))
    return _("gave 1 {good} and 1 {other} for 1 {gain} at the windmill").format(good=good(x), other=good(y), gain=good(z))


def _upkeep(state: State, seat: int, a: Action, new: State) -> str:
    """Wood bought for upkeep is paid at once, so the line says so: "bought 1 wood and paid it
    for ship upkeep (-1 real)" rather than "paid 1 wood" beside an unchanged wood stock."""
    k = int(a.args[0])
    own = state.players[seat].wood - new.players[seat].wood
    bought = k - own
    if not k:
        return _("paid no wood for ship upkeep")
    if not bought:
        return _("paid {n} wood for ship upkeep").format(n=k)
    if not own:
        return n_("bought {n} wood and paid it for ship upkeep", "bought {n} wood and paid them for ship upkeep",
                  k).format(n=k)
    return n_("paid {n} wood for ship upkeep, {bought} of it bought", "paid {n} wood for ship upkeep, {bought} of them bought",
              k).format(n=k, bought=bought)


def bought_wood(state: State, a: Action, new: State) -> str:
    """Wood bought in Phases B and C is paid at once: named, since the stock shows only reals."""
    if a.verb == "upkeep" or new.phase not in ("B", "C"):
        return ""
    k = new.wood_bought - state.wood_bought
    return _(", buying {n} wood").format(n=k) if k > 0 else ""


def _moved(tables: Tables, state: State, seat: int, a: Action, new: State) -> str:
    return _("moved a worker from {source} to {target}").format(
        source=place_name(tables, a.args[1]), target=place_name(tables, a.args[0]))


def _scouted(tables: Tables, state: State, seat: int, a: Action, new: State) -> str:
    if a.args[0] == "tower:workers":
        return _("moved a worker from {source} to {target}, discarding up to 3 pirate points").format(
            source=place_name(tables, a.args[1]), target=place_name(tables, a.args[0]))
    return _moved(tables, state, seat, a, new)


def _to_tower(tables: Tables, state: State, seat: int, a: Action, new: State) -> str:
    return _("moved a worker from {source} to the watchtower, discarding up to {k} pirate points").format(
        source=place_name(tables, a.args[1]), k=top_frame(state, Tower).discard[0])


def _paid_wood(tables: Tables, state: State, seat: int, a: Action, new: State) -> str:
    return taken(_upkeep(state, seat, a, new), _pirates_taken(state, seat, new))


def _fed(tables: Tables, state: State, seat: int, a: Action, new: State) -> str:
    paid = (_("paid {n} bread for feeding").format(n=a.args[0]) if a.args[0] != "0"
            else _("paid no bread for feeding"))
    return taken(paid, _pirates_taken(state, seat, new))


def _took_pirates(tables: Tables, state: State, seat: int, a: Action, new: State) -> str:
    return _("took {pirates} at the {building}").format(
        pirates=pirate_amount(_pirates_taken(state, seat, new)), building=building_name(tables, state.step))


def _acted(tables: Tables, state: State, seat: int, a: Action, new: State) -> str:
    c = state.char_at.index(top_frame(state, Character).building)
    return _("carried out the {character} action").format(character=char_name(tables, c))


def _in_words(words: str, *places: str) -> EventWords:
    """An event whose words name the action's places: ``places`` are the placeholders of its
    arguments in order ("source", "target"...)."""
    def said(tables: Tables, state: State, seat: int, a: Action, new: State) -> str:
        return _(words).format(**{name: place_name(tables, arg) for name, arg in zip(places, a.args, strict=False)})
    return said


def _fixed(words: str) -> EventWords:
    return lambda tables, state, seat, a, new: _(words)


# what a move did, by its verb: (tables, state before, seat, action, state after) -> words
EventWords = Callable[[Tables, State, int, Action, State], str]
EVENT_WORDS: dict[str, EventWords] = {
    "place": _placed,
    "pirate": _placed,
    "pick": lambda tables, state, seat, a, new: pick_words(tables, state, a, past=True),
    "pass": _passed,
    "act": _acted,
    "harvest": lambda tables, state, seat, a, new: _("harvested in area {area}").format(
        area=tables.building_area[top_frame(state, Character).building]),
    "skip": _fixed(N_("took no action with the die")),
    "done": _fixed(N_("ended the action")),
    "pay": lambda tables, state, seat, a, new: _("paid for the {building} action").format(
        building=building_name(tables, state.step)),
    "pirates": _took_pirates,
    "move": _moved,
    "to_city": _moved,
    "to_colony": _moved,
    "scout": _scouted,
    "to_tower": _to_tower,
    "mayor": _in_words(N_("moved the piece on {source} to {target}"), "source", "target"),
    "ship": _in_words(N_("moved a ship from {source} to {target}"), "target", "source"),
    "wood": lambda tables, state, seat, a, new: (_("took the wood from the forest supply") if a.args[0] == "field:forest"
                                                 else _("took a tree from {field}").format(field=place_name(tables, a.args[0]))),
    "upkeep": _paid_wood,
    "feed": _fed,
    "wealth": lambda tables, state, seat, a, new: _("paid {cost} for national wealth").format(cost=reals(int(a.args[0]))),
    "use": _used,
    "buy": _in_words(N_("bought the {tile} and built its district"), "tile"),
    "flip": _in_words(N_("turned the {tile} face up"), "tile"),
    "reward": _in_words(N_("took the royal reward: {reward}"), "reward"),
    "again": _in_words(N_("harvested {field} once more"), "field"),
    "fulfil": _fulfilled,
    "bishop": _in_words(N_("moved an action marker from {source} to {target}"), "source", "target"),
    "lady": _in_words(N_("paid 4 reals for the action of {building}"), "building"),
    "exchange": _exchanged,
    "mill": lambda tables, state, seat, a, new: (_("moved up the windmill") if a.args[0] == "up"
                                                 else _("moved down the windmill")),
    "honour": _fixed(N_("took the honour award: a watchtower worker went home")),
    "decline": _fixed(N_("declined the honour award")),
}


def taken(done: str, k: int) -> str:
    """``done``, and the pirate points taken for what was left unpaid."""
    return _("{done} and took {pirates}").format(done=done, pirates=pirate_amount(k)) if k > 0 else done


def automatic_events(tables: Tables, mid: State, new: State) -> tuple[Event, ...]:
    """What the automatic steps between two decisions did that a player would want to read:
    the colony income and the crop switch of rounds 2 and 4."""
    out = []
    if mid.phase == "D" and mid.step <= 1:
        parts = []
        for seat in range(len(mid.players)):
            got = [amount(CROPS[tables.colony_good[c]], mid.colony_workers[c][seat], signed=False)
                   for c in range(3) if mid.colony_workers[c][seat]]
            if got:
                parts.append(_("{player} {income}").format(player=seat_ref(seat), income=listed(got)))
        if parts:
            out.append(Event(_("colony income: {incomes}").format(incomes="; ".join(parts))))
    if mid.crops != new.crops:
        switched = [tables.field_ids[i] for i in range(len(new.crops)) if new.crops[i] != mid.crops[i]]
        crop = good(CROPS[new.crops[tables.field_ids.index(switched[0])]])
        out.append(Event(_("the switching fields without trees now grow {crop}: {fields}").format(
            crop=crop, fields=", ".join(field_words(f) for f in switched))))
    return tuple(out)
