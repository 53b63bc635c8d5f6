"""Players' words: random games of every game, every log line, every text on the table
and every button or tooltip text scanned for engine language (ids, keys, coordinates,
snake_case, ids used as faces, wrong plurals, jargon)."""

from __future__ import annotations

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


def _texts_of_games(game_id: str) -> dict[str, str]:
    """Every distinct player-facing text of a few random games, with where it was seen."""
    rules = load_game(game_id, use_datapacks=False).rules
    seen: dict[str, str] = {}

    def fill(text: str) -> str:
        return fill_seat_names(text, NAMES)

    for config in _configs(game_id):
        for seed in SEEDS:
            session = play_session(rules, config, seed)
            where = f"{config.players} players {'+'.join(config.variants)} seed {seed}"
            for index, ply in enumerate(session.plies):
                for viewer in range(config.players):
                    seen.setdefault(ply_text(session, index, ply, viewer, fill), f"log, {where}")
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
