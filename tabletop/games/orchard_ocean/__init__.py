"""Orchard Ocean (Masaki Suga, analog lunchbox 2019) for 3-4 players: build an orchard on the sea.

The core modules (``rules``, ``state``, ``setup``, ``tables``, ``view``, ``describe``) have
the roles every game gives them (``tabletop/games/__init__.py``).

Modules of this game:

- ``actions.py``: verbs, ids, the notation and the action objects (built once)
- ``turns.py``: the players' decisions of Phases 1-3 and the jam shops
- ``flow.py``: chance draws and the hand-overs between phases (Phase 4, the Harvest)
- ``shipping.py``: shipping ranges and the Harvest's product markers
- ``scoring.py``: the final scoring and the live projection
- ``words.py``: the phrases (places, arrows, amounts, tiles, harbors) in players' words
- ``i18n.py``: this game's words (its gettext domain and the data keys a player reads)
"""

from __future__ import annotations

from collections.abc import Mapping
from typing import TYPE_CHECKING, Any

from tabletop.core import GameMeta
from tabletop.core.lazy import lazy_attribute

from .i18n import N_

if TYPE_CHECKING:
    from .rules import OrchardRules

META: GameMeta = GameMeta.of(
    "orchard_ocean", N_("Orchard Ocean"), (3, 4), rules_version="1", hidden_info=False,
    summary=N_("Draft tiles, grow an island of orchards and shops, ship produce through harbors."),
)


def create_rules(components: Mapping[str, Any]) -> OrchardRules:
    from .rules import OrchardRules

    return OrchardRules(META, components)

# DEFINITION is built on first use (its definition.py reads META and create_rules above)
__getattr__ = lazy_attribute(__name__, "DEFINITION", ".definition")
