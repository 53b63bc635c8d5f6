"""Where each board goes on the table: pure geometry (no Qt), tested on its own.

The shared boards and the focus seat's board are large, every other seat's board a thumbnail
beside them; the frames of each group are packed by board_packing.py.
"""

from __future__ import annotations

import math
from collections.abc import Iterator, Sequence
from dataclasses import dataclass
from functools import lru_cache

from .board_packing import (
    CHROME,
    GAP,
    LEAST,
    Box,
    Size,
    pack_group,
    pack_table,
    pack_tight,
    search_table,
)

__all__ = ["CHROME", "GAP", "LEAST", "Box", "Size", "TablePlan", "pack_group", "pack_table",
           "pack_tight", "plan_table"]

# --- the table: the shared boards, "my board" large and the others' thumbnails -------------
PINNED_SHARES = (0.26, 0.32, 0.38, 0.44, 0.5, 0.56, 0.62)  # of the width (or height) the
# seats' side may take
THUMBS_SHARE = 0.38  # of the seats' side the thumbnails of the other seats take
THUMB_ENOUGH = 0.5  # thumbnails larger than this share of the large boards' scale gain nothing
THUMB_CAP = 1.0  # ... and are never drawn larger than the focus board


@dataclass(frozen=True, slots=True)
class TablePlan:
    main: Box  # the room of the shared boards
    content_h: float  # the height of the shared boards' room (nothing scrolls: main.h)
    shared: tuple[Box, ...]  # relative to ``main``'s top left
    focus: Box | None  # the board of the seat at the screen, large
    strip: tuple[Box | None, ...]  # a thumbnail slot per seat, in seat order (None: the focus
    # seat, whose board is the large one)
    scale: float  # the shared boards' scale


def _box_scale(box: Box, size: Size) -> float:
    """The scale at which a board of ``size`` fits its frame ``box``."""
    return min((box.w - CHROME[0]) / size[0], (box.h - CHROME[1]) / size[1])


def plan_table(
    shared: Sequence[Size],
    seats: Sequence[Size],
    focus: int,
    width: float,
    height: float,
) -> TablePlan:
    """Where every board goes; all of them fit (nothing scrolls, so whatever the seat to act
    may click is on screen).

    The shared boards and the board of the seat at the screen (``focus``) are large, at
    scales as near as may be; every other seat has a thumbnail, in turn order after the
    focus seat, either under the focus board or in the room the shared boards leave free,
    wherever they come out larger. Cached: the search costs a few ms.
    """
    return _plan_table(tuple(map(tuple, shared)), tuple(map(tuple, seats)), focus, width, height)


def _score(big: Sequence[float], thumbs: float, covered: float) -> float:
    """Large boards as large as possible, the smaller of them most; thumbnails up to a point;
    and boards rather than bands of bare felt (``covered``: the share of the table that shows
    a board)."""
    low, high = min(big), max(big)
    if low <= 0:
        return -math.inf
    score = math.log(low) + 0.25 * math.log(high) + 0.5 * math.log(max(covered, 1e-3))
    if thumbs < math.inf:
        score += 0.3 * math.log(max(1e-3, min(thumbs, THUMB_ENOUGH * low)))
    return score


def _covered(
    plan: TablePlan, shared: Sequence[Size], seats: Sequence[Size], focus: int, area: float
) -> float:
    """The share of ``area`` the boards of ``plan`` cover (each drawn at its frame's scale)."""
    total = sum(w * h * plan.scale**2 for w, h in shared)
    boxes = [(seats[focus], plan.focus)] + [
        (seats[i], b) for i, b in enumerate(plan.strip) if b is not None
    ]
    for (w, h), box in boxes:
        if box is not None:
            scale = max(0.0, _box_scale(box, (w, h)))
            total += w * h * scale**2
    return total / area if area > 0 else 0.0


@lru_cache(maxsize=256)
def _plan_table(
    shared: tuple[Size, ...],
    seats: tuple[Size, ...],
    focus: int,
    width: float,
    height: float,
) -> TablePlan:
    whole = Box(0.0, 0.0, width, height)
    if not seats:
        s, boxes = pack_group(shared, whole)
        return TablePlan(whole, height, tuple(boxes), None, (), s)
    if not shared:
        plans = [_seats_side(seats, focus, whole, right) for right in (True, False)]
        focus_box, strip = max(plans, key=lambda p: _strip_scale(seats, p[1]))
        return TablePlan(whole, height, (), focus_box, tuple(strip), math.inf)
    best: tuple[float, TablePlan] | None = None
    for right in (True, False):
        for share in PINNED_SHARES:
            if right:
                side = Box(width * (1 - share) + GAP / 2, 0.0, width * share - GAP / 2, height)
                main = Box(0.0, 0.0, width * (1 - share) - GAP / 2, height)
            else:
                side = Box(0.0, height * (1 - share) + GAP / 2, width, height * share - GAP / 2)
                main = Box(0.0, 0.0, width, height * (1 - share) - GAP / 2)
            for plan in _candidates(shared, seats, focus, main, side, right):
                assert plan.focus is not None
                s_focus = _box_scale(plan.focus, seats[focus])
                covered = _covered(plan, shared, seats, focus, width * height)
                score = _score((s_focus, plan.scale), _strip_scale(seats, plan.strip), covered)
                if best is None or score > best[0] + 1e-9:
                    best = (score, plan)
    if best is None:  # too small for anything: one group, the views just get tiny
        a, b = search_table(shared, seats, width, height)
        return TablePlan(whole, height, tuple(a), b[focus], (), 0.0)
    return best[1]


def _candidates(
    shared: Sequence[Size], seats: Sequence[Size], focus: int, main: Box, side: Box, right: bool
) -> Iterator[TablePlan]:
    """The plans for one split of the table: the thumbnails under the focus board, or in the
    room beside or below the shared boards (the focus board then has the whole side)."""
    s_shared, boxes = pack_group(shared, main)
    if s_shared <= 0:
        return
    local = tuple(Box(b.x - main.x, b.y - main.y, b.w, b.h) for b in boxes)
    focus_box, strip = _seats_side(seats, focus, side, right)
    yield TablePlan(main, main.h, local, focus_box, tuple(strip), s_shared)
    if len(seats) < 2:
        return
    _, tight, (used_w, used_h) = pack_tight(shared, main)
    rooms = [
        Box(main.x + used_w + GAP, main.y, main.w - used_w - GAP, main.h),  # beside them
        Box(main.x, main.y + used_h + GAP, main.w, main.h - used_h - GAP),  # below them
    ]
    alone = pack_tight(seats[focus : focus + 1], side)[1][0]
    if alone.w * alone.h < 0.8 * side.w * side.h:
        return  # the focus board leaves room in the side: the thumbnails belong there (above)
    for room in rooms:
        if room.w < LEAST[0] or room.h < LEAST[1]:
            continue
        n = len(seats)
        others = [(focus + k) % n for k in range(1, n)]
        slots = _grid_slots(
            [seats[i] for i in others], room, THUMB_CAP * _box_scale(alone, seats[focus])
        )
        out: list[Box | None] = [None] * n
        for seat, slot in zip(others, slots, strict=True):
            out[seat] = slot
        # the shared boards keep the room they hug; the rest of ``main`` is the thumbnails'
        kept = (
            Box(main.x, main.y, used_w, main.h) if room is rooms[0]
            else Box(main.x, main.y, main.w, used_h)
        )
        s_kept, boxes = pack_group(shared, kept)
        local = tuple(Box(b.x - main.x, b.y - main.y, b.w, b.h) for b in boxes)
        yield TablePlan(main, main.h, local, alone, tuple(out), s_kept)


def _strip_scale(seats: Sequence[Size], strip: Sequence[Box | None]) -> float:
    """The smallest thumbnail's scale (inf: there are none)."""
    scales = [_box_scale(b, seats[i]) for i, b in enumerate(strip) if b is not None]
    return min(scales, default=math.inf)


def _seats_side(
    seats: Sequence[Size], focus: int, side: Box, right: bool
) -> tuple[Box, list[Box | None]]:
    """The focus board and a thumbnail for every other seat inside the pinned side.

    The others follow the focus seat in turn order, as the players sitting to its left
    would; the focus seat has no slot of its own (its board is the large one)."""
    if len(seats) == 1:
        return side, [None]
    if right:  # focus board on top, thumbnails below
        thumbs_h = side.h * THUMBS_SHARE
        focus_box = Box(side.x, side.y, side.w, side.h - thumbs_h - GAP)
        strip_box = Box(side.x, side.y + side.h - thumbs_h, side.w, thumbs_h)
    else:  # focus board at the left, thumbnails to its right
        thumbs_w = side.w * THUMBS_SHARE
        focus_box = Box(side.x, side.y, side.w - thumbs_w - GAP, side.h)
        strip_box = Box(side.x + side.w - thumbs_w, side.y, thumbs_w, side.h)
    fw, fh = seats[focus]
    s = _box_scale(focus_box, seats[focus])
    # the focus board's frame hugs its board, so the thumbnails get the spare room
    if right:
        used = min(focus_box.h, fh * s + CHROME[1])
        strip_box = Box(strip_box.x, side.y + used + GAP, strip_box.w, side.h - used - GAP)
        focus_box = Box(focus_box.x, focus_box.y, focus_box.w, used)
    else:
        used = min(focus_box.w, fw * s + CHROME[0])
        strip_box = Box(side.x + used + GAP, strip_box.y, side.w - used - GAP, strip_box.h)
        focus_box = Box(focus_box.x, focus_box.y, used, focus_box.h)
    n = len(seats)
    others = [(focus + k) % n for k in range(1, n)]
    slots = _grid_slots([seats[i] for i in others], strip_box, THUMB_CAP * s)
    out: list[Box | None] = [None] * n
    for seat, slot in zip(others, slots, strict=True):
        out[seat] = slot
    return focus_box, out


def _grid_slots(seats: Sequence[Size], box: Box, cap: float = math.inf) -> list[Box]:
    """Equal slots in seat order, in the grid (columns × rows) where thumbnails are largest;
    never drawn above the scale ``cap`` (a thumbnail is not to outgrow the large board): a
    smaller grid then sits at the top left of ``box``."""
    n = len(seats)
    w = max(s[0] for s in seats)
    h = max(s[1] for s in seats)
    best: tuple[float, int] = (-math.inf, 1)
    for cols in range(1, n + 1):
        rows = math.ceil(n / cols)
        cell_w = (box.w - GAP * (cols - 1)) / cols
        cell_h = (box.h - GAP * (rows - 1)) / rows
        scale = min(cap, (cell_w - CHROME[0]) / w, (cell_h - CHROME[1]) / h)
        if scale > best[0] + 1e-9:
            best = (scale, cols)
    scale, cols = best
    rows = math.ceil(n / cols)
    cell_w = (box.w - GAP * (cols - 1)) / cols
    cell_h = (box.h - GAP * (rows - 1)) / rows
    if scale >= cap - 1e-9:
        cell_w = min(cell_w, w * cap + CHROME[0])
        cell_h = min(cell_h, h * cap + CHROME[1])
    return [
        Box(box.x + (i % cols) * (cell_w + GAP), box.y + (i // cols) * (cell_h + GAP), cell_w, cell_h)
        for i in range(n)
    ]
