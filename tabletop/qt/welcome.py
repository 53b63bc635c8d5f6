"""The welcome screen: a card per game (a picture of its table, players, one line) and the
unfinished games to resume, named as players would (game, players, round, date)."""

from __future__ import annotations

from datetime import datetime
from functools import lru_cache
from pathlib import Path

from PySide6.QtCore import Qt, QTimer, Signal
from PySide6.QtGui import QColor, QMouseEvent, QPainter, QPixmap
from PySide6.QtWidgets import (
    QFrame,
    QGridLayout,
    QHBoxLayout,
    QLabel,
    QPushButton,
    QScrollArea,
    QSizePolicy,
    QVBoxLayout,
    QWidget,
)

from tabletop.core import GameMeta, TabletopError, fill_seat_names, shown_name
from tabletop.core.i18n import _, forget_on_change, n_
from tabletop.model import autosave, game_lock, paths, registry

from . import theme

PICTURE = (208, 140)  # the table's picture on a game's card (the table part of 1280x800)
TABLE_PART = (0.0, 0.1, 0.785, 0.82)  # x, y, width, height of the window that is the table
MOST_UNFINISHED = 5  # games offered for resuming (the newest first)
COLUMNS = 5  # all five games in one row at 1280x800
LOCK_WATCH_MS = 3000  # how often the page looks whether another window took or left a game


def players_text(meta: GameMeta) -> str:
    if meta.min_players == meta.max_players:
        return n_("{count} player", "{count} players", meta.min_players).format(count=meta.min_players)
    return _("{low}–{high} players").format(low=meta.min_players, high=meta.max_players)


@lru_cache(maxsize=16)
def table_picture(game_id: str, size: tuple[int, int] = PICTURE) -> QPixmap:
    """resources/screenshots/<game>.png scaled to ``size``; a plain felt panel without one."""
    path = paths.resources_dir() / "screenshots" / f"{game_id}.png"
    pixmap = QPixmap(str(path)) if path.is_file() else QPixmap()
    if pixmap.isNull():
        pixmap = QPixmap(*size)
        pixmap.fill(theme.TABLE_BG)
        painter = QPainter(pixmap)
        painter.setPen(QColor("#f3eedf"))
        painter.setFont(theme.ui_font(12, bold=True))
        painter.drawText(pixmap.rect(), Qt.AlignmentFlag.AlignCenter, _("No picture yet"))
        painter.end()
        return pixmap
    w, h = pixmap.width(), pixmap.height()
    x, y, pw, ph = TABLE_PART
    pixmap = pixmap.copy(round(x * w), round(y * h), round(pw * w), round(ph * h))
    return pixmap.scaled(
        size[0],
        size[1],
        Qt.AspectRatioMode.KeepAspectRatio,
        Qt.TransformationMode.SmoothTransformation,
    )


forget_on_change(table_picture.cache_clear)  # a felt panel without a picture holds words


class GameCard(QFrame):
    """One game: click it to open New Game with this game chosen."""

    chosen = Signal(str)

    def __init__(self, meta: GameMeta, parent: QWidget | None = None) -> None:
        super().__init__(parent)
        self.game_id = meta.id
        self.setObjectName("GameCard")
        self.setCursor(Qt.CursorShape.PointingHandCursor)
        self.setToolTip(_("Start a new game of {game}").format(game=meta.title))
        self.setStyleSheet(
            "#GameCard { background: #fbf8ef; border: 1px solid #d8cfb8; border-radius: 8px; }"
            "#GameCard:hover { border: 2px solid #f3eedf; background: #ffffff; }"
            "#GameCard QLabel { color: #2a2620; background: transparent; }"
        )
        box = QVBoxLayout(self)
        box.setContentsMargins(8, 8, 8, 8)
        box.setSpacing(3)
        self.picture = QLabel()
        self.picture.setPixmap(table_picture(meta.id))
        self.picture.setAlignment(Qt.AlignmentFlag.AlignCenter)
        self.title = QLabel(meta.title)
        self.title.setFont(theme.ui_font(13, bold=True))
        self.players = QLabel(players_text(meta))
        self.players.setFont(theme.ui_font(10))
        self.players.setStyleSheet("color: #5f5647;")
        self.summary = QLabel(meta.summary)
        self.summary.setFont(theme.ui_font(10))
        self.summary.setWordWrap(True)
        self.summary.setSizePolicy(QSizePolicy.Policy.Preferred, QSizePolicy.Policy.Minimum)
        box.addWidget(self.picture)
        box.addWidget(self.title)
        box.addWidget(self.players)
        box.addWidget(self.summary)
        box.addStretch(1)
        self.setFixedWidth(PICTURE[0] + 18)

    def mouseReleaseEvent(self, event: QMouseEvent) -> None:  # noqa: N802
        if event.button() == Qt.MouseButton.LeftButton and self.rect().contains(
            event.position().toPoint()
        ):
            self.chosen.emit(self.game_id)
        super().mouseReleaseEvent(event)


def unfinished_lines(u: autosave.Unfinished) -> tuple[str, str]:
    """A heading (game and players) and a line (where the game stands, when it was played)."""
    title = game_title(u.game_id)
    players = ", ".join(map(shown_name, u.seats)) or _("no players")
    # Translators: a date and time as Python's strftime writes it (%d day, %b month, %H:%M)
    when = datetime.fromtimestamp(u.modified).strftime(_("%d %b %Y, %H:%M")).lstrip("0")
    try:
        session, _game = autosave.recover(u.path)
        # the engine names seats "{seat2}"; a player reads the name
        status = fill_seat_names(session.view(None).status or "", [shown_name(s.name) for s in session.seats])
    except (TabletopError, ValueError, KeyError):
        status = _("this autosave cannot be read")
    played = _("last played {when}").format(when=when)
    line = _("{status} · {played}").format(status=status, played=played) if status else played
    if not u.verified:
        line = _("{line} · an older autosave that cannot be checked").format(line=line)
    return f"{title} — {players}", line


def game_title(game_id: str) -> str:
    try:
        return registry.game_meta(game_id).title
    except (TabletopError, ImportError, AttributeError):
        return game_id


class UnfinishedRow(QFrame):
    resume = Signal(object)  # the journal's Path
    discard = Signal(object)

    def __init__(self, u: autosave.Unfinished, parent: QWidget | None = None) -> None:
        super().__init__(parent)
        self.path: Path = u.path
        self.setObjectName("UnfinishedRow")
        self.setStyleSheet(
            "#UnfinishedRow { background: #fbf8ef; border-radius: 6px; }"
            "#UnfinishedRow QLabel { color: #2a2620; }"
        )
        head, line = unfinished_lines(u)
        # one game, one window: a game another window plays is shown, not offered
        self.in_use = game_lock.held_elsewhere(u.path)
        if self.in_use:
            line = _("open in another window · {line}").format(line=line)
        self.head = QLabel(head)
        self.head.setTextFormat(Qt.TextFormat.PlainText)  # players' names are never markup
        self.head.setFont(theme.ui_font(11, bold=True))
        self.line = QLabel(line)
        self.line.setTextFormat(Qt.TextFormat.PlainText)
        self.line.setFont(theme.ui_font(10))
        self.line.setStyleSheet("color: #5f5647;")
        text = QVBoxLayout()
        text.setSpacing(0)
        text.addWidget(self.head)
        text.addWidget(self.line)
        self.resume_button = QPushButton(_("Resume"))
        self.resume_button.setFont(theme.ui_font(11, bold=True))
        self.resume_button.clicked.connect(lambda: self.resume.emit(self.path))
        self.discard_button = QPushButton(_("Discard"))
        self.discard_button.setToolTip(_("Delete this autosave; the game cannot be resumed then."))
        self.discard_button.clicked.connect(lambda: self.discard.emit(self.path))
        if self.in_use:
            for button in (self.resume_button, self.discard_button):
                button.setEnabled(False)
                button.setToolTip(_("This game is open in another Tabletop window."))
        box = QHBoxLayout(self)
        box.setContentsMargins(10, 6, 10, 6)
        box.addLayout(text, 1)
        box.addWidget(self.discard_button)
        box.addWidget(self.resume_button)


class WelcomePage(QWidget):
    """``game_chosen(id)``: New Game for that game; ``resume_chosen(path)``: carry on."""

    game_chosen = Signal(str)
    resume_chosen = Signal(object)
    new_chosen = Signal()
    open_chosen = Signal()

    def __init__(self, parent: QWidget | None = None) -> None:
        super().__init__(parent)
        self.setObjectName("Welcome")
        self.setAttribute(Qt.WidgetAttribute.WA_StyledBackground, True)
        self.setStyleSheet("#Welcome, #WelcomeBody { background: #2f4a3a; }")
        top = self._heading()
        grid = self._game_cards()
        self.unfinished_title = QLabel(_("Unfinished games"))
        self.unfinished_title.setFont(theme.ui_font(13, bold=True))
        self.unfinished_title.setStyleSheet("color: #f3eedf;")
        self.unfinished_box = QVBoxLayout()
        self.unfinished_box.setSpacing(6)
        self.rows: list[UnfinishedRow] = []
        body = QWidget()
        body.setObjectName("WelcomeBody")
        inner = QVBoxLayout(body)
        inner.setContentsMargins(16, 16, 16, 16)
        inner.setSpacing(12)
        inner.addLayout(top)
        inner.addWidget(self.unfinished_title)
        inner.addLayout(self.unfinished_box)
        inner.addLayout(grid)
        inner.addStretch(1)
        outer = QVBoxLayout(self)
        outer.setContentsMargins(0, 0, 0, 0)
        outer.addWidget(self._centred_scroll(body))
        self.refresh()
        # another window may close its game (or open one of these) at any time
        self.lock_watch = QTimer(self)
        self.lock_watch.setInterval(LOCK_WATCH_MS)
        self.lock_watch.timeout.connect(self._check_locks)
        self.lock_watch.start()

    def _heading(self) -> QHBoxLayout:
        """The app's name, one line on what it is, New game… and Open a saved game…."""
        title = QLabel("Tabletop")
        title.setFont(theme.ui_font(26, bold=True))
        note = QLabel(_("Euro board games for friends around one computer. Choose a game:"))
        note.setFont(theme.ui_font(12))
        for label in (title, note):
            label.setStyleSheet("color: #f3eedf;")
        new = QPushButton(_("New game…"))
        new.clicked.connect(self.new_chosen)
        open_ = QPushButton(_("Open a saved game…"))
        open_.clicked.connect(self.open_chosen)
        top = QHBoxLayout()
        heading = QVBoxLayout()
        heading.addWidget(title)
        heading.addWidget(note)
        top.addLayout(heading, 1)
        for button in (new, open_):
            button.setFont(theme.ui_font(11))
            button.setMinimumHeight(34)
            top.addWidget(button, 0, Qt.AlignmentFlag.AlignBottom)
        return top

    def _game_cards(self) -> QGridLayout:
        """A card per game that loads, in rows of ``COLUMNS``."""
        self.cards: list[GameCard] = []
        grid = QGridLayout()
        grid.setSpacing(12)
        for i, game_id in enumerate(registry.GAME_IDS):
            try:
                meta = registry.game_meta(game_id)
            except (TabletopError, ImportError):
                continue
            card = GameCard(meta)
            card.chosen.connect(self.game_chosen)
            self.cards.append(card)
            grid.addWidget(card, i // COLUMNS, i % COLUMNS, Qt.AlignmentFlag.AlignTop)
        return grid

    @staticmethod
    def _centred_scroll(body: QWidget) -> QScrollArea:
        """``body`` centred across the page, scrolling where the window is too small."""
        centre = QHBoxLayout()
        centre.addStretch(1)
        centre.addWidget(body)
        centre.addStretch(1)
        holder = QWidget()
        holder.setObjectName("WelcomeBody")
        holder.setLayout(centre)
        scroll = QScrollArea()
        scroll.setWidget(holder)
        scroll.setWidgetResizable(True)
        scroll.setFrameShape(QFrame.Shape.NoFrame)
        return scroll

    def _check_locks(self) -> None:
        if self.isVisible() and any(
            row.in_use != game_lock.held_elsewhere(row.path) for row in self.rows
        ):
            self.refresh()

    def refresh_later(self) -> None:
        """Refresh once the event loop runs, if the page is still shown (not when a game is
        opened straight after: reading the journals replays them)."""
        QTimer.singleShot(0, self, self._refresh_if_shown)

    def _refresh_if_shown(self) -> None:
        if self.isVisible():
            self.refresh()

    def refresh(self) -> None:
        """List the unfinished games again (after one was finished, resumed or discarded)."""
        for row in self.rows:
            self.unfinished_box.removeWidget(row)
            row.deleteLater()
        self.rows = []
        try:
            unfinished = autosave.list_unfinished()[:MOST_UNFINISHED]
        except OSError:
            unfinished = []
        for u in unfinished:
            row = UnfinishedRow(u)
            row.resume.connect(self.resume_chosen)
            row.discard.connect(self._discard)
            self.unfinished_box.addWidget(row)
            self.rows.append(row)
        self.unfinished_title.setVisible(bool(self.rows))

    def _discard(self, path: Path) -> None:
        if game_lock.held_elsewhere(Path(path)):
            self.refresh()
            return
        Path(path).unlink(missing_ok=True)
        self.refresh()
