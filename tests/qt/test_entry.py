"""The functions the command line calls: screenshots and UI timing, offscreen."""

from __future__ import annotations

from PySide6.QtGui import QImage

from tabletop.qt.entry import ensure_app, measure_ui_sync, render_screenshot

from . import fake_game
from .conftest import new_session


def test_ensure_app_names_the_application(qapp):
    app = ensure_app()
    assert app is qapp
    assert app.applicationName() == "Tabletop" and app.organizationName() == "Tabletop"


def test_render_screenshot_writes_a_png_of_the_seat_to_act(tmp_path):
    session = new_session(3)
    out = tmp_path / "shot.png"
    render_screenshot(session, fake_game.GAME_ID, out, (1200, 800))
    image = QImage(str(out))
    assert (image.width(), image.height()) == (1200, 800)
    assert session.listeners == []  # nothing stays attached to the session


def test_measure_ui_sync_times_every_action():
    session = new_session(2)
    actions = ["claim spot:0", "done", "claim spot:1", "done"]
    times = measure_ui_sync(session, fake_game.GAME_ID, actions)
    assert len(times) == 4 and all(t >= 0 for t in times)
    assert session.history[-1] == "done"
