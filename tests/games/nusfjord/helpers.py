"""Shared helpers for the Nusfjord tests: a local loader and state builders."""

from __future__ import annotations

import importlib
from dataclasses import replace
from functools import cache

from tabletop.core import GameConfig
from tabletop.model.components import load_game_data


@cache
def load():
    data = load_game_data("nusfjord")
    return importlib.import_module("tabletop.games.nusfjord").create_rules(data.components), data


def rules():
    return load()[0]


def play(state, *texts):
    """Apply action texts in order (chance outcomes included, e.g. 'chance: draw card:nf:103')."""
    r = rules()
    for text in texts:
        state = r.apply(state, r.parse_action(text)).state
    return state


def texts(state):
    r = rules()
    return [a.text() for a in r.legal_actions(state)]


def resolve_chance(state, prefer=()):
    """Resolve chance decisions: preferred outcomes first, else the first listed."""
    r = rules()
    prefer = list(prefer)
    while True:
        d = r.decision(state)
        if d is None or not d.is_chance:
            return state
        options = r.legal_actions(state)
        pick = next((a for a in options if a.text() in prefer), options[0])
        if pick.text() in prefer:
            prefer.remove(pick.text())
        state = r.apply(state, pick).state


def start(players=4, variants=(), prefer=(), options=()):
    r = rules()
    state = r.setup(GameConfig(players=players, variants=tuple(variants), options=tuple(options)))
    return resolve_chance(state, prefer)


def set_player(state, seat, **changes):
    players = list(state.players)
    players[seat] = replace(players[seat], **changes)
    return replace(state, players=tuple(players))
