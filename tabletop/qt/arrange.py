"""Where the pieces of a zone go: pure geometry for the layout's ``arrange`` modes (no Qt).

Every function returns, per piece, its centre, a scale (pieces shrink to fit a small zone)
and a rotation in degrees (only ``fan`` turns pieces).
"""

from __future__ import annotations

import math
from collections.abc import Sequence
from dataclasses import dataclass

GAP = 1.5  # scene units between pieces that do not overlap
STACK_STEP = 0.7  # how far each card of a stack is offset from the one below
STACK_VISIBLE = 6  # deeper pieces of a stack sit exactly under the sixth


@dataclass(frozen=True, slots=True)
class Placement:
    x: float
    y: float
    scale: float = 1.0
    rotation: float = 0.0


Rect = tuple[float, float, float, float]


def _fit_scale(size: tuple[float, float], w: float, h: float) -> float:
    pw, ph = size
    if pw <= 0 or ph <= 0:
        return 1.0
    return max(0.05, min(1.0, w / pw, h / ph))


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
    other (a hand: a drawn card does not shift the cards under the pointer).
    """
    n = len(slots)
    if n == 0:
        return []
    x, y, w, h = content
    scale = _fit_scale(size, w, h)
    pw, ph = size[0] * scale, size[1] * scale
    if mode == "stack":
        depth = min(n - 1, STACK_VISIBLE)
        step = min(
            STACK_STEP, max(0.0, (w - pw) / max(1, depth)), max(0.0, (h - ph) / max(1, depth))
        )
        x0 = x + (w - pw - step * depth) / 2 + pw / 2
        y0 = y + (h - ph - step * depth) / 2 + ph / 2
        return [
            Placement(x0 + step * min(i, depth), y0 + step * min(i, depth), scale) for i in range(n)
        ]
    if mode == "column":
        start, step = _line(n, h, ph, overlap)
        return [Placement(x + w / 2, y + start + step * i, scale) for i in range(n)]
    if mode == "fan":
        start, step = _line(n, w, pw, overlap, from_start)
        spread = min(4.0, 30.0 / n)
        mid = (n - 1) / 2
        lift = min(h * 0.08, ph * 0.05)
        return [
            Placement(
                x + start + step * i,
                y + h / 2 + lift * ((i - mid) / max(mid, 1)) ** 2,
                scale,
                (i - mid) * spread,
            )
            for i in range(n)
        ]
    if mode == "grid":
        cols = max(1, columns)
        unique = len(set(slots)) == n and min(slots) >= 0
        cells = list(slots) if unique else list(range(n))
        rows = max(cells) // cols + 1
        cell_w = w / cols
        scale = min(scale, _fit_scale(size, cell_w - GAP / 2, h))
        pw, ph = size[0] * scale, size[1] * scale
        cell_h = ph * (1.0 - overlap) + GAP
        if rows * cell_h > h:  # more rows than fit: shrink the pieces, never hide them
            cell_h = h / rows
            scale = max(0.05, min(scale, (cell_h - GAP / 2) / size[1]))
        y0 = y + (h - cell_h * rows) / 2
        return [
            Placement(
                x + cell_w * (c % cols) + cell_w / 2, y0 + cell_h * (c // cols) + cell_h / 2, scale
            )
            for c in cells
        ]
    if mode == "free":
        per_row = max(1, int((w + GAP) // (pw + GAP)))
        rows = math.ceil(n / per_row)
        row_h = ph + GAP
        if rows * row_h > h and rows > 1:
            row_h = max(0.0, (h - ph) / (rows - 1))
        out = []
        for i in range(n):
            r, c = divmod(i, per_row)
            out.append(
                Placement(
                    x + GAP / 2 + c * (pw + GAP) + pw / 2, y + GAP / 2 + r * row_h + ph / 2, scale
                )
            )
        return out
    # row (the default): a supply or a hand, whose names must be read. The layout's overlap
    # is the least room pieces get when they are many; with room to spare they lie apart.
    start, step = _line(n, w, pw, 0.0 if (pw + GAP) * n - GAP <= w else overlap, from_start)
    return [Placement(x + start + step * i, y + h / 2, scale) for i in range(n)]
