"""This game's words: its gettext domain (see tabletop.core.i18n)."""

from tabletop.core.i18n import N_, counter, domain

_, n_, p_ = domain("orchard_ocean")
counted = counter(n_)  # counted("{n} real", "{n} reals") -> a function of the number

# the keys of components.json / layout.json whose string values a player reads (extracted
# into this game's catalog by packaging/catalogs.py; translated where shown with _(text))
DATA_KEYS: tuple[str, ...] = ("name", "title")

__all__ = ["DATA_KEYS", "N_", "_", "counted", "n_", "p_"]
