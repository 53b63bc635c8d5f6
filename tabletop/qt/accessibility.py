"""What a screen reader needs: names and descriptions in words on the window's widgets, the
table outline (a dock) and spoken news: the log line of each move, the prompt when the
decision changes, the recap on the hand-over cover.

News goes out as ``QAccessibleAnnouncementEvent`` (Qt 6.8+): Orca speaks it without moving
the focus. ``name_widgets`` walks a widget tree after each change: a rich-text label gets its
words as its name (an icon's word from its tooltip), a rich tooltip a plain description.
"""

from __future__ import annotations

from typing import Protocol

from PySide6.QtCore import QObject, Qt
from PySide6.QtGui import QAccessible, QAccessibleAnnouncementEvent, QKeySequence
from PySide6.QtWidgets import QDockWidget, QLabel, QMainWindow, QMenu, QSplitter, QWidget

from tabletop.core.i18n import N_, _
from tabletop.model.log_text import ply_text

from .key_window import KeyWindow
from .keyboard import KeyboardPlay
from .table_outline import ChoiceList, TableOutline, plain

MAX_NEWS = 4  # move lines spoken at once (a computer's turn may be many)
NAMES = {  # the parts of the window, by attribute, in players' words
    "bar": (N_("What to decide now"), N_("The prompt and the buttons for choices that are not on a board")),
    "table": (N_("The table"), N_("The boards. Tab moves a ring over what you can choose; F7 lists it in words")),
    "players": (N_("Players"), N_("Each player's points and resources")),
    "log": (N_("Game log"), N_("What everybody did, move by move")),
    "reference": (N_("Reference"), N_("The full text of the thing the mouse or the keyboard ring is on")),
    "history": (N_("Look back"), N_("Shows the table as it was at an earlier moment")),
    "status_row": (N_("Round and phase"), ""),
}


def name_widgets(root: QWidget) -> None:
    """Words for every rich label and rich tooltip under ``root`` (cached: only what changed)."""
    for widget in [root, *root.findChildren(QWidget)]:
        tip = widget.toolTip()
        if tip and ("<" in tip or "&" in tip) and widget.property("a11y_tip") != tip:
            widget.setProperty("a11y_tip", tip)
            widget.setAccessibleDescription(plain(tip))
        if not isinstance(widget, QLabel) or widget.textFormat() == Qt.TextFormat.PlainText:
            continue
        text = widget.text()
        if widget.property("a11y_text") == text:
            continue
        widget.setProperty("a11y_text", text)
        words = plain(text)
        if "<img" in text and tip and "<" not in tip:
            words = tip  # an icon and a figure: the tooltip says it ("Coins: 8")
        widget.setAccessibleName(words)


class AccessWindow(KeyWindow, Protocol):
    """What the screen reader's side uses of the window (MainWindow), besides the keys' part."""

    keys: KeyboardPlay
    view_menu: QMenu


class Accessibility(QObject):
    """The screen reader's side of one window (made with it; follows the game shown)."""

    def __init__(self, window: AccessWindow, qt_window: QMainWindow) -> None:
        super().__init__(qt_window)
        self.window, self.qt_window = window, qt_window  # what it uses of the window; the widget
        self.outline = TableOutline(window.keys)
        self.choices = ChoiceList(window.keys)
        self.dock = QDockWidget(_("Table outline"), qt_window)
        self.dock.setObjectName("TableOutlineDock")
        split = QSplitter(Qt.Orientation.Vertical)
        split.addWidget(self.choices)
        split.addWidget(self.outline)
        split.setStretchFactor(1, 3)
        self.dock.setWidget(split)
        self.dock.setAccessibleName(_("Table outline"))
        qt_window.addDockWidget(Qt.DockWidgetArea.RightDockWidgetArea, self.dock)
        self.dock.hide()
        toggle = self.dock.toggleViewAction()
        toggle.setText(_("Table &outline"))
        toggle.setShortcut(QKeySequence("F7"))
        toggle.setStatusTip(_("The table in words, for a screen reader or the keyboard"))
        self.act_outline = toggle
        window.view_menu.addAction(toggle)
        self._said_prompt = ""
        self._said_ply = 0
        self._said_cover: int | None = None
        window.keys.announce = self.announce
        for name, (title, about) in {
            "stack": ("Tabletop", ""), "welcome": (_("Welcome"), _("Choose a game or resume one")),
            "cover": (_("Pass the table"), _("The next person's turn: what the others did, and the "
                                             "button to take the table")),
        }.items():
            widget = getattr(window, name)
            widget.setAccessibleName(title)
            widget.setAccessibleDescription(about)

    def game_opened(self) -> None:
        c, page = self.window.controller, self.window.page
        assert c is not None and page is not None  # the window has just shown them
        self._said_ply = c.session.ply
        self._said_prompt = ""
        self._said_cover = None
        for attr, (title, about) in NAMES.items():
            widget = getattr(page, attr, None)
            if isinstance(widget, QWidget):
                widget.setAccessibleName(_(title))
                widget.setAccessibleDescription(_(about))
        for signal in (c.transitioned, c.reset, c.decision_changed):
            signal.connect(self.refresh)
        self.refresh()

    def announce(self, text: str) -> None:
        """Say ``text`` through the screen reader, politely (it waits for what it is saying)."""
        text = " ".join(text.split())
        if text:
            QAccessible.updateAccessibility(QAccessibleAnnouncementEvent(self.qt_window, text))
            self.last = text

    def refresh(self) -> None:
        window, c, page = self.window, self.window.controller, self.window.page
        if c is None or page is None:
            return
        name_widgets(page)
        shown = window.stack.currentWidget()  # None only while the stack is empty
        if shown is not None and shown is not page:
            name_widgets(shown)  # the cover and its recap
        self.outline.rebuild()
        self.choices.rebuild()
        news = []
        session = c.session
        if session.ply < self._said_ply:
            self._said_ply = session.ply  # undo: nothing to read back
        start = max(self._said_ply, session.ply - MAX_NEWS)
        for i in range(start, session.ply):
            line = ply_text(session, i, session.plies[i], c.display_viewer, c.fill)
            if line:
                news.append(line)
        self._said_ply = session.ply
        if window.stack.currentWidget() is window.cover:
            seat = c.pending_handoff
            if seat != self._said_cover:
                self._said_cover = seat
                cover = window.cover
                recap = plain(cover.recap.text())
                cover.setAccessibleDescription(recap)
                news.append(f"{cover.button.text()}. {recap}")
        else:
            self._said_cover = None
            prompt = page.bar.prompt.text()
            if prompt != self._said_prompt:
                self._said_prompt = prompt
                news.append(prompt)
        self.announce(". ".join(n.rstrip(".") for n in news))
