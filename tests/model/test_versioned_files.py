"""The canonical state dump, the one versioned header and its ladder, the rules-version check."""

from __future__ import annotations

import enum
import json
import re
import shutil
from dataclasses import dataclass, field
from pathlib import Path
from typing import Any

import pytest

from tabletop.core import GameConfig, SaveError
from tabletop.model import campaign
from tabletop.model.autosave import AutosaveJournal, recover_journal
from tabletop.model.checksum import header_check
from tabletop.model.migrations import CAMPAIGNS, JOURNALS, SAVES
from tabletop.model.playout import play_session
from tabletop.model.registry import load_game
from tabletop.model.saves import load_session, save_session
from tabletop.model.session import GameSession, Seat
from tabletop.model.state_dump import (
    StateDumpError,
    canonical_dump,
    legacy_state_digest,
    state_digest,
)

DATA = Path(__file__).resolve().parents[1] / "data"
OLD_SAVE = DATA / "saves" / "saltfjord-schema3.json"
GAME = "harvest_island"


# --- the canonical dump ------------------------------------------------------------------------
class Colour(enum.Enum):
    RED = 7
    BLUE = 3


@dataclass(frozen=True)
class Before:
    b: tuple[int, ...]
    a: str
    c: Colour | None = None
    cache: dict[str, int] = field(default_factory=dict, compare=False)


@dataclass(frozen=True)
class AfterARefactor:  # another name, the fields in another order, a list for the tuple
    a: str
    c: Colour | None
    b: list[int]


def test_the_dump_is_by_field_name_sorted_whatever_the_class_or_field_order() -> None:
    before = Before((1, 2), "x", Colour.RED, {"left": 1})
    after = AfterARefactor("x", Colour.RED, [1, 2])
    assert canonical_dump(before) == canonical_dump(after) == '{"a":"x","b":[1,2],"c":"RED"}'
    assert state_digest(before) == state_digest(after)
    assert legacy_state_digest(before) != legacy_state_digest(after)  # repr saw every change


def test_the_dump_takes_the_plain_values_and_nothing_else() -> None:
    assert canonical_dump({"b": (True, None), "a": ("é",)}) == '{"a":["\\u00e9"],"b":[true,null]}'
    assert canonical_dump({2: 1, 10: 0}) == '{"10":0,"2":1}'
    for bad, where in [(Before((1,), "x", 1.5), "state.c"), ((1, {2, 3}), "state[1]"),  # type: ignore[arg-type]
                       ({(1, 2): 0}, "state"), (object(), "state")]:
        with pytest.raises(StateDumpError, match=f"at {re.escape(where)}"):
            canonical_dump(bad)


def test_the_dump_of_every_game_is_fast_enough_for_saving_a_long_game() -> None:
    import time

    entry = load_game(GAME, use_datapacks=False)
    session = play_session(entry.rules, GameConfig(players=entry.meta.max_players), "long")
    start = time.perf_counter()
    for _ in range(20):
        session.digest()
    assert (time.perf_counter() - start) / 20 < 0.01, "a digest takes well under 10 ms"


# --- one header, one ladder -----------------------------------------------------------------------
@pytest.mark.parametrize("ladder", [SAVES, JOURNALS, CAMPAIGNS], ids=lambda ladder: ladder.noun)
def test_every_kind_has_a_step_from_each_older_version(ladder) -> None:
    assert sorted(ladder.steps) == list(range(1, ladder.current))
    head = {"format": ladder.format, "schema_version": ladder.current + 1}
    with pytest.raises(SaveError, match=rf"newer Tabletop \({ladder.noun} format {ladder.current + 1};"):
        ladder.version_of(head, "F")
    with pytest.raises(SaveError, match="not a whole number"):
        ladder.version_of({**head, "schema_version": "2"}, "F")
    with pytest.raises(SaveError, match=f"F is not a Tabletop {ladder.noun}"):
        ladder.check_format({"format": "chess"}, "F")


def test_files_share_the_header(tmp_path: Path, isolated_user_data: Path) -> None:
    entry = load_game(GAME, use_datapacks=False)
    session = GameSession.new(entry.rules, GameConfig(players=2), "h", [Seat("A"), Seat("B")])
    save_session(session, GAME, tmp_path / "s.json")
    journal = AutosaveJournal(session, GAME, tmp_path / "j.jsonl")
    campaign.save_campaign(campaign.CampaignRecord())
    heads = [json.loads((tmp_path / "s.json").read_text()),
             json.loads(journal.path.read_text().splitlines()[0]),
             json.loads(campaign.campaign_path().read_text())]
    assert [(h["format"], h["schema_version"]) for h in heads] == [
        ("tabletop-save", 4), ("tabletop-journal", 2), ("tabletop-campaign", 2)
    ]
    assert all(list(h)[:2] == ["format", "schema_version"] for h in heads)


# --- saves before schema 4 ---------------------------------------------------------------------
def _old_save(tmp_path: Path, change=None) -> Path:
    path = tmp_path / OLD_SAVE.name
    data = json.loads(OLD_SAVE.read_text())
    if change is not None:
        change(data)
    path.write_text(json.dumps(data))
    return path


def test_an_old_save_loads_with_the_digest_and_checksum_of_today(tmp_path: Path) -> None:
    path = _old_save(tmp_path)
    old = json.loads(path.read_text())
    session, env = load_session(path)
    assert old["digest"] == legacy_state_digest(session.state) != env.digest == session.digest()
    assert env.checksum == env.expected_checksum(env.digest) != old["checksum"]
    again = tmp_path / "again.json"
    save_session(session, env.game_id, again, env.created_at)
    data = json.loads(again.read_text())
    assert data["schema_version"] == 4 and "cursor" not in data and data["digest"] == env.digest
    assert load_session(again)[0].history == session.history


@pytest.mark.parametrize(
    ("change", "words"),
    [
        (lambda d: d.update(digest="0" * 64), "does not match its checksum: the history replays"),
        (lambda d: d.update(seed="other"), "does not match its checksum: its seed"),
        (lambda d: d.update(cursor=d["cursor"] - 1), "damaged: it says 108 actions were played but lists 109"),
        (lambda d: d.pop("cursor"), "damaged: its count of the actions played is missing"),
        (lambda d: d.update(cursor="all"), "damaged: its count of the actions played is missing or not a number"),
    ],
    ids=["digest", "seed", "cursor-off-by-one", "no-cursor", "cursor-text"],
)
def test_an_edited_old_save_is_refused_as_before(tmp_path: Path, change, words: str) -> None:
    path = _old_save(tmp_path, change)
    before = path.read_bytes()
    with pytest.raises(SaveError, match=words) as caught:
        load_session(path)
    assert path.name in str(caught.value) and path.read_bytes() == before
    assert sorted(p.name for p in tmp_path.iterdir()) == [path.name], "no backup of a refused save"


def test_a_cursor_in_a_new_save_is_an_unknown_field(tmp_path: Path) -> None:
    session, env = load_session(_old_save(tmp_path))
    path = tmp_path / "new.json"
    save_session(session, env.game_id, path)
    data = json.loads(path.read_text())
    path.write_text(json.dumps({**data, "cursor": session.ply}))
    with pytest.raises(SaveError, match="field 'cursor'"):
        load_session(path)


# --- the rules version: one check, its own message ----------------------------------------------
@pytest.mark.parametrize(
    ("version", "words"),
    [
        ("2", "saved with older rules \\(version '2' of the Saltfjord rules\\); this Tabletop plays "
              "version '3', so it cannot continue the game"),
        ("4", "saved with newer rules \\(version '4' of the Saltfjord rules\\); this Tabletop plays "
              "version '3'. Please update Tabletop"),
        ("beta", "saved with other rules \\(version 'beta' of the Saltfjord rules\\)"),
    ],
)
def test_a_save_and_an_autosave_of_other_rules_get_the_same_message(tmp_path: Path, version, words) -> None:
    path = _old_save(tmp_path, lambda d: d.update(rules_version=version))
    with pytest.raises(SaveError, match=f"{path.name} was {words}") as caught:
        load_session(path)
    assert "checksum" not in str(caught.value)
    session, _env = load_session(_old_save(tmp_path))
    journal = AutosaveJournal(session, "saltfjord", tmp_path / "game.jsonl")
    journal.close(keep=True)
    lines = journal.path.read_text().splitlines()
    head = {**json.loads(lines[0]), "rules_version": version}
    head["check"] = header_check({k: head[k] for k in ("game_id", "rules_version", "seed")}
                                 | {"config": head["config"], "kinds": [s["kind"] for s in head["seats"]]})
    journal.path.write_text("\n".join([json.dumps(head), *lines[1:]]) + "\n")
    with pytest.raises(SaveError, match=f"The autosave game.jsonl was {words}"):
        recover_journal(journal.path)


# --- journals and the campaign record through their ladders ------------------------------------
def _journal_with_header(path: Path, **changes: Any) -> Path:
    """A kept autosave journal of a fresh game at ``path``, its header line edited."""
    entry = load_game(GAME, use_datapacks=False)
    session = GameSession.new(entry.rules, GameConfig(players=2), path.stem, [Seat("A"), Seat("B")])
    journal = AutosaveJournal(session, GAME, path)
    journal.close(keep=True)
    lines = journal.path.read_text().splitlines()
    journal.path.write_text("\n".join([json.dumps({**json.loads(lines[0]), **changes}),
                                       *lines[1:]]) + "\n")
    return journal.path


def test_a_journal_of_a_newer_tabletop_is_refused_not_resumed(tmp_path: Path) -> None:
    path = _journal_with_header(tmp_path / "new.jsonl", schema_version=3)
    with pytest.raises(SaveError, match="The autosave new.jsonl was written by a newer Tabletop"):
        recover_journal(path)


def test_a_campaign_record_of_a_newer_tabletop_is_kept_aside(isolated_user_data: Path) -> None:
    campaign.save_campaign(campaign.CampaignRecord(rank=4))
    path = campaign.campaign_path()
    newer = {**json.loads(path.read_text()), "schema_version": 3}
    path.write_text(json.dumps(newer))
    record = campaign.load_campaign()
    assert record.rank == 0
    assert record.problem == (
        "The campaign record nusfjord.json was written by a newer Tabletop (campaign record "
        "format 3; this version reads up to 2). Please update. A new campaign record was started "
        "and the file was kept as nusfjord.json.bad."
    )
    assert json.loads(path.with_name("nusfjord.json.bad").read_text()) == newer


def test_recording_onto_an_old_campaign_record_keeps_the_old_file_and_its_game(
    isolated_user_data: Path, tmp_path: Path,
) -> None:
    path = campaign.campaign_path()
    path.parent.mkdir(parents=True, exist_ok=True)
    shutil.copy(DATA / "campaigns" / "nusfjord-campaign-schema1.json", path)
    rules = load_game("nusfjord").rules
    game2 = GameSession.new(rules, campaign.next_game_config(), "game 2", [Seat("Solo", "random")])
    game2.play_bots()
    line = campaign.record_session("nusfjord", game2)
    assert line.startswith("Campaign game 2 of 3 recorded")
    assert path.with_name("nusfjord.json.v1.bak").read_bytes() == (
        DATA / "campaigns" / "nusfjord-campaign-schema1.json"
    ).read_bytes()
    stored = json.loads(path.read_text())
    assert stored["schema_version"] == 2
    assert [g["state_dump"] for g in stored["current"]["games"]] == ["repr", "fields"]
    assert stored["current"]["games"][1]["digest"] == game2.digest()
    assert "already recorded" in campaign.record_session("nusfjord", game2)
    saved = shutil.copy(DATA / "saves" / "nusfjord-campaign-game1-schema3.json", tmp_path)
    game1, _env = load_session(Path(saved))  # a copy: loading an old save writes its .v3.bak
    assert "already recorded" in campaign.record_session("nusfjord", game1)


def test_a_journal_header_never_carries_lines_of_its_own(tmp_path: Path) -> None:
    path = _journal_with_header(tmp_path / "lines.jsonl", lines=[])
    with pytest.raises(SaveError, match="The autosave lines.jsonl is damaged: its header has a field 'lines'"):
        recover_journal(path)
