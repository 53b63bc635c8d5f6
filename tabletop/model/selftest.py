"""``--self-test``: every game's data loads, a seeded random game reaches the end,
and a save of it reloads to the same digest, for every player count."""

from __future__ import annotations

import tempfile
from collections.abc import Callable
from pathlib import Path

from tabletop.core import GameConfig, TabletopError, format_points

from .playout import play_session
from .registry import GAME_IDS, load_game
from .saves import load_session, save_session


def run_self_test(out: Callable[[str], None] = print, seed: str = "self-test") -> bool:
    ok = True
    with tempfile.TemporaryDirectory() as folder:
        for game_id in GAME_IDS:
            try:
                entry = load_game(game_id)
            except TabletopError as exc:
                out(f"FAIL {game_id}: data: {exc}")
                ok = False
                continue
            for players in entry.meta.player_counts:
                label = f"{game_id} {players}p"
                try:
                    session = play_session(entry.rules, GameConfig(players=players), f"{seed}:{players}")
                    if not session.is_over:
                        raise AssertionError("the game did not end")
                    path = Path(folder) / f"{game_id}-{players}.json"
                    save_session(session, game_id, path)
                    loaded, _ = load_session(path)
                    if loaded.digest() != session.digest():
                        raise AssertionError("reloaded save differs")
                    outcome = session.outcome()
                    assert outcome is not None
                    scores = " ".join(format_points(s.total) for s in outcome.sheets)
                    out(f"ok   {label}: {session.ply} actions, scores {scores}, save reloads")
                except Exception as exc:  # noqa: BLE001 - report every failure, keep testing
                    out(f"FAIL {label}: {type(exc).__name__}: {exc}")
                    ok = False
    out("self-test passed" if ok else "self-test FAILED")
    return ok
