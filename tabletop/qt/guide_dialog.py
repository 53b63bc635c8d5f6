"""Help → How to play ‹game›: the rules summary, readings and stand-ins, in the app."""

from __future__ import annotations

from PySide6.QtWidgets import QDialog, QDialogButtonBox, QTextBrowser, QVBoxLayout, QWidget

from tabletop.core.i18n import _
from tabletop.model.guide import how_to_play

from . import theme


class GuideDialog(QDialog):
    def __init__(self, game_id: str, title: str, parent: QWidget | None = None) -> None:
        super().__init__(parent)
        theme.keep_own_colours(self)
        self.setWindowTitle(_("How to play {game}").format(game=title))
        self.resize(820, 680)
        self.text = QTextBrowser()
        self.text.setOpenExternalLinks(False)
        self.text.setFont(theme.ui_font(11))
        self.text.document().setDocumentMargin(16)
        self.text.setMarkdown(how_to_play(game_id, title))
        buttons = QDialogButtonBox(QDialogButtonBox.StandardButton.Close)
        buttons.rejected.connect(self.reject)
        box = QVBoxLayout(self)
        box.addWidget(self.text)
        box.addWidget(buttons)
