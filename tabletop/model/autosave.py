"""The autosave journal: one line per action, appended as the game goes.

A crash or a closed window loses nothing: on relaunch the app lists unfinished
journals and offers to resume them. The first line is a header (game, seed,
config, seats); each further line is one action text. A torn last line (the
process died mid-write) is ignored on recovery.
"""

from __future__ import annotations

import json
import os
from dataclasses import dataclass
from datetime import UTC, datetime
from pathlib import Path
from typing import Any

from tabletop.core import GameConfig, IllegalActionError, InvalidActionError, SaveError

from . import paths
from .saves import atomic_write_text
from .session import GameSession, Seat

JOURNAL_FORMAT = "tabletop-journal"


@dataclass(frozen=True)
class Unfinished:
    path: Path
    game_id: str
    seats: tuple[str, ...]
    actions: int
    modified: float


class AutosaveJournal:
    """Keeps ``path`` in step with a session; attach it as a session listener."""

    def __init__(self, session: GameSession, game_id: str, path: Path | None = None) -> None:
        self.session = session
        self.game_id = game_id
        stamp = datetime.now(UTC).strftime("%Y%m%d-%H%M%S")
        self.path = path or paths.autosave_dir() / f"{game_id}-{stamp}-{os.getpid()}.jsonl"
        self.written = 0
        self.rewrite()
        session.listeners.append(self.on_change)

    def header(self) -> dict[str, Any]:
        s = self.session
        return {
            "format": JOURNAL_FORMAT,
            "game_id": self.game_id,
            "seed": s.seed,
            "config": {
                "players": s.config.players,
                "variants": list(s.config.variants),
                "options": dict(s.config.options),
            },
            "seats": [{"name": x.name, "kind": x.kind, "color": x.color} for x in s.seats],
        }

    def rewrite(self) -> None:
        lines = [json.dumps(self.header())] + [json.dumps(t) for t in self.session.history]
        atomic_write_text(self.path, "\n".join(lines) + "\n")
        self.written = self.session.ply

    def on_change(self, what: str) -> None:
        history = self.session.history
        if what != "transition" or len(history) < self.written:
            self.rewrite()
            return
        new = history[self.written:]
        if not new:
            return
        with open(self.path, "a", encoding="utf-8") as handle:
            handle.write("".join(json.dumps(t) + "\n" for t in new))
            handle.flush()
            os.fsync(handle.fileno())
        self.written = len(history)

    def close(self, keep: bool = False) -> None:
        """Stop journalling; remove the journal unless the game should stay resumable."""
        if self.on_change in self.session.listeners:
            self.session.listeners.remove(self.on_change)
        if not keep:
            try:
                self.path.unlink()
            except FileNotFoundError:
                pass


def _read_journal(path: Path) -> tuple[dict[str, Any], list[str]]:
    try:
        lines = path.read_text(encoding="utf-8").splitlines()
        header = json.loads(lines[0])
    except (OSError, UnicodeDecodeError, IndexError, json.JSONDecodeError) as exc:
        raise SaveError(f"The autosave {path.name} cannot be read: {exc}") from exc
    if not isinstance(header, dict) or header.get("format") != JOURNAL_FORMAT:
        raise SaveError(f"{path.name} is not a Tabletop autosave.")
    history: list[str] = []
    for line in lines[1:]:
        try:
            text = json.loads(line)
        except json.JSONDecodeError:
            break  # a torn last line: everything before it is good
        if not isinstance(text, str):
            break
        history.append(text)
    return header, history


def list_unfinished(folder: Path | None = None) -> list[Unfinished]:
    folder = folder or paths.autosave_dir()
    found: list[Unfinished] = []
    for path in sorted(folder.glob("*.jsonl")) if folder.is_dir() else []:
        try:
            header, history = _read_journal(path)
            seats = tuple(str(s.get("name", "?")) for s in header.get("seats", []))
            found.append(Unfinished(path, str(header.get("game_id")), seats, len(history), path.stat().st_mtime))
        except (SaveError, OSError, AttributeError):
            continue
    return sorted(found, key=lambda u: -u.modified)


def recover(path: Path) -> tuple[GameSession, str]:
    """Rebuild the session a journal describes; stops at the last action that replays."""
    from .registry import load_game

    header, history = _read_journal(path)
    try:
        game_id = str(header["game_id"])
        entry = load_game(game_id)
        cfg = header["config"]
        config = GameConfig(
            players=int(cfg["players"]),
            variants=tuple(cfg.get("variants", ())),
            options=tuple(sorted(dict(cfg.get("options", {})).items())),
        )
        seats = [Seat(str(s["name"]), str(s.get("kind", "human")), str(s.get("color", ""))) for s in header["seats"]]
        session = GameSession.restore(entry.rules, config, str(header["seed"]), seats, ())
    except (KeyError, TypeError, ValueError) as exc:
        raise SaveError(f"The autosave {path.name} is damaged: {exc}") from exc
    for text in history:
        try:
            session.replay([text])
        except (IllegalActionError, InvalidActionError):
            break
    session.resolve_chance()  # a journal torn right before a chance line: same outcome again
    return session, game_id
