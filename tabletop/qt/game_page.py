"""The page of one game: status line, boards, decision bar, players and log side by side."""

from __future__ import annotations

from PySide6.QtCore import Qt, QTimer, Signal
from PySide6.QtGui import QAction, QResizeEvent, QShowEvent
from PySide6.QtWidgets import (
    QFrame,
    QHBoxLayout,
    QLabel,
    QScrollArea,
    QSizePolicy,
    QSplitter,
    QToolButton,
    QVBoxLayout,
    QWidget,
)

from tabletop.core import Action
from tabletop.model.layout import LayoutFile
from tabletop.model.phases import phase_of

from . import close_look as looks_close
from . import theme
from .controller import SessionController
from .decision_bar import DecisionBar
from .fresh_marks import mark_fresh
from .hint_mark import mark_hint
from .history_bar import HistoryBar
from .log_panel import LogPanel
from .panel_parts import bare_box
from .phase_summary import SummaryCard, automatic_lines
from .players_panel import PlayersPanel
from .reference_panel import ReferencePanel
from .screen_model import Facts, Screen, decide
from .table_view import TableArea

SIDE_WIDTH = (240, 400)  # pixels: the side panel (players, reference, log) at least, at most


class GamePage(QWidget):
    """Everything shown for one game; ``refresh`` reconciles it with the controller."""

    action_chosen = Signal(object)

    def __init__(
        self, controller: SessionController, layout: LayoutFile, parent: QWidget | None = None
    ) -> None:
        super().__init__(parent)
        self.controller = controller
        session = controller.session
        self.colors = [theme.seat_color(session, i) for i in range(len(session.seats))]
        names = controller.names()
        self._build_status_row()
        self.table = TableArea(layout, names, self.colors)
        self.bar = DecisionBar()
        self.history = HistoryBar()
        self.players = PlayersPanel(session.seats, self.colors)
        self.log = LogPanel(self.colors)
        self.reference = ReferencePanel()
        players = self._players_scroll()
        self.side = self._side_panel(players)
        left = QWidget()
        left_box = bare_box(left)
        left_box.addWidget(self.table, 1)
        left_box.addWidget(self.bar)
        self.splitter = QSplitter(Qt.Orientation.Horizontal)
        self.splitter.addWidget(left)
        self.splitter.addWidget(self.side)
        self.splitter.setStretchFactor(0, 4)
        self.splitter.setStretchFactor(1, 1)
        self.splitter.setChildrenCollapsible(False)
        self._side_dragged = False  # the player moved the handle: their width stays
        self.splitter.splitterMoved.connect(self._side_moved)
        box = QVBoxLayout(self)
        box.setContentsMargins(0, 0, 0, 0)
        box.addWidget(self.splitter)
        self.setStyleSheet("GamePage { background: #2f4a3a; }")
        self._connect(controller)
        self.players_area = players
        self.buttons: list[Action] = []
        self._reference_viewer: int | None = None
        # a new round, phase or season is announced over the table for this long (0: never)
        self.banner_ms = 2000
        self._phase: str | None = None
        self._announced = controller.session.ply  # plies whose headline events were shown
        self.banner = self._phase_banner()
        self.summary = SummaryCard(self.table)
        self.close_look = looks_close.shared()  # the keyboard opens it on the marked item
        self._banner_timer = QTimer(self)
        self._banner_timer.setSingleShot(True)
        self._banner_timer.timeout.connect(self.banner.hide)

    # --- building ----------------------------------------------------------------------------
    def _build_status_row(self) -> None:
        """The status heads the side panel (not a band over the table), with a passing note
        under it and small controls the window adds: Undo, the stand-in badge."""
        self.status = QLabel()
        self.status.setTextFormat(Qt.TextFormat.PlainText)  # engine text with players' names
        self.status.setFont(theme.ui_font(10.5))
        self.status.setStyleSheet("color: #f3eedf; padding: 3px 4px;")
        self.status.setTextFormat(Qt.TextFormat.PlainText)
        self.status.setWordWrap(True)  # a long status takes a second line, never cut
        self.status.setSizePolicy(QSizePolicy.Policy.Ignored, QSizePolicy.Policy.Preferred)
        self.status_row = QFrame()
        self.status_row.setObjectName("StatusRow")
        self.status_row.setStyleSheet("#StatusRow { background: #1f3227; border-radius: 4px; }")
        status_column = bare_box(self.status_row, spacing=1, margins=(6, 2, 6, 3))
        status_column.addWidget(self.status)
        self.note = QLabel()  # passing messages: saved, a suggestion, why a click is refused
        self.note.setTextFormat(Qt.TextFormat.PlainText)
        self.note.setWordWrap(True)
        self.note.setFont(theme.ui_font(9.5))
        self.note.setStyleSheet("color: #ffe28a; padding: 0px 4px;")
        self.note.hide()
        status_column.addWidget(self.note)
        self.status_box = QHBoxLayout()
        self.status_box.setSpacing(6)
        self.status_box.addStretch(1)
        status_column.addLayout(self.status_box)

    def _players_scroll(self) -> QScrollArea:
        players = QScrollArea()  # five or six players must not make the window taller
        players.setWidget(self.players)
        players.setWidgetResizable(True)
        players.setFrameShape(QFrame.Shape.NoFrame)
        players.setHorizontalScrollBarPolicy(Qt.ScrollBarPolicy.ScrollBarAlwaysOff)
        players.setMinimumHeight(120)
        return players

    def _side_panel(self, players: QScrollArea) -> QSplitter:
        """Status and players, the reference, the log with the look back, one above another."""
        # the side panel must fit the window's height at five players: the players' rows
        # first, the reference (the close look shows the same, larger) and the log may be low
        self.reference.setMinimumHeight(48)
        self.log.setMinimumHeight(60)
        side = QSplitter(Qt.Orientation.Vertical)
        side.setContentsMargins(6, 6, 6, 6)
        log_and_history = QWidget()  # the log and the look back share a place
        log_box = bare_box(log_and_history)
        log_box.addWidget(self.log, 1)
        log_box.addWidget(self.history)
        top = QWidget()
        top_box = bare_box(top, spacing=6)
        top_box.addWidget(self.status_row)
        top_box.addWidget(players, 1)
        for widget, stretch in ((top, 1), (self.reference, 2), (log_and_history, 4)):
            side.addWidget(widget)
            side.setStretchFactor(side.count() - 1, stretch)
        side.setChildrenCollapsible(False)
        side.setMinimumWidth(SIDE_WIDTH[0])
        return side

    def _connect(self, controller: SessionController) -> None:
        self.table.action_chosen.connect(self.action_chosen)
        self.bar.action_chosen.connect(self.action_chosen)
        self.table.hovered.connect(self._hovered)
        self.table.refused.connect(self.bar.show_refusal)
        self.table.unhovered.connect(self._unhovered)
        self._hovering = False
        self.history.moved.connect(controller.look_back.show_ply)
        self.history.seat_chosen.connect(controller.look_back.set_seat)
        self.log.ply_clicked.connect(controller.look_back.show_ply)

    def _phase_banner(self) -> QLabel:
        """A new round, phase or season, announced over the table for a moment."""
        banner = QLabel(self.table)
        banner.setObjectName("PhaseBanner")
        banner.setFont(theme.ui_font(18, bold=True))
        banner.setAlignment(Qt.AlignmentFlag.AlignCenter)
        banner.setStyleSheet(
            "#PhaseBanner { color: #1f3227; background: rgba(246, 241, 227, 235);"
            " border: 2px solid #1f3227; border-radius: 10px; padding: 10px 28px; }"
        )
        banner.setAttribute(Qt.WidgetAttribute.WA_TransparentForMouseEvents, True)
        banner.hide()
        return banner

    def add_tool(self, action: QAction) -> None:
        """A button for one of the window's actions in the status line (Undo: the toolbar that
        held it is gone)."""
        button = QToolButton(self.status_row)
        button.setDefaultAction(action)
        button.setAutoRaise(True)
        button.setStyleSheet(
            "QToolButton { color: #f3eedf; padding: 1px 8px; border: 1px solid #6f8a78;"
            " border-radius: 4px; } QToolButton:disabled { color: #9fb3a6; border-color: #4f6a58; }"
            " QToolButton:hover { background: #2f4a3a; }"
        )
        self.status_box.addWidget(button)

    def show_note(self, text: str) -> None:
        self.note.setText(text)
        self.note.setVisible(bool(text))

    def show_badge(self, badge: QWidget) -> None:
        """Put a small control of the window's at the right of the status line."""
        self.status_box.addWidget(badge)
        badge.show()

    def _headlines(self) -> list[str]:
        """Events since the last refresh that the table announces (a catastrophe, the end)."""
        plies = self.controller.session.plies
        start, self._announced = min(self._announced, len(plies)), len(plies)
        return [self.controller.fill(e.text) for p in plies[start:] for e in p.events if e.headline]

    def announce(self, text: str) -> None:
        """A banner over the table for ``banner_ms``: a new round, phase or season."""
        if self.banner_ms <= 0 or not text:
            return
        self.banner.setText(text)
        self.banner.adjustSize()
        width = min(self.banner.width(), max(200, self.table.width() - 40))
        self.banner.resize(width, self.banner.height())
        self.banner.move((self.table.width() - width) // 2, 24)
        self.banner.raise_()
        self.banner.show()
        self._banner_timer.start(self.banner_ms)

    def refresh(self, animate: bool = True) -> None:
        """Show the controller's table now; ``animate``: pieces that moved slide there (a move),
        else they are set at once (undo, redo, a load)."""
        c = self.controller
        session = c.session
        view = c.view()
        targets = c.targets()
        drawn = self.table.sync(view, targets, c.describe, animate)
        mark_fresh(self.table.scenes, c.look_back.fresh_ids())
        suggestion = c.suggester.action if c.look_back.at is None else None
        mark_hint(self.table.scenes, c.suggester.place() if suggestion is not None else None)
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
        if c.look_back.at is not None:
            past = session.state_before(c.look_back.at)
            decision_then = session.rules.decision(past)
            to_act = None if decision_then is None or decision_then.is_chance else decision_then.seat
            self.table.set_active_seat(to_act)
            scores = None if c.hidden_info else session.rules.score_now(past)
        else:
            scores = None if c.hidden_info else session.score_now()
        if self.players.update_from(view, to_act, scores):
            self._fit_players()  # a row may have gained or lost a line
        if not self._hovering:
            self._show_selected()
        self.log.update_from(session, c.display_viewer, c.fill)
        phase = phase_of(view.status)
        if c.look_back.at is None:
            since = min(self._announced, session.ply)
            news = self._headlines()
            if self._phase is not None and phase and phase != self._phase:
                news.append(phase)
            self.announce(" · ".join(news))
            self._phase = phase
            if animate:  # what the game did by itself (not on undo, redo or a load)
                below = self.banner.geometry().bottom() + 8 if self.banner.isVisible() else 24
                self.summary.show_lines(automatic_lines(session, since, c.fill), self.banner_ms, below)
        names = c.names()
        screen = decide(Facts(
            session, view.status, c.look_back.at, c.turn_over, c.pending_handoff,
            c.look_back.viewer(), names, c.seat_name, c.fill, c.describe, c.can_undo(),
            bool(drawn), suggestion,
        ))
        self._apply(screen, suggestion)

    def _apply(self, screen: Screen, suggestion: Action | None) -> None:
        """Show the words ``screen_model.decide`` chose: the status line, history, the bar."""
        c = self.controller
        self.status.setText(screen.status)
        self.status.setVisible(True)
        self.history.show_state(c.look_back.at, c.session.ply, screen.history_names,
                                c.look_back.viewer())
        self.history.setVisible(screen.history_visible)
        bar = screen.bar
        color = self.colors[bar.seat] if bar.seat is not None else None
        self.bar.show_decision(bar.prompt, color, self.buttons if bar.buttons else (), c.describe,
                               bar.hint)
        if bar.mark:
            self.bar.mark_suggested(suggestion)

    # --- the side panels -------------------------------------------------------------------
    def _fit_players(self) -> None:
        """Every seat's row in view without scrolling (up to most of the side's height)."""
        need = self.players.sizeHint().height() + 4
        others = (
            self.status_row.sizeHint().height() + self.reference.minimumHeight()
            + self.log.minimumHeight() + self.history.sizeHint().height()
            + 3 * self.side.handleWidth() + 24  # the splitter's handles and margins
        )
        room = max(120, self.height() - others) if self.height() > 200 else need
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

    def _side_moved(self, _pos: int, _index: int) -> None:
        self._side_dragged = True

    def _fit_side(self) -> None:
        """The side panel's width: a fifth of the window, within bounds (its contents' size
        hints must not take the boards' room), unless the player dragged the handle."""
        total = self.splitter.width() - self.splitter.handleWidth()
        if self._side_dragged or total <= 0:
            return
        low, high = SIDE_WIDTH
        side = max(low, min(high, round(total * 0.19)))
        if self.splitter.sizes()[1] != side:
            self.splitter.setSizes([total - side, side])

    def showEvent(self, event: QShowEvent) -> None:  # noqa: N802
        super().showEvent(event)
        self._fit_side()

    def resizeEvent(self, event: QResizeEvent) -> None:  # noqa: N802
        super().resizeEvent(event)
        self._fit_side()
        self._fit_players()
