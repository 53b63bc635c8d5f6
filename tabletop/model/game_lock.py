"""One game, one window: a lock per game file (an autosave journal or a save).

Two windows writing one journal lose each other's moves, so a window takes the game's lock
before it resumes or autosaves it. The lock is a small JSON file in ``paths.locks_dir()``
named after the game file's full path (saves may live anywhere; no lock files are left
beside them). It holds the holder's process id, host and start time. A lock whose process
is gone (a crash, a kill) is stale: the next ``acquire`` takes it over, so a crash never
leaves a game locked. The start time tells a reused process id from the holder.
"""

from __future__ import annotations

import hashlib
import json
import os
import socket
import sys
from dataclasses import dataclass
from pathlib import Path

from . import paths


@dataclass(frozen=True)
class Holder:
    pid: int
    host: str
    started: str | None  # the process's start time where the system says it (Linux)


def _start_time(pid: int) -> str | None:
    """The process's start time in clock ticks since boot (/proc), or None elsewhere."""
    try:
        text = Path(f"/proc/{pid}/stat").read_text(encoding="ascii", errors="replace")
    except OSError:
        return None
    # the command name (field 2) is in parentheses and may hold spaces: split after it
    fields = text.rsplit(")", 1)[-1].split()
    return fields[19] if len(fields) > 19 else None


def _pid_alive(pid: int) -> bool:
    if pid <= 0:
        return False
    if sys.platform == "win32":  # os.kill(pid, 0) would end the process there
        import ctypes

        kernel = ctypes.windll.kernel32  # type: ignore[attr-defined,unused-ignore]
        handle = kernel.OpenProcess(0x1000, False, pid)  # PROCESS_QUERY_LIMITED_INFORMATION
        if not handle:
            return False
        code = ctypes.c_ulong()
        ok = kernel.GetExitCodeProcess(handle, ctypes.byref(code))
        kernel.CloseHandle(handle)
        return bool(ok) and code.value == 259  # STILL_ACTIVE
    try:
        os.kill(pid, 0)
    except ProcessLookupError:
        return False
    except PermissionError:  # alive, another user's
        return True
    except OSError:
        return False
    return True


def me() -> Holder:
    pid = os.getpid()
    return Holder(pid, socket.gethostname(), _start_time(pid))


def is_alive(holder: Holder) -> bool:
    """Is the lock's process still running? A lock from another host counts as alive (a shared
    home folder): it cannot be checked, and taking it could lose that machine's moves."""
    if holder.host != socket.gethostname():
        return True
    if not _pid_alive(holder.pid):
        return False
    now = _start_time(holder.pid)
    return holder.started is None or now is None or now == holder.started


def lock_path(game_file: Path) -> Path:
    try:
        full = game_file.resolve()
    except OSError:
        full = game_file.absolute()
    digest = hashlib.sha256(str(full).encode("utf-8", "surrogatepass")).hexdigest()[:24]
    return paths.locks_dir() / f"{digest}.lock"


def _read(lock: Path) -> Holder | None:
    """The holder a lock file names; None when there is no lock (or it is unreadable junk,
    which a crash mid-write can leave: it holds nothing)."""
    try:
        data = json.loads(lock.read_text(encoding="utf-8"))
        return Holder(int(data["pid"]), str(data["host"]), data.get("started"))
    except FileNotFoundError:
        return None
    except (OSError, ValueError, KeyError, TypeError):
        return None


def holder(game_file: Path) -> Holder | None:
    """The live process other than this one that holds ``game_file``, else None."""
    try:
        found = _read(lock_path(game_file))
    except OSError:
        return None
    if found is None or found == me() or not is_alive(found):
        return None
    return found


def held_elsewhere(game_file: Path) -> bool:
    return holder(game_file) is not None


def acquire(game_file: Path) -> bool:
    """Take ``game_file``'s lock for this process; False when a live process holds it.

    A stale lock (its process is gone) is taken over. No lock folder (no home folder, a
    read-only disk) is no reason to refuse: True, and nothing is written.
    """
    try:
        lock = lock_path(game_file)
        lock.parent.mkdir(parents=True, exist_ok=True)
    except OSError:
        return True
    mine = me()
    body = json.dumps({"pid": mine.pid, "host": mine.host, "started": mine.started,
                       "file": str(game_file)})
    for _ in range(3):
        try:
            fd = os.open(lock, os.O_WRONLY | os.O_CREAT | os.O_EXCL, 0o644)
        except FileExistsError:
            found = _read(lock)
            if found == mine:
                return True
            if found is not None and is_alive(found):
                return False
            try:  # stale, or torn by a crash while it was written: clear it and try again
                lock.unlink()
            except FileNotFoundError:
                pass
            except OSError:
                return True
            continue
        except OSError:
            return True
        with os.fdopen(fd, "w", encoding="utf-8") as handle:
            handle.write(body)
        return True
    return False


def still_mine(game_file: Path) -> bool:
    """Does this process still hold ``game_file`` (no other process took it over)?"""
    try:
        found = _read(lock_path(game_file))
    except OSError:
        return True
    return found is None or found == me() or not is_alive(found)


def release(game_file: Path) -> None:
    """Give ``game_file`` up (only a lock this process holds is removed)."""
    try:
        lock = lock_path(game_file)
        if _read(lock) == me():
            lock.unlink()
    except OSError:
        pass
