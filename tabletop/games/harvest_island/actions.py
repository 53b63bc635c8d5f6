"""Action verbs and notation.

Every action that can ever be legal is built once per rules object, so legal
actions are shared objects (cheap lists, identity-fast membership) and
``decode`` maps an action to a small (op, argument) pair for ``apply``.

Notation (target id first where there is one):
  chance: remove summer card:hi:banana:05   setup removal (2p/3p/4p table)
  chance: draw spring card:hi:banana:03     a card off a season deck (setup or A2)
  chance: first 2                           the first player
  play card:hi:banana:03                    choose a fruit card to play
  sow field:1:hill | plant field:1:hill     put the chosen card in a field
  release storage                           put the chosen card in the Storage Area
  back                                      put the chosen card back in hand
  fertilize field:1:plain                   place a fertilizer card from hand
  harvest field:1:hill                      choose a field to harvest (repeatable)
  done                                      harvest the chosen fields
  draw deck | draw supply card:hi:... | draw fertilizer
  ruin field:2:hill                         weather catastrophe: the field that suffers
  pass                                      nothing can be played or harvested
  end                                       end the turn without the optional Fertilizer draw
"""

from __future__ import annotations

from tabletop import core

from .i18n import _
from .state import FIELD_NAMES, FRUIT, SEASONS
from .tables import Tables

(
    OP_REMOVE, OP_DRAW, OP_FIRST, OP_PLAY, OP_SOW, OP_PLANT, OP_FERT, OP_RELEASE, OP_BACK,
    OP_DECK, OP_SUPPLY, OP_FERTDRAW, OP_HARVEST, OP_DONE, OP_RUIN, OP_PASS, OP_END,
) = range(17)

FIELD_VERBS = (("sow", OP_SOW), ("plant", OP_PLANT), ("fertilize", OP_FERT),
               ("harvest", OP_HARVEST), ("ruin", OP_RUIN))


def field_id(seat: int, field: int) -> str:
    return f"field:{seat}:{FIELD_NAMES[field]}"


class Notation:
    """Every action of a game with up to ``max_seats`` players, prebuilt."""

    def __init__(self, tables: Tables, max_seats: int) -> None:
        A = core.Action
        cards = range(len(tables.card_id))
        self.remove = tuple(
            A("remove", (SEASONS[max(tables.season[c], 0)], tables.card_id[c]), True) for c in cards
        )
        self.draw = tuple(
            A("draw", (SEASONS[max(tables.season[c], 0)], tables.card_id[c]), True) for c in cards
        )
        self.first = tuple(A("first", (str(s),), True) for s in range(max_seats))
        self.play = tuple(A("play", (tables.card_id[c],)) for c in cards)
        self.supply = tuple(A("draw", ("supply", tables.card_id[c])) for c in cards)
        # field actions: [verb op][seat * 3 + field]
        self.field: dict[int, tuple[core.Action, ...]] = {
            op: tuple(
                A(verb, (field_id(s, f),)) for s in range(max_seats) for f in range(3)
            )
            for verb, op in FIELD_VERBS
        }
        self.release = A("release", ("storage",))
        self.back = A("back")
        self.deck = A("draw", ("deck",))
        self.fertdraw = A("draw", ("fertilizer",))
        self.done = A("done")
        self.pass_ = A("pass")
        self.end = A("end")

        decode: dict[core.Action, tuple[int, int]] = {}
        for c in cards:
            if tables.season[c] >= 0:  # fertilizer cards never sit in a season deck
                decode[self.remove[c]] = (OP_REMOVE, c)
                decode[self.draw[c]] = (OP_DRAW, c)
            if tables.kind[c] == FRUIT:
                decode[self.supply[c]] = (OP_SUPPLY, c)
                decode[self.play[c]] = (OP_PLAY, c)
        for s, a in enumerate(self.first):
            decode[a] = (OP_FIRST, s)
        for op, actions in self.field.items():
            for i, a in enumerate(actions):
                decode[a] = (op, i)
        for a, op in ((self.release, OP_RELEASE), (self.back, OP_BACK), (self.deck, OP_DECK),
                      (self.fertdraw, OP_FERTDRAW), (self.done, OP_DONE), (self.pass_, OP_PASS),
                      (self.end, OP_END)):
            decode[a] = (op, -1)
        self.decode = decode
        self.by_text = {a.text(): a for a in decode}

    def parse(self, text: str) -> core.Action:
        """Text -> action; InvalidActionError unless it is an action of this game."""
        action = core.parse_action_text(text)
        known = self.by_text.get(action.text())
        if known is None:
            raise core.InvalidActionError(_("not a Harvest Island action: {text}").format(text=repr(text)))
        return known
