"""Harvest Island's plug-in record (``tabletop.core.GameDefinition``)."""

from __future__ import annotations

from tabletop.core import BotTuning, GameDefinition, SearchConfig

from . import META, create_rules
from .bot_eval import evaluate
from .hidden import determinize
from .schema import Components

# Normal looks through 2 more of its own decisions (measured against three random seats, 40
# games at 4 players, win rate and mean score: 0 -> 2 took it from 52% 27.6 to 100% 65.7);
# Hard's iterations are about half a second a move on a 2-core laptop. Hard searches only the
# root actions Normal values within 3 points of its best (one Hard among three Normal seats,
# the first 12 games of seed t14: every action 9 won, 400 iterations instead of 200 won 6 of
# 9, the 3-point cut 10 of 12, in half the time: its iterations go to the sensible moves).
TUNING = BotTuning(lookahead=2, easy_slip=0.3, hard_iterations=200, search=SearchConfig(root_keep=3.0))

DEFINITION = GameDefinition(
    meta=META, create_rules=create_rules, schema=Components, evaluation=evaluate,
    tuning=TUNING, determinizer=determinize,
)
