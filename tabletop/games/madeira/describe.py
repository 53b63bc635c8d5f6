"""Words for prompts, tooltips and choosers."""

from __future__ import annotations

from tabletop.core import CHANCE, Action

from .state import State
from .turns import building_cost, pirate_points

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
    "flip": "Guild Hall: turn a guild tile face up",
    "tower": "Move a worker to the watchtower",
    "trees": "Choose where each bought or gained wood comes from",
    "wealth": "National wealth: pay up to 15 reals for 1 PP each",
    "bishop": "Bishop: move one of your action markers",
    "lady": "Lady: pay 4 reals and carry out a building action",
    "scout": "Scout: move one worker anywhere",
}


def prompt_for(R, st: State, seat: int) -> str:
    if seat == CHANCE:
        return "Chance"
    if st.stack:
        return FRAME_PROMPTS[st.stack[-1][0]]
    return {
        "open": "Opening: place a worker on a city space" if st.step < len(st.players)
        else "Opening: place a worker on a free field (not the area of your other one)",
        "A": "Choose a crown request (and with it the guild row and its dice)"
        + (" and one of the row's two guilds (stand-in 2/3-player rule)" if len(st.players) < 4 else ""),
        "B": "Place a die on a building's character, or pass",
        "C": c_prompt(R, st),
        "D": "Honour award: return a watchtower worker for 4 PP?" if st.step == 0
        else "Upkeep: how much wood for your ships?" if st.step == 2 else "Feeding: how much bread?",
        "E": "Fulfil a crown request",
    }.get(st.phase, "")


def describe_action(R, st: State, a: Action) -> str:
    T = R.T
    v, args = a.verb, a.args
    if a.chance:
        return f"Chance: {v} {' '.join(args)}"
    if v == "place" and len(args) == 1:
        return f"Place a worker on {args[0]}"
    if v in ("place", "pirate"):
        b = T.building_ids.index(args[0].split(":", 1)[1])
        c = st.char_at.index(b) if b in st.char_at else -1
        who = T.char_names[c] if c >= 0 else "no character (Harvest +1)"
        bread = max(0, T.building_area[b] - int(args[1]))
        kind = "guild die" if v == "place" else "pirate die"
        cost = f", paying {bread} bread" if bread else ""
        return f"Put a {kind} showing {args[1]} on {T.building_names[b]} ({who}){cost}"
    if v == "act" and st.stack:
        b = st.stack[-1][2]
        return f"Carry out the {T.char_names[st.char_at.index(b)]} action"
    simple = {
        "harvest": "Harvest from your fields in this area", "skip": "Do nothing more",
        "done": "Finish this action", "pay": "Pay the building cost", "pirates": "Take pirate points",
        "honour": "Return a watchtower worker home for 4 PP", "decline": "Keep the workers",
    }
    if v in simple:
        return simple[v]
    if v == "pass":
        return f"Pass to {args[0]}"
    if v == "pick":
        guild = f" and the {args[1]} guild" if len(args) > 1 else ""
        return f"Take crown request {args[0]}{guild}"
    if v in ("move", "tocity", "tocolony", "totower", "scout"):
        return f"Move a worker from {args[1]} to {args[0]}"
    if v == "mayor":
        return f"Move the piece on {args[0]} to {args[1]}"
    if v == "ship":
        return f"Move a ship from {args[1]} to {args[0]}"
    if v == "wood":
        return "Take this wood from the forest supply" if args[0] == "field:forest" else f"Take a tree from {args[0]}"
    if v == "upkeep":
        return f"Pay {args[0]} wood for ship upkeep (pirate points for the rest)"
    if v == "feed":
        return f"Pay {args[0]} bread for feeding (pirate points for the rest)"
    if v == "wealth":
        return f"Pay {args[0]} reals for {args[0]} PP"
    if v == "use":
        tile = args[0].split(":", 1)[1]
        return f"Use the guild tile {T.tile_name[tile]} (it turns face down)"
    if v == "buy":
        tile = args[0].split(":", 1)[1]
        d = st.districts.index(tile) if tile in st.districts else 2
        return f"Buy {T.tile_name[tile]} for {T.tile_costs[d % 6 - 2]} wood and build its district"
    if v == "flip":
        return f"Turn {T.tile_name[args[0].split(':', 1)[1]]} face up"
    if v == "reward":
        effect, amount = T.reward_effect[args[0].split(":", 1)[1]]
        return f"Royal reward: {effect} {amount}"
    if v == "again":
        return f"Harvest {args[0]} once more"
    if v == "fulfil":
        return f"Discard and score the crown request {T.crown_type[args[0].split(':', 1)[1]]}"
    if v == "bishop":
        return f"Move your action marker from {args[0]} to {args[1]}"
    if v == "lady":
        return f"Pay 4 reals and carry out the action of {args[0]}"
    if v == "exchange":
        return f"Windmill: give 1 {args[0]} and 1 {args[1]} for 1 {args[2]}"
    if v == "mill":
        return "Windmill: 2 wheat to go up a level" if args[0] == "up" else f"Windmill: down a level for {args[1]}"
    return " ".join((v, *args))




def c_prompt(R, st: State) -> str:
    if st.step >= 5 or st.cursor < 0:
        return ""
    b = st.step
    return (f"{R.T.building_names[b]}: pay {building_cost(R.T, st, b)} reals for the action "
            f"or take {pirate_points(st, b)} pirate points")
