"""Saves: round trip, atomic writes, and a clear SaveError for every kind of bad file."""

from __future__ import annotations

import json
import os
from pathlib import Path

import pytest
from hypothesis import HealthCheck, given, settings
from hypothesis import strategies as st

from tabletop.core import GameConfig, SaveError
from tabletop.model.playout import play_session
from tabletop.model.registry import GAME_IDS, load_game
from tabletop.model.saves import CURRENT_SCHEMA, load_session, save_session

GAME = GAME_IDS[0]


@pytest.fixture(scope="module")
def mid_game():
    entry = load_game(GAME, use_datapacks=False)
    return play_session(entry.rules, GameConfig(players=entry.meta.min_players), "saves", max_plies=40)


@pytest.fixture()
def save_file(mid_game, tmp_path) -> Path:
    path = tmp_path / "game.json"
    save_session(mid_game, GAME, path)
    return path


def _edit(path: Path, change) -> bytes:
    data = json.loads(path.read_text())
    change(data)
    path.write_text(json.dumps(data))
    return path.read_bytes()


def _refused(path: Path, words: str) -> None:
    before = path.read_bytes() if path.is_file() else None
    with pytest.raises(SaveError, match=words):
        load_session(path)
    if before is not None:
        assert path.read_bytes() == before, "a failed load touched the file"


def test_round_trip_mid_game(mid_game, save_file) -> None:
    loaded, env = load_session(save_file)
    assert env.schema_version == CURRENT_SCHEMA
    assert loaded.history == mid_game.history
    assert loaded.digest() == mid_game.digest()
    assert [s.name for s in loaded.seats] == [s.name for s in mid_game.seats]


def test_write_is_atomic_and_leaves_no_temp_files(mid_game, tmp_path) -> None:
    path = tmp_path / "a.json"
    save_session(mid_game, GAME, path)
    save_session(mid_game, GAME, path)
    assert sorted(p.name for p in tmp_path.iterdir()) == ["a.json"]


def test_failed_write_keeps_the_old_file(mid_game, tmp_path, monkeypatch) -> None:
    path = tmp_path / "a.json"
    save_session(mid_game, GAME, path)
    before = path.read_bytes()

    def broken_fsync(fd: int) -> None:
        raise OSError(28, "No space left on device")

    monkeypatch.setattr(os, "fsync", broken_fsync)
    with pytest.raises(SaveError, match="No space"):
        save_session(mid_game, GAME, path)
    assert path.read_bytes() == before
    assert sorted(p.name for p in tmp_path.iterdir()) == ["a.json"]


def test_not_json(save_file) -> None:
    save_file.write_text("this is not json {")
    _refused(save_file, "not valid JSON")


def test_truncated(save_file) -> None:
    save_file.write_bytes(save_file.read_bytes()[:-40])
    _refused(save_file, "not valid JSON")


def test_wrong_format(save_file) -> None:
    _edit(save_file, lambda d: d.update(format="chess-pgn"))
    _refused(save_file, "not a Tabletop save")


def test_unknown_game(save_file) -> None:
    _edit(save_file, lambda d: d.update(game_id="monopoly"))
    _refused(save_file, "unknown game")


def test_newer_schema(save_file) -> None:
    _edit(save_file, lambda d: d.update(schema_version=CURRENT_SCHEMA + 1))
    _refused(save_file, "newer Tabletop")


def test_missing_field(save_file) -> None:
    _edit(save_file, lambda d: d.pop("seed"))
    _refused(save_file, "field 'seed'")


def test_extra_field(save_file) -> None:
    _edit(save_file, lambda d: d.update(cheat=True))
    _refused(save_file, "field 'cheat'")


def test_illegal_action_in_history(save_file) -> None:
    def change(d):
        d["history"][-1] = "fly moon:1:2"
    _edit(save_file, change)
    _refused(save_file, "refuse")


def test_unparsable_action_in_history(save_file) -> None:
    def change(d):
        d["history"][-1] = "!!!"
    _edit(save_file, change)
    _refused(save_file, "refuse")


def test_digest_mismatch(save_file) -> None:
    _edit(save_file, lambda d: d.update(digest="0" * 64))
    _refused(save_file, "checksum")


def test_unreadable_file_and_folder(tmp_path) -> None:
    _refused(tmp_path / "missing.json", "Could not read")
    folder = tmp_path / "folder.json"
    folder.mkdir()
    _refused(folder, "folder")


@settings(max_examples=60, deadline=None, suppress_health_check=[HealthCheck.function_scoped_fixture])
@given(cut=st.integers(min_value=0, max_value=10_000), junk=st.binary(max_size=8))
def test_any_truncation_or_corruption_is_a_save_error(save_file, cut: int, junk: bytes) -> None:
    good = save_file.read_bytes()
    bad = good[: cut % len(good)] + junk
    save_file.write_bytes(bad)
    try:
        load_session(save_file)
    except SaveError:
        pass
    assert save_file.read_bytes() == bad
    save_file.write_bytes(good)


@settings(max_examples=60, deadline=None, suppress_health_check=[HealthCheck.function_scoped_fixture])
@given(key=st.sampled_from(["seed", "config", "seats", "history", "cursor", "digest", "game_id"]),
       value=st.one_of(st.none(), st.integers(), st.text(max_size=5), st.lists(st.integers(), max_size=3)))
def test_any_mutated_field_is_a_save_error_or_loads_consistently(save_file, key: str, value) -> None:
    good = save_file.read_bytes()
    _edit(save_file, lambda d: d.update({key: value}))
    try:
        session, env = load_session(save_file)
        assert session.digest() == env.digest
    except SaveError:
        pass
    save_file.write_bytes(good)


def test_a_new_save_gets_ordinary_permissions(mid_game, tmp_path) -> None:
    path = tmp_path / "perm.json"
    old = os.umask(0o022)
    try:
        save_session(mid_game, GAME, path)
    finally:
        os.umask(old)
    assert path.stat().st_mode & 0o777 == 0o644
