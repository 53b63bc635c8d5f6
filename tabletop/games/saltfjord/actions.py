"""Action verbs of Saltfjord and their notation (``verb arg ...``; ids contain a colon).

Examples: ``take dice:3 white``, ``line col:0:4``, ``activate cell:0:4,2``, ``done``,
``build stack:L-a``, ``place cell:0:2,5 1``, ``retire tavern:3``, ``sell room:0:food``,
``chance: roll white 4``.
"""

from __future__ import annotations

from tabletop.core import Action, InvalidActionError, parse_action_text

# verb -> number of arguments
PLAYER_VERBS = {
    "choose": 1, "place": 2, "take": 2, "line": 1, "discard": 0, "activate": 1, "done": 0,
    "effect": 1, "up": 2, "gainfish": 0, "skip": 0, "order": 1, "pier": 1, "tech": 1,
    "ability": 1, "build": 1, "advance": 0, "home": 0, "cast": 1, "keep": 1, "overboard": 1,
    "pay": 1, "sellfish": 1, "also": 1, "retire": 1, "sell": 1, "payup": 2, "down": 2,
    "buy": 1, "worker": 1, "lift": 1, "wagon": 2, "stay": 1, "wagons_done": 0,
}
CHANCE_VERBS = {
    "board": 1, "abboard": 1, "setab": 1, "setbld": 1, "setres": 1, "toptile": 1, "special": 1,
    "btop": 1, "ctop": 1, "roll": 2, "first": 1, "draw": 1,
}


def parse(text: str) -> Action:
    action = parse_action_text(text)
    table = CHANCE_VERBS if action.chance else PLAYER_VERBS
    if table.get(action.verb) != len(action.args):
        raise InvalidActionError(f"not a Saltfjord action: {text!r}")
    return action
