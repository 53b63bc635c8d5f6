"""A2 draws: the left-most season deck (a chance move; a weather card drawn goes to the
weather moves), a face-up Supply card, or the optional Fertilizer."""

from __future__ import annotations

from tabletop import core

from .faces import deck_name, weather_name
from .i18n import _
from .moves_base import Result, board_with, with_player, without
from .moves_weather import WeatherMoves
from .state import DECK, DRAW, FRUIT, WINTER, Board, Player, State, Turn


class DrawMoves(WeatherMoves):
    # Rulebook: Fertilizer cards, "the player may choose to draw 1 card from the Fertilizing
    #   Area" (a may: README "Fertilizer draw is optional")
    def _stop_drawing(self, s: State, _: int) -> Result:
        """A2: only the optional Fertilizer draw is left and the player declines it."""
        return self._check_storage(s.players, s.board, s.turn)

    def _draw_deck(self, s: State, _: int) -> Result:
        tu = s.turn
        turn = Turn(DECK, tu.seat, tu.step, tu.first, tu.plays, tu.released, -1, (),
                    tu.drew_fert, (), tu.ending, tu.turns)
        return State(s.players, s.board, turn), ()

    def _draw_supply(self, s: State, c: int) -> Result:
        # Rulebook: A2, "From the Supply Area — only if there are cards available"; "1
        #   from the left-most Season deck, or 2 from the Supply Area" (one card a draw, any face-up
        #   card: README "Gap 7")
        return self._take(s, c, board_with(s.board, supply=without(s.board.supply, c)), s.turn)

    def _draw_fert(self, s: State, _: int) -> Result:
        b = s.board
        tu = s.turn
        turn = Turn(DRAW, tu.seat, tu.step, tu.first, tu.plays, tu.released, -1, (), True, (),
                    tu.ending, tu.turns)
        # Rulebook: A2, "From the Fertilizing Area — only one card, and only if both cards
        #   played this turn were Released"
        return self._take(s, b.fertilizer[0], board_with(b, fertilizer=b.fertilizer[1:]), turn)

    def _take(self, s: State, c: int, b: Board, tu: Turn) -> Result:
        p = s.players[tu.seat]
        hand = tuple(sorted(p.hand + (c,)))
        players = with_player(s.players, tu.seat, Player(hand, p.fields, p.scored))
        return self._refill(players, b, tu)

    def _deck_draw(self, s: State, c: int) -> Result:
        b = s.board
        tu = s.turn
        tables = self.tables
        d = tables.season[c]
        deck = without(b.decks[d], c)
        decks = b.decks[:d] + (deck,) + b.decks[d + 1:]
        # Rulebook: End of the Game, "When the Winter Season deck runs out, the game continues
        #   until the end of the turn of the player to the right of the first player" (README "Gap 11":
        #   the draw that empties it)
        if d == WINTER and not deck and not tu.ending:  # gap 11: the game end is triggered
            tu = Turn(tu.stage, tu.seat, tu.step, tu.first, tu.plays, tu.released, -1, (),
                      tu.drew_fert, (), True, tu.turns)
        # events are public: a drawn fruit stays secret, a weather card is shown to all
        who, where = core.seat_ref(tu.seat), deck_name(tables, d)
        if tables.kind[c] == FRUIT:
            state, events = self._take(s, c, board_with(b, decks=decks), tu)
            text = _("{player} draws a card from the {deck}").format(player=who, deck=where)
            return state, (core.Event(text, tu.seat),) + events
        # Rulebook: Weather cards, "if Weather cards are drawn, place them immediately
        #   face up in the Weather Area ... and draw another card to replace them"; "Weather cards
        #   remain in the Weather Area even when a Season deck runs out"
        drawn = core.Event(_("{player} draws {weather} from the {deck}: it goes to the Weather "
                             "Area").format(player=who, weather=weather_name(tables.kind[c]),
                                            deck=where), tu.seat)
        state, events = self._weather(s.players, b, decks, tu, c)
        return state, (drawn,) + events
