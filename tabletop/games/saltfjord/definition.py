"""Saltfjord's plug-in record (``tabletop.core.GameDefinition``)."""

from __future__ import annotations

from tabletop.core import BotTuning, GameDefinition, PlannerConfig, SearchConfig

from . import META, create_rules
from .bot_eval import cube_outlook, evaluate
from .schema import Components

# how these levels were chosen, and what was measured: resources/tournaments/README.md
TUNING = BotTuning(lookahead=2, easy_slip=0.3, hard_iterations=250,
                   search=SearchConfig(rollout_depth=0), planner=PlannerConfig(depth=5, beam=3, shapes=((4, 3), (4, 2), (3, 2), (3, 1)),
                                         positions=8000))

DEFINITION = GameDefinition(
    meta=META, create_rules=create_rules, schema=Components, evaluation=evaluate, tuning=TUNING,
    hard_evaluation=cube_outlook,
)
