"""The keys, in words: Help → Keys (every key of the table and of the menus) and the part of
Settings where a player changes the table's keys."""

from __future__ import annotations

from PySide6.QtGui import QKeySequence
from PySide6.QtWidgets import (
    QDialog,
    QDialogButtonBox,
    QFormLayout,
    QHeaderView,
    QLabel,
    QLineEdit,
    QMainWindow,
    QMenu,
    QTableWidget,
    QTableWidgetItem,
    QVBoxLayout,
    QWidget,
)

from tabletop.core.i18n import _
from tabletop.model.keymap import CHOICE_KEYS, COMMANDS, clashes, keys_for

from . import theme


def shown_keys(keys: list[str]) -> str:
    """Keys as the desktop writes them ("Shift+Tab or F6")."""
    return _(" or ").join(QKeySequence(k).toString(QKeySequence.SequenceFormat.NativeText) for k in keys)


def key_rows(window: QMainWindow, overrides: dict[str, str]) -> list[tuple[str, str]]:
    """(keys, what they do): the table's, the bar's digits, then every menu command's."""
    keys = keys_for(overrides)
    rows = [(shown_keys(keys[c]), _(what)) for c, (what, _default) in COMMANDS.items()]
    rows.append((CHOICE_KEYS, _("The decision bar's buttons, by the digit in their corner")))
    for menu_action in window.menuBar().actions():
        menu = menu_action.menu()
        if not isinstance(menu, QMenu):
            continue
        for action in menu.actions():
            if action is getattr(window, "act_end_turn", None) or not action.shortcuts():
                continue
            keys_text = _(" or ").join(
                s.toString(QKeySequence.SequenceFormat.NativeText) for s in action.shortcuts()
            )
            rows.append((keys_text, f"{menu_action.text()} ▸ {action.text()}".replace("&", "")))
    return rows


class KeysDialog(QDialog):
    """Help → Keys: a table of keys and what they do (a screen reader reads it cell by cell)."""

    def __init__(self, window: QMainWindow, overrides: dict[str, str]) -> None:
        super().__init__(window)
        theme.keep_own_colours(self)
        self.setWindowTitle(_("Keys"))
        self.setAccessibleName(_("Keys"))
        intro = QLabel(
            _("Everything on the table can be played from the keyboard. Tab moves a yellow and "
              "black ring over what you can choose now; Return or Space chooses it, as a click "
              "does. With nothing ringed, Return ends your turn. Change the keys in Edit ▸ Settings.")
        )
        intro.setWordWrap(True)
        rows = key_rows(window, overrides)
        self.table = QTableWidget(len(rows), 2)
        self.table.setAccessibleName(_("Keys and what they do"))
        self.table.setHorizontalHeaderLabels([_("Keys"), _("What they do")])
        self.table.verticalHeader().hide()
        for r, (keys, what) in enumerate(rows):
            self.table.setItem(r, 0, QTableWidgetItem(keys))
            self.table.setItem(r, 1, QTableWidgetItem(what))
        header = self.table.horizontalHeader()
        header.setSectionResizeMode(0, QHeaderView.ResizeMode.ResizeToContents)
        header.setSectionResizeMode(1, QHeaderView.ResizeMode.Stretch)
        self.table.setEditTriggers(QTableWidget.EditTrigger.NoEditTriggers)
        buttons = QDialogButtonBox(QDialogButtonBox.StandardButton.Close)
        buttons.rejected.connect(self.reject)
        box = QVBoxLayout(self)
        box.addWidget(intro)
        box.addWidget(self.table, 1)
        box.addWidget(buttons)
        self.resize(720, 560)


class KeysEditor(QWidget):
    """One line per command of the table: its keys, ";" between alternatives."""

    def __init__(self, overrides: dict[str, str], parent: QWidget | None = None) -> None:
        super().__init__(parent)
        form = QFormLayout(self)
        form.setContentsMargins(0, 0, 0, 0)
        self.fields: dict[str, QLineEdit] = {}
        current = keys_for(overrides)
        for command, (what, default) in COMMANDS.items():
            field = QLineEdit("; ".join(current[command]))
            field.setPlaceholderText(default)
            field.setToolTip(_("{what}. Keys as in “Shift+Tab”, “;” between alternatives; "
                               "empty: {default}.").format(what=_(what), default=default))
            field.setAccessibleName(_(what))
            self.fields[command] = field
            form.addRow(_(what).split(" (")[0], field)
        self.problem = QLabel()
        self.problem.setWordWrap(True)
        self.problem.setStyleSheet("color: #8a1c1c;")
        form.addRow(self.problem)
        for field in self.fields.values():
            field.textChanged.connect(self._check)

    def overrides(self) -> dict[str, str]:
        """The keys that differ from the defaults (unreadable ones fall back to them)."""
        out: dict[str, str] = {}
        for command, field in self.fields.items():
            keys = [k.strip() for k in field.text().split(";") if k.strip()]
            good = [k for k in keys if not QKeySequence(k).isEmpty()
                    and QKeySequence(k).toString() != ""]
            text = "; ".join(good)
            if good and text != COMMANDS[command][1]:
                out[command] = text
        return out

    def _check(self) -> None:
        found = clashes(keys_for(self.overrides()))
        self.problem.setText(_("Keys given twice: {keys}").format(keys="; ".join(found)) if found else "")
