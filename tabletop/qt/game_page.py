"""The page of one game: status line, boards, decision bar, players and log side by side."""

from __future__ import annotations

from PySide6.QtCore import Qt, Signal
from PySide6.QtWidgets import QFrame, QLabel, QScrollArea, QSplitter, QVBoxLayout, QWidget

from tabletop.core import Action
from tabletop.model.layout import LayoutFile

from . import theme
from .controller import SessionController
from .decision_bar import DecisionBar
from .end_dialog import headline
from .log_panel import LogPanel
from .players_panel import PlayersPanel
from .reference_panel import ReferencePanel
from .table_view import TableArea


class GamePage(QWidget):
    """Everything shown for one game; ``refresh`` reconciles it with the controller."""

    action_chosen = Signal(object)

    def __init__(self, controller: SessionController, layout: LayoutFile, parent=None) -> None:
        super().__init__(parent)
        self.controller = controller
        session = controller.session
        self.colors = [theme.seat_color(session, i) for i in range(len(session.seats))]
        names = [s.name for s in session.seats]
        self.status = QLabel()
        self.status.setFont(theme.ui_font(10.5))
        self.status.setStyleSheet("color: #f3eedf; background: #1f3227; padding: 4px 10px;")
        self.table = TableArea(layout, names, self.colors)
        self.bar = DecisionBar()
        self.players = PlayersPanel(session.seats, self.colors)
        self.log = LogPanel(self.colors)
        self.reference = ReferencePanel()
        players = QScrollArea()  # five or six players must not make the window taller
        players.setWidget(self.players)
        players.setWidgetResizable(True)
        players.setFrameShape(QFrame.Shape.NoFrame)
        players.setHorizontalScrollBarPolicy(Qt.ScrollBarPolicy.ScrollBarAlwaysOff)
        players.setMinimumHeight(120)
        self.reference.setMinimumHeight(130)
        self.log.setMinimumHeight(90)
        side = QSplitter(Qt.Orientation.Vertical)
        side.setContentsMargins(6, 6, 6, 6)
        for widget, stretch in ((players, 1), (self.reference, 3), (self.log, 3)):
            side.addWidget(widget)
            side.setStretchFactor(side.count() - 1, stretch)
        side.setChildrenCollapsible(False)
        side.setMinimumWidth(270)
        side.setMaximumWidth(420)
        self.side = side
        left = QWidget()
        left_box = QVBoxLayout(left)
        left_box.setContentsMargins(0, 0, 0, 0)
        left_box.setSpacing(0)
        left_box.addWidget(self.status)
        left_box.addWidget(self.table, 1)
        left_box.addWidget(self.bar)
        self.splitter = QSplitter(Qt.Orientation.Horizontal)
        self.splitter.addWidget(left)
        self.splitter.addWidget(side)
        self.splitter.setStretchFactor(0, 4)
        self.splitter.setStretchFactor(1, 1)
        self.splitter.setChildrenCollapsible(False)
        box = QVBoxLayout(self)
        box.setContentsMargins(0, 0, 0, 0)
        box.addWidget(self.splitter)
        self.setStyleSheet("GamePage { background: #2f4a3a; }")
        self.table.action_chosen.connect(self.action_chosen)
        self.bar.action_chosen.connect(self.action_chosen)
        self.table.hovered.connect(self._hovered)
        self.table.unhovered.connect(self._unhovered)
        self._hovering = False
        self.players_area = players
        self.buttons: list[Action] = []
        self._reference_viewer: int | None = None

    def refresh(self) -> None:
        c = self.controller
        session = c.session
        view = c.view()
        targets = c.targets()
        drawn = self.table.sync(view, targets, c.describe)
        # actions without a target, and targets no board shows, become buttons
        self.buttons = [
            a for key, acts in targets.items() if key is None or key not in drawn for a in acts
        ]
        to_act = session.seat_to_act()
        self.table.set_active_seat(to_act)
        self.table.set_focus_seat(c.display_viewer)
        if c.display_viewer != self._reference_viewer:  # the last text may be another's card
            self._reference_viewer = c.display_viewer
            self.reference.show_text("")
        scores = None if c.hidden_info else session.score_now()
        if self.players.update_from(view, to_act, scores):
            self._fit_players()  # a row may have gained or lost a line
        if not self._hovering:
            self._show_selected()
        self.log.update_from(session, c.display_viewer, c.fill)
        self.status.setText(view.status or session.rules.meta.title)
        self.status.setVisible(True)
        decision = session.decision
        if decision is None:
            outcome = session.outcome()
            names = [s.name for s in session.seats]
            text = f"Game over — {headline(outcome, names)}" if outcome else "Game over"
            self.bar.show_decision(text, None, (), c.describe, "Game ▸ New to play again.")
            return
        seat = decision.seat if not decision.is_chance else None
        name = c.seat_name(seat)
        color = self.colors[seat] if seat is not None else None
        if seat is not None and session.seats[seat].is_bot:
            prompt = f"{name} (computer) — {c.fill(decision.prompt)}"
            hint = "thinking…"
        else:
            prompt = f"{name} — {c.fill(decision.prompt)}"
            hint = "Click a highlighted place or piece." if drawn else ""
        self.bar.show_decision(prompt, color, self.buttons, c.describe, hint)

    # --- the side panels -------------------------------------------------------------------
    def _fit_players(self) -> None:
        """Every seat's row in view without scrolling (up to most of the side's height)."""
        need = self.players.sizeHint().height() + 4
        room = max(120, round(self.height() * 0.62)) if self.height() > 200 else need
        want = min(need, room)
        if self.players_area.minimumHeight() != want:
            self.players_area.setMinimumHeight(want)

    def _hovered(self, text: str) -> None:
        self._hovering = True
        self.reference.show_text(text)

    def _unhovered(self) -> None:
        self._hovering = False
        self._show_selected()

    def _show_selected(self) -> None:
        """Nothing under the mouse: the reference shows what is picked, if anything is."""
        text = self.table.selected_reference()
        if text:
            self.reference.show_text(text)

    def resizeEvent(self, event) -> None:  # noqa: N802
        super().resizeEvent(event)
        self._fit_players()
