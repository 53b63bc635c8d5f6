from __future__ import annotations

from tabletop.model.settings import Settings, load_settings, save_settings


def test_settings_round_trip_and_damaged_file_falls_back(isolated_user_data) -> None:
    assert load_settings() == Settings()
    save_settings(Settings(bot_budget_s=0.5, animation="off"))
    assert load_settings().bot_budget_s == 0.5
    (isolated_user_data / "settings.json").write_text("{ broken")
    assert load_settings() == Settings()
    (isolated_user_data / "settings.json").write_text('{"bot_budget_s": -3}')
    assert load_settings() == Settings()
