"""The one-time move of older installs' files to the folders each kind of file belongs in.

Up to 0.1.0 everything lived in the data folder. Now settings.json is in the config folder
and the autosave journals in the state folder (``paths``). At start-up the app moves what is
still in the old places; nothing is overwritten (a name already taken at the new place gets
a numbered one) and a file that cannot be moved stays where it is and is tried again next
time. With TABLETOP_DATA_DIR every folder is that one, so there is nothing to move.
"""

from __future__ import annotations

import logging
import os
import shutil
from pathlib import Path

from . import paths

log = logging.getLogger(__name__)


def _free_name(target: Path) -> Path:
    n = 1
    while target.exists():
        target = target.with_name(f"{target.stem}-moved{n}{target.suffix}")
        n += 1
    return target


def _move(source: Path, target: Path, moved: list[tuple[Path, Path]]) -> None:
    if not source.is_file() or source.resolve() == target.resolve():
        return
    try:
        target.parent.mkdir(parents=True, exist_ok=True)
        target = _free_name(target)
        shutil.move(str(source), str(target))
    except OSError as exc:
        log.warning("could not move %s to %s: %s", source, target, exc)
        return
    moved.append((source, target))


def migrate_user_folders() -> list[tuple[Path, Path]]:
    """Move settings and journals out of the data folder; returns (from, to) of each move."""
    if os.environ.get("TABLETOP_DATA_DIR"):
        return []
    moved: list[tuple[Path, Path]] = []
    try:
        old = paths.user_data_dir()
        settings, journals = paths.settings_path(), paths.autosave_dir()
    except OSError:
        return moved
    old_settings = old / "settings.json"
    if old_settings.is_file() and not settings.exists():
        _move(old_settings, settings, moved)
    old_journals = old / "autosave"
    if old_journals.is_dir() and old_journals.resolve() != journals.resolve():
        for source in sorted(old_journals.iterdir()):
            _move(source, journals / source.name, moved)
        try:
            old_journals.rmdir()  # only when empty: anything left is tried again next time
        except OSError:
            pass
    for source, target in moved:
        log.info("moved %s to %s", source, target)
    return moved
