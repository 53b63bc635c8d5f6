"""The window's menus and shortcuts, declared as data: each entry's words, keys, the window's
command it runs and when it is enabled. ``build_menus`` makes them (``window.act_*``) and
``update_enablement`` applies the ``when`` of every entry that has one. No toolbar: it repeated
the menus and took a band of the table's height. The words are marked (``N_``) and worded
as the actions are made, after the language is chosen.
"""

from __future__ import annotations

from collections.abc import Callable
from dataclasses import dataclass
from operator import attrgetter
from typing import Any, Protocol

from PySide6.QtGui import QAction, QKeySequence
from PySide6.QtWidgets import QMainWindow, QMenu, QMenuBar

from tabletop.core.i18n import N_, _

from .controller import SessionController

Key = QKeySequence.StandardKey | str


class MenuWindow(Protocol):
    """What the enablement rules read of the window."""

    controller: SessionController | None


def playing(w: MenuWindow) -> bool:
    return w.controller is not None


def can_undo(w: MenuWindow) -> bool:
    return bool(w.controller and w.controller.can_undo())


def can_redo(w: MenuWindow) -> bool:
    return bool(w.controller and w.controller.can_redo())


def turn_ended(w: MenuWindow) -> bool:
    return bool(w.controller and w.controller.turn_over is not None)


@dataclass(frozen=True)
class Entry:
    """One menu entry: ``window.<name>`` is its action ("": none kept); ``command`` is the
    window's method it runs, a dotted path ("files.save"), called with ``args`` when given."""

    name: str
    text: str
    command: str
    keys: tuple[Key, ...] = ()
    when: Callable[[MenuWindow], bool] | None = None  # enabled while true; None: the owner says
    tip: str = ""
    status: str = ""
    checkable: bool = False
    args: tuple[float, ...] = ()


SEPARATOR = "-"
RECENT = "recent"  # Open Recent: a submenu filled each time it opens

Std = QKeySequence.StandardKey
MENUS: tuple[tuple[str, str, tuple[Entry | str, ...]], ...] = (
    (N_("&Game"), "", (
        Entry("act_new", N_("&New game…"), "new_game", (Std.New,)),
        Entry("act_open", N_("&Open…"), "files.open_file", (Std.Open,)),
        RECENT,
        SEPARATOR,
        Entry("act_save", N_("&Save"), "files.save", ("Ctrl+S",), playing),
        Entry("act_save_as", N_("Save &as…"), "files.save_as", ("Ctrl+Shift+S",), playing),
        SEPARATOR,
        # enabled, with a tooltip saying why not, by HintCommands.update_hint_actions
        Entry("act_hint", N_("Suggest a &move"), "hints.suggest_move", ("H",),
              status=N_("What the Hard computer player would do in your place")),
        Entry("act_allow_hints", N_("Allow &hints"), "hints.allow_hints", checkable=True,
              tip=N_("Let the players ask for a suggested move in this game "
                     "(each seat's hints are counted)")),
        SEPARATOR,
        Entry("act_close", N_("&Close game"), "desktop.close_to_welcome", (Std.Close,), playing,
              status=N_("Back to the welcome page; an unfinished game can be resumed there")),
        Entry("act_quit", N_("&Quit"), "close", ("Ctrl+Q",)),
    )),
    (N_("&Edit"), "", (
        Entry("act_undo", N_("&Undo"), "undo", ("Ctrl+Z",), can_undo),
        Entry("act_redo", N_("&Redo"), "redo", ("Ctrl+Shift+Z", "Ctrl+Y"), can_redo),
        Entry("act_end_turn", N_("&End turn"), "end_turn", ("Return", "Enter"), turn_ended),
        SEPARATOR,
        Entry("act_settings", N_("&Settings…"), "edit_settings", ("Ctrl+,",)),
    )),
    (N_("&View"), "view_menu", (
        Entry("act_fit", N_("&Fit to window"), "fit", ("Ctrl+0", "F"), playing),
        Entry("act_zoom_in", N_("Zoom &in"), "zoom", (Std.ZoomIn, "+", "="), playing, args=(1.25,)),
        Entry("act_zoom_out", N_("Zoom &out"), "zoom", (Std.ZoomOut, "-"), playing, args=(0.8,)),
        SEPARATOR,
        Entry("act_full_screen", N_("F&ull screen"), "desktop.toggle_full_screen", ("F11",),
              checkable=True),
    )),
    (N_("&Help"), "help_menu", (
        Entry("act_how_to_play", N_("&How to play…"), "help.how_to_play", ("F1",)),
        Entry("act_keys", N_("&Keys…"), "help.show_keys"),
        SEPARATOR,
        Entry("", N_("&About Tabletop"), "help.about"),
    )),
)


def make_action(window: QMainWindow, entry: Entry) -> QAction:
    action = QAction(_(entry.text), window)  # worded in the language in force
    action.setShortcuts([QKeySequence(k) for k in entry.keys])
    command = attrgetter(entry.command)(window)
    if entry.args:
        action.triggered.connect(_with_args(command, entry.args))
    else:
        action.triggered.connect(command)
    if entry.tip:
        action.setToolTip(_(entry.tip))
    if entry.status:
        action.setStatusTip(_(entry.status))
    action.setCheckable(entry.checkable)
    return action


def _with_args(command: Callable[..., Any], args: tuple[float, ...]) -> Callable[[], Any]:
    return lambda: command(*args)


def build_menus(w: Any) -> None:
    """Create ``w.act_*`` (and ``w.recent_menu``, ``w.view_menu``, ``w.help_menu``) from MENUS."""
    bar = w.menuBar()
    for title, name, entries in MENUS:
        menu: QMenu = bar.addMenu(_(title))
        if name:
            setattr(w, name, menu)
        if title == "&Game":
            menu.setToolTipsVisible(True)  # a disabled Suggest a move says how to allow hints
        for entry in entries:
            if entry == SEPARATOR:
                menu.addSeparator()
            elif entry == RECENT:
                w.recent_menu = menu.addMenu(_("Open &Recent"))
                w.recent_menu.setToolTipsVisible(True)  # the full path of each save
                w.recent_menu.aboutToShow.connect(w.desktop.fill_recent_menu)
                w.desktop.fill_recent_menu()
            elif isinstance(entry, Entry):
                action = make_action(w, entry)
                menu.addAction(action)
                if entry.name:
                    setattr(w, entry.name, action)
    probe = QMenuBar()
    probe.setFont(bar.font())
    probe.addMenu("&Game")
    if bar.sizeHint().height() > probe.sizeHint().height():
        # Japanese titles come from a fallback font with taller lines: less padding keeps the
        # bar as tall as in English, which the table's plan counts on (3 px of the boards)
        bar.setStyleSheet("QMenuBar::item { padding-top: 0px; padding-bottom: 0px; }")


def update_enablement(w: Any) -> None:
    """Enable each entry that has a ``when`` as it says, for the window as it is now."""
    for _title, _name, entries in MENUS:
        for entry in entries:
            if isinstance(entry, Entry) and entry.when is not None:
                getattr(w, entry.name).setEnabled(entry.when(w))
