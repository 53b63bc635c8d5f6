"""Legal actions per stage, with the "can this Cultivation still be completed" filter.

Gap 10 reading: a Cultivation must play exactly 2 cards (A. "they must play 2
cards"), so a first play is offered only if some second play is possible after
it. Release always works for a fruit card, so the check matters only when the
rest of the hand is fertilizer cards, which need a sown field with room.
"""

from __future__ import annotations

from bisect import bisect_left

from tabletop import core

from .actions import OP_FERT, OP_HARVEST, OP_PLANT, OP_RUIN, OP_SOW, Notation
from .setup import TASK_SUPPLY
from .state import CHOOSE, DECK, DRAW, FIRST, HARVEST, OVER, RUIN, SETUP, USE, State, Turn
from .tables import Tables


def rooms(tables: Tables, fields: tuple[tuple[int, ...], ...]) -> list[int]:
    """Cards each field can still take: -1 if not sown (A1 Field capacity and the seed's limit)."""
    maxfill = tables.maxfill
    # Rulebook: Field capacity, "Each Fruit card, excluding the seed, and each Fertilizer card
    #   counts as 1 towards this limit" (the stricter of the Field card and the seed limit:
    #   README "Gap 6")
    return [maxfill[k][f[0]] - len(f) + 1 if f else -1 for k, f in enumerate(fields)]


def room_after(rm: list[int], k: int) -> bool:
    """After one more card on field k, is there still room somewhere for a fertilizer?"""
    return any(r > (1 if j == k else 0) for j, r in enumerate(rm))


def ruined(tables: Tables, field: tuple[int, ...]) -> tuple[tuple[int, ...], tuple[int, ...]]:
    """Weather catastrophe on one field: (field after, fruit cards discarded).

    Half the cards over the seed (rounded down) go, highest points first (the top
    of the stack first among equals); never the seed, never fertilizer.
    """
    over = field[1:]
    # Rulebook: Resolving a Weather Catastrophe, "Discard into the discard pile a number of
    #   Fruit cards equal to half of the cards present in the field (rounded down), excluding the seed
    #   and giving priority to those with the highest score"
    lose = len(over) // 2
    order = sorted(
        # Rulebook: Resolving a Weather Catastrophe, "If the number of cards to be
        #   discarded exceeds the number of Fruit cards present in the field, simply discard all the
        #   Fruit cards"; "The Fruit card used as a seed and any Fertilizer cards cannot be discarded"
        (i for i, c in enumerate(over) if tables.kind[c] == 0), key=lambda i: (-tables.points[over[i]], -i)
    )[:lose]
    if not order:
        return field, ()
    gone = set(order)
    return (
        (field[0], *(c for i, c in enumerate(over) if i not in gone)),
        tuple(over[i] for i in sorted(order)),
    )


def ruin_fields(tables: Tables, fields: tuple[tuple[int, ...], ...]) -> tuple[int, ...]:
    """The fields a player may choose for a catastrophe; () when they lose nothing."""
    # Rulebook: Resolving a Weather Catastrophe, "the field with the greatest number of cards
    #   (excluding the seed) will suffer the consequences"
    counts = [len(f) - 1 if f else 0 for f in fields]
    most = max(counts)
    if most < 2:
        return ()
    # Rulebook: Resolving a Weather Catastrophe, "If more than one field has the same greatest
    #   quantity of cards, you may choose in which field"
    tied = tuple(k for k in range(3) if counts[k] == most)
    if all(not ruined(tables, fields[k])[1] for k in tied):
        return ()
    return tied


class LegalMixin:
    tables: Tables
    N: Notation
    tasks: tuple[tuple[int, ...], ...]

    def _legal(self, s: State) -> tuple[core.Action, ...]:
        tu = s.turn
        stage = tu.stage
        N = self.N
        if stage == DECK:
            b = s.board
            # Rulebook: A2, "Fruit cards must be drawn from the Season decks in the set order:
            #   Spring > Summer > Autumn > Winter. You may draw from a deck only after the previous
            #   deck has been used up"
            deck = next(d for d in b.decks if d)
            draw = N.draw
            return tuple([draw[c] for c in deck])
        if stage == CHOOSE:
            return self._choose(s)
        if stage == USE:
            return self._use(s)
        if stage == DRAW:
            b = s.board
            # Rulebook: A2, "From the Season deck"; "From the Supply Area — only if there
            #   are cards available" (README "Gap 7", "Gap 8")
            acts = [N.deck] if any(b.decks) else []
            supply = N.supply
            acts += [supply[c] for c in b.supply]
            # Rulebook: Fertilizer cards, "If both cards played during the turn are released
            #   into the Storage Area, the player may choose to draw 1 card from the Fertilizing Area
            #   ... but not 2 Fertilizer cards"
            if tu.released == 2 and not tu.drew_fert and b.fertilizer:
                acts.append(N.fertdraw)
                if len(acts) == 1:  # A2: the Fertilizer draw is a "may": it can be declined
                    acts.append(N.end)
            return tuple(acts)
        if stage == HARVEST:
            fields = s.players[tu.seat].fields
            base = tu.seat * 3
            harvest = N.field[OP_HARVEST]
            # Rulebook: B1, "Choose 1, 2, or all of the fields"; "you may choose to
            #   harvest from a field in which only the Fruit card used as a seed is present"
            acts = [harvest[base + k] for k in range(3) if fields[k] and k not in tu.chosen]
            acts.append(N.done)
            return tuple(acts)
        if stage == SETUP:
            task = self.tasks[len(s.players)][tu.step]
            # Rulebook: Setup 1, "Put the removed cards back in the game box without looking
            #   at them"
            if task < TASK_SUPPLY:
                remove = N.remove
                return tuple([remove[c] for c in s.board.decks[task]])
            draw = N.draw
            return tuple([draw[c] for c in s.board.decks[0]])
        if stage == FIRST:
            # Rulebook: Setup, "determine the first player randomly"
            return N.first[: len(s.players)]
        if stage == RUIN:
            seat = tu.ruin[0]
            ruin = N.field[OP_RUIN]
            return tuple(ruin[seat * 3 + k] for k in ruin_fields(self.tables, s.players[seat].fields))
        assert stage == OVER
        return ()

    def _hand(self, s: State) -> tuple[Turn, tuple[int, ...], tuple[tuple[int, ...], ...], int, int, bool, list[int]]:
        """The seat's turn, hand and fields, its fruit and fertilizer counts (the hand is sorted,
        fertilizers last), whether every play completes, and each field's room."""
        tu = s.turn
        pl = s.players[tu.seat]
        hand = pl.hand
        nfruit = bisect_left(hand, self.tables.first_fert)
        # The rest of the hand still holds a fruit card to release: every play completes.
        free = tu.plays == 1 or nfruit >= 2
        return tu, hand, pl.fields, nfruit, len(hand) - nfruit, free, rooms(self.tables, pl.fields)

    def _choose(self, s: State) -> tuple[core.Action, ...]:
        tu, hand, fields, nfruit, nfert, free, rm = self._hand(s)
        seat = tu.seat
        plays = tu.plays
        N = self.N
        acts: list[core.Action] = []
        if nfruit:
            if free or (nfert and (not all(fields) or max(rm) > 0)):
                play = N.play
                acts += [play[c] for c in hand[:nfruit]]
        base = seat * 3
        if nfert:
            fert = N.field[OP_FERT]
            for k in range(3):
                # Rulebook: A1 Fertilize, "you can fertilize a field with any type of seed,
                #   but a field without a seed cannot be fertilized"; Field capacity, "it is not
                #   possible to Plant or Fertilize" once the limit is reached
                if rm[k] > 0 and (plays or nfruit or (nfert >= 2 and room_after(rm, k))):
                    acts.append(fert[base + k])
        # Rulebook: Playing the Game, "each player performs ONE of the following actions:
        #   A. Cultivation ... B. Harvest"
        if not plays:
            harvest = N.field[OP_HARVEST]
            acts += [harvest[base + k] for k in range(3) if fields[k]]
            if not acts:
                # Not in the rulebook: cannot play 2 cards and no field to harvest (README "Gap 10")
                acts.append(N.pass_)
        return tuple(acts)

    def _use(self, s: State) -> tuple[core.Action, ...]:
        tu, hand, fields, nfruit, nfert, free, rm = self._hand(s)
        seat = tu.seat
        c = tu.selected
        tables = self.tables
        N = self.N
        fruit = tables.fruit[c]
        base = seat * 3
        acts: list[core.Action] = []
        for k in range(3):
            f = fields[k]
            # Rulebook: A1 Sow, "under any of your Field cards that does not already
            #   contain a seed"; "You cannot sow in a field that has already been “sown” before you
            #   have harvested it"
            if not f:
                if free or nfert:  # a fresh seed always leaves room for a fertilizer
                    acts.append(N.field[OP_SOW][base + k])
            # Rulebook: A1 Plant, "over any of your Field cards that has a seed of the same
            #   type. You cannot plant Fruit cards in a field without a seed"
            elif rm[k] > 0 and tables.fruit[f[0]] == fruit:
                if free or (nfert and room_after(rm, k)):
                    acts.append(N.field[OP_PLANT][base + k])
        # Rulebook: A1 Release, "Release a fruit by placing 1 Fruit card in the Storage Area.
        #   You cannot release a Fertilizer card"
        if free or (nfert and max(rm) > 0):
            acts.append(N.release)
        acts.append(N.back)
        return tuple(acts)
