"""Settings move to the config folder and journals to the state folder, once, losing nothing."""

from __future__ import annotations

import sys
from pathlib import Path

import pytest

from tabletop.model import paths
from tabletop.model.folders import migrate_user_folders
from tabletop.model.settings import read_settings


@pytest.fixture
def xdg(tmp_path: Path, monkeypatch: pytest.MonkeyPatch) -> dict[str, Path]:
    if not sys.platform.startswith("linux"):
        pytest.skip("XDG folders are Linux's")
    monkeypatch.delenv("TABLETOP_DATA_DIR")
    folders = {kind: tmp_path / kind for kind in ("data", "config", "state")}
    for kind, folder in folders.items():
        monkeypatch.setenv(f"XDG_{kind.upper()}_HOME", str(folder))
    return {kind: folder / "Tabletop" for kind, folder in folders.items()}


def test_an_old_install_is_moved_once_and_nothing_is_lost(xdg: dict[str, Path]) -> None:
    old = xdg["data"]
    (old / "autosave").mkdir(parents=True)
    (old / "saves").mkdir()
    (old / "settings.json").write_text('{"banner_s": 4.5}')
    journals = {"a.jsonl": "A\n", "b.jsonl": "B\n", "b.jsonl.damaged": "B?\n"}
    for name, text in journals.items():
        (old / "autosave" / name).write_text(text)
    (old / "saves" / "mine.json").write_text("{}")
    # a journal of the same name already at the new place (a newer version ran once)
    (xdg["state"] / "autosave").mkdir(parents=True)
    (xdg["state"] / "autosave" / "a.jsonl").write_text("new A\n")

    moved = migrate_user_folders()

    assert paths.settings_path() == xdg["config"] / "settings.json"
    assert read_settings()[0].banner_s == 4.5
    new = xdg["state"] / "autosave"
    texts = sorted(p.read_text() for p in new.iterdir())
    assert texts == sorted([*journals.values(), "new A\n"])  # both a.jsonl kept
    assert not (old / "autosave").exists() and not (old / "settings.json").exists()
    assert (old / "saves" / "mine.json").is_file()  # saves stay in the data folder
    assert len(moved) == 4
    assert migrate_user_folders() == []  # once: a second start has nothing to move


def test_settings_already_at_the_new_place_are_not_overwritten(xdg: dict[str, Path]) -> None:
    xdg["data"].mkdir(parents=True)
    xdg["config"].mkdir(parents=True)
    (xdg["data"] / "settings.json").write_text('{"banner_s": 1.0}')
    (xdg["config"] / "settings.json").write_text('{"banner_s": 3.0}')
    migrate_user_folders()
    assert read_settings()[0].banner_s == 3.0
    assert (xdg["data"] / "settings.json").read_text() == '{"banner_s": 1.0}'  # left, not lost


def test_with_one_data_folder_for_everything_nothing_moves(isolated_user_data: Path) -> None:
    (isolated_user_data / "settings.json").write_text("{}")
    assert migrate_user_folders() == []
    assert paths.settings_path() == isolated_user_data / "settings.json"
    assert paths.autosave_dir() == isolated_user_data / "autosave"
