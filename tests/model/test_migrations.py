"""Every released save schema stays loadable: one real save per schema lives in tests/data/saves."""

from __future__ import annotations

import json
import shutil
from pathlib import Path

import pytest

from tabletop.core import SaveError
from tabletop.model.migrations import CURRENT_SCHEMA, MIGRATIONS, upgrade
from tabletop.model.saves import load_session

SAVES = Path(__file__).resolve().parents[1] / "data" / "saves"
FIXTURES = sorted(SAVES.glob("*.json"))


def test_there_is_a_fixture_for_every_schema() -> None:
    versions = {json.loads(p.read_text())["schema_version"] for p in FIXTURES}
    assert versions == set(range(1, CURRENT_SCHEMA + 1))


@pytest.mark.parametrize("fixture", FIXTURES, ids=[p.name for p in FIXTURES])
def test_old_and_current_saves_load_and_replay(fixture: Path, tmp_path: Path) -> None:
    copy = tmp_path / fixture.name
    shutil.copy(fixture, copy)
    original = copy.read_bytes()
    session, env = load_session(copy)
    assert env.schema_version == CURRENT_SCHEMA
    assert session.digest() == env.digest
    assert copy.read_bytes() == original, "loading must never rewrite the file"
    old = json.loads(original)["schema_version"]
    backups = sorted(p.name for p in tmp_path.glob("*.bak"))
    assert backups == ([f"{fixture.name}.v{old}.bak"] if old < CURRENT_SCHEMA else [])


def test_upgrade_ladder_moves_one_step_at_a_time() -> None:
    v1 = {"format": "tabletop-save", "schema_version": 1, "timestamp": "2026-01-01T00:00:00+00:00",
          "seats": ["Anna", "Ben"]}
    v2 = MIGRATIONS[1](dict(v1))
    assert v2["schema_version"] == 2
    assert v2["created_at"] == v2["saved_at"] == v1["timestamp"]
    assert v2["seats"][0] == {"name": "Anna", "kind": "human", "color": ""}


@pytest.mark.parametrize("bad", [0, -1, "2", None, True, 2.5])
def test_a_bad_schema_version_is_a_save_error(bad) -> None:
    with pytest.raises(SaveError):
        upgrade({"format": "tabletop-save", "schema_version": bad})
