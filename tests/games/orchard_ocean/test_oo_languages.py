"""Orchard Ocean in German and Japanese (issue 34): the rules object words its log lines,
prompts and table in the language in force, and its English comes back unchanged."""

from __future__ import annotations

import pytest

from tabletop.core import CHANCE
from tabletop.games.orchard_ocean.i18n import _
from tabletop.model import language

from .helpers import rules, start


@pytest.fixture
def back_to_english():
    yield
    language.use_language("en")


def _texts(r, state):
    """A prompt, every legal action's words, the status and the tooltips of the table."""
    decision = r.decision(state)
    view = r.view(state, None)
    words = [decision.prompt, view.status, *(r.describe(state, a) for a in r.legal_actions(state))]
    words += [z.detail for z in view.zones] + [p.detail for p in view.pieces]
    return words


def _a_turn(r):
    state = start(4)
    assert r.decision(state).seat != CHANCE
    action = r.legal_actions(state)[-1]  # an island tile
    step = r.apply(state, action)
    return state, [e.text for e in step.events]


@pytest.mark.parametrize("lang, word", [("de", "Inselplättchen"), ("ja", "島タイル")])
def test_the_game_speaks_german_and_japanese(back_to_english, lang, word):
    r = rules()
    state, english_events = _a_turn(r)
    english = _texts(r, state)
    language.use_language(lang)
    state, events = _a_turn(r)  # the rules object's prebuilt names follow the change
    words = _texts(r, state)
    assert any(word in w for w in words)
    assert events != english_events
    # the tile's name too (the rules object words its names once per language)
    assert not [t.name for t in r.tables.tiles for e in events if t.name in e and _(t.name) != t.name]
    assert not any(w == e for w, e in zip(words[2:], english[2:], strict=True) if e.startswith("Take "))
    assert not [w for w in words + events if "{" in w.replace("{seat", "")]  # every placeholder filled
    language.use_language("en")
    state, events = _a_turn(r)
    assert _texts(r, state) == english and events == english_events
