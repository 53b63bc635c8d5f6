"""End of game: the ranking (ties share a rank) and every player's score breakdown."""

from __future__ import annotations

from PySide6.QtCore import Qt
from PySide6.QtWidgets import (
    QAbstractItemView,
    QDialog,
    QDialogButtonBox,
    QHeaderView,
    QLabel,
    QTableWidget,
    QTableWidgetItem,
    QVBoxLayout,
    QWidget,
)

from tabletop.core import Outcome, format_points, shown_name
from tabletop.model.seats import SeatColor

from . import theme
from .screen_model import headline


def ordinal(n: int) -> str:
    suffix = "th" if 10 <= n % 100 <= 20 else {1: "st", 2: "nd", 3: "rd"}.get(n % 10, "th")
    return f"{n}{suffix}"


def term_names(outcome: Outcome) -> list[str]:
    """Every scoring term, in the order the sheets first name them."""
    names: list[str] = []
    for sheet in outcome.sheets:
        for term in sheet.terms:
            if term.name not in names:
                names.append(term.name)
    return names


def header_text(name: str, width: int = 12) -> str:
    """A column heading on up to three lines, so that many terms fit across the screen."""
    words, lines = name.split(), [""]
    for word in words:
        if lines[-1] and len(lines[-1]) + 1 + len(word) > width and len(lines) < 3:
            lines.append(word)
        else:
            lines[-1] = f"{lines[-1]} {word}".strip()
    return "\n".join(lines)


def points_cell(points: float) -> str:
    """A term's points in the end table: a penalty with a true minus sign ("−5"), as wide as
    a plus and not lost beside the column's edge."""
    return "−" + format_points(-points) if points < 0 else format_points(points)


def penalty_terms(outcome: Outcome) -> set[str]:
    """The terms that only ever take points away (Nusfjord's free building spaces)."""
    values: dict[str, list[float]] = {}
    for sheet in outcome.sheets:
        for term in sheet.terms:
            values.setdefault(term.name, []).append(float(term.points))
    return {name for name, v in values.items() if max(v) <= 0 and min(v) < 0}


MAX_SIZE = (1240, 740)  # the dialog fits a 1280x800 screen


class EndDialog(QDialog):
    """The final table; ``choice`` says what the players asked for next.

    "rematch": the same seats and settings, a new game number; "new": the New Game dialog;
    "close": back to the table.
    """

    def __init__(
        self,
        outcome: Outcome,
        names: list[str],
        colors: list[SeatColor],
        title: str = "Game over",
        parent: QWidget | None = None,
        campaign: str = "",
        hints: str = "",
    ) -> None:
        super().__init__(parent)
        theme.keep_own_colours(self)
        self.setWindowTitle(title)
        self.outcome = outcome
        self.choice = "close"
        box = QVBoxLayout(self)
        names = [shown_name(n) for n in names]  # no bidi control of a name reorders the table
        self.headline = QLabel(headline(outcome, names))
        self.headline.setFont(theme.ui_font(18, bold=True))
        self.headline.setTextFormat(Qt.TextFormat.PlainText)  # names are never markup
        self.headline.setAlignment(Qt.AlignmentFlag.AlignCenter)
        self.headline.setWordWrap(True)
        box.addWidget(self.headline)
        self.summary = QLabel(outcome.summary)  # the game's own verdict (a solo medal or loss)
        self.summary.setAlignment(Qt.AlignmentFlag.AlignCenter)
        self.summary.setWordWrap(True)
        self.summary.setVisible(bool(outcome.summary))
        box.addWidget(self.summary)
        self.campaign = QLabel(campaign)  # a campaign game: what it did to the campaign
        self.campaign.setAlignment(Qt.AlignmentFlag.AlignCenter)
        self.campaign.setWordWrap(True)
        self.campaign.setVisible(bool(campaign))
        box.addWidget(self.campaign)
        self.hints = QLabel(hints)  # how many suggested moves each seat asked for
        self.hints.setAlignment(Qt.AlignmentFlag.AlignCenter)
        self.hints.setTextFormat(Qt.TextFormat.PlainText)
        self.hints.setWordWrap(True)
        self.hints.setVisible(bool(hints))
        box.addWidget(self.hints)
        terms = term_names(outcome)
        order = sorted(range(len(outcome.sheets)), key=lambda i: (outcome.ranks[i], i))
        self.table = QTableWidget(len(order), 3 + len(terms))
        self.table.setAccessibleName("Final scores")
        penalties = penalty_terms(outcome)  # headed "− …": they count against the total
        self.table.setHorizontalHeaderLabels(
            ["Rank", "Player", *(header_text(f"− {t}" if t in penalties else t) for t in terms), "Total"]
        )
        for col, term in enumerate(terms, start=2):
            if (label := self.table.horizontalHeaderItem(col)) is not None:  # set just above
                label.setToolTip(term)
        self.table.verticalHeader().setVisible(False)
        self.table.setEditTriggers(QAbstractItemView.EditTrigger.NoEditTriggers)
        self.table.setSelectionMode(QAbstractItemView.SelectionMode.NoSelection)
        self.table.setFont(theme.ui_font(10.5))
        self.table.setWordWrap(False)
        self.table.setFocusPolicy(Qt.FocusPolicy.NoFocus)
        for row, index in enumerate(order):
            sheet = outcome.sheets[index]
            seat = sheet.seat
            rank = outcome.ranks[index]
            shared = sum(1 for r in outcome.ranks if r == rank) > 1
            rank_item = QTableWidgetItem(ordinal(rank) + (" (tie)" if shared else ""))
            name_item = QTableWidgetItem(names[seat])
            name_item.setIcon(theme.marker_icon(colors[seat], 16))
            name_item.setFont(theme.ui_font(10.5, bold=True))
            points = {t.name: t.points for t in sheet.terms}
            cells = [rank_item, name_item]
            cells += [QTableWidgetItem(points_cell(points[t]) if t in points else "–") for t in terms]
            total = QTableWidgetItem(points_cell(sheet.total))
            total.setFont(theme.ui_font(11, bold=True))
            cells.append(total)
            for col, cell in enumerate(cells):
                if col != 1:
                    cell.setTextAlignment(Qt.AlignmentFlag.AlignCenter)
                self.table.setItem(row, col, cell)
        header = self.table.horizontalHeader()
        header.setSectionResizeMode(QHeaderView.ResizeMode.ResizeToContents)
        header.setDefaultAlignment(Qt.AlignmentFlag.AlignCenter)
        box.addWidget(self.table, 1)
        self._fit_table()
        buttons = QDialogButtonBox()
        self.rematch_button = buttons.addButton("Rematch", QDialogButtonBox.ButtonRole.AcceptRole)
        self.rematch_button.setToolTip("The same players and settings, a new game number.")
        self.rematch_button.setDefault(True)
        self.new_button = buttons.addButton("New game…", QDialogButtonBox.ButtonRole.ActionRole)
        self.close_button = buttons.addButton(QDialogButtonBox.StandardButton.Close)
        self.rematch_button.clicked.connect(lambda: self._choose("rematch"))
        self.new_button.clicked.connect(lambda: self._choose("new"))
        self.close_button.clicked.connect(self.reject)
        box.addWidget(buttons)
        self.adjustSize()
        self.resize(min(self.sizeHint().width(), MAX_SIZE[0]), min(self.sizeHint().height(), MAX_SIZE[1]))

    def _fit_table(self) -> None:
        """The table as large as its content: every name, term and total, no scrollbar."""
        table = self.table
        table.resizeColumnsToContents()
        table.resizeRowsToContents()
        header = table.horizontalHeader()
        width = sum(header.sectionSize(c) for c in range(table.columnCount()))
        height = header.sizeHint().height() + sum(table.rowHeight(r) for r in range(table.rowCount()))
        frame = 2 * table.frameWidth() + 4
        width = min(width + frame, MAX_SIZE[0] - 40)
        height = min(height + frame, MAX_SIZE[1] - 200)
        table.setMinimumSize(width, height)
        table.setHorizontalScrollBarPolicy(Qt.ScrollBarPolicy.ScrollBarAsNeeded)

    def _choose(self, what: str) -> None:
        self.choice = what
        self.accept()
