"""The main window: the pages, the hand-off cover, playing and the dialogs.

The window owns its parts as objects, each declaring in a Protocol what it uses of the window:
``files`` (open, resume, save), ``desktop`` (Open Recent, Close game, full screen, the layout),
``hints``, ``game_end``, ``help``; the menus are data in ``menus``.
"""

from __future__ import annotations

import logging
from pathlib import Path

from PySide6.QtGui import QAction, QCloseEvent, QGuiApplication
from PySide6.QtWidgets import (
    QMainWindow,
    QMenu,
    QMessageBox,
    QStackedWidget,
    QVBoxLayout,
    QWidget,
)

from tabletop.core import TabletopError
from tabletop.core.i18n import _
from tabletop.model import autosave, registry
from tabletop.model.recap import recap
from tabletop.model.session import GameSession
from tabletop.model.settings import Settings, read_settings, save_settings

from . import close_look, language_setup, reading, theme
from .accessibility import Accessibility
from .controller import SessionController
from .files import FileCommands, stand_in_text
from .game_end import GameEndCommands
from .game_page import GamePage
from .handoff import HandoffCover, recap_html
from .help_commands import HelpCommands
from .hint_commands import HintCommands
from .keyboard import KeyboardPlay
from .menus import build_menus, update_enablement
from .new_game_dialog import NewGameDialog
from .settings_dialog import SettingsDialog, animation_ms
from .welcome import WelcomePage
from .window_commands import WindowCommands, opening_size, plain_message

log = logging.getLogger(__name__)

__all__ = ["MainWindow", "stand_in_text"]  # stand_in_text: for the tests


class MainWindow(QMainWindow):
    # made by menus.build_menus
    act_new: QAction
    act_open: QAction
    act_save: QAction
    act_save_as: QAction
    act_hint: QAction
    act_allow_hints: QAction
    act_close: QAction
    act_quit: QAction
    act_undo: QAction
    act_redo: QAction
    act_end_turn: QAction
    act_settings: QAction
    act_fit: QAction
    act_zoom_in: QAction
    act_zoom_out: QAction
    act_full_screen: QAction
    act_how_to_play: QAction
    act_keys: QAction
    recent_menu: QMenu
    view_menu: QMenu
    help_menu: QMenu

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
        theme.keep_own_colours(self)  # the cream panels keep their ink on a dark desktop
        self.settings, self.settings_problem = read_settings()  # a damaged file: defaults, a notice
        reading.apply(self.settings)  # text size and contrast, before any widget is made
        if self.settings.language:  # a language chosen in Settings, over the desktop's
            language_setup.apply_language(self.settings.language)
        close_look.set_enabled(self.settings.close_look)
        self.bot_delay_ms = self.settings.bot_delay_ms if bot_delay_ms is None else bot_delay_ms
        if screenshot_mode:
            animation = "off"
        self.animation = self.settings.animation if animation is None else animation
        self.dialogs = dialogs  # False: no end-of-game dialog (tests, screenshots)
        self.autosave_games = autosave_games
        self.screenshot_mode = screenshot_mode  # no cover; the view is the seat to act's
        self.controller: SessionController | None = None
        self.game: registry.GameEntry | None = None  # the game in play
        self.page: GamePage | None = None
        self.game_end = GameEndCommands(self)  # the campaign, the end-of-game dialog, a rematch
        self.hints = HintCommands(self)  # Game → Suggest a move and Allow hints
        self.files = FileCommands(self, self)  # open, resume, save
        self.desktop = WindowCommands(self, self)  # Open Recent, Close game, F11, the layout
        self.help = HelpCommands(self, self)  # How to play, Keys, About, the stand-ins
        self.setWindowIcon(theme.app_icon())
        self.setFont(theme.ui_font(10))
        # the stand-in badge: a game's page shows it in its status line (not a band of its own
        # over the table), so the window keeps it between games
        self.banner = self.help.stand_in_label()
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
        box.addWidget(self.stack, 1)
        self.setCentralWidget(central)
        build_menus(self)
        self.keys = KeyboardPlay(self, self, self.settings.keys)  # play from the keyboard
        self.access = Accessibility(self, self)  # names, the table outline, spoken news
        self.update_title()
        self.update_actions()
        self.files.show_file_notices()
        self.statusBar().messageChanged.connect(self._status_message)
        self.resize(*opening_size(QGuiApplication.primaryScreen()))

    # --- building ----------------------------------------------------------------------------
    def _welcome_page(self) -> WelcomePage:
        page = WelcomePage()
        page.game_chosen.connect(self.new_game)
        page.new_chosen.connect(self.new_game)
        page.open_chosen.connect(self.files.open_file)
        page.resume_chosen.connect(self.files.resume)
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
        game = registry.load_game(game_id)
        self.close_game()
        journal = None
        if self.autosave_games and not session.is_over:
            journal = autosave.AutosaveJournal(session, game_id, journal_path)
        controller = SessionController(
            session,
            game_id,
            game.meta,
            journal,
            self.bot_delay_ms,
            self.settings.bot_budget_s,
            path,
            created_at,
            auto_bots=not self.screenshot_mode,
            follow_seat=self.screenshot_mode,
            cover=self.settings.cover,
            parent=self,
        )
        self.game = game
        self.controller = controller
        self.page = GamePage(controller, game.layout)
        self.page.table.animation_ms = animation_ms(self.animation)
        self.page.banner_ms = 0 if self.screenshot_mode else round(self.settings.banner_s * 1000)
        self.page.action_chosen.connect(controller.apply)
        self.desktop.restore_side_panel()
        self.stack.addWidget(self.page)
        controller.transitioned.connect(self.show_move)
        controller.reset.connect(self.show_position)
        controller.decision_changed.connect(self.refresh)
        controller.error.connect(self._show_refusal)
        controller.game_over.connect(self.game_end.game_over)
        controller.saved.connect(lambda _p: self.update_title())
        controller.suggester.suggested.connect(self.hints.show_suggestion)
        controller.suggester.failed.connect(self.hints.suggestion_failed)
        self.page.add_tool(self.act_undo)
        stand_ins = game.stand_ins(session.config.variants)
        if stand_ins:
            self.help.label_stand_ins(self.banner, stand_ins, game.readme)
            self.page.show_badge(self.banner)
        else:
            self.banner.hide()
        self.show_position()  # a game opened or loaded is set on the table at once
        self.keys.game_opened()
        self.access.game_opened()
        if session.is_over:
            self.game_end.game_over()

    def _status_message(self, text: str) -> None:
        """A passing message ("Saved to …", a suggestion) goes to the game's status panel."""
        if self.page is not None:
            self.page.show_note(text)

    def close_game(self) -> None:
        if self.controller is not None:
            self.controller.close(keep_journal=True)
            self.controller.deleteLater()
            self.controller = None
        if self.page is not None:
            self.banner.setParent(self)  # the badge outlives the page that shows it
            self.stack.removeWidget(self.page)
            self.page.deleteLater()
            self.page = None
        self.game = None
        self.game_end.campaign_note = None
        self.banner.hide()
        self.welcome.refresh_later()  # the game just left is resumable now
        self.stack.setCurrentWidget(self.welcome)
        self.update_title()
        self.update_actions()
        self.files.show_file_notices()

    def new_game(self, game_id: str | None = None) -> bool:
        """The New Game dialog (with ``game_id`` chosen, from a card on the welcome screen)."""
        dialog = NewGameDialog(parent=self)
        if isinstance(game_id, str):
            ids = [g.meta.id for g in dialog.games]
            if game_id in ids:
                dialog.games_list.setCurrentRow(ids.index(game_id))
        if dialog.exec() != NewGameDialog.DialogCode.Accepted:
            return False
        spec = dialog.spec()
        if spec is None:
            return False
        try:
            game = registry.load_game(spec.game_id)
            session = GameSession.new(game.rules, spec.config, spec.seed, spec.seats)
            session.set_hints(spec.hints)
        except (TabletopError, ValueError) as exc:
            self.message(_("Cannot start the game"), str(exc))
            return False
        self.open_session(session, spec.game_id)
        return True

    # --- playing -------------------------------------------------------------------------------
    def show_move(self) -> None:
        """Actions were played: the moved pieces slide to their new places (animated sync)."""
        self.refresh(animate=True)

    def show_position(self) -> None:
        """The position jumped (undo, redo, a load): the table is set at once (quiet sync)."""
        self.refresh(animate=False)

    def refresh(self, animate: bool = True) -> None:
        """Bring the window in line with the controller; ``animate``: moved pieces slide."""
        c = self.controller
        if c is None or self.page is None:
            return
        self.page.refresh(animate)  # built from the public view while a hand-off is pending
        pending = c.pending_handoff
        if pending is not None:
            self._show_cover(pending)
            self.cover.button.setFocus()
        else:
            self.stack.setCurrentWidget(self.page)
        self.update_title()
        self.update_actions()
        self.files.show_file_notices()  # autosave paused (full disk) or resumed

    def show_handoff_preview(self) -> bool:
        """Put up the cover the seat to act would see, recap included (``--handoff``)."""
        c = self.controller
        seat = c.session.seat_to_act() if c is not None else None
        if c is None or self.page is None or seat is None:
            return False
        self._show_cover(seat)
        return True

    def _show_cover(self, seat: int) -> None:
        """The "Pass to" cover for ``seat``, with the recap of what happened since their turn."""
        c, page = self.controller, self.page
        assert c is not None and page is not None
        summary = recap_html(recap(c.session, seat, c.fill), c.names(), page.colors)
        self.cover.show_for(seat, c.seat_name(seat), page.colors[seat], summary,
                            c.session.rules.meta.has_hidden_info)
        self.stack.setCurrentWidget(self.cover)

    def _confirm_handoff(self) -> None:
        if self.controller is not None:
            self.controller.confirm_handoff()

    def end_turn(self) -> None:
        """Return (or the bar's End turn): the person whose turn ended passes the table on."""
        if self.controller is not None and self.stack.currentWidget() is self.page:
            self.controller.end_turn()

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
        self.message(_("Not allowed"), text)

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
                self.settings_problem = ""
            except OSError as exc:
                self.message(_("Cannot save the settings"), str(exc))
            self.files.show_file_notices()
        self.settings = settings
        close_look.set_enabled(settings.close_look)
        self.bot_delay_ms = settings.bot_delay_ms
        self.keys.set_keys(settings.keys)
        if reading.apply(settings) and self.page is not None and not self._reopen_page():
            self.statusBar().showMessage(
                _("The new text size and contrast show on the next game you open or resume."), 8000)
        if not self.screenshot_mode:
            self.animation = settings.animation
        if self.controller is not None:
            self.controller.bots.set_delay(self.bot_delay_ms)
            self.controller.cover = settings.cover
            self.controller.bots.budget_s = settings.bot_budget_s
        if self.page is not None:
            self.page.table.animation_ms = animation_ms(self.animation)
            self.page.banner_ms = round(settings.banner_s * 1000)

    def _reopen_page(self) -> bool:
        """The text size or contrast changed: the game's page is made again with the new
        fonts (the same session and autosave file, the same person at the screen)."""
        c = self.controller
        if c is None or c.session.is_over or c.look_back.at is not None or self.game is None:
            return False
        viewer, dirty = c.display_viewer, c.dirty
        journal = c.journal.path if c.journal is not None else None
        self.open_session(c.session, c.game_id, c.path, journal, c.created_at)
        now = self.controller
        if now is not None:
            if viewer is not None and now.pending_handoff == viewer:
                now.confirm_handoff()  # the same person keeps the screen: no cover
            now.dirty = dirty
        self.update_title()
        return True

    # --- window --------------------------------------------------------------------------------
    def message(self, title: str, text: str) -> None:
        """A refusal or failure, in words; never a traceback."""
        log.info("%s: %s", title, text)
        if not self.screenshot_mode:  # offscreen renders and benchmarks never block on a box
            QMessageBox.warning(self, title, plain_message(text))

    def update_title(self) -> None:
        c = self.controller
        if c is None:
            self.setWindowTitle("Tabletop")
            self.setWindowModified(False)
            return
        where = c.path.name if c.path else _("not saved yet")
        self.setWindowTitle(f"{c.meta.title} — {where}[*] — Tabletop")
        self.setWindowModified(c.dirty)

    def update_actions(self) -> None:
        how = _("&How to play {game}…").format(game=self.game.meta.title) if self.game else ""
        self.act_how_to_play.setText(how or _("&How to play…"))
        update_enablement(self)  # each menu entry's "when" (menus.MENUS)
        self.hints.update_hint_actions()

    def closeEvent(self, event: QCloseEvent) -> None:  # noqa: N802
        if not self.desktop.confirm_leaving(_("Quit Tabletop?"), _("Quit")):
            event.ignore()
            return
        self.desktop.remember_layout()
        self.close_game()  # the autosave stays: the game can be resumed next time
        super().closeEvent(event)
