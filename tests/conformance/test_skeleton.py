"""One skeleton: every game package has the same core modules, and says what goes where."""

from __future__ import annotations

import importlib
import inspect

import pytest

from tabletop.model.registry import GAME_IDS

CORE_MODULES = ("rules", "state", "setup", "tables", "view", "describe")


@pytest.mark.parametrize("game_id", GAME_IDS)
def test_every_game_has_the_core_modules_with_docstrings(game_id: str) -> None:
    package = importlib.import_module(f"tabletop.games.{game_id}")
    doc = package.__doc__ or ""
    assert all(f"``{name}.py``" in doc for name in CORE_MODULES), "the package docstring names each core module"
    for name in CORE_MODULES:
        module = importlib.import_module(f"tabletop.games.{game_id}.{name}")
        assert (module.__doc__ or "").strip(), f"{game_id}/{name}.py has no module docstring"


@pytest.mark.parametrize("game_id", GAME_IDS)
def test_every_game_describes_with_one_signature(game_id: str) -> None:
    describe = importlib.import_module(f"tabletop.games.{game_id}.describe").describe
    assert list(inspect.signature(describe).parameters) == ["rules", "state", "action"]
