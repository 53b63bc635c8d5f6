"""The readable verbs of Saltfjord's notation, and texts in the old notation still load."""

from __future__ import annotations

import json
from pathlib import Path

import pytest

from tabletop.core import GameConfig, InvalidActionError
from tabletop.games.saltfjord.actions import (
    CHANCE_VERB_OF,
    CHANCE_VERBS,
    OLD_CHANCE_VERBS,
    OLD_PLAYER_VERBS,
    PLAYER_VERBS,
)
from tabletop.model.registry import load_game
from tabletop.model.session import GameSession, Seat

from .helpers import rules

GOLDEN = Path(__file__).resolve().parents[2] / "golden" / "saltfjord.json"

# each old text -> the same action written in the new notation
OLD_AND_NEW = [
    ("chance: abboard hold", "chance: board_ability hold"),
    ("chance: setab market", "chance: set_ability market"),
    ("chance: setbld start2", "chance: set_building start2"),
    ("chance: setres res4", "chance: set_resources res4"),
    ("chance: toptile square", "chance: track_tile square"),
    ("chance: special tokens", "chance: special_tile tokens"),
    ("chance: btop L-02", "chance: building_tile L-02"),
    ("chance: ctop c20", "chance: new_order c20"),
    ("payup room:1:grain food", "pay_upgrade room:1:grain food"),
    ("sellfish 5", "sell_fish 5"),
    ("gainfish", "take_fish"),
    ("up room:0:fish wood", "upgrade room:0:fish wood"),
    ("down room:0:wood fish", "downgrade room:0:wood fish"),
]


@pytest.mark.parametrize(("old", "new"), OLD_AND_NEW)
def test_an_old_text_parses_to_the_action_of_its_new_form(old: str, new: str) -> None:
    r = rules()
    action = r.parse_action(old)
    assert action == r.parse_action(new)
    assert r.action_text(action) == new  # what a new save writes


def test_every_old_verb_has_a_new_verb_of_the_same_kind() -> None:
    assert set(OLD_PLAYER_VERBS.values()) <= set(PLAYER_VERBS)
    assert set(OLD_CHANCE_VERBS.values()) <= set(CHANCE_VERBS)
    assert not set(OLD_PLAYER_VERBS) & set(PLAYER_VERBS)
    assert not set(OLD_CHANCE_VERBS) & set(CHANCE_VERBS)
    assert set(CHANCE_VERB_OF.values()) <= set(CHANCE_VERBS)
    tested = {old.removeprefix("chance: ").split()[0] for old, _new in OLD_AND_NEW}
    assert tested == set(OLD_PLAYER_VERBS) | set(OLD_CHANCE_VERBS)
    with pytest.raises(InvalidActionError):
        rules().parse_action("chance: payup room:1:grain food")  # a player verb is no chance verb


def test_the_golden_history_in_the_old_notation_replays_to_the_same_scores() -> None:
    golden = json.loads(GOLDEN.read_text())
    old_verbs = set(OLD_PLAYER_VERBS) | set(OLD_CHANCE_VERBS)
    assert any(text.replace("chance: ", "").split()[0] in old_verbs for text in golden["history"])
    entry = load_game("saltfjord", use_datapacks=False)
    seats = [Seat(f"P{i}") for i in range(golden["players"])]
    session = GameSession.restore(entry.rules, GameConfig(players=golden["players"]),
                                  golden["seed"], seats, golden["history"])
    assert session.is_over
    outcome = session.outcome()
    assert [[[t.name, t.points] for t in s.terms] for s in outcome.sheets] == golden["scores"]
    assert list(outcome.ranks) == golden["ranks"]
    # the replayed history is written in the new notation, action for action
    assert len(session.history) == len(golden["history"])
    for old, new in zip(golden["history"], session.history, strict=True):
        assert entry.rules.parse_action(old) == entry.rules.parse_action(new)
        assert not (set(new.replace("chance: ", "").split()[:1]) & old_verbs)
