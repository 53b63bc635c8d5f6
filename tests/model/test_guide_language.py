"""The how-to-play guide in the language in force (issue 34): the translated rules summary
when there is one, the app's own headings through the catalog, the English README notes
announced in the reader's language; English otherwise."""

from __future__ import annotations

import pytest

from tabletop.model import language
from tabletop.model.guide import guide_path, how_to_play

from .test_guide_translations import LANGS, _read, translated_path


@pytest.fixture
def english_afterwards():
    yield
    language.use_language("en")


@pytest.mark.parametrize("lang", LANGS)
def test_the_guide_is_shown_in_the_language_in_force(lang: str, english_afterwards) -> None:
    language.use_language(lang)
    text = how_to_play("madeira", "Madeira")
    assert text.startswith(_read(translated_path("madeira", lang)).strip())
    # the app's own headings speak the reader's language; the README notes stay English and
    # a line in the reader's language says so
    assert "In the app" not in text and "Readings of unclear rules" not in text
    assert {"de": "Englisch", "ja": "英語"}[lang] in text
    language.use_language("en")
    english = how_to_play("madeira", "Madeira")
    assert english.startswith(_read(guide_path("madeira")).strip()) and "# In the app" in english


def test_a_language_without_a_translated_guide_shows_the_english(english_afterwards) -> None:
    language.use_language(language.PSEUDO)
    text = how_to_play("madeira", "Madeira")
    assert text.startswith(_read(guide_path("madeira")).strip())
    assert language.OPEN in text  # the app's own words still went through the catalogs
