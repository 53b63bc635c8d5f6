"""Saltfjord's plug-in record (``tabletop.core.GameDefinition``)."""

from __future__ import annotations

from tabletop.core import BotTuning, GameDefinition, SearchConfig

from . import META, create_rules
from .bot_eval import evaluate
from .schema import Components

# Normal looks through 2 more of its own decisions (against three random seats, 40 games at
# 4 players: 48% 3.0 -> 100% 12.0).
# The tree search has no rollouts: most legal moves are free actions that waste cubes
# (sell, downgrade), so a random rollout throws the storage away and tells the root moves
# apart hardly at all (solo Hard, 250 iterations, 3 seeds: rollouts of 80 decisions 19
# points on average (20 seeds), of 8 decisions 43, none (heuristic at once) 46).
# Hard is the planner, though (the search misvalues the middle of a turn): solo, 4 seeds,
# mean score, on the denser boards: search 58, Normal (3 decisions, all of them) 80, the
# planner depth 3 70, depth 4 beam 3 84.5; with the dearer crates Normal 90, the planner 101.
# Nothing is hidden (the stacks are face down for everyone alike): no determinizer.
TUNING = BotTuning(lookahead=2, easy_slip=0.3, hard_iterations=250,
                   search=SearchConfig(rollout_depth=0), planner={"depth": 4, "beam": 3})

DEFINITION = GameDefinition(
    meta=META, create_rules=create_rules, schema=Components, evaluation=evaluate, tuning=TUNING,
)
