"""Players' words: random games of every game, every log line, every text on the table
and every button or tooltip text scanned for engine language (ids, keys, coordinates,
snake_case, ids used as faces, wrong plurals, jargon), for placeholders left in braces, and
the lines a seat reads about another seat's move for the second person ("your field")."""

from __future__ import annotations

import functools
import re

import pytest

from tabletop.core import CHANCE, GameConfig, fill_seat_names
from tabletop.model.playout import play_session
from tabletop.model.registry import GAME_IDS, load_game
from tabletop.qt.log_panel import ply_text

from .wording import engine_words

NAMES = ["Anna", "Ben", "Chloé", "Dev", "Ema"]
SEEDS = ("1", "2")
VIEW_EVERY = 7  # plies between looks at the table (a view per seat each time)


def _configs(game_id: str) -> list[GameConfig]:
    meta = load_game(game_id, use_datapacks=False).meta
    configs = [GameConfig(players=n) for n in sorted({meta.min_players, meta.max_players})]
    for variant in meta.variants:
        counts = variant.player_counts or meta.player_counts
        configs.append(GameConfig(players=max(counts), variants=(variant.id,)))
    return configs


def _table_texts(view) -> list[str]:
    texts = [view.status]
    for zone in view.zones:
        texts += [zone.title, zone.note, zone.detail]
    for piece in view.pieces:
        texts += [piece.label, piece.detail, piece.value]
    for panel in view.players:
        for name, value in panel.resources:
            texts += [name, value]
    return [t for t in texts if t]


YOU = re.compile(r"\b(you|your|yours|yourself)\b", re.IGNORECASE)
BRACES = re.compile(r"\{[^{}]*\}")


@functools.cache
def _others_lines(game_id: str) -> dict[str, str]:
    """Every distinct log line a seat reads about a move it did not make (chance included)."""
    _texts_of_games(game_id)
    return _OTHERS[game_id]


_OTHERS: dict[str, dict[str, str]] = {}


@functools.cache
def _texts_of_games(game_id: str) -> dict[str, str]:
    """Every distinct player-facing text of a few random games, with where it was seen."""
    rules = load_game(game_id, use_datapacks=False).rules
    seen: dict[str, str] = {}
    others = _OTHERS.setdefault(game_id, {})
    for variant in rules.meta.variants:  # the New Game dialog's words
        seen.setdefault(variant.description, "variant description")

    def fill(text: str) -> str:
        return fill_seat_names(text, NAMES)

    for config in _configs(game_id):
        for seed in SEEDS:
            session = play_session(rules, config, seed)
            where = f"{config.players} players {'+'.join(config.variants)} seed {seed}"
            for index, ply in enumerate(session.plies):
                for viewer in range(config.players):
                    line = ply_text(session, index, ply, viewer, fill)
                    seen.setdefault(line, f"log, {where}")
                    if viewer != ply.seat:
                        others.setdefault(line, f"log of {NAMES[viewer]}, {where}, ply {index}")
                if index % VIEW_EVERY:
                    continue
                state = session.state_before(index)
                for viewer in range(config.players):
                    for text in _table_texts(rules.view(state, viewer)):
                        seen.setdefault(fill(text), f"table, {where}, ply {index}")
                decision = rules.decision(state)
                if decision is not None and decision.seat != CHANCE:
                    seen.setdefault(fill(decision.prompt), f"prompt, {where}")
                    for action in rules.legal_actions(state):
                        seen.setdefault(fill(rules.describe(state, action)), f"button, {where}")
    return seen


@pytest.mark.parametrize("game_id", GAME_IDS)
def test_no_engine_language_reaches_players(game_id: str) -> None:
    bad = []
    for text, where in _texts_of_games(game_id).items():
        for finding in engine_words(text):
            bad.append(f"{finding} in {text!r} ({where})")
    assert not bad, f"{len(bad)} engine words, e.g.:\n" + "\n".join(bad[:40])


@pytest.mark.parametrize("game_id", GAME_IDS)
def test_no_placeholders_reach_players(game_id: str) -> None:
    bad = [f"{text!r} ({where})" for text, where in _texts_of_games(game_id).items() if BRACES.search(text)]
    assert not bad, f"{len(bad)} texts with a placeholder, e.g.:\n" + "\n".join(bad[:20])


@pytest.mark.parametrize("game_id", GAME_IDS)
def test_others_moves_read_in_the_third_person(game_id: str) -> None:
    """ "Anna sows Cherry in their plain field", never "Anna: Sow Cherry in your ..." for Ben."""
    bad = [f"{text!r} ({where})" for text, where in _others_lines(game_id).items() if YOU.search(text)]
    assert not bad, f"{len(bad)} lines in the second person, e.g.:\n" + "\n".join(bad[:20])


# what nobody at a table says (issue 35): the move that shows a hidden card says it, chance
# that shows nothing is not announced, and scoring a request is not discarding it
UNSAID = ("made a hidden choice", "a hidden draw", " is drawn", "discarded the crown request")


@pytest.mark.parametrize("game_id", GAME_IDS)
def test_no_words_nobody_at_the_table_would_say(game_id: str) -> None:
    bad = [f"{text!r} ({where})" for text, where in _texts_of_games(game_id).items()
           if any(words in text for words in UNSAID) or (where.startswith("prompt") and "stand-in" in text)]
    assert not bad, f"{len(bad)} texts, e.g.:\n" + "\n".join(bad[:20])


def test_the_scanner_knows_engine_language() -> None:
    assert engine_words("activate cell:0:1,2")
    assert engine_words("retire tavern:3")
    assert engine_words("a tile at (1,2)")
    assert engine_words("tile L-10") and engine_words("tile I3-09") and engine_words("c05")
    assert engine_words("+1 reals") and engine_words("1 points")
    assert engine_words("close the Anytime window")
    assert engine_words("guild_rows")
    for fine in ("Anna gains 1 point", "2 reals", "row 2, column 3", "Chance: Ben draws a card",
                 "Field 1a", "Round 3 of 5", "31½ points", "11 points", "Pass IV: 5 reals"):
        assert not engine_words(fine), fine


@pytest.mark.parametrize("game_id", GAME_IDS)
def test_a_question_answered_by_a_click_says_so(game_id: str) -> None:
    """ "Use the new elder right away?" offered only "Decline": a yes/no prompt whose yes is
    a click on the table names the click too."""
    rules = load_game(game_id, use_datapacks=False).rules
    bad = set()
    for config in _configs(game_id)[:2]:
        session = play_session(rules, config, "1")
        for index in range(session.ply):
            state = session.state_before(index)
            decision = rules.decision(state)
            if decision is None or decision.seat == CHANCE or "?" not in decision.prompt:
                continue
            places = [rules.action_place(a) for a in rules.legal_actions(state)]
            if any(places) and None in places and "click" not in decision.prompt.lower():
                bad.add(decision.prompt)
    assert not bad, sorted(bad)
