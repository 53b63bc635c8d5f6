"""The end of a game in the window: the campaign is told once, the end-of-game dialog, a rematch.

An object the window owns (``window.game_end``); ``EndWindow`` says what it uses of the window.
"""

from __future__ import annotations

from typing import TYPE_CHECKING, Protocol

from PySide6.QtCore import QTimer
from PySide6.QtWidgets import QWidget

from tabletop.core import TabletopError
from tabletop.core.i18n import _
from tabletop.model import campaign
from tabletop.model.hints import hints_summary
from tabletop.model.session import GameSession

from .end_dialog import EndDialog
from .new_game_dialog import random_seed

if TYPE_CHECKING:
    from pathlib import Path

    from .controller import SessionController
    from .game_page import GamePage


class EndWindow(Protocol):
    """What the game's end uses of the window."""

    controller: SessionController | None
    page: GamePage | None
    dialogs: bool  # False: no end-of-game dialog (tests, screenshots)

    def open_session(self, session: GameSession, game_id: str, path: Path | None = None,
                     journal_path: Path | None = None, created_at: str | None = None) -> None: ...

    def new_game(self, game_id: str | None = None) -> bool: ...

    def message(self, title: str, text: str) -> None: ...


class GameEndCommands:
    """What happens when a game ends, for the window that owns it."""

    def __init__(self, window: EndWindow) -> None:
        self.window = window
        self.campaign_note: str | None = None  # set once the finished game was offered to it

    def game_over(self) -> None:
        c = self.window.controller
        if c is None:
            return
        if self.campaign_note is None:  # once per opened game (undo and redo of the end too)
            self.campaign_note = campaign.record_session(c.game_id, c.session)
        if not self.window.dialogs:
            return
        QTimer.singleShot(0, self.show_end_dialog)

    def show_end_dialog(self) -> None:
        c = self.window.controller
        outcome = c.session.outcome() if c is not None else None
        if c is None or outcome is None or self.window.page is None:
            return
        names = c.names()
        title = _("{game} — game over").format(game=c.meta.title)
        note = self.campaign_note or ""
        used = c.session.hints_used
        hints = hints_summary(used, names) if c.session.hints_allowed or any(used) else ""
        parent = self.window if isinstance(self.window, QWidget) else None  # always a widget
        dialog = EndDialog(outcome, names, self.window.page.colors, title, parent, campaign=note,
                           hints=hints)
        dialog.exec()
        if dialog.choice == "rematch":
            self.rematch()
        elif dialog.choice == "new":
            self.window.new_game()

    def rematch(self) -> bool:
        """The same game again: the same seats, colours and settings, a new game number."""
        c = self.window.controller
        if c is None:
            return False
        session = c.session
        try:
            fresh = GameSession.new(session.rules, session.config, random_seed(), session.seats)
            fresh.set_hints(session.hints_allowed)  # the same settings; no hints used yet
        except (TabletopError, ValueError) as exc:
            self.window.message(_("Cannot start the game"), str(exc))
            return False
        self.window.open_session(fresh, c.game_id)
        return True
