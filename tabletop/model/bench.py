"""Benchmarks (``python -m tabletop bench``): engine speed and save/load time.

UI sync time needs Qt and is measured by the app layer, which adds it to the report.
"""

from __future__ import annotations

import random
import statistics
import tempfile
import time
from pathlib import Path
from typing import Any

from tabletop.core import GameConfig

from .playout import engine_playout, play_session
from .registry import GAME_IDS, load_game
from .saves import load_session, save_session


def bench_engine(game_id: str, players: int, seconds: float = 1.0, min_games: int = 3) -> dict[str, float]:
    rules = load_game(game_id).rules
    config = GameConfig(players=players)
    rng = random.Random(f"bench:{game_id}:{players}")
    games = decisions = 0
    start = time.perf_counter()
    while True:
        _, n = engine_playout(rules, config, rng)
        games += 1
        decisions += n
        elapsed = time.perf_counter() - start
        if elapsed >= seconds and games >= min_games:
            break
    return {
        "games_per_s": round(games / elapsed, 2),
        "us_per_decision": round(elapsed / max(decisions, 1) * 1e6, 2),
    }


def bench_saves(game_id: str, repeats: int = 3) -> dict[str, float]:
    entry = load_game(game_id)
    players = entry.meta.max_players
    session = play_session(entry.rules, GameConfig(players=players), "bench-save")
    save_times, load_times = [], []
    with tempfile.TemporaryDirectory() as folder:
        path = Path(folder) / "bench.json"
        for _ in range(repeats):
            t0 = time.perf_counter()
            save_session(session, game_id, path)
            t1 = time.perf_counter()
            load_session(path)
            t2 = time.perf_counter()
            save_times.append((t1 - t0) * 1000)
            load_times.append((t2 - t1) * 1000)
    return {"save_ms": round(statistics.median(save_times), 2), "load_ms": round(statistics.median(load_times), 2)}


def run_bench(games: list[str] | None = None, seconds: float = 1.0) -> dict[str, Any]:
    games = games or list(GAME_IDS)
    report: dict[str, Any] = {"engine": {}, "ui": {}, "saves": {}}
    for game_id in games:
        meta = load_game(game_id).meta
        report["engine"][game_id] = {
            str(n): bench_engine(game_id, n, seconds) for n in meta.player_counts
        }
        report["saves"][game_id] = bench_saves(game_id)
    return report


def percentile(values: list[float], q: float) -> float:
    ordered = sorted(values)
    if not ordered:
        return 0.0
    index = min(len(ordered) - 1, max(0, round(q * (len(ordered) - 1))))
    return ordered[index]
