"""Nusfjord state: frozen dataclasses of tuples (repr is the session digest), plus a mutable twin.

The rules thaw a state into ``Game``/``Seat`` (lists), change it, and freeze it again; the
input state is never touched. Tasks are plain tuples ``(kind, seat, *args)`` on a stack
(last = top): choice tasks wait for an action, automatic ones run as soon as they are on top.
"""

from __future__ import annotations

from dataclasses import dataclass, fields


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
    tasks: tuple[tuple, ...]
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


PLAYER_FIELDS = tuple(f.name for f in fields(Player))
STATE_FIELDS = tuple(f.name for f in fields(State) if f.name != "players")

class _StateShell:
    """State's slots without the frozen __init__: filled by Game.freeze, then made a State."""

    __slots__ = tuple(f.name for f in fields(State))


class Seat:
    """Mutable twin of Player."""

    __slots__ = PLAYER_FIELDS

    @staticmethod
    def thaw(p: Player) -> Seat:
        s = Seat.__new__(Seat)
        s.wood, s.fish, s.gold = p.wood, p.fish, p.gold
        s.res_fish, s.res_wood, s.res_gold = p.res_fish, p.res_wood, p.res_gold
        s.cells, s.forests, s.ships = list(p.cells), list(p.forests), list(p.ships)
        s.elders = [list(e) for e in p.elders]
        s.unissued, s.held, s.hand = p.unissued, list(p.held), list(p.hand)
        s.old_man, s.once = p.old_man, list(p.once)
        s.guests, s.boarded = p.guests, p.boarded
        return s

    def freeze(self) -> Player:
        """Turn this very object into a Player: the lists become tuples, then the class is
        switched (Seat has exactly Player's slots, so CPython allows it). Constructing a frozen
        dataclass costs ~15 object.__setattr__ calls; this is the hot path of every apply.
        The game stays usable: Players thaws the (now frozen) player again when touched."""
        self.cells, self.forests, self.ships = tuple(self.cells), tuple(self.forests), tuple(self.ships)
        self.elders = tuple([tuple(e) for e in self.elders])
        self.held, self.hand, self.once = tuple(self.held), tuple(self.hand), tuple(self.once)
        self.__class__ = Player  # type: ignore[assignment]
        return self  # type: ignore[return-value]


class Players:
    """The players of a thawed game, each thawed only when first touched (most actions touch one)."""

    __slots__ = ("items",)

    def __init__(self, frozen: tuple[Player, ...]) -> None:
        self.items: list[Player | Seat] = list(frozen)

    def __getitem__(self, seat: int) -> Seat:
        item = self.items[seat]
        if type(item) is Player:
            item = self.items[seat] = Seat.thaw(item)
        return item  # type: ignore[return-value]

    def __len__(self) -> int:
        return len(self.items)

    def __iter__(self):
        return (self[i] for i in range(len(self.items)))

    def freeze(self) -> tuple[Player, ...]:
        return tuple([p if type(p) is Player else p.freeze() for p in self.items])  # type: ignore[union-attr]


class Game:
    """Mutable twin of State (thaw/freeze are spelled out: this is the hot path of apply)."""

    __slots__ = (*STATE_FIELDS, "players", "events")

    @staticmethod
    def thaw(s: State) -> Game:
        g = Game.__new__(Game)
        g.n, g.mode, g.round, g.phase, g.first, g.turn, g.fish_next = (
            s.n, s.mode, s.round, s.phase, s.first, s.turn, s.fish_next)
        g.tasks, g.plates, g.spaces = list(s.tasks), list(s.plates), list(s.spaces)
        g.share_board, g.ship_supply, g.rafts = list(s.share_board), list(s.ship_supply), s.rafts
        # decks, displays, stacks and hidden pools stay tuples: they are replaced, never mutated
        g.stacks, g.hidden_elders = s.stacks, s.hidden_elders
        g.forgotten_top, g.forgotten_pool = s.forgotten_top, s.forgotten_pool
        g.deck_a, g.deck_b, g.deck_c = s.deck_a, s.deck_b, s.deck_c
        g.disp_a, g.disp_b, g.disp_c = s.disp_a, s.disp_b, s.disp_c
        g.players = Players(s.players)
        g.deck = s.deck
        g.events = []
        return g

    def freeze(self) -> State:
        o = _StateShell.__new__(_StateShell)
        o.n, o.mode, o.round, o.phase, o.first, o.turn, o.fish_next = (
            self.n, self.mode, self.round, self.phase, self.first, self.turn, self.fish_next)
        o.tasks, o.plates, o.spaces = tuple(self.tasks), tuple(self.plates), tuple(self.spaces)
        o.share_board, o.ship_supply, o.rafts = tuple(self.share_board), tuple(self.ship_supply), self.rafts
        o.stacks, o.hidden_elders = self.stacks, self.hidden_elders
        o.forgotten_top, o.forgotten_pool = self.forgotten_top, self.forgotten_pool
        o.deck_a, o.deck_b, o.deck_c = self.deck_a, self.deck_b, self.deck_c
        o.disp_a, o.disp_b, o.disp_c = self.disp_a, self.disp_b, self.disp_c
        o.players = self.players.freeze()
        o.deck = self.deck
        o.__class__ = State  # type: ignore[assignment]  # same slots: see Seat.freeze
        return o  # type: ignore[return-value]

    def log(self, text: str, seat: int | None = None) -> None:
        self.events.append((text, seat))


# the class switch in Seat.freeze / Game.freeze needs identical slot layouts
assert Seat.__slots__ == Player.__slots__ and _StateShell.__slots__ == State.__slots__  # noqa: S101
