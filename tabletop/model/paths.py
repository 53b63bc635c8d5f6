"""Where things live: bundled resources (also when frozen by PyInstaller) and user data."""

from __future__ import annotations

import os
import sys
from pathlib import Path

import platformdirs

from tabletop.core.i18n import _

APP_NAME = "Tabletop"


def resources_dir() -> Path:
    frozen_root = getattr(sys, "_MEIPASS", None)
    if frozen_root:
        return Path(frozen_root) / "resources"
    return Path(__file__).resolve().parents[2] / "resources"


class NoDataFolderError(OSError):
    """There is no user data folder: no home folder (HOME unset) and no TABLETOP_DATA_DIR."""


def _override() -> Path | None:
    folder = os.environ.get("TABLETOP_DATA_DIR")
    return Path(folder) if folder else None


def _platform_folder(kind: str) -> Path:
    """platformdirs' ``user_<kind>_path`` for the app; NoDataFolderError without a home folder.

    Without a home folder platformdirs answers a relative "~/..." path: files would land in
    whatever folder the app was started from, so that is refused.
    """
    folder: Path = getattr(platformdirs, f"user_{kind}_path")(APP_NAME, appauthor=False)
    if not folder.is_absolute() or str(folder).startswith("~"):
        raise NoDataFolderError(
            2, _("there is no home folder to keep Tabletop's files in (set HOME or TABLETOP_DATA_DIR)")
        )
    return folder


def user_data_dir() -> Path:
    """The user data folder (saves, data packs, campaigns); TABLETOP_DATA_DIR overrides it
    (tests, portable installs), and then holds everything: settings, journals and logs too."""
    return _override() or _platform_folder("data")


def config_dir() -> Path:
    """Where settings.json lives (~/.config/Tabletop on Linux)."""
    return _override() or _platform_folder("config")


def state_dir() -> Path:
    """Where the autosave journals and the game locks live (~/.local/state/Tabletop on Linux)."""
    return _override() or _platform_folder("state")


def log_dir() -> Path:
    """The log file and the crash trace (~/.local/state/Tabletop/log on Linux)."""
    override = _override()
    return override / "log" if override else _platform_folder("log")


def settings_path() -> Path:
    return config_dir() / "settings.json"


def saves_dir() -> Path:
    return user_data_dir() / "saves"


def autosave_dir() -> Path:
    return state_dir() / "autosave"


def locks_dir() -> Path:
    return state_dir() / "locks"


def datapacks_dir() -> Path:
    return user_data_dir() / "datapacks"
