"""How a piece looks on the table: its layout style, a default for its kind, its seat's colour.

Seat identity has one source: ``Piece.owner``. A layout style says the kind's look (shape,
icon, the colour of an unowned piece); the seat colour and shape chosen in New Game override
it for every owned piece, so layouts never carry a seat's colour.
"""

from __future__ import annotations

from dataclasses import dataclass

from tabletop.core import Piece
from tabletop.model.layout import Style
from tabletop.model.seats import SeatColor

SEAT_EDGE = "#1c1c1c"  # the dark outline of a piece in a seat's colour

# the look of a piece whose style the layout lacks (or names no style)
DEFAULT_STYLES: dict[str, Style] = {
    "card": Style(fill="#f6f0de", stroke="#5a4d36", shape="rounded"),
    "tile": Style(fill="#e9dfc4", stroke="#5a4d36", shape="rect"),
    "token": Style(fill="#d9cfb6", stroke="#3b3b3b", shape="circle"),
    "marker": Style(fill="#d9cfb6", stroke="#3b3b3b", shape="circle"),
    "die": Style(fill="#fdfbf3", stroke="#3b3b3b", shape="rounded"),
    "worker": Style(fill="#c8a27a", stroke="#3b3b3b", shape="rounded"),
    "ship": Style(fill="#b58454", stroke="#3b3b3b", shape="rounded", icon="ship"),
}
FALLBACK_STYLE = Style()

# owned pieces of these kinds take the seat's shape as their outline; the others keep their
# outline (a worker stays a meeple, a die a square) and carry the shape as a small badge
SHAPED_KINDS = frozenset({"token", "marker", "ship"})
BADGED_KINDS = frozenset({"worker", "die"})
# a card or tile belongs to a seat but keeps its own face: a frame in the seat's colour
FRAMED_KINDS = frozenset({"card", "tile"})


@dataclass(frozen=True, slots=True)
class PieceLook:
    """The resolved look of one piece: what PieceItem paints."""

    style: Style
    seat_color: str = ""  # hex of the owner's colour ("" for an unowned piece)
    seat_shape: str = ""  # the owner's marker shape
    seat_mark: str = ""  # "fill" (outline in the seat's shape), "badge" or "frame"


def readable_text(fill_hex: str) -> str:
    """Black or white letters, whichever reads better on ``fill_hex``."""
    value = fill_hex.lstrip("#")
    try:
        r, g, b = (int(value[i : i + 2], 16) for i in (0, 2, 4))
    except ValueError:
        return "#111111"
    return "#111111" if 0.299 * r + 0.587 * g + 0.114 * b > 140 else "#ffffff"


def resolve_look(piece: Piece, style: Style | None, seats: list[SeatColor]) -> PieceLook:
    """The look of ``piece`` from its layout style (or its kind's default) and its owner."""
    base = style or DEFAULT_STYLES.get(piece.kind, FALLBACK_STYLE)
    owner = piece.owner
    if owner is None or not 0 <= owner < len(seats):
        return PieceLook(base)
    color = seats[owner]
    if piece.kind in FRAMED_KINDS:
        return PieceLook(base, color.hex, color.shape, "frame")
    update = {"fill": color.hex, "stroke": SEAT_EDGE, "text": readable_text(color.hex)}
    if piece.kind in SHAPED_KINDS:
        # Style.shape's names plus the two seat shapes it lacks; theme.shape_path draws all
        update["shape"] = color.shape
        mark = "fill"
    else:
        mark = "badge"
    # model_copy does not validate: a seat shape ("star", "square") passes as the outline
    return PieceLook(base.model_copy(update=update), color.hex, color.shape, mark)
