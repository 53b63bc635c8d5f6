"""A piece of the view (card, tile, token, worker) as a graphics item, drawn with QPainter: its
shape, face, corner number and name (zones are in items.py)."""

from __future__ import annotations

from PySide6.QtCore import QPointF, QRectF, Qt
from PySide6.QtGui import QBrush, QColor, QPainter, QPainterPath, QPen
from PySide6.QtWidgets import QStyleOptionGraphicsItem, QWidget

from tabletop.core import Piece
from tabletop.core.i18n import N_, _
from tabletop.model.layout import Style

from . import face_note, theme
from . import paint_metrics as m
from .looks import PieceLook
from .paint_metrics import BADGE_TALL, LABEL_LEAST_PX
from .palette import PIECE_SHADOW, SEAT_BADGE_EDGE, VALUE_BADGE
from .render_context import RenderContext
from .scene_text import draw_scene_text, report_unlabelled, scene_text_fit
from .target_item import GLOW, TargetItem, draw_card_back


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
        lines = [p.label or kind_name(p.kind)]
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
        return max(m.PIECE_MARK_LEAST, min(m.PIECE_MARK_MOST, min(self.size) * m.PIECE_MARK_SHARE))

    def paint(
        self, painter: QPainter, option: QStyleOptionGraphicsItem, widget: QWidget | None = None
    ) -> None:
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
        small = min(body.width(), body.height())
        self._paint_body(painter, body, path, small)
        tall = body.height() > body.width() * m.TALL_RATIO
        self._paint_face(painter, body, small, tall)
        # the target mark, then the number badge on it: the badge's rim carries the mark on,
        # so it reads as one closed outline and the number stays readable
        band = self.mark_band()
        self.paint_glow(painter, path, band)
        ctx = self.render_context()
        if piece.value and not ctx.thumbnail:  # a thumbnail shows no numbers
            self._paint_value_badge(ctx, painter, body, small, tall, band)
        if self.look.seat_mark in ("badge", "frame"):
            self._paint_seat_badge(painter, body, small)
        if piece.selected:  # the tick goes to the corner the number badge leaves free
            self.paint_selected(painter, path, body, band, tick_right=tall)

    def _paint_body(self, painter: QPainter, body: QRectF, path: QPainterPath, small: float) -> None:
        """The face-up piece's shape on its soft shadow, framed in its seat's colour."""
        style = self.style
        # a soft shadow gives the piece some depth on the board
        painter.setPen(Qt.PenStyle.NoPen)
        painter.setBrush(QBrush(PIECE_SHADOW))
        painter.drawPath(path.translated(m.SHADOW_DX, m.SHADOW_DY))
        painter.setPen(QPen(QColor(style.stroke), max(m.PIECE_PEN_LEAST, small * m.PIECE_PEN_SHARE)))
        painter.setBrush(QBrush(QColor(style.fill)))
        painter.drawPath(path)
        if self.look.seat_mark == "frame":  # a card or tile of a seat: its face, framed in the colour
            band = max(m.SEAT_FRAME_LEAST, small * m.SEAT_FRAME_SHARE)
            painter.setPen(QPen(QColor(self.look.seat_color), band))
            painter.setBrush(Qt.BrushStyle.NoBrush)
            painter.drawPath(theme.shape_path(
                "rounded", body.adjusted(band / 2, band / 2, -band / 2, -band / 2)))

    def _paint_face(self, painter: QPainter, body: QRectF, small: float, tall: bool) -> None:
        """The piece's icon and its number beside it (or over it, faint), or its name."""
        ctx = self.render_context()
        piece = self.piece
        text = QColor(self.style.text)
        renderer = theme.svg_renderer(self.style.icon)
        short = len(piece.label) <= m.SHORT_LABEL
        number = piece.label if renderer is not None and not tall and short else ""
        area = QRectF(
            body.left() + body.width() * m.NUMBER_LEFT, body.top(),
            body.width() * m.NUMBER_WIDTH, body.height()
        )
        # the number reads at the table's floor size where the piece has the room
        least = ctx.text_floor_px / (theme.logical_em_px(painter, 1.0) or 1.0)
        height = min(max(small * m.NUMBER_RATIO, least), body.height() * m.BAND_FILL)
        # a piece too small for its icon and a readable number side by side (a tree marker on
        # a laptop): the number, which is the news, goes in the middle over a faint icon
        behind = bool(number) and scene_text_fit(
            ctx, painter, area, number, height, bold=True, min_shrink=m.NUMBER_MIN_SHRINK
        ).px < ctx.text_floor_px * m.BEHIND_SLACK
        if renderer is not None:
            icon = QRectF(0, 0, small * m.ICON_SHARE, small * m.ICON_SHARE)
            if behind:
                icon = QRectF(0, 0, small * m.ICON_BEHIND_SHARE, small * m.ICON_BEHIND_SHARE)
                icon.moveCenter(body.center())
                painter.setOpacity(painter.opacity() * m.ICON_BEHIND_OPACITY)
            elif number:  # the icon at the left, its number at the right, apart
                icon.moveCenter(QPointF(body.left() + body.width() * m.ICON_LEFT, body.center().y()))
            else:
                lift = body.height() * (m.ICON_LIFT_TALL if tall else 0.0)
                icon.moveCenter(body.center() - QPointF(0, lift))
            renderer.render(painter, icon)
            if behind:
                painter.setOpacity(painter.opacity() / m.ICON_BEHIND_OPACITY)
        if self.covered:
            return
        if behind:
            self._paint_label(painter, body, text, tall, True)
        elif number:
            draw_scene_text(
                ctx, painter, area, number, height, text, bold=True,
                min_shrink=m.NUMBER_MIN_SHRINK,
            )
        elif piece.label:
            self._paint_label(painter, body, text, tall, renderer is None)

    def _paint_value_badge(
        self, ctx: RenderContext, painter: QPainter, body: QRectF, small: float, tall: bool,
        band: float,
    ) -> None:
        """The piece's corner number on its disc (a card's inside, a token's over the corner)."""
        badge = self._badge_size(ctx, painter, small, tall)
        inset = small * m.BADGE_INSET
        corner = QRectF(body.left() + inset, body.top() + inset, badge, badge)
        if not tall:
            out = badge * m.BADGE_OVERHANG
            corner.moveTopRight(QPointF(body.right() + out, body.top() - out))
        rim = QPen(theme.TARGET_DARK, band * m.BADGE_RIM_SHARE) if self.targetable else QPen(
            QColor(self.style.stroke), m.BADGE_RIM_PEN
        )
        painter.setPen(rim)
        painter.setBrush(QBrush(VALUE_BADGE))
        painter.drawEllipse(corner)
        draw_scene_text(
            ctx, painter, corner, self.piece.value,
            badge * (BADGE_TALL if tall else m.BADGE_TOKEN), theme.INK, bold=True,
        )

    @staticmethod
    def _badge_size(ctx: RenderContext, painter: QPainter, small: float, tall: bool) -> float:
        """The corner badge's width: its number reads at the floor size where there is room."""
        # on a card (tall) the badge is tighter round its number, which leaves the card's
        # name three lines under it: a number at the reading floor, 9 px
        floor = theme.NAME_LEAST_PX / BADGE_TALL if tall else ctx.text_floor_px * m.BADGE_FLOOR_RATIO
        least = floor / (theme.logical_em_px(painter, 1.0) or 1.0)
        share = m.BADGE_SHARE_TALL if tall else m.BADGE_SHARE
        return min(max(small * share, least), small * m.BADGE_MOST)

    def _paint_seat_badge(self, painter: QPainter, body: QRectF, small: float) -> None:
        """The owner's shape in a corner: a worker or die keeps its outline, so says it here."""
        size = max(m.SEAT_BADGE_LEAST, min(small * m.SEAT_BADGE_SHARE, m.SEAT_BADGE_MOST))
        out = size * m.SEAT_BADGE_OUT
        badge = QRectF(body.right() - out, body.bottom() - out, size, size)
        painter.setPen(QPen(SEAT_BADGE_EDGE, max(m.SEAT_BADGE_PEN_LEAST, size * m.SEAT_BADGE_PEN_SHARE)))
        painter.setBrush(QBrush(QColor(self.look.seat_color)))
        painter.drawPath(theme.shape_path(self.look.seat_shape, badge))

    def _paint_label(
        self, painter: QPainter, body: QRectF, ink: QColor, tall: bool, plain: bool
    ) -> None:
        """The piece's name: across a card's middle, wrapped; centred on a token or tile.

        A name that cannot be at least ``LABEL_LEAST_PX`` tall on screen in its place is
        left to the piece's colour, shape and tooltip (letters a few pixels tall are noise).
        """
        ctx = self.render_context()
        label = self.piece.label
        small = min(body.width(), body.height())
        if tall:
            # under the corner badge; a printed cost takes the card's foot
            top = body.height() * m.LABEL_TOP_TALL  # under the corner badge, from the top down
            if self.piece.value:
                top = small * m.BADGE_INSET + self._badge_size(ctx, painter, small, tall) * m.BADGE_UNDER
            foot = m.LABEL_FOOT_NOTE if self.piece.note else m.LABEL_FOOT
            side = body.width() * m.LABEL_SIDE
            area = body.adjusted(side, top, -side, -body.height() * foot)
            height, bold, wrap = body.width() * m.LABEL_RATIO_TALL, False, True
            align = Qt.AlignmentFlag.AlignHCenter | Qt.AlignmentFlag.AlignTop
            if self.piece.note:
                band = QRectF(body.left() + body.width() * m.NOTE_SIDE, area.bottom(),
                              body.width() * m.NOTE_WIDTH, body.height() * m.NOTE_HEIGHT)
                face_note.paint_note(ctx, painter, band, self.piece.note, ink)
        elif plain:  # a piece with an icon shows the icon instead
            inset = small * m.LABEL_INSET
            area = body.adjusted(inset, inset, -inset, -inset)
            align = Qt.AlignmentFlag.AlignCenter
            bold = len(label) <= m.SHORT_LABEL
            height = small * (m.LABEL_RATIO_SHORT if bold else m.LABEL_RATIO_LONG)
            wrap = not bold and " " in label
            if bold:  # a die's value or a short count: at the floor size where it fits
                least = ctx.text_floor_px / (theme.logical_em_px(painter, 1.0) or 1.0)
                height = min(max(height, least), area.height() * m.LABEL_FILL)
        else:
            return
        fit = scene_text_fit(ctx, painter, area, label, height, bold)
        if fit.px < LABEL_LEAST_PX or fit.cut:
            # a name cut short reads as noise: colour, shape, tooltip and close look carry it
            report_unlabelled(ctx, label)
            return
        draw_scene_text(ctx, painter, area, label, height, ink, align, bold=bold, wrap=wrap)


# what a piece is called when it has no name of its own (its kind, from the engine's view)
KIND_NAMES = {
    "card": N_("Card"), "token": N_("Token"), "tile": N_("Tile"), "die": N_("Die"),
    "worker": N_("Worker"), "marker": N_("Marker"), "ship": N_("Ship"), "boat": N_("Boat"),
    "building": N_("Building"), "pawn": N_("Pawn"), "steward": N_("Steward"),
}


def kind_name(kind: str) -> str:
    """A piece's kind in the players' language ("die" -> "Die", "Würfel", "ダイス")."""
    return _(KIND_NAMES[kind]) if kind in KIND_NAMES else kind.capitalize()
