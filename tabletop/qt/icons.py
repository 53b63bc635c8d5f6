"""The shared icon set (resources/icons/*.svg): renderers, a resource's icon, inline icons."""

from __future__ import annotations

from functools import lru_cache
from pathlib import Path

from PySide6.QtGui import QIcon
from PySide6.QtSvg import QSvgRenderer

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


@lru_cache(maxsize=512)
def resource_icon(name: str) -> str:
    """The icon for a players-panel resource name ("Reals" -> coin), or "" when none fits."""
    words = [w.strip(".:()").lower() for w in name.split()]
    if not words:
        return ""
    for word in (words[0], words[-1]):
        for key in (word, word[:-1] if word.endswith("s") else word):
            icon = RESOURCE_ICONS.get(key, "")
            if icon and (icons_dir() / f"{icon}.svg").is_file():
                return icon
    return ""


@lru_cache(maxsize=128)
def icon_html(name: str, size: int = 16) -> str:
    """An inline icon for rich-text labels (Qt reads the SVG itself)."""
    path = (icons_dir() / f"{name}.svg").as_posix()
    return f'<img src="{path}" width="{size}" height="{size}" style="vertical-align:middle">'
