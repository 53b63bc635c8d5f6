"""This game's words: its gettext domain (see tabletop.core.i18n)."""

from tabletop.core.i18n import N_, domain

_, n_, p_ = domain("saltfjord")

# the keys of components.json / layout.json whose string values a player reads (extracted
# into this game's catalog by packaging/catalogs.py; translated where shown with _(text))
DATA_KEYS: tuple[str, ...] = ("text", "name", "title")  # ability and scoring tile rules, medal names

__all__ = ["DATA_KEYS", "N_", "_", "n_", "p_"]
