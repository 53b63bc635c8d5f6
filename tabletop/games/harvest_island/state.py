"""Harvest Island state: small frozen dataclasses of ints and tuples.

Cards are ints (indices into the rules object's card tables); a deck is a sorted
tuple, i.e. a multiset with no order, because every draw is a chance decision.
The state is split in three parts so that most actions rebuild only the small
``Turn`` and one ``Player``: copying is the hot path of a playout.
No sets or dicts anywhere: the session digests ``repr(state)``.
"""

from __future__ import annotations

from dataclasses import dataclass

# Field indices and their names in ids (field:<seat>:<name>).
MOUNTAIN, HILL, PLAIN = 0, 1, 2
FIELD_NAMES = ("mountain", "hill", "plain")
SEASONS = ("spring", "summer", "autumn", "winter")
WINTER = 3

# Card kinds.
FRUIT, SUN, RAIN, FERT = 0, 1, 2, 3

# Stages. CHANCE stages: SETUP, FIRST, DECK.
SETUP = 0  # setup draws (removal, supply, storage, hands), one card per chance decision
FIRST = 1  # chance: who is the first player
CHOOSE = 2  # a player chooses a card to play, a field to fertilize or to harvest, or passes
USE = 3  # a card was chosen: sow, plant, release, or put it back
DRAW = 4  # draw a card: deck, supply, fertilizer
DECK = 5  # chance: the top of the left-most season deck
HARVEST = 6  # fields chosen for a harvest; add more or finish
RUIN = 7  # weather catastrophe: a player picks among equally full fields
OVER = 8


@dataclass(frozen=True, slots=True)
class Player:
    hand: tuple[int, ...]  # sorted card ints (private)
    fields: tuple[tuple[int, ...], ...]  # 3 fields: () or (seed, *cards in placement order)
    scored: tuple[int, ...]  # harvested fruit cards, in harvest order


@dataclass(frozen=True, slots=True)
class Board:
    decks: tuple[tuple[int, ...], ...]  # four sorted multisets: spring..winter (hidden)
    supply: tuple[int, ...]
    storage: tuple[int, ...]
    weather: tuple[int, ...]
    fertilizer: tuple[int, ...]  # sorted fertilizer cards in the Fertilizing Area
    discard: tuple[int, ...]
    aside: tuple[int, ...]  # weather cards drawn during setup, shuffled back afterwards
    track: tuple[int, ...]  # harvest-token space per fruit
    owner: tuple[int, ...]  # animal-token owner per fruit, -1 if still aside


@dataclass(frozen=True, slots=True)
class Turn:
    stage: int
    seat: int  # whose turn it is
    step: int  # index into the setup task list while stage == SETUP
    first: int  # first player, -1 until drawn
    plays: int  # cards played this Cultivation (0..2)
    released: int  # of which released
    selected: int  # card chosen in CHOOSE, -1 if none
    chosen: tuple[int, ...]  # fields chosen for the Harvest
    drew_fert: bool  # a fertilizer card was drawn this turn
    ruin: tuple[int, ...]  # seats still to choose a field in a weather catastrophe
    ending: bool  # the Winter deck has run out
    turns: int  # turns finished since the first player's first turn


@dataclass(frozen=True, slots=True)
class State:
    players: tuple[Player, ...]
    board: Board
    turn: Turn
