"""A move's redraw does only the work the move needs (issue 30, item 9: re-sync under a frame):
zones that did not change are not placed again, the log is not laid out again when the
screen's seat changes, and the session's view of a state is made once."""

from __future__ import annotations

import tabletop.qt.main_window  # noqa: F401  (imported before the fake game is registered)
from tabletop.qt import board_scene

from . import fake_game
from .conftest import new_session


def start(window, players: int = 2, **kw):
    session = new_session(players, **kw)
    window.open_session(session, fake_game.GAME_ID)
    window.controller.confirm_handoff()
    return session


def test_a_sync_with_nothing_changed_places_no_zone_again(window, monkeypatch):
    start(window)
    calls = []
    plain = board_scene.arrange

    def counted(*args, **kw):
        calls.append(1)
        return plain(*args, **kw)

    monkeypatch.setattr(board_scene, "arrange", counted)
    window.page.refresh()
    assert calls == []
    # a move places again only the zones it changed, and the items end where they belong
    window.controller.apply(f"play {window.controller.session.state.hands[0][0]}")
    assert 0 < len(calls) < sum(len(s.zones) for s in window.page.table.scenes)
    before = {pid: (i.pos(), i.isVisible()) for s in window.page.table.scenes
              for pid, i in s.pieces.items()}
    for scene in window.page.table.scenes:
        scene._replace()  # everything placed afresh
    after = {pid: (i.pos(), i.isVisible()) for s in window.page.table.scenes
             for pid, i in s.pieces.items()}
    assert before == after


def test_the_log_is_not_rebuilt_when_another_seat_reads_the_same_lines(window):
    session = start(window, 3, bots=(1, 2))
    window.controller.apply(f"play {session.state.hands[0][0]}")
    window.controller.apply("done")
    log = window.page.log
    resets = []
    log.model.modelReset.connect(lambda: resets.append(1))
    rows = log.rows()
    log.update_from(session, 1, window.controller.fill)  # another seat's screen
    log.update_from(session, 0, window.controller.fill)
    assert log.rows() == rows and resets == []


def test_the_session_makes_a_states_view_once_per_viewer(window, monkeypatch):
    session = start(window)
    calls = []
    plain = type(session.rules).view

    def counted(self, state, viewer):
        calls.append(viewer)
        return plain(self, state, viewer)

    monkeypatch.setattr(type(session.rules), "view", counted)
    first = session.view(0)  # the window asked for it already: kept
    assert calls == []
    session.apply(session.legal_actions()[0])  # the window redraws: view, marks, log
    assert calls.count(0) == 1
    second = session.view(0)
    assert second is not first and session.view(0) is second and calls.count(0) == 1
