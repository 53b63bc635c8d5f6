"""B Harvest: choose fields, then B1 (fruit to the harvested pile, fertilizer back, seeds
discarded) and B2 (the harvest tracks and animal tokens); and the pass when nothing can be
done."""

from __future__ import annotations

from typing import NamedTuple

from tabletop import core

from .i18n import _, n_
from .moves_base import MovesBase, Result, board_with, with_player
from .state import FIELD_NAMES, HARVEST, Board, Player, State, Turn
from .tables import Tables


class Gathered(NamedTuple):
    """What B1 takes off the chosen fields."""

    fields: tuple[tuple[int, ...], ...]  # the player's fields after the harvest
    fruit: tuple[int, ...]  # to the harvested pile, field by field
    ferts: tuple[int, ...]  # back to the Fertilizing Area
    seeds: tuple[int, ...]  # to the discard pile
    sums: dict[int, int]  # fruit -> harvested count, fertilizer counting double
    total: int  # cards obtained, fertilizer counting double


def gather(tables: Tables, fields: tuple[tuple[int, ...], ...], chosen: tuple[int, ...]) -> Gathered:
    """B1: empty the chosen fields (in field order) and count the harvest per fruit for B2."""
    after = list(fields)
    fruit: tuple[int, ...] = ()
    ferts: tuple[int, ...] = ()
    seeds: tuple[int, ...] = ()
    sums: dict[int, int] = {}
    total = 0
    for k in sorted(chosen):
        f = after[k]
        crop = tuple(c for c in f[1:] if c < tables.first_fert)
        fert = tuple(c for c in f[1:] if c >= tables.first_fert)
        # Rulebook: B1, "Place all the Fruit cards on the chosen Field cards face down in
        #   front of you as points. Fertilizer cards and the Fruit cards used as seeds do not give
        #   points"
        fruit += crop
        # Rulebook: B1, "Put any Fertilizer cards discarded from the fields back into the
        #   Fertilizing Area ... and 3. instead place the Fruit cards used as seeds in the discard
        #   pile"
        ferts += fert
        seeds += f[:1]
        # Rulebook: B2, "For the purposes of this calculation, each Fertilizer card is
        #   worth 2"
        value = len(crop) + tables.fert_weight * len(fert)
        total += value
        kind = tables.fruit[f[0]]
        # Rulebook: B2, "For each type of fruit, add up the number of Fruit cards
        #   (excluding the seed) and of Fertilizer cards associated with them that have been
        #   harvested"
        sums[kind] = sums.get(kind, 0) + value
        # Rulebook: B2, "A Field card that has just been harvested will be empty and
        #   therefore available to be sown again"
        after[k] = ()
    return Gathered(tuple(after), fruit, ferts, seeds, sums, total)


class HarvestMoves(MovesBase):
    def _harvest(self, s: State, i: int) -> Result:
        tu = s.turn
        # Rulebook: B1 – Harvest, "Choose 1, 2, or all of the fields in front of you"
        turn = Turn(HARVEST, tu.seat, tu.step, tu.first, 0, 0, -1, tu.chosen + (i % 3,), False,
                    (), tu.ending, tu.turns)
        return State(s.players, s.board, turn), ()

    def _done(self, s: State, _: int) -> Result:
        """B1 and B2: fruit to the harvested pile, fertilizer back, seeds discarded; animals."""
        tu = s.turn
        seat = tu.seat
        p = s.players[seat]
        b = s.board
        got = gather(self.tables, p.fields, tu.chosen)
        gained = len(got.fruit)
        # B1: the cards go face down, so the (public) log tells how many, not their points
        text = n_("{player} harvests {n} fruit card", "{player} harvests {n} fruit cards", gained)
        harvested = core.Event(
            text.format(player=core.seat_ref(seat), n=gained),
            seat, tuple(f"field:{seat}:{FIELD_NAMES[k]}" for k in sorted(tu.chosen)))
        track, owner, taken = self._animals(b, seat, got)
        players = with_player(s.players, seat, Player(p.hand, got.fields, p.scored + got.fruit))
        b = board_with(b, fertilizer=tuple(sorted(b.fertilizer + got.ferts)),
                       discard=b.discard + got.seeds, track=track, owner=owner)
        state, more = self._end_turn(players, b, tu)
        return state, (harvested, *taken) + more

    def _animals(self, b: Board, seat: int,
                 got: Gathered) -> tuple[tuple[int, ...], tuple[int, ...], tuple[core.Event, ...]]:
        """B2: the harvest tracks and animal tokens after this harvest (track, owner, events)."""
        tables = self.tables
        track, owner = list(b.track), list(b.owner)
        events: list[core.Event] = []
        # Rulebook: B2, "If at least 3 cards are obtained from the fields during the same
        #   Harvest action, it is possible to compete for the Animal tokens" (README
        #   "Gap 9")
        if got.total >= 3:  # B2: at least 3 cards obtained (fertilizer counts 2, gap 9)
            for kind, value in got.sums.items():
                # Rulebook: B2, "If this sum is greater than the number associated with the
                #   space on which the corresponding Harvest token is present, immediately take the
                #   corresponding Animal token ... (in this way you could take it away from another
                #   player!)"
                if value > track[kind]:
                    if owner[kind] != seat:
                        events.append(core.Event(
                            _("{player} takes the {fruit} animal token").format(
                                player=core.seat_ref(seat), fruit=_(tables.fruit_names[kind])),
                            seat, (f"token:animal:{tables.fruit_ids[kind]}",)))
                    owner[kind] = seat
                    # Rulebook: B2, "Move the corresponding Harvest token to the space that
                    #   shows the sum you have just obtained" (the track ends at 13: README "Harvest
                    #   track")
                    track[kind] = min(value, tables.track_last)
        return tuple(track), tuple(owner), tuple(events)

    # Not in the rulebook: nothing can be played or harvested; the player passes (README "Gap 10")
    def _pass(self, s: State, _: int) -> Result:
        return self._end_turn(s.players, s.board, s.turn)
