"""Every engine still does what it did when the hashes were recorded (see behaviour_hashes.py):
the same legal actions with the same words, the same events and the same final views."""

from __future__ import annotations

import json

import pytest

from tabletop.model.registry import GAME_IDS

from .behaviour_hashes import HASHES, game_hashes


@pytest.mark.parametrize("game_id", GAME_IDS)
def test_behaviour_hashes_are_unchanged(game_id: str) -> None:
    recorded = json.loads(HASHES.read_text())[game_id]
    assert game_hashes(game_id) == recorded, (
        "the engine's behaviour changed; if on purpose, re-record: "
        f"python -m tests.conformance.behaviour_hashes --record {game_id}")
