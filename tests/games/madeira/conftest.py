"""Helpers for the Madeira tests: the rules loaded locally (not yet registered) and a way to
reach a phase quickly by always taking the first legal action."""

from __future__ import annotations

from dataclasses import replace

import pytest

from tabletop.core import GameConfig
from tests.games import support


class Helper:
    def __init__(self) -> None:
        entry = support.entry("madeira")
        self.rules, self.data = entry.rules, entry.data
        self.tables = self.rules.tables

    def setup(self, players: int = 4):
        return self.rules.setup(GameConfig(players=players))

    def play(self, state, *texts: str):
        return support.play(self.rules, state, *texts)

    def first_until(self, state, done, limit: int = 5000):
        """Take the first legal action until ``done(state)``."""
        for _ in range(limit):
            if done(state):
                return state
            state = self.rules.apply(state, self.rules.legal_actions(state)[0]).state
        raise AssertionError("phase not reached")

    def phase_b(self, players: int = 4):
        """Round 1, Phase B, first turn (all chance outcomes forced to the first one)."""
        return self.first_until(self.setup(players), lambda s: s.phase == "B")

    def texts(self, state) -> list[str]:
        return [a.text() for a in self.rules.legal_actions(state)]

    def seat(self, state) -> int:
        return self.rules.decision(state).seat

    @staticmethod
    def player(state, seat: int, **kw):
        players = list(state.players)
        players[seat] = replace(players[seat], **kw)
        return replace(state, players=tuple(players))

    def field(self, fid: str) -> int:
        return self.tables.field_ids.index(fid)

    def workers_on(self, state, placements: dict[str, tuple[int, ...]]):
        """Put exactly these seats on these fields (other fields keep their workers)."""
        fw = list(state.field_workers)
        for fid, seats in placements.items():
            fw[self.field(fid)] = tuple(sorted(seats))
        return replace(state, field_workers=tuple(fw))

    def clear_fields(self, state):
        return replace(state, field_workers=((),) * 15)


@pytest.fixture
def md() -> Helper:
    return Helper()
