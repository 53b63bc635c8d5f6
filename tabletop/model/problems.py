"""When something goes wrong: the log file, the crash trace, and problem reports that replay.

- ``setup_logging``: a rotating ``tabletop.log`` in the log folder (``paths.log_dir``), and
  warnings on stderr, each line once.
- ``enable_crash_trace``: ``faulthandler`` writes a hard crash's Python stacks to
  ``crash.log`` there (a segfault in Qt leaves a trace, not nothing).
- A problem report is one JSON file: the app version, the platform, the error and its
  traceback, the log's last lines and, with the player's consent, the game (a save of it and
  its autosave journal). ``tabletop --load REPORT`` opens the game as it was (``report_session``).
"""

from __future__ import annotations

import faulthandler
import json
import logging
import logging.handlers
import platform
import sys
from datetime import UTC, datetime
from pathlib import Path
from typing import IO, Any

from tabletop import __version__
from tabletop.core import SaveError
from tabletop.core.i18n import _

from . import paths
from .jsonfile import JSONFileError, os_reason, read_json
from .migrations import SAVES, save_state_digest
from .saves import atomic_write_text, envelope_for, session_from_envelope, validate_envelope
from .session import GameSession

REPORT_FORMAT = "tabletop-report"
LOG_NAME = "tabletop.log"
CRASH_NAME = "crash.log"
LOG_BYTES = 1024 * 1024  # one log file; three older ones are kept
LOG_TAIL_LINES = 200  # of the log in a report
MAX_REPORT_BYTES = 32 * 1024 * 1024

log = logging.getLogger(__name__)
_crash_file: IO[str] | None = None  # kept open: faulthandler writes to its descriptor


def setup_logging() -> Path | None:
    """Log to the rotating file (INFO and up) and to stderr (WARNING and up); the log file's
    path, or None when there is no folder to keep it in (stderr only then)."""
    root = logging.getLogger()
    if any(getattr(h, "tabletop", False) for h in root.handlers):
        return log_path()
    form = logging.Formatter("%(asctime)s %(levelname)s %(name)s: %(message)s")
    console = logging.StreamHandler()
    console.setLevel(logging.WARNING)
    console.setFormatter(logging.Formatter("tabletop: %(levelname)s: %(message)s"))
    handlers: list[logging.Handler] = [console]
    where: Path | None = None
    try:
        where = log_path()
        where.parent.mkdir(parents=True, exist_ok=True)
        rotating = logging.handlers.RotatingFileHandler(
            where, maxBytes=LOG_BYTES, backupCount=3, encoding="utf-8"
        )
        rotating.setFormatter(form)
        rotating.setLevel(logging.INFO)
        handlers.append(rotating)
    except OSError:
        where = None
    for handler in handlers:
        handler.tabletop = True  # type: ignore[attr-defined]
        root.addHandler(handler)
    root.setLevel(logging.INFO)
    logging.getLogger(__name__).info("Tabletop %s on %s", __version__, platform_text())
    return where


def log_path() -> Path:
    return paths.log_dir() / LOG_NAME


def enable_crash_trace() -> Path | None:
    """A hard crash (a fault in native code) writes every thread's stack to crash.log."""
    global _crash_file
    try:
        where = paths.log_dir() / CRASH_NAME
        where.parent.mkdir(parents=True, exist_ok=True)
        _crash_file = open(where, "a", encoding="utf-8")  # noqa: SIM115 - open while we run
    except OSError:
        return None
    _crash_file.write(f"--- Tabletop {__version__} started {_now()}\n")
    _crash_file.flush()
    faulthandler.enable(file=_crash_file, all_threads=True)
    return where


def platform_text() -> str:
    return f"{platform.platform()}, Python {platform.python_version()}" + (
        ", frozen" if getattr(sys, "frozen", False) else ""
    )


def _now() -> str:
    return datetime.now(UTC).isoformat(timespec="seconds")


def _log_tail() -> list[str]:
    try:
        lines = log_path().read_text(encoding="utf-8", errors="replace").splitlines()
    except OSError:
        return []
    return lines[-LOG_TAIL_LINES:]


def make_report(
    error: str,
    details: str,
    session: GameSession | None = None,
    game_id: str | None = None,
    journal: Path | None = None,
    with_game: bool = False,
) -> dict[str, Any]:
    """A problem report; the game (a save of it and its journal) only ``with_game``."""
    report: dict[str, Any] = {
        "format": REPORT_FORMAT,
        "schema_version": 1,
        "app_version": __version__,
        "platform": platform_text(),
        "created_at": _now(),
        "error": error,
        "traceback": details,
        "log": _log_tail(),
    }
    if session is not None and game_id:
        report["game_id"] = game_id
        report["ply"] = session.ply
    if with_game and session is not None and game_id:
        report["save"] = envelope_for(session, game_id).model_dump()
        if journal is not None:
            try:
                report["journal"] = journal.read_text(encoding="utf-8", errors="replace")
            except OSError as exc:
                report["journal"] = _("(cannot be read: {reason})").format(reason=os_reason(exc))
    return report


def write_report(report: dict[str, Any], path: Path) -> None:
    try:
        atomic_write_text(path, json.dumps(report, indent=1) + "\n")
    except OSError as exc:
        raise SaveError(
            _("Could not write {path}: {reason}.").format(path=path, reason=os_reason(exc))
        ) from exc


def read_report(path: Path) -> dict[str, Any] | None:
    """The report in ``path``; None when the file is not a problem report (a save, say)."""
    try:
        data = read_json(path, MAX_REPORT_BYTES)
    except (JSONFileError, OSError, ValueError):
        return None
    return data if isinstance(data, dict) and data.get("format") == REPORT_FORMAT else None


def report_session(report: dict[str, Any], name: str) -> tuple[GameSession, str]:
    """The game a report holds, replayed and checked like a save; SaveError when it holds none."""
    save = report.get("save")
    if not isinstance(save, dict):
        raise SaveError(_(
            "{name} is a problem report without the game (the player did not include it)."
        ).format(name=name))
    save = SAVES.check_format(save, name)
    version = SAVES.version_of(save, name)
    env = validate_envelope(SAVES.upgrade(save, name), name)
    return session_from_envelope(env, name, save_state_digest(version)), env.game_id
