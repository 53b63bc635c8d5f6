"""Words for prompts and choosers (``describe``, an imperative), and the names of places and
things shared with the log (events.py). Seats are named with ``seat_ref``."""

from __future__ import annotations

from tabletop.core import CHANCE, Action, seat_ref

from .board import feeding_due, upkeep_due
from .flow import TILE_DISTRICTS, seat_to_act
from .state import Character, State, top_frame
from .tables import Tables
from .turns import building_cost, pirate_points

ROMAN = ("I", "II", "III", "IV")
CROWN_NAMES = {"trade": "Trade route", "exploration": "Exploration", "guild": "Guild influence",
               "urban": "Urbanisation", "wealth": "National wealth"}
REWARD_WORDS = {"pp": "{k} PP", "flip": "turn a guild tile face up", "bread": "{k} bread",
                "reals": "{k} real{s}", "goods": "{k} each of wheat, sugar and wine", "pirates": "discard up to {k} pirate points",
                "windmill": "windmill up {k} level"}

FRAME_PROMPTS = {
    "act": "Carry out the character action, harvest, or skip",
    "steward": "Steward: move up to 2 workers to fields or the forest",
    "again": "Harvest again from one of the harvested fields",
    "buy": "Guild Master: buy a guild tile with wood",
    "mayor": "Mayor: move up to 2 pieces between city spaces, then collect",
    "ship": "Move a ship to a trade route or colony space",
    "reward": "Choose a royal reward of this colony",
    "city": "Move a worker to an empty city space",
    "colony": "Customs House: move a worker to a colony",
    "flip": "Turn a guild tile face up",
    "tower": "Move a worker to the watchtower",
    "trees": "Choose where each bought wood comes from",
    "gain": "Take the gained wood one by one from a tree field or the forest, or stop",
    "wealth": "National wealth: pay up to 15 reals for 1 PP each",
    "bishop": "Bishop: move one of your action markers",
    "lady": "Lady: pay 4 reals and carry out a building action",
    "scout": "Scout: move one worker anywhere",
}


def field_words(fid: str) -> str:
    """A field as players name it: its letter in its area's row ("field C of area 2")."""
    return f"field {fid[1:].upper()} of area {fid[0]}"


def crown_name(tables: Tables, tile: str) -> str:
    return CROWN_NAMES.get(tables.crown_type[tile], tables.crown_type[tile])


def reward_words(tables: Tables, reward: str) -> str:
    effect, k = tables.reward_effect[reward]
    return REWARD_WORDS.get(effect, effect + " {k}").format(k=k, s="" if k == 1 else "s")


def pass_words(tables: Tables, r: int, side: int) -> str:
    left, la, right, ra = tables.pass_rows[r]
    what, k = (right, ra) if side else (left, la)
    return {"reals": reals(k), "city": f"a worker to a city space and {k} PP",
            "tower": f"a worker to the watchtower, discarding up to {k} pirate points",
            "ship": "move a ship"}.get(what, what)


def place_name(tables: Tables, zid: str) -> str:
    """A location or component id in words."""
    parts = zid.split(":")
    kind = parts[0]
    if kind == "field":
        if parts[1] == "forest":
            return "the forest"
        return field_words(parts[1])
    if kind == "city":
        return f"{tables.city_names[tables.city_ids.index(parts[1])]} space {int(parts[2]) + 1}"
    if kind == "colony":
        return tables.colony_names[tables.colony_ids.index(parts[1])]
    if kind == "home":
        return "home"
    if kind == "tower":
        return "the watchtower"
    if kind == "route":
        return f"{parts[1]} route {parts[2]}"
    if kind == "cship":
        return f"{tables.colony_names[tables.colony_ids.index(parts[1])]} ship space {parts[2]}"
    if kind == "building":
        return f"the {tables.building_names[tables.building_ids.index(parts[1])]}"
    if kind == "guild":
        return tables.tile_name[parts[1]]
    if kind == "crown":
        return crown_name(tables, parts[1])
    if kind == "reward":
        return reward_words(tables, parts[1])
    return zid


# ---- prompts ------------------------------------------------------------------------------

def prompt_for(tables: Tables, state: State, seat: int) -> str:
    if seat == CHANCE:
        return "Chance"
    if state.stack:
        return FRAME_PROMPTS[state.stack[-1].kind]
    ph = state.phase
    if ph == "B":
        return "Place a die on a building's character, or pass"
    if ph == "C":
        return c_prompt(tables, state)
    if ph == "D":
        if state.step == 0:
            return ("Honour award: return a watchtower worker for 4 PP? Click a worker in the "
                    "watchtower to return it, or keep them")
        if state.step == 2:
            return f"Upkeep: {plural(upkeep_due(state, seat), 'ship')} on the board, 1 wood each (a pirate point for each one unpaid)"
        due = feeding_due(state, seat)
        return (f"Feeding: {plural(due, 'worker')} beyond your windmill level, 1 bread each "
                "(a pirate point for each one unfed)")
    if ph == "E":
        return "Fulfil a crown request"
    if ph == "A":
        return ("Choose a crown request (and with it the guild row and its dice)"
                + (" and one of the row's two guilds" if len(state.players) < 4 else ""))
    if ph == "open":
        if state.step < len(state.players):
            return "Opening: place a worker on a city space"
        return "Opening: place a worker on a free field (not the area of your other one)"
    return ""


def c_prompt(tables: Tables, state: State) -> str:
    if state.step >= 5 or state.cursor < 0:
        return ""
    b = state.step
    return (f"{tables.building_names[b]}: pay {reals(building_cost(tables, state, b))} for the action "
            f"or take {plural(pirate_points(state, b), 'pirate point')}")


# ---- choosers -----------------------------------------------------------------------------

def describe(tables: Tables, state: State, action: Action) -> str:
    if action.chance:
        return "Chance: " + chance_words(tables, state, action)
    for words in (turn_words, piece_words, payment_words):
        text = words(tables, state, action)
        if text is not None:
            return text
    return " ".join((action.verb, *action.args))


def turn_words(tables: Tables, state: State, action: Action) -> str | None:
    """The opening, Phase A's pick, Phase B's dice and passes, Phase C's choice."""
    v, args = action.verb, action.args
    if v == "place" and len(args) == 1:
        where = place_name(tables, args[0])
        return f"Place a worker {'in' if where == 'the forest' else 'on'} {where}"
    if v in ("place", "pirate"):
        return "Put " + die_words(tables, state, action)
    if v == "act" and state.stack:
        return f"Carry out the {tables.char_names[state.char_at.index(top_frame(state, Character).building)]} action"
    if v == "harvest" and state.stack:
        b = top_frame(state, Character).building
        extra = "" if b in state.char_at else " (Harvest +1: then one field again)"
        return f"Harvest from your fields in area {tables.building_area[b]}{extra}"
    simple = {
        "skip": "Do nothing more", "done": "Finish this action",
        "honour": "Return a watchtower worker home for 4 PP", "decline": "Keep the workers in the watchtower",
    }
    if v in simple:
        return simple[v]
    if v == "pay":
        return f"Pay {reals(building_cost(tables, state, state.step))} for the {tables.building_names[state.step]} action"
    if v == "pirates":
        return f"Take {plural(pirate_points(state, state.step), 'pirate point')} instead"
    if v == "pass":
        r, side = pass_row(args[0])
        return f"Pass to row {ROMAN[r]}: {pass_words(tables, r, side)}"
    if v == "pick":
        return "Take " + pick_words(tables, state, action)
    return None


def piece_words(tables: Tables, state: State, action: Action) -> str | None:
    """Moving workers, ships, markers and wood; guild tiles, rewards and crown requests."""
    v, args = action.verb, action.args
    if v in ("move", "to_city", "to_colony", "to_tower", "scout"):
        return f"Move a worker from {place_name(tables, args[1])} to {place_name(tables, args[0])}"
    if v == "mayor":
        return f"Move the piece on {place_name(tables, args[0])} to {place_name(tables, args[1])}"
    if v == "ship":
        return f"Move a ship from {place_name(tables, args[1])} to {place_name(tables, args[0])}{ship_terms(tables, action)}"
    if v == "wood":
        return "Take this wood from the forest supply" if args[0] == "field:forest" else f"Take a tree from {place_name(tables, args[0])}"
    if v == "use":
        return f"Use the guild tile {place_name(tables, args[0])} (it turns face down)"
    if v == "buy":
        tile = args[0].split(":", 1)[1]
        d = state.districts.index(tile) if tile in state.districts else 2
        return f"Buy the {tables.tile_name[tile]} for {tables.tile_costs[d % 6 - 2]} wood and build its district"
    if v == "flip":
        return f"Turn the {place_name(tables, args[0])} face up"
    if v == "reward":
        return f"Royal reward: {place_name(tables, args[0])}"
    if v == "again":
        return f"Harvest {place_name(tables, args[0])} once more"
    if v == "fulfil":
        return f"Discard and score the crown request {place_name(tables, args[0])}"
    if v == "bishop":
        return f"Move your action marker from {place_name(tables, args[0])} to {place_name(tables, args[1])}"
    if v == "lady":
        return f"Pay 4 reals and carry out the action of {place_name(tables, args[0])}"
    return None


def payment_words(tables: Tables, state: State, action: Action) -> str | None:
    """Phase D's upkeep and feeding, national wealth and the windmill."""
    v, args = action.verb, action.args
    if v == "upkeep":
        return (f"Pay {args[0]} wood for ship upkeep (pirate points for the rest)" if args[0] != "0"
                else "Pay no wood for ship upkeep (a pirate point for each ship)")
    if v == "feed":
        return (f"Pay {args[0]} bread for feeding (pirate points for the rest)" if args[0] != "0"
                else "Pay no bread for feeding (a pirate point for each worker)")
    if v == "wealth":
        return f"Pay {reals(int(args[0]))} for {args[0]} PP" if args[0] != "0" else "Pay nothing (no PP)"
    if v == "exchange":
        given = f"2 {args[0]}" if args[0] == args[1] else f"1 {args[0]} and 1 {args[1]}"
        return f"Windmill: give {given} for 1 {args[2]}"
    if v == "mill":
        return mill_words(tables, state, action)
    return None


def mill_words(tables: Tables, state: State, a: Action) -> str:
    seat = state.stack[-1].seat if state.stack else flow_seat(tables, state)
    p = state.players[seat]
    if a.args[0] == "up":
        return "Windmill: 2 wheat for 1 PP (already at the top)" if p.mill >= tables.mill_max else "Windmill: 2 wheat to go up a level"
    if p.mill <= tables.mill_min:
        return f"Windmill: pay 1 PP for 1 {'bread' if a.args[1] == 'bread' else 'real'} (at the bottom)"
    return f"Windmill: down a level for {'1 bread' if a.args[1] == 'bread' else '3 reals'}"


def flow_seat(tables: Tables, state: State) -> int:
    seat = seat_to_act(tables, state)
    return 0 if seat is None or seat < 0 else seat


def ship_terms(tables: Tables, a: Action) -> str:
    dst, src = a.args
    where, name, num = dst.split(":")
    if where == "route":
        j = tables.market_ids.index(name) * 4 + int(num) - 1
        terms = f"{tables.route_cost[j]} {name}, +{reals(tables.route_reals[j])}"
    else:
        j = tables.colony_ids.index(name) * 5 + int(num) - 1
        terms = f"{tables.cship_cost[j]} wine, then a royal reward"
    return f" ({terms}{', 1 wood to launch' if src.startswith('home:') else ''})"


def pass_row(target: str) -> tuple[int, int]:
    parts = target.split(":")
    return int(parts[1]) - 1, int(len(parts) > 2 and parts[2] == "right")


def die_words(tables: Tables, state: State, a: Action) -> str:
    b = tables.building_index[a.args[0]]
    c = state.char_at.index(b) if b in state.char_at else -1
    who = f"the {tables.char_names[c]}" if c >= 0 else "no character: Harvest +1"
    kind = "guild die" if a.verb == "place" else "pirate die"
    return f"a {kind} {a.args[1]} on the {tables.building_names[b]} ({who})"


def pick_words(tables: Tables, state: State, a: Action) -> str:
    tile = a.args[0].split(":", 1)[1]
    r = next((i for i, row in enumerate(state.row_crowns) if tile in row), 0)
    dice = " ".join(str(d) for d in state.row_dice[r])
    guild = f", guild {tables.guild_names[tables.guild_ids.index(a.args[1])]}" if len(a.args) > 1 else ""
    return f"the crown request {crown_name(tables, tile)} from row {r + 1} (dice {dice}{guild})"


def chance_words(tables: Tables, state: State, a: Action) -> str:
    v, args = a.verb, a.args
    if v == "start":
        return f"{seat_ref(state.cursor)} gets the starting crown request {crown_name(tables, args[0])}"
    if v == "crown":
        return f"crown request {crown_name(tables, args[0])} to row {state.cursor // 5 + 1}"
    if v == "guild":
        d = TILE_DISTRICTS[state.cursor] if state.cursor < len(TILE_DISTRICTS) else 2
        return f"the {tables.tile_name[args[0]]} to {tables.city_names[d // 6]} district {d % 6 + 1}"
    if v == "reward":
        return f"royal reward ({reward_words(tables, args[0])}) to {tables.colony_names[min(state.cursor // 2, 2)]}"
    if v == "character":
        return f"the {tables.char_names[min(state.cursor, 3)]} goes to {place_name(tables, args[0])}"
    if v == "roll":
        if state.phase == "A" and state.step == 1:
            return f"guild dice row {state.cursor + 1}: {' '.join(args)}"
        return f"pirate dice: {' '.join(args)}"
    if v == "reroll":
        return f"dice on the {tables.building_names[state.step]} re-rolled: {' '.join(args)}"
    return " ".join((v, *args))


def reals(k: int) -> str:
    return f"{k} real" if k == 1 else f"{k} reals"


def plural(k: int, word: str) -> str:
    return f"{k} {word}" if k == 1 or word == "PP" else f"{k} {word}s"
