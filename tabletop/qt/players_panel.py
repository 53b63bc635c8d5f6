"""The players panel: each seat's colour and shape, name, resources and score so far."""

from __future__ import annotations

from html import escape

from PySide6.QtCore import Qt
from PySide6.QtWidgets import QFrame, QGridLayout, QLabel, QSizePolicy, QVBoxLayout, QWidget

from tabletop.core import Outcome, Points, TableView, format_points
from tabletop.model.seats import SeatColor
from tabletop.model.session import Seat

from . import theme

PER_ROW = 1  # resources per line: names like "Harvested points" need the width


class PlayerCard(QFrame):
    def __init__(self, seat: int, info: Seat, color: SeatColor) -> None:
        super().__init__()
        self.seat = seat
        self.color = color
        self.setObjectName("PlayerCard")
        grid = QGridLayout(self)
        grid.setContentsMargins(8, 6, 8, 6)
        grid.setHorizontalSpacing(6)
        grid.setVerticalSpacing(2)
        marker = QLabel()
        marker.setPixmap(theme.marker_pixmap(color.hex, color.shape, 20))
        marker.setToolTip(f"{color.name} ({color.shape})")
        self.name = QLabel(info.name + ("  (computer)" if info.is_bot else ""))
        self.name.setFont(theme.ui_font(11, bold=True))
        self.name.setToolTip(self.name.text())
        self.name.setMinimumWidth(40)  # a long name is cut, the score stays in view
        self.name.setSizePolicy(QSizePolicy.Policy.Ignored, QSizePolicy.Policy.Preferred)
        self.score = QLabel()
        self.score.setFont(theme.ui_font(11, bold=True))
        self.score.setAlignment(Qt.AlignmentFlag.AlignRight | Qt.AlignmentFlag.AlignVCenter)
        self.resources = QLabel()
        self.resources.setFont(theme.ui_font(9.5))
        self.resources.setWordWrap(True)
        self.resources.setTextFormat(Qt.TextFormat.RichText)
        grid.addWidget(marker, 0, 0)
        grid.addWidget(self.name, 0, 1)
        grid.addWidget(self.score, 0, 2)
        grid.addWidget(self.resources, 1, 1, 1, 2)
        grid.setColumnStretch(1, 1)
        self.set_active(False)

    def set_active(self, active: bool) -> None:
        edge = self.color.hex if active else "#d8cfb8"
        width = 3 if active else 1
        theme.set_style(
            self,
            f"#PlayerCard {{ background: #fbf8ef; border: {width}px solid {edge};"
            " border-radius: 6px; }",
        )

    def fill(self, resources: tuple[tuple[str, str], ...], score: Points, breakdown: str) -> None:
        self.score.setText(f"{format_points(score)} pts")
        self.score.setToolTip(breakdown)
        rows = []
        for i in range(0, len(resources), PER_ROW):
            pair = resources[i : i + PER_ROW]
            cells = "".join(
                f"<td>{escape(k)}</td><td width='8'></td><td align='right'><b>{escape(v)}</b></td>"
                for k, v in pair
            )
            rows.append(f"<tr>{cells}</tr>")
        self.resources.setText(f"<table cellspacing='0' cellpadding='1'>{''.join(rows)}</table>")
        self.resources.setVisible(bool(rows))


class PlayersPanel(QWidget):
    def __init__(self, seats: tuple[Seat, ...], colors: list[SeatColor], parent=None) -> None:
        super().__init__(parent)
        box = QVBoxLayout(self)
        box.setContentsMargins(0, 0, 0, 0)
        box.setSpacing(5)
        title = QLabel("Players")
        title.setFont(theme.ui_font(10, bold=True))
        box.addWidget(title)
        self.cards = [PlayerCard(i, s, colors[i]) for i, s in enumerate(seats)]
        for card in self.cards:
            box.addWidget(card)
        box.addStretch(1)

    def update_from(self, view: TableView, active: int | None, scores: Outcome | None) -> None:
        """Fill in from the view being shown (private tallies are already removed from it).

        ``scores`` is the live ``score_now`` projection; pass None for games with hidden
        information, whose running score may count secret cards: the view's score is shown.
        """
        panels = {p.seat: p for p in view.players}
        sheets = {s.seat: s for s in scores.sheets} if scores is not None else {}
        for card in self.cards:
            panel = panels.get(card.seat)
            sheet = sheets.get(card.seat)
            if sheet is not None:
                score = sheet.total
                breakdown = "\n".join(f"{t.name}: {format_points(t.points)}" for t in sheet.terms)
            else:
                score = panel.score if panel is not None else 0
                breakdown = ""
            card.fill(panel.resources if panel is not None else (), score, breakdown)
            card.set_active(card.seat == active)
