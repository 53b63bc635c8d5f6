"""Words for prompts and choosers (``describe``, an imperative) and for chance; the names of
places and things shared with the log and the table are in words.py. Seats are named with
``seat_ref``. Each sentence is one catalog message with named placeholders (issue 34)."""

from __future__ import annotations

from tabletop.core import CHANCE, Action, seat_ref

from .board import feeding_due, upkeep_due
from .flow import TILE_DISTRICTS, seat_to_act
from .i18n import N_, _, n_
from .state import Character, State, top_frame
from .tables import Tables
from .turns import building_cost, pirate_points
from .words import (
    ROMAN,
    building_name,
    char_name,
    city_name,
    colony_name,
    crown_name,
    good,
    guild_name,
    pass_row,
    pass_words,
    place_name,
    reals,
    reward_words,
    tile_name,
)
from .words import pirate_points as pirate_amount

FRAME_PROMPTS = {
    "act": N_("Carry out the character action, harvest, or skip"),
    "steward": N_("Steward: move up to 2 workers to fields or the forest"),
    "again": N_("Harvest again from one of the harvested fields"),
    "buy": N_("Guild Master: buy a guild tile with wood"),
    "mayor": N_("Mayor: move up to 2 pieces between city spaces, then collect"),
    "ship": N_("Move a ship to a trade route or colony space"),
    "reward": N_("Choose a royal reward of this colony"),
    "city": N_("Move a worker to an empty city space"),
    "colony": N_("Customs House: move a worker to a colony"),
    "flip": N_("Turn a guild tile face up"),
    "tower": N_("Move a worker to the watchtower"),
    "trees": N_("Choose where each bought wood comes from"),
    "gain": N_("Take the gained wood one by one from a tree field or the forest, or stop"),
    "wealth": N_("National wealth: pay up to 15 reals for 1 PP each"),
    "bishop": N_("Bishop: move one of your action markers"),
    "lady": N_("Lady: pay 4 reals and carry out a building action"),
    "scout": N_("Scout: move one worker anywhere"),
}
SIMPLE = {
    "skip": N_("Do nothing more"), "done": N_("Finish this action"),
    "honour": N_("Return a watchtower worker home for 4 PP"), "decline": N_("Keep the workers in the watchtower"),
}


# ---- prompts ------------------------------------------------------------------------------

def prompt_for(tables: Tables, state: State, seat: int) -> str:
    if seat == CHANCE:
        return _("Chance")
    if state.stack:
        return _(FRAME_PROMPTS[state.stack[-1].kind])
    ph = state.phase
    if ph == "B":
        return _("Place a die on a building's character, or pass")
    if ph == "C":
        return c_prompt(tables, state)
    if ph == "D":
        return d_prompt(state, seat)
    if ph == "E":
        return _("Fulfil a crown request")
    if ph == "A":
        if len(state.players) < 4:
            return _("Choose a crown request (and with it the guild row and its dice) and one of the row's two guilds")
        return _("Choose a crown request (and with it the guild row and its dice)")
    if ph == "open":
        if state.step < len(state.players):
            return _("Opening: place a worker on a city space")
        return _("Opening: place a worker on a free field (not the area of your other one)")
    return ""


def d_prompt(state: State, seat: int) -> str:
    if state.step == 0:
        return _("Honour award: return a watchtower worker for 4 PP? Click a worker in the "
                 "watchtower to return it, or keep them")
    if state.step == 2:
        due = upkeep_due(state, seat)
        return n_("Upkeep: {n} ship on the board, 1 wood each (a pirate point for each one unpaid)",
                  "Upkeep: {n} ships on the board, 1 wood each (a pirate point for each one unpaid)",
                  due).format(n=due)
    due = feeding_due(state, seat)
    return n_("Feeding: {n} worker beyond your windmill level, 1 bread each (a pirate point for each one unfed)",
              "Feeding: {n} workers beyond your windmill level, 1 bread each (a pirate point for each one unfed)",
              due).format(n=due)


def c_prompt(tables: Tables, state: State) -> str:
    if state.step >= 5 or state.cursor < 0:
        return ""
    b = state.step
    return _("{building}: pay {cost} for the action or take {pirates}").format(
        building=building_name(tables, b), cost=reals(building_cost(tables, state, b)),
        pirates=pirate_amount(pirate_points(state, b)))


# ---- choosers -----------------------------------------------------------------------------

def describe(tables: Tables, state: State, action: Action) -> str:
    if action.chance:
        return _("Chance: {what}").format(what=chance_words(tables, state, action))
    for words in (turn_words, piece_words, payment_words):
        text = words(tables, state, action)
        if text is not None:
            return text
    return " ".join((action.verb, *action.args))


def turn_words(tables: Tables, state: State, action: Action) -> str | None:
    """The opening, Phase A's pick, Phase B's dice and passes, Phase C's choice."""
    v, args = action.verb, action.args
    if v == "place" and len(args) == 1:
        if args[0] == "field:forest":
            return _("Place a worker in {place}").format(place=place_name(tables, args[0]))
        return _("Place a worker on {place}").format(place=place_name(tables, args[0]))
    if v in ("place", "pirate"):
        return die_words(tables, state, action, past=False)
    if v == "act" and state.stack:
        c = state.char_at.index(top_frame(state, Character).building)
        return _("Carry out the {character} action").format(character=char_name(tables, c))
    if v == "harvest" and state.stack:
        b = top_frame(state, Character).building
        if b in state.char_at:
            return _("Harvest from your fields in area {area}").format(area=tables.building_area[b])
        return _("Harvest from your fields in area {area} (Harvest +1: then one field again)").format(
            area=tables.building_area[b])
    if v in SIMPLE:
        return _(SIMPLE[v])
    if v == "pay":
        return _("Pay {cost} for the {building} action").format(
            cost=reals(building_cost(tables, state, state.step)), building=building_name(tables, state.step))
    if v == "pirates":
        return _("Take {pirates} instead").format(pirates=pirate_amount(pirate_points(state, state.step)))
    if v == "pass":
        r, side = pass_row(args[0])
        return _("Pass to row {row}: {what}").format(row=ROMAN[r], what=pass_words(tables, r, side))
    if v == "pick":
        return pick_words(tables, state, action, past=False)
    return None


PIECE_VERBS = frozenset(("move", "to_city", "to_colony", "to_tower", "scout", "mayor", "ship", "wood", "use",
                         "buy", "flip", "reward", "again", "fulfil", "lady", "bishop"))


def piece_words(tables: Tables, state: State, action: Action) -> str | None:
    """Moving workers, ships, markers and wood; guild tiles, rewards and crown requests."""
    v, args = action.verb, action.args
    if v not in PIECE_VERBS:
        return None
    first = place_name(tables, args[0]) if args else ""
    second = place_name(tables, args[1]) if len(args) > 1 else ""
    if v in ("move", "to_city", "to_colony", "to_tower", "scout"):
        return _("Move a worker from {source} to {target}").format(source=second, target=first)
    if v == "mayor":
        return _("Move the piece on {source} to {target}").format(source=first, target=second)
    if v == "ship":
        return _("Move a ship from {source} to {target} ({terms})").format(
            source=second, target=first, terms=ship_terms(tables, action))
    if v == "wood":
        if args[0] == "field:forest":
            return _("Take this wood from the forest supply")
        return _("Take a tree from {field}").format(field=first)
    if v == "use":
        return _("Use the guild tile {tile} (it turns face down)").format(tile=first)
    if v == "buy":
        tile = args[0].split(":", 1)[1]
        d = state.districts.index(tile) if tile in state.districts else 2
        return _("Buy the {tile} for {wood} wood and build its district").format(
            tile=tile_name(tables, tile), wood=tables.tile_costs[d % 6 - 2])
    simple_places = {
        "flip": N_("Turn the {tile} face up"), "reward": N_("Royal reward: {reward}"),
        "again": N_("Harvest {field} once more"), "fulfil": N_("Discard and score the crown request {crown}"),
        "lady": N_("Pay 4 reals and carry out the action of {building}"),
    }
    if v in simple_places:
        return _(simple_places[v]).format(tile=first, reward=first, field=first, crown=first, building=first)
    if v == "bishop":
        return _("Move your action marker from {source} to {target}").format(source=first, target=second)
    return None


def payment_words(tables: Tables, state: State, action: Action) -> str | None:
    """Phase D's upkeep and feeding, national wealth and the windmill."""
    v, args = action.verb, action.args
    if v == "upkeep":
        if args[0] != "0":
            return _("Pay {n} wood for ship upkeep (pirate points for the rest)").format(n=args[0])
        return _("Pay no wood for ship upkeep (a pirate point for each ship)")
    if v == "feed":
        if args[0] != "0":
            return _("Pay {n} bread for feeding (pirate points for the rest)").format(n=args[0])
        return _("Pay no bread for feeding (a pirate point for each worker)")
    if v == "wealth":
        if args[0] != "0":
            return _("Pay {cost} for {n} PP").format(cost=reals(int(args[0])), n=args[0])
        return _("Pay nothing (no PP)")
    if v == "exchange":
        if args[0] == args[1]:
            return _("Windmill: give 2 {good} for 1 {gain}").format(good=good(args[0]), gain=good(args[2]))
        return _("Windmill: give 1 {good} and 1 {other} for 1 {gain}").format(
            good=good(args[0]), other=good(args[1]), gain=good(args[2]))
    if v == "mill":
        return mill_words(tables, state, action)
    return None


def mill_words(tables: Tables, state: State, a: Action) -> str:
    seat = state.stack[-1].seat if state.stack else flow_seat(tables, state)
    p = state.players[seat]
    bread = a.args[0] != "up" and a.args[1] == "bread"
    if a.args[0] == "up":
        if p.mill >= tables.mill_max:
            return _("Windmill: 2 wheat for 1 PP (already at the top)")
        return _("Windmill: 2 wheat to go up a level")
    if p.mill <= tables.mill_min:
        return (_("Windmill: pay 1 PP for 1 bread (at the bottom)") if bread
                else _("Windmill: pay 1 PP for 1 real (at the bottom)"))
    return _("Windmill: down a level for 1 bread") if bread else _("Windmill: down a level for 3 reals")


def flow_seat(tables: Tables, state: State) -> int:
    seat = seat_to_act(tables, state)
    return 0 if seat is None or seat < 0 else seat


def ship_terms(tables: Tables, a: Action) -> str:
    dst, src = a.args
    where, name, num = dst.split(":")
    if where == "route":
        j = tables.market_ids.index(name) * 4 + int(num) - 1
        terms = _("{cost} {good}, +{reals}").format(cost=tables.route_cost[j], good=good(name),
                                                      reals=reals(tables.route_reals[j]))
    else:
        j = tables.colony_ids.index(name) * 5 + int(num) - 1
        terms = _("{cost} wine, then a royal reward").format(cost=tables.cship_cost[j])
    return _("{terms}, 1 wood to launch").format(terms=terms) if src.startswith("home:") else terms


DIE_WORDS = {  # (pirate die, character there, in the log)
    (False, True, False): N_("Put a guild die {value} on the {building} (the {character})"),
    (False, False, False): N_("Put a guild die {value} on the {building} (no character: Harvest +1)"),
    (True, True, False): N_("Put a pirate die {value} on the {building} (the {character})"),
    (True, False, False): N_("Put a pirate die {value} on the {building} (no character: Harvest +1)"),
    (False, True, True): N_("put a guild die {value} on the {building} (the {character})"),
    (False, False, True): N_("put a guild die {value} on the {building} (no character: Harvest +1)"),
    (True, True, True): N_("put a pirate die {value} on the {building} (the {character})"),
    (True, False, True): N_("put a pirate die {value} on the {building} (no character: Harvest +1)"),
}


def die_words(tables: Tables, state: State, a: Action, past: bool) -> str:
    """A die put on a building: the choice (``past`` False) or the log line."""
    b = tables.building_index[a.args[0]]
    c = state.char_at.index(b) if b in state.char_at else -1
    words = DIE_WORDS[(a.verb != "place", c >= 0, past)]
    return _(words).format(value=a.args[1], building=building_name(tables, b),
                           character=char_name(tables, c) if c >= 0 else "")


def pick_words(tables: Tables, state: State, a: Action, past: bool) -> str:
    """A crown request taken in Phase A (with its row's dice and, at 2-3 players, a guild)."""
    tile = a.args[0].split(":", 1)[1]
    r = next((i for i, row in enumerate(state.row_crowns) if tile in row), 0)
    dice = " ".join(str(d) for d in state.row_dice[r])
    values = {"crown": crown_name(tables, tile), "row": r + 1, "dice": dice}
    if len(a.args) > 1:
        guild = guild_name(tables, a.args[1])
        if past:
            return _("took the crown request {crown} from row {row} (dice {dice}, guild {guild})").format(
                guild=guild, **values)
        return _("Take the crown request {crown} from row {row} (dice {dice}, guild {guild})").format(
            guild=guild, **values)
    if past:
        return _("took the crown request {crown} from row {row} (dice {dice})").format(**values)
    return _("Take the crown request {crown} from row {row} (dice {dice})").format(**values)


def chance_words(tables: Tables, state: State, a: Action) -> str:
    v, args = a.verb, a.args
    if v == "start":
        return _("{player} gets the starting crown request {crown}").format(
            player=seat_ref(state.cursor), crown=crown_name(tables, args[0]))
    if v == "crown":
        return _("crown request {crown} to row {row}").format(crown=crown_name(tables, args[0]),
                                                              row=state.cursor // 5 + 1)
    if v == "guild":
        d = TILE_DISTRICTS[state.cursor] if state.cursor < len(TILE_DISTRICTS) else 2
        return _("the {tile} to {city} district {n}").format(
            tile=tile_name(tables, args[0]), city=city_name(tables, d // 6), n=d % 6 + 1)
    if v == "reward":
        return _("royal reward ({reward}) to {colony}").format(
            reward=reward_words(tables, args[0]), colony=colony_name(tables, min(state.cursor // 2, 2)))
    if v == "character":
        return _("the {character} goes to {building}").format(
            character=char_name(tables, min(state.cursor, 3)), building=place_name(tables, args[0]))
    if v == "roll":
        if state.phase == "A" and state.step == 1:
            return _("guild dice row {row}: {dice}").format(row=state.cursor + 1, dice=" ".join(args))
        return _("pirate dice: {dice}").format(dice=" ".join(args))
    if v == "reroll":
        return _("dice on the {building} re-rolled: {dice}").format(
            building=building_name(tables, state.step), dice=" ".join(args))
    return " ".join((v, *args))
