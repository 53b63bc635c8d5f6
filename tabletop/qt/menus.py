"""The window's menus and shortcuts (the actions call the window's methods); no toolbar: it
repeated the menus and took a band of the table's height."""

from __future__ import annotations

from PySide6.QtGui import QAction, QKeySequence
from PySide6.QtWidgets import QMainWindow, QMenu


def make_action(window: QMainWindow, text: str, slot, keys=(), menu: QMenu | None = None):
    action = QAction(text, window)
    action.setShortcuts([QKeySequence(k) for k in keys])
    action.triggered.connect(slot)
    if menu is not None:
        menu.addAction(action)
    return action


def build_menus(w) -> None:
    """Create ``w.act_*``: Game, Edit, View and Help menus."""
    bar = w.menuBar()
    game = bar.addMenu("&Game")
    game.setToolTipsVisible(True)  # a disabled Suggest a move says how to allow hints
    w.act_new = make_action(w, "&New game…", w.new_game, [QKeySequence.StandardKey.New], game)
    w.act_open = make_action(w, "&Open…", w.files.open_file, [QKeySequence.StandardKey.Open], game)
    w.recent_menu = game.addMenu("Open &Recent")
    w.recent_menu.setToolTipsVisible(True)  # the full path of each save
    w.recent_menu.aboutToShow.connect(w.desktop.fill_recent_menu)
    w.desktop.fill_recent_menu()
    game.addSeparator()
    w.act_save = make_action(w, "&Save", w.files.save, [QKeySequence("Ctrl+S")], game)
    w.act_save_as = make_action(w, "Save &as…", w.files.save_as, [QKeySequence("Ctrl+Shift+S")], game)
    game.addSeparator()
    w.act_hint = make_action(w, "Suggest a &move", w.hints.suggest_move, [QKeySequence("H")], game)
    w.act_hint.setStatusTip("What the Hard computer player would do in your place")
    w.act_allow_hints = make_action(w, "Allow &hints", w.hints.allow_hints, (), game)
    w.act_allow_hints.setCheckable(True)
    w.act_allow_hints.setToolTip("Let the players ask for a suggested move in this game "
                                 "(each seat's hints are counted)")
    game.addSeparator()
    w.act_close = make_action(
        w, "&Close game", w.desktop.close_to_welcome, [QKeySequence.StandardKey.Close], game
    )
    w.act_close.setStatusTip("Back to the welcome page; an unfinished game can be resumed there")
    w.act_quit = make_action(w, "&Quit", w.close, [QKeySequence("Ctrl+Q")], game)
    edit = bar.addMenu("&Edit")
    w.act_undo = make_action(w, "&Undo", w.undo, [QKeySequence("Ctrl+Z")], edit)
    w.act_redo = make_action(
        w, "&Redo", w.redo, [QKeySequence("Ctrl+Shift+Z"), QKeySequence("Ctrl+Y")], edit
    )
    w.act_end_turn = make_action(
        w, "&End turn", w.end_turn, [QKeySequence("Return"), QKeySequence("Enter")], edit
    )
    edit.addSeparator()
    w.act_settings = make_action(w, "&Settings…", w.edit_settings, [QKeySequence("Ctrl+,")], edit)
    view = bar.addMenu("&View")
    w.view_menu = view
    w.act_fit = make_action(
        w, "&Fit to window", w.fit, [QKeySequence("Ctrl+0"), QKeySequence("F")], view
    )
    w.act_zoom_in = make_action(
        w,
        "Zoom &in",
        lambda: w.zoom(1.25),
        [QKeySequence.StandardKey.ZoomIn, QKeySequence("+"), QKeySequence("=")],
        view,
    )
    w.act_zoom_out = make_action(
        w,
        "Zoom &out",
        lambda: w.zoom(0.8),
        [QKeySequence.StandardKey.ZoomOut, QKeySequence("-")],
        view,
    )
    view.addSeparator()
    w.act_full_screen = make_action(
        w, "F&ull screen", w.desktop.toggle_full_screen, [QKeySequence("F11")], view
    )
    w.act_full_screen.setCheckable(True)
    help_ = bar.addMenu("&Help")
    w.act_how_to_play = make_action(w, "&How to play…", w.how_to_play, [QKeySequence("F1")], help_)
    w.act_keys = make_action(w, "&Keys…", w.show_keys, (), help_)
    w.help_menu = help_
    help_.addSeparator()
    make_action(w, "&About Tabletop", w.about, (), help_)
