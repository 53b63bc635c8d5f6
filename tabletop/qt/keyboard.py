"""Playing from the keyboard: keys move a ring over what the seat to act can click now (board
targets in reading order board by board, then the decision bar's buttons) and act on it as
a click does.

The keys are ``tabletop.model.keymap``'s (a player may change them in Settings). The table's
keys are caught by an event filter on the window and on whichever of its widgets has the
focus, so they work wherever the focus is, except in the side panel (its lists keep their
arrows; F6 comes back). Return chooses the marked thing; with nothing marked it stays End turn.
"""

from __future__ import annotations

from collections.abc import Callable
from dataclasses import dataclass
from typing import TYPE_CHECKING

from PySide6.QtCore import QEvent, QKeyCombination, QObject, QPoint, Qt
from PySide6.QtGui import QKeyEvent, QKeySequence
from PySide6.QtWidgets import QAbstractButton, QApplication, QGraphicsView, QToolButton, QWidget

from tabletop.core import Action
from tabletop.core.i18n import _
from tabletop.model.keymap import keys_for

from . import close_look
from .board_scene import BoardScene
from .choice_menu import choose_from_menu, menu_chooser
from .focus_mark import FocusRing, number_buttons
from .key_window import KeyWindow
from .target_item import TargetItem

if TYPE_CHECKING:
    from .game_page import GamePage

TABLE_COMMANDS = ("next", "previous", "next_board", "previous_board", "left", "right", "up",
                  "down", "act", "back", "close_look")
NEEDS_MARK = ("act", "left", "right", "up", "down", "close_look")
DIGITS = {getattr(Qt.Key, f"Key_{n}"): n for n in range(1, 10)}
ROW_UNITS = 8.0  # targets whose centres are this close in height read as one row


@dataclass(frozen=True)
class Stop:
    """One thing the keys can reach: a board target (scene, id) or a bar button."""

    scene: BoardScene | None = None
    target: str = ""
    button: QAbstractButton | None = None


def combo_text(event: QKeyEvent) -> str:
    """The key pressed, as portable key text ("Shift+Tab"; Qt's Backtab is Shift+Tab)."""
    key = Qt.Key(event.key())
    mods = event.modifiers() & ~Qt.KeyboardModifier.KeypadModifier
    if key == Qt.Key.Key_Backtab:
        key = Qt.Key.Key_Tab
        mods |= Qt.KeyboardModifier.ShiftModifier
    if key in (Qt.Key.Key_Shift, Qt.Key.Key_Control, Qt.Key.Key_Alt, Qt.Key.Key_Meta):
        return ""
    return QKeySequence(QKeyCombination(mods, key)).toString(
        QKeySequence.SequenceFormat.PortableText
    ).lower()


def _looking() -> bool:
    """Is the close look open?"""
    look = close_look.current()
    return look is not None and look.isVisible()


class KeyboardPlay(QObject):
    """The keys of one window's table (made with the window; follows the game shown)."""

    def __init__(self, window: KeyWindow, qt_window: QWidget,
                 overrides: dict[str, str] | None = None) -> None:
        super().__init__(qt_window)
        self.window, self.qt_window = window, qt_window  # what the keys use of it; the widget
        self.current: Stop | None = None
        self.keys: dict[str, str] = {}
        self.announce: Callable[[str], None] = lambda _text: None  # set by accessibility
        self.set_keys(overrides or {})
        qt_window.installEventFilter(self)
        self._watched: QWidget | None = None
        app = QApplication.instance()
        if isinstance(app, QApplication):
            app.focusChanged.connect(self._focus_moved)

    # --- keys ----------------------------------------------------------------------------
    def set_keys(self, overrides: dict[str, str]) -> None:
        """Use the player's keys (Settings) over the defaults; End turn's go to its action."""
        keys = keys_for(overrides)
        self.keys = {}
        self.end_keys = {self._portable(k) for k in keys["end_turn"]}
        for command in TABLE_COMMANDS:
            for text in keys[command]:
                self.keys.setdefault(self._portable(text), command)
        act = getattr(self.window, "act_end_turn", None)
        if act is not None:
            act.setShortcuts([QKeySequence(k) for k in keys["end_turn"]])

    @staticmethod
    def _portable(text: str) -> str:
        return QKeySequence(text).toString(QKeySequence.SequenceFormat.PortableText).lower()

    def game_opened(self) -> None:
        """A game is shown: follow its changes (after the window has redrawn the page)."""
        c, page = self.window.controller, self.window.page
        assert c is not None and page is not None  # the window has just shown them
        self.current = None
        for signal in (c.transitioned, c.reset, c.decision_changed):
            signal.connect(self.refresh)
        page.table.setFocusPolicy(Qt.FocusPolicy.StrongFocus)
        page.table.setAccessibleName(_("The table"))
        self.refresh()

    @property
    def page(self) -> GamePage | None:
        page = self.window.page
        return page if page is not None and self.window.stack.currentWidget() is page else None

    def _focus_moved(self, old: QWidget | None, new: QWidget | None) -> None:
        """The filter rides on the focused widget: key presses go to it first."""
        if self._watched is not None:
            try:
                self._watched.removeEventFilter(self)
            except RuntimeError:  # already deleted
                pass
            self._watched = None
        if new is not None and new.window() is self.qt_window and new is not self.qt_window:
            new.installEventFilter(self)
            self._watched = new

    def eventFilter(self, obj: QObject, event: QEvent) -> bool:  # noqa: N802 (Qt API)
        kind = event.type()
        if kind not in (QEvent.Type.KeyPress, QEvent.Type.ShortcutOverride):
            return False
        assert isinstance(event, QKeyEvent)
        command = self._command(obj, event)
        if command is None:
            return False
        event.accept()
        if kind == QEvent.Type.KeyPress:
            self.run(command)
        return True

    def _command(self, obj: QObject, event: QKeyEvent) -> str | None:
        """The command this key means here, or None to let the key do what it did."""
        window = self.window
        if window.page is not None and window.stack.currentWidget() is window.cover:
            return "cover" if self.keys.get(combo_text(event)) == "act" else None
        page = self.page
        if page is None:
            return None
        focus = QApplication.focusWidget()
        on_table = focus is None or focus in (self.qt_window, page, page.table) or any(
            part.isAncestorOf(focus) for part in (page.table, page.bar))
        if obj is not self.qt_window and not on_table:  # the side panel, the outline: own keys
            command = self.keys.get(combo_text(event))
            return command if command in ("next_board", "previous_board") else None
        if event.modifiers() in (Qt.KeyboardModifier.NoModifier,
                                 Qt.KeyboardModifier.KeypadModifier):
            number = DIGITS.get(Qt.Key(event.key()))
            if number is not None and number <= len(self._buttons()):
                return f"choice{number}"
        combo = combo_text(event)
        command = self.keys.get(combo)
        if command in NEEDS_MARK and self._index(self.stops()) < 0:
            command = None  # Return is End turn, Space a focused button's, arrows the view's
        if command is None and combo in self.end_keys and window.act_end_turn.isEnabled():
            return "end_turn"  # also while the window is not the active one (a test)
        if command == "back" and self.current is None and self._retraction() is None \
                and not _looking():
            return None
        return command

    # --- where the keys can go ---------------------------------------------------------------
    def _buttons(self) -> list[QAbstractButton]:
        page = self.window.page
        return [b for b in page.bar.buttons if not b.isHidden()] if page is not None else []

    def boards(self) -> list[tuple[BoardScene, list[Stop]]]:
        """Each board with targets, in reading order on screen, its targets in reading order."""
        page = self.window.page
        if page is None:
            return []
        table = page.table
        out = []
        for frame, scene in zip(table.frames, table.scenes, strict=True):
            if frame.isHidden():
                continue
            items = scene.target_items()
            if not items:
                continue

            def key(item: TargetItem) -> tuple[int, float]:
                centre = item.sceneBoundingRect().center()
                return round(centre.y() / ROW_UNITS), centre.x()

            corner = frame.mapTo(table, QPoint(0, 0))
            stops = [Stop(scene, i.target_id) for i in sorted(items, key=key)]
            out.append(((round(corner.y() / 20), corner.x()), scene, stops))
        out.sort(key=lambda entry: entry[0])
        return [(scene, stops) for _corner, scene, stops in out]

    def stops(self) -> list[Stop]:
        return [s for _scene, stops in self.boards() for s in stops] + [
            Stop(button=b) for b in self._buttons()
        ]

    def _index(self, stops: list[Stop]) -> int:
        if self.current in stops:
            return stops.index(self.current)
        focus = QApplication.focusWidget()
        for i, stop in enumerate(stops):
            if stop.button is not None and stop.button is focus:
                return i
        return -1

    # --- moving and acting -----------------------------------------------------------------
    def run(self, command: str) -> None:
        stops = self.stops()
        here = self._index(stops)
        if command == "cover":
            self.window.cover.button.click()
        elif command == "end_turn":
            self.window.end_turn()
        elif command.startswith("choice"):
            self._press(self._buttons()[int(command[6:]) - 1])
        elif command in ("next", "previous") and stops:
            step = 1 if command == "next" else -1
            start = here if here >= 0 else (-1 if step > 0 else 0)
            self.go(stops[(start + step) % len(stops)])
        elif command in ("next_board", "previous_board"):
            self._jump_board(1 if command == "next_board" else -1)
        elif command in ("left", "right", "up", "down") and here >= 0:
            self._arrow(stops, here, command)
        elif command == "act" and here >= 0:
            self.act(stops[here])
        elif command == "back" and _looking():
            close_look.shared().close_look()
        elif command == "back":
            retract, c = self._retraction(), self.window.controller
            if retract is not None and c is not None:  # a retraction needs the controller
                c.apply(retract)
            else:
                self.go(None)
        elif command == "close_look" and here >= 0:
            self.close_look(stops[here])

    def _jump_board(self, step: int) -> None:
        groups = [stops for _scene, stops in self.boards()]
        buttons = [Stop(button=b) for b in self._buttons()]
        if buttons:
            groups.append(buttons)
        if not groups:
            return
        here = next((i for i, g in enumerate(groups) if self.current in g), -1)
        if here < 0 and step < 0:
            here = 0
        self.go(groups[(here + step) % len(groups)][0])

    def _arrow(self, stops: list[Stop], here: int, way: str) -> None:
        """The nearest target that way on the same board (the bar: the neighbouring button)."""
        stop = stops[here]
        if stop.button is not None:
            buttons = [s for s in stops if s.button is not None]
            i = buttons.index(stop) + (1 if way in ("right", "down") else -1)
            if 0 <= i < len(buttons):
                self.go(buttons[i])
            return
        assert stop.scene is not None
        origin = self._item(stop).sceneBoundingRect().center()
        dx_sign, dy_sign = {"left": (-1, 0), "right": (1, 0), "up": (0, -1), "down": (0, 1)}[way]
        best: tuple[float, Stop] | None = None
        for other in stops:
            if other.scene is not stop.scene or other == stop:
                continue
            centre = self._item(other).sceneBoundingRect().center()
            dx, dy = centre.x() - origin.x(), centre.y() - origin.y()
            ahead = dx * dx_sign + dy * dy_sign
            aside = abs(dy) if dx_sign else abs(dx)
            if ahead <= 0.5 or aside > ahead * 2.5:
                continue
            score = ahead + 2 * aside
            if best is None or score < best[0]:
                best = (score, other)
        if best is not None:
            self.go(best[1])

    def _item(self, stop: Stop) -> TargetItem:
        item = stop.scene.item(stop.target) if stop.scene is not None else None
        assert item is not None  # stops are made of the boards' targets
        return item

    def _view_of(self, scene: BoardScene) -> QGraphicsView:
        page = self.window.page
        assert page is not None  # only boards on the page have targets
        return page.table.frames[page.table.scenes.index(scene)].view

    def go(self, stop: Stop | None) -> None:
        """Put the ring (or the keyboard focus, for a button) on ``stop``; None: no ring."""
        self.current = stop
        self._show_ring()
        page = self.window.page
        if stop is None or page is None:
            return
        if stop.button is not None:
            stop.button.setFocus(Qt.FocusReason.TabFocusReason)
            self.announce(stop.button.toolTip() or stop.button.text())
            return
        item = self._item(stop)
        assert stop.scene is not None
        self._view_of(stop.scene).setFocus(Qt.FocusReason.TabFocusReason)
        text = item.reference_text()
        page.reference.show_text(text)
        if _looking():  # the close look follows the ring
            close_look.shared().show_for(item)
        self.announce(text.replace("\n", ". "))

    def _show_ring(self) -> None:
        page = self.window.page
        if page is None:
            return
        stop = self.current
        for scene in page.table.scenes:
            ring = scene.focus_ring
            on = stop is not None and stop.scene is scene
            if ring is None and on:
                ring = FocusRing()
                scene.addItem(ring)
                scene.focus_ring = ring
            if ring is None:
                continue
            item = scene.item(stop.target) if on and stop is not None else None
            if item is None:
                ring.hide()
                continue
            view = self._view_of(scene)
            ring.cover(item, abs(view.transform().m11()))
            self._view_of(scene).ensureVisible(ring.boundingRect(), 4, 4)

    def act(self, stop: Stop) -> None:
        """Return or Space: exactly what a click on it does."""
        if stop.button is not None:
            self._press(stop.button)
            return
        scene, target = stop.scene, stop.target
        assert scene is not None
        if len(scene.actions_for(target)) > 1 and scene.chooser is menu_chooser:
            view = self._view_of(scene)
            rect = self._item(stop).sceneBoundingRect()
            where = view.mapToGlobal(view.mapFromScene(rect.center()))
            scene.chooser = lambda _t, options: choose_from_menu(options, where, keyboard=True)
            try:
                scene.activate(target)
            finally:
                scene.chooser = menu_chooser
        else:
            scene.activate(target)

    def _press(self, button: QAbstractButton) -> None:
        if isinstance(button, QToolButton) and button.menu() is not None:
            button.showMenu()  # "More…": its menu, keyboard-driven as any menu
        else:
            button.click()

    def close_look(self, stop: Stop) -> None:
        """The close look at the marked thing (and its full text in the reference panel)."""
        page = self.window.page
        if page is None:
            return
        if stop.button is not None:
            self.announce(stop.button.toolTip())
            return
        item = self._item(stop)
        close_look.shared().show_for(item)  # beside the item, until Escape or the ring moves on
        page.reference.show_text(item.reference_text())
        self.announce(item.reference_text().replace("\n", ". "))

    def _retraction(self) -> Action | None:
        """A legal action that backs out of the choice in progress (the game's retract verbs)."""
        c = self.window.controller
        if c is None or self.page is None or not c.targets():
            return None
        verbs = c.session.rules.retract_verbs
        return next((a for a in c.session.legal_actions() if a.verb in verbs), None)

    def refresh(self) -> None:
        """The table changed: the ring stays on its target if it is still one, else goes."""
        page = self.window.page
        if page is None:
            return
        stops = self.stops()
        if self.current is not None and self.current not in stops:
            lost_button = self.current.button is not None
            self.current = None
            if lost_button or QApplication.focusWidget() is None:
                page.table.setFocus(Qt.FocusReason.OtherFocusReason)
        self._show_ring()
        number_buttons(self._buttons())
