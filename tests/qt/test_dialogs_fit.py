"""Every dialog fits an 800 px tall screen: New Game at five seats ran off it (its Start
button out of reach). Its settings now scroll when the screen is too short for them."""

from __future__ import annotations

import pytest
from PySide6.QtWidgets import QDialogButtonBox

import tabletop.qt.main_window  # noqa: F401  (imported before the fake game is registered)
from tabletop.qt import panel_parts
from tabletop.qt.new_game_dialog import NewGameDialog, available_games

SCREEN = 800


def five_seats(qtbot, qapp) -> NewGameDialog:
    dialog = NewGameDialog(available_games())
    qtbot.addWidget(dialog)
    dialog.show()
    dialog.games_list.setCurrentRow([g.meta.id for g in dialog.games].index("nusfjord"))
    dialog.players.setValue(5)
    for box in dialog.variant_checks.values():  # every variant's lines too
        box.setChecked(True)
    for _ in range(3):
        qapp.processEvents()
    return dialog


def assert_usable(dialog: NewGameDialog, room: int) -> None:
    assert dialog.height() <= room
    start = dialog.buttons.button(QDialogButtonBox.StandardButton.Ok)
    corner = start.mapTo(dialog, start.rect().bottomRight())
    assert dialog.rect().contains(corner)  # Start game in reach
    scroll = dialog.settings_scroll
    last = dialog.rows[4].name
    scroll.ensureWidgetVisible(last)
    top = last.mapTo(scroll.viewport(), last.rect().topLeft())
    assert 0 <= top.y() and top.y() + last.height() <= scroll.viewport().height()


def test_new_game_at_five_seats_fits_an_800_px_screen(qtbot, qapp):
    room = panel_parts.screen_room(NewGameDialog(available_games()))
    assert room <= SCREEN - panel_parts.TITLE_BAR or pytest.skip("a taller test screen")
    assert_usable(five_seats(qtbot, qapp), room)


def test_new_game_scrolls_its_settings_on_a_short_screen(qtbot, qapp, monkeypatch):
    # a desktop with larger letters makes the dialog taller than here: a shorter screen
    # stands in for it
    monkeypatch.setattr(panel_parts, "screen_room", lambda widget: 520)
    dialog = five_seats(qtbot, qapp)
    assert dialog.settings_scroll.verticalScrollBar().maximum() > 0
    assert_usable(dialog, 520)
    dialog.players.setValue(2)  # fewer seats: it shrinks again, nothing scrolls
    for _ in range(3):
        qapp.processEvents()
    assert dialog.height() <= 520


def test_the_other_dialogs_fit_an_800_px_screen(qtbot, qapp):
    from tabletop.core import GameConfig
    from tabletop.model import paths
    from tabletop.model.playout import play_session
    from tabletop.model.registry import load_game
    from tabletop.model.settings import Settings
    from tabletop.qt import theme
    from tabletop.qt.end_dialog import EndDialog
    from tabletop.qt.guide_dialog import GuideDialog
    from tabletop.qt.settings_dialog import SettingsDialog
    from tabletop.qt.stand_in_dialog import StandInDialog

    session = play_session(load_game("nusfjord").rules, GameConfig(players=5), "1")
    outcome = session.outcome()
    assert outcome is not None
    colors = [theme.seat_color(session, s) for s in range(5)]
    readme = paths.resources_dir() / "games" / "nusfjord" / "README.md"
    for dialog in (
        EndDialog(outcome, [s.name for s in session.seats], colors, hints="Anna asked 2 hints"),
        SettingsDialog(Settings()),
        GuideDialog("nusfjord", "Nusfjord"),
        StandInDialog("nusfjord", readme),
    ):
        qtbot.addWidget(dialog)
        dialog.show()
        qapp.processEvents()
        assert dialog.height() <= SCREEN - panel_parts.TITLE_BAR, type(dialog).__name__
        dialog.close()
