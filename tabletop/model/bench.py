"""Benchmarks (``python -m tabletop bench``): engine speed and save/load time, and on request
(``--hard``) how long a Hard move takes.

UI sync time needs Qt and is measured by the app layer, which adds it to the report.
"""

from __future__ import annotations

import random
import statistics
import tempfile
import time
from pathlib import Path
from typing import Any

from tabletop.core import CHANCE, GameConfig

from .bots import choose_action
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


def bench_hard(game_id: str, moves: int = 12) -> dict[str, float]:
    """Hard's move time, without a clock (its fixed work: the time the app's 2 s cap would cut),
    at the most players, in ``moves`` positions spread over a seeded game between Normal seats."""
    entry = load_game(game_id)
    rules = entry.rules
    played = play_session(rules, GameConfig(players=entry.meta.max_players), "bench-hard", "normal")
    # real choices only: a move with one legal action takes no thought
    decided = [i for i, ply in enumerate(played.plies)
               if ply.seat != CHANCE and len(rules.legal_actions(played.state_before(i))) > 1]
    picks = [decided[k * len(decided) // moves] for k in range(moves)]
    times = []
    for index in picks:
        state = played.state_before(index)
        t0 = time.perf_counter()
        choose_action("hard", rules, state, played.seed, index)
        times.append((time.perf_counter() - t0) * 1000)
    return {"move_ms_p50": round(percentile(times, 0.5), 1), "move_ms_max": round(max(times), 1)}


def run_bench(games: list[str] | None = None, seconds: float = 1.0, hard: bool = False) -> dict[str, Any]:
    games = games or list(GAME_IDS)
    report: dict[str, Any] = {"engine": {}, "ui": {}, "saves": {}}
    if hard:
        report["hard"] = {}
    for game_id in games:
        meta = load_game(game_id).meta
        report["engine"][game_id] = {
            str(n): bench_engine(game_id, n, seconds) for n in meta.player_counts
        }
        report["saves"][game_id] = bench_saves(game_id)
        if hard:
            report["hard"][game_id] = bench_hard(game_id)
    return report


def percentile(values: list[float], q: float) -> float:
    ordered = sorted(values)
    if not ordered:
        return 0.0
    index = min(len(ordered) - 1, max(0, round(q * (len(ordered) - 1))))
    return ordered[index]
