"""Shared helpers of the Saltfjord tests: a local loader and state builders."""

from __future__ import annotations

from tabletop.core import GameConfig
from tests.games import support
from tests.games.support import with_player  # noqa: F401 (the Saltfjord tests' builder too)


def load_rules():
    entry = support.entry("saltfjord")
    return entry.rules, entry.data


def rules():
    return support.rules("saltfjord")


def play(state, *texts):
    """Apply action texts in order (chance outcomes included) and return the state."""
    return support.play(rules(), state, *texts)


def first_legal(state, verb=None):
    return support.first_legal(rules(), state, verb)


def setup_to_play(players: int = 2, variants: tuple[str, ...] = ()):
    """A game past setup and the starting sets, resolving chance with the first outcome."""
    r = rules()
    s = r.setup(GameConfig(players=players, variants=variants))
    while s.phase != "play" or s.chance:
        acts = r.legal_actions(s)
        s = r.apply(s, acts[0]).state
    return s


def res(**amounts) -> tuple[int, ...]:
    from tabletop.games.saltfjord.tables import RES
    return tuple(amounts.get(name, 0) for name in RES)
