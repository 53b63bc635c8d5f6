"""The end of a game: the whole final table fits a laptop screen; rematch or a new game."""

from __future__ import annotations

from PySide6.QtGui import QFontMetrics

from tabletop.core import Outcome, ScoreSheet, ScoreTerm
from tabletop.model.seats import SEAT_COLORS
from tabletop.qt.end_dialog import EndDialog

from . import fake_game
from .conftest import new_session

TERMS = (
    "Harvested fruit",
    "Buildings",
    "Shares and unissued shares",
    "Elders",
    "Forests left",
    "Gold",
    "Fish",
    "Empty spaces on the harbor",
    "Debt",
    "Banquet table",
)


def test_five_seats_and_ten_terms_fit_at_1280x800_with_whole_names(qtbot):
    names = ["Alexandra", "Bartholomew", "Chloé", "Devendra", "Emeka"]
    sheets = [
        ScoreSheet(seat, tuple(ScoreTerm(t, (seat * 3 + i) % 11 - 2) for i, t in enumerate(TERMS)))
        for seat in range(5)
    ]
    dialog = EndDialog(Outcome.rank(sheets), names, list(SEAT_COLORS[:5]))
    qtbot.addWidget(dialog)
    dialog.show()
    qtbot.wait(10)
    assert dialog.width() <= 1280 and dialog.height() <= 800
    table = dialog.table
    assert table.horizontalScrollBar().maximum() == 0, "the score table scrolls sideways"
    assert table.verticalScrollBar().maximum() == 0, "the score table scrolls"
    metrics = QFontMetrics(table.item(0, 1).font())
    widest = max(metrics.horizontalAdvance(n) for n in names)
    assert table.columnWidth(1) >= widest + 16  # the name and its marker, never "Bartholom…"
    assert table.columnCount() == 3 + len(TERMS)
    texts = [b.text() for b in (dialog.rematch_button, dialog.new_button)]
    assert texts == ["Rematch", "New game…"]


def test_rematch_keeps_the_seats_and_settings_with_a_new_game_number(window, qtbot):
    session = new_session(2)
    window.open_session(session, fake_game.GAME_ID)
    window.controller.confirm_handoff()
    window.controller.apply("done")
    assert window.game_end.rematch()
    fresh = window.controller.session
    assert fresh is not session
    assert fresh.seats == session.seats and fresh.config == session.config
    assert fresh.seed != session.seed
    assert all(text.startswith("chance") for text in fresh.history)  # only the deal so far


def test_the_end_dialogs_choice_is_carried_out(window, qtbot, monkeypatch):
    session = new_session(2)
    window.open_session(session, fake_game.GAME_ID)
    asked: list[str] = []
    monkeypatch.setattr(type(window), "new_game", lambda self: asked.append("new") or True)
    monkeypatch.setattr(window.game_end, "rematch", lambda: asked.append("rematch") or True)
    monkeypatch.setattr(window.controller.session, "outcome", lambda: fake_outcome())
    for choice in ("rematch", "new", "close"):
        monkeypatch.setattr(EndDialog, "exec", lambda self, c=choice: setattr(self, "choice", c))
        window.game_end.show_end_dialog()
    assert asked == ["rematch", "new"]


def fake_outcome() -> Outcome:
    return Outcome.rank([ScoreSheet(0, (ScoreTerm("Coins", 3),)), ScoreSheet(1, ())])


def test_penalties_carry_their_minus_sign(qtbot):
    """Issue 35: Nusfjord's penalty columns read as if they were points gained."""
    sheets = [
        ScoreSheet(0, (ScoreTerm("Buildings", 9), ScoreTerm("Free building spaces", -5))),
        ScoreSheet(1, (ScoreTerm("Buildings", 4), ScoreTerm("Free building spaces", 0))),
    ]
    dialog = EndDialog(Outcome.rank(sheets), ["Anna", "Ben"], list(SEAT_COLORS[:2]))
    qtbot.addWidget(dialog)
    table = dialog.table
    heads = [table.horizontalHeaderItem(c).text().replace("\n", " ") for c in range(table.columnCount())]
    assert "− Free building spaces" in heads and "Buildings" in heads
    column = heads.index("− Free building spaces")
    assert table.item(0, column).text() == "−5"  # Anna, first: 9 - 5 = 4 = Ben's 4, tie by seat
