"""One skeleton: every game package has the same core modules, and says what goes where."""

from __future__ import annotations

import importlib
import inspect
from pathlib import Path

import pytest

from tabletop.model.registry import GAME_IDS

CORE_MODULES = ("rules", "state", "setup", "tables", "view", "describe", "definition")


def test_the_games_package_says_what_each_core_module_holds() -> None:
    doc = importlib.import_module("tabletop.games").__doc__ or ""
    assert all(f"``{name}.py``" in doc for name in CORE_MODULES)


@pytest.mark.parametrize("game_id", GAME_IDS)
def test_every_game_has_the_core_modules_with_docstrings(game_id: str) -> None:
    package = importlib.import_module(f"tabletop.games.{game_id}")
    doc = package.__doc__ or ""
    assert "tabletop/games/__init__.py" in doc, "the package docstring points to the skeleton"
    assert "Modules of this game:" in doc, "the package docstring lists the game's own modules"
    listed = {line.split("``")[1].removesuffix(".py") for line in doc.splitlines() if line.startswith("- ``")}
    own = {path.stem for path in Path(package.__file__).parent.glob("*.py")} - set(CORE_MODULES)
    own -= {"__init__", "schema", "bot_eval"}  # the definition's parts, named in the skeleton
    assert own <= listed, f"modules the docstring does not list: {sorted(own - listed)}"
    for name in CORE_MODULES:
        module = importlib.import_module(f"tabletop.games.{game_id}.{name}")
        assert (module.__doc__ or "").strip(), f"{game_id}/{name}.py has no module docstring"


@pytest.mark.parametrize("game_id", GAME_IDS)
def test_every_game_describes_with_one_signature(game_id: str) -> None:
    describe = importlib.import_module(f"tabletop.games.{game_id}.describe").describe
    params = list(inspect.signature(describe).parameters)
    # the words come from the tables, never from the rules object (which imports describe)
    assert params[0] == "tables" and params[-2:] == ["state", "action"], params
