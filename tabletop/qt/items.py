"""Graphics items that mirror the view's zones and pieces by id, drawn with QPainter (a zone here,
a piece in piece_item.py)."""

from __future__ import annotations

from PySide6.QtCore import QPointF, QRectF, Qt
from PySide6.QtGui import QBrush, QColor, QPainter, QPainterPath, QPen
from PySide6.QtWidgets import QStyleOptionGraphicsItem, QWidget

from tabletop.core import Zone
from tabletop.core.i18n import _
from tabletop.model.layout import Style, ZoneLayout

from . import face_note, theme
from .paint_metrics import (
    BADGE_FLOOR_RATIO,
    BAND_FILL,
    DIVIDER_INSET,
    DIVIDER_PEN,
    EMPTY_PILE_PEN,
    EMPTY_PILE_RADIUS,
    FLOOR_SLACK,
    NOTE_LEAST,
    NOTE_RATIO,
    PILE_BACKS_SHOWN,
    PILE_BADGE_PEN,
    PILE_BADGE_SHARE,
    PILE_COUNT_RATIO,
    PILE_ROOM,
    PILE_STEP,
    STRIP_NOTE_RATIO,
    STRIP_NOTE_SHARE,
    STRIP_NOTE_TOP,
    STRIP_TEXT_INSET,
    STRIP_TITLE_RATIO,
    STRIP_TITLE_SHARE,
    TITLE_FILL,
    TITLE_LINE_SPACE,
    TITLE_TOP,
    ZONE_MARK_LEAST,
    ZONE_MARK_MOST,
    ZONE_MARK_SHARE,
    ZONE_PEN,
    ZONE_TEXT_INSET,
)
from .palette import PILE_BADGE
from .piece_item import PieceItem
from .scene_text import draw_scene_text, report_unlabelled
from .target_item import GLOW, MIN_TEXT_PX, TargetItem, draw_card_back

__all__ = ["GLOW", "PieceItem", "TargetItem", "ZoneItem", "draw_card_back"]


# what a zone's text bands depend on: its title, its note, the board's scale and the text floor
BandsKey = tuple[str | None, str | None, float, float]


class ZoneItem(TargetItem):
    """A place on a board: outline, title, note and, for hidden piles, a card back with a count."""

    def __init__(
        self, layout: ZoneLayout, style: Style | None, pile_size: tuple[float, float]
    ) -> None:
        super().__init__(layout.id)
        self.layout = layout
        self.style = style
        self.pile_size = pile_size
        self.zone: Zone | None = None
        x, y, w, h = layout.rect
        self.rect = QRectF(0, 0, w, h)
        self.setPos(x, y)
        self.setZValue(0)
        self._lines_key: BandsKey | None = None
        self._lines = (1, 1)
        self._content_key: BandsKey | None = None
        self._content = (x, y, w, h)
        if layout.overlay:
            self.setAcceptHoverEvents(False)

    def targetable_changed(self) -> None:
        if self.layout.overlay:  # hovering passes to the zones under it unless it is a target
            self.setAcceptHoverEvents(self.targetable)

    def set_zone(self, zone: Zone | None) -> None:
        if zone == self.zone:
            return
        self.zone = zone
        self._refresh_tooltip()
        self.update()

    @property
    def selected_here(self) -> bool:
        return self.zone is not None and self.zone.selected

    def base_tooltip(self) -> str:
        if self.zone is None:
            return ""
        lines = [self.zone.title] if self.zone.title else []
        if self.zone.detail:
            lines.append(self.zone.detail)
        if self.zone.count is not None:
            lines.append(_("{count} face down").format(count=self.zone.count))
        return "\n".join(lines)

    def reference_lines(self) -> list[str]:
        z = self.zone
        if z is None:
            return []
        heading = z.title or z.detail  # never the zone's id: players read this
        lines = [heading] if heading else []
        if z.note:
            lines.append(z.note)
        if z.detail and z.detail != heading:
            lines.append(z.detail)
        if z.count is not None:
            lines.append(_("{count} face down").format(count=z.count))
        return lines

    @property
    def short(self) -> bool:
        """A strip (a track, a row of slots): the title goes to its left, not above."""
        return self.rect.height() < 22

    def label_width(self) -> float:
        """Width of the title column at the left of a long strip (0 for other zones)."""
        w, h = self.rect.width(), self.rect.height()
        if not self.short or w < 4 * h or self.zone is None or not self.zone.title:
            return 0.0
        design = min(w * 0.22, max(h * 2.2, 0.62 * h * 0.42 * len(self.zone.title) + 2))
        least = self.floor_units()  # room for the title (and note) at the floor size, up to 40%
        need = theme.text_width(self.zone.title, min(least, h * 0.5), bold=True) + 3 if least else 0
        width = max(design, min(need, w * 0.4))
        if least and self.zone.note:  # a note that would be cut even small: a wider column
            smallest = least * theme.NAME_LEAST_PX / self.render_context().text_floor_px
            note = theme.text_width(self.zone.note, min(smallest, h * 0.45)) + 3
            if note > width:  # up to 60%: a pier's few crates still have their row
                width = min(note, w * 0.6)
        return width

    def floor_units(self) -> float:
        """How many board units letters need to read at the floor size, at the scale the
        board is shown (0 before a view has shown it)."""
        scene = self.host()
        px = scene.unit_px if scene is not None else 0.0
        return self.render_context().text_floor_px / px if px > 0 else 0.0

    def _bands_key(self) -> BandsKey:
        """What the text bands depend on: the texts, the board's scale and the floor."""
        z = self.zone
        scene = self.host()
        px = scene.unit_px if scene is not None else 0.0
        floor = self.render_context().text_floor_px
        return (z.title if z else None, z.note if z else None, px, floor)

    def title_lines(self) -> int:
        """A title too wide for one line at the floor size takes more, if the zone is tall."""
        return self._band_lines()[0]

    def note_lines(self) -> int:
        return self._band_lines()[1]

    def _band_lines(self) -> tuple[int, int]:
        key = self._bands_key()
        if self._lines_key != key:  # measuring text is dear; syncs ask often
            self._lines_key = key
            self._lines = (1, 1)
            title = self._title_lines()
            self._lines = (title, 1)  # the note's room depends on the title's
            self._lines = (title, self._note_lines())
        return self._lines

    def _title_lines(self) -> int:
        """As many lines (up to three) as the title needs at the floor size, while they take
        at most half the zone at the smallest size a name may shrink to."""
        least = self.floor_units()
        if not least or self.zone is None or not self.zone.title:
            return 1
        need = theme.lines_needed(self.zone.title, least, self.rect.width() - 3, bold=True)
        if need == 1 or theme.lines_needed(
            self.zone.title, least * 0.8, self.rect.width() - 3, bold=True
        ) == 1:
            return 1  # a little smaller on one line rather than a band of two
        smallest = least * theme.NAME_LEAST_PX / self.render_context().text_floor_px
        tall = 2 * theme.LINE * least <= self.rect.height() * 0.25  # two lines cost it little
        if need == 0 and not tall and theme.lines_needed(
            self.zone.title, smallest, self.rect.width() - 3
        ):
            return 1  # a word a little too wide: smaller letters, not a second line
        room = int(self.rect.height() * 0.5 / (theme.LINE * smallest) + 0.05)  # half: pieces
        if need == 3 and theme.lines_needed(self.zone.title, smallest, self.rect.width() - 3) < 3:
            need = 2  # a third line only for a title that needs it even at the smallest
        return max(1, min(need or 2, room, 3))

    def _note_lines(self) -> int:
        """A note too wide for one line takes two where the zone has the room."""
        least = self.floor_units()
        if not least or self.zone is None or " " not in self.zone.note:
            return 1
        smallest = least * theme.NAME_LEAST_PX / self.render_context().text_floor_px
        if theme.lines_needed(self.zone.note, smallest, self.rect.width() - 3) == 1:
            return 1  # it fits one line, if smaller: the pieces keep their room
        room = self.rect.height() * 0.76 - self.title_height()  # a quarter for the pieces
        return 2 if 2 * theme.LINE * smallest + 0.4 <= min(room, self.rect.height() * 0.48) else 1

    def title_height(self) -> float:
        """Height of the title band above the pieces (0 for strips and untitled zones)."""
        if self.zone is None or not self.zone.title or self.short:
            return 0.0
        design = min(max(4.0, self.rect.height() * 0.09), 6.0) * 1.5
        lines = self.title_lines()
        need = self.floor_units() * theme.LINE * lines + 0.6
        return max(design, min(need, self.rect.height() * (0.5 if lines > 1 else 0.48)))

    def note_height(self) -> float:
        """Height of the note band under the pieces."""
        if self.zone is None or not self.zone.note or self.short:
            return 0.0
        lines = self.note_lines()
        design = max(self.title_height() * 0.7, 4.0) * lines
        need = self.floor_units() * theme.LINE * lines + 0.4
        room = self.rect.height() * (0.72 if lines == 1 else 0.76) - self.title_height()
        cap = 0.36 if lines == 1 else 0.48  # two lines, where the note would be cut on one
        return max(min(design, need), min(need, room, self.rect.height() * cap))

    def content_rect(self) -> tuple[float, float, float, float]:
        """Where pieces go, in board coordinates."""
        key = self._bands_key()
        if self._content_key != key:
            self._content_key = key
            self._content = self._content_rect()
        return self._content

    def _content_rect(self) -> tuple[float, float, float, float]:
        x, y, w, h = self.layout.rect
        top = self.title_height()
        bottom = self.note_height()
        left = self.label_width()
        pad = min(1.5, w * 0.05, h * 0.05)
        return (
            x + left + pad,
            y + top + pad,
            max(1.0, w - left - 2 * pad),
            max(1.0, h - top - bottom - 2 * pad),
        )

    def outline(self) -> QPainterPath:
        shape = {"circle": "circle", "rect": "rect"}.get(self.layout.shape, "rounded")
        return theme.shape_path(shape, self.rect)

    def boundingRect(self) -> QRectF:  # noqa: N802
        # room for the target mark and its halo outside the edge
        return self.rect.adjusted(-GLOW * 3, -GLOW * 3, GLOW * 3, GLOW * 3)

    def shape(self) -> QPainterPath:
        # clicks and hovers take the zone's own rectangle, not the halo's room around it: on a
        # board of touching spaces (Madeira's city rows) the halo of the next space covered
        # this one's middle, so a click there chose the neighbour
        path = QPainterPath()
        path.addRect(self.rect)
        return path

    def paint(
        self, painter: QPainter, option: QStyleOptionGraphicsItem, widget: QWidget | None = None
    ) -> None:
        painter.setRenderHint(QPainter.RenderHint.Antialiasing)
        path = self.outline()
        if self.layout.shape != "none":
            fill = QColor(self.style.fill) if self.style else theme.ZONE_FILL
            edge = QColor(self.style.stroke) if self.style else theme.ZONE_EDGE
            painter.setPen(QPen(*theme.zone_edge(edge, ZONE_PEN)))
            painter.setBrush(QBrush(fill))
            painter.drawPath(path)
        zone = self.zone
        if zone is None:
            self.paint_glow(painter, path, self.mark_band(), outside=True)
            return
        ink = QColor(self.style.text) if self.style else theme.INK
        if theme.high_contrast:  # black or white on the place's own fill
            ink = theme.zone_ink(ink, QColor(self.style.fill) if self.style else theme.BOARD_BG)
        painter.setRenderHint(QPainter.RenderHint.TextAntialiasing)
        # on a small board the letters grow towards MIN_TEXT_PX on screen, within their band
        px = abs(painter.worldTransform().m11()) or 1.0
        least = MIN_TEXT_PX / px
        if self.short:
            self._paint_strip_words(painter, zone, ink, least)
        else:
            self._paint_band_words(painter, zone, ink, least)
        if zone.count is not None:
            self._paint_pile(painter, zone.count)
        if zone.selected:
            self.paint_selected(painter, path, self.rect, self.mark_band(), on_edge=True)
        self.paint_glow(painter, path, self.mark_band(), outside=True)

    def _paint_strip_words(self, painter: QPainter, zone: Zone, ink: QColor, least: float) -> None:
        """A strip's title (and note, where two lines read) in its column at the left."""
        lw = self.label_width()
        if not lw:
            return
        ctx = self.render_context()
        left = Qt.AlignmentFlag.AlignLeft | Qt.AlignmentFlag.AlignVCenter
        h = self.rect.height()
        # a strip too low for two readable lines keeps its title (the note: tooltip)
        note = zone.note if h * STRIP_NOTE_SHARE / theme.LINE >= least * FLOOR_SLACK else ""
        if zone.note and not note:
            report_unlabelled(ctx, zone.note)
        band = QRectF(
            STRIP_TEXT_INSET, 0, lw - STRIP_TEXT_INSET, h * (STRIP_TITLE_SHARE if note else 1.0)
        )
        size = min(max(h * STRIP_TITLE_RATIO, least), band.height() * BAND_FILL)
        draw_scene_text(ctx, painter, band, zone.title, size, ink, left, bold=True)
        if note:
            below = QRectF(
                STRIP_TEXT_INSET, h * STRIP_NOTE_TOP, lw - STRIP_TEXT_INSET, h * STRIP_NOTE_SHARE
            )
            size = min(max(h * STRIP_NOTE_RATIO, least * NOTE_LEAST), below.height() * BAND_FILL)
            draw_scene_text(ctx, painter, below, zone.note, size, theme.MUTED_INK, left)
        painter.setPen(
            QPen(QColor(self.style.stroke) if self.style else theme.ZONE_EDGE, DIVIDER_PEN)
        )
        painter.drawLine(QPointF(lw, DIVIDER_INSET), QPointF(lw, h - DIVIDER_INSET))

    def _paint_band_words(self, painter: QPainter, zone: Zone, ink: QColor, least: float) -> None:
        """A place's title in its band at the top, its note in its band at the foot."""
        ctx = self.render_context()
        left = Qt.AlignmentFlag.AlignLeft | Qt.AlignmentFlag.AlignVCenter
        right = Qt.AlignmentFlag.AlignRight | Qt.AlignmentFlag.AlignVCenter
        w, h = self.rect.width(), self.rect.height()
        inner = w - 2 * ZONE_TEXT_INSET
        th = self.title_height()
        if th:
            lines = self.title_lines()
            size = min(max(th / TITLE_LINE_SPACE / lines, least), th * TITLE_FILL / lines)
            face_note.draw_text_or_amounts(
                ctx, painter, QRectF(ZONE_TEXT_INSET, TITLE_TOP, inner, th), zone.title, size,
                ink, left, bold=True,
            )
        nh = self.note_height()
        if zone.note and nh / theme.LINE / self.note_lines() < least * FLOOR_SLACK:
            report_unlabelled(ctx, zone.note)  # no room to read it: tooltip
        elif zone.note:
            face_note.draw_text_or_amounts(
                ctx,
                painter,
                QRectF(ZONE_TEXT_INSET, h - nh, inner, nh),
                zone.note,
                min(max(nh * NOTE_RATIO, least * NOTE_LEAST), nh / theme.LINE) / self.note_lines(),
                theme.MUTED_INK,
                right,
            )

    def mark_band(self) -> float:
        """Width of the target and selection marks: thin on a small space, never hiding it."""
        short_side = min(self.rect.width(), self.rect.height())
        return max(ZONE_MARK_LEAST, min(ZONE_MARK_MOST, short_side * ZONE_MARK_SHARE))

    def _paint_pile(self, painter: QPainter, count: int) -> None:
        x, y, w, h = self.content_rect()
        ox, oy = self.layout.rect[0], self.layout.rect[1]
        area = QRectF(x - ox, y - oy, w, h)
        pw, ph = self.pile_size
        scale = min(1.0, area.width() / (pw + PILE_ROOM), area.height() / (ph + PILE_ROOM))
        card = QRectF(0, 0, pw * scale, ph * scale)
        card.moveCenter(area.center() - QPointF(PILE_STEP, PILE_STEP))
        if count <= 0:
            painter.setPen(QPen(theme.MUTED_INK, EMPTY_PILE_PEN, Qt.PenStyle.DashLine))
            painter.setBrush(Qt.BrushStyle.NoBrush)
            painter.drawRoundedRect(card, EMPTY_PILE_RADIUS, EMPTY_PILE_RADIUS)
        else:
            for i in range(min(count, PILE_BACKS_SHOWN) - 1, -1, -1):
                draw_card_back(painter, card.translated(PILE_STEP * i, PILE_STEP * i))
        ctx = self.render_context()
        if ctx.thumbnail:  # a thumbnail shows no numbers
            return
        least = ctx.text_floor_px * BADGE_FLOOR_RATIO / (theme.logical_em_px(painter, 1.0) or 1.0)
        badge = min(max(min(card.width(), card.height()) * PILE_BADGE_SHARE, least), min(w, h))
        circle = QRectF(0, 0, badge, badge)
        circle.moveCenter(card.center())
        painter.setPen(QPen(theme.INK, PILE_BADGE_PEN))
        painter.setBrush(QBrush(PILE_BADGE))
        painter.drawEllipse(circle)
        draw_scene_text(
            ctx, painter, circle, str(count), badge * PILE_COUNT_RATIO, theme.INK, bold=True
        )
