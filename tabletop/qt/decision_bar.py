"""The decision bar: who decides what now, and buttons for the actions that are not on a board.

Every button shows its whole label (a long one on two lines). Buttons sit beside the prompt
when they fit there, else on rows of their own under it; only a long list of choices (more
than ``MAX_BUTTONS``) keeps a "More…" menu, and never for a basic action such as pass or done.
"""

from __future__ import annotations

from collections.abc import Callable, Sequence

from PySide6.QtCore import Qt, Signal
from PySide6.QtWidgets import (
    QFrame,
    QGridLayout,
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
from .flow_layout import FlowLayout
from .panel_parts import style_bar

MAX_BUTTONS = 10  # more non-spatial actions than this: the first ones, then "More…"
BASIC = frozenset({"done", "pass", "end", "finish", "stop", "skip", "confirm", "retire", "back"})
BAR_HEIGHT = 60  # the least height: a prompt of one or two lines never resizes the table
SUGGESTED_STYLE = (  # the suggested move's button: the hint mark's violet frame
    "QPushButton, QToolButton { border: 3px dashed #6a1bd8; border-radius: 5px;"
    " background: #efe6ff; padding: 4px 12px; font-size: 11pt; font-weight: bold; }"
)
PROMPT_ROOM = 380  # pixels kept beside the buttons for the marker, the prompt and the hint
WRAP_CHARS = 30  # a longer label goes on two lines


def short_label(text: str) -> str:
    """A button's text: the description without a trailing bracket (the tooltip has it)."""
    head = text
    if text.endswith(")") and " (" in text:  # a trailing explanation goes to the tooltip
        head = text.rsplit(" (", 1)[0].strip() or text
    return head


def button_label(text: str) -> str:
    """The whole label, broken onto two lines at the space nearest its middle when long."""
    head = short_label(text)
    if len(head) <= WRAP_CHARS or " " not in head:
        return head
    middle = len(head) / 2
    spaces = [i for i, ch in enumerate(head) if ch == " "]
    cut = min(spaces, key=lambda i: abs(i - middle))
    return f"{head[:cut]}\n{head[cut + 1 :]}"


def visible_choices(actions: list[Action]) -> tuple[list[Action], list[Action]]:
    """The actions given buttons and those left to the "More…" menu (basic ones never are)."""
    if len(actions) <= MAX_BUTTONS:
        return list(actions), []
    room = MAX_BUTTONS - 1
    basics = [a for a in actions if a.verb in BASIC][:room]
    others = [a for a in actions if a.verb not in BASIC]
    keep = {id(a) for a in basics} | {id(a) for a in others[: room - len(basics)]}
    shown = [a for a in actions if id(a) in keep]
    return shown, [a for a in actions if id(a) not in keep]


class DecisionBar(QFrame):
    action_chosen = Signal(object)

    def __init__(self, parent: QWidget | None = None) -> None:
        super().__init__(parent)
        style_bar(self, "DecisionBar", "#f6f1e3", "padding: 4px 12px; font-size: 11pt;")
        self.setFixedHeight(BAR_HEIGHT)
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
        self.host = QWidget()  # the buttons, in a wrapping flow
        self.flow = FlowLayout(self.host)
        self.host.setSizePolicy(QSizePolicy.Policy.Preferred, QSizePolicy.Policy.Preferred)
        self.grid = QGridLayout(self)
        self.grid.setContentsMargins(10, 6, 10, 6)
        self.grid.setHorizontalSpacing(10)
        self.grid.setVerticalSpacing(4)
        self.grid.addWidget(self.marker, 0, 0)
        self.grid.addWidget(self.prompt, 0, 1)
        self.grid.addWidget(self.hint, 0, 2)
        self.grid.setColumnStretch(1, 3)
        self.grid.setColumnStretch(2, 1)
        self._below = False  # the buttons have rows of their own under the prompt
        self.grid.addWidget(self.host, 0, 3)
        self.buttons: list[QPushButton | QToolButton] = []  # the visible ones
        self._pool: list[QPushButton] = []
        self._actions: list[Action] = []
        self._rest: list[Action] = []
        self._describe: Callable[[Action], str] | None = None
        self.more = QToolButton()
        self.more.setPopupMode(QToolButton.ToolButtonPopupMode.InstantPopup)
        self.more.setStyleSheet("QToolButton { padding: 6px 10px; font-size: 11pt; }")
        self._menu = QMenu(self.more)
        self._menu.triggered.connect(self._menu_chosen)
        self.more.setMenu(self._menu)
        self.more.hide()
        self.flow.addWidget(self.more)

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
        self.hint.setVisible(bool(hint))
        if color is not None:
            self.marker.setPixmap(theme.marker_pixmap(color.hex, color.shape, 20))
            self.marker.show()
        else:
            self.marker.clear()
            self.marker.hide()
        self._set_buttons(list(actions), describe)

    def show_refusal(self, why: str) -> None:
        """A click that chose nothing: why, in the hint line, until the next decision."""
        self.hint.setText(why)
        self.hint.setVisible(True)

    def _room(self) -> int:
        """The bar's width (before it is laid out: the table's part of the window)."""
        if self.isVisible():
            return self.width()
        window = self.window()
        return round(window.width() * 0.78) if window is not self else 10**6

    def _relayout(self) -> None:
        """Buttons beside the prompt when they fit, else on rows below; the height follows."""
        width = self._room() - 20
        self._label_buttons(wrapped=False)  # one line each when that fits beside the prompt
        need = self.flow.row_width()
        if need > width - PROMPT_ROOM:
            self._label_buttons(wrapped=True)
            need = self.flow.row_width()
        below = bool(self.buttons) and need > width - PROMPT_ROOM
        if below != self._below:
            self._below = below
            self.grid.removeWidget(self.host)
            if below:
                self.grid.addWidget(self.host, 1, 0, 1, 4)
            else:
                self.grid.addWidget(self.host, 0, 3)
        self.host.setMinimumWidth(0 if below else need)
        if below:
            text = max(self.prompt.heightForWidth(max(200, width - 40)), 24)
            height = text + self.flow.heightForWidth(width) + 18
        else:
            height = max(BAR_HEIGHT, self.flow.heightForWidth(max(need, 1)) + 14)
        height = max(BAR_HEIGHT, min(height, 260))
        if self.height() != height:
            self.setFixedHeight(height)

    def _label_buttons(self, wrapped: bool) -> None:
        for button in self._pool[: len(self._actions)]:
            label = str(button.property("label") or "")
            text = button_label(label) if wrapped else label
            if button.text() != text:
                button.setText(text)
        self.flow.invalidate()

    def resizeEvent(self, event) -> None:  # noqa: N802
        super().resizeEvent(event)
        self._relayout()

    def showEvent(self, event) -> None:  # noqa: N802
        super().showEvent(event)
        self._relayout()

    def _set_buttons(self, actions: list[Action], describe: Callable[[Action], str]) -> None:
        """Buttons are pooled and reused: no widgets or connections are made per turn."""
        if describe != self._describe:  # storing a new bound method each turn leaks in PySide6
            self._describe = describe
        shown, rest = visible_choices(actions)
        self._actions = list(shown)
        while len(self._pool) < len(shown):
            button = QPushButton()
            button.setCursor(Qt.CursorShape.PointingHandCursor)
            button.clicked.connect(self._clicked)
            self.flow.removeWidget(self.more)  # "More…" stays last
            self.flow.addWidget(button)
            self.flow.addWidget(self.more)
            self._pool.append(button)
        for framed in (*self._pool, self.more):
            if framed.styleSheet():  # a suggestion's frame is for the moment it was asked
                framed.setStyleSheet("")
        for i, button in enumerate(self._pool):
            if i < len(shown):
                text = describe(shown[i])
                button.setProperty("label", short_label(text))
                button.setToolTip(text)  # words only: the notation ("pass") is not a player's
                button.setProperty("index", i)
            button.setVisible(i < len(shown))
        self._rest = list(rest)
        self._menu.clear()
        for i, action in enumerate(rest):
            self._menu.addAction(describe(action)).setData(i)
        self.more.setText(f"More… ({len(rest)})")
        self.more.setVisible(bool(rest))
        self.buttons = [*self._pool[: len(shown)], *([self.more] if rest else [])]
        self.flow.invalidate()
        self._relayout()

    def _clicked(self) -> None:
        index = self.sender().property("index")
        if isinstance(index, int) and 0 <= index < len(self._actions):
            self.action_chosen.emit(self._actions[index])

    def _menu_chosen(self, entry) -> None:
        index = entry.data()
        if isinstance(index, int) and 0 <= index < len(self._rest):
            self.action_chosen.emit(self._rest[index])

    def mark_suggested(self, action: Action | None) -> bool:
        """Frame the button of the suggested move (or "More…" when it is in there)."""
        found = False
        for i, button in enumerate(self._pool):
            on = action is not None and i < len(self._actions) and self._actions[i] == action
            found |= on
            if on or button.styleSheet():
                button.setStyleSheet(SUGGESTED_STYLE if on else "")
        hidden = action is not None and action in self._rest
        if hidden or self.more.styleSheet():
            self.more.setStyleSheet(SUGGESTED_STYLE if hidden else "")
        for entry in self._menu.actions():
            index = entry.data()
            if isinstance(index, int) and 0 <= index < len(self._rest):
                mine = hidden and self._rest[index] == action
                label = (self._describe or str)(self._rest[index])
                entry.setText(f"{label}  (suggested)" if mine else label)
        return found or hidden

    def button_texts(self) -> list[str]:
        return [b.text() for b in self.buttons]
