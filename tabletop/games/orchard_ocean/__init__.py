"""Orchard Ocean (Masaki Suga, analog lunchbox 2019) for 3-4 players: build an orchard on the sea."""

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
