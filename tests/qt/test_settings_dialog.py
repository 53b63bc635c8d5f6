"""The Settings dialog keeps what the player set: OK does not round a stored value it shows
rounded (a think time of 0.05 s was saved back as 0.1 s)."""

from __future__ import annotations

from tabletop.model.settings import Settings
from tabletop.qt.settings_dialog import SettingsDialog


def test_ok_keeps_a_valid_stored_value_the_spin_shows_rounded(qtbot) -> None:
    stored = Settings(bot_budget_s=0.05, banner_s=0.25, bot_delay_ms=120, animation="slow")
    dialog = SettingsDialog(stored)
    qtbot.addWidget(dialog)
    assert dialog.result_settings() == stored


def test_a_value_the_player_changes_is_taken(qtbot) -> None:
    dialog = SettingsDialog(Settings(bot_budget_s=0.05))
    qtbot.addWidget(dialog)
    dialog.budget.setValue(1.5)
    dialog.banner.setValue(0.5)
    result = dialog.result_settings()
    assert result.bot_budget_s == 1.5 and result.banner_s == 0.5


def test_the_language_is_chosen_and_said_to_apply_at_the_next_start(qtbot) -> None:
    dialog = SettingsDialog(Settings())
    qtbot.addWidget(dialog)
    shown = [dialog.language.itemText(i) for i in range(dialog.language.count())]
    assert shown == ["System default", "English", "Deutsch", "日本語"]
    assert dialog.language.currentData() == ""  # "" follows the desktop
    assert "starts again" in dialog.language_note.text()
    dialog.language.setCurrentIndex(dialog.language.findData("ja"))
    assert dialog.result_settings().language == "ja"
    assert SettingsDialog(Settings(language="de")).language.currentText() == "Deutsch"
