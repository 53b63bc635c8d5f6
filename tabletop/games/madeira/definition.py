"""Madeira's plug-in record (``tabletop.core.GameDefinition``)."""

from __future__ import annotations

from tabletop.core import BotTuning, GameDefinition, SearchConfig

from . import META, create_rules
from .bot_eval import crown_outlook, evaluate
from .hidden import determinize
from .schema import Components

# Normal looks through 1 more of its own decisions (against three random seats, 40 games at
# 4 players: 90% 27.1 -> 98% 30.1; two steps cost 10 times the time for little more).
# The one-step greedy move alone is already strong (it feeds its workers and pays its
# ships), so Easy slips more to stay a gentle opponent (Normal among three Easy seats, 40
# games: slip 0.3 -> 35% wins, 0.5 -> 48%, 0.7 -> 75%).
# Hard's search has no rollouts: a random player piles up pirate points (unfed workers,
# unpaid ships and buildings), which drowns every other difference in even a short random
# rollout (8 random decisions: the search won about half its games against three Normal
# seats). Every new node is valued by the heuristic (live score plus the pirate-aware
# evaluation), which makes an iteration about twice as cheap, and the iterations saved go
# into a wider tree (2000 a move). Measured and not kept (10 games each, one Hard among
# three Normal): greedy-ordered expansion everywhere (node_prior) or only at the own seat's
# nodes, a lower c_uct, more weight on winning, slower root widening (widen_k 0.5): none
# better than ~60%. Nor (the first 12 games of seed t14, where this setting won 7): implicit
# minimax backups (a child's value half its mean, half the heuristic value of its best line)
# won 5, searching only the root actions Normal values within 3 points of its best won 6, and
# the planner (Saltfjord's Hard: depth 3, beam 3 through its own decisions) won 6.
# Stopped early as clearly no better (the same seeds; this setting won games 0-2): rollouts
# where every seat takes its best one-step action (150 iterations, 8 decisions) lost games 0
# and 1, with moves of up to 4 s; a Crown-request outlook in the shared evaluation made Normal
# stronger too, and Hard won 1 of games 0-2.
# Hard's lost games were its weak ones (6 prestige points where the others made 18 to 30): its
# Crown requests scored nothing in rounds 1 and 3 while a Normal seat paid 13 and 15 reals for
# National wealth, because the requests' points come rounds after the move that prepares them.
# So Hard alone values the requests in hand (``crown_outlook``, the game's hard_evaluation: what
# they would score at the next Crown phase, 0.6 of it in a Crown round, 0.3 before): 40 games
# on seed t14, 95% won (was 55%), Hard 40.2 and Normal 13.0 (were 26.0 and 17.4), the slowest
# move 1.63 s. Normal and Easy keep the one-move evaluation, so the levels differ in what they
# know as well as how far they look.
TUNING = BotTuning(lookahead=1, easy_slip=0.7, hard_iterations=2000,
                   search=SearchConfig(rollout_depth=0))

DEFINITION = GameDefinition(
    meta=META, create_rules=create_rules, schema=Components, evaluation=evaluate,
    tuning=TUNING, determinizer=determinize, hard_evaluation=crown_outlook,
)
