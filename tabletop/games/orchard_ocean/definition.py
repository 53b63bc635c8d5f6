"""Orchard Ocean's plug-in record (``tabletop.core.GameDefinition``)."""

from __future__ import annotations

from tabletop.core import BotTuning, GameDefinition

from . import META, create_rules
from .bot_eval import evaluate
from .schema import Components

# Normal looks through 2 more of its own decisions (against three random seats, 40 games at
# 4 players, win rate and mean score: 0 -> 2 took it from 90% 17.3 to 100% 29.5); Hard's
# iterations are about half a second a move on a 2-core laptop. Nothing is hidden: no
# determinizer.
TUNING = BotTuning(lookahead=2, easy_slip=0.3, hard_iterations=300)

DEFINITION = GameDefinition(
    meta=META, create_rules=create_rules, schema=Components, evaluation=evaluate, tuning=TUNING,
)
