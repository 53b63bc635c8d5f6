"""describe(): one sentence per action, for tooltips and choosers (in the language in force)."""

from __future__ import annotations

from typing import TYPE_CHECKING

from tabletop import core

from . import actions as A
from .faces import FIELD_SHORT, deck_name, field_word, seat_name, weather_name
from .i18n import N_, _, n_
from .legal import ruined
from .state import FERT, FRUIT, SETUP, State, Turn

if TYPE_CHECKING:
    from collections.abc import Mapping

    from .tables import Tables


def card_name(tables: Tables, c: int) -> str:
    if tables.kind[c] == FRUIT:
        return _("{fruit} ({points})").format(fruit=_(tables.fruit_names[tables.fruit[c]]),
                                              points=tables.points[c])
    if tables.kind[c] == FERT:
        return _("a Fertilizer card")
    # Translators: {weather} is Scorching Sun or Pouring Rain ("Deal a Scorching Sun from ...")
    return _("a {weather}").format(weather=weather_name(tables.kind[c]))


# the actions whose sentence needs only the card, field or seat the action names
_TEMPLATES = {
    A.OP_REMOVE: N_("Remove a card unseen from the {deck}"),
    A.OP_FIRST: N_("{player} goes first"),
    A.OP_PLAY: N_("Play {card}: sow, plant or release it"),
    A.OP_SOW: N_("Sow {chosen} in your {field}"),
    A.OP_PLANT: N_("Plant {chosen} in your {field}"),
    A.OP_FERT: N_("Fertilize your {field} (counts as 2 cards at the Harvest)"),
    A.OP_RELEASE: N_("Release {chosen} to the Storage Area"),
    A.OP_BACK: N_("Put {chosen} back in your hand"),
    A.OP_SUPPLY: N_("Take {card} from the Supply Area"),
    A.OP_FERTDRAW: N_("Take a Fertilizer card from the Fertilizing Area"),
    A.OP_END: N_("End your turn without taking a Fertilizer card"),
}


class _Words(dict[str, str]):
    """The words a template asks for, each worked out only when asked."""

    def __init__(self, tables: Tables, turn: Turn, arg: int) -> None:
        super().__init__()
        self.tables, self.turn, self.arg = tables, turn, arg

    def __missing__(self, key: str) -> str:
        tables, arg = self.tables, self.arg
        if key == "card":
            return card_name(tables, arg)
        if key == "deck":
            return deck_name(tables, tables.season[arg])
        if key == "player":
            return seat_name(arg)
        if key == "field":
            return field_word(arg % 3)
        assert key == "chosen", key
        selected = self.turn.selected
        return card_name(tables, selected) if selected >= 0 else _("the card")


def _harvest_field(tables: Tables, state: State, arg: int) -> str:
    """B1: what harvesting one field yields."""
    f = state.players[state.turn.seat].fields[arg % 3]
    field = field_word(arg % 3)
    fruit = sum(1 for c in f[1:] if tables.kind[c] == FRUIT)
    name = _(tables.fruit_names[tables.fruit[f[0]]])
    if len(f) == 1:
        return _("Harvest your {field}: only the {fruit} seed, no points (frees the field)").format(
            field=field, fruit=name)
    ferts = len(f) - 1 - fruit
    crop = n_("{n} {fruit} card", "{n} {fruit} cards", fruit).format(n=fruit, fruit=name)
    if not ferts:
        return _("Harvest your {field}: {cards}").format(field=field, cards=crop)
    fert = n_("{n} Fertilizer card", "{n} Fertilizer cards", ferts).format(n=ferts)
    return _("Harvest your {field}: {cards} and {fertilizer}").format(field=field, cards=crop,
                                                                      fertilizer=fert)


def describe(tables: Tables, decode: Mapping[core.Action, tuple[int, int]], state: State,
             action: core.Action) -> str:
    """What ``action`` does, in words; ``decode`` is the notation's (op, argument) of each action."""
    decoded = decode.get(action)
    if decoded is None:
        return action.text()
    op, arg = decoded
    tu = state.turn
    template = _TEMPLATES.get(op)
    if template is not None:
        return _(template).format_map(_Words(tables, tu, arg))
    if op == A.OP_DRAW:
        words = {"card": card_name(tables, arg), "deck": deck_name(tables, tables.season[arg])}
        if tu.stage == SETUP:
            return _("Deal {card} from the {deck}").format(**words)
        return _("Draw {card} from the {deck}").format(**words)
    if op == A.OP_DECK:
        deck = next((d for d, cards in enumerate(state.board.decks) if cards), 0)
        return _("Draw the top card of the {deck}").format(deck=deck_name(tables, deck))
    if op == A.OP_HARVEST:
        return _harvest_field(tables, state, arg)
    if op == A.OP_DONE:
        names = ", ".join(_(FIELD_SHORT[k]) for k in tu.chosen)
        return _("Harvest the chosen fields ({fields})").format(fields=names)
    if op == A.OP_RUIN:
        lost = len(ruined(tables, state.players[tu.ruin[0]].fields[arg % 3])[1])
        return n_("The catastrophe strikes your {field}: lose {n} fruit card",
                  "The catastrophe strikes your {field}: lose {n} fruit cards",
                  lost).format(field=field_word(arg % 3), n=lost)
    return _("Pass: nothing can be played or harvested")
