"""Hot-seat privacy: an opaque "Pass to <name>" screen that hides the whole table.

While it is up, the window shows it instead of the table and the side panels, and the
scenes are rebuilt from the public view only, so nothing private exists to be seen.
"""

from __future__ import annotations

from html import escape

from PySide6.QtCore import Qt, Signal
from PySide6.QtWidgets import QLabel, QPushButton, QScrollArea, QVBoxLayout, QWidget

from tabletop.core import CHANCE, format_points
from tabletop.core.i18n import N_, _, n_
from tabletop.model.recap import SeatRecap
from tabletop.model.seats import SeatColor

from . import theme


def recap_head(part: SeatRecap, names: list[str], colors: list[SeatColor], bold: bool = True) -> str:
    """A recap's head line: the seat's marker, name and the points it gained (or "The game")."""
    if part.seat == CHANCE:
        return _("The game")
    gained = part.points
    score = ""
    if gained:
        sign = "+" if gained > 0 else ""
        count = int(abs(gained)) if float(gained).is_integer() else 2  # a plural form's count
        points = n_("{points} point", "{points} points", count).format(
            points=f"{sign}{format_points(gained)}")
        note = f" {escape(part.score_note)}" if part.score_note else ""  # "+ hidden"
        figure = f"{points}{note}"
        score = f" &nbsp;<b>{figure}</b>" if bold else f" ({figure})"
    return f"{theme.seat_marker_html(colors[part.seat])} {escape(names[part.seat])}{score}"


def recap_html(
    parts: list[SeatRecap], names: list[str], colors: list[SeatColor], compact: bool = False
) -> str:
    """Since your last turn, grouped by seat, with the points each gained (public only):
    large on the hand-off cover, compact (a seat's head line over its lines) atop the log."""
    if not parts:
        return ""
    since = _("Since your last turn")
    out = [f"<b>{since}</b>" if compact else f"<p style='font-size:13pt; font-weight:bold'>{since}</p>"]
    for part in parts:
        head = recap_head(part, names, colors, bold=not compact)
        out.append(_compact_section(head, part) if compact else _cover_section(head, part))
    return "".join(out)


def _cover_section(head: str, part: SeatRecap) -> str:
    items = "".join(f"<li>{escape(line)}</li>" for line in part.lines)
    if part.hidden_lines:  # folded last: the latest steps say what the turn came to
        more = n_("… and {count} earlier step (in the game log)",
                  "… and {count} earlier steps (in the game log)",
                  part.hidden_lines).format(count=part.hidden_lines)
        items += f"<li><i>{more}</i></li>"
    return f"<p style='margin-top:8px; font-size:12pt'>{head}</p><ul style='margin-top:0'>{items}</ul>"


def _compact_section(head: str, part: SeatRecap) -> str:
    lines = "".join(f"<br>· {escape(line)}" for line in part.lines)
    if part.hidden_lines:
        more = _("· … and {count} earlier (below)").format(count=part.hidden_lines)
        lines += f"<br><i>{more}</i>"
    return f"<p style='margin:3px 0 0 0'><b>{head}</b>{lines}</p>"


HIDDEN_NOTE = N_("The next player's cards are hidden until they take the seat.\n"
                 "Everyone else, please look away.")
# the cover set to go up always, in a game without hidden cards: nothing to look away from
OPEN_NOTE = N_("Nothing is hidden in this game: here is what happened since your last turn.")


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
        self.title.setTextFormat(Qt.TextFormat.PlainText)  # "Pass to <name>": a name is never markup
        self.title.setStyleSheet("color: #f3eedf;")
        self.note = QLabel(_(HIDDEN_NOTE))
        self.note.setFont(theme.ui_font(12))
        self.note.setAlignment(Qt.AlignmentFlag.AlignCenter)
        self.note.setStyleSheet("color: #cfd8cf;")
        self.button = QPushButton()
        self.button.setFont(theme.ui_font(14, bold=True))
        self.button.setCursor(Qt.CursorShape.PointingHandCursor)
        self.button.setMinimumHeight(48)
        self.button.setDefault(True)
        self.button.clicked.connect(self.confirmed)
        self.recap = QLabel()
        self.recap.setTextFormat(Qt.TextFormat.RichText)
        self.recap.setWordWrap(True)
        self.recap.setFont(theme.ui_font(11))
        self.recap.setStyleSheet("color: #f3eedf; background: transparent;")
        self.recap.setAlignment(Qt.AlignmentFlag.AlignTop | Qt.AlignmentFlag.AlignLeft)
        self.recap_area = QScrollArea()
        self.recap_area.setWidget(self.recap)
        self.recap_area.setWidgetResizable(True)
        self.recap_area.setMaximumWidth(760)
        self.recap_area.setMinimumSize(640, 260)
        self.recap_area.setStyleSheet("QScrollArea { background: rgba(0,0,0,40); border: none; }")
        self.recap_area.viewport().setStyleSheet("background: transparent;")
        box = QVBoxLayout(self)
        box.addStretch(1)
        box.addWidget(self.marker)
        box.addWidget(self.title)
        box.addSpacing(8)
        box.addWidget(self.note)
        box.addSpacing(18)
        box.addWidget(self.button, 0, Qt.AlignmentFlag.AlignHCenter)
        box.addSpacing(18)
        box.addWidget(self.recap_area, 3, Qt.AlignmentFlag.AlignHCenter)
        box.addStretch(1)
        self.seat: int | None = None

    def show_for(
        self, seat: int, name: str, color: SeatColor, recap: str = "", hidden: bool = True
    ) -> None:
        """Cover the table for ``seat``; ``recap`` (HTML) says what happened since their turn;
        ``hidden``: the game has cards only their owner may see (else the cover just greets)."""
        self.seat = seat
        self.note.setText(_(HIDDEN_NOTE if hidden else OPEN_NOTE))
        self.recap.setText(recap)
        self.recap_area.setVisible(bool(recap))
        theme.set_style(
            self.button,
            f"QPushButton {{ background: {color.hex}; color: {theme.readable_on_hex(color.hex)};"
            " border: 2px solid #f3eedf; border-radius: 8px; padding: 8px 28px; }",
        )
        self.marker.setPixmap(theme.marker_pixmap(color.hex, color.shape, 64))
        self.title.setText(_("Pass to {name}").format(name=name) if hidden
                           else _("{name}'s turn").format(name=name))
        # "&" in a name is no shortcut
        self.button.setText(_("I am {name}").format(name=name).replace("&", "&&"))
