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

from tabletop.model import registry
from tabletop.model.components import items_by_source

from . import theme


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
        self.setWindowTitle(f"{entry.meta.title}: component data")
        self.resize(820, 620)
        tabs = QTabWidget()
        notes = QTextBrowser()
        try:
            notes.setMarkdown(readme.read_text(encoding="utf-8"))
        except OSError:
            notes.setPlainText("The notes on this game's data could not be read.")
        if variants is None:
            rows = items_by_source(entry.data.components, "stand-in")
        else:
            rows = entry.data.stand_ins_list(entry.meta, variants)
        self.table = QTableWidget(len(rows), 3)
        self.table.setHorizontalHeaderLabels(["Table", "Item", "Why / what it is"])
        self.table.verticalHeader().setVisible(False)
        self.table.setEditTriggers(QAbstractItemView.EditTrigger.NoEditTriggers)
        for row, values in enumerate(rows):
            for col, text in enumerate(values):
                self.table.setItem(row, col, QTableWidgetItem(text))
        self.table.resizeColumnsToContents()
        self.table.horizontalHeader().setStretchLastSection(True)
        counts = entry.data.source_counts
        summary = ", ".join(f"{counts.get(k, 0)} {k}" for k in ("rulebook", "public", "stand-in"))
        title = "Stand-in items" if variants is None else "Stand-in items in this game"
        tabs.addTab(self.table, f"{title} ({len(rows)})")
        tabs.addTab(notes, "Notes on the data")
        box = QVBoxLayout(self)
        self.setToolTip(f"Items by source: {summary}")
        box.addWidget(tabs)
        buttons = QDialogButtonBox(QDialogButtonBox.StandardButton.Close)
        buttons.rejected.connect(self.reject)
        box.addWidget(buttons)
