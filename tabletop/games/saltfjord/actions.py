"""Action verbs of Saltfjord and their notation (``verb arg ...``; ids contain a colon).

Examples: ``take dice:3 white``, ``line col:0:4``, ``activate cell:0:4,2``, ``done``,
``build stack:L-a``, ``place cell:0:2,5 1``, ``retire tavern:3``, ``sell room:0:food``,
``pay_upgrade room:0:fish wood``, ``chance: roll white 4``, ``chance: new_order c20``.

Texts written before the verbs were renamed (``payup``, ``chance: ctop c20``...) still parse:
``OLD_VERBS`` maps each old verb to its new one. The state never holds a verb (its chance
queue and pending effects keep their own kind strings), so old saves keep their digests.
"""

from __future__ import annotations

from tabletop.core import Action, InvalidActionError, parse_action_text

from .i18n import _

# verb -> number of arguments
PLAYER_VERBS = {
    "choose": 1, "place": 2, "take": 2, "line": 1, "discard": 0, "activate": 1, "done": 0,
    "effect": 1, "upgrade": 2, "take_fish": 0, "skip": 0, "order": 1, "pier": 1, "tech": 1,
    "ability": 1, "build": 1, "advance": 0, "home": 0, "cast": 1, "keep": 1, "overboard": 1,
    "pay": 1, "sell_fish": 1, "also": 1, "retire": 1, "sell": 1, "pay_upgrade": 2,
    "downgrade": 2, "buy": 1, "worker": 1, "lift": 1, "wagon": 2, "stay": 1, "wagons_done": 0,
}
CHANCE_VERBS = {
    "board": 1, "board_ability": 1, "set_ability": 1, "set_building": 1, "set_resources": 1,
    "track_tile": 1, "special_tile": 1, "building_tile": 1, "new_order": 1, "roll": 2,
    "first": 1, "draw": 1,
}

# the notation before the rename -> now (player verbs, then chance verbs)
OLD_PLAYER_VERBS = {
    "up": "upgrade", "gainfish": "take_fish", "sellfish": "sell_fish", "payup": "pay_upgrade",
    "down": "downgrade",
}
OLD_CHANCE_VERBS = {
    "abboard": "board_ability", "setab": "set_ability", "setbld": "set_building",
    "setres": "set_resources", "toptile": "track_tile", "special": "special_tile",
    "btop": "building_tile", "ctop": "new_order",
}
OLD_VERBS = {**OLD_PLAYER_VERBS, **OLD_CHANCE_VERBS}

# the chance verb of each kind of item in the state's chance queue (kinds not listed are their
# own verb: "board", "roll", "first", "draw"); "sctop" is a starting crate, a new order too
CHANCE_VERB_OF = {
    "abboard": "board_ability", "setab": "set_ability", "setbld": "set_building",
    "setres": "set_resources", "toptile": "track_tile", "special": "special_tile",
    "btop": "building_tile", "ctop": "new_order", "sctop": "new_order",
}


def parse(text: str) -> Action:
    action = parse_action_text(text)
    table, old = (CHANCE_VERBS, OLD_CHANCE_VERBS) if action.chance else (PLAYER_VERBS, OLD_PLAYER_VERBS)
    new = old.get(action.verb)
    if new is not None:  # a text in the old notation
        action = Action(new, action.args, action.chance)
    if table.get(action.verb) != len(action.args):
        raise InvalidActionError(_("not a Saltfjord action: {text}").format(text=repr(text)))
    return action
