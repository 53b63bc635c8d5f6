"""The round structure: Fishing, Work (three turns each), Returning Home.

``advance`` runs automatic tasks and phase changes until a real decision waits on top.
"""

from __future__ import annotations

from typing import Any

from tabletop.core import CHANCE, seat_ref

from .choices import run_auto
from .fishing import haul_for
from .state import Game
from .tasks import AUTO, options


def advance(T: Any, g: Game) -> list | None:
    """Run until a decision waits; returns its options (without ``skip``), None at the end."""
    while True:
        if g.tasks:
            task = g.tasks[-1]
            if task[0] in AUTO:
                g.tasks.pop()
                run_auto(T, g, task)
                continue
            out = options(T, g, task)
            if not out:  # an optional follow-up or draw that became impossible (a turn can pass)
                g.tasks.pop()
                continue
            return out
        if g.phase == "end":
            return None
        if g.phase == "fish":
            if g.round == 1 and g.fish_next == 0 and g.n <= 2:
                g.deck_a, g.deck_b = (), ()  # 2 players / solo: the rest of A and B leave the game
            if g.fish_next < g.n:
                seat = (g.first + g.fish_next) % g.n
                g.fish_next += 1
                amount, good = haul_for(T, g, seat)
                g.log(f"{seat_ref(seat)} catches {amount} fish" if good == "fish" else
                      f"{seat_ref(seat)} gets {amount} gold instead of fish (The Old Man)", seat)
                g.tasks.append(("settle", seat, 0))
                g.tasks.append(("dist", seat, 0, amount, 1, good))
            else:
                g.phase, g.turn = "work", 0
        elif g.phase == "work":
            if g.turn < T.workers * g.n:
                seat = (g.first + g.turn) % g.n
                g.turn += 1
                g.tasks.append(("turn", seat, 0))
            else:
                return_home(T, g)


def return_home(T: Any, g: Game) -> None:
    """Phase III: workers come back, the First Player ship moves, round-space instructions."""
    if g.mode == "multi":
        g.spaces = [()] * len(g.spaces)
        for p in g.players:
            for e in p.elders:
                e[2] = -1
    else:  # solo: only the workers of the colour controlled next round come back
        coming = g.round % (2 if g.mode == "solo" else 3)
        g.spaces = [tuple(c for c in occ if c != coming) for occ in g.spaces]
        for e in g.players[0].elders:
            if e[2] == coming:
                e[2] = -1
    if g.round >= T.rounds:
        g.phase = "end"
        # "Anytime" effects may still be used before scoring begins: one window per seat
        g.tasks.extend(("final", (g.first + k) % g.n, 0) for k in reversed(range(g.n)))
        return
    g.round += 1
    g.first = (g.first - 1) % g.n  # the ship moves to the player on the right
    g.log(f"Round {g.round} begins; First Player: {seat_ref(g.first)}" if g.mode == "multi" else
          f"Round {g.round} begins", None)
    g.phase, g.fish_next = "fish", 0
    # "Anytime ... even outside your own turn" (p. 19); the Guests text names "before a Fishing
    # Phase" as such a moment. One window per seat, from the First Player, after the round-space
    # instructions; a seat without a possible exchange is skipped (the task has no options).
    g.tasks.extend(("window", (g.first + k) % g.n, 0) for k in reversed(range(g.n)))
    n, r = g.n, g.round
    draws: list[tuple] = []
    if r == 3 and n >= 3:
        room = max(0, T.board_a - len(g.disp_a))
        draws += [("draw", CHANCE, 0, "a", -1)] * min(T.a_add[n], room)
    elif g.mode != "multi" and r in T.solo_c_display:
        # solo Turn Order tile: "Place 4 C buildings in the display" / "Place 3 C ..." (no hand)
        draws += [("draw", CHANCE, 0, "c", -1)] * min(T.solo_c_display[r], len(g.deck_c))
    elif r == 4:
        for k in range(n):
            seat = (g.first + k) % n
            draws += [("draw", CHANCE, 0, "c", seat)] * T.c_hand[n]
    elif r == 5 and n >= 3:
        room = max(0, T.board_b - len(g.disp_b))
        draws += [("draw", CHANCE, 0, "b", -1)] * min(T.b_add[n], room)
    elif r == 6:
        for p in g.players:
            g.disp_c = (*g.disp_c, *p.hand)
            p.hand = []
    g.tasks.extend(reversed(draws))
