"""Saltfjord: dice activate rows and columns of a 6 x 6 fishing village (1-4 players)."""

from __future__ import annotations

from collections.abc import Mapping
from typing import Any

from tabletop.core import GameMeta, Variant

META: GameMeta = GameMeta(
    id="saltfjord",
    title="Saltfjord",
    min_players=1,
    max_players=4,
    rules_version="3",  # 2: score-scale calibration (crate points, level-3 points, starting resources); 3: denser boards, dearer crates
    has_hidden_info=False,  # stacks are face down for everyone alike: no seat holds a secret
    variants=(
        Variant("wagons", "Advanced game: the wagons",
                "Wagons move when their row or column is activated; advanced logistics tile."),
    ),
    summary="Take dice to activate buildings, complete orders, fish and develop technology.",
)


def create_rules(components: Mapping[str, Any]):
    from .rules import SaltfjordRules
    return SaltfjordRules(components)

# Last: the definition reads META and create_rules above.
from .definition import DEFINITION as DEFINITION  # noqa: E402
