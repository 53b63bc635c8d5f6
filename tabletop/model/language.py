"""Which language the app speaks, and where its catalogs come from.

The language follows the desktop's (``LANGUAGE``, then ``LC_ALL``, ``LC_MESSAGES``, ``LANG``,
as gettext and other desktop apps read them) unless Settings names one. Catalogs are the
compiled gettext files ``resources/locale/<language>/LC_MESSAGES/<domain>.mo``; a message a
catalog lacks stays English (gettext's fallback).

``x-pseudo`` is the tests' pseudo-language: every message that went through a catalog comes
back wrapped in ``⟦ ⟧`` and stretched by 40%, so a test can find each painted or logged text
that did not (it has no markers), and see what longer words do to the table.
"""

from __future__ import annotations

import gettext
import math
import os
import re
from collections.abc import Mapping
from pathlib import Path

from tabletop.core import i18n

from . import paths

# language code -> its own name (how the Settings list shows it)
LANGUAGES: dict[str, str] = {"en": "English", "de": "Deutsch", "ja": "日本語"}
PSEUDO = "x-pseudo"
OPEN, CLOSE = "⟦", "⟧"
_ENV_ORDER = ("LANGUAGE", "LC_ALL", "LC_MESSAGES", "LANG")


def locale_dir() -> Path:
    return paths.resources_dir() / "locale"


def desktop_language(environ: Mapping[str, str] | None = None) -> str:
    """The first language the desktop asks for that Tabletop speaks, else English.
    ``LANGUAGE`` may list several ("de:en"); "C" and "POSIX" mean English."""
    env = os.environ if environ is None else environ
    for name in _ENV_ORDER:
        value = env.get(name, "")
        if not value:
            continue
        for item in value.split(":"):
            code = item.split(".")[0].split("@")[0].split("_")[0].lower()
            if code in ("c", "posix"):
                return i18n.SOURCE_LANGUAGE
            if code in LANGUAGES or code == PSEUDO:  # LANGUAGE=x-pseudo: the tests' language
                return code
        if name != "LANGUAGE":
            return i18n.SOURCE_LANGUAGE  # LC_ALL / LANG name one language Tabletop lacks
    return i18n.SOURCE_LANGUAGE


def chosen_language(setting: str) -> str:
    """The language to speak: the Settings choice ("" follows the desktop)."""
    if setting in LANGUAGES or setting == PSEUDO:
        return setting
    return desktop_language()


_PLACEHOLDER = re.compile(r"(\{[^{}]*\})")
_STRETCH = str.maketrans("aeiouAEIOUcnsyz", "áéíóúÁÉÍÓÚçñšýž")


def pseudo(message: str) -> str:
    """``message`` marked and stretched by 40% (placeholders untouched)."""
    if not message:
        return message
    parts = _PLACEHOLDER.split(message)
    shown = "".join(part if i % 2 else part.translate(_STRETCH) for i, part in enumerate(parts))
    letters = sum(len(part) for i, part in enumerate(parts) if not i % 2)
    return f"{OPEN}{shown}{'~' * math.ceil(letters * 0.4)}{CLOSE}"


_PO_STRING = re.compile(r'^(msgid|msgid_plural|msgctxt)?\s*"(.*)"\s*$')
_PO_ESCAPES = {"n": "\n", "t": "\t", '"': '"', "\\": "\\"}


def template_messages(path: Path) -> frozenset[str] | None:
    """The message ids of a catalog template (.pot); None when there is none."""
    try:
        lines = path.read_text(encoding="utf-8").splitlines()
    except OSError:
        return None
    found: set[str] = set()
    current: list[str] | None = None
    for line in lines:
        match = _PO_STRING.match(line)
        if match is None:
            current = None
            continue
        keyword, body = match.groups()
        text = re.sub(r"\\(.)", lambda m: _PO_ESCAPES.get(m.group(1), m.group(1)), body)
        if keyword in ("msgid", "msgid_plural"):
            current = [text]
            found.add(text)
        elif keyword == "msgctxt":
            current = None
        elif current is not None:  # a continuation line of the msgid above
            found.discard("".join(current))
            current.append(text)
            found.add("".join(current))
    return frozenset(found)


class PseudoTranslations(gettext.NullTranslations):
    """Marks what its catalog template holds; a message the template lacks (asked for at run
    time but never extracted, e.g. a data word whose key is not in DATA_KEYS) stays plain, so
    the scans find it as they find a word that skipped the catalogs."""

    def __init__(self, known: frozenset[str] | None = None) -> None:
        super().__init__()
        self.known = known

    def _mark(self, message: str) -> str:
        return pseudo(message) if self.known is None or message in self.known else message

    def gettext(self, message: str) -> str:
        return self._mark(message)

    def ngettext(self, msgid1: str, msgid2: str, n: int) -> str:
        return self._mark(msgid1 if n == 1 else msgid2)

    def pgettext(self, context: str, message: str) -> str:
        return self._mark(message)

    def npgettext(self, context: str, msgid1: str, msgid2: str, n: int) -> str:
        return self._mark(msgid1 if n == 1 else msgid2)


def _pseudo_loader(domain: str) -> gettext.NullTranslations:
    return PseudoTranslations(template_messages(locale_dir() / f"{domain}.pot"))


def _catalog_loader(language: str) -> i18n.Loader:
    folder = locale_dir()

    def load(domain: str) -> gettext.NullTranslations:
        return gettext.translation(domain, folder, languages=[language], fallback=True)

    return load


def use_language(language: str) -> str:
    """Speak ``language`` in every ring from now on; returns the language in force."""
    if language == PSEUDO:
        i18n.use_catalogs(PSEUDO, _pseudo_loader)
    elif language in LANGUAGES and language != i18n.SOURCE_LANGUAGE:
        i18n.use_catalogs(language, _catalog_loader(language))
    else:
        i18n.use_catalogs(i18n.SOURCE_LANGUAGE, None)
    return i18n.language()
