"""The screen model decides the game page's words without Qt: the decision bar's prompt,
colour and hint, the status line and the history bar (tabletop/qt/screen_model.py)."""

from __future__ import annotations

import subprocess
import sys
from dataclasses import replace

from tabletop.qt.screen_model import Facts, decide

from .conftest import new_session


def _facts(session, **changes) -> Facts:
    names = [s.name for s in session.seats]
    facts = Facts(
        session=session, status="Round 1", look_at=None, turn_over=None, pending_handoff=None,
        look_viewer=None, names=names,
        seat_name=lambda seat: names[seat] if seat is not None else "The table",
        fill=lambda text: text, describe=lambda action: f"do {action}", can_undo=False,
        drawn=True, suggestion=None,
    )
    return replace(facts, **changes)


def test_the_model_needs_no_qt():
    code = "import sys, tabletop.qt.screen_model; print('PySide6' in sys.modules)"
    out = subprocess.run([sys.executable, "-c", code], capture_output=True, text=True, check=True)
    assert out.stdout.strip() == "False"


def test_the_person_to_act_is_asked_in_their_colour_with_the_buttons():
    session = new_session(2)
    seat = session.decision.seat
    screen = decide(_facts(session))
    assert screen.status == "Round 1" and screen.history_visible and screen.history_names is None
    bar = screen.bar
    assert bar.prompt.startswith(f"{session.seats[seat].name} — ") and bar.seat == seat
    assert bar.buttons and bar.mark and bar.hint == "Click a highlighted place or piece."
    assert decide(_facts(session, drawn=False)).bar.hint == ""
    action = session.legal_actions()[0]
    assert decide(_facts(session, suggestion=action)).bar.hint == f"Suggestion: do {action}"


def test_looking_back_says_so_and_offers_nothing():
    session = new_session(2)
    screen = decide(_facts(session, look_at=0))
    assert screen.status == f"Looking back (read-only), after move 0 of {session.ply} · Round 1"
    assert screen.bar.prompt == "Looking back — the game waits"
    assert not screen.bar.buttons and not screen.bar.mark and screen.bar.seat is None


def test_a_turn_over_waits_for_end_turn_and_the_cover_hides_the_history():
    session = new_session(2)
    screen = decide(_facts(session, turn_over=0, can_undo=True, pending_handoff=1))
    assert screen.bar.prompt.startswith("Anna — your turn is over; ")
    assert screen.bar.hint == "Undo takes back your last move. End turn (Return) passes the table on."
    assert screen.bar.seat == 0 and screen.bar.buttons and not screen.bar.mark
    assert not screen.history_visible


def test_a_computer_player_is_read_in_the_third_person():
    session = new_session(2, bots=(0, 1))
    bar = decide(_facts(session)).bar
    assert "(computer) — " in bar.prompt and bar.hint == "thinking…"


def test_an_empty_status_shows_the_game_title():
    session = new_session(2)
    assert decide(_facts(session, status="")).status == session.rules.meta.title
