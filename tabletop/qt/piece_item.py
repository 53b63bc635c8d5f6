"""A piece of the view (card, tile, token, worker) as a graphics item, drawn with QPainter: its
shape, face, corner number and name (zones are in items.py)."""

from __future__ import annotations

from PySide6.QtCore import QPointF, QRectF, Qt
from PySide6.QtGui import QBrush, QColor, QPainter, QPainterPath, QPen
from PySide6.QtWidgets import QStyleOptionGraphicsItem

from tabletop.core import Piece
from tabletop.core.i18n import _
from tabletop.model.layout import Style

from . import face_note, theme
from .looks import PieceLook
from .target_item import GLOW, TargetItem, draw_card_back

LABEL_LEAST_PX = 9.0  # a piece's name is drawn only if it can be this tall on screen
BADGE_TALL = 0.62  # a card's corner number is this share of its badge (a token's: half)


class PieceItem(TargetItem):
    """A card, token, tile, die, worker or marker; its position is the centre of the piece."""

    def __init__(self, piece: Piece, size: tuple[float, float], look: PieceLook) -> None:
        super().__init__(piece.id)
        self.piece = piece
        self.size = size
        self.look = look
        self.style: Style = look.style
        self.covered = False  # the next piece of a crowded row lies over this one's name
        self._refresh_tooltip()
        self.targetable_changed()

    def set_covered(self, on: bool) -> None:
        if on != self.covered:
            self.covered = on
            self.update()

    def reuse(self, piece: Piece, size: tuple[float, float], look: PieceLook) -> None:
        """Become the item of another piece (recycled instead of destroyed)."""
        self.target_id = piece.id
        self.hovered = False
        self.piece = Piece("", "", "")  # forces set_piece to refresh everything
        self.set_piece(piece, size, look)

    @property
    def seat_color(self) -> str:
        """The hex colour of the seat this piece is drawn for ("" when it has no owner)."""
        return self.look.seat_color

    def blank(self) -> None:
        self.target_id = ""
        self.piece = Piece("", "", self.piece.kind)
        self.setToolTip("")

    def targetable_changed(self) -> None:
        self.setZValue(10 + self.piece.slot + (1000 if self.targetable else 0))

    def set_piece(self, piece: Piece, size: tuple[float, float], look: PieceLook) -> None:
        if size != self.size:
            self.prepareGeometryChange()
            self.size = size
        elif piece == self.piece and look == self.look:
            return
        self.piece = piece
        self.look = look
        self.style = look.style
        self.targetable_changed()
        self._refresh_tooltip()
        self.update()

    @property
    def selected_here(self) -> bool:
        return self.piece.selected and self.isVisible()

    def base_tooltip(self) -> str:
        p = self.piece
        if not p.face_up:
            return p.detail or _("Face down")
        return p.detail or p.label

    def reference_lines(self) -> list[str]:
        p = self.piece
        if not p.id:
            return []
        if not p.face_up:
            return [_("Face down"), p.detail]
        lines = [p.label or p.kind.capitalize()]
        if any(ch.isalnum() for ch in p.value):  # a glyph (a tile's outline) is a picture, not a value
            lines.append(_("Value: {value}").format(value=p.value))
        if p.detail and p.detail != p.label:
            lines.append(p.detail)
        return lines

    def body_rect(self) -> QRectF:
        w, h = self.size
        return QRectF(-w / 2, -h / 2, w, h)

    def outline(self) -> QPainterPath:
        shape: str = self.style.shape  # the layout offers no meeple: workers get one
        if self.piece.kind == "worker" and shape == "rounded":
            shape = "meeple"
        if not self.piece.face_up and self.piece.kind == "card":
            shape = "rounded"
        return theme.shape_path(shape, self.body_rect())

    def boundingRect(self) -> QRectF:  # noqa: N802
        return self.body_rect().adjusted(-GLOW * 2, -GLOW * 2, GLOW * 2, GLOW * 2)

    def shape(self) -> QPainterPath:
        path = QPainterPath()
        path.addRect(self.body_rect().adjusted(-GLOW, -GLOW, GLOW, GLOW))
        return path

    def mark_band(self) -> float:
        """Width of the target and selection marks, in proportion to the piece."""
        return max(0.5, min(1.8, min(self.size) * 0.14))

    def paint(self, painter: QPainter, option: QStyleOptionGraphicsItem, widget=None) -> None:
        painter.setRenderHint(QPainter.RenderHint.Antialiasing)
        painter.setRenderHint(QPainter.RenderHint.TextAntialiasing)
        body = self.body_rect()
        path = self.outline()
        piece = self.piece
        if not piece.face_up:
            draw_card_back(painter, body)
            if piece.selected:
                self.paint_selected(painter, path, body, self.mark_band())
            self.paint_glow(painter, path, self.mark_band())
            return
        style = self.style
        look = self.look
        fill = QColor(style.fill)
        small = min(body.width(), body.height())
        # a soft shadow gives the piece some depth on the board
        painter.setPen(Qt.PenStyle.NoPen)
        painter.setBrush(QBrush(QColor(0, 0, 0, 45)))
        painter.drawPath(path.translated(0.5, 0.6))
        painter.setPen(QPen(QColor(style.stroke), max(0.25, small * 0.035)))
        painter.setBrush(QBrush(fill))
        painter.drawPath(path)
        if look.seat_mark == "frame":  # a card or tile of a seat: its face, framed in the colour
            band = max(0.6, small * 0.08)
            painter.setPen(QPen(QColor(look.seat_color), band))
            painter.setBrush(Qt.BrushStyle.NoBrush)
            painter.drawPath(theme.shape_path(
                "rounded", body.adjusted(band / 2, band / 2, -band / 2, -band / 2)))
        text = QColor(style.text)
        renderer = theme.svg_renderer(style.icon)
        tall = body.height() > body.width() * 1.15
        number = piece.label if renderer is not None and not tall and len(piece.label) <= 3 else ""
        area = QRectF(
            body.left() + body.width() * 0.54, body.top(), body.width() * 0.42, body.height()
        )
        # the number reads at the table's floor size where the piece has the room
        least = theme.text_floor_px / (theme.logical_em_px(painter, 1.0) or 1.0)
        height = min(max(small * 0.46, least), body.height() * 0.9)
        # a piece too small for its icon and a readable number side by side (a tree marker on
        # a laptop): the number, which is the news, goes in the middle over a faint icon
        behind = bool(number) and theme.scene_text_px(
            painter, area, number, height, bold=True, min_shrink=0.75
        ) < theme.text_floor_px * 0.95
        if renderer is not None:
            icon = QRectF(0, 0, small * 0.5, small * 0.5)
            if behind:
                icon = QRectF(0, 0, small * 0.8, small * 0.8)
                icon.moveCenter(body.center())
                painter.setOpacity(painter.opacity() * 0.3)
            elif number:  # the icon at the left, its number at the right, apart
                icon.moveCenter(QPointF(body.left() + body.width() * 0.3, body.center().y()))
            else:
                icon.moveCenter(body.center() - QPointF(0, body.height() * (0.12 if tall else 0.0)))
            renderer.render(painter, icon)
            if behind:
                painter.setOpacity(painter.opacity() / 0.3)
        if behind and not self.covered:
            self._paint_label(painter, body, text, tall, True)
        elif number and not self.covered:
            theme.draw_scene_text(painter, area, number, height, text, bold=True, min_shrink=0.75)
        elif piece.label and not self.covered:
            self._paint_label(painter, body, text, tall, renderer is None)
        # the target mark, then the number badge on it: the badge's rim carries the mark on,
        # so it reads as one closed outline and the number stays readable
        band = self.mark_band()
        self.paint_glow(painter, path, band)
        if piece.value and not theme.thumbnail_depth:  # a thumbnail shows no numbers
            badge = self._badge_size(painter, small, tall)
            corner = QRectF(body.left() + small * 0.06, body.top() + small * 0.06, badge, badge)
            if not tall:
                corner.moveTopRight(QPointF(body.right() + badge * 0.25, body.top() - badge * 0.25))
            rim = QPen(theme.TARGET_DARK, band * 0.7) if self.targetable else QPen(
                QColor(style.stroke), 0.3
            )
            painter.setPen(rim)
            painter.setBrush(QBrush(QColor("#fffdf6")))
            painter.drawEllipse(corner)
            theme.draw_scene_text(
                painter, corner, piece.value, badge * (BADGE_TALL if tall else 0.5), theme.INK,
                bold=True,
            )
        if look.seat_mark in ("badge", "frame"):
            self._paint_seat_badge(painter, body, small)
        if piece.selected:  # the tick goes to the corner the number badge leaves free
            self.paint_selected(painter, path, body, band, tick_right=tall)

    @staticmethod
    def _badge_size(painter: QPainter, small: float, tall: bool) -> float:
        """The corner badge's width: its number reads at the floor size where there is room."""
        # on a card (tall) the badge is tighter round its number, which leaves the card's
        # name three lines under it: a number at the reading floor, 9 px
        least = (theme.NAME_LEAST_PX / BADGE_TALL if tall else theme.text_floor_px * 1.5) / (
            theme.logical_em_px(painter, 1.0) or 1.0
        )
        return min(max(small * (0.34 if tall else 0.42), least), small * 0.75)

    def _paint_seat_badge(self, painter: QPainter, body: QRectF, small: float) -> None:
        """The owner's shape in a corner: a worker or die keeps its outline, so says it here."""
        size = max(2.4, min(small * 0.42, 7.0))
        badge = QRectF(body.right() - size * 0.8, body.bottom() - size * 0.8, size, size)
        painter.setPen(QPen(QColor("#ffffff"), max(0.25, size * 0.12)))
        painter.setBrush(QBrush(QColor(self.look.seat_color)))
        painter.drawPath(theme.shape_path(self.look.seat_shape, badge))

    def _paint_label(
        self, painter: QPainter, body: QRectF, ink: QColor, tall: bool, plain: bool
    ) -> None:
        """The piece's name: across a card's middle, wrapped; centred on a token or tile.

        A name that cannot be at least ``LABEL_LEAST_PX`` tall on screen in its place is
        left to the piece's colour, shape and tooltip (letters a few pixels tall are noise).
        """
        label = self.piece.label
        small = min(body.width(), body.height())
        if tall:
            # under the corner badge; a printed cost takes the card's foot
            top = body.height() * 0.1  # under the corner badge, from the top down
            if self.piece.value:
                top = small * 0.06 + self._badge_size(painter, small, tall) * 0.9
            foot = 0.17 if self.piece.note else 0.06
            area = body.adjusted(
                body.width() * 0.04, top, -body.width() * 0.04, -body.height() * foot,
            )
            height, bold, wrap = body.width() * 0.2, False, True
            align = Qt.AlignmentFlag.AlignHCenter | Qt.AlignmentFlag.AlignTop
            if self.piece.note:
                band = QRectF(body.left() + body.width() * 0.03, area.bottom(),
                              body.width() * 0.94, body.height() * 0.16)
                face_note.paint_note(painter, band, self.piece.note, ink)
        elif plain:  # a piece with an icon shows the icon instead
            area = body.adjusted(small * 0.06, small * 0.06, -small * 0.06, -small * 0.06)
            align = Qt.AlignmentFlag.AlignCenter
            bold = len(label) <= 3
            height, wrap = small * (0.36 if bold else 0.24), not bold and " " in label
            if bold:  # a die's value or a short count: at the floor size where it fits
                least = theme.text_floor_px / (theme.logical_em_px(painter, 1.0) or 1.0)
                height = min(max(height, least), area.height() * 0.95)
        else:
            return
        if theme.scene_text_px(painter, area, label, height, bold, wrap) < LABEL_LEAST_PX or (
            theme.scene_text_cut(painter, area, label, height, bold)
        ):  # a name cut short reads as noise: colour, shape, tooltip and close look carry it
            theme.report_unlabelled(painter, label)
            return
        theme.draw_scene_text(painter, area, label, height, ink, align, bold=bold, wrap=wrap)
