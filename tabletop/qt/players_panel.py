"""The players panel: a compact row per seat (marker, name, points, key resources as icons).

Every seat's summary fits without scrolling at the largest player count; the full list of
resources and the score breakdown are in the tooltips.
"""

from __future__ import annotations

from html import escape

from PySide6.QtCore import Qt
from PySide6.QtWidgets import QFrame, QGridLayout, QLabel, QSizePolicy, QWidget

from tabletop.core import Outcome, Points, TableView, format_points, shown_name
from tabletop.core.i18n import N_, _, is_source_language, n_
from tabletop.model.seats import SeatColor
from tabletop.model.session import Seat

from . import theme
from .flow_layout import FlowLayout
from .panel_parts import titled_box

COMPACT = 5  # resources shown in a seat's row; the rest are in its tooltip
HIDDEN_NOTE = N_("Points of face-down cards are not counted here: they show at the end.")
SHAPES = {"circle": N_("circle"), "square": N_("square"), "triangle": N_("triangle"),
          "diamond": N_("diamond"), "hexagon": N_("hexagon"), "star": N_("star")}
SCORE_NAMES = frozenset({"vp", "points", "victory points", "pp", "prestige points", "score"})


def _is_score(name: str) -> bool:
    """A resource that only repeats the score ("VP", in any language: its icon is the point)."""
    if name.strip().lower() in SCORE_NAMES:
        return True
    return not is_source_language() and theme.resource_icon(name) == "point"


def points_text(score: Points) -> str:
    """One word for points everywhere: "1 point", "12 points", "3½ points"."""
    count = int(abs(score)) if float(score).is_integer() else 2  # a plural form's count
    return n_("{points} point", "{points} points", count).format(points=format_points(score))


def compact_resources(
    resources: tuple[tuple[str, str], ...], score: Points
) -> list[tuple[str, str, str]]:
    """Up to ``COMPACT`` (name, value, icon) for the row: icons first, in the view's order.

    A resource that is the score under another name ("VP 12") is left out: the points
    are shown once.
    """
    shown = []
    for name, value in resources:
        if _is_score(name) and value.strip() == format_points(score):
            continue
        shown.append((name, value, theme.resource_icon(name)))
    with_icon = [r for r in shown if r[2]]
    without = [r for r in shown if not r[2] and len(r[1]) <= 5]  # "Haul 3", not a long list
    return (with_icon + without)[:COMPACT]


def resources_table(resources: tuple[tuple[str, str], ...]) -> str:
    """Every resource, named, for the tooltip."""
    rows = "".join(
        f"<tr><td>{escape(k)}</td><td width='10'></td><td align='right'><b>{escape(v)}</b></td></tr>"
        for k, v in resources
    )
    return f"<table cellspacing='0' cellpadding='1'>{rows}</table>" if rows else ""


class PlayerCard(QFrame):
    def __init__(self, seat: int, info: Seat, color: SeatColor) -> None:
        super().__init__()
        self.seat = seat
        self.color = color
        self.is_bot = info.is_bot
        self.setObjectName("PlayerCard")
        grid = QGridLayout(self)
        grid.setContentsMargins(7, 4, 7, 4)
        grid.setHorizontalSpacing(6)
        grid.setVerticalSpacing(1)
        marker = QLabel()
        marker.setPixmap(theme.marker_pixmap(color.hex, color.shape, 18))
        marker.setToolTip(_("{colour} ({shape})").format(
            colour=_(color.name), shape=_(SHAPES.get(color.shape, color.shape))))
        self.name = QLabel(shown_name(info.name))
        self.name.setTextFormat(Qt.TextFormat.PlainText)  # a name is never markup
        self.name.setFont(theme.ui_font(11, bold=True))
        self.name.setMinimumWidth(40)
        self.name.setWordWrap(True)  # a long name takes a second line, never cut
        if info.is_bot:  # said on the resources' row: beside the name it cut the name short
            self.name.setToolTip(_("{name} is played by the computer").format(name=shown_name(info.name)))
        self.name.setSizePolicy(QSizePolicy.Policy.Ignored, QSizePolicy.Policy.Preferred)
        self._name_text = (_("{name} (computer)").format(name=self.name.text()) if info.is_bot
                           else self.name.text())
        self.score = QLabel()
        self.score.setFont(theme.ui_font(11, bold=True))
        self.score.setTextFormat(Qt.TextFormat.PlainText)
        self.score.setAlignment(Qt.AlignmentFlag.AlignRight | Qt.AlignmentFlag.AlignVCenter)
        # the row of resources: a label each, so hovering an icon names it ("Reals: 5")
        self.resources = QWidget()
        self.resources.setSizePolicy(QSizePolicy.Policy.Ignored, QSizePolicy.Policy.Preferred)
        row = FlowLayout(self.resources, spacing=9, left=True)  # many take a second row
        self.cells: list[QLabel] = []
        if info.is_bot:
            computer = QLabel(_("computer"))
            computer.setFont(theme.ui_font(9.5))
            computer.setStyleSheet("font-style: italic;")
            row.addWidget(computer)
        for _cell in range(COMPACT):
            cell = QLabel()
            cell.setFont(theme.ui_font(10))
            cell.setTextFormat(Qt.TextFormat.RichText)
            row.addWidget(cell)
            self.cells.append(cell)
        grid.addWidget(marker, 0, 0)
        grid.addWidget(self.name, 0, 1)
        grid.addWidget(self.score, 0, 2)
        grid.addWidget(self.resources, 1, 0, 1, 3)
        grid.setColumnStretch(1, 1)
        self.details = ""  # the full resource list (the card's tooltip)
        self._filled: tuple[tuple[tuple[str, str], ...], Points, str, str] | None = None
        # one sheet for both looks, switched by a property: setting a new sheet on every
        # turn re-polished the card's whole tree (2 ms a card, a third of a move's redraw)
        self.setProperty("active", False)
        self.setStyleSheet(
            "#PlayerCard { background: #fbf8ef; border: 1px solid #d8cfb8; border-radius: 6px; }"
            f' #PlayerCard[active="true"] {{ border: 3px solid {color.hex}; }}'
            " #PlayerCard QLabel { color: #2a2620; }"
        )

    def set_active(self, active: bool) -> None:
        if bool(self.property("active")) == active:
            return
        self.setProperty("active", active)
        self.style().unpolish(self)
        self.style().polish(self)
        self.update()

    def fill(
        self, resources: tuple[tuple[str, str], ...], score: Points, breakdown: str, note: str = ""
    ) -> bool:
        """Show these figures (``note``: what the score leaves out, "+ hidden"); False when
        they are the ones shown already."""
        key = (resources, score, breakdown, note)
        if key == self._filled:  # most turns change one seat's row, not all of them
            return False
        self._filled = key
        # the note goes under the points: beside them it pushed the name out of the row
        theme.set_text(self.score, f"{points_text(score)}\n{note}" if note else points_text(score))
        if note:  # the viewer's own total counts their hidden cards; the others' do not
            breakdown = (breakdown + "\n" if breakdown else "") + _(HIDDEN_NOTE)
        self.score.setToolTip(breakdown)
        shown = compact_resources(resources, score)
        for cell, (name, value, icon) in zip(self.cells, shown, strict=False):
            head = theme.icon_html(icon) if icon else escape(name).replace(" ", "&nbsp;")
            theme.set_text(cell, f"{head}&nbsp;<b>{escape(value)}</b>")
            cell.setToolTip(_("{name}: {value}").format(name=name, value=value))  # an icon says what it counts in words
        for k, cell in enumerate(self.cells):
            cell.setVisible(k < len(shown))
        self.resources.setVisible(bool(shown) or self.is_bot)
        self.details = resources_table(resources)
        tip = f"<b>{escape(self._name_text)}</b> — {escape(points_text(score))}"
        if breakdown:
            tip += "<br>" + escape(breakdown).replace("\n", "<br>")
        if self.details:
            tip += "<hr>" + self.details
        if self.toolTip() != tip:
            self.setToolTip(tip)
            self.name.setToolTip(tip)
        return True


class PlayersPanel(QWidget):
    def __init__(
        self, seats: tuple[Seat, ...], colors: list[SeatColor], parent: QWidget | None = None
    ) -> None:
        super().__init__(parent)
        box = titled_box(self, _("Players"), spacing=4)
        self.cards = [PlayerCard(i, s, colors[i]) for i, s in enumerate(seats)]
        for card in self.cards:
            box.addWidget(card)
        box.addStretch(1)

    def update_from(self, view: TableView, active: int | None, scores: Outcome | None) -> bool:
        """Fill in from the view being shown (private tallies are already removed from it);
        True when a seat's figures changed.

        ``scores`` is the live ``score_now`` projection; pass None for games with hidden
        information, whose running score may count secret cards: the view's score is shown.
        """
        panels = {p.seat: p for p in view.players}
        sheets = {s.seat: s for s in scores.sheets} if scores is not None else {}
        changed = False
        for card in self.cards:
            panel = panels.get(card.seat)
            sheet = sheets.get(card.seat)
            if sheet is not None:
                score = sheet.total
                breakdown = "\n".join(f"{t.name}: {format_points(t.points)}" for t in sheet.terms)
            else:
                score = panel.score if panel is not None else 0
                breakdown = ""
            note = panel.score_note if panel is not None and sheet is None else ""
            changed |= card.fill(panel.resources if panel is not None else (), score, breakdown, note)
            card.set_active(card.seat == active)
        return changed
