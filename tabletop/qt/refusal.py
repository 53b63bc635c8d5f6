"""Why a click did nothing: the words for a piece or place that is not a choice now."""

from __future__ import annotations

from collections.abc import Iterable

from PySide6.QtWidgets import QGraphicsItem

from tabletop.core.i18n import _

from .items import PieceItem, ZoneItem
from .piece_item import kind_name
from .target_item import TargetItem


def refused_item(items: Iterable[QGraphicsItem]) -> ZoneItem | PieceItem | None:
    """The piece or place a click at these items (topmost first) meant, when none of them
    could take it (a piece on a clickable place passes the click down: not refused)."""
    hit = None
    for item in items:
        if isinstance(item, TargetItem) and item.isVisible():
            if item.targetable:
                return None
            if hit is None and isinstance(item, (ZoneItem, PieceItem)):
                hit = item
    return hit


def _what(item: ZoneItem | PieceItem) -> str:
    if isinstance(item, PieceItem):
        piece = item.piece
        if not piece.face_up:
            return _("A face-down piece")
        return piece.label.replace("\n", " ") or (kind_name(piece.kind) if piece.kind else "") or _("That piece")
    title = item.zone.title if item.zone is not None else ""
    return title or _("That place")


def refusal_text(item: ZoneItem | PieceItem, targets_here: bool) -> str:
    """The status line's words: what was clicked, and where the choices are instead."""
    if targets_here:
        return _("{what} is not one of the choices now: click an outlined piece or place.").format(
            what=_what(item))
    return _("{what} can't be chosen now: nothing on this board is part of the current choice."
             ).format(what=_what(item))
