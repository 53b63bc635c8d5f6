"""Apply handlers: each takes (state, argument) and returns (new state, events).

States are rebuilt with positional constructors (the hot path); ``Turn`` has 12
fields in the order stage, seat, step, first, plays, released, selected,
chosen, drew_fert, ruin, ending, turns.
"""

from __future__ import annotations

from tabletop import core

from .legal import ruin_fields, ruined
from .setup import TASK_HAND, TASK_STORAGE, TASK_SUPPLY
from .state import (
    CHOOSE,
    DECK,
    DRAW,
    FIELD_NAMES,
    FIRST,
    FRUIT,
    HARVEST,
    OVER,
    RAIN,
    RUIN,
    SUN,
    USE,
    WINTER,
    Board,
    Player,
    State,
    Turn,
)
from .tables import Tables

Events = tuple[core.Event, ...]
Result = tuple[State, Events]


def _without(cards: tuple[int, ...], c: int) -> tuple[int, ...]:
    i = cards.index(c)
    return cards[:i] + cards[i + 1:]


def _with_player(players: tuple[Player, ...], seat: int, p: Player) -> tuple[Player, ...]:
    return players[:seat] + (p,) + players[seat + 1:]


def _board(b: Board, **changes: object) -> Board:
    """Board with some parts replaced (draws, releases, harvests: not every action)."""
    return Board(
        changes.get("decks", b.decks), changes.get("supply", b.supply),  # type: ignore[arg-type]
        changes.get("storage", b.storage), changes.get("weather", b.weather),  # type: ignore[arg-type]
        changes.get("fertilizer", b.fertilizer), changes.get("discard", b.discard),  # type: ignore[arg-type]
        changes.get("aside", b.aside), changes.get("track", b.track),  # type: ignore[arg-type]
        changes.get("owner", b.owner),  # type: ignore[arg-type]
    )


class MovesMixin:
    tables: Tables
    tasks: tuple[tuple[int, ...], ...]

    # -- setup -------------------------------------------------------------------------
    def _remove(self, s: State, c: int) -> Result:
        b = s.board
        d = self.tables.season[c]
        decks = b.decks[:d] + (_without(b.decks[d], c),) + b.decks[d + 1:]
        tu = s.turn
        turn = Turn(tu.stage, 0, tu.step + 1, -1, 0, 0, -1, (), False, (), False, 0)
        return State(s.players, _board(b, decks=decks), turn), ()

    def _setup_draw(self, s: State, c: int) -> Result:
        """Setup 2-3 and 3: weather cards go aside and the task is drawn again."""
        b = s.board
        tu = s.turn
        spring = _without(b.decks[0], c)
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
                players = _with_player(players, seat, Player(tuple(sorted(p.hand + (c,))),
                                                             p.fields, p.scored))
        stage = tu.stage
        if step == len(self.tasks[len(players)]):
            # Rulebook: Setup 3, "Shuffle back into the Spring Season deck any Weather cards
            #   drawn during steps 2-3 and 3" (README "Setup weather")
            spring, aside, stage = tuple(sorted(spring + aside)), (), FIRST  # shuffled back
        board = _board(b, decks=(spring,) + b.decks[1:], supply=supply, storage=storage,
                       aside=aside)
        return State(players, board, Turn(stage, 0, step, -1, 0, 0, -1, (), False, (), False, 0)), ()

    def _first(self, s: State, seat: int) -> Result:
        # Rulebook: Setup, "If nobody has eaten grapes, determine the first player randomly"
        #   (always at random here: README "First player")
        turn = Turn(CHOOSE, seat, s.turn.step, seat, 0, 0, -1, (), False, (), False, 0)
        return State(s.players, s.board, turn), (core.Event(f"{core.seat_ref(seat)} goes first", seat),)

    # -- cultivation ---------------------------------------------------------------------
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
        players = _with_player(s.players, seat, Player(_without(p.hand, card), fields, p.scored))
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
        players = _with_player(s.players, tu.seat, Player(_without(p.hand, c), p.fields, p.scored))
        # Rulebook: A1 Release, "Release a fruit by placing 1 Fruit card in the Storage Area"
        board = _board(s.board, storage=s.board.storage + (c,))
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

    # -- A2 draws and A3 ------------------------------------------------------------------
    def _refill(self, players: tuple[Player, ...], b: Board, tu: Turn) -> Result:
        """Draw until 4 in hand while any source has a card; then A3 and the next turn."""
        # Rulebook: Turn overview, "A2 – Draw 2 cards (until you have 4 in hand)" (until no
        #   source is left: README "Refill", "Gap 8")
        if len(players[tu.seat].hand) < 4 and (
            any(b.decks) or b.supply or (tu.released == 2 and not tu.drew_fert and b.fertilizer)
        ):
            turn = Turn(DRAW, tu.seat, tu.step, tu.first, tu.plays, tu.released, -1, (),
                        tu.drew_fert, (), tu.ending, tu.turns)
            return State(players, b, turn), ()
        return self._check_storage(players, b, tu)

    def _check_storage(self, players: tuple[Player, ...], b: Board, tu: Turn) -> Result:
        """A3, then the next turn."""
        events: Events = ()
        # Rulebook: A3, "If, after drawing the 2 cards, there are 4 or more cards in the
        #   Storage Area, ... discard all the cards present in the Supply Area and replace them with
        #   the cards from the Storage Area"; "Skip this step if there are fewer than 4 cards"
        if len(b.storage) >= 4:  # A3: storage replaces supply, old supply discarded
            b = _board(b, supply=b.storage, storage=(), discard=b.discard + b.supply)
            events = (core.Event("The Storage Area replaces the Supply Area", tu.seat, headline=True),)
        state, more = self._end_turn(players, b, tu)
        return state, events + more

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
        return self._take(s, c, _board(s.board, supply=_without(s.board.supply, c)), s.turn)

    def _draw_fert(self, s: State, _: int) -> Result:
        b = s.board
        tu = s.turn
        turn = Turn(DRAW, tu.seat, tu.step, tu.first, tu.plays, tu.released, -1, (), True, (),
                    tu.ending, tu.turns)
        # Rulebook: A2, "From the Fertilizing Area — only one card, and only if both cards
        #   played this turn were Released"
        return self._take(s, b.fertilizer[0], _board(b, fertilizer=b.fertilizer[1:]), turn)

    def _take(self, s: State, c: int, b: Board, tu: Turn) -> Result:
        p = s.players[tu.seat]
        hand = tuple(sorted(p.hand + (c,)))
        players = _with_player(s.players, tu.seat, Player(hand, p.fields, p.scored))
        return self._refill(players, b, tu)

    def _deck_draw(self, s: State, c: int) -> Result:
        b = s.board
        tu = s.turn
        tables = self.tables
        d = tables.season[c]
        deck = _without(b.decks[d], c)
        decks = b.decks[:d] + (deck,) + b.decks[d + 1:]
        # Rulebook: End of the Game, "When the Winter Season deck runs out, the game continues
        #   until the end of the turn of the player to the right of the first player" (README "Gap 11":
        #   the draw that empties it)
        if d == WINTER and not deck and not tu.ending:  # gap 11: the game end is triggered
            tu = Turn(tu.stage, tu.seat, tu.step, tu.first, tu.plays, tu.released, -1, (),
                      tu.drew_fert, (), True, tu.turns)
        # events are public: a drawn fruit stays secret, a weather card is shown to all
        who, where = core.seat_ref(tu.seat), tables.season_names[d]
        if tables.kind[c] == FRUIT:
            state, events = self._take(s, c, _board(b, decks=decks), tu)
            return state, (core.Event(f"{who} draws a card from the {where} deck", tu.seat),) + events
        # Rulebook: Weather cards, "if Weather cards are drawn, place them immediately
        #   face up in the Weather Area ... and draw another card to replace them"; "Weather cards
        #   remain in the Weather Area even when a Season deck runs out"
        weather = "Scorching Sun" if tables.kind[c] == SUN else "Pouring Rain"
        drawn = core.Event(f"{who} draws {weather} from the {where} deck: it goes to the Weather Area",
                           tu.seat)
        state, events = self._weather(s.players, b, decks, tu, c)
        return state, (drawn,) + events

    # -- weather ---------------------------------------------------------------------------
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
            cancelled: Events = (core.Event("A Scorching Sun and a Pouring Rain cancel out"),)
        else:
            cancelled = ()
        b = _board(b, decks=decks, weather=weather, discard=discard)
        # Rulebook: Weather Catastrophe, "If 3 Weather cards of the same type are present (3
        #   Scorching Sun or 3 Pouring Rain), a Weather Catastrophe occurs immediately"
        if len(weather) < 3:
            return self._replace_draw(players, b, tu, cancelled)
        card_id = self.tables.card_id  # events name cards by their component ids, like the view
        events: list[core.Event] = [
            core.Event("Weather catastrophe!", tu.seat, tuple(card_id[c] for c in weather), headline=True)]
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
        players = _with_player(players, seat, Player(p.hand, fields, p.scored))
        plural = "" if len(lost) == 1 else "s"
        lost_ids = tuple(self.tables.card_id[c] for c in lost)  # component ids, like the view's
        ev = (core.Event(f"{core.seat_ref(seat)} loses {len(lost)} fruit card{plural}", seat, lost_ids),)
        return players, _board(b, discard=b.discard + lost), ev

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
        b = _board(b, weather=(), discard=b.discard + b.weather)
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

    # -- harvest ----------------------------------------------------------------------------
    def _harvest(self, s: State, i: int) -> Result:
        tu = s.turn
        # Rulebook: B1 – Harvest, "Choose 1, 2, or all of the fields in front of you"
        turn = Turn(HARVEST, tu.seat, tu.step, tu.first, 0, 0, -1, tu.chosen + (i % 3,), False,
                    (), tu.ending, tu.turns)
        return State(s.players, s.board, turn), ()

    def _done(self, s: State, _: int) -> Result:
        """B1 and B2: fruit to the harvested pile, fertilizer back, seeds discarded; animals."""
        tables = self.tables
        tu = s.turn
        seat = tu.seat
        p = s.players[seat]
        fields = list(p.fields)
        b = s.board
        scored, fert, discard = p.scored, list(b.fertilizer), b.discard
        sums: dict[int, int] = {}  # fruit -> harvested count, fertilizer counting double
        total = 0
        for k in sorted(tu.chosen):
            f = fields[k]
            fruit = tuple(c for c in f[1:] if c < tables.first_fert)
            ferts = tuple(c for c in f[1:] if c >= tables.first_fert)
            # Rulebook: B1, "Place all the Fruit cards on the chosen Field cards face down in
            #   front of you as points. Fertilizer cards and the Fruit cards used as seeds do not give
            #   points"
            scored += fruit
            # Rulebook: B1, "Put any Fertilizer cards discarded from the fields back into the
            #   Fertilizing Area ... and 3. instead place the Fruit cards used as seeds in the discard
            #   pile"
            fert += ferts
            discard += f[:1]
            # Rulebook: B2, "For the purposes of this calculation, each Fertilizer card is
            #   worth 2"
            value = len(fruit) + tables.fert_weight * len(ferts)
            total += value
            kind = tables.fruit[f[0]]
            # Rulebook: B2, "For each type of fruit, add up the number of Fruit cards
            #   (excluding the seed) and of Fertilizer cards associated with them that have been
            #   harvested"
            sums[kind] = sums.get(kind, 0) + value
            # Rulebook: B2, "A Field card that has just been harvested will be empty and
            #   therefore available to be sown again"
            fields[k] = ()
        track, owner = list(b.track), list(b.owner)
        gained = len(scored) - len(p.scored)
        plural = "" if gained == 1 else "s"
        # B1: the cards go face down, so the (public) log tells how many, not their points
        events: list[core.Event] = [core.Event(
            f"{core.seat_ref(seat)} harvests {gained} fruit card{plural}",
            seat, tuple(f"field:{seat}:{FIELD_NAMES[k]}" for k in sorted(tu.chosen)))]
        # Rulebook: B2, "If at least 3 cards are obtained from the fields during the same
        #   Harvest action, it is possible to compete for the Animal tokens" (README
        #   "Gap 9")
        if total >= 3:  # B2: at least 3 cards obtained (fertilizer counts 2, gap 9)
            for kind, value in sums.items():
                # Rulebook: B2, "If this sum is greater than the number associated with the
                #   space on which the corresponding Harvest token is present, immediately take the
                #   corresponding Animal token ... (in this way you could take it away from another
                #   player!)"
                if value > track[kind]:
                    if owner[kind] != seat:
                        events.append(core.Event(
                            f"{core.seat_ref(seat)} takes the {tables.fruit_names[kind]} animal token",
                            seat, (f"token:animal:{tables.fruit_ids[kind]}",)))
                    owner[kind] = seat
                    # Rulebook: B2, "Move the corresponding Harvest token to the space that
                    #   shows the sum you have just obtained" (the track ends at 13: README "Harvest
                    #   track")
                    track[kind] = min(value, tables.track_last)
        players = _with_player(s.players, seat, Player(p.hand, tuple(fields), scored))
        b = _board(b, fertilizer=tuple(sorted(fert)), discard=discard, track=tuple(track),
                   owner=tuple(owner))
        state, more = self._end_turn(players, b, tu)
        return state, tuple(events) + more

    # Not in the rulebook: nothing can be played or harvested; the player passes (README "Gap 10")
    def _pass(self, s: State, _: int) -> Result:
        return self._end_turn(s.players, s.board, s.turn)

    # -- the end of a turn --------------------------------------------------------------------
    def _end_turn(self, players: tuple[Player, ...], b: Board, tu: Turn) -> Result:
        """Clockwise; once Winter ran out, the seat right of the first player plays last."""
        n = len(players)
        # Rulebook: End of the Game, "until the end of the turn of the player to the right of
        #   the first player, so that all players have taken the same number of turns; after that, the
        #   game ends"
        if tu.ending and tu.seat == (tu.first - 1) % n:
            turn = Turn(OVER, tu.seat, tu.step, tu.first, 0, 0, -1, (), False, (), True,
                        tu.turns + 1)
            return State(players, b, turn), (core.Event("The game is over", headline=True),)
        # Rulebook: Playing the Game, "Starting with the first player and proceeding
        #   clockwise"
        turn = Turn(CHOOSE, (tu.seat + 1) % n, tu.step, tu.first, 0, 0, -1, (), False, (),
                    tu.ending, tu.turns + 1)
        return State(players, b, turn), ()
