"""A package attribute made on first use (PEP 562), so that importing a game's package for
its metadata (the New Game list, the start-up) does not build its schema, bot parts and rules."""

from __future__ import annotations

import importlib
from collections.abc import Callable
from typing import Any


def lazy_attribute(package: str, name: str, module: str) -> Callable[[str], Any]:
    """A module ``__getattr__`` for ``package`` that imports ``name`` from ``module`` (relative
    to the package) when it is first asked for."""

    def __getattr__(attribute: str) -> Any:
        if attribute != name:
            raise AttributeError(f"module {package!r} has no attribute {attribute!r}")
        return getattr(importlib.import_module(module, package), name)

    return __getattr__
