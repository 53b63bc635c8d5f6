"""Weather: a drawn weather card goes to the Weather Area, sun and rain cancel, three alike
make a catastrophe (each player's fullest field suffers), and another card is drawn."""

from __future__ import annotations

from tabletop import core

from .i18n import _, n_
from .legal import ruin_fields, ruined
from .moves_base import Events, MovesBase, Result, board_with, with_player
from .state import DECK, RAIN, RUIN, SUN, Board, Player, State, Turn


class WeatherMoves(MovesBase):
    def _weather(self, players: tuple[Player, ...], b: Board, decks: tuple[tuple[int, ...], ...],
                 tu: Turn, w: int) -> Result:
        kind = self.tables.kind
        weather = b.weather + (w,)
        discard = b.discard
        kinds = [kind[x] for x in weather]
        # Rulebook: Weather Catastrophe, "Every time a Weather card is added to the
        #   Weather Area ... If both Scorching Sun and Pouring Rain are present, discard 1 card of
        #   each type into the discard pile"
        if SUN in kinds and RAIN in kinds:  # a sun and a rain cancel each other
            pair = (weather[kinds.index(SUN)], weather[kinds.index(RAIN)])
            weather = tuple(x for x in weather if x not in pair)
            discard += pair
            cancelled: Events = (core.Event(_("A Scorching Sun and a Pouring Rain cancel out")),)
        else:
            cancelled = ()
        b = board_with(b, decks=decks, weather=weather, discard=discard)
        # Rulebook: Weather Catastrophe, "If 3 Weather cards of the same type are present (3
        #   Scorching Sun or 3 Pouring Rain), a Weather Catastrophe occurs immediately"
        if len(weather) < 3:
            return self._replace_draw(players, b, tu, cancelled)
        card_id = self.tables.card_id  # events name cards by their component ids, like the view
        events: list[core.Event] = [
            core.Event(_("Weather catastrophe!"), tu.seat, tuple(card_id[c] for c in weather), headline=True)]
        queue: list[int] = []
        n = len(players)
        # Rulebook: Resolving a Weather Catastrophe, "Each player resolves this effect
        #   individually" (from the drawing player clockwise: README "Weather catastrophe")
        for seat in [(tu.seat + i) % n for i in range(n)]:
            choice = ruin_fields(self.tables, players[seat].fields)
            # Rulebook: Resolving a Weather Catastrophe, "If more than one field has the same
            #   greatest quantity of cards, you may choose in which field to resolve the effect"
            if len(choice) == 1:
                players, b, ev = self._ruin_field(players, b, seat, choice[0])
                events += ev
            elif choice:
                queue.append(seat)
        if queue:
            turn = Turn(RUIN, tu.seat, tu.step, tu.first, tu.plays, tu.released, -1, (),
                        tu.drew_fert, tuple(queue), tu.ending, tu.turns)
            return State(players, b, turn), tuple(events)
        return self._after_catastrophe(players, b, tu, tuple(events))

    def _ruin_field(self, players: tuple[Player, ...], b: Board, seat: int,
                    k: int) -> tuple[tuple[Player, ...], Board, Events]:
        p = players[seat]
        field, lost = ruined(self.tables, p.fields[k])
        fields = p.fields[:k] + (field,) + p.fields[k + 1:]
        players = with_player(players, seat, Player(p.hand, fields, p.scored))
        lost_ids = tuple(self.tables.card_id[c] for c in lost)  # component ids, like the view's
        text = n_("{player} loses {n} fruit card", "{player} loses {n} fruit cards", len(lost))
        ev = (core.Event(text.format(player=core.seat_ref(seat), n=len(lost)), seat, lost_ids),)
        return players, board_with(b, discard=b.discard + lost), ev

    def _ruin(self, s: State, i: int) -> Result:
        tu = s.turn
        players, b, events = self._ruin_field(s.players, s.board, tu.ruin[0], i % 3)
        if len(tu.ruin) > 1:
            turn = Turn(RUIN, tu.seat, tu.step, tu.first, tu.plays, tu.released, -1, (),
                        tu.drew_fert, tu.ruin[1:], tu.ending, tu.turns)
            return State(players, b, turn), events
        return self._after_catastrophe(players, b, tu, events)

    def _after_catastrophe(self, players: tuple[Player, ...], b: Board, tu: Turn,
                           events: Events) -> Result:
        # Rulebook: Resolving a Weather Catastrophe, "After everyone has resolved the Weather
        #   Catastrophe, discard into the discard pile all the Weather cards present in the Weather
        #   Area and carry on with the game normally"
        b = board_with(b, weather=(), discard=b.discard + b.weather)
        return self._replace_draw(players, b, tu, events)

    def _replace_draw(self, players: tuple[Player, ...], b: Board, tu: Turn,
                      events: Events) -> Result:
        """A weather card is replaced by another draw; with every deck empty the draw is lost."""
        # Rulebook: Weather cards, "draw another card to replace them" (with every deck empty:
        #   README "Gap 8")
        if any(b.decks):
            turn = Turn(DECK, tu.seat, tu.step, tu.first, tu.plays, tu.released, -1, (),
                        tu.drew_fert, (), tu.ending, tu.turns)
            return State(players, b, turn), events
        state, more = self._refill(players, b, tu)
        return state, events + more
