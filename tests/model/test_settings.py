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


def test_a_wrong_json_type_is_reset_and_named_the_rest_is_kept(isolated_user_data) -> None:
    import json

    from tabletop.model.settings import read_settings

    path = isolated_user_data / "settings.json"
    path.write_text(json.dumps({"bot_delay_ms": True, "bot_budget_s": 0.05, "animation": "fast",
                                "banner_s": "2", "cover": "never"}))
    settings, problem = read_settings()
    assert settings.bot_delay_ms == 450 and settings.banner_s == 2.0  # true is not 1, "2" not 2 s
    assert (settings.bot_budget_s, settings.animation, settings.cover) == (0.05, "fast", "never")
    assert "settings.json" in problem
    assert "Computer move delay (bot_delay_ms) was true, now 450" in problem
    assert 'New round banner (banner_s) was "2", now 2.0' in problem
    assert "animation" not in problem and "cover" not in problem
    assert path.read_text().startswith('{"bot_delay_ms": true')  # the file is left as it was


def test_whole_numbers_are_times_and_a_value_out_of_range_is_reset(isolated_user_data) -> None:
    from tabletop.model.settings import read_settings

    path = isolated_user_data / "settings.json"
    path.write_text('{"bot_budget_s": 3, "banner_s": -1}')
    settings, problem = read_settings()
    assert settings.bot_budget_s == 3.0 and settings.banner_s == 2.0
    assert "banner_s" in problem and "bot_budget_s" not in problem


def test_a_file_that_holds_no_settings_gives_the_defaults_with_a_message(isolated_user_data) -> None:
    from tabletop.model.settings import read_settings

    (isolated_user_data / "settings.json").write_text("[1, 2]")
    settings, problem = read_settings()
    assert settings == Settings() and "holds no settings" in problem
