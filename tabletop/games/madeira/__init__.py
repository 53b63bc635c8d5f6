"""Madeira (2-4 players): the island, the guild board, five rounds of phases A-E."""

from __future__ import annotations

from collections.abc import Mapping
from typing import Any

from tabletop.core import GameMeta

META: GameMeta = GameMeta(
    id="madeira",
    title="Madeira",
    min_players=2,
    max_players=4,
    rules_version="2",  # 2: issue 12 (pass rows and penalties at 2-3 players, one move per worker)
    has_hidden_info=True,
    summary=("Workers, guild dice and pirates on 15th-century Madeira; crown requests score PP. "
             "The 2- and 3-player rules and several boards are stand-ins (Help → How to play says which)."),
)


def create_rules(components: Mapping[str, Any]):
    from .rules import MadeiraRules

    return MadeiraRules(META, components)

# Last: the definition reads META and create_rules above.
from .definition import DEFINITION as DEFINITION  # noqa: E402
