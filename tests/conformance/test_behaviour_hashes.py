"""Every engine still does what it did when the hashes were recorded (see behaviour_hashes.py):
the same legal actions with the same words, the same events and the same final views."""

from __future__ import annotations

import subprocess
import sys
from pathlib import Path

import pytest

from tabletop.model.registry import GAME_IDS

ROOT = Path(__file__).resolve().parents[2]


@pytest.mark.parametrize("game_id", GAME_IDS)
def test_behaviour_hashes_are_unchanged(game_id: str) -> None:
    # in a fresh interpreter: what other tests left in module caches must not count
    run = subprocess.run([sys.executable, "-m", "tests.conformance.behaviour_hashes", game_id],
                         cwd=ROOT, capture_output=True, text=True, timeout=600)
    assert run.returncode == 0, (
        f"{run.stdout}{run.stderr}\nthe engine's behaviour changed; if on purpose, re-record: "
        f"python -m tests.conformance.behaviour_hashes --record {game_id}")
