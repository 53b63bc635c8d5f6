"""BoardScene: one board of the layout, its items reconciled by id with each new view."""

from __future__ import annotations

from collections.abc import Callable, Mapping, Sequence
from typing import TYPE_CHECKING

from PySide6.QtCore import QObject, QPointF, Qt, Signal
from PySide6.QtGui import QBrush, QColor
from PySide6.QtWidgets import QGraphicsItem, QGraphicsScene, QGraphicsSceneHelpEvent

from tabletop.core import Action, Piece, Zone
from tabletop.core.i18n import _
from tabletop.model.layout import BoardLayout, LayoutFile, Style
from tabletop.model.seats import SeatColor

from . import close_look, theme
from .arrange import Placement, SteadyOrder, arrange
from .board_background import BoardBackground
from .choice_menu import menu_chooser
from .items import PieceItem, TargetItem, ZoneItem
from .looks import PieceLook, resolve_look
from .paint_metrics import (
    BOARD_MARGIN,
    COVER_HEIGHT_SHARE,
    COVER_WIDTH_SHARE,
)
from .refusal import refusal_text, refused_item
from .render_context import ItemScene
from .scene_motion import SceneMotion

if TYPE_CHECKING:
    from PySide6.QtWidgets import QGraphicsSceneMouseEvent

    from .focus_mark import FocusRing
    from .hint_mark import HintMark

DEFAULT_SIZES = {"card": (22.0, 32.0), "tile": (20.0, 20.0), "worker": (9.0, 10.0)}
FALLBACK_SIZE = (10.0, 10.0)
Describe = Callable[[Action], str]
Chooser = Callable[[str, list[tuple[str, Action]]], "Action | None"]
Placed = tuple[tuple[float, float, float, float], tuple[Piece, ...], tuple[str | None, ...]]


class BoardScene(SceneMotion, ItemScene):
    """Items for one board: zones from the layout, pieces from the view, by id.

    ``sync`` reconciles: pieces are created, moved, updated or removed only where the view
    changed, never rebuilt wholesale. Clickable targets come only from legal actions.
    """

    action_chosen = Signal(object)  # an Action
    hovered = Signal(str)  # reference text of the zone or piece under the mouse
    looked_at = Signal(object)  # the zone or piece item under the mouse
    unhovered = Signal()  # the mouse left a zone or piece
    refused = Signal(str)  # a click on a piece or place that is not a choice now: why not
    hint_mark: HintMark | None = None  # made by hint_mark.mark_hint when a board first shows a hint
    focus_ring: FocusRing | None = None  # made by the keyboard when its focus first comes here

    def __init__(
        self,
        board: BoardLayout,
        layout: LayoutFile,
        seat: int | None = None,
        tint: QColor | None = None,
        parent: QObject | None = None,
        seat_colors: Sequence[SeatColor] = (),
    ) -> None:
        super().__init__(parent)
        self.seat_colors = list(seat_colors)  # an owned piece is drawn in its seat's colour
        self.board = board
        self.layout = layout
        self.seat = seat
        self.chooser: Chooser = menu_chooser
        self.setItemIndexMethod(QGraphicsScene.ItemIndexMethod.NoIndex)  # items move often
        w, h = board.size
        margin = BOARD_MARGIN  # room for the target marks of edge spaces, not a band of felt
        self.setSceneRect(-margin, -margin, w + 2 * margin, h + 2 * margin)
        self.setBackgroundBrush(QBrush(theme.TABLE_BG))
        self.background = BoardBackground(board.size, tint)
        self.addItem(self.background)
        pile = self.piece_size("card")
        self.zones: dict[str, ZoneItem] = {}
        for zl in board.zones:
            item = ZoneItem(zl, self.style_for(zl.style), pile)
            self.zones[zl.id] = item
            self.addItem(item)
        self.pieces: dict[str, PieceItem] = {}
        self._last: tuple[Mapping[str, Zone], Mapping[str, Sequence[Piece]]] | None = None
        self._steady = SteadyOrder()  # steady zones: ids by place, None a gap
        self._placed: dict[str, Placed] = {}  # zone id -> room, pieces and steady order, as placed
        self._spares: list[PieceItem] = []  # hidden items, ready for the next new piece
        self._targets: dict[str, list[Action]] = {}
        self._describe: Describe = str
        self._new_ids: list[str] = []  # pieces given an item in this sync
        self.init_motion()

    # --- lookups -----------------------------------------------------------------
    def style_for(self, key: str) -> Style | None:
        """A layout style by its key (not QGraphicsScene.style, the widget style it would hide)."""
        return self.layout.styles.get(key) if key else None

    def piece_size(self, kind: str) -> tuple[float, float]:
        size = self.layout.piece_sizes.get(kind)
        return tuple(size) if size else DEFAULT_SIZES.get(kind, FALLBACK_SIZE)  # type: ignore[return-value]

    def item(self, item_id: str) -> ZoneItem | PieceItem | None:
        return self.pieces.get(item_id) or self.zones.get(item_id)

    def target_items(self) -> list[ZoneItem | PieceItem]:
        items: tuple[ZoneItem | PieceItem, ...] = (*self.zones.values(), *self.pieces.values())
        return [i for i in items if i.targetable]

    # --- reconciliation ------------------------------------------------------------
    def sync(
        self,
        zones: Mapping[str, Zone],
        by_zone: Mapping[str, Sequence[Piece]],
        targets: Mapping[str, list[Action]],
        describe: Describe,
        origins: Mapping[str, QPointF] | None = None,
        slide: bool = True,
    ) -> set[str]:
        """Bring the items in line with a view; returns the target ids drawn on this board.

        Zones the view does not list are hidden (a layout places every space of every
        player count). With ``slide`` and ``animation_ms``, moved pieces slide from where they
        were, or from ``origins`` (scene positions) when they come from another board;
        without ``slide`` every piece is set in its place at once (undo, a load).
        """
        if describe != self._describe:  # a new bound method each sync leaks in PySide6
            self._describe = describe
        shown_before = self._last is not None
        self._last = (zones, by_zone)
        self._targets = {}
        self._finish_slides()
        moves: dict[PieceItem, tuple[QPointF, QPointF]] = {}
        # with animations on, what appears fades in and what goes away fades out (not on the
        # first view of the board, nor on undo or a load)
        fading = slide and self.animation_ms > 0 and shown_before
        seen: set[str] = set()
        for zone_id, zitem in self.zones.items():
            zone = zones.get(zone_id)
            zitem.set_zone(zone)
            if zitem.isVisible() != (zone is not None):
                zitem.setVisible(zone is not None)
            pieces = by_zone.get(zone_id, ())
            self._place(zitem, pieces, seen, moves, origins or {}, slide)
        self._drop_stale(seen, moves, fading)
        self._start_slides(moves)
        drawn = self._mark_targets(targets)
        self._set_pulsing(bool(drawn) and self.animation_ms > 0)
        look = close_look.current()
        if look is not None:
            look.synced(self)
        return drawn

    def _drop_stale(
        self, seen: set[str], moves: dict[PieceItem, tuple[QPointF, QPointF]], fading: bool
    ) -> None:
        """Pieces the view no longer has go (fading out, with animations on); new ones fade in."""
        for stale in [pid for pid in self.pieces if pid not in seen]:
            gone = self.pieces.pop(stale)
            if fading and gone.isVisible():
                gone.set_targetable(False)
                self._leaving.append(gone)
            else:
                self._retire(gone)
        if fading:
            self._arriving = [self.pieces[pid] for pid in self._new_ids if pid in self.pieces]
            for new in self._arriving:
                if new not in moves:
                    new.setOpacity(0.0)
        self._new_ids = []

    def _mark_targets(self, targets: Mapping[str, list[Action]]) -> set[str]:
        """Every shown item with legal actions becomes a target; returns their ids."""
        drawn: set[str] = set()
        for target_id in (*self.zones, *self.pieces):
            item = self.item(target_id)
            if item is None:  # never: the ids are the items' own
                continue
            actions = targets.get(target_id)
            if actions and item.isVisible():
                self._targets[target_id] = list(actions)
                drawn.add(target_id)
                item.set_targetable(True, self._hint(actions))
            else:
                item.set_targetable(False)
        return drawn

    def _place(
        self,
        zitem: ZoneItem,
        pieces: Sequence[Piece],
        seen: set[str],
        moves: dict[PieceItem, tuple[QPointF, QPointF]],
        origins: Mapping[str, QPointF],
        slide: bool,
        force: bool = False,
    ) -> None:
        zl = zitem.layout
        # a zone whose pieces, room and order are as last placed keeps its items as they are:
        # most zones do not change in a move, and placing them again was most of a sync
        key = (zitem.content_rect(), tuple(pieces), self._steady.key(zl.id))
        if not force and self._placed.get(zl.id) == key:
            seen.update(p.id for p in pieces)
            return
        self._placed[zl.id] = key
        if not pieces:
            return
        # pieces of one zone are spaced by its largest kind, so mixed pieces never overlap
        size = max(
            (self.piece_size(k) for k in {p.kind for p in pieces}), key=lambda wh: wh[0] * wh[1]
        )
        pairs = self._spots(zitem, pieces, size)
        # a piece the next one lies over shows no name: the two would print over each other
        covered = {
            a.id
            for (a, sa), (_b, sb) in zip(pairs, pairs[1:], strict=False)
            if abs(sb.y - sa.y) < size[1] * sa.scale * COVER_HEIGHT_SHARE
            and abs(sb.x - sa.x) < size[0] * sa.scale * COVER_WIDTH_SHARE
        }
        for piece, spot in pairs:
            self._set_item(piece, spot, piece.id in covered, moves, origins, slide)
            seen.add(piece.id)

    def _spots(
        self, zitem: ZoneItem, pieces: Sequence[Piece], size: tuple[float, float]
    ) -> list[tuple[Piece, Placement]]:
        """Each piece of a zone with its place (a steady zone keeps the places pieces had)."""
        zl = zitem.layout
        if zl.steady:
            placed = self._steady.places(zl.id, pieces)
            spots = arrange(
                zl.arrange, zitem.content_rect(), size, list(range(len(placed))), zl.overlap,
                zl.columns, from_start=True,
            )
            return [(p, spot) for p, spot in zip(placed, spots, strict=True) if p is not None]
        spots = arrange(
            zl.arrange, zitem.content_rect(), size, [p.slot for p in pieces], zl.overlap,
            zl.columns,
        )
        return list(zip(pieces, spots, strict=True))

    def _set_item(
        self,
        piece: Piece,
        spot: Placement,
        covered: bool,
        moves: dict[PieceItem, tuple[QPointF, QPointF]],
        origins: Mapping[str, QPointF],
        slide: bool,
    ) -> None:
        """The piece's item (new, or recycled) at its place: set there, or sliding to it."""
        psize = self.piece_size(piece.kind)
        look = resolve_look(piece, self.style_for(piece.style), self.seat_colors)
        item = self.pieces.get(piece.id)
        start: QPointF | None = None
        if item is None:
            item = self._new_piece(piece, psize, look)
            start = origins.get(piece.id)
            self._new_ids.append(piece.id)
        else:
            item.set_piece(piece, psize, look)
            start = item.pos()
        pos = QPointF(spot.x, spot.y)
        if slide and self.animation_ms > 0 and start is not None and start != pos:
            moves[item] = (QPointF(start), pos)
            item.setPos(start)
        elif item.pos() != pos:
            item.setPos(pos)
        if item.scale() != spot.scale:
            item.setScale(spot.scale)
        if item.rotation() != spot.rotation:
            item.setRotation(spot.rotation)
        item.set_covered(covered)

    def _new_piece(self, piece: Piece, size: tuple[float, float], look: PieceLook) -> PieceItem:
        """A piece item, recycled from the spares when there is one.

        Removed items are hidden and kept rather than destroyed: PySide6 leaks a reference
        to None for every Python graphics item it destroys, so a long game would pile up.
        """
        if self._spares:
            item = self._spares.pop()
            item.reuse(piece, size, look)
            item.show()
        else:
            item = PieceItem(piece, size, look)
            self.addItem(item)
        self.pieces[piece.id] = item
        return item

    def close_gaps(self) -> None:
        """The turn is over: steady zones close up their gaps, in the view's order."""
        if not self._steady:
            return
        self._steady.clear()
        self._replace()

    def _replace(self) -> None:
        """Place every zone's pieces again (text bands or hands changed), without sliding."""
        if self._last is None:
            return
        self._finish_slides()
        zones, by_zone = self._last
        seen: set[str] = set()
        for zone_id, zitem in self.zones.items():
            if zone_id in zones or zone_id in by_zone:
                self._place(zitem, by_zone.get(zone_id, ()), seen, {}, {}, False, force=True)

    def text_floor_changed(self) -> None:
        """The table's letter floor changed: text bands are sized anew, pieces placed again."""
        for zitem in self.zones.values():
            zitem.prepareGeometryChange()
            zitem.update()
        self._replace()

    def set_unit_px(self, px: float) -> None:
        """The main view shows the board at ``px`` pixels a unit: text bands are sized in
        screen pixels, so the zones' pieces are placed again when that changes much."""
        if px <= 0 or (self.unit_px and abs(px - self.unit_px) < 0.03 * self.unit_px):
            return
        self.unit_px = px
        for zitem in self.zones.values():
            zitem.prepareGeometryChange()
            zitem.update()
        self._replace()

    # --- hover -------------------------------------------------------------------------
    def hover(self, text: str, item: QGraphicsItem | None = None) -> None:
        """An item under the mouse tells the reference panel what it is and, after a moment,
        opens the close look on it."""
        if text:
            self.hovered.emit(text)
        if isinstance(item, TargetItem):
            self.looked_at.emit(item)
            close_look.shared().hover(item)

    def unhover(self, item: QGraphicsItem | None = None) -> None:
        self.unhovered.emit()
        look = close_look.current()
        if look is not None:
            look.unhover(item if isinstance(item, TargetItem) else None)

    def helpEvent(self, event: QGraphicsSceneHelpEvent) -> None:  # noqa: N802
        """No tooltip over a board's item while the close look shows it large instead."""
        look = close_look.current()
        if look is not None and look.enabled and any(
            isinstance(i, TargetItem) for i in self.items(event.scenePos())
        ):
            event.accept()
            return
        super().helpEvent(event)

    def mousePressEvent(self, event: QGraphicsSceneMouseEvent) -> None:  # noqa: N802
        look = close_look.current()
        if look is not None:
            look.close_look()  # a click acts: the look would hide what it changes
        super().mousePressEvent(event)

    def selected_reference(self) -> str:
        """The reference text of the first thing picked in the choice being made, or ""."""
        for item in (*self.pieces.values(), *self.zones.values()):
            if item.selected_here and item.isVisible():
                return item.reference_text()
        return ""

    def _hint(self, actions: list[Action]) -> str:
        labels = [self._describe(a) for a in actions]
        if len(labels) == 1:
            return _("Click: {what}").format(what=labels[0])
        return _("Click to choose:") + "\n" + "\n".join(f"• {label}" for label in labels)

    # --- clicks --------------------------------------------------------------------
    def actions_for(self, target_id: str) -> list[Action]:
        return list(self._targets.get(target_id, ()))

    def mouseReleaseEvent(self, event: QGraphicsSceneMouseEvent) -> None:  # noqa: N802
        super().mouseReleaseEvent(event)
        view = event.widget().parent() if event.widget() is not None else None
        if event.button() != Qt.MouseButton.LeftButton or getattr(view, "compact", False):
            return  # a thumbnail's click opens the board
        moved = event.screenPos() - event.buttonDownScreenPos(Qt.MouseButton.LeftButton)
        item = refused_item(self.items(event.scenePos())) if moved.manhattanLength() <= 4 else None
        if item is not None:  # a click (not a drag that pans) that nothing took: say why
            self.refused.emit(refusal_text(item, bool(self._targets)))

    def activate(self, target_id: str) -> None:
        """A click on ``target_id``: its one action, or a chooser when several share it."""
        actions = self._targets.get(target_id)
        if not actions:
            return
        if len(actions) == 1:
            self.action_chosen.emit(actions[0])
            return
        chosen = self.chooser(target_id, [(self._describe(a), a) for a in actions])
        if chosen is not None:
            self.action_chosen.emit(chosen)
