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


PLAYER_FIELDS = tuple(f.name for f in fields(Player))
STATE_FIELDS = tuple(f.name for f in fields(State) if f.name != "players")
_S_LISTS = ("tasks", "plates", "spaces", "share_board", "ship_supply", "stacks", "hidden_elders",
            "forgotten_pool", "deck_a", "deck_b", "deck_c", "disp_a", "disp_b", "disp_c")


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
        return s

    def freeze(self) -> Player:
        return Player(self.wood, self.fish, self.gold, self.res_fish, self.res_wood, self.res_gold,
                      tuple(self.cells), tuple(self.forests), tuple(self.ships),
                      tuple(tuple(e) for e in self.elders), self.unissued, tuple(self.held),
                      tuple(self.hand), self.old_man, tuple(self.once))


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
        return tuple(p if type(p) is Player else p.freeze() for p in self.items)  # type: ignore[union-attr]


class Game:
    """Mutable twin of State."""

    __slots__ = (*STATE_FIELDS, "players", "events")

    @staticmethod
    def thaw(state: State) -> Game:
        g = Game.__new__(Game)
        for name in STATE_FIELDS:
            value = getattr(state, name)
            setattr(g, name, list(value) if name in _S_LISTS else value)
        g.players = Players(state.players)
        g.events = []
        return g

    def freeze(self) -> State:
        values = [tuple(getattr(self, n)) if n in _S_LISTS else getattr(self, n) for n in STATE_FIELDS]
        return State(*values, players=self.players.freeze())

    def log(self, text: str, seat: int | None = None) -> None:
        self.events.append((text, seat))
