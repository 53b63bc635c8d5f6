"""The rules reference: the full text of the zone or piece under the mouse, kept readable."""

from __future__ import annotations

from html import escape

from PySide6.QtCore import Qt
from PySide6.QtWidgets import QFrame, QLabel, QScrollArea, QWidget

from tabletop.core.i18n import N_, _

from . import theme
from .panel_parts import titled_box

PLACEHOLDER = N_("Point at a card, a token or a space on the board to read what it is.")


def look_html(text: str, head_pt: int = 11) -> str:
    """The reference text (a heading, the detail, a blank line, what a click does) as HTML;
    the close look shows it too, its heading a point larger."""
    head, _gap, rest = text.partition("\n")
    detail, _gap, click = rest.partition("\n\n")
    html = f"<b style='font-size:{head_pt}pt'>{escape(head)}</b>"
    if detail.strip():
        html += "<p>" + escape(detail.strip()).replace("\n", "<br>") + "</p>"
    if click.strip():
        html += "<p style='color:#6b4e00'>" + escape(click.strip()).replace("\n", "<br>") + "</p>"
    return html


class ReferencePanel(QWidget):
    """Shows the last component hovered (it stays while the mouse moves over to read it)."""

    def __init__(self, parent: QWidget | None = None) -> None:
        super().__init__(parent)
        box = titled_box(self, _("Reference"))
        self.body = QLabel()
        self.body.setObjectName("ReferenceBody")
        self.body.setWordWrap(True)
        self.body.setTextFormat(Qt.TextFormat.RichText)
        self.body.setAlignment(Qt.AlignmentFlag.AlignTop | Qt.AlignmentFlag.AlignLeft)
        self.body.setTextInteractionFlags(Qt.TextInteractionFlag.TextSelectableByMouse)
        self.body.setFont(theme.ui_font(10))
        self.body.setStyleSheet(
            "#ReferenceBody { background: #fbf8ef; color: #2a2620; padding: 6px;"
            " border: 1px solid #d8cfb8; border-radius: 6px; }"
        )
        scroll = QScrollArea()
        scroll.setWidget(self.body)
        scroll.setWidgetResizable(True)
        scroll.setFrameShape(QFrame.Shape.NoFrame)
        box.addWidget(scroll, 1)
        self.text = ""
        self.show_text("")

    def show_text(self, text: str) -> None:
        """``text``: a heading line, then the detail; a blank line before what a click does."""
        self.text = text
        if not text:
            theme.set_text(self.body, f"<i style='color:#5f5647'>{escape(_(PLACEHOLDER))}</i>")
            return
        html = look_html(text)
        theme.set_text(self.body, html)
