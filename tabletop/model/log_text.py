"""The log's words for a ply: one readable, public line, never another seat's hidden cards.

Lines come from the engine's events, which it writes for everyone to read. A ply without
events falls back to ``describe``, unless it names a component that was private to
another seat (then only "made a hidden choice"); chance shows only its public events.
"""

from __future__ import annotations

from collections.abc import Callable

from tabletop.core import CHANCE, seat_ref, shown_name

from .session import GameSession, Ply

Fill = Callable[[str], str]
HIDDEN_CHANCE = "Chance: a hidden draw"


def ply_text(
    session: GameSession, index: int, ply: Ply, viewer: int | None, fill: Fill = str
) -> str:
    """One readable, public line for a ply (``fill`` puts names for ``{seatN}``)."""
    return fill(_ply_text(session, index, ply, viewer))


def _ply_text(session: GameSession, index: int, ply: Ply, viewer: int | None) -> str:
    events = "; ".join(e.text for e in ply.events if e.text)
    if ply.seat == CHANCE:
        if events:
            return f"Chance: {events}"
        if session.rules.meta.has_hidden_info:
            return HIDDEN_CHANCE
        try:  # everything is public in this game: say what chance did in words
            return f"Chance: {session.rules.describe(session.state_before(index), ply.action)}"
        except Exception:  # a describe bug must not break the log
            return f"Chance: {ply.text.removeprefix('chance:').strip()}"
    name = shown_name(session.seats[ply.seat].name) if 0 <= ply.seat < len(session.seats) else "?"
    if events:  # an event that already names its actor ("{seat0} harvests ...") needs no prefix
        return events if events.startswith(seat_ref(ply.seat)) else f"{name}: {events}"
    state = session.state_before(index)
    if session.rules.meta.has_hidden_info and ply.seat != viewer:
        secret = session.rules.private_ids(state, ply.seat)
        if any(arg in secret for arg in ply.action.args):
            return f"{name} made a hidden choice."
    try:
        said = session.rules.describe(state, ply.action)
    except Exception:  # a describe bug must not break the log
        said = ply.text
    return f"{name}: {said}"
