"""What the game did by itself, shown over the table for a moment.

Some steps happen at once, with nobody choosing: Nusfjord's fishing at a round's start,
Harvest Island's weather drawn from a deck, a round's end. The pieces they move slide or
fade like any move, but several at once are hard to follow, so a card over the table lists
what happened, in the log's words, built from the events of the plies just played.
"""

from __future__ import annotations

from collections.abc import Callable
from html import escape

from PySide6.QtCore import Qt, QTimer
from PySide6.QtWidgets import QLabel, QWidget

from tabletop.core import CHANCE
from tabletop.core.i18n import _
from tabletop.model.log_text import third_person
from tabletop.model.session import GameSession

from . import theme

MAX_LINES = 8  # more than this: the rest is in the log
PER_LINE_MS = 700  # a line more to read keeps the card up this much longer
LONGEST_MS = 7000


def automatic_lines(session: GameSession, start: int, fill: Callable[[str], str]) -> list[str]:
    """What happened by itself in the plies from ``start`` on: every event of a chance step,
    and the events after a player's own first one (what their move set off: a round's end,
    the next round's fishing). Headline events are left to the banner."""
    lines: list[str] = []
    for ply in session.plies[start:]:
        events = [e for e in ply.events if e.text and not e.headline]
        if ply.seat != CHANCE:
            events = events[1:]
        lines.extend(third_person(fill(e.text)) for e in events)
    return lines


def summary_html(lines: list[str]) -> str:
    shown = lines[:MAX_LINES]
    items = "".join(f"<li>{escape(line)}</li>" for line in shown)
    more = len(lines) - len(shown)
    words = _("… and {count} more in the game log").format(count=more)
    heading = _("What just happened")
    tail = f"<p style='color:#5f5647'>{words}</p>" if more > 0 else ""
    return (
        f"<b>{heading}</b>"
        f"<ul style='margin-left:-20px; margin-top:4px; margin-bottom:0'>{items}</ul>{tail}"
    )


class SummaryCard(QLabel):
    """A card over the table's top right listing what the game did by itself."""

    def __init__(self, table: QWidget) -> None:
        super().__init__(table)
        self.setObjectName("PhaseSummary")
        self.setFont(theme.ui_font(10))
        self.setTextFormat(Qt.TextFormat.RichText)
        self.setWordWrap(True)
        self.setStyleSheet(
            "#PhaseSummary { color: #1f3227; background: rgba(251, 248, 239, 240);"
            " border: 2px solid #1f3227; border-radius: 8px; padding: 6px 10px; }"
        )
        self.setAttribute(Qt.WidgetAttribute.WA_TransparentForMouseEvents, True)
        self.lines: list[str] = []
        self.hide()
        self._timer = QTimer(self)
        self._timer.setSingleShot(True)
        self._timer.timeout.connect(self.hide)

    def show_lines(self, lines: list[str], base_ms: int, top: int = 24) -> None:
        """Show ``lines`` for ``base_ms`` and a moment a line (nothing when base_ms is 0)."""
        if base_ms <= 0 or not lines:
            return
        self.lines = list(lines)
        table = self.parentWidget()
        width = min(420, max(220, (table.width() if table else 600) // 3))
        self.setFixedWidth(width)
        theme.set_text(self, summary_html(lines))
        self.adjustSize()
        right = table.width() if table is not None else width + 16
        self.move(max(0, right - width - 16), top)
        self.raise_()
        self.show()
        self._timer.start(min(LONGEST_MS, base_ms + PER_LINE_MS * min(len(lines), MAX_LINES)))
