"""Shared helpers for the Nusfjord tests: a local loader and state builders."""

from __future__ import annotations

from dataclasses import replace

from tabletop.core import GameConfig
from tests.games import support


def load():
    entry = support.entry("nusfjord")
    return entry.rules, entry.data


def rules():
    return support.rules("nusfjord")


def play(state, *texts):
    """Apply action texts in order (chance outcomes included, e.g. 'chance: draw card:nf:103')."""
    return support.play(rules(), state, *texts)


def texts(state):
    return support.legal_texts(rules(), state)


def resolve_chance(state, prefer=()):
    """Resolve chance decisions: preferred outcomes first, else the first listed."""
    return support.resolve_chance(rules(), state, prefer)


def start(players=4, variants=(), prefer=(), options=()):
    r = rules()
    state = r.setup(GameConfig(players=players, variants=tuple(variants), options=tuple(options)))
    return resolve_chance(state, prefer)


def set_player(state, seat, **changes):
    players = list(state.players)
    players[seat] = replace(players[seat], **changes)
    return replace(state, players=tuple(players))
