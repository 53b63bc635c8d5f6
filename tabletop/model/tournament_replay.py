"""Replay games of a tournament records file and say whether each comes out the same:
``python -m tabletop.model.tournament_replay FILE [GAMES]``. A change meant to alter no
bot's play (a refactoring) must leave every record replaying; exit status 1 if any differs."""

from __future__ import annotations

import sys
import time
from pathlib import Path
from typing import Any

from tabletop.core import GameConfig

from .jsonfile import JSONFileError, decode_text, parse_json, read_bytes
from .tournament import play_game
from .tournament_records import MAX_RECORDS_BYTES, RecordRow, record_of


def _rows(path: Path) -> list[dict[str, Any]]:
    """The records of ``path`` as ``tournament --records`` reads them (the safe reader, each
    record validated against its own settings); a bad line is named and left out."""
    text = decode_text(read_bytes(path, MAX_RECORDS_BYTES), path)
    rows = []
    for number, line in enumerate(text.split("\n"), start=1):
        if not line.strip():
            continue
        try:
            row = parse_json(line, path)
            key = row["settings"] if isinstance(row, dict) and isinstance(row.get("settings"), dict) else None
            good = isinstance(record_of(row, key), RecordRow) if key is not None else False
        except (JSONFileError, KeyError, TypeError):
            good = False
        if good:
            rows.append(row)
        else:
            print(f"{path.name} line {number} is not a game record: left out", flush=True)
    return rows


def replay(path: Path, games: int) -> int:
    """Replays the first ``games`` records of ``path``, printing a line each; the differences."""
    rows = _rows(path)
    different = 0
    for row in rows[:games]:
        settings, game = row["settings"], row["game"]
        config = GameConfig(players=settings["players"], variants=tuple(settings["variants"]))
        start = time.perf_counter()
        session = play_game(settings["game"], config, game["seed"], game["kinds"],
                            budget_s=settings["budget_s"], iterations=settings["iterations"]).session
        outcome = session.outcome()
        assert outcome is not None
        totals = [sheet.total for sheet in outcome.sheets]
        same = totals == game["totals"] and session.ply == game["plies"]
        different += not same
        print(f"{path.name} game {game['index']}: {'same' if same else 'DIFFERENT'} "
              f"(totals {totals}, recorded {game['totals']}; {session.ply} plies, recorded "
              f"{game['plies']}; {time.perf_counter() - start:.1f} s)", flush=True)
    return different


def main(argv: list[str]) -> int:
    if not argv or len(argv) > 2:
        print(__doc__)
        return 2
    try:
        return 1 if replay(Path(argv[0]), int(argv[1]) if len(argv) > 1 else 1) else 0
    except (OSError, ValueError, KeyError, TypeError) as exc:  # a message, never a traceback
        print(f"{argv[0]} cannot be replayed: {exc}", file=sys.stderr)
        return 2


if __name__ == "__main__":
    sys.exit(main(sys.argv[1:]))
