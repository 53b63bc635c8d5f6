"""Orchard Ocean's plug-in record (``tabletop.core.GameDefinition``)."""

from __future__ import annotations

from tabletop.core import BotTuning, GameDefinition

from . import META, create_rules
from .bot_eval import evaluate
from .schema import Components

# how these levels were chosen, and what was measured: resources/tournaments/README.md
TUNING = BotTuning(lookahead=2, easy_slip=0.3, hard_iterations=750)

DEFINITION = GameDefinition(
    meta=META, create_rules=create_rules, schema=Components, evaluation=evaluate, tuning=TUNING,
)
