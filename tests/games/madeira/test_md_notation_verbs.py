"""The worker-move verbs read as words (to_city, to_colony, to_tower); texts in the older
notation (tocity, tocolony, totower) still parse to the same actions, so old saves, journals
and the golden playthrough replay to the same positions and scores."""

from __future__ import annotations

import json
from pathlib import Path

import pytest

from tabletop.core import GameConfig, InvalidActionError
from tabletop.games.madeira.actions import OLD_VERBS, VERBS, parse
from tabletop.model.registry import load_game
from tabletop.model.session import GameSession, Seat
from tabletop.model.state_dump import state_digest

TESTS = Path(__file__).resolve().parents[2]
GOLDEN = TESTS / "golden" / "madeira.json"
RENAMED = {"tocity": "to_city", "tocolony": "to_colony", "totower": "to_tower"}


def _old_to_new(text: str) -> str:
    verb, _, rest = text.partition(" ")
    return f"{RENAMED.get(verb, verb)} {rest}".strip()


@pytest.mark.parametrize(("old", "new"), [
    ("tocity city:fu:3 field:2a", "to_city city:fu:3 field:2a"),
    ("tocolony colony:azores home:0:workers", "to_colony colony:azores home:0:workers"),
    ("totower tower:workers city:ps:0", "to_tower tower:workers city:ps:0"),
])
def test_an_old_verb_parses_to_the_same_action_as_the_new_one(old: str, new: str) -> None:
    assert parse(old) == parse(new)
    assert parse(old).text() == new  # what a save written now holds


def test_the_alias_table_maps_old_verbs_to_current_ones_only() -> None:
    assert OLD_VERBS == RENAMED
    assert all(new in VERBS and old not in VERBS for old, new in OLD_VERBS.items())
    with pytest.raises(InvalidActionError):
        parse("chance: tocity city:fu:3 field:2a")  # a chance verb is never aliased


def _replay(history: list[str], players: int, seed: str) -> GameSession:
    rules = load_game("madeira", use_datapacks=False).rules
    seats = [Seat(f"P{i}") for i in range(players)]
    return GameSession.restore(rules, GameConfig(players=players), seed, seats, history)


def test_the_golden_history_in_the_old_notation_replays_to_the_same_scores() -> None:
    golden = json.loads(GOLDEN.read_text())
    old = golden["history"]
    assert {t.split()[0] for t in old} & set(RENAMED)  # it really uses the old verbs
    session = _replay(old, golden["players"], golden["seed"])
    assert session.is_over
    outcome = session.outcome()
    assert [[[t.name, t.points] for t in s.terms] for s in outcome.sheets] == golden["scores"]
    assert list(outcome.ranks) == golden["ranks"]
    # the replayed history is written in the new notation, and replays to the same position
    assert session.history == [_old_to_new(t) for t in old]
    assert not {t.split()[0] for t in session.history} & set(RENAMED)
    again = _replay(session.history, golden["players"], golden["seed"])
    assert state_digest(again.state) == state_digest(session.state)
