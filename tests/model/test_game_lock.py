"""One game, one window: a game's lock, and two processes on one data folder losing nothing."""

from __future__ import annotations

import json
import os
import signal
import subprocess
import sys
from pathlib import Path

from tabletop.core import GameConfig
from tabletop.model import game_lock
from tabletop.model.autosave import AutosaveJournal, list_unfinished, read_journal, recover
from tabletop.model.registry import GAME_IDS, load_game
from tabletop.model.session import GameSession, Seat

GAME = GAME_IDS[0]
REPO = Path(__file__).resolve().parents[2]

# A second process: starts a game with an autosave journal, plays FIRST moves, says "ready"
# with the journal's path and waits; on "go" it plays THEN more moves, closes the journal
# (kept, as quitting mid-game does) and says "done".
PLAYER = """
import json, sys
from tabletop.core import GameConfig
from tabletop.model.autosave import AutosaveJournal
from tabletop.model.registry import load_game
from tabletop.model.session import GameSession, Seat
game, first, then = sys.argv[1], int(sys.argv[2]), int(sys.argv[3])
entry = load_game(game, use_datapacks=False)
n = entry.meta.min_players
session = GameSession.new(entry.rules, GameConfig(players=n), "two", [Seat(f"P{i}") for i in range(n)])
journal = AutosaveJournal(session, game)
def play(k):
    for _ in range(k):
        session.apply(session.legal_actions()[0])
        session.end_turn()
play(first)
print(json.dumps({"path": str(journal.path), "ply": len(session.history)}), flush=True)
if sys.stdin.readline().strip() == "go":
    play(then)
    journal.close(keep=True)
    print(json.dumps({"ply": len(session.history)}), flush=True)
"""


def _start(first: int, then: int) -> tuple[subprocess.Popen[str], dict]:
    child = subprocess.Popen(
        [sys.executable, "-c", PLAYER, GAME, str(first), str(then)],
        stdin=subprocess.PIPE, stdout=subprocess.PIPE, text=True, cwd=REPO, env=os.environ.copy(),
    )
    assert child.stdout is not None
    return child, json.loads(child.stdout.readline())


def _new() -> GameSession:
    entry = load_game(GAME, use_datapacks=False)
    n = entry.meta.min_players
    return GameSession.new(entry.rules, GameConfig(players=n), "s", [Seat(f"P{i}") for i in range(n)])


def test_a_lock_is_taken_released_and_a_dead_holders_lock_is_stale(tmp_path: Path) -> None:
    game = tmp_path / "g.jsonl"
    assert game_lock.acquire(game) and game_lock.acquire(game)  # twice by one process: fine
    assert not game_lock.held_elsewhere(game)  # this process's own lock is no obstacle
    game_lock.release(game)
    assert not game_lock.lock_path(game).exists()
    # a lock left by a process that is gone (a crash): not held, and taken over
    dead = subprocess.run([sys.executable, "-c", "import os; print(os.getpid())"],
                          capture_output=True, text=True, check=True)
    lock = game_lock.lock_path(game)
    lock.parent.mkdir(parents=True, exist_ok=True)
    lock.write_text(json.dumps({"pid": int(dead.stdout), "host": game_lock.me().host}))
    assert not game_lock.held_elsewhere(game)
    assert game_lock.acquire(game)
    assert json.loads(lock.read_text())["pid"] == os.getpid()
    lock.write_text('{"pid": 12')  # torn by a crash mid-write: holds nothing
    assert game_lock.acquire(game)


def test_two_processes_on_one_data_folder_lose_nothing() -> None:
    child, started = _start(first=6, then=5)
    try:
        path = Path(started["path"])
        # the second window sees the first window's live game, marked as in use
        [u] = [u for u in list_unfinished() if u.path == path]
        assert game_lock.held_elsewhere(u.path)
        assert not game_lock.acquire(path)  # so it cannot resume it
        # an autosave started on it anyway never writes it, and plays on in memory only
        session, _game = recover(path)
        journal = AutosaveJournal(session, GAME, path)
        assert journal.locked_out and "another window" in journal.problem
        before = path.read_bytes()
        for _ in range(4):
            session.apply(session.legal_actions()[-1])
            session.end_turn()
        journal.close(keep=False)  # even a finished or dropped game does not remove it
        assert path.read_bytes() == before
        # the first window plays on: every one of its moves is in the journal
        assert child.stdin is not None and child.stdout is not None
        child.stdin.write("go\n")
        child.stdin.flush()
        finished = json.loads(child.stdout.readline())
        assert child.wait(30) == 0
    finally:
        child.kill()
    assert len(read_journal(path).history) == finished["ply"] > started["ply"]
    assert read_journal(path).skipped == 0
    # its window closed: the game is free and resumes with all its moves
    assert not game_lock.held_elsewhere(path)
    resumed, _game = recover(path)
    assert len(resumed.history) == finished["ply"]
    assert game_lock.acquire(path)


def test_a_killed_window_never_leaves_its_game_locked() -> None:
    child, started = _start(first=4, then=0)
    path = Path(started["path"])
    assert game_lock.held_elsewhere(path)
    child.send_signal(signal.SIGKILL)
    child.wait(30)
    assert not game_lock.held_elsewhere(path)  # its process is gone: the lock is stale
    session, _game = recover(path)
    journal = AutosaveJournal(session, GAME, path)
    assert not journal.locked_out
    session.apply(session.legal_actions()[0])
    journal.close(keep=True)
    assert read_journal(path).history == session.history and session.ply > started["ply"]


def test_one_process_keeps_its_own_journal_writable() -> None:
    session = _new()
    journal = AutosaveJournal(session, GAME)
    assert game_lock.lock_path(journal.path).exists()
    session.apply(session.legal_actions()[0])
    assert not journal.paused
    journal.close(keep=False)
    assert not journal.path.exists() and not game_lock.lock_path(journal.path).exists()
