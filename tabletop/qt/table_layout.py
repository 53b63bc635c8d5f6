"""Where each board goes on the table: pure geometry (no Qt), tested on its own.

The shared boards form one group and the players' boards another. Inside a group every
board has the same scale (as on a real table), laid out in rows (or columns) found by
trying every way to cut the sequence of boards. The two groups share the area top and
bottom or side by side, at the split that shows both largest.
"""

from __future__ import annotations

import math
from collections.abc import Iterator, Sequence
from dataclasses import dataclass
from functools import lru_cache

Size = tuple[float, float]
GAP = 4.0  # pixels between frames
CHROME = (6.0, 22.0)  # pixels a frame adds around its board: its rim, and the title line
LEAST = (130.0, 60.0)  # pixels: no frame narrower than its title needs


@dataclass(frozen=True, slots=True)
class Box:
    x: float
    y: float
    w: float
    h: float


def _cuts(n: int) -> Iterator[list[int]]:
    """Every way to cut ``n`` boards in order into rows: lists of row lengths."""
    if n == 0:
        yield []
        return
    for first in range(1, n + 1):
        for rest in _cuts(n - first):
            yield [first, *rest]


def _fit(room: float, lengths: Sequence[float], chrome: float, least: float) -> float:
    """The largest scale with sum(max(length * scale + chrome, least)) <= room."""
    scale = (room - chrome * len(lengths)) / sum(lengths)
    for _ in range(3):  # lengths too short for ``least`` take ``least``, the rest share
        short = [x for x in lengths if x * scale + chrome < least]
        if not short or len(short) == len(lengths):
            break
        long = [x for x in lengths if x * scale + chrome >= least]
        scale = (room - least * len(short) - chrome * len(long)) / sum(long)
    return scale


def _rows_scale(
    sizes: Sequence[Size], rows: list[int], w: float, h: float, chrome: Size, least: Size
) -> float:
    """The common scale of boards cut into ``rows`` in ``w`` × ``h``; frames are at least
    ``least`` (width, height) big."""
    cw, ch = chrome
    scale = math.inf
    start = 0
    heights = []
    for length in rows:
        row = sizes[start : start + length]
        start += length
        room = w - GAP * (length - 1)
        scale = min(scale, _fit(room, [s[0] for s in row], cw, least[0]))
        heights.append(max(s[1] for s in row))
    return min(scale, _fit(h - GAP * (len(rows) - 1), heights, ch, least[1]))


def _rows_boxes(
    sizes: Sequence[Size], rows: list[int], box: Box, scale: float, chrome: Size, least: Size
) -> list[Box]:
    """Frames for ``rows`` at ``scale``; spare room is shared out so the frames fill ``box``."""
    cw, ch = chrome
    heights = []
    start = 0
    for length in rows:
        heights.append(max(least[1], max(s[1] for s in sizes[start : start + length]) * scale + ch))
        start += length
    spare_h = max(0.0, box.h - GAP * (len(rows) - 1) - sum(heights))
    out: list[Box] = []
    y = box.y
    start = 0
    for length, row_h in zip(rows, heights, strict=True):
        row_h += spare_h * row_h / sum(heights)
        row = sizes[start : start + length]
        start += length
        widths = [max(least[0], s[0] * scale + cw) for s in row]
        spare_w = max(0.0, box.w - GAP * (length - 1) - sum(widths))
        x = box.x
        for width in widths:
            width += spare_w * width / sum(widths)
            out.append(Box(x, y, width, row_h))
            x += width + GAP
        y += row_h + GAP
    return out


def _best_rows(sizes: Sequence[Size], box: Box) -> tuple[float, list[int], bool]:
    """The largest common scale for ``sizes`` in ``box``: (scale, row lengths, as columns)."""
    best: tuple[float, list[int], bool] = (-math.inf, [len(sizes)], False)
    flipped = [(h, w) for w, h in sizes]
    for rows in _cuts(len(sizes)):
        for columns in (False, True):
            scale = (
                _rows_scale(flipped, rows, box.h, box.w, CHROME[::-1], LEAST[::-1])
                if columns
                else _rows_scale(sizes, rows, box.w, box.h, CHROME, LEAST)
            )
            if scale > best[0] + 1e-9:
                best = (scale, rows, columns)
    return max(best[0], 0.0), best[1], best[2]


def _lay_rows(
    sizes: Sequence[Size], rows: list[int], columns: bool, box: Box, scale: float
) -> list[Box]:
    if not columns:
        return _rows_boxes(sizes, rows, box, scale, CHROME, LEAST)
    # lay columns out as rows of the transposed problem, then transpose back
    flipped = [(h, w) for w, h in sizes]
    boxes = _rows_boxes(
        flipped, rows, Box(box.y, box.x, box.h, box.w), scale, CHROME[::-1], LEAST[::-1]
    )
    return [Box(b.y, b.x, b.h, b.w) for b in boxes]


def _extent(sizes: Sequence[Size], rows: list[int], columns: bool, scale: float) -> Size:
    """How wide and tall the frames of ``rows`` are at ``scale``, hugging their boards."""
    sz = [(h, w) for w, h in sizes] if columns else list(sizes)
    chrome, least = (CHROME[::-1], LEAST[::-1]) if columns else (CHROME, LEAST)
    widths, heights, start = [], [], 0
    for length in rows:
        row = sz[start : start + length]
        start += length
        widths.append(sum(max(least[0], z[0] * scale + chrome[0]) for z in row) + GAP * (length - 1))
        heights.append(max(least[1], max(z[1] for z in row) * scale + chrome[1]))
    w, h = max(widths), sum(heights) + GAP * (len(rows) - 1)
    return (h, w) if columns else (w, h)


def pack_group(sizes: Sequence[Size], box: Box) -> tuple[float, list[Box]]:
    """The largest common scale for ``sizes`` in ``box``, and a frame for each board."""
    if not sizes:
        return math.inf, []
    if box.w <= 0 or box.h <= 0:
        return 0.0, [Box(box.x, box.y, 0.0, 0.0) for _ in sizes]
    scale, rows, columns = _best_rows(sizes, box)
    return scale, _lay_rows(sizes, rows, columns, box, scale)


def pack_tight(sizes: Sequence[Size], box: Box) -> tuple[float, list[Box], Size]:
    """Like ``pack_group``, but the frames hug their boards at the top left of ``box``; and
    the size of the room they take (the rest of ``box`` is free for other boards)."""
    if not sizes:
        return math.inf, [], (0.0, 0.0)
    if box.w <= 0 or box.h <= 0:
        return 0.0, [Box(box.x, box.y, 0.0, 0.0) for _ in sizes], (0.0, 0.0)
    scale, rows, columns = _best_rows(sizes, box)
    w, h = _extent(sizes, rows, columns, scale)
    w, h = min(w, box.w), min(h, box.h)
    return scale, _lay_rows(sizes, rows, columns, Box(box.x, box.y, w, h), scale), (w, h)


def pack_table(
    shared: Sequence[Size], personal: Sequence[Size], width: float, height: float
) -> tuple[list[Box], list[Box]]:
    """Frames for the shared boards and the players' boards in a ``width`` × ``height`` area.

    Cached: every hand-over moves the enlarged board, and the search over splits and cuts
    costs ~10 ms for five players, while a game only ever meets a handful of arrangements.
    """
    a, b = _pack_table(tuple(map(tuple, shared)), tuple(map(tuple, personal)), width, height)
    return list(a), list(b)


@lru_cache(maxsize=256)
def _pack_table(
    shared: tuple[Size, ...], personal: tuple[Size, ...], width: float, height: float
) -> tuple[tuple[Box, ...], tuple[Box, ...]]:
    a, b = _search_table(shared, personal, width, height)
    return tuple(a), tuple(b)


def _search_table(
    shared: Sequence[Size], personal: Sequence[Size], width: float, height: float
) -> tuple[list[Box], list[Box]]:
    whole = Box(0.0, 0.0, width, height)
    if not shared or not personal:
        return pack_group(shared, whole)[1], pack_group(personal, whole)[1]
    best: tuple[float, list[Box], list[Box]] = (-math.inf, [], [])
    for split in (0.3, 0.35, 0.4, 0.45, 0.5, 0.55, 0.6, 0.65, 0.7, 0.75, 0.8):
        for beside in (False, True):
            if beside:
                a = Box(0.0, 0.0, width * split - GAP / 2, height)
                b = Box(width * split + GAP / 2, 0.0, width * (1 - split) - GAP / 2, height)
            else:
                a = Box(0.0, 0.0, width, height * split - GAP / 2)
                b = Box(0.0, height * split + GAP / 2, width, height * (1 - split) - GAP / 2)
            sa, boxes_a = pack_group(shared, a)
            sb, boxes_b = pack_group(personal, b)
            if sa <= 0 or sb <= 0:
                continue
            # as on a real table the boards should share one scale: the smaller counts most
            score = math.log(min(sa, sb)) + 0.25 * math.log(max(sa, sb))
            if score > best[0]:
                best = (score, boxes_a, boxes_b)
    if not best[1]:  # too small for anything: one group, the views just get tiny
        boxes = pack_group([*shared, *personal], whole)[1]
        return boxes[: len(shared)], boxes[len(shared) :]
    return best[1], best[2]


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
        a, b = _search_table(shared, seats, width, height)
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
