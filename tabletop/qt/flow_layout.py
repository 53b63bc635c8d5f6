"""A layout that places its widgets left to right and wraps them onto further rows."""

from __future__ import annotations

from PySide6.QtCore import QPoint, QRect, QSize, Qt
from PySide6.QtWidgets import QLayout, QLayoutItem, QWidget


class FlowLayout(QLayout):
    """Widgets in reading order, as many per row as fit; rows right-aligned (buttons)."""

    def __init__(self, parent: QWidget | None = None, spacing: int = 6, left: bool = False) -> None:
        super().__init__(parent)
        self._items: list[QLayoutItem] = []
        self._gap = spacing
        self._left = left  # rows start at the left (a row of figures), not the right (buttons)
        self.setContentsMargins(0, 0, 0, 0)

    def addItem(self, item: QLayoutItem) -> None:  # noqa: N802 (Qt API)
        self._items.append(item)

    def count(self) -> int:
        return len(self._items)

    def itemAt(self, index: int) -> QLayoutItem | None:  # noqa: N802
        return self._items[index] if 0 <= index < len(self._items) else None

    def takeAt(self, index: int) -> QLayoutItem | None:  # noqa: N802
        return self._items.pop(index) if 0 <= index < len(self._items) else None

    def expandingDirections(self) -> Qt.Orientation:  # noqa: N802
        return Qt.Orientation(0)

    def hasHeightForWidth(self) -> bool:  # noqa: N802
        return True

    def heightForWidth(self, width: int) -> int:  # noqa: N802
        return self._do_layout(QRect(0, 0, width, 0), apply=False)

    def setGeometry(self, rect: QRect) -> None:  # noqa: N802
        super().setGeometry(rect)
        self._do_layout(rect, apply=True)

    def sizeHint(self) -> QSize:  # noqa: N802
        width = self.row_width()
        return QSize(width, self.heightForWidth(width))

    def minimumSize(self) -> QSize:  # noqa: N802
        size = QSize()
        for item in self._visible():
            size = size.expandedTo(item.minimumSize())
        return size

    def row_width(self) -> int:
        """The width all the widgets need in one row."""
        items = self._visible()
        return sum(i.sizeHint().width() for i in items) + self._gap * max(0, len(items) - 1)

    def _visible(self) -> list[QLayoutItem]:
        return [i for i in self._items if (w := i.widget()) is None or not w.isHidden()]

    def _do_layout(self, rect: QRect, apply: bool) -> int:
        rows: list[list[QLayoutItem]] = [[]]
        used = 0
        for item in self._visible():
            w = item.sizeHint().width()
            if rows[-1] and used + self._gap + w > rect.width():
                rows.append([])
                used = 0
            used += (self._gap if rows[-1] else 0) + w
            rows[-1].append(item)
        y = rect.y()
        for row in rows:
            if not row:
                continue
            height = max(i.sizeHint().height() for i in row)
            width = sum(i.sizeHint().width() for i in row) + self._gap * (len(row) - 1)
            x = rect.x() + (0 if self._left else max(0, rect.width() - width))
            for item in row:
                hint = item.sizeHint()
                if apply:
                    item.setGeometry(QRect(QPoint(x, y + (height - hint.height()) // 2), hint))
                x += hint.width() + self._gap
            y += height + self._gap
        return max(0, y - rect.y() - self._gap)
