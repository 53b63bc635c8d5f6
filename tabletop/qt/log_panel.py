"""The game log: one readable line per ply, never showing another seat's hidden cards.

Lines come from the engine's events, which it writes for everyone to read. A ply without
events falls back to ``describe``; a hidden pick or draw has no line (model/log_text.py).
"""

from __future__ import annotations

from dataclasses import dataclass

from PySide6.QtCore import QAbstractListModel, QModelIndex, QPersistentModelIndex, QSize, Qt, Signal
from PySide6.QtGui import QBrush, QResizeEvent
from PySide6.QtWidgets import (
    QLabel,
    QListView,
    QScrollArea,
    QStyledItemDelegate,
    QStyleOptionViewItem,
    QWidget,
)

from tabletop.core import CHANCE, shown_name
from tabletop.core.i18n import _
from tabletop.model.log_text import HIDDEN_CHANCE, Fill, ply_text
from tabletop.model.phases import PhaseTrack
from tabletop.model.recap import recap
from tabletop.model.seats import SeatColor
from tabletop.model.session import GameSession

from . import theme
from .handoff import recap_html
from .panel_parts import titled_box

RECAP_HEIGHT = 150  # the most the recap takes of the panel: a long one scrolls

__all__ = ["HIDDEN_CHANCE", "LogModel", "LogPanel", "ply_text"]

_ROOT = QModelIndex()
PHASE_ROW = -2  # the seat of a row that announces a new round, phase or season
MAX_ROWS = 120  # the latest lines; the whole history stays in the session and the save


@dataclass(slots=True)
class LogRow:
    """One shown line: ``run`` counts merged repeats, ``ply`` is the number of plies played
    once the line's last ply was (mutable: a repeat bumps the last row)."""

    text: str
    seat: int
    run: int
    ply: int


class LogModel(QAbstractListModel):
    """The log's lines, one LogRow each.

    A model rather than QListWidgetItems: PySide6 leaks a reference to None for every
    Python-made item it destroys, and undo rewrites the end of the log often.
    """

    def __init__(self, colors: list[SeatColor]) -> None:
        super().__init__()
        self.rows: list[LogRow] = []
        self.icons = [theme.marker_icon(c, 14) for c in colors]
        self.muted = QBrush(theme.MUTED_INK)
        self.phase_fill = QBrush(theme.blend(theme.BOARD_BG, theme.TABLE_BG, 0.25))

    def rowCount(self, parent: QModelIndex | QPersistentModelIndex = _ROOT) -> int:  # noqa: N802
        return 0 if parent.isValid() else len(self.rows)

    def data(self, index: QModelIndex | QPersistentModelIndex, role: int = Qt.ItemDataRole.DisplayRole) -> object:
        if not index.isValid() or index.row() >= len(self.rows):
            return None
        row = self.rows[index.row()]
        text, seat, run = row.text, row.seat, row.run
        if role in (Qt.ItemDataRole.DisplayRole, Qt.ItemDataRole.ToolTipRole):
            return text if run == 1 else f"{text} (×{run})"
        if role == Qt.ItemDataRole.DecorationRole and 0 <= seat < len(self.icons):
            return self.icons[seat]
        if role == Qt.ItemDataRole.ForegroundRole and seat == CHANCE:
            return self.muted
        if role == Qt.ItemDataRole.FontRole and seat == PHASE_ROW:
            return theme.ui_font(9.5, bold=True)
        if role == Qt.ItemDataRole.BackgroundRole and seat == PHASE_ROW:
            return self.phase_fill
        return None

    def set_rows(self, rows: list[LogRow]) -> None:
        if rows == self.rows:  # another seat's screen often reads the same log
            return
        self.beginResetModel()
        self.rows = rows
        self.endResetModel()

    def append(self, text: str, seat: int, ply: int = 0) -> None:
        last = self.rows[-1] if self.rows else None
        if last is not None and last.text == text and last.seat == seat:
            last.run += 1  # repeated lines (a deal of many cards) become one
            last.ply = ply
            index = self.index(len(self.rows) - 1)
            self.dataChanged.emit(index, index)
            return
        self.beginInsertRows(_ROOT, len(self.rows), len(self.rows))
        self.rows.append(LogRow(text, seat, 1, ply))
        self.endInsertRows()
        if len(self.rows) > MAX_ROWS:  # word-wrapped rows are laid out one by one: keep it short
            drop = len(self.rows) - MAX_ROWS
            self.beginRemoveRows(_ROOT, 0, drop - 1)
            del self.rows[:drop]
            self.endRemoveRows()


def merged_rows(lines: list[tuple[str, int, int]]) -> list[LogRow]:
    """The model's rows for ``lines`` (text, seat, ply): repeats merged into one row."""
    rows: list[LogRow] = []
    for text, seat, ply in lines:
        last = rows[-1] if rows else None
        if last is not None and last.text == text and last.seat == seat:
            last.run += 1
            last.ply = ply
        else:
            rows.append(LogRow(text, seat, 1, ply))
    return rows


class CachedSizeDelegate(QStyledItemDelegate):
    """Remembers each row's height by its text and width: the list lays out every row again
    whenever one is added, and measuring wrapped text was most of a move's redraw time."""

    def __init__(self, model: LogModel, parent: QWidget | None = None) -> None:
        super().__init__(parent)
        self.model = model
        self.sizes: dict[tuple[str, int, int, int, str], QSize] = {}

    def sizeHint(  # noqa: N802
        self, option: QStyleOptionViewItem, index: QModelIndex | QPersistentModelIndex
    ) -> QSize:
        row = self.model.rows[index.row()] if 0 <= index.row() < len(self.model.rows) else None
        if row is None:
            return super().sizeHint(option, index)
        key = (row.text, row.seat, row.run, option.rect.width(), option.font.key())
        size = self.sizes.get(key)
        if size is None:
            if len(self.sizes) > 4000:  # a long game: forget the old lines
                self.sizes.clear()
            size = self.sizes[key] = super().sizeHint(option, index)
        return size


class LogPanel(QWidget):
    """The log; a click on a line shows the table as it was right after it (``ply_clicked``)."""

    ply_clicked = Signal(int)

    def __init__(self, colors: list[SeatColor], parent: QWidget | None = None) -> None:
        super().__init__(parent)
        box = titled_box(self, _("Game log"))
        self.model = LogModel(colors)
        self.list = QListView()
        self.list.setModel(self.model)
        self.list.setItemDelegate(CachedSizeDelegate(self.model, self.list))
        self.list.setFont(theme.ui_font(9.5))
        self.list.setWordWrap(True)
        self.list.setAlternatingRowColors(True)
        self.list.setUniformItemSizes(False)
        self.list.setVerticalScrollMode(QListView.ScrollMode.ScrollPerPixel)
        self.list.setEditTriggers(QListView.EditTrigger.NoEditTriggers)
        self.list.setToolTip(_("Click a line to see the table as it was then"))
        self.list.clicked.connect(self._clicked)
        # "since your last turn" for the person to act, in every game: the hand-over cover
        # shows it only when it goes up (by default only in games with hidden cards)
        self.recap = QLabel()
        self.recap.setTextFormat(Qt.TextFormat.RichText)  # names are escaped (recap_html)
        self.recap.setWordWrap(True)
        self.recap.setFont(theme.ui_font(9.5))
        self.recap.setAlignment(Qt.AlignmentFlag.AlignTop | Qt.AlignmentFlag.AlignLeft)
        self.recap_area = QScrollArea()
        self.recap_area.setWidget(self.recap)
        self.recap_area.setWidgetResizable(True)
        self.recap_area.setMaximumHeight(RECAP_HEIGHT)
        self.recap_area.hide()
        box.addWidget(self.recap_area)
        box.addWidget(self.list, 1)
        self._colors = colors
        self._recap_key: tuple[int, int] | None = None
        # Follow the newest line while the reader is at the bottom: word-wrapped rows get
        # their heights only when laid out (after a resume, once the window shows), so one
        # scrollToBottom at append time can land short of the end.
        self._follow = True
        bar = self.list.verticalScrollBar()
        bar.valueChanged.connect(self._on_scrolled)
        bar.rangeChanged.connect(self._on_range)
        self._shown: list[str] = []  # one text per ply
        self._keys: list[str] = []  # the notation of the plies shown, to notice a rewrite
        self._viewer: int | None = None
        self._texts: dict[int | None, list[str]] = {}  # per seat: one text per ply
        self.phases = PhaseTrack()

    def update_from(self, session: GameSession, viewer: int | None, fill: Fill = str) -> None:
        """Show the session's plies; appends when only new plies came, else rebuilds."""
        plies = session.plies
        rewritten = bool(self._keys) and (
            len(plies) < len(self._keys) or plies[len(self._keys) - 1].text != self._keys[-1]
        )
        if rewritten:  # undo and another move: every seat's lines from there are stale
            self._texts.clear()
        self.phases.follow(session)
        if viewer != self._viewer or rewritten:  # another screen, or undo and another move
            self._viewer = viewer
            self._shown = self._lines_for(session, viewer, fill)
            begin = len(plies)
            while True:  # only the latest rows are shown: word only as many plies as they need
                begin = max(0, begin - 2 * MAX_ROWS)
                rows = merged_rows(self._rows_of(session, fill, begin))
                if begin == 0 or len(rows) > MAX_ROWS:  # the first row may be a partial repeat
                    break
            self.model.set_rows(rows[-MAX_ROWS:])
            start = len(plies)
        else:
            start = len(self._shown)
            self._shown = self._lines_for(session, viewer, fill)
            for text, seat, ply in self._rows_of(session, fill, start):
                self.model.append(text, seat, ply)
        self._keys = [p.text for p in plies]
        self._show_recap(session, viewer, fill)
        if len(plies) > start or rewritten:
            self._follow = True
            self.list.scrollToBottom()

    def _lines_for(self, session: GameSession, viewer: int | None, fill: Fill) -> list[str]:
        """One text per ply for ``viewer``, kept per seat: hot-seat play changes the screen's
        seat every turn, and the log was rebuilt from scratch each time."""
        texts = self._texts.setdefault(viewer, [])
        plies = session.plies
        del texts[len(plies):]
        for index in range(len(texts), len(plies)):
            texts.append(ply_text(session, index, plies[index], viewer, fill))
        return list(texts)

    def _rows_of(self, session: GameSession, fill: Fill, start: int) -> list[tuple[str, int, int]]:
        """(text, seat, ply) of the lines from ply ``start`` on, new phases on lines of their own."""
        plies = session.plies
        out: list[tuple[str, int, int]] = []
        for index in range(start, len(plies)):
            if self._shown[index]:  # a hidden pick or draw says nothing: its reveal does
                out.append((self._shown[index], plies[index].seat, index + 1))
            phase = self.phases.changed_by(session, index)
            if phase:  # a new round, phase or season gets a line of its own
                out.append((f"— {fill(phase)} —", PHASE_ROW, index + 1))
        return out

    def _show_recap(self, session: GameSession, viewer: int | None, fill: Fill) -> None:
        """The recap for a person at the start of (and through) their turn, else none."""
        person = (viewer is not None and viewer == session.seat_to_act()
                  and 0 <= viewer < len(session.seats) and not session.seats[viewer].is_bot)
        key = (viewer, session.last_turn_of(viewer)) if person and viewer is not None else None
        if key == self._recap_key:
            return
        self._recap_key = key
        parts = recap(session, key[0], fill) if key is not None else []
        names = [shown_name(seat.name) for seat in session.seats]
        self.recap.setText(recap_html(parts, names, self._colors, compact=True))
        self.recap_area.setVisible(bool(parts))

    def resizeEvent(self, event: QResizeEvent) -> None:  # noqa: N802
        super().resizeEvent(event)
        # the recap never takes more than half the panel: the log stays readable below it
        self.recap_area.setMaximumHeight(max(60, min(RECAP_HEIGHT, self.height() // 2)))

    def recap_text(self) -> str:
        """The recap as shown ("" when there is none)."""
        return self.recap.text() if self.recap_area.isVisibleTo(self) else ""

    def _clicked(self, index: QModelIndex) -> None:
        if index.isValid() and index.row() < len(self.model.rows):
            self.ply_clicked.emit(int(self.model.rows[index.row()].ply))

    def _on_scrolled(self, value: int) -> None:
        bar = self.list.verticalScrollBar()
        self._follow = value >= bar.maximum() - 2

    def _on_range(self, _low: int, high: int) -> None:
        if self._follow:
            self.list.verticalScrollBar().setValue(high)

    def lines(self) -> list[str]:
        """The text of every ply shown, one per ply with words (before repeated lines are
        merged)."""
        return [text for text in self._shown if text]

    def rows(self) -> list[str]:
        """The lines as displayed."""
        return [str(self.model.data(self.model.index(i))) for i in range(self.model.rowCount())]
