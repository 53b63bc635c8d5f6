"""The decision bar: who decides what now, and buttons for the actions that are not on a board."""

from __future__ import annotations

from collections.abc import Callable, Sequence

from PySide6.QtCore import Qt, Signal
from PySide6.QtGui import QFontMetricsF
from PySide6.QtWidgets import (
    QFrame,
    QHBoxLayout,
    QLabel,
    QMenu,
    QPushButton,
    QSizePolicy,
    QToolButton,
    QWidget,
)

from tabletop.core import Action
from tabletop.model.seats import SeatColor

from . import theme

MAX_BUTTONS = 6  # more non-spatial actions than this go into a "More…" menu
BAR_HEIGHT = 60
PROMPT_ROOM = 420  # pixels kept for the marker, the prompt and the hint
BUTTON_CHARS = 44  # longer descriptions are cut on the button (the tooltip has them whole)


def short_label(text: str) -> str:
    """A button's text: the description without a trailing bracket, cut at a word."""
    head = text
    if text.endswith(")") and " (" in text:  # a trailing explanation goes to the tooltip
        head = text.rsplit(" (", 1)[0].strip() or text
    if len(head) <= BUTTON_CHARS:
        return head
    cut = head[:BUTTON_CHARS].rsplit(" ", 1)[0]
    return f"{cut}…"


class DecisionBar(QFrame):
    action_chosen = Signal(object)

    def __init__(self, parent: QWidget | None = None) -> None:
        super().__init__(parent)
        self.setObjectName("DecisionBar")
        self.setStyleSheet(
            "#DecisionBar { background: #f6f1e3; border-top: 1px solid #b9ab8a; }"
            "QPushButton { padding: 6px 14px; font-size: 11pt; }"
        )
        self.setFixedHeight(BAR_HEIGHT)  # a prompt of one or two lines never resizes the table
        self.marker = QLabel()
        self.prompt = QLabel()
        self.prompt.setFont(theme.ui_font(12, bold=True))
        self.prompt.setTextFormat(Qt.TextFormat.PlainText)
        self.prompt.setWordWrap(True)  # a long prompt wraps; it never widens the window
        self.prompt.setSizePolicy(QSizePolicy.Policy.Expanding, QSizePolicy.Policy.Preferred)
        self.prompt.setMinimumWidth(160)
        self.hint = QLabel()
        self.hint.setFont(theme.ui_font(9.5))
        self.hint.setStyleSheet("color: #5f5647;")
        self.hint.setWordWrap(True)
        self.hint.setSizePolicy(QSizePolicy.Policy.Ignored, QSizePolicy.Policy.Preferred)
        self.buttons_box = QHBoxLayout()
        self.buttons_box.setSpacing(6)
        box = QHBoxLayout(self)
        box.setContentsMargins(10, 6, 10, 6)
        box.addWidget(self.marker)
        box.addWidget(self.prompt, 3)
        box.addSpacing(12)
        box.addWidget(self.hint, 1)
        box.addLayout(self.buttons_box)
        self.buttons: list[QPushButton | QToolButton] = []  # the visible ones
        self._pool: list[QPushButton] = []
        self._actions: list[Action] = []
        self._rest: list[Action] = []
        self._describe: Callable[[Action], str] | None = None
        self._metrics = QFontMetricsF(theme.ui_font(11))
        self._label_widths: dict[str, float] = {}
        self.more = QToolButton()
        self.more.setPopupMode(QToolButton.ToolButtonPopupMode.InstantPopup)
        self._menu = QMenu(self.more)
        self._menu.triggered.connect(self._menu_chosen)
        self.more.setMenu(self._menu)
        self.more.hide()
        box.addWidget(self.more)

    def show_decision(
        self,
        prompt: str,
        color: SeatColor | None,
        actions: Sequence[Action],
        describe: Callable[[Action], str],
        hint: str = "",
    ) -> None:
        self.prompt.setText(prompt)
        self.hint.setText(hint)
        if color is not None:
            self.marker.setPixmap(theme.marker_pixmap(color.hex, color.shape, 20))
            self.marker.show()
        else:
            self.marker.clear()
            self.marker.hide()
        self._set_buttons(list(actions), describe)

    def _fit_count(self, labels: list[str]) -> int:
        """How many buttons fit beside the prompt; the others go into the More… menu."""
        if len(labels) <= 1:
            return len(labels)
        window = self.window()
        if self.isVisible():
            room = self.width() - PROMPT_ROOM
        elif window is not self:  # not laid out yet: the table's part of the window
            room = window.width() * 0.78 - PROMPT_ROOM
        else:
            room = 10**6
        widths = self._label_widths
        more = 150
        used = 0.0
        for i, label in enumerate(labels[:MAX_BUTTONS]):
            if label not in widths:
                widths[label] = self._metrics.horizontalAdvance(label) * 1.15 + 40
            used += widths[label]
            rest = len(labels) - (i + 1)
            if used + (more if rest else 0) > room:
                return max(1, i)
        return min(len(labels), MAX_BUTTONS if len(labels) <= MAX_BUTTONS else MAX_BUTTONS - 1)

    def resizeEvent(self, event) -> None:  # noqa: N802
        super().resizeEvent(event)
        actions = [*self._actions, *self._rest]
        if actions and self._describe is not None:
            labels = [short_label(self._describe(a)) for a in actions]
            if self._fit_count(labels) != len(self._actions):
                self._set_buttons(actions, self._describe)

    def _set_buttons(self, actions: list[Action], describe: Callable[[Action], str]) -> None:
        """Buttons are pooled and reused: no widgets or connections are made per turn."""
        if describe != self._describe:  # storing a new bound method each turn leaks in PySide6
            self._describe = describe
        count = self._fit_count([short_label(describe(a)) for a in actions])
        shown = actions[:count]
        rest = actions[len(shown) :]
        self._actions = list(shown)
        while len(self._pool) < len(shown):
            button = QPushButton()
            button.setCursor(Qt.CursorShape.PointingHandCursor)
            button.clicked.connect(self._clicked)
            self.buttons_box.addWidget(button)
            self._pool.append(button)
        for i, button in enumerate(self._pool):
            if i < len(shown):
                text = describe(shown[i])
                button.setText(short_label(text))
                button.setToolTip(text if text == str(shown[i]) else f"{text}\n({shown[i]})")
                button.setProperty("index", i)
            button.setVisible(i < len(shown))
        self._rest = list(rest)
        self._menu.clear()
        for i, action in enumerate(rest):
            self._menu.addAction(describe(action)).setData(i)
        self.more.setText(f"More… ({len(rest)})")
        self.more.setVisible(bool(rest))
        self.buttons = [*self._pool[: len(shown)], *([self.more] if rest else [])]

    def _clicked(self) -> None:
        index = self.sender().property("index")
        if isinstance(index, int) and 0 <= index < len(self._actions):
            self.action_chosen.emit(self._actions[index])

    def _menu_chosen(self, entry) -> None:
        index = entry.data()
        if isinstance(index, int) and 0 <= index < len(self._rest):
            self.action_chosen.emit(self._rest[index])

    def button_texts(self) -> list[str]:
        return [b.text() for b in self.buttons]
