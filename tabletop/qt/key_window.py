"""What the keys and the screen reader's side use of the main window: a protocol, so that
they and the window (which makes them) do not import each other."""

from __future__ import annotations

from typing import TYPE_CHECKING, Protocol

from PySide6.QtGui import QAction
from PySide6.QtWidgets import QStackedWidget

if TYPE_CHECKING:
    from .controller import SessionController
    from .game_page import GamePage
    from .handoff import HandoffCover


class KeyWindow(Protocol):
    """What the keys use of the window (MainWindow)."""

    controller: SessionController | None
    page: GamePage | None
    stack: QStackedWidget
    cover: HandoffCover
    act_end_turn: QAction

    def end_turn(self) -> None: ...
