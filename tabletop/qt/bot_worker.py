"""A bot's move, chosen in a plain Python thread so the window stays responsive.

The worker only reads the immutable game state and calls ``tabletop.model.bots``; it
never touches a Qt object. The controller polls ``done`` from the GUI thread and sets
``stop`` when the window closes or the game changes, so a search can end early.
"""

from __future__ import annotations

import threading
import time
from typing import Any

from tabletop.core import Action, Rules
from tabletop.core.i18n import _
from tabletop.model import bots, hints


def bot_levels() -> list[str]:
    """The computer levels a player picks from, easiest first."""
    return list(bots.PLAYER_LEVELS)


def level_title(level: str) -> str:
    level = bots.canonical_level(level)
    return _(bots.LEVEL_TITLES.get(level, level.replace("_", " ")))  # the model's marked words


def level_note(level: str) -> str:
    return _(bots.LEVEL_NOTES.get(bots.canonical_level(level), ""))


class BotJob:
    """One move to choose. ``start`` runs it in a daemon thread; ``run`` runs it here."""

    def __init__(
        self, kind: str, rules: Rules, state: Any, seed: str, ply: int, budget_s: float
    ) -> None:
        self.kind = kind
        self.rules = rules
        self.state = state
        self.seed = seed
        self.ply = ply
        self.budget_s = budget_s
        self.action: Action | None = None
        self.error: str | None = None
        self.done = threading.Event()
        self.stop = threading.Event()
        self.started = time.monotonic()
        self.thread: threading.Thread | None = None

    def elapsed_ms(self) -> float:
        return (time.monotonic() - self.started) * 1000.0

    def start(self) -> None:
        self.started = time.monotonic()
        self.thread = threading.Thread(target=self.run, name=f"bot-{self.kind}", daemon=True)
        self.thread.start()

    def run(self) -> None:
        try:
            self.action = self.compute()
        except Exception as exc:  # reported in the GUI thread, never raised in the worker
            self.error = f"{type(exc).__name__}: {exc}"
        finally:
            self.done.set()

    def compute(self) -> Action:
        return bots.choose_action(self.kind, self.rules, self.state, self.seed, self.ply,
                                  budget_s=self.budget_s, should_stop=self.stop.is_set)


class HintJob(BotJob):
    """A suggested move for ``seat``: the Hard bot's move (``tabletop.model.hints``)."""

    def __init__(
        self, rules: Rules, state: Any, seed: str, ply: int, budget_s: float, seat: int
    ) -> None:
        super().__init__(hints.HINT_LEVEL, rules, state, seed, ply, budget_s)
        self.seat = seat

    def compute(self) -> Action:
        return hints.suggest(self.rules, self.state, self.seed, self.ply, self.seat,
                             budget_s=self.budget_s, should_stop=self.stop.is_set)
