"""Record the golden playthroughs: ``python tests/golden/record.py [GAME_ID ...]`` (after a deliberate rules change).

A golden file holds one seeded bot game per game id: its history, the final scores by
term, and where every public component ended up. The test replays the history through
the current engine and compares; a difference means the rules' behaviour changed.
"""

from __future__ import annotations

import json
import sys
from pathlib import Path

HERE = Path(__file__).resolve().parent
sys.path.insert(0, str(HERE.parents[1]))

from tabletop.core import GameConfig  # noqa: E402
from tabletop.model.playout import play_session  # noqa: E402
from tabletop.model.registry import GAME_IDS, load_game  # noqa: E402


def summary(session) -> dict:
    outcome = session.outcome()
    view = session.view(None)
    return {
        "scores": [[[t.name, t.points] for t in s.terms] for s in outcome.sheets],
        "ranks": list(outcome.ranks),
        "public": sorted(f"{p.id}@{p.zone}" for p in view.pieces),
    }


def record(game_id: str) -> dict:
    entry = load_game(game_id, use_datapacks=False)
    players = min(3, entry.meta.max_players)
    session = play_session(entry.rules, GameConfig(players=players), f"golden:{game_id}")
    return {"game_id": game_id, "players": players, "seed": f"golden:{game_id}",
            "history": session.history, **summary(session)}


if __name__ == "__main__":
    # ``record.py madeira`` re-records one game; no argument records them all
    for game in sys.argv[1:] or GAME_IDS:
        (HERE / f"{game}.json").write_text(json.dumps(record(game), indent=0) + "\n")
        print(f"recorded {game}")
