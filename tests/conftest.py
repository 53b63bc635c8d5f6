"""Shared test setup. Qt must get the offscreen platform before any QApplication exists,
otherwise it aborts the whole pytest process on a machine without a display."""

from __future__ import annotations

import os

os.environ.setdefault("QT_QPA_PLATFORM", "offscreen")
# the tests read the engines' English whatever the machine's locale (the language tests
# choose theirs explicitly, and put English back)
os.environ["LANGUAGE"] = "en"

import pytest  # noqa: E402


@pytest.fixture(autouse=True)
def isolated_user_data(tmp_path_factory: pytest.TempPathFactory, monkeypatch: pytest.MonkeyPatch):
    """Every test writes saves, autosaves and data packs to its own temporary folder."""
    folder = tmp_path_factory.mktemp("userdata")
    monkeypatch.setenv("TABLETOP_DATA_DIR", str(folder))
    return folder
