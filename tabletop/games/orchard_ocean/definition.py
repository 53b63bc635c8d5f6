"""Orchard Ocean's plug-in record (``tabletop.core.GameDefinition``)."""

from __future__ import annotations

from tabletop.core import BotTuning, GameDefinition

from . import META, create_rules
from .bot_eval import evaluate
from .schema import Components

# Normal looks through 2 more of its own decisions (against three random seats, 40 games at
# 4 players, win rate and mean score: 0 -> 2 took it from 90% 17.3 to 100% 29.5). Hard
# searches 750 times a move (one Hard among three Normal seats, the first 12 games of seed
# t14: 300 iterations won 7, 900 won 12, but a move took up to 2.08 s; with 750 the slowest move
# of a game is 1.4-1.9 s in most games, and the 40 recorded ones won 87.5%). Nothing is hidden:
# no determinizer.
TUNING = BotTuning(lookahead=2, easy_slip=0.3, hard_iterations=750)

DEFINITION = GameDefinition(
    meta=META, create_rules=create_rules, schema=Components, evaluation=evaluate, tuning=TUNING,
)
