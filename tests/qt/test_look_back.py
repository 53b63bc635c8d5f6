"""Looking back: the history bar and log clicks show an earlier moment, read-only, with the
live table's hidden-information rules; after the game every seat's view may be chosen."""

from __future__ import annotations

from .test_play import start
from .test_table import scene_ids


def _play(window, moves: int) -> None:
    c = window.controller
    for _ in range(moves):
        c.confirm_handoff()
        if c.turn_over is not None:
            c.end_turn()
        elif not c.session.is_over:
            c.apply(c.session.legal_actions()[0])


def test_the_history_bar_shows_an_earlier_moment_read_only(window, qtbot):
    session = start(window, 2)
    _play(window, 8)
    c = window.controller
    c.confirm_handoff()
    viewer = c.display_viewer
    now = session.ply
    window.page.history.buttons["back"].click()
    assert c.look_back.at == now - 1
    assert c.targets() == {}  # nothing to click while looking back
    then = session.rules.view(session.state_before(now - 1), viewer)
    assert {p.id for p in then.pieces} == scene_ids(window)  # the table as it was
    assert "Looking back" in window.page.status.text()
    window.page.history.now.click()
    assert c.look_back.at is None and c.targets()


def test_a_click_on_a_log_line_shows_the_table_right_after_it(window, qtbot):
    session = start(window, 2)
    _play(window, 6)
    c = window.controller
    c.confirm_handoff()
    log = window.page.log
    first = log.model.index(0)
    log._clicked(first)
    assert c.look_back.at == log.model.rows[0].ply and c.look_back.at < session.ply


def test_looking_back_never_shows_another_seats_hand(window, qtbot):
    session = start(window, 2)
    c = window.controller
    _play(window, 5)
    c.confirm_handoff()
    viewer = c.display_viewer
    other = 1 - viewer
    for ply in range(session.ply):
        c.look_back.show_ply(ply)
        state = session.state_before(ply)
        assert not scene_ids(window) & set(session.rules.private_ids(state, other))


def test_behind_the_cover_nobody_looks_back(window, qtbot):
    start(window, 2)
    c = window.controller
    assert c.pending_handoff is not None
    c.look_back.show_ply(0)
    assert c.look_back.at is None


def test_after_the_game_any_seats_view_can_be_chosen(window, qtbot):
    session = start(window, 2)
    c = window.controller
    _play(window, 2000)
    assert session.is_over
    c.look_back.show_ply(3)
    bar = window.page.history
    assert bar.seat.isVisible() and bar.seat.count() == 2
    for seat in (0, 1):
        bar.seat.setCurrentIndex(seat)
        assert c.look_back.viewer() == seat
        state = session.state_before(3)
        assert set(session.rules.private_ids(state, seat)) & {
            p.id for p in session.rules.view(state, seat).pieces
        } <= scene_ids(window)
