"""User settings (settings.json in the user config folder), validated by pydantic.

A missing file gives the defaults. A damaged one (not JSON, a pipe named settings.json)
gives the defaults too and a message naming the file (``read_settings``). Values are read
strictly (``true`` is not a number, ``"2"`` is not a time): a wrong one is reset to its
default, every other setting is kept, and the message says which were reset. The file is
left as it is until the player saves new settings. Writes are atomic.
"""

from __future__ import annotations

import json
from typing import Any, Literal

from pydantic import BaseModel, ConfigDict, Field, ValidationError

from tabletop.core.i18n import N_, _

from . import paths
from .jsonfile import JSONFileError, os_reason, read_json, shorten
from .saves import atomic_write_text

MAX_SETTINGS_BYTES = 1024 * 1024
RECENT_MAX = 10


class Settings(BaseModel):
    model_config = ConfigDict(extra="ignore", strict=True, allow_inf_nan=False)
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
    close_look: bool = True  # the pointer resting on a board's item shows it large
    # the table's keys a player changed: command -> "Key; Other key" (defaults: model.keymap)
    keys: dict[str, str] = Field(default_factory=dict)
    text_scale: int = Field(default=100, ge=100, le=200)  # percent: the table's and panels' text
    high_contrast: bool = False  # the boards' outlines in ink, no pale text
    # the app's language: "" follows the desktop's (LANGUAGE / LANG); applies on restart
    language: Literal["", "en", "de", "ja"] = ""


# the Settings dialog's words for each setting, for the message that names a reset one
TITLES = {
    "bot_budget_s": N_("Hard thinking time"),
    "bot_delay_ms": N_("Computer move delay"),
    "animation": N_("Animation speed"),
    "cover": N_("Hand-over screen"),
    "banner_s": N_("New round banner"),
    "close_look": N_("Close look"),
    "keys": N_("Keys"),
    "text_scale": N_("Text size"),
    "high_contrast": N_("High contrast"),
    "language": N_("Language"),
    "recent": N_("Open Recent"),
    "window_geometry": N_("Window size and place"),
    "window_state": N_("Side panel"),
}


def read_settings() -> tuple[Settings, str]:
    """The settings and, when the file could not be used, why (else "")."""
    try:
        path = paths.settings_path()
    except (OSError, RuntimeError) as exc:
        return Settings(), _(
            "The settings folder cannot be found ({problem}); the default settings are used."
        ).format(problem=exc)
    try:
        raw = read_json(path, MAX_SETTINGS_BYTES)
    except FileNotFoundError:
        return Settings(), ""
    except JSONFileError as exc:
        reason = exc.reason
    except OSError as exc:
        reason = _("it cannot be read: {reason}").format(reason=os_reason(exc))
    else:
        if not isinstance(raw, dict):
            reason = _("it holds no settings")
        else:
            settings, reset = _kept_settings(raw)
            if not reset:
                return settings, ""
            return settings, _(
                "Some settings in {path} could not be used and were reset: {settings}."
            ).format(path=path, settings="; ".join(reset))
    return Settings(), _(
        "The settings file {path} could not be used ({reason}); the default settings are used."
    ).format(path=path, reason=reason)


def _kept_settings(raw: dict[str, Any]) -> tuple[Settings, list[str]]:
    """The file's settings, each wrong one back at its default; and a line per reset one."""
    kept = dict(raw)
    reset: list[str] = []
    for _attempt in range(len(Settings.model_fields) + 1):
        try:
            return Settings.model_validate(kept), reset
        except ValidationError as exc:
            for error in exc.errors():
                field = error["loc"][0] if error["loc"] else None
                if field not in kept:
                    continue
                default = getattr(Settings(), str(field))  # also a default_factory's
                shown = shorten(json.dumps(kept.pop(field)), 30)
                title = _(TITLES[str(field)]) if str(field) in TITLES else str(field)
                reset.append(_("{setting} ({key}) was {old}, now {new}").format(
                    setting=title, key=field, old=shown, new=json.dumps(default)))
    return Settings(), reset or [_("all of them")]


def remember_recent(settings: Settings, path: str) -> Settings:
    """``settings`` with ``path`` first in the recent saves (once, at most RECENT_MAX)."""
    recent = [path, *(p for p in settings.recent if p != path)][:RECENT_MAX]
    return settings.model_copy(update={"recent": recent})


def load_settings() -> Settings:
    return read_settings()[0]


def save_settings(settings: Settings) -> None:
    path = paths.settings_path()
    atomic_write_text(path, json.dumps(settings.model_dump(), indent=1) + "\n")
