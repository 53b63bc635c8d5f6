"""The decision bar: who decides what now, and buttons for the actions that are not on a board."""

from __future__ import annotations

from collections.abc import Callable, Sequence

from PySide6.QtCore import Qt, Signal
from PySide6.QtWidgets import QFrame, QHBoxLayout, QLabel, QMenu, QPushButton, QToolButton, QWidget

from tabletop.core import Action
from tabletop.model.seats import SeatColor

from . import theme

MAX_BUTTONS = 6  # more non-spatial actions than this go into a "More…" menu


class DecisionBar(QFrame):
    action_chosen = Signal(object)

    def __init__(self, parent: QWidget | None = None) -> None:
        super().__init__(parent)
        self.setObjectName("DecisionBar")
        self.setStyleSheet(
            "#DecisionBar { background: #f6f1e3; border-top: 1px solid #b9ab8a; }"
            "QPushButton { padding: 6px 14px; font-size: 11pt; }"
        )
        self.marker = QLabel()
        self.prompt = QLabel()
        self.prompt.setFont(theme.ui_font(12, bold=True))
        self.prompt.setTextFormat(Qt.TextFormat.PlainText)
        self.hint = QLabel()
        self.hint.setFont(theme.ui_font(9.5))
        self.hint.setStyleSheet("color: #5f5647;")
        self.buttons_box = QHBoxLayout()
        self.buttons_box.setSpacing(6)
        box = QHBoxLayout(self)
        box.setContentsMargins(10, 6, 10, 6)
        box.addWidget(self.marker)
        box.addWidget(self.prompt)
        box.addSpacing(12)
        box.addWidget(self.hint, 1)
        box.addLayout(self.buttons_box)
        self.buttons: list[QPushButton | QToolButton] = []  # the visible ones
        self._pool: list[QPushButton] = []
        self._actions: list[Action] = []
        self._rest: list[Action] = []
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

    def _set_buttons(self, actions: list[Action], describe: Callable[[Action], str]) -> None:
        """Buttons are pooled and reused: no widgets or connections are made per turn."""
        shown = actions if len(actions) <= MAX_BUTTONS else actions[: MAX_BUTTONS - 1]
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
                button.setText(describe(shown[i]))
                button.setToolTip(str(shown[i]))
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
