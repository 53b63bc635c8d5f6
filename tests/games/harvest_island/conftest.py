"""Helpers for Harvest Island scenario tests: load the rules, build states, apply action texts.

Cards are named by the short form of their id: "banana:03" is card:hi:banana:03,
"fert:01" is card:hi:fert:01, "sun:02" is card:hi:sun:02.
"""

from __future__ import annotations

from dataclasses import replace

import pytest

from tabletop.core import GameConfig, Step
from tabletop.games.harvest_island.state import CHOOSE, Board, Player, State, Turn
from tests.games import support


class Table:
    """A small toolkit over one rules object."""

    def __init__(self) -> None:
        self.rules = support.rules("harvest_island")
        self.tables = self.rules.tables
        self._index = self.tables.index()

    def c(self, short: str) -> int:
        return self._index[f"card:hi:{short}"]

    def cs(self, *shorts: str) -> tuple[int, ...]:
        return tuple(self.c(s) for s in shorts)

    def ids(self, cards: tuple[int, ...]) -> list[str]:
        return [self.tables.card_id[c][len("card:hi:"):] for c in cards]

    def fruit(self, name: str) -> int:
        return self.tables.fruit_ids.index(name)

    def state(self, players: int = 2, *, hands: dict[int, tuple[str, ...]] | None = None,
              fields: dict[int, tuple[tuple[str, ...], ...]] | None = None,
              decks: tuple[tuple[str, ...], ...] | None = None, supply: tuple[str, ...] = (),
              storage: tuple[str, ...] = (), weather: tuple[str, ...] = (),
              fertilizer: tuple[str, ...] | None = None, track: dict[str, int] | None = None,
              owner: dict[str, int] | None = None, seat: int = 0, first: int = 0,
              ending: bool = False) -> State:
        """A mid-game state at the start of ``seat``'s turn, built directly (far clearer
        than a long action script); decks default to the full Summer..Winter decks."""
        t = self.tables
        hands = hands or {}
        fields = fields or {}
        ps = []
        for s in range(players):
            f = fields.get(s, ((), (), ()))
            ps.append(Player(tuple(sorted(self.cs(*hands.get(s, ())))),
                             tuple(self.cs(*field) for field in f), ()))
        deck_cards = ((), *t.decks[1:]) if decks is None else tuple(self.cs(*d) for d in decks)
        tr = [t.track_start] * t.n_fruits
        for name, space in (track or {}).items():
            tr[self.fruit(name)] = space
        ow = [-1] * t.n_fruits
        for name, s in (owner or {}).items():
            ow[self.fruit(name)] = s
        board = Board(
            decks=tuple(tuple(sorted(d)) for d in deck_cards), supply=self.cs(*supply),
            storage=self.cs(*storage), weather=self.cs(*weather),
            fertilizer=t.fert_cards if fertilizer is None else tuple(sorted(self.cs(*fertilizer))),
            discard=(), aside=(), track=tuple(tr), owner=tuple(ow))
        turn = Turn(CHOOSE, seat, len(self.rules.tasks[players]), first, 0, 0, -1, (), False, (),
                    ending, 0)
        return State(tuple(ps), board, turn)

    def step(self, state: State, text: str) -> Step:
        return self.rules.apply(state, self.rules.parse_action(text))

    def play(self, state: State, *texts: str) -> State:
        for text in texts:
            state = self.step(state, text).state
        return state

    def legal(self, state: State) -> list[str]:
        return [a.text() for a in self.rules.legal_actions(state)]

    def setup(self, players: int) -> State:
        return self.rules.setup(GameConfig(players=players))

    @staticmethod
    def with_turn(state: State, **changes: object) -> State:
        return replace(state, turn=replace(state.turn, **changes))


@pytest.fixture(scope="session")
def hi() -> Table:
    return Table()
