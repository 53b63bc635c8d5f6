"""Looking back: a slider over the game's moves, step buttons and "Back to now".

Read-only: the controller shows the table as it was, with the same hidden-information
rules as the live table; once the game is over a seat chooser shows anyone's cards.
"""

from __future__ import annotations

from PySide6.QtCore import Qt, Signal
from PySide6.QtWidgets import (
    QComboBox,
    QFrame,
    QHBoxLayout,
    QLabel,
    QPushButton,
    QSlider,
    QWidget,
)

from tabletop.core.i18n import _

from . import theme
from .panel_parts import bare_box, style_bar


class HistoryBar(QFrame):
    """Emits ``moved(ply)`` (None: now) and ``seat_chosen(seat)`` after the game."""

    moved = Signal(object)
    seat_chosen = Signal(object)

    def __init__(self, parent: QWidget | None = None) -> None:
        super().__init__(parent)
        style_bar(self, "HistoryBar", "#e9e1cc", "padding: 2px 8px;")
        self.slider = QSlider(Qt.Orientation.Horizontal)
        self.slider.setMinimum(0)
        self.slider.setToolTip(_("Drag to look back at any moment of the game (read-only)"))
        self.slider.valueChanged.connect(self._slid)
        self.label = QLabel()
        self.label.setFont(theme.ui_font(10))
        self.label.setAlignment(Qt.AlignmentFlag.AlignRight | Qt.AlignmentFlag.AlignVCenter)
        self.buttons = {}
        for key, text, tip in (
            ("first", "◀◀", _("The start of the game")),
            ("back", "◀", _("One move back")),
            ("next", "▶", _("One move on")),
        ):
            button = QPushButton(text)
            button.setToolTip(tip)
            button.setFixedWidth(30)
            button.clicked.connect(lambda _=False, k=key: self._step(k))
            self.buttons[key] = button
        self.now = QPushButton(_("Back to now"))
        self.now.setToolTip(_("Return to the game as it is now"))
        self.now.clicked.connect(lambda: self.moved.emit(None))
        self.seat = QComboBox()
        # as wide as its longest name ("Sicht von Anna"): its items come after its first show
        self.seat.setSizeAdjustPolicy(QComboBox.SizeAdjustPolicy.AdjustToContents)
        self.seat.setToolTip(_("After the game every hand may be seen: whose cards to show"))
        self.seat.currentIndexChanged.connect(self._seat_changed)
        # two rows, to sit under the game log in the side panel (the log and the look back
        # share a place instead of taking a band of the table's height)
        column = bare_box(self, spacing=2, margins=(6, 3, 6, 3))
        top = QHBoxLayout()
        heading = QLabel(_("Look back"))
        heading.setFont(theme.ui_font(10, bold=True))
        top.addWidget(heading)
        top.addWidget(self.label, 1)
        top.addWidget(self.seat)
        column.addLayout(top)
        row = QHBoxLayout()
        row.setSpacing(3)
        for key in ("first", "back"):
            row.addWidget(self.buttons[key])
        row.addWidget(self.slider, 1)
        row.addWidget(self.buttons["next"])
        row.addWidget(self.now)
        column.addLayout(row)
        self._total = 0
        self._at: int | None = None
        self._quiet = False

    def show_state(
        self, at: int | None, total: int, seats: list[str] | None = None, seat: int | None = None
    ) -> None:
        """``at`` plies shown of ``total`` (None: now); ``seats`` offers a chooser (game over)."""
        self._quiet = True
        self._total, self._at = total, at
        self.slider.setMaximum(total)
        self.slider.setValue(total if at is None else at)
        if at is None:
            # no count: the slider's steps include the deal and every die, so "33 moves" before
            # anyone has moved would be wrong
            self.label.setText(_("now"))
        else:
            self.label.setText(_("after move {at} of {total} · read-only").format(at=at, total=total))
        self.now.setEnabled(at is not None)
        self.buttons["next"].setEnabled(at is not None)
        self.buttons["back"].setEnabled((total if at is None else at) > 0)
        self.buttons["first"].setEnabled((total if at is None else at) > 0)
        names = seats or []
        wanted = [_("{name}'s view").format(name=name) for name in names]
        if [self.seat.itemText(i) for i in range(self.seat.count())] != wanted:
            self.seat.clear()
            self.seat.addItems(wanted)
        self.seat.setVisible(bool(names))
        if names and seat is not None and 0 <= seat < len(names):
            self.seat.setCurrentIndex(seat)
        self._quiet = False

    def _slid(self, value: int) -> None:
        if not self._quiet:
            self.moved.emit(None if value >= self._total else value)

    def _step(self, key: str) -> None:
        here = self._total if self._at is None else self._at
        target = {"first": 0, "back": here - 1, "next": here + 1}[key]
        self.moved.emit(None if target >= self._total else max(0, target))

    def _seat_changed(self, index: int) -> None:
        if not self._quiet and index >= 0:
            self.seat_chosen.emit(index)
