"""Nusfjord (Uwe Rosenberg): harbor building, fishing and shares for 1-5 players.

The core modules (``rules``, ``state``, ``setup``, ``tables``, ``view``, ``describe``) have
the roles every game gives them (``tabletop/games/__init__.py``).

Modules of this game:

- ``actions.py``: verbs and notation helpers
- ``flow.py``: the round structure: Fishing, Work, Returning Home
- ``records.py``: the task records (one named tuple per kind of task on the task stack)
- ``tasks.py``: the choice tasks on the task stack and the options each offers
- ``choices.py``: what choosing an option does, and the automatic tasks
- ``chance.py``: what a chance task's outcome does (first player, draws, elders revealed)
- ``work.py``: the action spaces of the Work Phase
- ``fishing.py``: distributing a haul
- ``elders.py``: the Elders
- ``guests.py``: the Besøkende deck's Guests
- ``ops.py``: small rules helpers shared by the phases
- ``effects.py``: the building effect system (a deck is data plus effects by id)
- ``herring.py``: the Herring deck's effects
- ``besokende.py``: the Besøkende deck's effects
- ``decks.py``: the Mackerel, Codfish, Plaice and Salmon decks
- ``deckspec.py``: stand-in building effects written as small specs
- ``scoring.py``: the game end and scoring
- ``hidden.py``: information-set sampling for the bots
- ``campaign.py``: the solo campaign's rules (a series of games), for the definition
- ``pieces.py``: the building and elder pieces of the table view, and the words they share
- ``i18n.py``: this game's words (its gettext domain)
"""

from __future__ import annotations

from typing import TYPE_CHECKING, Any

from tabletop.core import GameMeta, Option, Variant
from tabletop.core.lazy import lazy_attribute

from .i18n import N_

if TYPE_CHECKING:
    from .rules import NusfjordRules

# a deck variant's title and description (marked for the catalog: the app words them)
_DECKS = (
    ("mackerel", N_("Mackerel deck"),
     N_("The 44 Mackerel buildings replace the Herring deck. Their names, numbers, letters "
        "and categories are the real ones; most costs, VP and effects are stand-ins.")),
    ("codfish", N_("Codfish deck"),
     N_("The 44 Codfish buildings replace the Herring deck. Their names, numbers, letters "
        "and categories are the real ones; most costs, VP and effects are stand-ins.")),
    ("plaice", N_("Plaice deck"),
     N_("The 44 Plaice buildings replace the Herring deck. Their names, numbers, letters "
        "and categories are the real ones; most costs, VP and effects are stand-ins.")),
    ("salmon", N_("Salmon deck"),
     N_("The 44 Salmon buildings replace the Herring deck. Their names, numbers, letters "
        "and categories are the real ones; most costs, VP and effects are stand-ins.")),
)

META: GameMeta = GameMeta.of(
    "nusfjord", N_("Nusfjord"), (1, 5), rules_version="1", hidden_info=True,
    variants=(
        Variant("advanced_solo", N_("Advanced solo game"),
                N_("Three worker colours alternate; the 5-player Imitation tile."), (1,)),
        Variant("campaign", N_("Campaign"),
                N_("Three solo games with one deck; the app removes the buildings built in the "
                   "earlier games."), (1,)),
        Variant("promo_elders", N_("The Forgotten"),
                N_("The four promo elders in a face-up pile beside the supply board.")),
        Variant("boydell_elders", N_("Tony Boydell's elders"),
                N_("Designer, Investor and Tour Guide replace Architect, Carpenter and Pisciculturist."),
                (3, 4, 5)),
        Variant("besokende", N_("Besøkende deck (Guests)"),
                N_("Tony Boydell's 44 Besøkende buildings replace the Herring deck; Guests cut "
                   "building costs, serve plates, ride on ships and score."),
                tables=("besokende",), replaces=("buildings",)),
        *(Variant(deck, title, description, tables=(deck,), replaces=("buildings",))
          for deck, title, description in _DECKS),
        Variant("herring", N_("Herring deck (for Mixing Decks)"),
                N_("The base deck; tick it only to mix it with two other decks."), keeps=("buildings",)),
        Variant("mix_decks", N_("Mixing Decks"),
                N_("Tick three decks: the display shows 3 A and 2 B buildings of each; every building "
                   "added later (Turn Order tiles, C buildings) comes from the one deck chosen under "
                   "“Later buildings from” (with fewer ticked, the first decks of the list make up the three).")),
    ),
    options=(
        Option("later_deck", N_("Later buildings from"),
               N_("Mixing Decks: the deck every building added after setup comes from (Turn Order "
                  "tiles, C buildings); it counts as one of the three decks."),
               (("", N_("The topmost of the three decks")), ("herring", N_("Herring")), ("mackerel", N_("Mackerel")),
                ("codfish", N_("Codfish")), ("plaice", N_("Plaice")), ("salmon", N_("Salmon")),
                ("besokende", N_("Besøkende"))),
               variant="mix_decks"),
    ),
    summary=N_("Develop a fishing company: ships, buildings, forests, elders and shares over 7 rounds. "
               "The Trout deck is not offered: of its 44 cards only three names are known (and "
               "probably one card's text), so nearly all of it would be invented."),
)


def create_rules(components: Any) -> NusfjordRules:
    from .rules import NusfjordRules

    return NusfjordRules(META, components)

# DEFINITION is built on first use (its definition.py reads META and create_rules above)
__getattr__ = lazy_attribute(__name__, "DEFINITION", ".definition")
