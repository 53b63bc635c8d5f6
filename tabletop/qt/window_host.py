"""What the main window's parts know of the window, declared for the type checker.

``MainWindow`` is put together from mixins (``FileHandling``, ``WindowCommands``) that call the
window's methods, and ``menus.build_menus`` gives it its actions. ``WindowHost`` declares
those, so each part is checked against the window it runs in; at run time it is ``object``
and the mixins stay plain classes (the window brings everything).
"""

from __future__ import annotations

from pathlib import Path
from typing import TYPE_CHECKING

if TYPE_CHECKING:
    from PySide6.QtGui import QAction
    from PySide6.QtWidgets import QMainWindow, QMenu, QStackedWidget

    from tabletop.model.session import GameSession
    from tabletop.model.settings import Settings

    from .controller import SessionController
    from .game_page import GamePage

    class WindowHost(QMainWindow):
        # the actions menus.build_menus creates
        act_new: QAction
        act_open: QAction
        act_save: QAction
        act_save_as: QAction
        act_hint: QAction
        act_allow_hints: QAction
        act_quit: QAction
        act_undo: QAction
        act_redo: QAction
        act_end_turn: QAction
        act_settings: QAction
        act_fit: QAction
        act_zoom_in: QAction
        act_zoom_out: QAction
        act_how_to_play: QAction
        help_menu: QMenu
        recent_menu: QMenu
        act_close: QAction
        act_full_screen: QAction
        # the window's own
        controller: SessionController | None
        page: GamePage | None
        stack: QStackedWidget
        settings: Settings
        dialogs: bool
        screenshot_mode: bool

        def open_session(
            self, session: GameSession, game_id: str, path: Path | None = None,
            journal_path: Path | None = None, created_at: str | None = None,
        ) -> None: ...

        def message(self, title: str, text: str) -> None: ...

        def apply_settings(self, settings: Settings, save: bool = True) -> None: ...

        def quit_text(self) -> str: ...

        def close_game(self) -> None: ...

        def load_path(self, path: Path) -> bool: ...

        def remember_recent(self, path: Path) -> None: ...

        def refresh(self) -> None: ...

        def _update_title(self) -> None: ...

        def update_actions(self) -> None: ...
else:
    WindowHost = object
