"""Harvest Island in German and Japanese (issue 34): the table's words built once (card faces,
zone titles, prompts) follow a change of language, and the catalogs' words read in place."""

from __future__ import annotations

import pytest

from tabletop.model import language


@pytest.fixture(autouse=True)
def english_again():
    yield
    language.use_language("en")


def test_the_cached_words_follow_a_change_of_language(hi):
    state = hi.state(2, hands={0: ("banana:01", "cherry:01", "fert:01")},
                     fields={0: (("banana:02",), (), ())})
    english = hi.rules.view(state, 0)
    language.use_language("x-pseudo")
    pseudo = hi.rules.view(state, 0)
    assert all(z.title.startswith(language.OPEN) for z in pseudo.zones), "a zone title stayed English"
    assert all(p.label.startswith(language.OPEN) for p in pseudo.pieces if p.kind == "card")
    assert all(name.startswith(language.OPEN) for p in pseudo.players for name, _ in p.resources)
    assert hi.rules.decision(state).prompt.startswith(language.OPEN)
    language.use_language("en")
    assert hi.rules.view(state, 0) == english  # nothing of the other language stays behind
    assert hi.rules.decision(state).prompt == "play a card (1 of 2) or harvest"


def test_german_and_japanese_read_in_place(hi):
    state = hi.play(hi.state(2, hands={0: ("banana:01", "cherry:01")}), "play card:hi:banana:01")
    sow = hi.rules.parse_action("sow field:0:hill")
    language.use_language("de")
    assert hi.rules.describe(state, sow) == "Banane (3) auf das Hügelfeld säen"
    assert hi.rules.view(state, 0).zone("field:0:plain").title == "Ebene"
    language.use_language("ja")
    assert hi.rules.describe(state, sow) == "バナナ（3）を丘の畑にまく"
    assert hi.rules.decision(state).prompt == "カードをまく、植える、または放出してください（2枚中1枚目）"
