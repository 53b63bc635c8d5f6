"""The window's desktop conventions, an object the window owns: Open Recent, Close game, full
screen, and the geometry and side panel layout remembered across restarts (in the settings);
beside it the window's opening size and its message boxes' plain text.
"""

from __future__ import annotations

import logging
from functools import partial
from html import escape
from pathlib import Path
from typing import TYPE_CHECKING, Protocol

from PySide6.QtCore import QByteArray, Qt, QTimer
from PySide6.QtGui import QGuiApplication, QScreen
from PySide6.QtGui import Qt as QtGui  # Qt.mightBeRichText lives in QtGui
from PySide6.QtWidgets import QMainWindow, QMessageBox

from tabletop.core.i18n import _
from tabletop.model.settings import Settings, remember_recent, save_settings

if TYPE_CHECKING:
    from PySide6.QtGui import QAction
    from PySide6.QtWidgets import QMenu

    from .controller import SessionController
    from .game_page import GamePage

log = logging.getLogger(__name__)

MAXIMISE_UP_TO = (1920, 1080)  # a first start on a screen this size or smaller fills it


def _encode(data: QByteArray) -> str:
    return bytes(data.toBase64().data()).decode("ascii")


def _decode(text: str) -> QByteArray:
    return QByteArray.fromBase64(QByteArray(text.encode("ascii")))


def show_window(window: QMainWindow, geometry: str) -> None:
    """Show ``window`` where it was last time (``geometry`` from the settings); on a first
    start, maximised on a screen of at most 1920x1080, else at its opening size."""
    if geometry and window.restoreGeometry(_decode(geometry)):
        window.show()  # restoreGeometry brings back maximised and full screen too
        return
    screen = window.screen() or QGuiApplication.primaryScreen()
    size = screen.size() if screen is not None else None
    if size is not None and size.width() <= MAXIMISE_UP_TO[0] and size.height() <= MAXIMISE_UP_TO[1]:
        window.showMaximized()
    else:
        window.show()


PREFERRED_SIZE = (1400, 900)


def opening_size(screen: QScreen | None) -> tuple[int, int]:
    """The window's first size: 1400 x 900, but never larger than the screen's free area
    (a 1280 x 800 laptop gets the whole of it, not a window hanging off its edges)."""
    if screen is None:
        return PREFERRED_SIZE
    free = screen.availableGeometry()
    return min(PREFERRED_SIZE[0], free.width()), min(PREFERRED_SIZE[1], free.height())


def plain_message(text: str) -> str:
    """``text`` as a message box shows it as typed: a player's name or a file name that looks
    like markup would otherwise be rendered (an ``<img>`` in it, even read)."""
    if not QtGui.mightBeRichText(text):
        return text
    return "<p>" + escape(text).replace("\n", "<br>") + "</p>"


class SaveOpener(Protocol):
    """What Open Recent does with a save chosen from its list."""

    def load_path(self, path: Path) -> bool: ...


class DesktopWindow(Protocol):
    """What the desktop conventions use of the window."""

    settings: Settings
    controller: SessionController | None
    page: GamePage | None
    dialogs: bool
    screenshot_mode: bool
    recent_menu: QMenu
    act_full_screen: QAction

    @property
    def files(self) -> SaveOpener: ...  # files.FileCommands

    def apply_settings(self, settings: Settings, save: bool = True) -> None: ...

    def close_game(self) -> None: ...


class WindowCommands:
    """Open Recent, Close game, F11 and the remembered layout, for the window that owns it
    (``window.desktop``)."""

    def __init__(self, window: DesktopWindow, qt_window: QMainWindow) -> None:
        self.window = window
        self.qt_window = qt_window  # the same window, as Qt's widget (geometry, full screen)

    def _keep(self, settings: Settings) -> None:
        """Store what the window remembers by itself; a failure is logged, never a box (it
        happens while closing, or on every open when the folder cannot be written)."""
        try:
            save_settings(settings)
        except OSError as exc:
            log.warning("cannot keep the window's settings: %s", exc)
        self.window.apply_settings(settings, save=False)

    # --- File -> Open Recent ----------------------------------------------------------------
    def remember_recent(self, path: Path) -> None:
        try:
            full = str(Path(path).resolve())
        except OSError:
            full = str(Path(path).absolute())
        if self.window.settings.recent[:1] != [full]:
            self._keep(remember_recent(self.window.settings, full))

    def fill_recent_menu(self) -> None:
        """Rebuilt each time it opens: saves that were moved or deleted are left out."""
        menu = self.window.recent_menu
        menu.clear()
        shown = [p for p in self.window.settings.recent if Path(p).is_file()]
        for text in shown:
            action = menu.addAction(Path(text).name, partial(self.window.files.load_path, Path(text)))
            action.setToolTip(text)
            action.setStatusTip(text)
        if not shown:
            menu.addAction(_("No recent games")).setEnabled(False)
        menu.addSeparator()
        clear = menu.addAction(_("&Clear the list"), self.clear_recent)
        clear.setEnabled(bool(self.window.settings.recent))

    def clear_recent(self) -> None:
        self._keep(self.window.settings.model_copy(update={"recent": []}))

    # --- Game -> Close game ---------------------------------------------------------------------
    def close_to_welcome(self) -> bool:
        """Back to the welcome page; an unfinished game stays there to resume."""
        if self.window.controller is None or not self.confirm_leaving(_("Close this game?"),
                                                                       _("Close game")):
            return False
        self.window.close_game()
        return True

    def quit_text(self) -> str:
        """What quitting now does to the game in progress, in words ("" when no game runs)."""
        c = self.window.controller
        if c is None or c.session.is_over:
            return ""
        kept = (
            _("Your game is kept: Tabletop offers to resume it the next time it starts.")
            if c.journal is not None
            else _("This game is not autosaved (see the warning above): save it first to keep it.")
        )
        if c.path is not None and c.dirty:
            kept += "\n" + _("Moves since you last saved to {file} are in the autosave only.").format(
                file=c.path.name)
        return kept

    def confirm_leaving(self, title: str, accept: str) -> bool:
        """Closing the game or quitting: the player confirms what it does to the game in
        progress (``quit_text``); True when there is nothing to ask or they chose ``accept``."""
        text = self.quit_text()
        if not text or not self.window.dialogs or self.window.screenshot_mode:
            return True
        box = QMessageBox(QMessageBox.Icon.Question, title, text, parent=self.qt_window)
        go = box.addButton(accept, QMessageBox.ButtonRole.AcceptRole)
        box.addButton(_("Keep playing"), QMessageBox.ButtonRole.RejectRole)
        box.setDefaultButton(go)
        box.exec()
        return box.clickedButton() is go

    # --- View -> Full screen ----------------------------------------------------------------------
    def toggle_full_screen(self) -> None:
        self.qt_window.setWindowState(self.qt_window.windowState() ^ Qt.WindowState.WindowFullScreen)
        self.window.act_full_screen.setChecked(self.qt_window.isFullScreen())

    # --- the layout, kept across restarts ----------------------------------------------------------
    def restore_side_panel(self) -> None:
        """The game page's side panel as the player left it (its splitter's sizes)."""
        splitter = getattr(self.window.page, "splitter", None)
        state = self.window.settings.window_state
        if splitter is not None and state:
            # once the page is laid out: a splitter not shown yet shares its width anew
            QTimer.singleShot(0, splitter, lambda: splitter.restoreState(_decode(state)))

    def remember_layout(self) -> None:
        """Keep the geometry (and the side panel's sizes, when a game is shown) in the settings."""
        if self.window.screenshot_mode:
            return
        update = {"window_geometry": _encode(self.qt_window.saveGeometry())}
        splitter = getattr(self.window.page, "splitter", None)
        if splitter is not None:
            update["window_state"] = _encode(splitter.saveState())
        if any(getattr(self.window.settings, k) != v for k, v in update.items()):
            self._keep(self.window.settings.model_copy(update=update))
