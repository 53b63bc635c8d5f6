"""The round structure: Fishing, Work (three turns each), Returning Home.

``advance`` runs automatic tasks and phase changes until a real decision waits on top.
"""

from __future__ import annotations

from typing import TYPE_CHECKING, Any

from tabletop.core import seat_ref

from .choices import run_auto
from .fishing import haul_for
from .i18n import _, n_
from .records import Dist, Draw, Final, Settle, Task, Turn, Window
from .state import Game, look
from .tasks import AUTO, OPTIONS

if TYPE_CHECKING:
    from .tables import Tables


def advance(tables: Tables, game: Game) -> list[Any] | None:
    """Run until a decision waits; returns its options (without ``skip``), None at the end."""
    while True:
        if game.tasks:
            task = game.tasks[-1]
            if task.kind in AUTO:
                game.tasks.pop()
                run_auto(tables, game, task)
                continue
            out = OPTIONS[task.kind](tables, game, task)  # tasks.options, one call less
            if not out:  # an optional follow-up or draw that became impossible (a turn can pass)
                game.tasks.pop()
                continue
            return out
        if game.phase == "end":
            return None
        if game.phase == "fish":
            if game.round == 1 and game.fish_next == 0 and game.n <= 2:
                game.deck_a, game.deck_b = (), ()  # 2 players / solo: the rest of A and B leave the game
            if game.fish_next < game.n:
                seat = (game.first + game.fish_next) % game.n
                game.fish_next += 1
                amount, good = haul_for(tables, game, seat)
                if good == "fish":
                    game.log(n_("{player} catches {n} fish", "{player} catches {n} fish", amount).format(
                        player=seat_ref(seat), n=amount), seat)
                else:
                    game.log(_("{player} gets {n} gold instead of fish (The Old Man)").format(
                        player=seat_ref(seat), n=amount), seat)
                game.tasks.append(Settle(seat=seat))
                game.tasks.append(Dist(seat=seat, amount=amount, step=1, good=good))
            else:
                game.phase, game.turn = "work", 0
        elif game.phase == "work":
            if game.turn < tables.workers * game.n:
                seat = (game.first + game.turn) % game.n
                game.turn += 1
                game.tasks.append(Turn(seat=seat))
            else:
                return_home(tables, game)


def return_home(tables: Tables, game: Game) -> None:
    """Phase III: workers come back, the First Player ship moves, round-space instructions."""
    if game.mode == "multi":
        game.spaces = ((),) * len(game.spaces)
        for seat in range(game.n):
            # only a player with a worker on an elder changes (a thaw costs a copy)
            if any(e[2] != -1 for e in look(game, seat).elders):
                p = game.players[seat]
                p.elders = tuple([(key, fish, -1) for key, fish, _ in p.elders])
    else:  # solo: only the workers of the colour controlled next round come back
        coming = game.round % (2 if game.mode == "solo" else 3)
        game.spaces = tuple([tuple(c for c in occ if c != coming) for occ in game.spaces])
        p = game.players[0]
        p.elders = tuple([(key, fish, -1 if worker == coming else worker) for key, fish, worker in p.elders])
    if game.round >= tables.rounds:
        game.phase = "end"
        # "Anytime" effects may still be used before scoring begins: one window per seat
        game.tasks.extend(Final(seat=(game.first + k) % game.n) for k in reversed(range(game.n)))
        return
    game.round += 1
    game.first = (game.first - 1) % game.n  # the ship moves to the player on the right
    if game.mode == "multi":
        game.log(_("Round {round} begins; First Player: {player}").format(round=game.round, player=seat_ref(game.first)))
    else:
        game.log(_("Round {round} begins").format(round=game.round))
    game.phase, game.fish_next = "fish", 0
    # "Anytime ... even outside your own turn" (p. 19); the Guests text names "before a Fishing
    # Phase" as such a moment. One window per seat, from the First Player, after the round-space
    # instructions; a seat without a possible exchange is skipped (the task has no options).
    game.tasks.extend(Window(seat=(game.first + k) % game.n) for k in reversed(range(game.n)))
    n, r = game.n, game.round
    draws: list[Task] = []
    if r == 3 and n >= 3:
        room = max(0, tables.board_a - len(game.disp_a))
        draws += [Draw(pile="a")] * min(tables.a_add[n], room)
    elif game.mode != "multi" and r in tables.solo_c_display:
        # solo Turn Order tile: "Place 4 C buildings in the display" / "Place 3 C ..." (no hand)
        draws += [Draw(pile="c")] * min(tables.solo_c_display[r], len(game.deck_c))
    elif r == 4:
        for k in range(n):
            seat = (game.first + k) % n
            draws += [Draw(pile="c", dest=seat)] * tables.c_hand[n]
    elif r == 5 and n >= 3:
        room = max(0, tables.board_b - len(game.disp_b))
        draws += [Draw(pile="b")] * min(tables.b_add[n], room)
    elif r == 6:
        for p in game.players:
            game.disp_c = (*game.disp_c, *p.hand)
            p.hand = ()
    game.tasks.extend(reversed(draws))
