"""Saltfjord: dice activate rows and columns of a 6 x 6 fishing village (1-4 players).

The core modules (``rules``, ``state``, ``setup``, ``tables``, ``view``, ``describe``) have
the roles every game gives them (``tabletop/games/__init__.py``).

Modules of this game:

- ``actions.py``: verbs and their notation
- ``turns.py``: the player's turn: take a die, build a large tile, retire, free actions
- ``flow.py``: chance outcomes, the starting sets, turn order and the end of a round
- ``items.py``: the turn's records: the stage, the pending effects and the chance decisions
- ``effects.py``: the effects waiting in ``state.pending``: their choices, the automatic ones
- ``resolve.py``: applying the choice made for a pending effect
- ``building.py``: building tiles: costs, stacks, placing and completed lines
- ``fishing.py``: going fishing
- ``wagons.py``: the advanced game's wagons
- ``common.py``: small helpers shared by the rule modules
- ``words.py``: players' words for counts, spaces, buildings, tiles and crates
- ``i18n.py``: the gettext domain of this game's words (German, Japanese)
- ``village.py``: what a seat sees of one village (part of the view)
- ``scoring.py``: the final scoring, the scoring tiles and the solo result
"""

from __future__ import annotations

from collections.abc import Mapping
from typing import TYPE_CHECKING, Any

from tabletop.core import GameMeta, Variant
from tabletop.core.i18n import N_
from tabletop.core.lazy import lazy_attribute

if TYPE_CHECKING:
    from .rules import SaltfjordRules

# Players 1-4: Rulebook: Components, "4 player boards (double-sided)"; Solo Game, "To play solo,
#   use the standard game rules with the following changes".
# Rules version 2: score-scale calibration (crate points, level-3 points, starting resources);
# 3: denser boards, dearer crates. No hidden information: stacks are face down for everyone
# alike, no seat holds a secret.
META: GameMeta = GameMeta.of(
    "saltfjord", N_("Saltfjord"), (1, 4), rules_version="3", hidden_info=False,
    variants=(
        # Rulebook: Advanced Game: The Wagons, "To play this optional ADVANCED GAME variant,
        #   use the standard game rules with the following changes"
        Variant("wagons", N_("Advanced game: the wagons"),
                N_("Wagons move when their row or column is activated; advanced logistics tile.")),
    ),
    summary=N_("Take dice to activate buildings, complete orders, fish and develop technology."),
)


def create_rules(components: Mapping[str, Any]) -> SaltfjordRules:
    from .rules import SaltfjordRules
    return SaltfjordRules(components)

# DEFINITION is built on first use (its definition.py reads META and create_rules above)
__getattr__ = lazy_attribute(__name__, "DEFINITION", ".definition")
