"""User settings (settings.json in the user data folder), validated by pydantic.

A missing or damaged file falls back to the defaults; writes are atomic.
"""

from __future__ import annotations

import json
from typing import Literal

from pydantic import BaseModel, ConfigDict, Field, ValidationError

from . import paths
from .saves import atomic_write_text


class Settings(BaseModel):
    model_config = ConfigDict(extra="ignore")
    bot_budget_s: float = Field(default=1.0, gt=0.0, le=60.0)  # wall-clock time per search-bot move
    bot_delay_ms: int = Field(default=450, ge=0, le=5000)  # pause before a bot's move is shown
    animation: Literal["off", "fast", "normal", "slow"] = "normal"
    # when the "Pass to" cover hides the table between people: always, only in games with
    # hidden information, or never (a table where everyone may see everything)
    cover: Literal["always", "hidden", "never"] = "hidden"
    banner_s: float = Field(default=2.0, ge=0.0, le=10.0)  # a new round's banner; 0: none


def load_settings() -> Settings:
    path = paths.user_data_dir() / "settings.json"
    try:
        return Settings.model_validate(json.loads(path.read_text(encoding="utf-8")))
    except (OSError, ValueError, ValidationError):
        return Settings()


def save_settings(settings: Settings) -> None:
    path = paths.user_data_dir() / "settings.json"
    atomic_write_text(path, json.dumps(settings.model_dump(), indent=1) + "\n")
