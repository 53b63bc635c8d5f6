"""What the controller shows besides the live table: players' names in the view, the look
back at an earlier moment, and the pieces marked as new (``LookBack``, owned by SessionController)."""

from __future__ import annotations

from collections.abc import Callable
from dataclasses import replace
from typing import TYPE_CHECKING, Protocol

from tabletop.core import CHANCE, Piece, PlayerPanel, TableView, Zone
from tabletop.model.recap import changed_ids, turn_start

if TYPE_CHECKING:
    from tabletop.model.session import GameSession


def named_view(view: TableView, fill: Callable[[str], str]) -> TableView:
    """The view with ``{seatN}`` in its texts replaced (objects are kept when nothing changes)."""

    def zone(z: Zone) -> Zone:
        new = (fill(z.title), fill(z.note), fill(z.detail))
        return (
            z
            if new == (z.title, z.note, z.detail)
            else replace(z, title=new[0], note=new[1], detail=new[2])
        )

    def piece(p: Piece) -> Piece:
        new = (fill(p.label), fill(p.detail))
        return p if new == (p.label, p.detail) else replace(p, label=new[0], detail=new[1])

    def panel(p: PlayerPanel) -> PlayerPanel:
        res = tuple((fill(k), fill(v)) for k, v in p.resources)
        return p if res == p.resources else replace(p, resources=res)

    return replace(
        view,
        zones=tuple(zone(z) for z in view.zones),
        pieces=tuple(piece(p) for p in view.pieces),
        players=tuple(panel(p) for p in view.players),
        status=fill(view.status),
    )


class TableHost(Protocol):
    """What the helpers a controller owns (the look back, the hints) read of it: the session
    and whose the table is now (they change none of it)."""

    session: GameSession

    @property
    def pending_handoff(self) -> int | None: ...

    @property
    def display_viewer(self) -> int | None: ...


class LookBackHost(TableHost, Protocol):
    """What the look back reads of its controller besides."""

    follow_seat: bool  # a rendering: the view is the seat to act's

    @property
    def viewer(self) -> int | None: ...


class LookBack:
    """The look back at an earlier moment and the "new" marks; the controller owns one
    (``controller.look_back``) and ``changed`` is its decision_changed signal's emit."""

    def __init__(self, host: LookBackHost, changed: Callable[[], None]) -> None:
        self.host = host
        self.changed = changed
        self.at: int | None = None  # looking back at this ply (read-only), or None
        self.seat: int | None = None  # after the game: whose cards the look back shows
        self._fresh: tuple[tuple[int, int] | None, frozenset[str]] = (None, frozenset())

    def fresh_ids(self) -> frozenset[str]:
        """Pieces changed since the person at the screen last played, until they act again;
        once their turn has ended, what their turn changed (until End turn)."""
        session = self.host.session
        viewer = self.host.display_viewer
        if viewer is None or self.at is not None:
            return frozenset()
        if session.turn_over == viewer:  # the result of the turn, highlighted
            key = (session.ply, -1 - viewer)
            if self._fresh[0] != key:
                start = turn_start(session, viewer)
                self._fresh = (key, changed_ids(session, viewer, start))
            return self._fresh[1]
        if session.turn_over is not None or session.seat_to_act() != viewer:
            return frozenset()
        plies = session.plies
        last = next((p for p in reversed(plies) if p.seat != CHANCE), None)
        if last is not None and last.seat == viewer:
            return frozenset()  # they have acted this turn: the marks are gone
        key = (session.ply, viewer)
        if self._fresh[0] != key:
            self._fresh = (key, changed_ids(session, viewer))
        return self._fresh[1]

    # --- looking back (read-only, same hidden-information rules as the live table) -----------
    def show_ply(self, ply: int | None) -> None:
        """Show the table as it was after ``ply`` plies; None (or the last ply) is now."""
        session = self.host.session
        if ply is not None:
            ply = max(0, min(int(ply), session.ply))
            if ply == session.ply:
                ply = None
        if ply is not None and self.host.pending_handoff is not None:
            return  # behind the cover nobody looks back: the next person has not sat down
        if ply != self.at:
            self.at = ply
            self.changed()

    def viewer(self) -> int | None:
        """Whose view the look back shows: the person at the screen; after the game, any seat."""
        session = self.host.session
        if session.is_over:  # every hand may be seen now: one seat's view at a time
            if self.seat is not None:
                return self.seat
            return self.host.viewer if self.host.viewer is not None else 0
        if self.host.follow_seat and self.at is not None:  # a rendering: whoever acted then
            then = session.rules.decision(session.state_before(self.at))
            return None if then is None or then.is_chance else then.seat
        return self.host.display_viewer

    def set_seat(self, seat: int | None) -> None:
        if self.host.session.is_over and seat != self.seat:
            self.seat = seat
            self.changed()
