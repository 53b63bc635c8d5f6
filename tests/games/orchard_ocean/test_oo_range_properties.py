"""Properties of shipping ranges on random boards: closure under harbors, monotonicity, fishing."""

from __future__ import annotations

import random

from tabletop.games.orchard_ocean import shipping
from tabletop.games.orchard_ocean.tables import BACK, FRONT, HARBOR_TILE, START

from .helpers import rules


def random_board(rng: random.Random):
    t = rules().tables
    n = t.width * t.height
    cells, workers = [0] * n, [0] * n
    cells[t.start_cell] = START
    tiles = rng.sample(range(len(t.tiles)), 14)
    free = [c for c in range(n) if c != t.start_cell]
    rng.shuffle(free)
    for cell, tile in zip(free, tiles, strict=False):
        if rng.random() < 0.35:
            cells[cell] = BACK + tile
        else:
            cells[cell] = FRONT + tile
            workers[cell] = rng.choice((0, 1, 2)) if t.code_slots[cells[cell]] else 0
    return cells, workers


def rays(t, cell, info, levels):
    out = set(shipping.ray_cells(t.width, t.height, cell, info.lv1))
    if levels >= 2:
        out |= set(shipping.ray_cells(t.width, t.height, cell, info.lv2))
    out.discard(cell)
    return out


def test_ranges_are_closed_under_harbors_and_grow_with_harbors():
    t = rules().tables
    rng = random.Random(11)
    checked = 0
    for _ in range(300):
        cells, workers = random_board(rng)
        for cell, code in enumerate(cells):
            info = shipping.front_tile(t, code)
            if info is None or info.type != "production" or not workers[cell]:
                continue
            reach = shipping.shipping_range(t, tuple(cells), tuple(workers), cell)
            own = rays(t, cell, info, workers[cell])
            assert own <= reach
            if not info.extendable:
                assert reach == own  # the fishing ground: its own arrows only
                continue
            explained = set(own)
            for h in reach:  # every harbor inside the range has its whole range inside too
                arrows = t.code_harbor[cells[h]]
                if arrows is not None:
                    assert set(shipping.ray_cells(t.width, t.height, h, arrows)) - {cell} <= reach
                    explained |= set(shipping.ray_cells(t.width, t.height, h, arrows))
            assert reach <= explained  # nothing beyond the tile's own and the harbors' arrows
            empty = [c for c in range(len(cells)) if not cells[c]]
            if empty:  # building a harbor never shrinks a range
                more = list(cells)
                more[rng.choice(empty)] = HARBOR_TILE
                assert reach <= shipping.shipping_range(t, tuple(more), tuple(workers), cell)
            checked += 1
    assert checked > 200
