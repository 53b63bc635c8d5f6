"""The main window: the pages, the hand-off cover, playing and the dialogs.

Menus are built in ``menus``, files are handled by ``files.FileHandling``.
"""

from __future__ import annotations

import logging
from pathlib import Path

from PySide6.QtCore import Qt, QTimer
from PySide6.QtGui import QCloseEvent
from PySide6.QtWidgets import (
    QLabel,
    QMainWindow,
    QMessageBox,
    QPushButton,
    QStackedWidget,
    QVBoxLayout,
    QWidget,
)

from tabletop.core import TabletopError
from tabletop.model import autosave, campaign
from tabletop.model.session import GameSession
from tabletop.model.settings import Settings, load_settings, save_settings

from . import theme
from .controller import SessionController
from .end_dialog import EndDialog
from .files import FileHandling, GameHandle, game_handle, stand_in_text
from .game_page import GamePage
from .handoff import HandoffCover
from .menus import build_menus
from .new_game_dialog import NewGameDialog
from .settings_dialog import SettingsDialog, animation_ms

log = logging.getLogger(__name__)

__all__ = ["GameHandle", "MainWindow", "game_handle", "stand_in_text"]


class MainWindow(FileHandling, QMainWindow):
    def __init__(
        self,
        bot_delay_ms: int | None = None,
        dialogs: bool = True,
        autosave_games: bool = True,
        screenshot_mode: bool = False,
        animation: str | None = None,
    ) -> None:
        """``bot_delay_ms`` and ``animation`` default to the user's settings; screenshots
        and UI timing never animate."""
        super().__init__()
        self.settings = load_settings()
        self.bot_delay_ms = self.settings.bot_delay_ms if bot_delay_ms is None else bot_delay_ms
        if screenshot_mode:
            animation = "off"
        self.animation = self.settings.animation if animation is None else animation
        self.dialogs = dialogs  # False: no end-of-game dialog (tests, screenshots)
        self.autosave_games = autosave_games
        self.screenshot_mode = screenshot_mode  # no cover; the view is the seat to act's
        self.controller: SessionController | None = None
        self.handle: GameHandle | None = None
        self.page: GamePage | None = None
        self.campaign_note: str | None = None  # set once the finished game was offered to it
        self.setWindowIcon(theme.app_icon())
        self.setFont(theme.ui_font(10))
        self.banner = QLabel()
        self.banner.setObjectName("StandInBanner")
        self.banner.setStyleSheet(
            "#StandInBanner { background: #fff3c4; color: #4a3b00; padding: 5px 10px;"
            " border-bottom: 1px solid #d9c47a; }"
        )
        self.banner.setTextFormat(Qt.TextFormat.RichText)
        self.banner.linkActivated.connect(self._open_readme)
        self.banner.hide()
        self.stack = QStackedWidget()
        self.welcome = self._welcome_page()
        self.cover = HandoffCover()
        self.cover.confirmed.connect(self._confirm_handoff)
        self.stack.addWidget(self.welcome)
        self.stack.addWidget(self.cover)
        central = QWidget()
        box = QVBoxLayout(central)
        box.setContentsMargins(0, 0, 0, 0)
        box.setSpacing(0)
        box.addWidget(self.banner)
        box.addWidget(self.stack, 1)
        self.setCentralWidget(central)
        build_menus(self)
        self._update_title()
        self._update_actions()
        self.resize(1400, 900)

    # --- building ----------------------------------------------------------------------------
    def _welcome_page(self) -> QWidget:
        page = QWidget()
        page.setObjectName("Welcome")
        page.setAttribute(Qt.WidgetAttribute.WA_StyledBackground, True)
        page.setStyleSheet("#Welcome { background: #2f4a3a; } QLabel { color: #f3eedf; }")
        title = QLabel("Tabletop")
        title.setFont(theme.ui_font(30, bold=True))
        note = QLabel("Euro board games for friends around one computer.")
        note.setFont(theme.ui_font(12))
        new = QPushButton("New game…  (Ctrl+N)")
        new.clicked.connect(self.new_game)
        open_ = QPushButton("Open a saved game…  (Ctrl+O)")
        open_.clicked.connect(self.open_file)
        box = QVBoxLayout(page)
        box.addStretch(2)
        for widget in (title, note):
            widget.setAlignment(Qt.AlignmentFlag.AlignCenter)
            box.addWidget(widget)
        box.addSpacing(20)
        for button in (new, open_):
            button.setMinimumWidth(280)
            button.setMinimumHeight(40)
            button.setFont(theme.ui_font(12))
            box.addWidget(button, 0, Qt.AlignmentFlag.AlignHCenter)
        box.addStretch(3)
        return page

    # --- opening a game --------------------------------------------------------------------------
    def open_session(
        self,
        session: GameSession,
        game_id: str,
        path: Path | None = None,
        journal_path: Path | None = None,
        created_at: str | None = None,
    ) -> None:
        """Show ``session``; it gets an autosave journal (``journal_path`` when resuming one)."""
        handle = game_handle(game_id, session.config.variants)
        self.close_game()
        journal = None
        if self.autosave_games and not session.is_over:
            journal = autosave.AutosaveJournal(session, game_id, journal_path)
        controller = SessionController(
            session,
            game_id,
            handle.meta,
            journal,
            self.bot_delay_ms,
            self.settings.bot_budget_s,
            path,
            created_at,
            auto_bots=not self.screenshot_mode,
            follow_seat=self.screenshot_mode,
            parent=self,
        )
        self.handle = handle
        self.controller = controller
        self.page = GamePage(controller, handle.layout)
        self.page.table.animation_ms = animation_ms(self.animation)
        self.page.action_chosen.connect(controller.apply)
        self.stack.addWidget(self.page)
        controller.decision_changed.connect(self.refresh)
        controller.error.connect(self._show_refusal)
        controller.game_over.connect(self._game_over)
        controller.saved.connect(lambda _p: self._update_title())
        if handle.stand_ins:
            self.banner.setText(f"⚠ {stand_in_text(handle.stand_ins)} — <a href='readme'>why?</a>")
            self.banner.setToolTip(f"Which components are stand-ins and why: {handle.readme}")
            self.banner.show()
        else:
            self.banner.hide()
        self.refresh()
        if session.is_over:
            self._game_over()

    def close_game(self) -> None:
        if self.controller is not None:
            self.controller.close(keep_journal=True)
            self.controller.deleteLater()
            self.controller = None
        if self.page is not None:
            self.stack.removeWidget(self.page)
            self.page.deleteLater()
            self.page = None
        self.handle = None
        self.campaign_note = None
        self.banner.hide()
        self.stack.setCurrentWidget(self.welcome)
        self._update_title()
        self._update_actions()

    def new_game(self) -> bool:
        dialog = NewGameDialog(parent=self)
        if dialog.exec() != NewGameDialog.DialogCode.Accepted:
            return False
        spec = dialog.spec()
        if spec is None:
            return False
        try:
            handle = game_handle(spec.game_id)
            session = GameSession.new(handle.rules, spec.config, spec.seed, spec.seats)
        except (TabletopError, ValueError) as exc:
            self.message("Cannot start the game", str(exc))
            return False
        self.open_session(session, spec.game_id)
        return True

    # --- playing -------------------------------------------------------------------------------
    def refresh(self) -> None:
        c = self.controller
        if c is None or self.page is None:
            return
        self.page.refresh()  # built from the public view while a hand-off is pending
        pending = c.pending_handoff
        if pending is not None:
            self.cover.show_for(pending, c.seat_name(pending), self.page.colors[pending])
            self.stack.setCurrentWidget(self.cover)
            self.cover.button.setFocus()
        else:
            self.stack.setCurrentWidget(self.page)
        self._update_title()
        self._update_actions()

    def _confirm_handoff(self) -> None:
        if self.controller is not None:
            self.controller.confirm_handoff()

    def undo(self) -> None:
        if self.controller is not None and self.controller.can_undo():
            self.controller.undo()

    def redo(self) -> None:
        if self.controller is not None and self.controller.can_redo():
            self.controller.redo()

    def fit(self) -> None:
        if self.page is not None:
            self.page.table.fit_all()

    def zoom(self, factor: float) -> None:
        if self.page is None:
            return
        views = self.page.table.views()
        focused = [v for v in views if v.hasFocus()]
        for view in focused or views[:1]:
            view.zoom(factor)

    def _show_refusal(self, text: str) -> None:
        self.message("Not allowed", text)

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
        names = [s.name for s in c.session.seats]
        title = f"{c.meta.title} — game over"
        note = self.campaign_note or ""
        EndDialog(outcome, names, self.page.colors, title, self, campaign=note).exec()

    def edit_settings(self) -> bool:
        """Edit → Settings…: animation speed, bot delay and the search bot's time budget."""
        dialog = SettingsDialog(self.settings, self)
        if dialog.exec() != SettingsDialog.DialogCode.Accepted:
            return False
        self.apply_settings(dialog.result_settings())
        return True

    def apply_settings(self, settings: Settings, save: bool = True) -> None:
        if save:
            try:
                save_settings(settings)
            except OSError as exc:
                self.message("Cannot save the settings", str(exc))
        self.settings = settings
        self.bot_delay_ms = settings.bot_delay_ms
        if not self.screenshot_mode:
            self.animation = settings.animation
        if self.controller is not None:
            self.controller.set_bot_delay(self.bot_delay_ms)
            self.controller.bot_budget_s = settings.bot_budget_s
        if self.page is not None:
            self.page.table.animation_ms = animation_ms(self.animation)

    # --- window --------------------------------------------------------------------------------
    def message(self, title: str, text: str) -> None:
        """A refusal or failure, in words; never a traceback."""
        log.info("%s: %s", title, text)
        if not self.screenshot_mode:  # offscreen renders and benchmarks never block on a box
            QMessageBox.warning(self, title, text)

    def about(self) -> None:
        QMessageBox.about(
            self,
            "About Tabletop",
            "Tabletop: Euro board games hot-seat at one computer, rules enforced.\n"
            "Art and icons are drawn for this project.",
        )

    def _open_readme(self, _link: str) -> None:
        """Show which components are stand-ins, inside the app (no external viewer needed)."""
        if self.handle is None:
            return
        from .stand_in_dialog import StandInDialog

        self.stand_in_dialog = StandInDialog(
            self.handle.game_id, self.handle.readme, self, self.handle.variants
        )
        if self.dialogs:
            self.stand_in_dialog.open()

    def _update_title(self) -> None:
        c = self.controller
        if c is None:
            self.setWindowTitle("Tabletop")
            self.setWindowModified(False)
            return
        where = c.path.name if c.path else "not saved yet"
        self.setWindowTitle(f"{c.meta.title} — {where}[*] — Tabletop")
        self.setWindowModified(c.dirty)

    def _update_actions(self) -> None:
        c = self.controller
        playing = c is not None
        for action in (
            self.act_save,
            self.act_save_as,
            self.act_fit,
            self.act_zoom_in,
            self.act_zoom_out,
        ):
            action.setEnabled(playing)
        self.act_undo.setEnabled(bool(c and c.can_undo()))
        self.act_redo.setEnabled(bool(c and c.can_redo()))

    def closeEvent(self, event: QCloseEvent) -> None:  # noqa: N802
        self.close_game()  # the autosave stays: the game can be resumed next time
        super().closeEvent(event)
