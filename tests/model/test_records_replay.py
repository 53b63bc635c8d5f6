"""The tournament records in resources/tournaments replay move for move: a bot that changes
its play without a new record (a refactoring that was meant to change nothing) fails here.

Game 0 of each Normal-among-Easy record, for the games where a Normal game takes about a
second (Saltfjord's Normal takes nearly a minute at 4 players; replay any record with
``python -m tabletop.model.tournament_replay FILE [GAMES]``)."""

from __future__ import annotations

import json
from pathlib import Path

import pytest

from tabletop.core import GameConfig
from tabletop.model.tournament import play_game

RECORDS = Path(__file__).resolve().parents[2] / "resources" / "tournaments"


@pytest.mark.parametrize("game_id", ["harvest_island", "orchard_ocean", "madeira", "nusfjord"])
def test_normal_among_easy_record_replays(game_id: str) -> None:
    first = (RECORDS / f"{game_id}-normal-easy.jsonl").read_text(encoding="utf-8").splitlines()[0]
    row = json.loads(first)
    settings, game = row["settings"], row["game"]
    config = GameConfig(players=settings["players"], variants=tuple(settings["variants"]))
    session = play_game(game_id, config, game["seed"], game["kinds"]).session
    outcome = session.outcome()
    assert outcome is not None
    assert [sheet.total for sheet in outcome.sheets] == game["totals"]
    assert session.ply == game["plies"]
