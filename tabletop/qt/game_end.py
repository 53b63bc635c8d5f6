"""The end of a game in the window: the campaign is told once, the end-of-game dialog, a rematch.

A mixin: MainWindow provides the attributes and methods declared below.
"""

from __future__ import annotations

from typing import TYPE_CHECKING

from PySide6.QtCore import QTimer
from PySide6.QtWidgets import QWidget

from tabletop.core import TabletopError
from tabletop.model import campaign
from tabletop.model.hints import hints_summary
from tabletop.model.session import GameSession

from .end_dialog import EndDialog
from .new_game_dialog import random_seed

if TYPE_CHECKING:
    from pathlib import Path

    from .controller import SessionController
    from .game_page import GamePage


class GameEndCommands:
    """What happens when a game ends; mixed into MainWindow."""

    controller: SessionController | None
    page: GamePage | None
    dialogs: bool  # False: no end-of-game dialog (tests, screenshots)
    campaign_note: str | None  # set once the finished game was offered to the campaign

    if TYPE_CHECKING:
        def open_session(self, session: GameSession, game_id: str, path: Path | None = None,
                         journal_path: Path | None = None, created_at: str | None = None) -> None: ...
        def new_game(self, game_id: str | None = None) -> bool: ...
        def message(self, title: str, text: str) -> None: ...

    def _game_over(self) -> None:
        c = self.controller
        if c is None:
            return
        if self.campaign_note is None:  # once per opened game (undo and redo of the end too)
            self.campaign_note = campaign.record_session(c.game_id, c.session)
        if not self.dialogs:
            return
        QTimer.singleShot(0, self.show_end_dialog)

    def show_end_dialog(self) -> None:
        c = self.controller
        outcome = c.session.outcome() if c is not None else None
        if c is None or outcome is None or self.page is None:
            return
        names = c.names()
        title = f"{c.meta.title} — game over"
        note = self.campaign_note or ""
        used = c.session.hints_used
        hints = hints_summary(used, names) if c.session.hints_allowed or any(used) else ""
        parent = self if isinstance(self, QWidget) else None  # always: the mixin is the window
        dialog = EndDialog(outcome, names, self.page.colors, title, parent, campaign=note,
                           hints=hints)
        dialog.exec()
        if dialog.choice == "rematch":
            self.rematch()
        elif dialog.choice == "new":
            self.new_game()

    def rematch(self) -> bool:
        """The same game again: the same seats, colours and settings, a new game number."""
        c = self.controller
        if c is None:
            return False
        session = c.session
        try:
            fresh = GameSession.new(session.rules, session.config, random_seed(), session.seats)
            fresh.set_hints(session.hints_allowed)  # the same settings; no hints used yet
        except (TabletopError, ValueError) as exc:
            self.message("Cannot start the game", str(exc))
            return False
        self.open_session(fresh, c.game_id)
        return True
