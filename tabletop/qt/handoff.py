"""Hot-seat privacy: an opaque "Pass to <name>" screen that hides the whole table.

While it is up, the window shows it instead of the table and the side panels, and the
scenes are rebuilt from the public view only, so nothing private exists to be seen.
"""

from __future__ import annotations

from PySide6.QtCore import Qt, Signal
from PySide6.QtWidgets import QLabel, QPushButton, QVBoxLayout, QWidget

from tabletop.model.seats import SeatColor

from . import theme


class HandoffCover(QWidget):
    confirmed = Signal()

    def __init__(self, parent: QWidget | None = None) -> None:
        super().__init__(parent)
        self.setObjectName("HandoffCover")
        self.setAttribute(Qt.WidgetAttribute.WA_StyledBackground, True)
        self.setAutoFillBackground(True)
        self.setStyleSheet(
            "#HandoffCover { background: qlineargradient(x1:0, y1:0, x2:0, y2:1, "
            "stop:0 #203328, stop:1 #142219); }"
        )
        self.marker = QLabel()
        self.marker.setAlignment(Qt.AlignmentFlag.AlignCenter)
        self.title = QLabel()
        self.title.setFont(theme.ui_font(26, bold=True))
        self.title.setAlignment(Qt.AlignmentFlag.AlignCenter)
        self.title.setStyleSheet("color: #f3eedf;")
        self.note = QLabel(
            "The next player's cards are hidden until they take the seat.\n"
            "Everyone else, please look away."
        )
        self.note.setFont(theme.ui_font(12))
        self.note.setAlignment(Qt.AlignmentFlag.AlignCenter)
        self.note.setStyleSheet("color: #cfd8cf;")
        self.button = QPushButton()
        self.button.setFont(theme.ui_font(14, bold=True))
        self.button.setCursor(Qt.CursorShape.PointingHandCursor)
        self.button.setMinimumHeight(48)
        self.button.setDefault(True)
        self.button.clicked.connect(self.confirmed)
        box = QVBoxLayout(self)
        box.addStretch(2)
        box.addWidget(self.marker)
        box.addWidget(self.title)
        box.addSpacing(8)
        box.addWidget(self.note)
        box.addSpacing(24)
        box.addWidget(self.button, 0, Qt.AlignmentFlag.AlignHCenter)
        box.addStretch(3)
        self.seat: int | None = None

    def show_for(self, seat: int, name: str, color: SeatColor) -> None:
        self.seat = seat
        theme.set_style(
            self.button,
            f"QPushButton {{ background: {color.hex}; color: {theme.readable_on_hex(color.hex)};"
            " border: 2px solid #f3eedf; border-radius: 8px; padding: 8px 28px; }",
        )
        self.marker.setPixmap(theme.marker_pixmap(color.hex, color.shape, 64))
        self.title.setText(f"Pass to {name}")
        self.button.setText(f"I am {name}")
