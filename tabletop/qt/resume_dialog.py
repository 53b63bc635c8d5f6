"""On relaunch: offer the unfinished games the autosave journal kept (Resume / Discard / Later)."""

from __future__ import annotations

from PySide6.QtWidgets import (
    QDialog,
    QHBoxLayout,
    QLabel,
    QListWidget,
    QListWidgetItem,
    QPushButton,
    QVBoxLayout,
    QWidget,
)

from tabletop.core.i18n import _
from tabletop.model.autosave import Unfinished

from . import theme
from .welcome import game_title, unfinished_lines

__all__ = ["ResumeDialog", "describe_unfinished", "game_title"]


def describe_unfinished(u: Unfinished) -> str:
    """The game, its players, where it stands (the round) and when it was last played."""
    head, line = unfinished_lines(u)
    return f"{head}\n{line}"


class ResumeDialog(QDialog):
    """``choice`` is "resume" or "discard" with ``selected`` set, or "later"."""

    def __init__(self, unfinished: list[Unfinished], parent: QWidget | None = None) -> None:
        super().__init__(parent)
        theme.keep_own_colours(self)
        self.setWindowTitle(_("Resume a game?"))
        self.unfinished = unfinished
        self.choice = "later"
        self.selected: Unfinished | None = None
        box = QVBoxLayout(self)
        head = QLabel(_("These games were not finished. Carry on where you left off?"))
        head.setFont(theme.ui_font(11, bold=True))
        box.addWidget(head)
        self.list = QListWidget()
        self.list.setFont(theme.ui_font(10))
        for u in unfinished:
            self.list.addItem(QListWidgetItem(describe_unfinished(u)))
        self.list.setCurrentRow(0)
        self.list.itemDoubleClicked.connect(lambda _item: self._choose("resume"))
        box.addWidget(self.list)
        buttons = QHBoxLayout()
        self.resume_button = QPushButton(_("Resume"))
        self.resume_button.setDefault(True)
        self.discard_button = QPushButton(_("Discard"))
        self.discard_button.setToolTip(
            _("Delete this autosave; the game cannot be resumed afterwards.")
        )
        self.later_button = QPushButton(_("Later"))
        self.resume_button.clicked.connect(lambda: self._choose("resume"))
        self.discard_button.clicked.connect(lambda: self._choose("discard"))
        self.later_button.clicked.connect(self.reject)
        buttons.addWidget(self.discard_button)
        buttons.addStretch(1)
        buttons.addWidget(self.later_button)
        buttons.addWidget(self.resume_button)
        box.addLayout(buttons)
        self.resize(520, 300)

    def _choose(self, what: str) -> None:
        row = self.list.currentRow()
        if not 0 <= row < len(self.unfinished):
            return
        self.choice = what
        self.selected = self.unfinished[row]
        self.accept()
