"""A long game of reconciliations must not leak references to None (PySide6 bugs do)."""

from __future__ import annotations

import sys

import pytest

from . import fake_game
from .conftest import new_session


def play_turns(window, turns: int) -> int:
    """Each turn of the human (seat 0): claim a spot and take it back, play a card, finish;
    then the three bots play synchronously. Returns how many reconciliations happened."""
    c = window.controller
    updates = 0
    for _ in range(turns):
        if c.session.is_over:
            break
        spots = [
            i
            for s in window.page.table.scenes
            for i in s.target_items()
            if i.target_id.startswith("spot:")
        ]
        if spots:
            spots[0].activate()  # creates a worker item, undo retires it
            c.undo()
            updates += 2
        hand = c.session.state.hands[0]
        if hand:
            c.apply(f"play {hand[0]}")
            updates += 1
        for view in window.page.table.views():
            view.viewport().repaint()
        c.apply("done")
        updates += 1 + c.bots.run_all()
    return updates


@pytest.mark.no_qt_log  # captured Qt messages are kept as records, which hold None
def test_repeated_reconciliation_does_not_leak_none(window, qtbot):
    session = new_session(4, seed="3", bots=(1, 2, 3), turns="400")
    window.open_session(session, fake_game.GAME_ID)
    window.controller.bots.auto = False
    play_turns(window, 5)  # warm the caches: fonts, metrics, icons, spare items
    before = sys.getrefcount(None)
    updates = play_turns(window, 40)
    middle = sys.getrefcount(None)
    updates += play_turns(window, 40)
    after = sys.getrefcount(None)
    assert updates >= 300
    # Before items were recycled and the log became a model, each update leaked ~20 (one per
    # Python graphics/list item destroyed). What remains (~1 per update) is PySide-internal
    # and does not depend on how many items a board has.
    assert after - before < 2 * updates, (
        f"None gained {after - before} references in {updates} updates"
    )
    assert after - middle <= max(30, 2 * (middle - before))
