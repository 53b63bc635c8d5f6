"""The app keeps its own colours whatever the desktop's palette: under a dark desktop (KDE
Breeze Dark, a dark Fusion palette) the cream panels drew near-white text (1.0:1 for 15-18
text widgets in every game). Every visible text widget must read at 3:1 or better, measured
against the pixels actually painted behind it, under a light and a dark desktop palette."""

from __future__ import annotations

import pytest
from PySide6.QtCore import QPoint
from PySide6.QtWidgets import QApplication, QToolTip, QWidget

import tabletop.qt.main_window  # noqa: F401  (imported before the fake game is registered)
from tabletop.model.registry import load_game
from tabletop.qt import theme
from tabletop.qt.entry import _offscreen_window
from tabletop.qt.text_audit import late_session

from .contrast import contrast, dark_palette, light_palette, readings

GAMES = ["harvest_island", "orchard_ocean", "madeira", "nusfjord", "saltfjord"]
LEAST = 3.0


@pytest.fixture(params=["dark", "light"])
def desktop(request, qapp):
    """The desktop's palette, switched while the app runs (as a theme change does)."""
    palette = dark_palette() if request.param == "dark" else light_palette()
    yield lambda: (QApplication.setPalette(palette), qapp.processEvents())
    QApplication.setPalette(theme.own_palette())
    QToolTip.setPalette(theme.own_palette())


def too_faint(widget) -> list[str]:
    widget.repaint()
    QApplication.processEvents()
    found = readings(widget)
    assert found, "no text widget was measured"
    return [f"{r.ratio:.2f}:1 {r.what}" for r in found if r.ratio < LEAST]


@pytest.mark.parametrize("game_id", GAMES)
def test_every_text_on_the_table_reads_under_any_desktop_palette(qapp, desktop, game_id):
    session, _ = late_session(game_id, None, "1", None)
    window = _offscreen_window(session, game_id, (1280, 800))
    window.show()
    desktop()
    try:
        for _ in range(3):
            qapp.processEvents()
        assert too_faint(window) == []
        if window.show_handoff_preview():  # the hand-over cover
            qapp.processEvents()
            assert too_faint(window) == []
    finally:
        window.close_game()
        window.close()


def test_the_welcome_page_reads_under_any_desktop_palette(qapp, desktop):
    from tabletop.qt.main_window import MainWindow

    window = MainWindow(bot_delay_ms=0, dialogs=False)
    window.resize(1280, 800)
    window.show()
    desktop()
    try:
        assert too_faint(window) == []
    finally:
        window.close()


def test_the_dialogs_read_under_any_desktop_palette(qapp, desktop):
    from tabletop.core import GameConfig
    from tabletop.model.playout import play_session
    from tabletop.model.settings import Settings
    from tabletop.qt.end_dialog import EndDialog
    from tabletop.qt.new_game_dialog import NewGameDialog, available_games
    from tabletop.qt.settings_dialog import SettingsDialog

    entry = load_game("madeira")
    session = play_session(entry.rules, GameConfig(players=3), "1")
    outcome = session.outcome()
    assert outcome is not None
    colors = [theme.seat_color(session, s) for s in range(3)]
    desktop()
    dialogs = [
        NewGameDialog(available_games()),
        SettingsDialog(Settings()),
        EndDialog(outcome, [s.name for s in session.seats], colors),
    ]
    for dialog in dialogs:
        dialog.show()
        qapp.processEvents()
        try:
            assert too_faint(dialog) == [], type(dialog).__name__
        finally:
            dialog.close()


def test_the_boards_tooltips_are_ink_on_a_pale_card(qapp, desktop):
    # under Xvfb the board's tooltips drew as solid black boxes: a style sheet without
    # selectors ("background: transparent") above the boards reached their tooltips, and a
    # see-through window is black where there is no compositor
    session, _ = late_session("madeira", None, "1", None)
    window = _offscreen_window(session, "madeira", (1280, 800))
    window.show()
    desktop()
    try:
        hosts = [f.view.viewport() for f in window.page.table.frames if f.isVisible()]
        hosts += [w for w in window.findChildren(QWidget) if w.toolTip() and w.isVisible()]
        assert len(hosts) > 5
        for host in hosts:  # every board, and every widget with a tooltip of its own
            QToolTip.showText(host.mapToGlobal(QPoint(5, 5)), host.toolTip() or "Porto Santo", host)
            qapp.processEvents()
            [tip] = [t for t in QApplication.topLevelWidgets() if t.inherits("QTipLabel") and t.isVisible()]
            palette = tip.palette()
            card, ink = palette.color(tip.backgroundRole()), palette.color(tip.foregroundRole())
            assert card.alpha() == 255 and card.lightness() > 200, type(host).__name__
            assert contrast(ink, card) >= 4.5, type(host).__name__
            QToolTip.hideText()
            qapp.processEvents()
    finally:
        window.close_game()
        window.close()
