"""Bots against bots (``python -m tabletop tournament``): seeded games with rotating seats.

The lineup names one bot level per seat. Game ``g`` (seed ``"{seed}:{g}"``) seats lineup
entry ``e`` at seat ``(e + g) % players``, so every entry plays every seat equally often
over a multiple of ``players`` games. A solo game (one player) with several levels plays
every level on the same seeds instead. Wins are counted fractionally (a shared victory of
k seats gives each 1/k); win rates get a 95% Wilson interval, mean scores a 95% normal one.

A long tournament can keep its games in a records file (JSON lines, one game a line, written
as each game ends): run again with the same file and settings, it plays only the games
still missing, so an interrupted run loses at most the games in progress.
"""

from __future__ import annotations

import json
import math
import statistics
import time
from collections.abc import Callable, Sequence
from concurrent.futures import ProcessPoolExecutor
from dataclasses import asdict, dataclass, field
from pathlib import Path
from typing import Any, NamedTuple

from tabletop.core import GameConfig, Points

from .bots import BOTS, SEARCH_BOTS, choose_action
from .jsonfile import os_reason
from .registry import load_game
from .session import GameSession, Seat
from .tournament_records import read_records


@dataclass(frozen=True)
class GameRecord:
    index: int
    seed: str
    kinds: tuple[str, ...]  # level at each seat
    entries: tuple[int, ...]  # lineup entry at each seat
    totals: tuple[Points, ...]  # halves where a rulebook scores them
    ranks: tuple[int, ...]
    plies: int
    seconds: float
    lost: bool | None = None  # solo: the game beat the player (None in records from before)
    # the longest a Hard move took, in seconds (None: no Hard seat, or a record from before);
    # the limit is 2 s a move on this 2-core machine
    slowest_hard_move_s: float | None = None

    def win_share(self, seat: int) -> float:
        if self.ranks[seat] != 1:
            return 0.0
        return 1.0 / sum(1 for r in self.ranks if r == 1)


@dataclass
class LevelStats:
    level: str
    wins: float = 0.0
    seats: int = 0  # seat-games played by this level
    scores: list[Points] = field(default_factory=list)

    @property
    def win_rate(self) -> float:
        return self.wins / self.seats if self.seats else 0.0

    def win_interval(self) -> tuple[float, float]:
        return wilson(self.wins, self.seats)

    @property
    def mean_score(self) -> float:
        return statistics.fmean(self.scores) if self.scores else 0.0

    def score_interval(self) -> tuple[float, float]:
        if len(self.scores) < 2:
            return (self.mean_score, self.mean_score)
        half = 1.96 * statistics.stdev(self.scores) / math.sqrt(len(self.scores))
        return (self.mean_score - half, self.mean_score + half)


@dataclass
class TournamentResult:
    game_id: str
    players: int
    lineup: tuple[str, ...]
    seed: str
    budget_s: float | None
    iterations: int | None
    records: list[GameRecord]

    def by_level(self) -> dict[str, LevelStats]:
        stats: dict[str, LevelStats] = {}
        for rec in self.records:
            for seat, kind in enumerate(rec.kinds):
                st = stats.setdefault(kind, LevelStats(kind))
                st.seats += 1
                st.wins += rec.win_share(seat)
                st.scores.append(rec.totals[seat])
        return stats

    def by_entry(self) -> list[LevelStats]:
        stats = [LevelStats(kind) for kind in self.lineup]
        for rec in self.records:
            for seat, entry in enumerate(rec.entries):
                st = stats[entry]
                st.seats += 1
                st.wins += rec.win_share(seat)
                st.scores.append(rec.totals[seat])
        return stats


def wilson(successes: float, n: int, z: float = 1.96) -> tuple[float, float]:
    """The Wilson score interval of a proportion (95% by default)."""
    if n == 0:
        return (0.0, 1.0)
    p = successes / n
    denom = 1 + z * z / n
    centre = (p + z * z / (2 * n)) / denom
    half = z * math.sqrt(p * (1 - p) / n + z * z / (4 * n * n)) / denom
    return (max(0.0, centre - half), min(1.0, centre + half))


def schedule(players: int, lineup: Sequence[str], games: int) -> list[tuple[int, tuple[str, ...], tuple[int, ...]]]:
    """(game index, level per seat, lineup entry per seat) for every game, seats rotating."""
    out: list[tuple[int, tuple[str, ...], tuple[int, ...]]] = []
    if players == 1:
        for g in range(games):
            for e, kind in enumerate(lineup):
                out.append((g, (kind,), (e,)))
        return out
    n = players
    for g in range(games):
        entries = tuple((s - g) % n for s in range(n))  # seat s holds entry (s - g) mod n
        out.append((g, tuple(lineup[e] for e in entries), entries))
    return out


class PlayedGame(NamedTuple):
    session: GameSession
    seconds: float
    slowest_hard_move_s: float | None  # None: no Hard seat


def play_game(
    game_id: str, config: GameConfig, seed: str, kinds: Sequence[str], *,
    budget_s: float | None = None, iterations: int | None = None,
) -> PlayedGame:
    """One game between bots through a normal session (chance drawn from the seed)."""
    rules = load_game(game_id).rules
    seats = [Seat(f"{k} {i}", k) for i, k in enumerate(kinds)]
    session = GameSession.new(rules, config, seed, seats)
    start = time.perf_counter()
    longest: float | None = None
    while not session.is_over:
        seat = session.seat_to_act()
        assert seat is not None
        began = time.perf_counter()
        action = choose_action(kinds[seat], rules, session.state, session.seed, session.ply,
                               budget_s=budget_s, iterations=iterations)
        if kinds[seat] in SEARCH_BOTS:
            took = time.perf_counter() - began
            longest = took if longest is None else max(longest, took)
        session.apply(action)
    return PlayedGame(session, time.perf_counter() - start, longest)


def _play_one(args: tuple[Any, ...]) -> GameRecord:
    game_id, config, seed, index, kinds, entries, budget_s, iterations = args
    session, seconds, slowest = play_game(game_id, config, f"{seed}:{index}", kinds,
                                          budget_s=budget_s, iterations=iterations)
    outcome = session.outcome()
    assert outcome is not None
    return GameRecord(index, session.seed, tuple(kinds), tuple(entries),
                      tuple(s.total for s in outcome.sheets), tuple(outcome.ranks), session.ply,
                      seconds, outcome.lost if config.players == 1 else None,
                      None if slowest is None else round(slowest, 3))


def _settings_key(game_id: str, config: GameConfig, lineup: tuple[str, ...], seed: str,
                  budget_s: float | None, iterations: int | None) -> dict[str, Any]:
    return {"game": game_id, "players": config.players, "variants": list(config.variants),
            "lineup": list(lineup), "seed": seed, "budget_s": budget_s, "iterations": iterations}


def _load_records(path: Path, key: dict[str, Any],
                  notice: Callable[[str], None] = lambda _text: None) -> dict[tuple[int, tuple[int, ...]], GameRecord]:
    """The games already in ``path`` that were played with these settings (others are ignored;
    a bad line is skipped with a message through ``notice``, and its game played again)."""
    found: dict[tuple[int, tuple[int, ...]], GameRecord] = {}
    for g in read_records(path, key, notice):
        rec = GameRecord(g.index, g.seed, tuple(g.kinds), tuple(g.entries), tuple(g.totals),
                         tuple(g.ranks), g.plies, float(g.seconds), g.lost,
                         None if g.slowest_hard_move_s is None else float(g.slowest_hard_move_s))
        found[(rec.index, rec.entries)] = rec
    return found


def run_tournament(
    game_id: str, players: int, games: int, lineup: Sequence[str], *, seed: str = "tournament",
    variants: tuple[str, ...] = (), budget_s: float | None = None, iterations: int | None = None,
    jobs: int = 1, progress: Callable[[GameRecord], None] | None = None,
    records_path: Path | None = None, notice: Callable[[str], None] = lambda _text: None,
) -> TournamentResult:
    lineup = tuple(lineup)
    unknown = [k for k in lineup if k not in BOTS]
    if unknown:
        raise ValueError(f"unknown bot level(s) {', '.join(unknown)}; known: {', '.join(BOTS)}")
    if players > 1 and len(lineup) != players:
        raise ValueError(f"--seats names {len(lineup)} levels for {players} seats")
    if games < 1:
        raise ValueError("play at least one game")
    meta = load_game(game_id).meta
    if not meta.min_players <= players <= meta.max_players:
        raise ValueError(f"{meta.title} is for {meta.min_players}-{meta.max_players} players")
    config = GameConfig(players=players, variants=tuple(sorted(variants)))
    key = _settings_key(game_id, config, lineup, seed, budget_s, iterations)
    known = _load_records(records_path, key, notice) if records_path is not None else {}
    plan = schedule(players, lineup, games)
    tasks = [(game_id, config, seed, g, kinds, entries, budget_s, iterations)
             for g, kinds, entries in plan if (g, entries) not in known]
    fresh: list[GameRecord] = []
    if records_path is not None and records_path.exists():
        try:  # read above, so an ordinary file: end a torn last line so the next record stands alone
            with records_path.open("rb+") as fh:
                fh.seek(0, 2)
                if fh.tell():
                    fh.seek(-1, 2)
                    if fh.read(1) != b"\n":
                        fh.write(b"\n")
        except OSError as exc:
            raise ValueError(f"the records file {records_path} cannot be written: {os_reason(exc)}") from exc

    def finished(rec: GameRecord) -> None:
        fresh.append(rec)
        if records_path is not None:
            try:  # one whole line a game; a full disk costs that game's record, not the run
                with records_path.open("a", encoding="utf-8") as fh:
                    fh.write(json.dumps({"settings": key, "game": asdict(rec)}) + "\n")
            except OSError as exc:
                notice(f"game {rec.index + 1} could not be recorded in {records_path.name}: {os_reason(exc)}")
        if progress:
            progress(rec)

    if jobs > 1 and len(tasks) > 1:
        with ProcessPoolExecutor(max_workers=jobs) as pool:
            for rec in pool.map(_play_one, tasks):
                finished(rec)
    else:
        for task in tasks:
            finished(_play_one(task))
    by_key = {**known, **{(r.index, r.entries): r for r in fresh}}
    records = [by_key[(g, entries)] for g, _, entries in plan]
    return TournamentResult(game_id, players, lineup, seed, budget_s, iterations, records)


def report_lines(result: TournamentResult) -> list[str]:
    n_games = len({r.index for r in result.records})
    if result.iterations is not None:
        budget = f"{result.iterations} iterations a move"
    elif result.budget_s is not None:
        budget = f"at most {result.budget_s} s a move"
    else:  # Hard's own fixed work a move (search iterations, the planner's positions)
        budget = "its fixed work a move, no clock"
    head = (f"{result.game_id}, {result.players} players, {n_games} games, seats "
            f"{','.join(result.lineup)} ({'same seeds per level' if result.players == 1 else 'rotating'}), "
            f"seed {result.seed!r}")
    searching = [k for k in dict.fromkeys(result.lineup) if k in SEARCH_BOTS]
    if searching:
        head += f", {'/'.join(searching)} {budget}"
    lines = [head]
    solo = result.players == 1
    for st in result.by_level().values():
        lo, hi = st.score_interval()
        score = f"mean score {st.mean_score:.2f} (95% CI {lo:.2f}..{hi:.2f})"
        if solo:
            lines.append(f"  {st.level:<7} {st.seats} games, {score}{_solo_wins(result, st.level)}")
        else:
            wlo, whi = st.win_interval()
            lines.append(f"  {st.level:<7} {st.seats} seat-games, win rate {st.win_rate:.1%} "
                         f"(95% CI {wlo:.1%}..{whi:.1%}), {score}")
    secs = sum(r.seconds for r in result.records)
    plies = sum(r.plies for r in result.records)
    tail = f"  {plies} plies in {secs:.1f} s of play"
    slowest = _slowest_hard_move(result)
    if slowest is not None:
        tail += f"; the slowest Hard move took {slowest:.2f} s"
    lines.append(tail)
    return lines


def _slowest_hard_move(result: TournamentResult) -> float | None:
    """The longest a Hard move took in any game of the result (None: none recorded)."""
    known = [r.slowest_hard_move_s for r in result.records if r.slowest_hard_move_s is not None]
    return max(known) if known else None


def _solo_wins(result: TournamentResult, level: str) -> str:
    """", won 17 of 20 (the game's own win condition)" where the records say."""
    known = [r.lost for r in result.records if r.kinds[0] == level and r.lost is not None]
    if not known:
        return ""
    return f", won {known.count(False)} of {len(known)} (the game's own win condition)"


def result_json(result: TournamentResult) -> dict[str, Any]:
    levels = {}
    for st in result.by_level().values():
        levels[st.level] = {
            "seat_games": st.seats, "win_rate": round(st.win_rate, 4),
            "win_ci95": [round(x, 4) for x in st.win_interval()],
            "mean_score": round(st.mean_score, 3),
            "score_ci95": [round(x, 3) for x in st.score_interval()],
        }
    return {
        "game": result.game_id, "players": result.players, "lineup": list(result.lineup),
        "games": len({r.index for r in result.records}), "seed": result.seed,
        "budget_s": result.budget_s, "iterations": result.iterations, "levels": levels,
        "slowest_hard_move_s": _slowest_hard_move(result),
    }
