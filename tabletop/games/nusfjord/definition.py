"""Nusfjord's plug-in record (``tabletop.core.GameDefinition``)."""

from __future__ import annotations

from tabletop.core import BotTuning, GameDefinition

from . import META, create_rules
from .bot_eval import evaluate
from .campaign import CAMPAIGN
from .hidden import determinize
from .schema import Components

# Normal looks through 2 more of its own decisions (against three random seats, 40 games at
# 4 players, win rate and mean score: 0 -> 2 took it from 65% 19.0 to 86% 24.0); Hard's
# iterations are about half a second a move on a 2-core laptop.
TUNING = BotTuning(lookahead=2, easy_slip=0.3, hard_iterations=250)

DEFINITION = GameDefinition(
    meta=META, create_rules=create_rules, schema=Components, evaluation=evaluate,
    tuning=TUNING, determinizer=determinize, series=CAMPAIGN,
)
