"""The catalogs are complete and compiled: no untranslated or fuzzy message in German or
Japanese, every .mo compiled from its .po as it stands, and the templates hold every message
the code and data mark (issue 34: "0 allowed")."""

from __future__ import annotations

import importlib.util
import sys
from pathlib import Path

import pytest

ROOT = Path(__file__).resolve().parents[2]


@pytest.fixture(scope="module")
def catalogs():
    spec = importlib.util.spec_from_file_location("catalogs", ROOT / "packaging" / "catalogs.py")
    assert spec and spec.loader
    module = importlib.util.module_from_spec(spec)
    sys.modules["catalogs"] = module
    spec.loader.exec_module(module)
    return module


def test_every_message_translated_and_compiled(catalogs):
    assert catalogs.problems() == []


def test_templates_hold_every_marked_message(catalogs):
    """A message marked in the code but missing from its domain's catalog would stay English:
    the catalogs must have been updated since the code last changed."""
    from babel.messages.pofile import read_po

    missing = []
    for domain in catalogs.domains():
        wanted = {(m.context, m.id) for m in catalogs.template(domain) if m.id}
        for language in catalogs.LANGUAGES:
            with open(catalogs.LOCALE / language / "LC_MESSAGES" / f"{domain}.po", "rb") as handle:
                have = {(m.context, m.id) for m in read_po(handle) if m.id}
            missing += [f"{language}/{domain}: {m}" for m in sorted(wanted - have, key=str)]
    assert missing == [], f"run `python packaging/catalogs.py all` ({len(missing)}): {missing[:10]}"


def test_plural_forms_are_the_languages_own(catalogs):
    text = (catalogs.LOCALE / "de" / "LC_MESSAGES" / "tabletop.po").read_text(encoding="utf-8")
    assert "nplurals=2; plural=(n != 1);" in text
    text = (catalogs.LOCALE / "ja" / "LC_MESSAGES" / "tabletop.po").read_text(encoding="utf-8")
    assert "nplurals=1; plural=0;" in text
