"""Madeira in German and Japanese (issue 34): the Japanese names are the Japanese Board Game
Arena guide's, the German ones the published or our own (resources/games/madeira/glossary.md), and
a game played in either language reads without a placeholder, an id or an English word left."""

from __future__ import annotations

import random
import re

import pytest

from tabletop.core import CHANCE, GameConfig
from tabletop.games.madeira import words
from tabletop.model import language


@pytest.fixture
def speak():
    def use(lang: str) -> None:
        language.use_language(lang)

    yield use
    language.use_language("en")


def test_japanese_names_are_the_guides(md, speak):
    speak("ja")
    t = md.tables
    assert [words.building_name(t, b) for b in range(5)] == ["製粉所", "カピタニア", "税関", "ギルド会館", "砦"]
    assert [words.char_name(t, c) for c in range(4)] == ["執事", "ギルドマスター", "市長", "司令官"]
    assert [words.city_name(t, c) for c in range(3)] == ["ポルト・サント", "フンシャル", "マシコ"]
    assert [words.colony_name(t, c) for c in range(3)] == ["アゾレス", "ブラジル", "インド"]
    assert {words.tile_name(t, tile) for tile in t.tile_ids} == {
        "修道士", "粉屋", "司教", "パトロン", "貴族", "外交官", "会計係", "航海長", "エンジニア", "巡査", "貴婦人", "スカウト"}
    assert {words.crown_name(t, tile) for tile in t.start_ids} == {"ギルドの影響", "探検", "通商路", "国家の富"}
    assert words.place_name(t, "tower:workers") == "見張り塔"
    assert words.place_name(t, "field:forest") == "森林"


def test_german_uses_the_published_goods(md, speak):
    speak("de")
    assert [words.good(g) for g in ("wheat", "sugar", "wine", "wood", "bread")] == [
        "Weizen", "Zuckerrohr", "Wein", "Holz", "Brot"]
    assert words.reals(1) == "1 Real" and words.pirate_points(2) == "2 Piratenpunkte"


# an id (``field:1a``), a placeholder left unfilled, or an English word of the game's own
LEFTOVER = re.compile(r"\{(?!seat\d)|\b(?:field|city|cship|route|building|guild|crown|reward):|"
                      r"\b(?:the|worker|wood|reals?|pirate|ship)\b")


@pytest.mark.parametrize("lang", ["de", "ja"])
def test_a_game_reads_without_english_or_ids(md, speak, lang):
    speak(lang)
    rules = md.rules
    state = rules.setup(GameConfig(players=4))
    rng = random.Random(lang)
    said: list[str] = []
    for _ in range(600):
        decision = rules.decision(state)
        if decision is None:
            break
        said.append(decision.prompt)
        actions = rules.legal_actions(state)
        if decision.seat != CHANCE:
            said.extend(rules.describe(state, a) for a in actions[:10])
            view = rules.view(state, decision.seat)
            said.extend(z.title for z in view.zones)
            said.extend(z.detail for z in view.zones)
            said.extend(p.detail for p in view.pieces)
        result = rules.apply(state, actions[rng.randrange(len(actions))])
        said.extend(e.text for e in result.events)
        state = result.state
    wrong = [text for text in said if LEFTOVER.search(text)]
    assert not wrong, wrong[:10]
