"""Orchard Ocean (Masaki Suga, analog lunchbox 2019) for 3-4 players: build an orchard on the sea.

One skeleton for every game: the same core modules with the same roles.

- ``rules.py``: the rules object (a ``RulesBase``): ``decision``, ``_legal`` and ``_resolve``
  (the base remembers the legal actions and checks ``apply``), notation, the protocol glue
- ``state.py``: the game state: small frozen dataclasses of ints and tuples
- ``setup.py``: ``setup``: the initial state (shuffles and deals follow as chance decisions)
- ``tables.py``: the component tables, built once from the validated components.json data
- ``view.py``: what one seat (or a spectator) may see: the ``TableView``'s zones and pieces
- ``describe.py``: ``describe(rules, state, action)``: what an action does, in players' words

Modules of this game:

- ``actions.py``: verbs, ids, the notation and the action objects (built once)
- ``turns.py``: the players' decisions of Phases 1-3 and the jam shops
- ``flow.py``: chance draws and the hand-overs between phases (Phase 4, the Harvest)
- ``shipping.py``: shipping ranges and the Harvest's product markers
- ``scoring.py``: the final scoring and the live projection
"""

from __future__ import annotations

from collections.abc import Mapping
from typing import Any

from tabletop.core import GameMeta

META: GameMeta = GameMeta(
    id="orchard_ocean",
    title="Orchard Ocean",
    min_players=3,
    max_players=4,
    rules_version="1",
    has_hidden_info=False,
    summary="Draft tiles, grow an island of orchards and shops, ship produce through harbors.",
)


def create_rules(components: Mapping[str, Any]):
    from .rules import OrchardRules

    return OrchardRules(components)

# Last: the definition reads META and create_rules above.
from .definition import DEFINITION as DEFINITION  # noqa: E402
