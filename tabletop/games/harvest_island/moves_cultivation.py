"""A1 Cultivation: choose a card, then sow, plant, fertilize or release; after the second
play, A2's draws begin."""

from __future__ import annotations

from .moves_base import MovesBase, Result, board_with, with_player, without
from .state import CHOOSE, USE, Board, Player, State, Turn


class CultivationMoves(MovesBase):
    def _play(self, s: State, c: int) -> Result:
        tu = s.turn
        turn = Turn(USE, tu.seat, tu.step, tu.first, tu.plays, tu.released, c, (), False, (),
                    tu.ending, tu.turns)
        return State(s.players, s.board, turn), ()

    def _back(self, s: State, _: int) -> Result:
        tu = s.turn
        turn = Turn(CHOOSE, tu.seat, tu.step, tu.first, tu.plays, tu.released, -1, (), False, (),
                    tu.ending, tu.turns)
        return State(s.players, s.board, turn), ()

    def _place(self, s: State, i: int, card: int, sow: bool) -> Result:
        """Sow or plant ``card`` from hand on field i % 3 (A1)."""
        tu = s.turn
        seat, k = tu.seat, i % 3
        p = s.players[seat]
        # Rulebook: A1 Sow, "placing 1 Fruit card from your hand under any of your Field cards
        #   that does not already contain a seed"; Plant, "Place the card you have just planted
        #   over any other card already present in the field"
        field = (card,) if sow else p.fields[k] + (card,)
        fields = p.fields[:k] + (field,) + p.fields[k + 1:]
        players = with_player(s.players, seat, Player(without(p.hand, card), fields, p.scored))
        return self._played(players, s.board, tu, tu.released)

    def _sow(self, s: State, i: int) -> Result:
        return self._place(s, i, s.turn.selected, True)

    def _plant(self, s: State, i: int) -> Result:
        return self._place(s, i, s.turn.selected, False)

    def _fertilize(self, s: State, i: int) -> Result:
        hand = s.players[s.turn.seat].hand
        # Rulebook: A1 Fertilize, "Fertilize a field by placing 1 Fertilizer card over any of
        #   your Field cards containing a seed" (which one of several: README "Fertilizer cards in
        #   hand")
        return self._place(s, i, next(c for c in hand if c >= self.tables.first_fert), False)

    def _release(self, s: State, _: int) -> Result:
        tu = s.turn
        p = s.players[tu.seat]
        c = tu.selected
        players = with_player(s.players, tu.seat, Player(without(p.hand, c), p.fields, p.scored))
        # Rulebook: A1 Release, "Release a fruit by placing 1 Fruit card in the Storage Area"
        board = board_with(s.board, storage=s.board.storage + (c,))
        return self._played(players, board, tu, tu.released + 1)

    def _played(self, players: tuple[Player, ...], b: Board, tu: Turn, released: int) -> Result:
        plays = tu.plays + 1
        turn = Turn(CHOOSE, tu.seat, tu.step, tu.first, plays, released, -1, (), False, (),
                    tu.ending, tu.turns)
        # Rulebook: Playing the Game, "A. Cultivation: they must play 2 cards and then draw up
        #   to 4 cards in hand"
        if plays < 2:
            return State(players, b, turn), ()
        return self._refill(players, b, turn)
