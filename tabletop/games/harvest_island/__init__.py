"""Harvest Island (Big Fun Games, 2017): a pure rules engine for the Tabletop contract.

The core modules (``rules``, ``state``, ``setup``, ``tables``, ``view``, ``describe``) have
the roles every game gives them (``tabletop/games/__init__.py``).

Modules of this game:

- ``actions.py``: verbs, the notation and the action objects (built once)
- ``legal.py``: the legal actions of each stage
- ``moves.py``: what each action does: (new state, events), one mixin of the moves_* below
- ``moves_base.py``: the state helpers and the end of a turn (A2 refill, A3, next player)
- ``moves_setup.py``: the setup draws and the first player
- ``moves_cultivation.py``: A1 (sow, plant, fertilize, release)
- ``moves_draw.py``: A2 draws
- ``moves_weather.py``: weather cards and catastrophes
- ``moves_harvest.py``: B1 and B2 (harvest, tracks, animal tokens)
- ``faces.py``: the fixed words of the table (card faces, zone titles and tooltips), built once
- ``scoring.py``: the end-of-game scoring and the live projection
- ``hidden.py``: information-set sampling for the bots
- ``i18n.py``: this game's words (its gettext domain)
"""

from __future__ import annotations

from collections.abc import Mapping
from typing import Any

from tabletop import core
from tabletop.core.lazy import lazy_attribute

from .i18n import N_
from .rules import HarvestIslandRules
from .tables import build_tables

# Rulebook: Setup 1, the removal table is for "Number of players | 2 | 3 | 4"
# rules version 2: harvest track from space 1, optional Fertilizer draw (issue 12)
META: core.GameMeta = core.GameMeta.of(
    "harvest_island", N_("Harvest Island"), (2, 4), rules_version="2", hidden_info=True,
    summary=N_("Sow, plant and fertilize fruit through four seasons; harvest for points and "
               "animal tokens while the weather threatens your fullest field."),
)


def create_rules(components: Mapping[str, Any]) -> HarvestIslandRules:
    """The rules object for validated components.json tables."""
    return HarvestIslandRules(META, build_tables(components))


__all__ = ["DEFINITION", "META", "HarvestIslandRules", "create_rules"]

# DEFINITION is built on first use (its definition.py reads META and create_rules above)
__getattr__ = lazy_attribute(__name__, "DEFINITION", ".definition")
