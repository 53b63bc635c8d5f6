"""describe(): one English sentence per action, for tooltips and choosers."""

from __future__ import annotations

from typing import TYPE_CHECKING

from tabletop import core

from . import actions as A
from .faces import plural, seat_name
from .legal import ruined
from .state import FERT, FIELD_NAMES, FRUIT, SETUP, SUN, State, Turn

if TYPE_CHECKING:
    from collections.abc import Mapping

    from .tables import Tables


def card_name(tables: Tables, c: int) -> str:
    if tables.kind[c] == FRUIT:
        return f"{tables.fruit_names[tables.fruit[c]]} ({tables.points[c]})"
    if tables.kind[c] == FERT:
        return "a Fertilizer card"
    return "a Scorching Sun" if tables.kind[c] == SUN else "a Pouring Rain"


# the actions whose sentence needs only the card, field or seat the action names
_TEMPLATES = {
    A.OP_REMOVE: "Remove a card unseen from the {season} deck",
    A.OP_FIRST: "{seat} goes first",
    A.OP_PLAY: "Play {card}: sow, plant or release it",
    A.OP_SOW: "Sow {chosen} in your {field} field",
    A.OP_PLANT: "Plant {chosen} in your {field} field",
    A.OP_FERT: "Fertilize your {field} field (counts as 2 cards at the Harvest)",
    A.OP_RELEASE: "Release {chosen} to the Storage Area",
    A.OP_BACK: "Put {chosen} back in your hand",
    A.OP_SUPPLY: "Take {card} from the Supply Area",
    A.OP_FERTDRAW: "Take a Fertilizer card from the Fertilizing Area",
    A.OP_END: "End your turn without taking a Fertilizer card",
}


def _season(tables: Tables, card: int) -> str:
    return tables.season_names[tables.season[card]]


class _Words(dict[str, str]):
    """The words a template asks for, each worked out only when asked."""

    def __init__(self, tables: Tables, turn: Turn, arg: int) -> None:
        super().__init__()
        self.tables, self.turn, self.arg = tables, turn, arg

    def __missing__(self, key: str) -> str:
        tables, arg = self.tables, self.arg
        if key == "card":
            return card_name(tables, arg)
        if key == "season":
            return _season(tables, arg)
        if key == "seat":
            return seat_name(arg)
        if key == "field":
            return FIELD_NAMES[arg % 3]
        assert key == "chosen", key
        selected = self.turn.selected
        return card_name(tables, selected) if selected >= 0 else "the card"


def describe(tables: Tables, decode: Mapping[core.Action, tuple[int, int]], state: State,
             action: core.Action) -> str:
    """What ``action`` does, in words; ``decode`` is the notation's (op, argument) of each action."""
    decoded = decode.get(action)
    if decoded is None:
        return action.text()
    op, arg = decoded
    tu = state.turn
    field = FIELD_NAMES[arg % 3] if arg >= 0 else ""
    template = _TEMPLATES.get(op)
    if template is not None:
        return template.format_map(_Words(tables, tu, arg))
    if op == A.OP_DRAW:
        where = "Deal" if tu.stage == SETUP else "Draw"
        return f"{where} {card_name(tables, arg)} from the {_season(tables, arg)} deck"
    if op == A.OP_DECK:
        deck = next((d for d, cards in enumerate(state.board.decks) if cards), 0)
        return f"Draw the top card of the {tables.season_names[deck]} deck"
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
    return "Pass: nothing can be played or harvested"
