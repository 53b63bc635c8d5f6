"""Shipping ranges and the Harvest's product markers ("Harvest: 1. Shipping").

Rules implemented here (rulebook, "Shipping range" and the tile list):
- A production tile's range is the spaces along the arrows of the colour of every
  occupied worker space (Lv.1, and Lv.2 too when both are occupied): n arrows in a
  direction reach the n spaces that way, whether or not the spaces between hold tiles.
- A harbor (starting harbor, island tile back side up, harbor tile) inside the range
  extends the range by the harbor's own arrows measured from the harbor's space; a
  harbor reached that way extends it again, without limit. Extension is a union,
  never an addition of arrow counts.
- The fishing ground is never extended.
- A winery ships wine only when the (extended) range of an activated vineyard reaches it.
- One marker per production tile per commerce tile, however many routes reach it.
"""

from __future__ import annotations

from dataclasses import dataclass
from functools import lru_cache

from tabletop.core import Memo

from .tables import (
    COMMERCE,
    FRONT,
    PRODUCTION,
    PRODUCTS,
    REWARD_CHOICE,
    REWARD_VP,
    Tables,
    TileInfo,
)

GRAPE, WINE = PRODUCTS.index("grape"), PRODUCTS.index("wine")
_STEPS = ((0, -1), (1, 0), (0, 1), (-1, 0))


@lru_cache(maxsize=4096)
# Rulebook: Shipping range, "The number of arrows in each direction is the number of spaces in the
#   shipping range in that direction." Harvest example 2: "A tile is within the shipping range even
#   if no 'Island tile / Harbor tile' is placed along the way."
def ray_cells(width: int, height: int, cell: int, counts: tuple[int, int, int, int]) -> tuple[int, ...]:
    """The spaces ``counts`` arrows (N, E, S, W) reach from ``cell``, clipped to the board."""
    col, row = cell % width, cell // width
    out = []
    for (dc, dr), n in zip(_STEPS, counts, strict=True):
        for k in range(1, n + 1):
            c, r = col + dc * k, row + dr * k
            if 0 <= c < width and 0 <= r < height:
                out.append(r * width + c)
    return tuple(out)


def front_tile(tables: Tables, code: int) -> TileInfo | None:
    """The TileInfo of a front-side island tile, or None."""
    index = code - FRONT
    if 0 <= index < len(tables.tiles):
        return tables.tiles[index]
    return None


# Rulebook: Shipping range, "If a 'harbor' is placed within the shipping range of a 'Production
#   tile', the shipping range of that 'Production tile' is extended up to the shipping range of the
#   'harbor'." (measured from the harbor: README)
# Rulebook: harbor, "There is no limit on the number of times the effect of a 'harbor' is
#   activated"; Shipping range: "The effect of a 'harbor' is not an effect that adds the shipping
#   range of the 'harbor' ... to the shipping range of the 'Production tile'."
def extend_by_harbors(tables: Tables, cells: tuple[int, ...], reached: set[int]) -> None:
    """Add every harbor's range to ``reached``, repeatedly, until nothing new is reached."""
    w, h = tables.width, tables.height
    queue = [c for c in reached if tables.code_harbor[cells[c]] is not None]
    seen: set[int] = set()
    while queue:
        harbor = queue.pop()
        if harbor in seen:
            continue
        seen.add(harbor)
        for c in ray_cells(w, h, harbor, tables.code_harbor[cells[harbor]]):
            if c not in reached:
                reached.add(c)
                if tables.code_harbor[cells[c]] is not None:
                    queue.append(c)


# Rulebook: Shipping range, "The shipping range of a 'Production tile' is the spaces in the
#   direction of the arrows of the same color as the space on which a worker marker is placed." Both
#   levels filled: README
def shipping_range(tables: Tables, cells: tuple[int, ...], workers: tuple[int, ...], cell: int) -> frozenset[int]:
    """The spaces the production tile at ``cell`` ships to now (empty if no worker on it)."""
    info = front_tile(tables, cells[cell])
    if info is None or info.type != PRODUCTION or workers[cell] == 0:
        return frozenset()
    reached = set(ray_cells(tables.width, tables.height, cell, info.lv1))
    if workers[cell] >= 2:
        reached.update(ray_cells(tables.width, tables.height, cell, info.lv2))
    # Rulebook: Shipping range, "Only the 'fishing ground' cannot have its shipping range extended
    #   by the effect of a 'harbor'."
    if info.extendable:
        extend_by_harbors(tables, cells, reached)
    reached.discard(cell)
    return frozenset(reached)


# Rulebook: Harvest, Conditions for placing product markers: "The same-colored effect as the space
#   on which a worker marker is placed on the 'Commerce tile' shows the product printed on the
#   'Production tile'." (both levels: README)
def accepted(tables: Tables, code: int, workers: int) -> tuple[int, ...]:
    """Products the commerce tile takes now: its Lv.1 effect, plus Lv.2 when both spaces are filled."""
    info = front_tile(tables, code)
    if info is None or info.type != COMMERCE or workers == 0:
        return ()
    products = info.effects[0].products
    return products + info.effects[1].products if workers >= 2 else products


@dataclass(frozen=True, slots=True)
class Plan:
    """The outcome of shipping for one board."""

    ranges: tuple[tuple[int, frozenset[int]], ...]  # (producer cell, range) of tiles with workers
    active: tuple[int, ...]  # producer cells whose effect is activated
    shipments: tuple[tuple[int, int, int], ...]  # (producer cell, product, commerce cell)

    # Rulebook: Scoring, "Victory points according to the number of kinds of products printed on
    #   'Production tiles' whose effects are activated"
    def products(self, tables: Tables, cells: tuple[int, ...]) -> tuple[int, ...]:
        """Kinds of products of the activated production tiles (for the final scoring)."""
        return tuple(sorted({tables.tiles[cells[c] - FRONT].product for c in self.active}))


def plan(tables: Tables, cells: tuple[int, ...], workers: tuple[int, ...]) -> Plan:
    ranges: dict[int, frozenset[int]] = {}
    for cell, code in enumerate(cells):
        info = front_tile(tables, code)
        if info is not None and info.type == PRODUCTION and workers[cell]:
            ranges[cell] = shipping_range(tables, cells, workers, cell)
    # Rulebook: Island Tile List, winery: "If a 'winery' is placed in the shipping range of a
    #   'vineyard', ships 'wine' product markers to the shipping range of the 'winery'." (the
    #   vineyard needs a worker: README)
    vineyard_reach: set[int] = set()
    for cell, reach in ranges.items():
        if tables.tiles[cells[cell] - FRONT].product == GRAPE:
            vineyard_reach |= reach
    active = tuple(
        c for c in sorted(ranges)
        if not tables.tiles[cells[c] - FRONT].needs_vineyard or c in vineyard_reach
    )
    # Rulebook: Harvest, 1. Shipping: "There is no limit on the number of product markers that can
    #   be placed per 'Production tile'. Only one product marker can be placed from the same
    #   'Production tile' onto the same 'Commerce tile'."
    shipments = []
    for producer in active:
        product = tables.tiles[cells[producer] - FRONT].product
        for target in sorted(ranges[producer]):
            if product in accepted(tables, cells[target], workers[target]):
                shipments.append((producer, product, target))
    return Plan(tuple(sorted(ranges.items())), active, tuple(shipments))


@dataclass(frozen=True, slots=True)
class Income:
    funds: int
    vp: int
    choices: tuple[tuple[int, int, int], ...]  # (commerce cell, markers, amount): VP or funds each


# Rulebook: Harvest, 2. Gaining victory points or funds: "check the product markers placed on each
#   'Commerce tile', and gain victory points or funds according to the effect that is activated."
def income(tables: Tables, cells: tuple[int, ...], workers: tuple[int, ...],
           shipments: tuple[tuple[int, int, int], ...]) -> Income:
    """What the commerce tiles pay for the markers on them ("2. Gaining victory points or funds")."""
    funds = vp = 0
    choice: dict[int, list[int]] = {}
    for _producer, product, target in shipments:
        info = tables.tiles[cells[target] - FRONT]
        for level, (products, reward, amount) in enumerate(info.effects):
            if product in products and workers[target] > level:
                # Rulebook: Island Tile List, jam shop: "gain X victory points, or gain 'X' funds"
                #   (chosen per marker later: README)
                if reward == REWARD_CHOICE:
                    entry = choice.setdefault(target, [0, amount])
                    entry[0] += 1
                elif reward == REWARD_VP:
                    vp += amount
                else:
                    funds += amount
    return Income(funds, vp, tuple((c, n, a) for c, (n, a) in sorted(choice.items())))


_HARVESTS: Memo[tuple[int, tuple[int, ...], tuple[int, ...]], tuple[Tables, Plan, Income]] = Memo(64)


def harvest_of(tables: Tables, cells: tuple[int, ...], workers: tuple[int, ...]) -> tuple[Plan, Income]:
    """plan() and income() of a board, remembered for a few boards: a harvest is computed
    once for the new state and once more for its log line."""
    key = (id(tables), cells, workers)
    found = _HARVESTS.get(key)
    if found is None or found[0] is not tables:  # an id can be reused by new tables
        p = plan(tables, cells, workers)
        found = _HARVESTS.put(key, (tables, p, income(tables, cells, workers, p.shipments)))
    _tables, harvest_plan, pay = found
    return harvest_plan, pay
