"""Suggest a move: the move the Hard computer player would make in the seat to act.

A hint is exactly ``bots.choose_action("hard", ...)`` with the seed and ply a Hard bot in
that seat would use, its iterations (``search.hard_iterations``) capped at the settings'
``bot_budget_s``. The search determinizes from the seat's own view, so a hint never
depends on what that seat may not see (another player's hand, a secret pirate total).

Whether hints are allowed is a per-game option (off unless the players switch it on); the
session counts the hints each seat asked for (undo does not give one back). Both are kept
in the save, outside its checksum: like the seats' names they decide nothing in the game.
"""

from __future__ import annotations

from collections.abc import Callable, Sequence
from typing import Any

from tabletop.core import Action, Rules
from tabletop.core.i18n import _

from .bots import choose_action
from .search import DEFAULT_BUDGET_S

HINT_LEVEL = "hard"  # a hint is what this computer level would play


def suggest(
    rules: Rules, state: Any, seed: str, ply: int, seat: int, *,
    budget_s: float | None = DEFAULT_BUDGET_S, iterations: int | None = None,
    should_stop: Callable[[], bool] | None = None,
) -> Action:
    """The Hard bot's move for ``seat``, who must be the seat to act (ValueError otherwise)."""
    decision = rules.decision(state)
    if decision is None or decision.is_chance or decision.seat != seat:
        raise ValueError("a move can only be suggested to the player whose turn it is")
    return choose_action(HINT_LEVEL, rules, state, seed, ply, budget_s=budget_s,
                         iterations=iterations, should_stop=should_stop)


def suggest_for(session: Any, seat: int | None = None, **options: Any) -> Action:
    """``suggest`` for a GameSession's current position (``seat``: the seat to act)."""
    if seat is None:
        seat = session.seat_to_act()
        if seat is None:
            raise ValueError("nobody is to move")
    return suggest(session.rules, session.state, session.seed, session.ply, seat, **options)


def used_counts(counts: Sequence[Any] | None, seats: int) -> list[int]:
    """Per seat hint counts of length ``seats``: missing or bad entries count 0."""
    values = list(counts or ())[:seats]
    clean = [v if isinstance(v, int) and not isinstance(v, bool) and v > 0 else 0 for v in values]
    return clean + [0] * (seats - len(clean))


def hints_summary(used: Sequence[int], names: Sequence[str]) -> str:
    """Players' words for the end of the game: "Hints used: Ada 2, Ben 0"."""
    # Translators: {hints} lists each player's name and count: "Ada 2, Ben 0"
    return _("Hints used: {hints}").format(
        hints=", ".join(f"{n} {c}" for n, c in zip(names, used, strict=False)))
