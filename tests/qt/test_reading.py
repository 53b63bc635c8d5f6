"""Issue 32 items 3 and 4: the text size (100-200%) scales the table's letters and the panels
together, and at 150% on a 1920x1080 window the table still keeps its rules (every target in
view, no name cut); high contrast draws no pale text; the panels take the desktop's font."""

from __future__ import annotations

import pytest
from PySide6.QtGui import QColor, QFont, QGuiApplication

from tabletop.model.registry import GAME_IDS
from tabletop.model.settings import Settings
from tabletop.qt import reading, table_audit, text_audit, theme

FULL_HD = (1920, 1080)


@pytest.fixture
def at_150(monkeypatch):
    monkeypatch.setenv("TABLETOP_TEXT_SCALE", "150")
    yield
    monkeypatch.delenv("TABLETOP_TEXT_SCALE")
    reading.apply(Settings())


@pytest.mark.parametrize("game_id", GAME_IDS)
def test_at_150_percent_the_table_keeps_its_rules(qapp, at_150, game_id):
    moments = table_audit.audit_game(game_id, FULL_HD, seed="1", moments=(0.02, 0.3))
    assert theme.text_scale == 1.5
    targets = sum(r.targets for _, r in moments)
    assert targets > 0
    assert sum(r.in_view for _, r in moments) == targets, moments
    assert all(r.small == 0 for _, r in moments), moments
    _played, report = text_audit.audit_game(game_id, FULL_HD, seed="1")
    assert report.elided == 0, report  # every name whole
    # the table's readability targets (test_text_size's, there at 1280x800 and 100%)
    assert report.median_px >= 11.5, report
    assert report.pct_ge_11 >= 60.0, report


def test_the_text_size_scales_the_panels_and_the_boards_floor(qapp, at_150):
    reading.apply(Settings())
    assert theme.text_scale == 1.5  # the environment wins over the settings file
    assert theme.ui_font(10).pointSizeF() == pytest.approx(15.0 * theme.ui_base_pt / 10.0)
    assert theme.text_floor_for(640) == pytest.approx(18.0)


def test_the_setting_is_read_without_the_environment(qapp):
    assert reading.apply(Settings(text_scale=200))
    assert theme.text_scale == 2.0
    reading.apply(Settings())
    assert theme.text_scale == 1.0 and theme.text_floor_for(640) == pytest.approx(12.0)


def test_high_contrast_has_no_pale_text_and_ink_outlines(qapp):
    reading.apply(Settings(high_contrast=True))
    try:
        assert theme.MUTED_INK == theme.INK
        edge, width = theme.zone_edge(QColor("#c8b99a"), 0.5)
        assert edge == theme.INK and width > 1.0
        assert theme.zone_ink(QColor("#bbbbbb"), QColor("#fffbe0")).lightness() < 40
    finally:
        reading.apply(Settings())
    assert theme.MUTED_INK != theme.INK


def test_the_panels_take_the_desktops_font(qapp, monkeypatch):
    class Desktop:
        def font(self) -> QFont:
            font = QFont("Liberation Serif")
            font.setPointSizeF(12.0)
            return font

    monkeypatch.setattr(QGuiApplication, "platformName", staticmethod(lambda: "xcb"))
    monkeypatch.setattr(theme, "UI_FAMILY", theme.UI_FAMILY)
    monkeypatch.setattr(theme, "ui_base_pt", theme.ui_base_pt)
    reading.use_desktop_font(Desktop())  # type: ignore[arg-type]
    assert theme.UI_FAMILY == "Liberation Serif"
    assert theme.ui_font(10).family() == "Liberation Serif"
    assert theme.ui_font(10).pointSizeF() == pytest.approx(12.0)
    assert theme.ui_font(12).pointSizeF() == pytest.approx(14.4)  # the panels' ratios kept


def test_a_tiny_desktop_font_is_raised_to_a_readable_size(qapp, monkeypatch):
    class Desktop:
        def font(self) -> QFont:
            font = QFont("Liberation Sans")
            font.setPointSizeF(7.0)
            return font

    monkeypatch.setattr(QGuiApplication, "platformName", staticmethod(lambda: "wayland"))
    monkeypatch.setattr(theme, "UI_FAMILY", theme.UI_FAMILY)
    monkeypatch.setattr(theme, "ui_base_pt", theme.ui_base_pt)
    reading.use_desktop_font(Desktop())  # type: ignore[arg-type]
    assert theme.ui_base_pt == reading.LEAST_PT


def test_the_settings_dialog_offers_text_size_and_contrast(qapp):
    from tabletop.qt.settings_dialog import SettingsDialog

    dialog = SettingsDialog(Settings())
    dialog.text_scale.setValue(150)
    dialog.contrast.setChecked(True)
    result = dialog.result_settings()
    assert result.text_scale == 150 and result.high_contrast


def test_a_new_text_size_shows_at_once_on_the_game_in_play(qtbot):
    from tabletop.core import GameConfig
    from tabletop.model.registry import load_game
    from tabletop.model.session import GameSession, Seat
    from tabletop.qt.main_window import MainWindow

    entry = load_game("madeira")
    session = GameSession.new(entry.rules, GameConfig(players=2), "t", [Seat("Ann"), Seat("Bo")])
    window = MainWindow(bot_delay_ms=0, dialogs=False)
    qtbot.addWidget(window)
    window.open_session(session, "madeira")
    window.controller.confirm_handoff()
    session.apply(session.legal_actions()[0])
    journal = window.controller.journal.path
    before = window.page.bar.prompt.font().pointSizeF()
    try:
        window.apply_settings(window.settings.model_copy(update={"text_scale": 150}), save=False)
        assert window.page.bar.prompt.font().pointSizeF() == pytest.approx(before * 1.5)
        assert window.controller.session is session and window.controller.journal.path == journal
        assert window.controller.pending_handoff is None  # the same person keeps the screen
        assert window.controller.dirty
    finally:
        window.apply_settings(Settings(), save=False)
        window.close_game()
