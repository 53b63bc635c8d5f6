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
from tabletop.core.i18n import _, p_
from tabletop.model.seats import SeatColor

from . import theme
from .screen_model import headline


def ordinal(n: int) -> str:
    """A rank in words: English "1st", German "1.", Japanese "1位"."""
    if 10 <= n % 100 <= 20 or n % 10 not in (1, 2, 3):
        return p_("rank", "{n}th").format(n=n)
    if n % 10 == 1:
        return p_("rank", "{n}st").format(n=n)
    if n % 10 == 2:
        return p_("rank", "{n}nd").format(n=n)
    return p_("rank", "{n}rd").format(n=n)


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
        title: str = "",
        parent: QWidget | None = None,
        campaign: str = "",
        hints: str = "",
    ) -> None:
        super().__init__(parent)
        theme.keep_own_colours(self)
        self.setWindowTitle(title or _("Game over"))
        self.outcome = outcome
        self.choice = "close"
        box = QVBoxLayout(self)
        names = [shown_name(n) for n in names]  # no bidi control of a name reorders the table
        self._add_words(box, outcome, names, campaign, hints)
        self.table = self._score_table(outcome, names, colors)
        box.addWidget(self.table, 1)
        self._fit_table()
        box.addWidget(self._buttons())
        self.adjustSize()
        self.resize(min(self.sizeHint().width(), MAX_SIZE[0]), min(self.sizeHint().height(), MAX_SIZE[1]))

    def _add_words(self, box: QVBoxLayout, outcome: Outcome, names: list[str],
                   campaign: str, hints: str) -> None:
        """The headline, the game's own verdict, the campaign's news and the hints counted."""
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

    def _score_table(self, outcome: Outcome, names: list[str],
                     colors: list[SeatColor]) -> QTableWidget:
        """A row per player, best first: rank, name, each scoring term, the total."""
        terms = term_names(outcome)
        order = sorted(range(len(outcome.sheets)), key=lambda i: (outcome.ranks[i], i))
        table = QTableWidget(len(order), 3 + len(terms))
        table.setAccessibleName(_("Final scores"))
        penalties = penalty_terms(outcome)  # headed "− …": they count against the total
        table.setHorizontalHeaderLabels(
            [_("Rank"), _("Player"), *(header_text(f"− {t}" if t in penalties else t) for t in terms),
             _("Total")]
        )
        for col, term in enumerate(terms, start=2):
            if (label := table.horizontalHeaderItem(col)) is not None:  # set just above
                label.setToolTip(term)
        table.verticalHeader().setVisible(False)
        table.setEditTriggers(QAbstractItemView.EditTrigger.NoEditTriggers)
        table.setSelectionMode(QAbstractItemView.SelectionMode.NoSelection)
        table.setFont(theme.ui_font(10.5))
        table.setWordWrap(False)
        table.setFocusPolicy(Qt.FocusPolicy.NoFocus)
        for row, index in enumerate(order):
            for col, cell in enumerate(self._score_row(outcome, index, terms, names, colors)):
                if col != 1:
                    cell.setTextAlignment(Qt.AlignmentFlag.AlignCenter)
                table.setItem(row, col, cell)
        header = table.horizontalHeader()
        header.setSectionResizeMode(QHeaderView.ResizeMode.ResizeToContents)
        header.setDefaultAlignment(Qt.AlignmentFlag.AlignCenter)
        return table

    @staticmethod
    def _score_row(outcome: Outcome, index: int, terms: list[str], names: list[str],
                   colors: list[SeatColor]) -> list[QTableWidgetItem]:
        sheet = outcome.sheets[index]
        seat = sheet.seat
        rank = outcome.ranks[index]
        shared = sum(1 for r in outcome.ranks if r == rank) > 1
        rank_item = QTableWidgetItem(_("{rank} (tie)").format(rank=ordinal(rank)) if shared
                                     else ordinal(rank))
        name_item = QTableWidgetItem(names[seat])
        name_item.setIcon(theme.marker_icon(colors[seat], 16))
        name_item.setFont(theme.ui_font(10.5, bold=True))
        points = {t.name: t.points for t in sheet.terms}
        cells = [rank_item, name_item]
        cells += [QTableWidgetItem(points_cell(points[t]) if t in points else "–") for t in terms]
        total = QTableWidgetItem(points_cell(sheet.total))
        total.setFont(theme.ui_font(11, bold=True))
        cells.append(total)
        return cells

    def _buttons(self) -> QDialogButtonBox:
        """Rematch (the default), New game… and Close."""
        buttons = QDialogButtonBox()
        self.rematch_button = buttons.addButton(_("Rematch"), QDialogButtonBox.ButtonRole.AcceptRole)
        self.rematch_button.setToolTip(_("The same players and settings, a new game number."))
        self.rematch_button.setDefault(True)
        self.new_button = buttons.addButton(_("New game…"), QDialogButtonBox.ButtonRole.ActionRole)
        self.close_button = buttons.addButton(QDialogButtonBox.StandardButton.Close)
        self.rematch_button.clicked.connect(lambda: self._choose("rematch"))
        self.new_button.clicked.connect(lambda: self._choose("new"))
        self.close_button.clicked.connect(self.reject)
        return buttons

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
