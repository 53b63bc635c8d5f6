"""The window's words in the pseudo-language: what the table paints, every widget's text,
tooltip and accessible name, the menus and the log, late in a random game of each game.
A text with letters outside ``⟦ ⟧`` (names aside) skipped the catalogs.

``python -m tests.i18n.window_scan [GAME_ID ...]`` prints the findings (QT_QPA_PLATFORM=offscreen).
"""

from __future__ import annotations

import html
import re
import sys
from collections.abc import Iterator

from tabletop.model import language
from tabletop.model.registry import GAME_IDS

from .pseudo_scan import leftover

KEEP = ("Tabletop",)  # the app's own name is the same in every language
_TAG = re.compile(r"<[^>]+>")


def _plain(text: str) -> str:
    return html.unescape(_TAG.sub(" ", text)).replace("&&", "&").replace("&", "")


def _qt_own(widget) -> bool:
    """Words Qt gives itself (qtbase's German and Japanese translations word them): the
    standard buttons of a button box, a tab bar's scroll arrows, a dock's Close and Float."""
    from PySide6.QtWidgets import QAbstractButton, QDialogButtonBox, QTabBar

    if widget.objectName().startswith("qt_"):
        return True
    parent = widget.parentWidget()
    if isinstance(parent, QDialogButtonBox) and isinstance(widget, QAbstractButton):
        return parent.standardButton(widget) != QDialogButtonBox.StandardButton.NoButton
    return isinstance(parent, QTabBar) and isinstance(widget, QAbstractButton)


def _key_names(text: str) -> bool:
    """Keys as a player types them in the Keys settings ("Shift+Tab; Z"): Qt's portable key
    names, the same in every language (what the field reads back)."""
    from PySide6.QtGui import QKeySequence

    parts = [p.strip() for p in text.split(";") if p.strip()]
    def is_key(part: str) -> bool:
        keys = QKeySequence(part)
        return not keys.isEmpty() and QKeySequence(keys.toString()) == keys and "Unknown" not in keys.toString()

    return bool(parts) and all(is_key(p) for p in parts)


def _widget_texts(window) -> Iterator[tuple[str, str]]:
    from PySide6.QtGui import QAction
    from PySide6.QtWidgets import (
        QAbstractButton,
        QComboBox,
        QGroupBox,
        QLabel,
        QLineEdit,
        QPlainTextEdit,
        QTabWidget,
        QTextEdit,
        QWidget,
    )

    yield "window title", window.windowTitle()
    for widget in [window, *window.findChildren(QWidget)]:
        if _qt_own(widget):
            continue
        yield "tooltip", widget.toolTip()
        yield "accessible name", widget.accessibleName()
        yield "accessible description", widget.accessibleDescription()
        if isinstance(widget, QLabel):
            yield "label", widget.text()
        elif isinstance(widget, QAbstractButton):
            yield "button", widget.text()
        elif isinstance(widget, QGroupBox):
            yield "group", widget.title()
        elif isinstance(widget, QLineEdit):
            if not _key_names(widget.placeholderText()):
                yield "placeholder", widget.placeholderText()
        elif isinstance(widget, QComboBox):
            for index in range(widget.count()):
                if widget.itemText(index) not in language.LANGUAGES.values():  # their own names
                    yield "list item", widget.itemText(index)
        elif isinstance(widget, QTabWidget):
            for index in range(widget.count()):
                yield "tab", widget.tabText(index)
        elif isinstance(widget, (QTextEdit, QPlainTextEdit)):
            for line in widget.toPlainText().splitlines():
                yield "text", line
    for action in window.findChildren(QAction):
        yield "menu", action.text()
        yield "menu tooltip", action.toolTip() if action.toolTip() != action.text().replace("&", "") else ""


def _dialog_texts(game_id: str, session) -> Iterator[tuple[str, str]]:
    """The New Game, Settings, end-of-game and stand-in dialogs and the welcome page."""
    from tabletop.model import paths
    from tabletop.model.playout import play_session
    from tabletop.model.settings import Settings
    from tabletop.qt import theme
    from tabletop.qt.end_dialog import EndDialog
    from tabletop.qt.new_game_dialog import NewGameDialog, available_games
    from tabletop.qt.settings_dialog import SettingsDialog
    from tabletop.qt.stand_in_dialog import StandInDialog
    from tabletop.qt.welcome import WelcomePage

    finished = play_session(session.rules, session.config, "scan-end")
    outcome = finished.outcome()
    colors = [theme.seat_color(finished, s) for s in range(len(finished.seats))]
    readme = paths.resources_dir() / "games" / game_id / "README.md"
    made = [NewGameDialog(available_games()), SettingsDialog(Settings()), WelcomePage(),
            StandInDialog(game_id, readme)]
    if outcome is not None:
        made.append(EndDialog(outcome, [s.name for s in finished.seats], colors))
    for widget in made:
        for kind, text in _widget_texts(widget):
            if not (isinstance(widget, StandInDialog) and kind == "text"):
                yield kind, text  # the stand-in notes themselves may stay English (issue 34)
        widget.deleteLater()


def scan_window(game_id: str, size: tuple[int, int] = (1280, 800)) -> list[tuple[str, str, list[str]]]:
    from tabletop.qt import text_audit
    from tabletop.qt.entry import ensure_app

    ensure_app()  # first: a new QApplication speaks the desktop's language
    language.use_language(language.PSEUDO)
    try:
        session, _plies = text_audit.late_session(game_id, None, "1", None)
        names = [seat.name for seat in session.seats]
        texts: list[tuple[str, str]] = []
        with text_audit.opened_window(session, game_id, size) as window:
            texts.extend(_widget_texts(window))
        texts.extend(("painted", sample.text) for sample in
                     text_audit.sample_window_text(session, game_id, size))
        texts.extend(_dialog_texts(game_id, session))
        found, seen = [], set()
        for kind, text in texts:
            plain = _plain(text)
            for name in (*names, *KEEP):
                plain = plain.replace(name, " ")
            if not plain.strip() or (kind, plain) in seen:
                continue
            seen.add((kind, plain))
            words = leftover(plain)
            if words:
                found.append((kind, text, words))
        return found
    finally:
        language.use_language("en")


def main(argv: list[str]) -> int:
    total = 0
    for game_id in [a for a in argv if not a.startswith("--")] or list(GAME_IDS):
        found = scan_window(game_id)
        total += len(found)
        for kind, text, words in found:
            print(f"{game_id} {kind}: {text[:120]!r} -> {' '.join(words[:8])}")
        print(f"{game_id}: {len(found)} window texts skipped the catalogs")
    return 1 if total else 0


if __name__ == "__main__":
    sys.exit(main(sys.argv[1:]))
