"""Madeira (2-4 players): the island, the guild board, five rounds of phases A-E.

The core modules (``rules``, ``state``, ``setup``, ``tables``, ``view``, ``describe``) have
the roles every game gives them (``tabletop/games/__init__.py``).

Modules of this game:

- ``actions.py``: verbs and notation checks, the shared action menus
- ``flow.py``: the deal, the opening, Phase A and the automatic steps between phases
- ``turns.py``: Phases B-E: dice, costs, upkeep and scoring of the crowns
- ``frames.py``: composite actions as frames on a stack (characters, harvests, buildings);
  the frames themselves are named records in ``state.py``
- ``ships.py``: the Commander's ship moves (the Navigator's, the pass rows')
- ``effects.py``: effects shared by several actions
- ``board.py``: board helpers: workers, wood, goods, city and colony counts
- ``windmill.py``: the windmill's exchanges and levels
- ``events.py``: the log lines of each ply
- ``scoring.py``: the final scoring
- ``hidden.py``: information-set sampling for the bots
- ``i18n.py``: this game's words (its gettext domain) and the data keys players read
- ``words.py``: names of places and things, amounts and the table's texts, in the catalog's words
"""

from __future__ import annotations

from collections.abc import Mapping
from typing import TYPE_CHECKING, Any

from tabletop.core import GameMeta
from tabletop.core.i18n import N_
from tabletop.core.lazy import lazy_attribute

if TYPE_CHECKING:
    from .rules import MadeiraRules

# rules version 2: issue 12 (pass rows and penalties at 2-3 players, one move per worker)
META: GameMeta = GameMeta.of(
    "madeira", N_("Madeira"), (2, 4), rules_version="2", hidden_info=True,
    # marked for the catalog (N_), translated where shown
    summary=N_("Workers, guild dice and pirates on 15th-century Madeira; crown requests score PP. "
               "The 2- and 3-player rules and several boards are stand-ins (Help → How to play says which)."),
)


def create_rules(components: Mapping[str, Any]) -> MadeiraRules:
    from .rules import MadeiraRules

    return MadeiraRules(META, components)

# DEFINITION is built on first use (its definition.py reads META and create_rules above)
__getattr__ = lazy_attribute(__name__, "DEFINITION", ".definition")
