"""describe(): one English sentence per action, for tooltips and choosers."""

from __future__ import annotations

from typing import TYPE_CHECKING

from tabletop import core

from . import actions as A
from .legal import ruined
from .state import FERT, FIELD_NAMES, FRUIT, SETUP, SUN, State
from .view import plural, seat_name

if TYPE_CHECKING:
    from .rules import HarvestIslandRules


def card_name(rules: HarvestIslandRules, c: int) -> str:
    tables = rules.tables
    if tables.kind[c] == FRUIT:
        return f"{tables.fruit_names[tables.fruit[c]]} ({tables.points[c]})"
    if tables.kind[c] == FERT:
        return "a Fertilizer card"
    return "a Scorching Sun" if tables.kind[c] == SUN else "a Pouring Rain"


def describe(rules: HarvestIslandRules, state: State, action: core.Action) -> str:
    decoded = rules.N.decode.get(action)
    if decoded is None:
        return action.text()
    op, arg = decoded
    tables = rules.tables
    tu = state.turn
    field = FIELD_NAMES[arg % 3] if arg >= 0 else ""
    chosen = card_name(rules, tu.selected) if tu.selected >= 0 else "the card"
    if op == A.OP_REMOVE:
        return f"Remove a card unseen from the {tables.season_names[tables.season[arg]]} deck"
    if op == A.OP_DRAW:
        where = "Deal" if tu.stage == SETUP else "Draw"
        return f"{where} {card_name(rules, arg)} from the {tables.season_names[tables.season[arg]]} deck"
    if op == A.OP_FIRST:
        return f"{seat_name(arg)} goes first"
    if op == A.OP_PLAY:
        return f"Play {card_name(rules, arg)}: sow, plant or release it"
    if op == A.OP_SOW:
        return f"Sow {chosen} in your {field} field"
    if op == A.OP_PLANT:
        return f"Plant {chosen} in your {field} field"
    if op == A.OP_FERT:
        return f"Fertilize your {field} field (counts as 2 cards at the Harvest)"
    if op == A.OP_RELEASE:
        return f"Release {chosen} to the Storage Area"
    if op == A.OP_BACK:
        return f"Put {chosen} back in your hand"
    if op == A.OP_DECK:
        deck = next((d for d, cards in enumerate(state.board.decks) if cards), 0)
        return f"Draw the top card of the {tables.season_names[deck]} deck"
    if op == A.OP_SUPPLY:
        return f"Take {card_name(rules, arg)} from the Supply Area"
    if op == A.OP_FERTDRAW:
        return "Take a Fertilizer card from the Fertilizing Area"
    if op == A.OP_HARVEST:
        f = state.players[tu.seat].fields[arg % 3]
        fruit = sum(1 for c in f[1:] if tables.kind[c] == FRUIT)
        name = tables.fruit_names[tables.fruit[f[0]]]
        if len(f) == 1:
            return f"Harvest your {field} field: only the {name} seed, no points (frees the field)"
        ferts = len(f) - 1 - fruit
        cards = plural(fruit, name + " card")
        if ferts:
            cards += f" and {plural(ferts, 'Fertilizer card')}"
        return f"Harvest your {field} field: {cards}"
    if op == A.OP_DONE:
        names = ", ".join(FIELD_NAMES[k] for k in tu.chosen)
        return f"Harvest the chosen fields ({names})"
    if op == A.OP_RUIN:
        lost = ruined(tables, state.players[tu.ruin[0]].fields[arg % 3])[1]
        return f"The catastrophe strikes your {field} field: lose {plural(len(lost), 'fruit card')}"
    if op == A.OP_END:
        return "End your turn without taking a Fertilizer card"
    return "Pass: nothing can be played or harvested"
