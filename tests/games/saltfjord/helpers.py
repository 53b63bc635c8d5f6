"""Shared helpers of the Saltfjord tests: a local loader and state builders."""

from __future__ import annotations

from functools import cache

from tabletop.core import GameConfig
from tabletop.model.playout import apply_texts
from tabletop.model.registry import load_game


@cache
def load_rules():
    entry = load_game("saltfjord", use_datapacks=False)  # validates components.json + layout.json
    return entry.rules, entry.data


def rules():
    return load_rules()[0]


def play(state, *texts):
    """Apply action texts in order (chance outcomes included) and return the state."""
    return apply_texts(rules(), state, texts)


def first_legal(state, verb=None):
    r = rules()
    for a in r.legal_actions(state):
        if verb is None or a.verb == verb:
            return a
    raise AssertionError(f"no {verb} action")


def setup_to_play(players: int = 2, variants: tuple[str, ...] = ()):
    """A game past setup and the starting sets, resolving chance with the first outcome."""
    r = rules()
    s = r.setup(GameConfig(players=players, variants=variants))
    while s.phase != "play" or s.chance:
        acts = r.legal_actions(s)
        s = r.apply(s, acts[0]).state
    return s


def with_player(state, seat: int, **changes):
    """A copy of ``state`` whose player ``seat`` has the given fields replaced."""
    from dataclasses import replace
    players = list(state.players)
    players[seat] = replace(players[seat], **changes)
    return replace(state, players=tuple(players))


def res(**amounts) -> tuple[int, ...]:
    from tabletop.games.saltfjord.tables import RES
    return tuple(amounts.get(name, 0) for name in RES)
