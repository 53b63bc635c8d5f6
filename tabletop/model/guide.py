"""How to play, in the app: each game's rules summary in our own words (Markdown in
``resources/games/<id>/how-to-play.md``), followed by the game's notes on the readings of
ambiguous rules and its stand-in data (``README.md``), so nobody has to open a file."""

from __future__ import annotations

from pathlib import Path

from . import paths

GUIDE_FILE = "how-to-play.md"
NOTES_FILE = "README.md"


def guide_path(game_id: str) -> Path:
    return paths.resources_dir() / "games" / game_id / GUIDE_FILE


def _read(path: Path) -> str:
    try:
        return path.read_text(encoding="utf-8")
    except (OSError, UnicodeDecodeError):
        return ""


# what every game's guide ends with: help with the app itself, the same for every game
IN_THE_APP = (
    "# In the app\n\n"
    "**Hints:** *Game → Suggest a move* (H) marks the move the Hard computer player would make "
    "in your place, using only what your seat may see. Hints are off unless the players allow "
    "them (*Allow hints* in New game, or *Game → Allow hints*); each seat's hints are counted "
    "and shown at the end of the game."
)


def how_to_play(game_id: str, title: str) -> str:
    """The whole guide as Markdown: the rules summary, then the readings and stand-ins."""
    guide = _read(guide_path(game_id)).strip()
    notes = _read(paths.resources_dir() / "games" / game_id / NOTES_FILE).strip()
    parts = [guide or f"# How to play {title}\n\nThe rules summary for this game is missing."]
    if notes:
        # the notes' own headings go one level down, under a heading of the guide
        shifted = "\n".join("#" + line if line.startswith("#") else line for line in notes.splitlines())
        parts.append("# Readings of unclear rules, and the stand-in components\n\n" + shifted)
    parts.append(IN_THE_APP)
    return "\n\n".join(parts) + "\n"
