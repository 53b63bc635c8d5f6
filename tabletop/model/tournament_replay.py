"""Replay games of a tournament records file and say whether each comes out the same:
``python -m tabletop.model.tournament_replay FILE [GAMES]``. A change meant to alter no
bot's play (a refactoring) must leave every record replaying; exit status 1 if any differs."""

from __future__ import annotations

import json
import sys
import time
from pathlib import Path

from tabletop.core import GameConfig

from .tournament import play_game


def replay(path: Path, games: int) -> int:
    """Replays the first ``games`` records of ``path``, printing a line each; the differences."""
    rows = [json.loads(line) for line in path.read_text(encoding="utf-8").splitlines() if line.strip()]
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
    return 1 if replay(Path(argv[0]), int(argv[1]) if len(argv) > 1 else 1) else 0


if __name__ == "__main__":
    sys.exit(main(sys.argv[1:]))
