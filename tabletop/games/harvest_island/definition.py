"""Harvest Island's plug-in record (``tabletop.core.GameDefinition``)."""

from __future__ import annotations

from tabletop.core import BotTuning, GameDefinition, SearchConfig

from . import META, create_rules
from .bot_eval import evaluate
from .hidden import determinize
from .schema import Components

# how these levels were chosen, and what was measured: resources/tournaments/README.md
TUNING = BotTuning(lookahead=2, easy_slip=0.3, hard_iterations=200, search=SearchConfig(root_keep=3.0))

DEFINITION = GameDefinition(
    meta=META, create_rules=create_rules, schema=Components, evaluation=evaluate,
    tuning=TUNING, determinizer=determinize,
)
