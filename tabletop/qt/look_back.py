"""What the controller shows besides the live table: players' names in the view, the look
back at an earlier moment, and the pieces marked as new (mixed into SessionController)."""

from __future__ import annotations

from collections.abc import Callable
from dataclasses import replace
from typing import TYPE_CHECKING

from tabletop.core import CHANCE, Piece, PlayerPanel, TableView, Zone
from tabletop.model.recap import changed_ids, turn_start

if TYPE_CHECKING:
    from PySide6.QtCore import SignalInstance

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


class LookBack:
    """Replay and "new" marks for SessionController (which owns the state they read)."""

    session: GameSession
    follow_seat: bool
    replay_seat: int | None
    _replay_at: int | None
    _pending: int | None
    _viewer: int | None
    _fresh: tuple[tuple[int, int] | None, frozenset[str]]
    decision_changed: SignalInstance  # the controller's Signal, read on the instance

    if TYPE_CHECKING:
        @property
        def display_viewer(self) -> int | None: ...  # the controller's property: read only

    def fresh_ids(self) -> frozenset[str]:
        """Pieces changed since the person at the screen last played, until they act again;
        once their turn has ended, what their turn changed (until End turn)."""
        viewer = self.display_viewer
        if viewer is None or self._replay_at is not None:
            return frozenset()
        if self.session.turn_over == viewer:  # the result of the turn, highlighted
            key = (self.session.ply, -1 - viewer)
            if self._fresh[0] != key:
                start = turn_start(self.session, viewer)
                self._fresh = (key, changed_ids(self.session, viewer, start))
            return self._fresh[1]
        if self.session.turn_over is not None or self.session.seat_to_act() != viewer:
            return frozenset()
        plies = self.session.plies
        last = next((p for p in reversed(plies) if p.seat != CHANCE), None)
        if last is not None and last.seat == viewer:
            return frozenset()  # they have acted this turn: the marks are gone
        key = (self.session.ply, viewer)
        if self._fresh[0] != key:
            self._fresh = (key, changed_ids(self.session, viewer))
        return self._fresh[1]

    # --- looking back (read-only, same hidden-information rules as the live table) -----------
    @property
    def replay_at(self) -> int | None:
        return self._replay_at

    def show_ply(self, ply: int | None) -> None:
        """Show the table as it was after ``ply`` plies; None (or the last ply) is now."""
        if ply is not None:
            ply = max(0, min(int(ply), self.session.ply))
            if ply == self.session.ply:
                ply = None
        if ply is not None and self._pending is not None:
            return  # behind the cover nobody looks back: the next person has not sat down
        if ply != self._replay_at:
            self._replay_at = ply
            self.decision_changed.emit()

    def replay_viewer(self) -> int | None:
        """Whose view the look back shows: the person at the screen; after the game, any seat."""
        if self.session.is_over:  # every hand may be seen now: one seat's view at a time
            if self.replay_seat is not None:
                return self.replay_seat
            return self._viewer if self._viewer is not None else 0
        if self.follow_seat and self._replay_at is not None:  # a rendering: whoever acted then
            then = self.session.rules.decision(self.session.state_before(self._replay_at))
            return None if then is None or then.is_chance else then.seat
        return self.display_viewer

    def set_replay_seat(self, seat: int | None) -> None:
        if self.session.is_over and seat != self.replay_seat:
            self.replay_seat = seat
            self.decision_changed.emit()
