"""Seat names are plain text wherever they are shown: markup in a name is shown as typed, never
rendered (an ``<img>`` name once stretched the cover to 4,000 px and ``<img src=/dev/zero>``
made Qt read without end at every start), and a name's bidi controls cannot reorder the text
around it."""

from __future__ import annotations

from PySide6.QtCore import Qt
from PySide6.QtGui import Qt as QtGui
from PySide6.QtWidgets import QAbstractButton, QApplication, QGraphicsView, QLabel, QWidget

from tabletop.core import GameConfig, shown_name
from tabletop.model import autosave
from tabletop.model.session import GameSession, Seat
from tabletop.qt.end_dialog import EndDialog
from tabletop.qt.game_end import hints_summary

from . import fake_game
from .test_end_screen import fake_outcome

MARKUP = "<u>Eve</u>"
OVERRIDE = "\u202e"  # RIGHT-TO-LEFT OVERRIDE: would mirror every letter after the name
EVIL = f"{MARKUP}{OVERRIDE}"
ARABIC = "سارة"
BIDI_CONTROLS = "\u202a\u202b\u202c\u202d\u202e\u2066\u2067\u2068\u2069\u200e\u200f\u061c"


def evil_session(players: int = 2) -> GameSession:
    seats = [Seat(EVIL, "human", "blue"), Seat(ARABIC, "human", "orange"),
             Seat("Chloé", "human", "green")][:players]
    return GameSession.new(fake_game.RULES, GameConfig(players), "7", seats)


def rendered(text: str, fmt: Qt.TextFormat) -> bool:
    return fmt == Qt.TextFormat.RichText or (
        fmt == Qt.TextFormat.AutoText and QtGui.mightBeRichText(text)
    )


def leaks(root: QWidget) -> list[str]:
    """Every place under ``root`` where the name's markup would render or its override stays."""
    found: list[str] = []
    widgets = [root, *root.findChildren(QWidget)]
    for w in widgets:
        texts: list[tuple[str, bool]] = []
        if isinstance(w, QLabel):
            texts.append((w.text(), rendered(w.text(), w.textFormat())))
        if isinstance(w, QAbstractButton):
            texts.append((w.text(), False))
        tip = w.toolTip()
        texts.append((tip, QtGui.mightBeRichText(tip)))
        if isinstance(w, QGraphicsView) and w.scene() is not None:
            for item in w.scene().items():
                tip = item.toolTip()
                texts.append((tip, QtGui.mightBeRichText(tip)))
        for text, rich in texts:
            if rich and MARKUP in text:
                found.append(f"{type(w).__name__} {w.objectName()!r} renders {text[:80]!r}")
            if OVERRIDE in text:
                found.append(f"{type(w).__name__} {w.objectName()!r} keeps an override: {text[:80]!r}")
    return found


def test_a_shown_name_has_no_bidi_controls_and_an_rtl_name_is_isolated():
    assert shown_name("Anna") == "Anna"  # an everyday name is shown as typed
    assert not set(shown_name(EVIL)) & set(BIDI_CONTROLS[:-3])
    assert shown_name(EVIL).startswith(MARKUP)
    assert shown_name(ARABIC) == f"\u2068{ARABIC}\u2069"  # first strong, isolated
    assert shown_name(f"a\u2069{ARABIC}\u2066") == f"\u2068a{ARABIC}\u2069"
    assert shown_name("a\nb\tc") == "a b c"


def test_markup_in_names_is_never_rendered_on_the_table_the_cover_or_the_end(window, qtbot):
    session = evil_session(3)
    window.open_session(session, fake_game.GAME_ID)
    assert window.stack.currentWidget() is window.cover
    assert MARKUP in window.cover.title.text()
    assert leaks(window) == []
    c = window.controller
    c.confirm_handoff()
    c.apply("claim spot:1")
    c.apply("done")
    assert leaks(window) == []
    c.end_turn()
    c.confirm_handoff()
    c.apply("done")
    c.end_turn()
    c.confirm_handoff()
    c.apply("done")
    c.end_turn()
    c.confirm_handoff()
    c.apply("done")
    c.end_turn()  # the cover for the next seat recaps Eve's turn: her name escaped
    assert "&lt;u&gt;Eve&lt;/u&gt;" in window.cover.recap.text()
    assert leaks(window) == []
    assert window.width() < 3000


def test_the_end_table_and_its_headline_show_names_as_typed(qtbot):
    from tabletop.model.seats import SEAT_COLORS

    names = [EVIL, "<img width=4000 height=4000>"]
    dialog = EndDialog(fake_outcome(), names, list(SEAT_COLORS[:2]),
                       hints=hints_summary([1, 0], [shown_name(n) for n in names]))
    qtbot.addWidget(dialog)
    dialog.show()
    assert leaks(dialog) == []
    assert "<img" not in dialog.headline.text() or dialog.headline.textFormat() == Qt.TextFormat.PlainText
    assert dialog.width() < 2000


def test_an_unfinished_game_with_an_img_name_is_listed_as_typed(window):
    session = GameSession.new(fake_game.RULES, GameConfig(2), "7",
                              [Seat("<img src=/dev/zero>", "human", "blue"), Seat(EVIL, "human", "")])
    journal = autosave.AutosaveJournal(session, fake_game.GAME_ID)
    try:
        window.welcome.refresh()
        [row] = window.welcome.rows
        assert "<img src=/dev/zero>" in row.head.text()
        assert row.head.textFormat() == Qt.TextFormat.PlainText
        assert leaks(window.welcome) == []
    finally:
        journal.close(keep=False)
    QApplication.processEvents()


def test_message_boxes_and_the_file_notice_show_markup_as_typed(window, monkeypatch):
    from PySide6.QtWidgets import QMessageBox

    from tabletop.qt.window_commands import plain_message

    assert plain_message("Anna cannot move") == "Anna cannot move"
    shown = plain_message(f"{MARKUP} cannot move\nnow")
    assert "&lt;u&gt;Eve&lt;/u&gt;" in shown and "<br>" in shown
    said: list[str] = []
    monkeypatch.setattr(QMessageBox, "warning", lambda parent, title, text, *a: said.append(text))
    window.message("Not allowed", "<img src=/dev/zero>")
    assert said == ["<p>&lt;img src=/dev/zero&gt;</p>"]
    window.settings_problem = 'Animation speed (animation) was "<img width=4000>", now "normal"'
    window.files.show_file_notices()
    assert leaks(window) == [] or all("FileNotice" not in x for x in leaks(window))
    assert window.findChild(QLabel, "FileNotice").textFormat() == Qt.TextFormat.PlainText


def test_an_ampersand_in_a_name_is_shown_not_taken_as_a_shortcut(window):
    session = GameSession.new(fake_game.RULES, GameConfig(2), "7",
                              [Seat("Tom & Jerry", "human", "blue"), Seat("Ben", "human", "")])
    window.open_session(session, fake_game.GAME_ID)
    assert window.cover.button.text() == "I am Tom && Jerry"  # shown as "I am Tom & Jerry"
    assert window.cover.title.text() == "Pass to Tom & Jerry"
