"""How to play, in the app: each game's rules summary in our own words (Markdown in
``resources/games/<id>/how-to-play.md``, translated in ``how-to-play.<lang>.md``), followed
by the game's notes on the readings of ambiguous rules and its stand-in data
(``README.md``, English only), so nobody has to open a file."""

from __future__ import annotations

from pathlib import Path

from tabletop.core import i18n
from tabletop.core.i18n import N_, _

from . import paths

GUIDE_FILE = "how-to-play.md"
NOTES_FILE = "README.md"


def guide_path(game_id: str, lang: str = i18n.SOURCE_LANGUAGE) -> Path:
    """The guide's file in ``lang`` (the English source for English); it may not exist."""
    name = GUIDE_FILE if lang == i18n.SOURCE_LANGUAGE else f"how-to-play.{lang}.md"
    return paths.resources_dir() / "games" / game_id / name


def _read(path: Path) -> str:
    try:
        return path.read_text(encoding="utf-8")
    except (OSError, UnicodeDecodeError):
        return ""


# what every game's guide ends with: help with the app itself, the same for every game
IN_THE_APP_HEADING = N_("In the app")
IN_THE_APP = N_(
    "**Hints:** *Game → Suggest a move* (H) marks the move the Hard computer player would make "
    "in your place, using only what your seat may see. Hints are off unless the players allow "
    "them (*Allow hints* in New game, or *Game → Allow hints*); each seat's hints are counted "
    "and shown at the end of the game."
)


def _guide_text(game_id: str) -> str:
    """The rules summary in the language in force, else the English one."""
    lang = i18n.language()
    guide = "" if i18n.is_source_language() else _read(guide_path(game_id, lang)).strip()
    return guide or _read(guide_path(game_id)).strip()


def how_to_play(game_id: str, title: str) -> str:
    """The whole guide as Markdown: the rules summary, then the readings and stand-ins."""
    guide = _guide_text(game_id)
    notes = _read(paths.resources_dir() / "games" / game_id / NOTES_FILE).strip()
    missing = _("The rules summary for this game is missing.")
    parts = [guide or "# " + _("How to play {game}").format(game=title) + "\n\n" + missing]
    if notes:
        # the notes' own headings go one level down, under a heading of the guide
        shifted = "\n".join("#" + line if line.startswith("#") else line for line in notes.splitlines())
        heading = "# " + _("Readings of unclear rules, and the stand-in components") + "\n\n"
        if not i18n.is_source_language():  # the games' notes are written in English only
            heading += "*" + _("The notes that follow are in English.") + "*\n\n"
        parts.append(heading + shifted)
    parts.append("# " + _(IN_THE_APP_HEADING) + "\n\n" + _(IN_THE_APP))
    return "\n\n".join(parts) + "\n"
