"""Round and phase changes: each view says its round, phase or season (``TableView.phase``);
when it changes, the window shows a banner and a log line.

A view without one (a game that does not say) is read from its status line, as all were
before: a status reads "Round 3 of 5 - Phase B: character actions · Anna to play" or "Summer
deck · 24 cards left · …": its first part names the round, phase or season, and the parts that
name the seat to act (they change every turn) are left out.
"""

from __future__ import annotations

import re
from typing import TYPE_CHECKING

if TYPE_CHECKING:
    from .session import GameSession

_SEAT_PART = re.compile(r"\s*(?:[-–;:]\s*)?[^-–;:]*\{seat\d+\}[^-–;:]*(?:to act|to play|'s turn)[^-–;]*")


def phase_of(status: str) -> str:
    """The round/phase part of a status line ("" when the status names none)."""
    head = status.split(" · ")[0].strip()
    head = _SEAT_PART.sub("", head).strip(" -–;:")
    return head


class PhaseTrack:
    """The phase after each ply of a session, computed once per ply (undo trims it)."""

    def __init__(self) -> None:
        self._heads: list[str] = []  # _heads[i]: the phase in the state after i plies
        self._keys: list[str] = []  # the ply texts the heads were computed for

    def follow(self, session: GameSession) -> None:
        """Forget what an undo took back. History only grows at its end or is cut back, so
        the last ply both still share tells whether the rest is still good."""
        history = session.plies
        keep = min(len(self._keys), len(history))
        while keep and self._keys[keep - 1] != history[keep - 1].text:
            keep -= 1
        del self._keys[keep:]
        del self._heads[keep + 1 :]

    def phase_at(self, session: GameSession, plies_done: int) -> str:
        """The phase once ``plies_done`` plies were played (public status, no viewer);
        call ``follow`` first when the history may have been cut back."""
        count = session.ply  # not session.plies: a copy of the history, and the log asks often
        while len(self._heads) <= plies_done:
            done = len(self._heads)
            view = (  # the current state's view: the one the window made anyway
                session.public_view() if done >= count
                else session.rules.view(session.state_before(done), None)
            )
            self._heads.append(view.phase or phase_of(view.status))
        # _keys[i] is the text of ply i, for every ply between two known heads
        if len(self._keys) < min(len(self._heads) - 1, count):
            history = session.plies
            while len(self._keys) < min(len(self._heads) - 1, count):
                self._keys.append(history[len(self._keys)].text)
        return self._heads[plies_done]

    def changed_by(self, session: GameSession, index: int) -> str:
        """The new phase if ply ``index`` moved the game to one, else ""."""
        before, after = self.phase_at(session, index), self.phase_at(session, index + 1)
        return after if after and after != before else ""
