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


def user_data_dir() -> Path:
    """The user data folder; TABLETOP_DATA_DIR overrides it (tests, portable installs)."""
    override = os.environ.get("TABLETOP_DATA_DIR")
    if override:
        return Path(override)
    return platformdirs.user_data_path(APP_NAME, appauthor=False)


def saves_dir() -> Path:
    return user_data_dir() / "saves"


def autosave_dir() -> Path:
    return user_data_dir() / "autosave"


def datapacks_dir() -> Path:
    return user_data_dir() / "datapacks"
