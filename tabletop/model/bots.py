"""Computer players. Each bot is seeded from the game seed and ply, so games replay."""

from __future__ import annotations

import random
from typing import Any

from tabletop.core import Action, Rules


def random_bot(rules: Rules, state: Any, rng: random.Random) -> Action:
    actions = rules.legal_actions(state)
    return actions[rng.randrange(len(actions))]


BOTS = {"random": random_bot}


def choose_action(kind: str, rules: Rules, state: Any, seed: str, ply: int) -> Action:
    try:
        bot = BOTS[kind]
    except KeyError:
        raise ValueError(f"unknown bot level {kind!r}; known: {', '.join(BOTS)}") from None
    return bot(rules, state, random.Random(f"{seed}:bot:{ply}"))
