"""Files written by an earlier Tabletop keep loading: a save, an autosave journal and a campaign
record, each made by the code of the time (tests/data/saves, journals, campaigns)."""

from __future__ import annotations

import json
import shutil
from pathlib import Path

import pytest

from tabletop.model import autosave, campaign
from tabletop.model.saves import load_session

DATA = Path(__file__).resolve().parents[1] / "data"
SAVE = DATA / "saves" / "saltfjord-schema3.json"
JOURNAL = DATA / "journals" / "orchard_ocean-journal2.jsonl"
CAMPAIGN = DATA / "campaigns" / "nusfjord-campaign-schema1.json"
CAMPAIGN_GAME_1 = DATA / "saves" / "nusfjord-campaign-game1-schema3.json"


def test_a_schema_3_save_loads_with_its_seats_hints_and_history(tmp_path: Path) -> None:
    copy = tmp_path / SAVE.name
    shutil.copy(SAVE, copy)
    session, env = load_session(copy)
    assert env.game_id == "saltfjord" and env.created_at == "2027-01-10T19:00:00+00:00"
    saved = json.loads(SAVE.read_text())
    # the same actions (the save is in Saltfjord's old notation; the session writes the new
    # verbs, e.g. "chance: abboard swap" -> "chance: board_ability swap"); load_session has
    # checked the final state against the save's own digest
    parse = session.rules.parse_action
    assert [parse(t) for t in session.history] == [parse(t) for t in saved["history"]]
    assert session.ply == 109
    assert [(s.name, s.kind) for s in session.seats] == [
        ("Anna", "human"), ("Ben", "easy"), ("Chloé", "human")
    ]
    assert session.hints_allowed and session.hints_used == [1, 0, 2]
    assert not session.is_over


def test_a_schema_2_journal_resumes_where_it_stopped(tmp_path: Path) -> None:
    copy = tmp_path / JOURNAL.name
    shutil.copy(JOURNAL, copy)
    assert [u.actions for u in autosave.list_unfinished(tmp_path)] == [53]
    session, game_id, note = autosave.recover_journal(copy)
    assert game_id == "orchard_ocean" and note == "" and session.ply == 53
    assert [s.kind for s in session.seats] == ["human", "human", "normal"]
    assert autosave.read_journal(copy).header.save_path == "/nowhere/orchard.json"


@pytest.fixture
def old_campaign(isolated_user_data: Path) -> Path:
    path = campaign.campaign_path()
    path.parent.mkdir(parents=True, exist_ok=True)
    shutil.copy(CAMPAIGN, path)
    return path


def test_a_schema_1_campaign_record_loads_with_its_game(old_campaign: Path) -> None:
    record = campaign.load_campaign()
    assert record.problem == ""
    assert record.game_number == 2 and record.combined == 15 and record.rank == 0
    assert record.games()[0].seed == "fixture-campaign1"


def test_the_old_campaigns_game_is_still_known_as_recorded(old_campaign: Path, tmp_path: Path) -> None:
    """Game 1, opened again from its save, is refused: the record knows it (seed and digest)."""
    copy = tmp_path / CAMPAIGN_GAME_1.name
    shutil.copy(CAMPAIGN_GAME_1, copy)
    session, _env = load_session(copy)
    assert session.is_over
    before = old_campaign.read_bytes()
    line = campaign.record_session("nusfjord", session)
    assert "already recorded" in line
    assert old_campaign.read_bytes() == before
