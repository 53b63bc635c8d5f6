"""Words a player reads in the window's bars and panels (issue 35): no notation, no counts
that are not moves, no glyph called a value."""

from __future__ import annotations

from types import SimpleNamespace

from tabletop.core import Action
from tabletop.core.view import Piece
from tabletop.qt.decision_bar import DecisionBar
from tabletop.qt.history_bar import HistoryBar
from tabletop.qt.items import PieceItem


def test_a_buttons_tooltip_has_no_notation(qtbot) -> None:
    bar = DecisionBar()
    qtbot.addWidget(bar)
    bar.show_decision("Use the new elder right away?", None, [Action("skip", ())], lambda a: "Decline")
    assert bar.buttons[0].toolTip() == "Decline"  # not "Decline\n(skip)"


def test_the_history_bar_counts_no_moves_before_anyone_moved(qtbot) -> None:
    bar = HistoryBar()
    qtbot.addWidget(bar)
    bar.show_state(None, 33)  # 33 plies of dealing, nobody has moved yet
    assert "moves" not in bar.label.text()


def test_a_glyph_is_not_a_value() -> None:
    tile = Piece("tile:1", "stack", "tile", label="Grain building", value="▙")
    assert not any(line.startswith("Value") for line in PieceItem.reference_lines(SimpleNamespace(piece=tile)))
    die = Piece("die:1", "tavern", "die", label="White die", value="4")
    assert "Value: 4" in PieceItem.reference_lines(SimpleNamespace(piece=die))
