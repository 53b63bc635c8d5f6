"""Saltfjord's plug-in record (``tabletop.core.GameDefinition``)."""

from __future__ import annotations

from tabletop.core import BotTuning, GameDefinition, PlannerConfig, SearchConfig

from . import META, create_rules
from .bot_eval import cube_outlook, evaluate
from .schema import Components

# Normal looks through 2 more of its own decisions (against three random seats, 40 games at
# 4 players: 48% 3.0 -> 100% 12.0).
# The tree search has no rollouts: most legal moves are free actions that waste cubes
# (sell, downgrade), so a random rollout throws the storage away and tells the root moves
# apart hardly at all (solo Hard, 250 iterations, 3 seeds: rollouts of 80 decisions 19
# points on average (20 seeds), of 8 decisions 43, none (heuristic at once) 46).
# Hard is the planner, though (the search misvalues the middle of a turn): solo, 4 seeds,
# mean score, on the denser boards: search 58, Normal (3 decisions, all of them) 80, the
# planner depth 3 70, depth 4 beam 3 84.5; with the dearer crates Normal 90, the planner 101;
# over 20 seeds depth 4 beam 3 made 98.0, short of the medal table's 100. So a narrow move
# looks 5 decisions deep, and a wide one less: 8,000 positions was about 1.3 s a move on this
# machine (160-220 µs a position; depth 4 beam 3 at 4 players took 5,200 positions on average
# and up to 25,700), and since the totals skip the score sheets (``score_totals``) about half
# that, move for move the same. Twice the budget (16,000) was not stronger: solo advanced,
# seeds sf3adv, 114.7 against 115.9 (20 games); at 4 players, seed t14b, Hard won 6 of the
# first 11 games against 8 with 8,000.
# Hard alone adds a value for its stored cubes (``cube_outlook``: nearer what an order pays
# for them): Hard among 3 Normal seats, seed t14b, 40 games, won 70.0% without it, 85.0% with.
# Nothing is hidden (the stacks are face down for everyone alike): no determinizer.
TUNING = BotTuning(lookahead=2, easy_slip=0.3, hard_iterations=250,
                   search=SearchConfig(rollout_depth=0), planner=PlannerConfig(depth=5, beam=3, shapes=((4, 3), (4, 2), (3, 2), (3, 1)),
                                         positions=8000))

DEFINITION = GameDefinition(
    meta=META, create_rules=create_rules, schema=Components, evaluation=evaluate, tuning=TUNING,
    hard_evaluation=cube_outlook,
)
