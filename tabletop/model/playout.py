"""Random games, headless: used by --self-test, play, bench and the conformance tests."""

from __future__ import annotations

import random
from collections.abc import Sequence
from typing import Any

from tabletop.core import Action, GameConfig, Rules

from .seats import DEFAULT_NAMES
from .session import GameSession, Seat


def bot_seats(players: int, kind: str = "random") -> list[Seat]:
    return [Seat(f"{DEFAULT_NAMES[i % len(DEFAULT_NAMES)]} (bot)", kind) for i in range(players)]


def play_session(
    rules: Rules, config: GameConfig, seed: str, bots: Sequence[str] | str = "random",
    max_plies: int | None = None,
) -> GameSession:
    """A session played by bots to the end (or for ``max_plies`` player actions)."""
    kinds = [bots] * config.players if isinstance(bots, str) else list(bots)
    seats = [Seat(s.name, k) for s, k in zip(bot_seats(config.players), kinds, strict=True)]
    session = GameSession.new(rules, config, seed, seats)
    done = 0
    while not session.is_over and (max_plies is None or done < max_plies):
        action = session.bot_action()
        assert action is not None
        session.apply(action)
        done += 1
    return session


def engine_playout(rules: Rules, config: GameConfig, rng: random.Random) -> tuple[Any, int]:
    """One complete random game on the bare engine (no session); returns (state, decisions)."""
    state = rules.setup(config)
    decisions = 0
    while rules.decision(state) is not None:
        actions: Sequence[Action] = rules.legal_actions(state)
        state = rules.apply(state, actions[rng.randrange(len(actions))]).state
        decisions += 1
    return state, decisions


def apply_texts(rules: Rules, state: Any, texts: Sequence[str]) -> Any:
    """Apply action texts in order (chance outcomes included) to a bare engine state."""
    for text in texts:
        state = rules.apply(state, rules.parse_action(text)).state
    return state
