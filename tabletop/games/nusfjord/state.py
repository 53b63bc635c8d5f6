"""Nusfjord state: frozen dataclasses of tuples (repr is the session digest), plus a mutable twin.

The rules thaw a state into ``Game``/``Seat`` (mutable objects holding the same tuples, the
task stack as a list), change it, and freeze it again; the input state is never touched.
Tasks are records ``(kind, seat, optional, *args)`` (records.py) on a stack (last = top): choice
tasks wait for an action, automatic ones run as soon as they are on top.
"""

from __future__ import annotations

from collections.abc import Iterator
from dataclasses import dataclass
from typing import Any

from tabletop.core import WorkingCopy, field_names

from .records import Task


@dataclass(frozen=True, slots=True)
class Player:
    wood: int
    fish: int
    gold: int
    res_fish: int  # goods on the Reserve space
    res_wood: int
    res_gold: int
    cells: tuple[str, ...]  # harbor cells: "" empty, "R" the reserve, else a building id
    forests: tuple[int, ...]  # forests on each double space
    ships: tuple[str, ...]  # fishing track left to right, after the preprinted catboat
    elders: tuple[tuple[str, int, int], ...]  # (elder key, fish on it, worker colour or -1)
    unissued: int
    held: tuple[int, ...]  # issued shares of each colour beside this player's supply
    hand: tuple[str, ...]  # C buildings in hand (sorted; hidden from the others)
    old_man: int  # 1: the next Fishing Phase pays gold instead of fish
    once: tuple[str, ...]  # "Once" buildings already carried out
    guests: int = 0  # Besøkende: Guests in the personal supply
    boarded: int = 0  # Besøkende: bit i set = a Guest on ships[i] (the catboat never has one)


@dataclass(frozen=True, slots=True)
class State:
    n: int
    mode: str  # "multi", "solo" or "advanced"
    round: int
    phase: str  # "setup", "fish", "work", "end"
    first: int
    turn: int  # work turns started this round
    fish_next: int  # players who have fished this round
    tasks: tuple[Task, ...]
    plates: tuple[int, ...]  # 1 if the plate holds a fish
    spaces: tuple[tuple[int, ...], ...]  # worker colours on each action space (rules order)
    share_board: tuple[int, ...]  # newly issued shares of each colour on the Action board
    ship_supply: tuple[int, ...]  # sloops, cutters, schooners, the 7th (Wharf) schooner
    rafts: int
    stacks: tuple[tuple[str, ...], ...]  # elder stacks bottom..top; "?" is face down
    hidden_elders: tuple[str, ...]  # identities of face-down elders (a hidden multiset)
    forgotten_top: str  # the promo pile's visible top ("" if none)
    forgotten_pool: tuple[str, ...]  # the rest of the promo pile (hidden)
    deck_a: tuple[str, ...]
    deck_b: tuple[str, ...]
    deck_c: tuple[str, ...]
    disp_a: tuple[str, ...]
    disp_b: tuple[str, ...]
    disp_c: tuple[str, ...]
    players: tuple[Player, ...]
    deck: str = "herring"  # the building deck in play: "herring" or "besokende"


# The working copies hold few lists: a list would be copied in and out on every apply, and
# most actions change few fields. A Seat keeps a Player's tuples (replaced when they change);
# a Game keeps the board's tuples (plates, spaces, shares, ships, decks, displays, stacks,
# hidden pools), all but the task stack.
STATE_LIST_FIELDS = ("tasks",)


class Seat:
    """Mutable twin of Player (the working copy of one player inside an apply)."""

    __slots__ = field_names(Player)
    wood: int
    fish: int
    gold: int
    res_fish: int
    res_wood: int
    res_gold: int
    cells: tuple[str, ...]
    forests: tuple[int, ...]
    ships: tuple[str, ...]
    elders: tuple[tuple[str, int, int], ...]
    unissued: int
    held: tuple[int, ...]
    hand: tuple[str, ...]
    old_man: int
    once: tuple[str, ...]
    guests: int
    boarded: int
    # (thawed and frozen by Players: a game thaws a player only when it is first touched)


_SEATS = WorkingCopy(Player, Seat)


_new_players = object.__new__


class Players:
    """The players of a thawed game, each thawed only when first touched (most actions touch one).

    It also holds the game's log of this apply (``Game.events``): the one working-only part,
    kept here so that a freeze turns the ``Game`` itself into the ``State`` without a copy.
    """

    __slots__ = ("items", "events", "thawed")
    items: list[Player | Seat]
    events: list[tuple[str, int | None]]
    thawed: tuple[int, ...]  # the seats thawed so far: freeze() visits only them

    @staticmethod
    def thaw(frozen: tuple[Player, ...]) -> Players:
        """The players of a game being thawed (built without an ``__init__`` call: once per apply)."""
        players = _new_players(Players)
        players.items = list(frozen)
        players.events = []
        players.thawed = ()
        return players

    def __getitem__(self, seat: int) -> Seat:
        item = self.items[seat]
        if isinstance(item, Player):
            item = self.items[seat] = _SEATS.thaw(item)
            self.thawed += (seat,)
        return item

    def __len__(self) -> int:
        return len(self.items)

    def __iter__(self) -> Iterator[Seat]:
        return (self[i] for i in range(len(self.items)))

    def freeze(self) -> tuple[Player, ...]:
        items = self.items
        for seat in self.thawed:  # each freezes in place: the list then holds only Players
            _SEATS.freeze(items[seat])  # type: ignore[arg-type]  # a Seat: thawed above
        return tuple(items)  # type: ignore[arg-type]  # Players only, now


def look(game: AnyGame, seat: int) -> AnySeat:
    """A player for reading only: a frozen player is not thawed (computing options changes
    nothing, and thawing would make the next freeze copy an unchanged player)."""
    players = game.players
    return players.items[seat] if type(players) is Players else players[seat]


class Game:
    """Mutable twin of State: the working copy of a whole game inside one apply."""

    __slots__ = field_names(State)
    n: int
    mode: str
    round: int
    phase: str
    first: int
    turn: int
    fish_next: int
    tasks: list[Task]
    plates: tuple[int, ...]
    spaces: tuple[tuple[int, ...], ...]
    share_board: tuple[int, ...]
    ship_supply: tuple[int, ...]
    rafts: int
    stacks: tuple[tuple[str, ...], ...]
    hidden_elders: tuple[str, ...]
    forgotten_top: str
    forgotten_pool: tuple[str, ...]
    deck_a: tuple[str, ...]
    deck_b: tuple[str, ...]
    deck_c: tuple[str, ...]
    disp_a: tuple[str, ...]
    disp_b: tuple[str, ...]
    disp_c: tuple[str, ...]
    players: Players
    deck: str

    @staticmethod
    def thaw(s: State) -> Game:
        return _GAMES.thaw(s)

    def freeze(self) -> State:
        """Turn this very object into the State (not to be changed after that)."""
        return _GAMES.freeze(self)

    @property
    def events(self) -> list[tuple[str, int | None]]:
        """(text, seat) of what happened in this apply, for the log (read before the freeze)."""
        return self.players.events

    def log(self, text: str, seat: int | None = None) -> None:
        self.players.events.append((text, seat))


_GAMES = WorkingCopy(
    State, Game,
    thaw_as={**dict.fromkeys(STATE_LIST_FIELDS, list[Any]), "players": Players.thaw},
    freeze_as={**dict.fromkeys(STATE_LIST_FIELDS, tuple[Any, ...]), "players": Players.freeze},
)
# Game.thaw and Game.freeze without the wrapper call (the rules' apply, once per action)
thaw_game = _GAMES.thaw
freeze_game = _GAMES.freeze


AnyGame = State | Game
AnySeat = Player | Seat
