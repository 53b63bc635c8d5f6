"""The how-to-play guides in German and Japanese (issue 34): each translation keeps its
English source's sections and figures, a cheap check that nothing was left out or changed."""

from __future__ import annotations

import re
from pathlib import Path

import pytest

from tabletop.model import paths
from tabletop.model.guide import guide_path
from tabletop.model.registry import GAME_IDS

LANGS = ("de", "ja")
SHORTEST = {"de": 0.9, "ja": 0.4}


def translated_path(game_id: str, lang: str) -> Path:
    return paths.resources_dir() / "games" / game_id / f"how-to-play.{lang}.md"


TRANSLATIONS = [(g, lang) for g in GAME_IDS for lang in LANGS if translated_path(g, lang).is_file()]


def _headings(text: str) -> list[int]:
    """The level of every heading, in order."""
    return [len(m.group(1)) for m in re.finditer(r"^(#+) ", text, re.M)]


def _numbers(text: str) -> set[str]:
    return set(re.findall(r"\d+", text))


_WORDS = ("one", "two", "three", "four", "five", "six", "seven", "eight", "nine", "ten")


def _numbers_in_words(text: str) -> set[str]:
    """The English's figures in words ("two cards"): a translation may write them as digits."""
    return {
        str(_WORDS.index(w.lower()) + 1)
        for w in re.findall(r"\b(" + "|".join(_WORDS) + r")\b", text, re.I)
    }


def _read(path: Path) -> str:
    return path.read_text(encoding="utf-8")


@pytest.mark.parametrize(("game_id", "lang"), TRANSLATIONS)
def test_a_translated_guide_keeps_the_sections_and_figures_of_the_english(
    game_id: str, lang: str
) -> None:
    english, translated = _read(guide_path(game_id)), _read(translated_path(game_id, lang))
    assert _headings(translated) == _headings(english), f"{game_id} {lang}: headings differ"
    missing = _numbers(english) - _numbers(translated)
    extra = _numbers(translated) - _numbers(english) - _numbers_in_words(english)
    assert not missing and not extra, f"{game_id} {lang}: figures missing {missing}, added {extra}"
    # German runs about 1.15 times the English's letters, Japanese about 0.53: far less is a gap
    assert len(translated) > SHORTEST[lang] * len(english), (
        f"{game_id} {lang}: much shorter than the English"
    )


def test_every_game_has_its_guide_in_german_and_japanese() -> None:
    missing = [
        (g, lang) for g in GAME_IDS for lang in LANGS if not translated_path(g, lang).is_file()
    ]
    assert not missing


def test_japanese_guides_have_no_soft_line_breaks() -> None:
    # Markdown shows a line break inside a paragraph as a space, which splits Japanese words
    block = re.compile(r"\s*(#|- |\||\d+\. |$)")
    for game_id in GAME_IDS:
        lines = _read(translated_path(game_id, "ja")).splitlines()
        broken = [
            (a, b)
            for a, b in zip(lines, lines[1:], strict=False)
            if a.strip()
            and not re.match(r"\s*[#|]", a)
            and not block.match(b)
            and not a[-1].isascii()
        ]
        assert not broken, f"{game_id}: a paragraph wrapped mid-sentence: {broken[:2]}"
