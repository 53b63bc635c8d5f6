"""Which component data are stand-ins: the game's data README and the list of items."""

from __future__ import annotations

from pathlib import Path

from PySide6.QtWidgets import (
    QAbstractItemView,
    QDialog,
    QDialogButtonBox,
    QTableWidget,
    QTableWidgetItem,
    QTabWidget,
    QTextBrowser,
    QVBoxLayout,
    QWidget,
)

from tabletop.core.i18n import N_, _, p_
from tabletop.model import registry
from tabletop.model.components import items_by_source

from . import theme

# where a component's data come from (the data's own ids), in words
SOURCES = {"rulebook": N_("rulebook"), "public": N_("public"), "stand-in": N_("stand-in")}


class StandInDialog(QDialog):
    def __init__(
        self, game_id: str, readme: Path, parent: QWidget | None = None,
        variants: tuple[str, ...] | None = None,
    ) -> None:
        """``variants``: the game's; the list then holds only the stand-ins that game uses
        (e.g. the building deck in play), else every stand-in of the game's data."""
        super().__init__(parent)
        theme.keep_own_colours(self)
        entry = registry.load_game(game_id)
        self.setWindowTitle(_("{game}: component data").format(game=entry.meta.title))
        self.resize(820, 620)
        tabs = QTabWidget()
        notes = QTextBrowser()
        try:
            notes.setMarkdown(readme.read_text(encoding="utf-8"))
        except OSError:
            notes.setPlainText(_("The notes on this game's data could not be read."))
        if variants is None:
            rows = items_by_source(entry.data.components, "stand-in")
        else:
            rows = entry.data.stand_ins_list(entry.meta, variants)
        self.table = QTableWidget(len(rows), 3)
        self.table.setHorizontalHeaderLabels([_("Table"), _("Item"), _("Why / what it is")])
        self.table.verticalHeader().setVisible(False)
        self.table.setEditTriggers(QAbstractItemView.EditTrigger.NoEditTriggers)
        for row, values in enumerate(rows):
            for col, text in enumerate(values):
                self.table.setItem(row, col, QTableWidgetItem(text))
        self.table.resizeColumnsToContents()
        self.table.horizontalHeader().setStretchLastSection(True)
        counts = entry.data.source_counts
        summary = p_("list", ", ").join(_("{count} {source}").format(count=counts.get(k, 0), source=_(word))
                                        for k, word in SOURCES.items())
        title = _("Stand-in items") if variants is None else _("Stand-in items in this game")
        tabs.addTab(self.table, _("{title} ({count})").format(title=title, count=len(rows)))
        tabs.addTab(notes, _("Notes on the data"))
        box = QVBoxLayout(self)
        self.setToolTip(_("Items by source: {summary}").format(summary=summary))
        box.addWidget(tabs)
        buttons = QDialogButtonBox(QDialogButtonBox.StandardButton.Close)
        buttons.rejected.connect(self.reject)
        box.addWidget(buttons)
