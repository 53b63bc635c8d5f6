"""What the app's command line calls: run the app, render a screenshot, time UI updates."""

from __future__ import annotations

import logging
import os
import sys
import time
from pathlib import Path
from types import TracebackType
from typing import TYPE_CHECKING

from PySide6.QtCore import QCoreApplication
from PySide6.QtWidgets import QApplication, QMessageBox, QToolTip, QWidget

from tabletop.core import TabletopError
from tabletop.model.session import GameSession

from . import language_setup, reading, theme

if TYPE_CHECKING:
    from .main_window import MainWindow

log = logging.getLogger(__name__)


def ensure_app() -> QApplication:
    """The one QApplication (created on first call); offscreen when there is no display."""
    app = QApplication.instance()
    if app is None:
        headless = not (os.environ.get("DISPLAY") or os.environ.get("WAYLAND_DISPLAY"))
        if headless and sys.platform.startswith("linux") and not os.environ.get("QT_QPA_PLATFORM"):
            os.environ["QT_QPA_PLATFORM"] = "offscreen"
        QCoreApplication.setApplicationName("Tabletop")
        QCoreApplication.setOrganizationName("Tabletop")
        QApplication.setDesktopFileName("tabletop")  # Wayland app id: tabletop.desktop's icon
        app = QApplication(sys.argv[:1])
        app.setWindowIcon(theme.app_icon())
        reading.use_desktop_font(app)  # the desktop's font and size, not a forced one
        app.setFont(theme.ui_font(10))
        language_setup.apply_language()  # the desktop's language until the settings are read
    else:
        QCoreApplication.setApplicationName("Tabletop")
        QCoreApplication.setOrganizationName("Tabletop")
    assert isinstance(app, QApplication)
    if app.palette() != theme.own_palette():  # a dark desktop must not ink our cream panels
        app.setPalette(theme.own_palette())
        QToolTip.setPalette(theme.own_palette())
    return app


def _install_excepthook(window: QWidget | None = None) -> None:
    """An unexpected error is logged once (the log file and stderr) and shows the problem box
    (details, Copy, Save a report…) instead of killing the window."""

    def hook(
        kind: type[BaseException], value: BaseException, tb: TracebackType | None
    ) -> None:
        log.error("unexpected error", exc_info=(kind, value, tb))
        if QApplication.instance() is None:
            return
        if isinstance(value, TabletopError):
            QMessageBox.warning(window, "Tabletop", str(value))
            return
        from .problem_dialog import report_problem

        report_problem(window, kind, value, tb)

    sys.excepthook = hook


def run_app(load: Path | None = None, new_window: bool = False) -> int:
    """Open the main window (and ``load`` a save); returns the exit code.

    Unfinished games are offered on the welcome page (Resume / Discard), not in a dialog
    that would cover it. When Tabletop already runs on this data folder, the running window
    comes forward and opens ``load`` instead (unless ``new_window``).
    """
    from . import single_instance
    from .main_window import MainWindow

    app = ensure_app()
    instance = None
    if not new_window:
        instance = single_instance.claim(load)
        if instance is None:
            log.info("Tabletop already runs: handed %s over to it", load or "nothing")
            return 0
    from tabletop.model.folders import migrate_user_folders
    from tabletop.model.problems import enable_crash_trace, setup_logging

    setup_logging()
    enable_crash_trace()
    migrate_user_folders()  # an older install's settings and journals, to their folders
    window = MainWindow()
    _install_excepthook(window)
    if instance is not None:
        instance.setParent(window)
        instance.open_requested.connect(lambda path: single_instance.bring_forward(window, path))
    single_instance_show(window)
    if load is not None:
        window.files.load_path(Path(load))
    return int(app.exec())


def single_instance_show(window: MainWindow) -> None:
    """Where the window was last time; a first start on a screen up to 1920x1080 maximised
    (the table gets all of it)."""
    from .window_commands import show_window

    show_window(window, window.settings.window_geometry)


def _offscreen_window(
    session: GameSession, game_id: str, size: tuple[int, int] | None = None
) -> MainWindow:
    from .main_window import MainWindow

    ensure_app()
    window = MainWindow(bot_delay_ms=0, dialogs=False, autosave_games=False, screenshot_mode=True)
    window.open_session(session, game_id)
    if size is not None:
        window.resize(*size)
    return window


def render_screenshot(
    session: GameSession,
    game_id: str,
    out: Path,
    size: tuple[int, int] = (1600, 1000),
    at: int | None = None,
    handoff: bool = False,
) -> None:
    """Draw the main window around ``session`` to a PNG.

    No dialogs and no hand-off cover: the view is the seat to act's. ``at``: the table as
    it was after that many plies (the look back); ``handoff``: the cover the seat to act
    would see, with what happened since their last turn.
    """
    app = ensure_app()
    window = _offscreen_window(session, game_id, size)
    window.show()
    if at is not None and window.controller is not None:
        window.controller.look_back.show_ply(at)
    for _ in range(3):
        app.processEvents()
    window.fit()
    app.processEvents()
    if handoff and not window.show_handoff_preview():
        raise TabletopError("nobody is to act: the game is over, there is no hand-over to show")
    app.processEvents()
    out = Path(out)
    out.parent.mkdir(parents=True, exist_ok=True)
    if not window.grab().save(str(out)):
        raise OSError(f"could not write {out}")
    window.close_game()
    window.close()
    window.deleteLater()
    app.processEvents()


def measure_ui_sync(session: GameSession, game_id: str, actions: list[str]) -> list[float]:
    """Milliseconds per action from ``apply`` until every scene is reconciled (offscreen)."""
    app = ensure_app()
    window = _offscreen_window(session, game_id, (1600, 1000))
    window.show()
    app.processEvents()
    controller = window.controller
    assert controller is not None
    times: list[float] = []
    try:
        for text in actions:
            start = time.perf_counter()
            if not controller.apply(text):
                raise TabletopError(f"action {len(times) + 1} ({text!r}) was refused")
            times.append((time.perf_counter() - start) * 1000.0)
    finally:
        window.close_game()
        window.close()
        window.deleteLater()
        app.processEvents()
    return times
