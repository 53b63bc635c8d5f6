"""The shared icon set (resources/icons/*.svg): renderers, a resource's icon, inline icons."""

from __future__ import annotations

import re
from functools import lru_cache
from pathlib import Path

from PySide6.QtGui import QIcon
from PySide6.QtSvg import QSvgRenderer

from tabletop.core import i18n
from tabletop.model import paths


@lru_cache(maxsize=1)
def icons_dir() -> Path:
    return paths.resources_dir() / "icons"


@lru_cache(maxsize=32)
def svg_renderer(name: str) -> QSvgRenderer | None:
    """The renderer of resources/icons/<name>.svg, or None when there is no such icon."""
    path = icons_dir() / f"{name}.svg"
    if not name or not path.is_file():
        return None
    renderer = QSvgRenderer(str(path))
    return renderer if renderer.isValid() else None


def app_icon() -> QIcon:
    path = icons_dir() / "tabletop.svg"
    return QIcon(str(path)) if path.is_file() else QIcon()


# a resource's name (its first or last word, singular or plural) -> an icon of the shared set
RESOURCE_ICONS = {
    "wood": "wood",
    "fish": "fish",
    "gold": "gold",
    "grain": "grain",
    "wheat": "wheat",
    "sugar": "sugar",
    "wine": "wine",
    "bread": "bread",
    "food": "food",
    "plank": "plank",
    "real": "coin",
    "coin": "coin",
    "money": "coin",
    "fund": "coin",
    "die": "die",
    "dice": "die",
    "worker": "worker",
    "ship": "ship",
    "card": "card",
    "crate": "crate",
    "pirate": "pirate",
    "guest": "guest",
    "animal": "animal",
    "point": "point",
    "vp": "point",
    "pp": "point",
}


def _english_icon(name: str) -> str:
    words = [w.strip(".:()").lower() for w in name.split()]
    if not words:
        return ""
    for word in (words[0], words[-1]):
        for key in (word, word[:-1] if word.endswith("s") else word):
            icon = RESOURCE_ICONS.get(key, "")
            if icon and (icons_dir() / f"{icon}.svg").is_file():
                return icon
    return ""


_PLACEHOLDER = re.compile(r"\{[^{}]*\}|\d+")  # "{n} fish", "2 Fische": the name is what is left


@lru_cache(maxsize=1)
def _translated_icons() -> dict[str, str]:
    """A translated resource name -> its icon, found through the English it translates
    ("Holz" and "木材" translate "Wood"): the icon set is keyed by English words."""
    from tabletop.model.registry import GAME_IDS

    found: dict[str, str] = {}
    for domain in (i18n.APP_DOMAIN, *GAME_IDS):
        for english, shown in i18n.translations(domain):
            english, shown = _PLACEHOLDER.sub("", english), _PLACEHOLDER.sub("", shown)
            if len(english.split()) <= 2:  # a name ("{n} wood"), not a sentence about wood
                icon = _english_icon(english)
                name = shown.strip(".:() ").lower()
                if icon and name:
                    found.setdefault(name, icon)
    return found


@lru_cache(maxsize=512)
def resource_icon(name: str) -> str:
    """The icon for a players-panel resource name ("Reals" -> coin, in any language), or ""
    when none fits."""
    icon = _english_icon(name)
    if icon or i18n.is_source_language():
        return icon
    return _translated_icons().get(name.strip(".:() ").lower(), "")


i18n.forget_on_change(resource_icon.cache_clear)
i18n.forget_on_change(_translated_icons.cache_clear)


@lru_cache(maxsize=128)
def icon_html(name: str, size: int = 16) -> str:
    """An inline icon for rich-text labels (Qt reads the SVG itself)."""
    path = (icons_dir() / f"{name}.svg").as_posix()
    return f'<img src="{path}" width="{size}" height="{size}" style="vertical-align:middle">'
