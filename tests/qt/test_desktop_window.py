"""Desktop conventions: saves as .tabletop documents, Open Recent, Close game, full screen and
the window's geometry and side panel kept across restarts."""

from __future__ import annotations

from pathlib import Path

from PySide6.QtWidgets import QFileDialog

from tabletop.app import _file_as_load, _parser
from tabletop.model.registry import GAME_IDS
from tabletop.model.saves import save_session
from tabletop.model.settings import load_settings
from tabletop.qt import window_commands
from tabletop.qt.main_window import MainWindow

from . import fake_game
from .conftest import new_session


def test_tabletop_file_opens_a_save_like_load(tmp_path):
    parser = _parser()
    args = parser.parse_args(_file_as_load(parser, ["game.tabletop"]))
    assert args.load == Path("game.tabletop")
    args = parser.parse_args(_file_as_load(parser, ["--new-window", "old.json"]))
    assert args.load == Path("old.json") and args.new_window
    args = parser.parse_args(_file_as_load(parser, ["play", "--game", "madeira"]))
    assert args.command == "play" and args.load is None
    help_text = parser.format_help()
    assert all(game_id in help_text for game_id in GAME_IDS)


def test_a_new_save_is_a_tabletop_file_and_old_json_saves_open(window, tmp_path, monkeypatch):
    session = new_session(2)
    window.open_session(session, fake_game.GAME_ID)
    chosen: list[str] = []

    def ask(parent, title, default, filters):
        chosen.append(default)
        assert "*.tabletop" in filters and "*.json" in filters
        return str(tmp_path / "evening"), filters

    monkeypatch.setattr(QFileDialog, "getSaveFileName", ask)
    assert window.files.save_as()
    assert chosen[0].endswith(".tabletop")
    assert (tmp_path / "evening.tabletop").is_file()
    old = tmp_path / "before.json"
    save_session(new_session(2), fake_game.GAME_ID, old)
    assert window.files.load_path(old)


def test_open_recent_lists_saves_newest_first_and_skips_missing_ones(window, tmp_path):
    paths = []
    for name in ("a.tabletop", "b.tabletop", "gone.tabletop"):
        path = tmp_path / name
        save_session(new_session(2), fake_game.GAME_ID, path)
        assert window.files.load_path(path)
        paths.append(path)
    paths[2].unlink()
    assert load_settings().recent[:3] == [str(p.resolve()) for p in reversed(paths)]
    window.desktop.fill_recent_menu()
    names = [a.text() for a in window.recent_menu.actions() if not a.isSeparator()]
    assert names[:2] == ["b.tabletop", "a.tabletop"] and "gone.tabletop" not in names
    next(a for a in window.recent_menu.actions() if a.text() == "a.tabletop").trigger()
    assert window.controller is not None and window.controller.path == paths[0]
    window.desktop.clear_recent()
    assert load_settings().recent == []


def test_close_game_returns_to_the_welcome_page_and_keeps_the_game(window):
    session = new_session(2)
    window.open_session(session, fake_game.GAME_ID)
    session.apply_text("done")
    assert window.act_close.isEnabled()
    window.act_close.trigger()
    assert window.controller is None and window.stack.currentWidget() is window.welcome
    assert not window.act_close.isEnabled()
    window.welcome.refresh()
    assert len(window.welcome.rows) == 1  # the unfinished game is offered to resume


def test_f11_toggles_full_screen(window):
    assert window.act_full_screen.shortcut().toString() == "F11"
    window.act_full_screen.trigger()
    assert window.isFullScreen() and window.act_full_screen.isChecked()
    window.act_full_screen.trigger()
    assert not window.isFullScreen()


def test_geometry_and_side_panel_survive_a_restart(qtbot):
    first = MainWindow(bot_delay_ms=0, dialogs=False)
    qtbot.addWidget(first)
    first.show()
    first.setGeometry(20, 10, 700, 520)  # the offscreen screen is 800 wide
    size = first.size()
    first.close()
    second = MainWindow(bot_delay_ms=0, dialogs=False)
    qtbot.addWidget(second)
    window_commands.show_window(second, second.settings.window_geometry)
    assert second.size() == size and second.geometry().x() == 20 and not second.isMaximized()
    # the side panel's width, as the player dragged it
    second.open_session(new_session(2), fake_game.GAME_ID)
    splitter = second.page.splitter
    sizes = splitter.sizes()
    splitter.setSizes([sizes[0] - 40, sizes[1] + 40])
    wanted = splitter.sizes()
    assert wanted != sizes
    second.close()
    third = MainWindow(bot_delay_ms=0, dialogs=False)
    qtbot.addWidget(third)
    window_commands.show_window(third, third.settings.window_geometry)
    third.open_session(new_session(2), fake_game.GAME_ID)
    qtbot.waitUntil(lambda: third.page.splitter.sizes() == wanted, timeout=2000)
    third.close_game()


def test_a_first_start_on_a_small_screen_is_maximised(qtbot):
    window = MainWindow(bot_delay_ms=0, dialogs=False)
    qtbot.addWidget(window)
    size = window.screen().size()
    window_commands.show_window(window, "")
    small = size.width() <= 1920 and size.height() <= 1080
    assert window.isMaximized() == small
    window.close()


def test_about_names_the_version_licences_and_credits():
    from tabletop import __version__
    from tabletop.qt.about import about_html

    text = about_html()
    assert f"Tabletop {__version__}" in text
    for name in ("Python", "Qt", "PySide6", "pydantic", "pydantic-core", "platformdirs"):
        assert name in text
    assert "Lesser General Public License" in text and "MIT" in text and "Copyright" in text
