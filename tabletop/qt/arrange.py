"""Where the pieces of a zone go: pure geometry for the layout's ``arrange`` modes (no Qt).

Every function returns, per piece, its centre, a scale (pieces shrink to fit a small zone)
and a rotation in degrees (only ``fan`` turns pieces).
"""

from __future__ import annotations

import math
from collections.abc import Callable, Sequence
from dataclasses import dataclass
from typing import Protocol, TypeVar

GAP = 1.5  # scene units between pieces that do not overlap
STACK_STEP = 0.7  # how far each card of a stack is offset from the one below
STACK_VISIBLE = 6  # deeper pieces of a stack sit exactly under the sixth
FAN_MOST_DEGREES = 4.0  # a fan turns each card at most this much from the next ...
FAN_DEGREES = 30.0  # ... and all of them this much between them
FAN_LIFT = 0.08  # a fan's ends lift by this share of the zone's height ...
FAN_LIFT_PIECE = 0.05  # ... or of a piece's, whichever is less
LEAST_SCALE = 0.05  # pieces shrink to fit, never below this scale


@dataclass(frozen=True, slots=True)
class Placement:
    x: float
    y: float
    scale: float = 1.0
    rotation: float = 0.0


Rect = tuple[float, float, float, float]
Size = tuple[float, float]


def _fit_scale(size: tuple[float, float], w: float, h: float) -> float:
    pw, ph = size
    if pw <= 0 or ph <= 0:
        return 1.0
    return max(LEAST_SCALE, min(1.0, w / pw, h / ph))


def _line(
    n: int, length: float, piece: float, overlap: float, from_start: bool = False
) -> tuple[float, float]:
    """Start offset and step of ``n`` pieces along a line of ``length``, centred (or from
    the start), compressed when they do not fit."""
    step = piece * (1.0 - overlap) + (GAP if overlap == 0 else 0.0)
    total = step * (n - 1) + piece
    if n > 1 and total > length:
        step = max(0.0, (length - piece) / (n - 1))
        total = step * (n - 1) + piece
    if from_start:
        return min(piece / 2 + GAP, (length - total) / 2 + piece / 2), step
    return (length - total) / 2 + piece / 2, step


class _HasId(Protocol):
    @property
    def id(self) -> str: ...


P = TypeVar("P", bound=_HasId)


class SteadyOrder:
    """The pieces of each steady zone (a hand) by place: a piece that leaves leaves a gap
    (None) until the turn is over, so the others stay under the player's pointer."""

    def __init__(self) -> None:
        self._order: dict[str, list[str | None]] = {}

    def __bool__(self) -> bool:
        return bool(self._order)

    def key(self, zone_id: str) -> tuple[str | None, ...]:
        return tuple(self._order.get(zone_id, ()))

    def clear(self) -> None:
        self._order.clear()

    def places(self, zone_id: str, pieces: Sequence[P]) -> list[P | None]:
        """The pieces of a steady zone by place: those still there keep theirs, a piece that
        left leaves a gap (None), new ones come at the end."""
        by_id = {p.id: p for p in pieces}
        order = [pid if pid in by_id else None for pid in self._order.get(zone_id, ())]
        while order and order[-1] is None:
            order.pop()
        known = set(order)
        order += [p.id for p in pieces if p.id not in known]
        self._order[zone_id] = order
        return [by_id[pid] if pid is not None else None for pid in order]


@dataclass(frozen=True, slots=True)
class _Zone:
    """What each mode lays out: ``n`` pieces of one ``size`` in the content rect, scaled to
    fit it (``arrange``'s arguments, unpacked once for every mode)."""

    n: int
    x: float
    y: float
    w: float
    h: float
    size: Size
    slots: Sequence[int]
    overlap: float
    columns: int
    from_start: bool
    scale: float  # pieces shrink to fit the zone, never grow

    @property
    def piece(self) -> Size:
        """A piece's width and height at that scale."""
        return self.size[0] * self.scale, self.size[1] * self.scale


Mode = Callable[[_Zone], list[Placement]]


def _stack(z: _Zone) -> list[Placement]:
    pw, ph = z.piece
    depth = min(z.n - 1, STACK_VISIBLE)
    step = min(
        STACK_STEP, max(0.0, (z.w - pw) / max(1, depth)), max(0.0, (z.h - ph) / max(1, depth))
    )
    x0 = z.x + (z.w - pw - step * depth) / 2 + pw / 2
    y0 = z.y + (z.h - ph - step * depth) / 2 + ph / 2
    return [
        Placement(x0 + step * min(i, depth), y0 + step * min(i, depth), z.scale) for i in range(z.n)
    ]


def _column(z: _Zone) -> list[Placement]:
    start, step = _line(z.n, z.h, z.piece[1], z.overlap)
    return [Placement(z.x + z.w / 2, z.y + start + step * i, z.scale) for i in range(z.n)]


def _fan(z: _Zone) -> list[Placement]:
    pw, ph = z.piece
    start, step = _line(z.n, z.w, pw, z.overlap, z.from_start)
    spread = min(FAN_MOST_DEGREES, FAN_DEGREES / z.n)
    mid = (z.n - 1) / 2
    lift = min(z.h * FAN_LIFT, ph * FAN_LIFT_PIECE)
    return [
        Placement(
            z.x + start + step * i,
            z.y + z.h / 2 + lift * ((i - mid) / max(mid, 1)) ** 2,
            z.scale,
            (i - mid) * spread,
        )
        for i in range(z.n)
    ]


def _grid(z: _Zone) -> list[Placement]:
    cols = max(1, z.columns)
    unique = len(set(z.slots)) == z.n and min(z.slots) >= 0
    cells = list(z.slots) if unique else list(range(z.n))
    rows = max(cells) // cols + 1
    cell_w = z.w / cols
    scale = min(z.scale, _fit_scale(z.size, cell_w - GAP / 2, z.h))
    ph = z.size[1] * scale
    cell_h = ph * (1.0 - z.overlap) + GAP
    if rows * cell_h > z.h:  # more rows than fit: shrink the pieces, never hide them
        cell_h = z.h / rows
        scale = max(LEAST_SCALE, min(scale, (cell_h - GAP / 2) / z.size[1]))
    y0 = z.y + (z.h - cell_h * rows) / 2
    return [
        Placement(
            z.x + cell_w * (c % cols) + cell_w / 2, y0 + cell_h * (c // cols) + cell_h / 2, scale
        )
        for c in cells
    ]


def _free(z: _Zone) -> list[Placement]:
    pw, ph = z.piece
    per_row = max(1, int((z.w + GAP) // (pw + GAP)))
    rows = math.ceil(z.n / per_row)
    row_h = ph + GAP
    if rows * row_h > z.h and rows > 1:
        row_h = max(0.0, (z.h - ph) / (rows - 1))
    out = []
    for i in range(z.n):
        r, c = divmod(i, per_row)
        out.append(
            Placement(
                z.x + GAP / 2 + c * (pw + GAP) + pw / 2, z.y + GAP / 2 + r * row_h + ph / 2, z.scale
            )
        )
    return out


def _row(z: _Zone) -> list[Placement]:
    """A supply or a hand, whose names must be read. The layout's overlap is the least room
    pieces get when they are many; with room to spare they lie apart."""
    pw = z.piece[0]
    overlap = 0.0 if (pw + GAP) * z.n - GAP <= z.w else z.overlap
    start, step = _line(z.n, z.w, pw, overlap, z.from_start)
    return [Placement(z.x + start + step * i, z.y + z.h / 2, z.scale) for i in range(z.n)]


MODES: dict[str, Mode] = {
    "stack": _stack, "column": _column, "fan": _fan, "grid": _grid, "free": _free, "row": _row,
}


def arrange(
    mode: str,
    content: Rect,
    size: tuple[float, float],
    slots: Sequence[int],
    overlap: float = 0.0,
    columns: int = 1,
    from_start: bool = False,
) -> list[Placement]:
    """Placements for pieces of one ``size`` with the given ``slots`` (already in slot order).

    ``from_start``: a row or fan begins at the left, so a piece added at the end moves no
    other (a hand: a drawn card does not shift the cards under the pointer). An unknown
    mode is a row.
    """
    n = len(slots)
    if n == 0:
        return []
    x, y, w, h = content
    zone = _Zone(n, x, y, w, h, size, slots, overlap, columns, from_start, _fit_scale(size, w, h))
    return MODES.get(mode, _row)(zone)
