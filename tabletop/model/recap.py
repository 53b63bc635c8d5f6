"""Since your last turn: what the others did, for the seat taking over the table.

Everything here goes through the log's public words and ``view(state, viewer)``, so the
recap and the "new" marks never show what the seat taking over may not see.
"""

from __future__ import annotations

from dataclasses import dataclass

from tabletop.core import CHANCE, Points, TableView

from .log_text import Fill, ply_text
from .session import GameSession

MAX_LINES = 8  # per person: a long turn is summed up by its latest lines
MAX_OTHER_LINES = 4  # per computer seat, and for chance (dice, draws): their steps are folded


@dataclass(frozen=True)
class SeatRecap:
    seat: int  # CHANCE for what the game itself did (draws, weather, a new round)
    lines: tuple[str, ...]
    points: Points  # the change in that seat's points, as the viewer sees them
    hidden_lines: int = 0  # older lines left out (more than MAX_LINES)
    score_note: str = ""  # what ``points`` leave out for the viewer ("+ hidden": face-down cards)


def _scores(view: TableView) -> dict[int, Points]:
    return {panel.seat: panel.score for panel in view.players}


def recap(session: GameSession, viewer: int, fill: Fill = str) -> list[SeatRecap]:
    """Per seat other than ``viewer``, the public lines since its last turn: people first
    (in play order), then computer seats, then chance; the older steps of a long turn folded
    (``hidden_lines``)."""
    since = session.last_turn_of(viewer)
    if since == 0:
        return []  # the first turn: nothing happened yet that the deal does not show
    before = _scores(session.rules.view(session.state_before(since), viewer))
    table = session.view(viewer)
    now = _scores(table)
    notes = {panel.seat: panel.score_note for panel in table.players}
    grouped: dict[int, list[str]] = {}
    order: list[int] = []
    for index in range(since, session.ply):
        ply = session.plies[index]
        if ply.seat == viewer:
            continue
        text = ply_text(session, index, ply, viewer, fill)
        if not text:
            continue
        if ply.seat not in grouped:
            grouped[ply.seat] = []
            order.append(ply.seat)
        lines = grouped[ply.seat]
        if not lines or lines[-1] != text:
            lines.append(text)
    out = []
    for seat in sorted(order, key=lambda seat: _importance(session, seat)):
        lines = grouped[seat]
        gained = 0 if seat == CHANCE else now.get(seat, 0) - before.get(seat, 0)
        shown = lines[-(MAX_LINES if _importance(session, seat) == 0 else MAX_OTHER_LINES):]
        out.append(SeatRecap(seat, tuple(shown), gained, len(lines) - len(shown), notes.get(seat, "")))
    return out


def _importance(session: GameSession, seat: int) -> int:
    """What a person would tell first: people's moves (0), then the computers' (1), then
    what chance did (2): dice and draws are on the table for everyone to see."""
    if seat == CHANCE:
        return 2
    return 1 if 0 <= seat < len(session.seats) and session.seats[seat].is_bot else 0


def turn_start(session: GameSession, seat: int) -> int:
    """The ply at which ``seat``'s current (or just ended) turn began."""
    start = session.ply
    while start > 0 and session.plies[start - 1].seat in (seat, CHANCE):
        start -= 1
    return start


def changed_ids(session: GameSession, viewer: int, since: int | None = None) -> frozenset[str]:
    """Pieces ``viewer`` sees that are new or changed since that seat's last turn (or since
    ply ``since``)."""
    if since is None:
        since = session.last_turn_of(viewer)
        if since == 0:
            return frozenset()
    if since >= session.ply:
        return frozenset()
    old = {p.id: p for p in session.rules.view(session.state_before(since), viewer).pieces}
    fresh = set()
    for piece in session.view(viewer).pieces:
        was = old.get(piece.id)
        if was is None or (was.zone, was.label, was.value, was.face_up) != (
            piece.zone, piece.label, piece.value, piece.face_up
        ):
            fresh.add(piece.id)
    return frozenset(fresh)
