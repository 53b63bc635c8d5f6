"""setup(config): the initial state (the reveals and the turn order follow as chance decisions)."""

from __future__ import annotations

from .flow import setup

__all__ = ["setup"]
