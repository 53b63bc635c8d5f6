"""Where things live: bundled resources (also when frozen by PyInstaller) and user data."""

from __future__ import annotations

import os
import sys
from pathlib import Path

import platformdirs

APP_NAME = "Tabletop"


def resources_dir() -> Path:
    frozen_root = getattr(sys, "_MEIPASS", None)
    if frozen_root:
        return Path(frozen_root) / "resources"
    return Path(__file__).resolve().parents[2] / "resources"


class NoDataFolderError(OSError):
    """There is no user data folder: no home folder (HOME unset) and no TABLETOP_DATA_DIR."""


def user_data_dir() -> Path:
    """The user data folder; TABLETOP_DATA_DIR overrides it (tests, portable installs).

    Without a home folder platformdirs answers a relative "~/..." path: files would land in
    whatever folder the app was started from, so that is refused (NoDataFolderError).
    """
    override = os.environ.get("TABLETOP_DATA_DIR")
    if override:
        return Path(override)
    folder = platformdirs.user_data_path(APP_NAME, appauthor=False)
    if not folder.is_absolute() or str(folder).startswith("~"):
        raise NoDataFolderError(
            2, "there is no home folder to keep Tabletop's files in (set HOME or TABLETOP_DATA_DIR)"
        )
    return folder


def saves_dir() -> Path:
    return user_data_dir() / "saves"


def autosave_dir() -> Path:
    return user_data_dir() / "autosave"


def datapacks_dir() -> Path:
    return user_data_dir() / "datapacks"
