"""The Help menu's commands and the stand-in badge's link: an object the window owns
(``window.help``); ``HelpWindow`` says what it reads of the window."""

from __future__ import annotations

from typing import TYPE_CHECKING, Protocol

from PySide6.QtCore import Qt
from PySide6.QtWidgets import QLabel, QMainWindow

from tabletop.core.i18n import _
from tabletop.model.settings import Settings

from .files import stand_in_badge, stand_in_text

if TYPE_CHECKING:
    from pathlib import Path

    from tabletop.model.registry import GameEntry

    from .controller import SessionController
    from .guide_dialog import GuideDialog
    from .keys_dialog import KeysDialog
    from .stand_in_dialog import StandInDialog


class HelpWindow(Protocol):
    game: GameEntry | None
    controller: SessionController | None
    settings: Settings
    dialogs: bool  # False: dialogs are made but not opened (tests)

    def message(self, title: str, text: str) -> None: ...


class HelpCommands:
    """How to play, Keys, About, and the stand-ins the badge's "why?" shows."""

    def __init__(self, window: HelpWindow, qt_window: QMainWindow) -> None:
        self.window = window
        self.qt_window = qt_window  # the same window: the dialogs' parent
        self.guide_dialog: GuideDialog | None = None  # the last one shown (tests read them)
        self.keys_dialog: KeysDialog | None = None
        self.stand_in_dialog: StandInDialog | None = None

    def how_to_play(self, game_id: str | None = None) -> None:
        """Help → How to play: the game in play, or ``game_id`` (New Game's choice)."""
        from tabletop.model.registry import game_meta

        from .guide_dialog import GuideDialog

        game = self.window.game
        game_id = game_id or (game.game_id if game is not None else None)
        if not game_id:
            self.window.message(_("How to play"), _("Start or open a game first, or use the How to "
                                                    "play button in New Game to read about any game."))
            return
        self.guide_dialog = GuideDialog(game_id, game_meta(game_id).title, self.qt_window)
        if self.window.dialogs:
            self.guide_dialog.open()

    def show_keys(self) -> None:
        """Help → Keys: every key of the table and the menus, in words."""
        from .keys_dialog import KeysDialog

        self.keys_dialog = KeysDialog(self.qt_window, self.window.settings.keys)
        if self.window.dialogs:
            self.keys_dialog.open()

    def about(self) -> None:
        from .about import show_about

        show_about(self.qt_window)

    def open_readme(self, _link: str) -> None:
        """Show which components are stand-ins, inside the app (no external viewer needed)."""
        game, c = self.window.game, self.window.controller
        if game is None or c is None:
            return
        from .stand_in_dialog import StandInDialog

        self.stand_in_dialog = StandInDialog(
            game.game_id, game.readme, self.qt_window, c.session.config.variants
        )
        if self.window.dialogs:
            self.stand_in_dialog.open()

    def stand_in_label(self) -> QLabel:
        """The stand-in badge, hidden until a game with stand-ins opens; its "why?" link shows
        them (``open_readme``)."""
        label = QLabel()
        label.setObjectName("StandInBanner")
        label.setStyleSheet(
            "#StandInBanner { background: #fff3c4; color: #4a3b00; padding: 1px 8px;"
            " border-radius: 4px; }"
        )
        label.setTextFormat(Qt.TextFormat.RichText)
        label.setWordWrap(True)  # the side panel is narrow: a second line, never cut
        label.linkActivated.connect(self.open_readme)
        label.hide()
        return label

    @staticmethod
    def label_stand_ins(label: QLabel, count: int, readme: Path) -> None:
        why = _("why?")
        label.setText(f"⚠ {stand_in_badge(count)} — <a href='readme' style='color:#3d2f00'>{why}</a>")
        label.setToolTip(_("{uses}. Which components are stand-ins and why: {readme}").format(
            uses=stand_in_text(count), readme=readme))
