"""Nusfjord speaks German and Japanese (issue 34): its prompts, action words, table texts and
card texts come from its catalog, and English comes back unchanged after a change of language."""

from __future__ import annotations

import pytest

from tabletop.model import language
from tests.games.support import table_words

from .helpers import rules, start


@pytest.fixture
def english_after():
    yield
    language.use_language("en")


def _texts(state):
    return table_words(rules(), state, pieces=True)


def test_german_and_japanese_words_and_english_unchanged(english_after):
    s = start(players=3)
    english = _texts(s)
    assert english[0] == "Round 1, turn 1 of 3: Place a worker, use an elder, or pass"
    assert "Elder Council 0/5" in english

    language.use_language("de")
    german = _texts(s)
    assert german[0] == "Runde 1, Zug 1 von 3: Setze einen Arbeiter, nutze einen Ältesten oder passe"
    assert "Ältestenrat 0/5" in german and "Rücklage" in german
    assert any("Sofort:" in t for t in german)  # card texts from the data, in German

    language.use_language("ja")
    japanese = _texts(s)
    assert japanese[0] == "ラウンド1、手番1/3：ワーカーを置くか、長老を使うか、パスしてください"
    assert "長老会0/5" in japanese and "備蓄" in japanese

    language.use_language("en")
    assert _texts(s) == english  # no word of the other languages stays in a cache
