"""Game → Suggest a move and Allow hints: the window's hint commands, an object it owns.

The worker (``suggest.Suggester``) belongs to the controller and the mark (``hint_mark.HintMark``)
to the boards; this part says in the menus and the status bar what they do.
"""

from __future__ import annotations

from typing import TYPE_CHECKING, Protocol

from tabletop.core import Action
from tabletop.core.i18n import _

from .hint_mark import reveal_hint
from .suggest import THINKING_TEXT, is_suggestion_text, suggestion_text

if TYPE_CHECKING:
    from PySide6.QtGui import QAction
    from PySide6.QtWidgets import QStackedWidget, QStatusBar

    from .controller import SessionController
    from .game_page import GamePage


class HintWindow(Protocol):
    """What the hint commands use of the window."""

    controller: SessionController | None
    page: GamePage | None
    stack: QStackedWidget
    act_hint: QAction
    act_allow_hints: QAction

    def statusBar(self) -> QStatusBar: ...  # noqa: N802 (Qt's name)

    def refresh(self) -> None: ...

    def update_actions(self) -> None: ...


class HintCommands:
    """Game → Suggest a move and Allow hints, for the window that owns it."""

    def __init__(self, window: HintWindow) -> None:
        self.window = window

    def suggest_move(self) -> bool:
        """Game → Suggest a move (H): the Hard player's move, worked out in the background."""
        c = self.window.controller
        if c is None or self.window.stack.currentWidget() is not self.window.page:
            return False
        if not c.suggester.ask():
            reason = c.suggester.why_not()
            if reason and reason != _(THINKING_TEXT):
                self.window.statusBar().showMessage(reason, 6000)
            return False
        self.window.statusBar().showMessage(_(THINKING_TEXT))
        self.window.update_actions()
        return True

    def allow_hints(self, on: bool) -> None:
        """Game → Allow hints: switch hints on or off for this game (kept in its save)."""
        c = self.window.controller
        if c is None:
            return
        if not on:
            c.suggester.cancel()
        c.session.set_hints(bool(on))  # refreshes the window through the session's notice

    def show_suggestion(self, action: Action) -> None:
        c = self.window.controller
        if c is None:
            return
        self.window.statusBar().showMessage(suggestion_text(c.describe(action)))
        self.window.refresh()
        if self.window.page is not None:
            reveal_hint(self.window.page.table)

    def suggestion_failed(self, text: str) -> None:
        self.window.statusBar().showMessage(text, 6000)
        self.window.update_actions()

    def update_hint_actions(self) -> None:
        self.clear_stale_suggestion()
        c = self.window.controller
        why = c.suggester.why_not() if c is not None else _("Start or open a game first.")
        self.window.act_hint.setEnabled(not why)
        self.window.act_hint.setToolTip(why or _("What the Hard computer player would do in your "
                                                 "place (counted for your seat)"))
        self.window.act_allow_hints.setEnabled(c is not None and not c.session.is_over)
        self.window.act_allow_hints.blockSignals(True)
        self.window.act_allow_hints.setChecked(bool(c and c.session.hints_allowed))
        self.window.act_allow_hints.blockSignals(False)

    def clear_stale_suggestion(self) -> None:
        """The status bar forgets a suggestion once the game has moved on."""
        c = self.window.controller
        if c is None or (c.suggester.action is None and not c.suggester.thinking):
            message = self.window.statusBar().currentMessage()
            if is_suggestion_text(message):
                self.window.statusBar().clearMessage()
