"""The box an unexpected error shows: what happened in words, the details behind a button,
"Copy" and "Save a report…" (a file ``tabletop --load REPORT`` replays; ``model.problems``)."""

from __future__ import annotations

import logging
import traceback
from datetime import datetime
from pathlib import Path
from types import TracebackType

from PySide6.QtGui import QFont, QGuiApplication
from PySide6.QtWidgets import (
    QCheckBox,
    QDialog,
    QDialogButtonBox,
    QFileDialog,
    QLabel,
    QMainWindow,
    QPlainTextEdit,
    QPushButton,
    QVBoxLayout,
    QWidget,
)

from tabletop.core import TabletopError
from tabletop.core.i18n import N_, _
from tabletop.model import paths
from tabletop.model.problems import make_report, platform_text, write_report

log = logging.getLogger(__name__)

REPORT_FILTER = N_("Tabletop problem reports (*.json);;All files (*)")


class ProblemDialog(QDialog):
    """``window``: the main window, whose game goes into the report with the player's consent."""

    def __init__(self, message: str, details: str, window: QMainWindow | None = None) -> None:
        super().__init__(window)
        self.window_ = window
        self.error = message
        self.setWindowTitle(_("Tabletop: something went wrong"))
        self.text = QLabel(message + "\n" + _("The game is autosaved; you can resume it."))
        self.text.setWordWrap(True)
        self.details = QPlainTextEdit(details)
        self.details.setReadOnly(True)
        self.details.setFont(QFont("monospace", 9))
        self.details.setMinimumHeight(220)
        self.details.hide()
        self.consent = QCheckBox(_("Put this game (its moves) in the report, so that the problem "
                                   "can be replayed"))
        self.consent.setToolTip(_("The report then holds the players' names and every move."))
        self.notice = QLabel("")
        self.notice.setWordWrap(True)
        buttons = QDialogButtonBox()
        self.details_button = QPushButton(_("Show &details"))
        self.details_button.setCheckable(True)
        self.details_button.toggled.connect(self._toggle_details)
        self.copy_button = QPushButton(_("&Copy"))
        self.copy_button.setToolTip(_("Copy the details to the clipboard"))
        self.copy_button.clicked.connect(self.copy)
        self.save_button = QPushButton(_("&Save a report…"))
        self.save_button.setToolTip(_("One file to send with a description of what you did"))
        self.save_button.clicked.connect(lambda: self.save_report())
        for button in (self.details_button, self.copy_button, self.save_button):
            buttons.addButton(button, QDialogButtonBox.ButtonRole.ActionRole)
        buttons.addButton(QDialogButtonBox.StandardButton.Close).clicked.connect(self.accept)
        box = QVBoxLayout(self)
        box.addWidget(self.text)
        box.addWidget(self.details, 1)
        box.addWidget(self.consent)
        box.addWidget(self.notice)
        box.addWidget(buttons)

    def details_text(self) -> str:
        return f"{self.error}\n{platform_text()}\n\n{self.details.toPlainText()}"

    def _toggle_details(self, shown: bool) -> None:
        self.details.setVisible(shown)
        self.details_button.setText(_("Hide &details") if shown else _("Show &details"))
        self.adjustSize()

    def copy(self) -> None:
        clipboard = QGuiApplication.clipboard()
        if clipboard is not None:
            clipboard.setText(self.details_text())
        self.notice.setText(_("The details are on the clipboard."))

    def save_report(self, path: Path | None = None) -> Path | None:
        """Write the report (to ``path``, or where the player chooses); its path, or None."""
        if path is None:
            try:
                folder = paths.log_dir()
            except OSError:
                folder = Path.home()
            default = folder / f"tabletop-report-{datetime.now():%Y%m%d-%H%M%S}.json"
            name, _kind = QFileDialog.getSaveFileName(self, _("Save a problem report"), str(default),
                                                      _(REPORT_FILTER))
            if not name:
                return None
            path = Path(name)
        controller = getattr(self.window_, "controller", None)
        journal = getattr(controller, "journal", None) if controller is not None else None
        report = make_report(
            self.error,
            self.details.toPlainText(),
            controller.session if controller is not None else None,
            controller.game_id if controller is not None else None,
            getattr(journal, "path", None),
            with_game=self.consent.isChecked(),
        )
        try:
            write_report(report, path)
        except TabletopError as exc:
            self.notice.setText(str(exc))
            return None
        self.notice.setText(_("Saved to {file}. Opening it in Tabletop (tabletop FILE) "
                              "shows the game as it was.").format(file=path))
        return path


_shown: dict[int, ProblemDialog] = {}


def report_problem(
    window: QWidget | None,
    kind: type[BaseException],
    value: BaseException,
    tb: TracebackType | None,
    show: bool = True,
) -> ProblemDialog:
    """The problem box for an unexpected error (one at a time: a second error while it is up
    adds its details to it instead of stacking boxes)."""
    text = "".join(traceback.format_exception(kind, value, tb))
    dialog = _shown.get(id(window))
    if dialog is not None and dialog.isVisible():
        dialog.details.appendPlainText("\n" + text)
        return dialog
    main = window if isinstance(window, QMainWindow) else None
    dialog = ProblemDialog(_("Something went wrong: {error}").format(error=value), text, main)
    _shown[id(window)] = dialog
    if show:
        dialog.show()
    return dialog
