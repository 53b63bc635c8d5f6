"""Choosing the language: the desktop's (LANGUAGE, LC_ALL, LC_MESSAGES, LANG), a Settings
choice over it, English for anything else; words follow a change at once, caches too."""

from __future__ import annotations

import pytest

from tabletop.core import Memo, i18n
from tabletop.model import language


@pytest.fixture(autouse=True)
def english_again():
    yield
    language.use_language("en")


@pytest.mark.parametrize(("env", "expected"), [
    ({"LANGUAGE": "de", "LANG": "de_DE.UTF-8"}, "de"),
    ({"LANG": "ja_JP.UTF-8"}, "ja"),
    ({"LANGUAGE": "fr:ja", "LANG": "fr_FR.UTF-8"}, "ja"),  # the first one we speak
    ({"LANGUAGE": "fr", "LANG": "fr_FR.UTF-8"}, "en"),
    ({"LC_ALL": "de_AT.UTF-8", "LANG": "ja_JP.UTF-8"}, "de"),
    ({"LC_ALL": "C.UTF-8", "LANG": "de_DE.UTF-8"}, "en"),
    ({"LANG": "de_DE@euro"}, "de"),
    ({}, "en"),
])
def test_desktop_language(env, expected):
    assert language.desktop_language(env) == expected


def test_setting_over_desktop(monkeypatch):
    monkeypatch.setenv("LANGUAGE", "ja")
    assert language.chosen_language("de") == "de"
    assert language.chosen_language("") == "ja"


def test_words_follow_the_language_and_caches_forget(tmp_path, monkeypatch):
    (tmp_path / "tabletop.pot").write_text(
        'msgid "Pass"\nmsgstr ""\n\nmsgid "{n} point"\nmsgid_plural "{n} points"\nmsgstr[0] ""\n',
        encoding="utf-8")
    monkeypatch.setattr(language, "locale_dir", lambda: tmp_path)
    _, n_, _p = i18n.domain("tabletop")
    memo: Memo[str, str] = Memo(10)
    memo.put("k", _("Pass"))
    language.use_language(language.PSEUDO)
    assert memo.get("k") is None  # words of the old language are gone
    shown = n_("{n} point", "{n} points", 3).format(n=3)
    assert shown.startswith(language.OPEN) and shown.endswith(language.CLOSE) and "3" in shown
    assert len(shown) >= len("3 points") * 1.4
    # a message the template lacks was never extracted: it stays plain, for the scans to find
    assert _("Not in the template") == "Not in the template"
    language.use_language("en")
    assert _("Pass") == "Pass" and i18n.is_source_language() is not False


def test_unknown_message_stays_english():
    language.use_language("de")
    _, n_, _p = i18n.domain("tabletop")
    assert _("A sentence no catalog has") == "A sentence no catalog has"
    assert n_("{n} thing", "{n} things", 1) == "{n} thing"
