"""Saltfjord speaks German and Japanese (issue 34): its prompts, action words and table texts
come from its catalogs, and English comes back unchanged after a change of language."""

from __future__ import annotations

import pytest

from tabletop.model import language
from tests.games.support import table_words

from .helpers import rules, setup_to_play


@pytest.fixture
def english_after():
    yield
    language.use_language("en")


def _texts(state):
    return table_words(rules(), state)


def test_german_and_japanese_words_and_english_unchanged(english_after):
    s = setup_to_play(players=3)
    english = _texts(s)
    assert "Take a die, build a large tile or retire" in english

    language.use_language("de")
    german = _texts(s)
    assert german[0] == "Nimm einen Würfel, baue ein großes Plättchen oder ziehe dich zurück"
    assert "Hafen" in german and "Reihe 1, Spalte 1" in german
    assert any(t.startswith("einen weißen Würfel mit") for t in german)

    language.use_language("ja")
    japanese = _texts(s)
    assert japanese[0] == "ダイスを取る、大きなタイルを建設する、引き上げる、のいずれかを選んでください"
    assert "港" in japanese and "1行1列" in japanese

    language.use_language("en")
    assert _texts(s) == english  # no word of the other languages stays in a cache
