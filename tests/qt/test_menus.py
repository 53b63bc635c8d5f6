"""The menus as data (tabletop/qt/menus.py): every entry reaches a command of the window, no
two entries share a key, and each entry's "when" enables it as the game stands."""

from __future__ import annotations

from PySide6.QtGui import QKeySequence

from tabletop.qt import menus

from . import fake_game
from .conftest import new_session


def _entries() -> list[menus.Entry]:
    return [e for _t, _n, entries in menus.MENUS for e in entries if isinstance(e, menus.Entry)]


def test_every_entry_is_built_and_no_two_share_a_key(window):
    keys: list[str] = []
    for entry in _entries():
        if entry.name:
            action = getattr(window, entry.name)
            assert action.text() == entry.text
        keys += [QKeySequence(k).toString() for k in entry.keys]
    assert len(keys) == len(set(keys)), sorted(keys)
    assert all(e.name for e in _entries() if e.when is not None)  # enablement needs the action


def test_entries_are_enabled_as_the_game_stands(window):
    ruled = [e for e in _entries() if e.when is not None]
    assert not any(getattr(window, e.name).isEnabled() for e in ruled)  # no game yet
    window.open_session(new_session(2), fake_game.GAME_ID)
    playing = [e.name for e in ruled if e.when is menus.playing]
    assert {"act_save", "act_close", "act_fit"} <= set(playing)
    assert all(getattr(window, name).isEnabled() for name in playing)
    assert not window.act_undo.isEnabled() and not window.act_redo.isEnabled()
    window.close_game()
    assert not any(getattr(window, e.name).isEnabled() for e in ruled)
