"""Issue 30 items 2 and 3: the whole table at a glance. For the seat to act, at several moments
of a random game, every clickable target on the boards is on screen without scrolling, and
the boards get most of the window (measured by tabletop.qt.table_audit, as `audit-table`)."""

from __future__ import annotations

import json

import pytest

from tabletop.app import main
from tabletop.model.registry import GAME_IDS
from tabletop.qt.table_audit import audit_game

SIZES = [(1280, 800), (1920, 1080)]


@pytest.mark.parametrize("size", SIZES, ids=["1280x800", "1920x1080"])
@pytest.mark.parametrize("game_id", GAME_IDS)
def test_every_target_is_in_view_and_the_boards_get_the_window(qapp, game_id, size):
    moments = audit_game(game_id, size, seed="1", moments=(0.02, 0.3, 0.6))
    targets = sum(r.targets for _, r in moments)
    assert targets > 0, "no moment with something to click: the audit measured nothing"
    in_view = sum(r.in_view for _, r in moments)
    assert in_view / targets >= 0.98, moments
    for _, figures in moments:
        # what the board views cover (their name plates not counted)
        assert figures.board_pct >= 60.0, figures


def test_audit_table_prints_one_json_object(qapp, capsys):
    assert main(["audit-table", "--game", "madeira", "--players", "2", "--size", "1024x680",
                 "--json"]) == 0
    out = json.loads(capsys.readouterr().out)
    rows = out["games"]["madeira"]
    assert out["size"] == "1024x680" and len(rows) == 4
    assert set(rows[0]) >= {"ply", "targets", "in_view", "small", "board_pct", "frame_pct"}
    assert all(r["in_view"] == r["targets"] for r in rows)  # even on a small screen


@pytest.mark.parametrize("size", [(1280, 800), (1024, 680)], ids=["1280x800", "1024x680"])
def test_the_window_never_grows_past_the_screen(qapp, size):
    # five players' rows, the status and the log once asked 918 px of an 800 px screen
    from tabletop.qt.entry import _offscreen_window
    from tabletop.qt.text_audit import late_session

    for game_id in GAME_IDS:
        session, _ = late_session(game_id, None, "1", 150)
        window = _offscreen_window(session, game_id, size)
        window.show()
        for _ in range(3):
            qapp.processEvents()
        try:
            assert (window.width(), window.height()) == size, game_id
            assert window.minimumSizeHint().height() <= size[1], game_id
        finally:
            window.close_game()
            window.close()
