"""The README and welcome-screen pictures: every game's table, drawn by the real renderer.

``python -m tabletop.qt.screenshots [--out resources/screenshots] [--game ID]`` writes
``<game>.png`` at 1280x800: a seeded game at its largest player count, played by random
bots to about the middle, shown as the seat to act sees it.
"""

from __future__ import annotations

import argparse
import sys
import tempfile
from collections.abc import Sequence
from dataclasses import replace
from pathlib import Path

from tabletop.core import GameConfig
from tabletop.model import paths, registry
from tabletop.model.playout import play_session
from tabletop.model.session import GameSession

SIZE = (1280, 800)
SEED = "2026"
MIDDLE = 0.45  # how far into the game the picture is taken


def screenshots_dir() -> Path:
    return paths.resources_dir() / "screenshots"


def mid_game(game_id: str, seed: str = SEED) -> GameSession:
    """The game at its largest player count, about ``MIDDLE`` of the way through."""
    rules = registry.load_game(game_id).rules
    config = GameConfig(rules.meta.max_players)
    whole = play_session(rules, config, seed)
    moves = sum(1 for text in whole.history if not text.startswith("chance"))
    session = play_session(rules, config, seed, max_plies=round(moves * MIDDLE))
    # the seats are people at the table in the picture, not bots
    session.seats = tuple(
        replace(s, name=s.name.replace(" (bot)", ""), kind="human") for s in session.seats
    )
    return session


def render_game(game_id: str, out_dir: Path, size: tuple[int, int] = SIZE) -> Path:
    """Write ``out_dir/<game_id>.png`` (compressed: the files live in the repository)."""
    from PySide6.QtGui import QImage

    from .entry import render_screenshot

    out_dir.mkdir(parents=True, exist_ok=True)
    out = out_dir / f"{game_id}.png"
    with tempfile.TemporaryDirectory() as tmp:
        raw = Path(tmp) / "raw.png"
        render_screenshot(mid_game(game_id), game_id, raw, size)
        image = QImage(str(raw)).convertToFormat(QImage.Format.Format_RGB888)
        # 0: the strongest PNG compression; PySide6's stubs want the format as bytes, but
        # PySide6 6.11 refuses bytes there and takes only str
        if not image.save(str(out), "PNG", 0):  # type: ignore[call-overload]
            raise OSError(f"could not write {out}")
    return out


def main(argv: Sequence[str] | None = None) -> int:
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("--out", type=Path, default=screenshots_dir())
    parser.add_argument("--game", action="append", help="only this game (repeatable)")
    args = parser.parse_args(argv)
    for game_id in args.game or registry.GAME_IDS:
        print(f"wrote {render_game(game_id, args.out)}")
    return 0


if __name__ == "__main__":
    sys.exit(main())
