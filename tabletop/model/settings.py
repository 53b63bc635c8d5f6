"""User settings (settings.json in the user config folder), validated by pydantic.

A missing file gives the defaults. A damaged one (not JSON, a wrong value, a pipe named
settings.json) gives the defaults too and a message naming the file (``read_settings``);
the damaged file is left as it is until the player saves new settings. Writes are atomic.
"""

from __future__ import annotations

import json
from typing import Literal

from pydantic import BaseModel, ConfigDict, Field, ValidationError

from . import paths
from .jsonfile import JSONFileError, os_reason, read_json
from .saves import atomic_write_text

MAX_SETTINGS_BYTES = 1024 * 1024
RECENT_MAX = 10


class Settings(BaseModel):
    model_config = ConfigDict(extra="ignore")
    bot_budget_s: float = Field(default=2.0, gt=0.0, le=60.0)  # the longest a Hard move may take
    bot_delay_ms: int = Field(default=450, ge=0, le=5000)  # pause before a bot's move is shown
    animation: Literal["off", "fast", "normal", "slow"] = "normal"
    # when the "Pass to" cover hides the table between people: always, only in games with
    # hidden information, or never (a table where everyone may see everything)
    cover: Literal["always", "hidden", "never"] = "hidden"
    banner_s: float = Field(default=2.0, ge=0.0, le=10.0)  # a new round's banner; 0: none
    # File -> Open Recent: the saves last opened or saved, newest first
    recent: list[str] = Field(default_factory=list, max_length=RECENT_MAX)
    # the window's geometry and the side splitter, as Qt's saveGeometry/saveState (base64)
    window_geometry: str = Field(default="", max_length=4096)
    window_state: str = Field(default="", max_length=8192)


def read_settings() -> tuple[Settings, str]:
    """The settings and, when the file could not be used, why (else "")."""
    try:
        path = paths.settings_path()
    except (OSError, RuntimeError) as exc:
        return Settings(), f"The settings folder cannot be found ({exc}); the default settings are used."
    try:
        raw = read_json(path, MAX_SETTINGS_BYTES)
    except FileNotFoundError:
        return Settings(), ""
    except JSONFileError as exc:
        reason = exc.reason
    except OSError as exc:
        reason = f"it cannot be read: {os_reason(exc)}"
    else:
        try:
            return Settings.model_validate(raw), ""
        except ValidationError as exc:
            first = exc.errors()[0]
            where = ".".join(str(p) for p in first["loc"])
            reason = f"the setting '{where}' is wrong: {first['msg']}" if where else "it holds no settings"
    return Settings(), f"The settings file {path} could not be used ({reason}); the default settings are used."


def remember_recent(settings: Settings, path: str) -> Settings:
    """``settings`` with ``path`` first in the recent saves (once, at most RECENT_MAX)."""
    recent = [path, *(p for p in settings.recent if p != path)][:RECENT_MAX]
    return settings.model_copy(update={"recent": recent})


def load_settings() -> Settings:
    return read_settings()[0]


def save_settings(settings: Settings) -> None:
    path = paths.settings_path()
    atomic_write_text(path, json.dumps(settings.model_dump(), indent=1) + "\n")
