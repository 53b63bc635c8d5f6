"""The decision bar: who decides what now, and buttons for the actions that are not on a board.

The bar keeps one height whatever the decision (``BAR_HEIGHT``), so the table never moves
under the pointer: the prompt takes the width it needs to show whole in two lines (three in
smaller letters when it is long), the buttons one row beside it (a long label on two lines).
Many choices of one kind ("Pay 1 real" … "Pay 14 reals") are one number box and one button
(choice_group.py); what still does not fit goes to a "More…" menu, never a basic action
such as pass or done.
"""

from __future__ import annotations

from collections.abc import Callable, Sequence
from functools import lru_cache

from PySide6.QtCore import QRect, Qt, Signal
from PySide6.QtGui import QAction, QFontMetrics, QResizeEvent, QShowEvent
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
from tabletop.core.i18n import _
from tabletop.model.seats import SeatColor

from . import theme
from .choice_group import GROUP_AT, ChoiceGroup, choice_group
from .flow_layout import FlowLayout
from .panel_parts import style_bar

MAX_BUTTONS = 10  # more non-spatial actions than this: the first ones, then "More…"
BASIC = frozenset({"done", "pass", "end", "finish", "stop", "skip", "confirm", "retire", "back"})
BAR_HEIGHT = 64  # the bar's one height: two lines of prompt, one row of (two-line) buttons
MARGIN = 6  # above and below the bar's contents
SUGGESTED_STYLE = (  # the suggested move's button: the hint mark's violet frame
    "QPushButton, QToolButton { border: 3px dashed #6a1bd8; border-radius: 5px;"
    " background: #efe6ff; padding: 4px 12px; font-size: 11pt; font-weight: bold; }"
)
PROMPT_PT, SMALL_PROMPT_PT = 12.0, 10.0  # the prompt's letters, and a long prompt's
PROMPT_SHARE = 0.6  # a prompt wider than this share of the bar (in two lines) gets smaller letters
HINT_ROOM = 190  # the most width the hint takes from the buttons
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


@lru_cache(maxsize=256)
def least_width(text: str, point_size: float, height: int) -> int:
    """The narrowest width at which ``text`` in bold letters of ``point_size`` wraps into
    ``height`` pixels (its one-line width when that is less; 10**6 when nothing does)."""
    font = theme.ui_font(point_size, bold=True)
    metrics = QFontMetrics(font)
    flags = int(Qt.TextFlag.TextWordWrap)

    def tall(width: int) -> int:
        return metrics.boundingRect(QRect(0, 0, width, 10**5), flags, text).height()

    whole = metrics.horizontalAdvance(text) + 4
    if tall(whole) > height:
        return 10**6
    low, high = 40, whole
    while low < high:  # the least width that fits (taller text as it narrows)
        mid = (low + high) // 2
        if tall(mid) <= height:
            high = mid
        else:
            low = mid + 1
    return high


class DecisionBar(QFrame):
    action_chosen = Signal(object)

    def __init__(self, parent: QWidget | None = None) -> None:
        super().__init__(parent)
        style_bar(self, "DecisionBar", "#f6f1e3", "padding: 4px 12px; font-size: 11pt;")
        self.setFixedHeight(BAR_HEIGHT)
        self.marker = QLabel()
        self.prompt = QLabel()
        self._prompt_pt = PROMPT_PT
        self.prompt.setFont(theme.ui_font(PROMPT_PT, bold=True))
        self.prompt.setTextFormat(Qt.TextFormat.PlainText)
        self.prompt.setWordWrap(True)  # a long prompt wraps; it never widens the window
        self.prompt.setSizePolicy(QSizePolicy.Policy.Expanding, QSizePolicy.Policy.Ignored)
        self.hint = QLabel()
        self.hint.setFont(theme.ui_font(9.5))
        self.hint.setStyleSheet("color: #5f5647;")
        self.hint.setWordWrap(True)
        self.hint.setSizePolicy(QSizePolicy.Policy.Ignored, QSizePolicy.Policy.Ignored)
        self.host = QWidget()  # the buttons, in one row
        self.flow = FlowLayout(self.host)
        self.host.setSizePolicy(QSizePolicy.Policy.Fixed, QSizePolicy.Policy.Fixed)
        self.row = QHBoxLayout(self)
        self.row.setContentsMargins(10, MARGIN, 10, MARGIN)
        self.row.setSpacing(10)
        self.row.addWidget(self.marker)
        self.row.addWidget(self.prompt, 3)
        self.row.addWidget(self.hint, 1)
        self.row.addWidget(self.host, 0, Qt.AlignmentFlag.AlignVCenter)
        self.buttons: list[QPushButton | QToolButton] = []  # the visible ones
        self._pool: list[QPushButton] = []
        self._candidates: list[Action] = []  # the buttons' actions when all fit
        self._beyond: list[Action] = []  # more than MAX_BUTTONS: always in the menu
        self._actions: list[Action] = []  # the visible buttons' actions
        self._rest: list[Action] = []  # the menu's
        self._hidden = -1  # how many candidates the menu holds for want of room
        self._suggested: Action | None = None
        self._all: list[Action] = []  # the decision's actions for the bar
        self._group_least = GROUP_AT
        self._describe: Callable[[Action], str] | None = None
        self.group = ChoiceGroup()
        self.group.chosen.connect(self.action_chosen)
        self.group.hide()
        self.flow.addWidget(self.group)
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
        self.hint.setToolTip(hint)
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
        self.hint.setToolTip(why)
        self.hint.setVisible(True)
        self._relayout()  # room for it beside the buttons (the bar keeps its height)

    def _room(self) -> int:
        """The bar's width (before it is laid out: the table's part of the window)."""
        if self.isVisible():
            return self.width()
        window = self.window()
        return round(window.width() * 0.78) if window is not self else 10**6

    # --- fitting one row --------------------------------------------------------------
    def _relayout(self) -> None:
        """The prompt gets the width it needs to show whole; the buttons one row in what is
        left (labels on two lines, then the last ones into "More…"); the height stays.
        Smaller prompt letters, then no hint, before a choice goes into the menu."""
        width = self._room() - 20
        if not self.marker.isHidden():
            width -= 30
        inner = BAR_HEIGHT - 2 * MARGIN
        text = self.prompt.text()
        hint = 0
        if self.hint.text():
            hint = min(HINT_ROOM, self.hint.fontMetrics().horizontalAdvance(self.hint.text()) + 4) + 10
        tries = [(size, with_hint) for size in (PROMPT_PT, SMALL_PROMPT_PT) for with_hint in (True, False)
                 if with_hint or hint]
        for n, (size, with_hint) in enumerate(tries):
            need = least_width(text, size, inner)
            if need > width * PROMPT_SHARE and n < len(tries) - 1:
                continue  # too long for these letters beside any buttons
            need = min(need, max(120, width - 120))
            self._fit_row(max(0, width - need - (hint if with_hint else 0) - 10))
            if self._hidden <= 0:
                break
        if size != self._prompt_pt:
            self._prompt_pt = size
            self.prompt.setFont(theme.ui_font(size, bold=True))
        self.prompt.setMinimumWidth(need)
        most = HINT_ROOM if with_hint else 0
        if self.hint.maximumWidth() != most:
            self.hint.setMaximumWidth(most)
        if self._hidden > 0 and self._group_least > 2:  # two or three alike, too wide as buttons
            self._arrange(2)
            self._relayout()
            return
        row = self.flow.row_width()
        tall = min(BAR_HEIGHT - 2 * MARGIN, self.flow.heightForWidth(row))
        if self.host.minimumWidth() != row or self.host.minimumHeight() != tall:
            self.host.setFixedSize(row, tall)

    def _fit_row(self, room: int) -> None:
        """One line per label, else two, else the last non-basic choices into the menu."""
        movable = [i for i, a in enumerate(self._candidates) if a.verb not in BASIC]
        for hidden in range(len(movable) + 1):
            self._split(hidden, movable)
            for wrapped in (False, True):
                self._label_buttons(wrapped)
                if self.flow.row_width() <= room:
                    return

    def _split(self, hidden: int, movable: list[int]) -> None:
        """Buttons for the candidates but the last ``hidden`` movable ones (menu for those)."""
        if hidden == self._hidden:
            return
        self._hidden = hidden
        out = set(movable[len(movable) - hidden :]) if hidden else set()
        shown = [a for i, a in enumerate(self._candidates) if i not in out]
        rest = [a for i, a in enumerate(self._candidates) if i in out] + self._beyond
        describe = self._describe or str
        self._actions = shown
        for i, button in enumerate(self._pool):
            if i < len(shown):
                text = describe(shown[i])
                button.setProperty("label", short_label(text))
                button.setText(short_label(text))
                button.setToolTip(text)
            button.setVisible(i < len(shown))
        self._rest = rest
        self._menu.clear()
        for i, action in enumerate(rest):
            self._menu.addAction(describe(action)).setData(i)
        self.more.setText(_("More… ({count})").format(count=len(rest)))
        self.more.setVisible(bool(rest))
        group = [self.group.button] if not self.group.isHidden() else []
        self.buttons = [*self._pool[: len(shown)], *group, *([self.more] if rest else [])]
        self._mark()

    def _label_buttons(self, wrapped: bool) -> None:
        for button in self._pool[: len(self._actions)]:
            label = str(button.property("label") or "")
            text = button_label(label) if wrapped else label
            if button.text() != text:
                button.setText(text)
        self.flow.invalidate()

    def resizeEvent(self, event: QResizeEvent) -> None:  # noqa: N802
        super().resizeEvent(event)
        self._relayout()

    def showEvent(self, event: QShowEvent) -> None:  # noqa: N802
        super().showEvent(event)
        self._relayout()

    def _set_buttons(self, actions: list[Action], describe: Callable[[Action], str]) -> None:
        """Buttons are pooled and reused: no widgets or connections are made per turn."""
        if describe != self._describe:  # storing a new bound method each turn leaks in PySide6
            self._describe = describe
        self._all = actions
        self._suggested = None
        self._arrange(GROUP_AT)
        self._relayout()

    def _arrange(self, least: int) -> None:
        """Many alike (``least`` or more) to the number box, buttons for the others."""
        describe = self._describe or str
        self._group_least = least
        grouped, others = choice_group(self._all, least)
        if grouped:
            self.group.set_choices(grouped, lambda a: short_label(describe(a)))
        self.group.setVisible(bool(grouped))
        shown, beyond = visible_choices(others)
        while len(self._pool) < len(shown):
            button = QPushButton()
            button.setCursor(Qt.CursorShape.PointingHandCursor)
            button.clicked.connect(self._clicked)
            button.setProperty("index", len(self._pool))
            self.flow.removeWidget(self.group)  # the group, then "More…", stay last
            self.flow.removeWidget(self.more)
            self.flow.addWidget(button)
            self.flow.addWidget(self.group)
            self.flow.addWidget(self.more)
            self._pool.append(button)
        self._candidates, self._beyond = list(shown), list(beyond)
        self._hidden = -1
        self._split(0, [])
        self.flow.invalidate()

    def _clicked(self) -> None:
        index = self.sender().property("index")
        if isinstance(index, int) and 0 <= index < len(self._actions):
            self.action_chosen.emit(self._actions[index])

    def _menu_chosen(self, entry: QAction) -> None:
        index = entry.data()
        if isinstance(index, int) and 0 <= index < len(self._rest):
            self.action_chosen.emit(self._rest[index])

    def mark_suggested(self, action: Action | None) -> bool:
        """Frame the button of the suggested move (or "More…" when it is in there; the number
        box turns to it when it is one of many alike)."""
        self._suggested = action
        return self._mark()

    def _mark(self) -> bool:
        action = self._suggested
        found = False
        for i, button in enumerate(self._pool):
            on = action is not None and i < len(self._actions) and self._actions[i] == action
            found |= on
            if on or button.styleSheet():
                button.setStyleSheet(SUGGESTED_STYLE if on else "")
        in_group = action is not None and not self.group.isHidden() and self.group.select(action)
        if in_group or self.group.button.styleSheet():
            self.group.button.setStyleSheet(SUGGESTED_STYLE if in_group else "")
        hidden = action is not None and action in self._rest
        if hidden or self.more.styleSheet():
            self.more.setStyleSheet(SUGGESTED_STYLE if hidden else "")
        for entry in self._menu.actions():
            index = entry.data()
            if isinstance(index, int) and 0 <= index < len(self._rest):
                mine = hidden and self._rest[index] == action
                label = (self._describe or str)(self._rest[index])
                entry.setText(f"{label}  (suggested)" if mine else label)
        return found or in_group or hidden

    def button_texts(self) -> list[str]:
        return [b.text() for b in self.buttons]
