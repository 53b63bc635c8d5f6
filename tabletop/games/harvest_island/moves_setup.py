"""The setup's chance moves: cards removed unseen, the Spring draws, the first player."""

from __future__ import annotations

from tabletop import core

from .i18n import _
from .moves_base import MovesBase, Result, board_with, with_player, without
from .setup import TASK_HAND, TASK_STORAGE, TASK_SUPPLY
from .state import CHOOSE, FIRST, FRUIT, Player, State, Turn


class SetupMoves(MovesBase):
    def _remove(self, s: State, c: int) -> Result:
        b = s.board
        d = self.tables.season[c]
        decks = b.decks[:d] + (without(b.decks[d], c),) + b.decks[d + 1:]
        tu = s.turn
        turn = Turn(tu.stage, 0, tu.step + 1, -1, 0, 0, -1, (), False, (), False, 0)
        return State(s.players, board_with(b, decks=decks), turn), ()

    def _setup_draw(self, s: State, c: int) -> Result:
        """Setup 2-3 and 3: weather cards go aside and the task is drawn again."""
        b = s.board
        tu = s.turn
        spring = without(b.decks[0], c)
        players, supply, storage, aside = s.players, b.supply, b.storage, b.aside
        step = tu.step
        # Rulebook: Setup 2-3 and 3, "If Weather cards are drawn during this step, leave
        #   them aside for the moment and keep drawing"
        if self.tables.kind[c] != FRUIT:
            aside += (c,)
        else:
            task = self.tasks[len(players)][step]
            step += 1
            if task == TASK_SUPPLY:
                supply += (c,)
            elif task == TASK_STORAGE:
                storage += (c,)
            else:
                seat = task - TASK_HAND
                p = players[seat]
                players = with_player(players, seat, Player(tuple(sorted(p.hand + (c,))),
                                                            p.fields, p.scored))
        stage = tu.stage
        if step == len(self.tasks[len(players)]):
            # Rulebook: Setup 3, "Shuffle back into the Spring Season deck any Weather cards
            #   drawn during steps 2-3 and 3" (README "Setup weather")
            spring, aside, stage = tuple(sorted(spring + aside)), (), FIRST  # shuffled back
        board = board_with(b, decks=(spring,) + b.decks[1:], supply=supply, storage=storage,
                           aside=aside)
        return State(players, board, Turn(stage, 0, step, -1, 0, 0, -1, (), False, (), False, 0)), ()

    def _first(self, s: State, seat: int) -> Result:
        # Rulebook: Setup, "If nobody has eaten grapes, determine the first player randomly"
        #   (always at random here: README "First player")
        turn = Turn(CHOOSE, seat, s.turn.step, seat, 0, 0, -1, (), False, (), False, 0)
        return State(s.players, s.board, turn), (core.Event(_("{player} goes first").format(player=core.seat_ref(seat)), seat),)
