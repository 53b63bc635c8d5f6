"""The table in words, for a screen reader (and anyone): a tree of boards, their places and
what lies there, kept in step with the boards. The current choices say so; Return on one (or
a screen reader's activate) acts exactly as a click on it does.

It lives in a dock (View ▸ Table outline, F7) and is rebuilt only while it is shown.
"""

from __future__ import annotations

from collections.abc import Iterator
from typing import TYPE_CHECKING

from PySide6.QtCore import QItemSelection, Qt, QTimer
from PySide6.QtGui import QShowEvent, QTextDocument
from PySide6.QtWidgets import QListWidget, QListWidgetItem, QTreeWidget, QTreeWidgetItem, QWidget

from tabletop.core.i18n import _

from .items import PieceItem, ZoneItem
from .keyboard import Stop
from .target_item import TargetItem

if TYPE_CHECKING:
    from .board_scene import BoardScene
    from .keyboard import KeyboardPlay

STOP_ROLE = Qt.ItemDataRole.UserRole + 1


def plain(html: str) -> str:
    """Rich text as a screen reader should read it (no tags, no picture placeholders)."""
    if "<" not in html and "&" not in html:
        return html
    doc = QTextDocument()
    doc.setHtml(html)
    return " ".join(doc.toPlainText().replace("\ufffc", " ").split())


def choice_words(hint: str) -> str:
    """A target's hint ("Click: …", "Click to choose: • a • b") as the outline says it."""
    click = _("Click: {what}").partition("{what}")[0]  # as board_scene words the hint
    if click and hint.startswith(click):
        return _("choose: {what}").format(what=hint[len(click):])
    lines = [ln.lstrip("• ").strip() for ln in hint.splitlines()[1:] if ln.strip()]
    return _("choose one of: {choices}").format(choices="; ".join(lines)) if lines else _("choose")


def zone_words(item: ZoneItem) -> str:
    lines = [ln for ln in item.reference_lines() if ln]
    return ", ".join(ln.replace("\n", ", ") for ln in lines[:3]) or _("A place")


def piece_words(item: PieceItem) -> str:
    lines = [ln for ln in item.reference_lines() if ln]
    return ", ".join(ln.replace("\n", " ") for ln in lines[:2]) or _("A piece")


class TableOutline(QTreeWidget):
    def __init__(self, keys: KeyboardPlay, parent: QWidget | None = None) -> None:
        super().__init__(parent)
        self.keys = keys
        self.setHeaderHidden(True)
        self.setColumnCount(1)
        self.setUniformRowHeights(True)
        self.setAccessibleName(_("Table outline"))
        self.setAccessibleDescription(
            _("The boards, their places and what lies there. Entries that say 'choose' are the "
              "moves you can make now: press Return on one to make it.")
        )
        self.itemActivated.connect(self._activated)

    def rebuild(self) -> None:
        """Fill the tree from the boards (the choices open; the entry in focus kept)."""
        page, c = self.keys.window.page, self.keys.window.controller
        if page is None or not self.isVisible():
            return
        was = self.currentItem()
        keep = was.text(0) if was is not None else ""
        self.setUpdatesEnabled(False)
        self.clear()
        table = page.table
        refocus: QTreeWidgetItem | None = None
        for frame, scene in zip(table.frames, table.scenes, strict=True):
            if frame.isHidden():
                continue
            board = QTreeWidgetItem([plain(frame.title.text())])
            self.addTopLevelItem(board)
            choices = self._fill_board(board, scene)
            board.setExpanded(choices > 0 or (c is not None and scene.seat == c.display_viewer))
            if choices:
                board.setText(0, _("{board} ({count} to choose)").format(board=board.text(0),
                                                                           count=choices))
        for item in self._walk():
            if keep and item.text(0) == keep:
                refocus = item
                break
        if refocus is not None:
            self.setCurrentItem(refocus)
        self.setUpdatesEnabled(True)

    def _fill_board(self, board: QTreeWidgetItem, scene: BoardScene) -> int:
        by_zone: dict[str, list[PieceItem]] = {}
        for piece in scene.pieces.values():
            if piece.isVisible() and piece.piece.id:
                by_zone.setdefault(piece.piece.zone, []).append(piece)
        choices = 0
        for zone_id, zitem in scene.zones.items():
            if not zitem.isVisible():
                continue
            pieces = sorted(by_zone.get(zone_id, []), key=lambda p: p.piece.slot)
            text = zone_words(zitem)
            if pieces:
                text += f" ({len(pieces)})"
            zone = QTreeWidgetItem([text])
            choices += self._mark(zone, scene, zitem)
            for piece in pieces:
                entry = QTreeWidgetItem([piece_words(piece)])
                choices += self._mark(entry, scene, piece)
                zone.addChild(entry)
            board.addChild(zone)
            kids = [zone.child(i) for i in range(zone.childCount())]
            zone.setExpanded(any(k is not None and k.data(0, STOP_ROLE) for k in kids))
        return choices

    def _mark(self, entry: QTreeWidgetItem, scene: BoardScene, item: TargetItem) -> int:
        if not item.targetable:
            return 0
        entry.setText(0, f"{entry.text(0)} — {choice_words(item._hint)}")
        entry.setData(0, STOP_ROLE, Stop(scene, item.target_id))
        font = entry.font(0)
        font.setBold(True)
        entry.setFont(0, font)
        return 1

    def _walk(self) -> Iterator[QTreeWidgetItem]:
        tops = (self.topLevelItem(i) for i in range(self.topLevelItemCount()))
        stack = [t for t in tops if t is not None]  # None only past the end
        while stack:
            item = stack.pop(0)
            yield item
            kids = (item.child(i) for i in range(item.childCount()))
            stack[0:0] = [k for k in kids if k is not None]

    def choices(self) -> list[QTreeWidgetItem]:
        return [i for i in self._walk() if i.data(0, STOP_ROLE) is not None]

    def _activated(self, entry: QTreeWidgetItem, _column: int = 0) -> None:
        try:
            stop = entry.data(0, STOP_ROLE)
        except RuntimeError:  # the tree was rebuilt meanwhile
            return
        if isinstance(stop, Stop) and stop in self.keys.stops():
            self.keys.act(stop)

    def showEvent(self, event: QShowEvent) -> None:  # noqa: N802
        super().showEvent(event)
        self.rebuild()


class ChoiceList(QListWidget):
    """Everything the seat can do now, flat, in the keys' order (board targets, then the bar's
    buttons): Return on an entry, or a screen reader's "activate", makes that move.

    Flat on purpose: AT-SPI's Toggle on a nested tree entry selects the row of the same
    number at the top level (Qt maps a cell's row within its parent as a row of the whole
    tree), so only a flat list can be activated through the bus."""

    def __init__(self, keys: KeyboardPlay, parent: QWidget | None = None) -> None:
        super().__init__(parent)
        self.keys = keys
        self.setAccessibleName(_("Choices now"))
        self.setAccessibleDescription(_("The moves you can make now: press Return on one to make it"))
        self.itemActivated.connect(self._activated)
        self.selectionModel().selectionChanged.connect(self._selected)

    def rebuild(self) -> None:
        if not self.isVisible():
            return
        self.clear()
        for stop in self.keys.stops():
            if stop.button is not None:
                text = _("{what} (button)").format(what=stop.button.toolTip() or stop.button.text())
            else:
                assert stop.scene is not None
                item = stop.scene.item(stop.target)
                if item is None:
                    continue
                what = piece_words(item) if isinstance(item, PieceItem) else zone_words(item)
                text = f"{what.split(', ')[0]} — {choice_words(item._hint)}"
            entry = QListWidgetItem(text)
            entry.setData(STOP_ROLE, stop)
            self.addItem(entry)

    def _activated(self, entry: QListWidgetItem) -> None:
        try:
            stop = entry.data(STOP_ROLE)
        except RuntimeError:  # rebuilt meanwhile
            return
        if isinstance(stop, Stop) and stop in self.keys.stops():
            self.keys.act(stop)

    def _selected(self, selected: QItemSelection, _deselected: QItemSelection) -> None:
        """A screen reader's "activate" (AT-SPI's Toggle on a list cell) selects an entry
        without making it the current one, which the keys and the mouse always do first:
        that selection is the activation."""
        current = self.currentIndex()
        for index in selected.indexes():
            if index != current:
                entry = self.item(index.row())
                if entry is not None:
                    QTimer.singleShot(0, lambda e=entry: self._activated(e))  # not mid-signal
                return

    def showEvent(self, event: QShowEvent) -> None:  # noqa: N802
        super().showEvent(event)
        self.rebuild()
