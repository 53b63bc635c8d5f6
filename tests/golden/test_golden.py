"""Recorded playthroughs replay to the same scores and the same table (tests/golden/record.py)."""

from __future__ import annotations

import json
from pathlib import Path

import pytest

from tabletop.core import GameConfig
from tabletop.model.registry import GAME_IDS, load_game
from tabletop.model.session import GameSession, Seat

from .record import summary

HERE = Path(__file__).resolve().parent


@pytest.mark.parametrize("game_id", GAME_IDS)
def test_golden_playthrough_replays_identically(game_id: str) -> None:
    path = HERE / f"{game_id}.json"
    assert path.is_file(), f"no golden file for {game_id}: run tests/golden/record.py"
    golden = json.loads(path.read_text())
    entry = load_game(game_id, use_datapacks=False)
    seats = [Seat(f"P{i}") for i in range(golden["players"])]
    session = GameSession.restore(entry.rules, GameConfig(players=golden["players"]),
                                  golden["seed"], seats, golden["history"])
    assert session.is_over
    got = summary(session)
    assert got["scores"] == golden["scores"]
    assert got["ranks"] == golden["ranks"]
    assert got["public"] == golden["public"]
