"""The log in another language (issue 34): "Name: action", the action as its catalog words
it; the English third-person rewriting only while the words are English."""

from __future__ import annotations

import pytest

from tabletop.core import GameConfig
from tabletop.model import language
from tabletop.model.log_text import ply_text, said_by, third_person
from tabletop.model.playout import play_session
from tabletop.model.registry import load_game


@pytest.fixture
def english_afterwards():
    yield
    language.use_language("en")


def test_english_turns_the_imperative_into_a_sentence() -> None:
    assert said_by("Anna", "Take 2 fish") == "Anna takes 2 fish"
    assert third_person("Sow Cherry in your plain field") == "Sow Cherry in their plain field"


@pytest.mark.parametrize("lang, line", [("de", "Anna: 2 Fische nehmen"), ("ja", "Anna：2 Fische nehmen")])
def test_other_languages_read_name_colon_action(lang: str, line: str, english_afterwards) -> None:
    language.use_language(lang)
    assert said_by("Anna", "2 Fische nehmen") == line
    assert third_person("your field") == "your field"  # English grammar is left to English


def test_a_game_logged_in_another_language_has_no_english_sentences(english_afterwards) -> None:
    rules = load_game("harvest_island").rules
    session = play_session(rules, GameConfig(2), "3", max_plies=12)
    english = [ply_text(session, i, p, None) for i, p in enumerate(session.plies)]
    language.use_language(language.PSEUDO)
    pseudo = [ply_text(session, i, p, None) for i, p in enumerate(session.plies)]
    assert len(pseudo) == len(english)
    named = [t for t in pseudo if t and not t.startswith("{seat")]
    assert named and all(language.OPEN in t for t in named)  # every line went through a catalog
    language.use_language("en")
    assert [ply_text(session, i, p, None) for i, p in enumerate(session.plies)] == english
