"""Many choices of one kind ("Pay nothing", "Pay 1 real", … "Pay 14 reals") as one compact
control: a number box and one button that says what the number does. A wall of fourteen
buttons made the decision bar grow and the table move under the pointer."""

from __future__ import annotations

from collections.abc import Callable, Sequence

from PySide6.QtCore import Qt, Signal
from PySide6.QtGui import QValidator
from PySide6.QtWidgets import QHBoxLayout, QPushButton, QSpinBox, QWidget

from tabletop.core import Action

GROUP_AT = 4  # this many choices alike but for one whole number become one control
NOT_GROUPED = frozenset({"done", "pass", "end", "finish", "stop", "skip", "confirm", "retire", "back"})


def _number(text: str) -> int | None:
    body = text[1:] if text.startswith("-") else text
    return int(text) if body.isdigit() else None


def choice_group(
    actions: Sequence[Action], least: int = GROUP_AT
) -> tuple[list[tuple[int, Action]], list[Action]]:
    """The largest set of actions alike but for one whole-number argument, by that number,
    when there are at least ``least`` of them (else none); and the other actions."""
    groups: dict[tuple[str, int, tuple[str, ...], tuple[str, ...]], list[tuple[int, Action]]] = {}
    for action in actions:
        if action.verb in NOT_GROUPED:
            continue
        for i, arg in enumerate(action.args):
            value = _number(arg)
            if value is not None:
                key = (action.verb, i, action.args[:i], action.args[i + 1 :])
                groups.setdefault(key, []).append((value, action))
    best = max(groups.values(), key=len, default=[])
    if len(best) < max(2, least) or len({v for v, _ in best}) != len(best):
        return [], list(actions)
    grouped = {id(a) for _, a in best}
    return sorted(best, key=lambda pair: pair[0]), [a for a in actions if id(a) not in grouped]


class _ValueSpin(QSpinBox):
    """Steps through the given numbers only (they need not be consecutive)."""

    def __init__(self) -> None:
        super().__init__()
        self.values: list[int] = [0]

    def set_values(self, values: list[int]) -> None:
        self.values = values or [0]
        self.setRange(0, len(self.values) - 1)

    def textFromValue(self, index: int) -> str:  # noqa: N802 (Qt API)
        return str(self.values[max(0, min(index, len(self.values) - 1))])

    def valueFromText(self, text: str) -> int:  # noqa: N802
        value = _number(text.strip())
        if value is None:
            return self.value()
        return min(range(len(self.values)), key=lambda i: abs(self.values[i] - value))

    def validate(self, text: str, pos: int) -> tuple[QValidator.State, str, int]:
        value = _number(text.strip())
        if value in self.values:
            return QValidator.State.Acceptable, text, pos
        if text.strip() in ("", "-") or value is not None:
            return QValidator.State.Intermediate, text, pos
        return QValidator.State.Invalid, text, pos


class ChoiceGroup(QWidget):
    """A number box and a button; the button says what the chosen number does."""

    chosen = Signal(object)

    def __init__(self, parent: QWidget | None = None) -> None:
        super().__init__(parent)
        self.spin = _ValueSpin()
        self.spin.setFocusPolicy(Qt.FocusPolicy.StrongFocus)
        self.spin.setMinimumWidth(64)
        self.spin.setStyleSheet("QSpinBox { font-size: 11pt; padding: 3px 4px; }")
        self.button = QPushButton()
        self.button.setCursor(Qt.CursorShape.PointingHandCursor)
        box = QHBoxLayout(self)
        box.setContentsMargins(0, 0, 0, 0)
        box.setSpacing(4)
        box.addWidget(self.spin)
        box.addWidget(self.button)
        self.actions_by_index: list[Action] = []
        self.labels: list[str] = []
        self.spin.valueChanged.connect(self._show_label)
        self.button.clicked.connect(self._clicked)

    def set_choices(self, pairs: list[tuple[int, Action]], label: Callable[[Action], str]) -> None:
        self.actions_by_index = [a for _, a in pairs]
        self.labels = [label(a) for a in self.actions_by_index]
        self.spin.blockSignals(True)
        self.spin.set_values([v for v, _ in pairs])
        self.spin.setValue(0)
        self.spin.blockSignals(False)
        self.spin.setToolTip("\n".join(self.labels))
        # the button keeps the width of its longest label: nothing moves as the number does
        metrics = self.button.fontMetrics()
        widest = max((metrics.horizontalAdvance(t) for t in self.labels), default=0)
        self.button.setText(self.labels[0] if self.labels else "")
        self.button.setMinimumWidth(0)
        hint = self.button.sizeHint().width() - metrics.horizontalAdvance(self.button.text())
        self.button.setFixedWidth(widest + hint)
        self._show_label(0)

    def select(self, action: Action) -> bool:
        """Turn the number to ``action`` (a suggestion); False when it is not one of them."""
        if action not in self.actions_by_index:
            return False
        self.spin.setValue(self.actions_by_index.index(action))
        return True

    def current(self) -> Action | None:
        i = self.spin.value()
        return self.actions_by_index[i] if 0 <= i < len(self.actions_by_index) else None

    def _show_label(self, index: int) -> None:
        if 0 <= index < len(self.labels) and self.button.text() != self.labels[index]:
            self.button.setText(self.labels[index])

    def _clicked(self) -> None:
        action = self.current()
        if action is not None:
            self.chosen.emit(action)
