"""Every word a player reads goes through here: GNU gettext catalogs, one domain per ring.

The engines word their logs, prompts and tables without Qt, so Qt's ``tr()`` cannot be the
mechanism; the stdlib's ``gettext`` serves every ring alike. Each game has its own domain
(its id) and the app (model and Qt layers) has ``tabletop``; a module takes its words with

    from tabletop.core.i18n import domain
    _, n_, p_ = domain("nusfjord")      # a game's package has this once, in its i18n.py

    _("Take {count} fish").format(count=n)              # named placeholders: translators reorder
    n_("{n} point", "{n} points", n).format(n=n)        # real plural forms (German 2, Japanese 1)
    p_("button", "Pass")                                 # the same English for two meanings
    N_("Forest")                                         # marked only: translated where shown

Core holds only the catalogs in use; which files they come from is the model's business
(``model.language``), so core and the engines stay file-free. Until a language is chosen
every domain speaks English, the source language: a test, a bot or the command line that
never chooses one reads exactly the English the engines always wrote.

Saves, journals and notation never hold these words (they hold actions), so a game saved
in one language loads in another and its log reads in the new one.
"""

from __future__ import annotations

import gettext as _gettext
import weakref
from collections.abc import Callable

Translate = Callable[[str], str]
TranslatePlural = Callable[[str, str, int], str]
TranslateContext = Callable[[str, str], str]
Loader = Callable[[str], _gettext.NullTranslations]

APP_DOMAIN = "tabletop"
SOURCE_LANGUAGE = "en"

_english = _gettext.NullTranslations()
_loader: Loader | None = None
_language = SOURCE_LANGUAGE
_catalogs: dict[str, _gettext.NullTranslations] = {}
# caches that hold words (memos, view caches) empty themselves when the language changes
_forget: weakref.WeakSet[object] = weakref.WeakSet()
_forget_calls: list[Callable[[], None]] = []


def _catalog(name: str) -> _gettext.NullTranslations:
    found = _catalogs.get(name)
    if found is None:
        found = _catalogs[name] = _loader(name) if _loader is not None else _english
    return found


def domain(name: str) -> tuple[Translate, TranslatePlural, TranslateContext]:
    """The ``_``, ``n_`` and ``p_`` of a catalog domain; they read the language in force at
    each call, so module-level words follow a change of language."""

    def translate(message: str) -> str:
        return _catalog(name).gettext(message) if message else message

    def translate_plural(singular: str, plural: str, count: int) -> str:
        return _catalog(name).ngettext(singular, plural, count)

    def translate_context(context: str, message: str) -> str:
        return _catalog(name).pgettext(context, message)

    return translate, translate_plural, translate_context


def counter(plural: TranslatePlural) -> Callable[[str, str], Callable[[int], str]]:
    """A domain's ``counted``: ``reals = counted("{n} real", "{n} reals")`` makes ``reals(3)``
    read "3 reals", worded at each call in the language in force (packaging/catalogs.py
    extracts ``counted`` like ``n_``)."""

    def counted(singular: str, plural_form: str) -> Callable[[int], str]:
        return lambda n: plural(singular, plural_form, n).format(n=n)

    return counted


def game_text(game_id: str, text: str) -> str:
    """A game's own words held in its ``META`` (its title, summary, variants' and options'
    words, marked there with ``N_``), in the game's domain: how the app shows them."""
    return _catalog(game_id).gettext(text) if text else text


def translations(name: str) -> list[tuple[str, str]]:
    """Every (English, translated) pair the domain's catalog holds in the language in force,
    each plural form paired with its English singular; empty in English. For the few places
    that must know a translated word's English source (an icon chosen by a resource's name)."""
    catalog = getattr(_catalog(name), "_catalog", None)
    if not isinstance(catalog, dict):
        return []
    pairs: list[tuple[str, str]] = []
    for key, text in catalog.items():
        english = key[0] if isinstance(key, tuple) else key
        if isinstance(english, str) and english and isinstance(text, str) and "\x04" not in english:
            pairs.append((english, text))
    return pairs


def N_(message: str) -> str:  # noqa: N802 - the gettext tools' own name for "mark only"
    """Marks ``message`` for the catalog without translating it (a table's constant, worded
    where it is shown with ``_(name)``)."""
    return message


_, n_, p_ = domain(APP_DOMAIN)


def use_catalogs(language: str, loader: Loader | None) -> None:
    """Speak ``language`` from now on, each domain's catalog got from ``loader`` (None:
    English). Every cache registered with ``forget_on_change`` is emptied, since words
    cached in the old language would otherwise stay."""
    global _loader, _language
    _loader, _language = loader, language
    _catalogs.clear()
    for cache in list(_forget):
        cache.clear()  # type: ignore[attr-defined]
    for call in list(_forget_calls):
        call()


def language() -> str:
    """The language in force ("en", "de", "ja", or a test's pseudo-language)."""
    return _language


def is_source_language() -> bool:
    """True while the words are the engines' own English (the log then turns an imperative
    into a third-person sentence; other languages word the log as "Name: action")."""
    return _language == SOURCE_LANGUAGE


def forget_on_change(cache: object) -> None:
    """Register a cache (anything with ``clear()``) to be emptied when the language changes."""
    if callable(cache) and not hasattr(cache, "clear"):
        _forget_calls.append(cache)  # a function that empties one (an lru_cache's cache_clear)
    else:
        _forget.add(cache)
