"""Immutable lookup tables built once from components.json.

A player board cell holds an occupant *code* (an int) so that the state stays a tuple
of ints; these tables say what each code is:

    0            empty space
    1            the starting harbor
    2 + t        island tile t front side up (t = 0..47, id tile:oo:<t+1>)
    50 + t       island tile t back side up (a harbor)
    98 + 8h + k  the k-th harbor tile of type h (k = 0..7)
"""

from __future__ import annotations

from collections.abc import Mapping
from dataclasses import dataclass
from typing import Any, NamedTuple

EMPTY, START = 0, 1
FRONT, BACK, HARBOR_TILE = 2, 50, 98
HARBOR_PER_TYPE = 8
CODES = HARBOR_TILE + 3 * HARBOR_PER_TYPE

PRODUCTS = ("strawberry", "pineapple", "grape", "fish", "wine")
DIRS = "NESW"
STEP = {"N": (0, -1), "E": (1, 0), "S": (0, 1), "W": (-1, 0)}
PRODUCTION, COMMERCE, PUBLIC = "production", "commerce", "public"
REWARD_FUNDS, REWARD_VP, REWARD_CHOICE = 0, 1, 2
_REWARDS = {"funds": REWARD_FUNDS, "vp": REWARD_VP, "vp_or_funds": REWARD_CHOICE}
# The lower corners of a space, where a VP mark is printed; a tile leaves one of them open.
NO_CORNER, LOWER_LEFT, LOWER_RIGHT = 0, 1, 2
CORNERS = {"": NO_CORNER, "lower-left": LOWER_LEFT, "lower-right": LOWER_RIGHT}
OTHER_CORNER = {LOWER_LEFT: LOWER_RIGHT, LOWER_RIGHT: LOWER_LEFT}


def count_arrows(arrows: str) -> tuple[int, int, int, int]:
    """'NNE' -> (2, 1, 0, 0): arrows per direction N, E, S, W."""
    return tuple(arrows.count(d) for d in DIRS)  # type: ignore[return-value]


class Effect(NamedTuple):
    """One worker level of a commerce tile: the products it takes and what each marker pays."""

    products: tuple[int, ...]  # indices into PRODUCTS
    reward: int  # REWARD_FUNDS, REWARD_VP or REWARD_CHOICE
    amount: int


class DirectionInfo(NamedTuple):
    """A direction tile: its front (3 players) and its back's two directions (4 players)."""

    id: str
    name: str
    front: str
    back: tuple[str, str]


@dataclass(frozen=True, slots=True)
class TileInfo:
    index: int
    id: str
    kind: str
    name: str
    type: str
    field: str
    stage: int
    product: int  # index into PRODUCTS, -1 if not production
    extendable: bool
    needs_vineyard: bool
    lv1: tuple[int, int, int, int]
    lv2: tuple[int, int, int, int]
    harbor: tuple[int, int, int, int]
    effects: tuple[Effect, ...]  # commerce: the Lv.1 and Lv.2 effects
    public_fields: tuple[str, ...]
    public_points: int
    open: str  # the lower corner of its space the front leaves uncovered


@dataclass(frozen=True, slots=True)
class HarborType:
    index: int
    id: str
    name: str
    windows: tuple[tuple[int, int, int], ...]  # (first round, last round, cost)
    harbor: tuple[int, int, int, int]
    count_3p: int
    count_4p: int
    open: str  # the lower corner of its space it leaves uncovered

    def cost(self, round_no: int) -> int | None:
        for first, last, cost in self.windows:
            if first <= round_no <= last:
                return cost
        return None


@dataclass(frozen=True, slots=True)
class Tables:
    width: int
    height: int
    start_cell: int
    cell_vp: tuple[int, ...]
    cell_check: tuple[bool, ...]
    cell_corner: tuple[int, ...]  # where the space's VP mark is printed (NO_CORNER if none)
    neighbours: tuple[tuple[int, ...], ...]  # per cell: N, E, S, W neighbour or -1 (DIRS order)
    tiles: tuple[TileInfo, ...]
    tile_index: Mapping[str, int]
    stage_tiles: tuple[tuple[int, ...], ...]  # sorted tile indices per stage 1..3
    harbor_types: tuple[HarborType, ...]
    start_harbor: tuple[int, int, int, int]
    directions: tuple[DirectionInfo, ...]
    bonus_workers: Mapping[int, tuple[int, ...]]
    bonus_funds: Mapping[int, tuple[int, ...]]
    rounds: int
    harvest_rounds: tuple[int, ...]
    no_refill_rounds: tuple[int, ...]
    start_funds: tuple[int, ...]
    move_cost: int
    worker_cost: int
    worker_refund: int
    funds_per_vp: int
    kinds_vp: tuple[int, ...]
    row_size: int
    track_lap: int
    # per occupant code: harbor arrows (None if not a harbor), tile index (-1 if none)
    code_harbor: tuple[tuple[int, int, int, int] | None, ...]
    code_tile: tuple[int, ...]
    code_slots: tuple[int, ...]  # worker spaces of the occupant (2 on front production/commerce)
    code_open: tuple[int, ...]  # the lower corner the occupant leaves uncovered (NO_CORNER: empty)
    # Phase 1 targets parsed once: "torder:oo:2" -> ("torder", 2), "dir:oo:west" -> ("dir", 1),
    # "tile:oo:05" -> ("tile", 4)
    take_targets: Mapping[str, tuple[str, int]]

    def cell_of(self, col: int, row: int) -> int:
        return row * self.width + col

    def col_row(self, cell: int) -> tuple[int, int]:
        return cell % self.width, cell // self.width


def _tile_info(index: int, raw: Mapping[str, Any], kind: Mapping[str, Any]) -> TileInfo:
    """One island tile: its print (arrows, effects, open corner) and its kind's name and type."""
    effects = tuple(
        Effect(tuple(PRODUCTS.index(p) for p in e["products"]), _REWARDS[e["reward"]], e["amount"])
        for e in sorted(raw.get("effects", ()), key=lambda e: e["level"])
    )
    product = kind.get("product")
    return TileInfo(
        index=index, id=raw["id"], kind=kind["id"], name=kind["name"], type=kind["type"],
        field=kind["field"], stage=raw["stage"],
        product=PRODUCTS.index(product) if product else -1,
        extendable=kind.get("extendable", True), needs_vineyard=kind.get("needs_vineyard", False),
        lv1=count_arrows(raw.get("lv1", "")), lv2=count_arrows(raw.get("lv2", "")),
        harbor=count_arrows(raw["harbor"]), effects=effects,
        public_fields=tuple(kind.get("public_fields", ())),
        public_points=kind.get("public_points", 0),
        open=raw["open"],
    )


def _neighbours(width: int, height: int) -> tuple[tuple[int, ...], ...]:
    """Per cell: its N, E, S, W neighbour (DIRS order), -1 off the board."""
    neighbours = []
    for cell in range(width * height):
        col, row = cell % width, cell // width
        around = []
        for d in DIRS:
            dc, dr = STEP[d]
            c2, r2 = col + dc, row + dr
            around.append(r2 * width + c2 if 0 <= c2 < width and 0 <= r2 < height else -1)
        neighbours.append(tuple(around))
    return tuple(neighbours)


@dataclass(frozen=True, slots=True)
class _Codes:
    """What each occupant code is: the Tables' ``code_*`` columns."""

    harbor: tuple[tuple[int, int, int, int] | None, ...]
    tile: tuple[int, ...]
    slots: tuple[int, ...]
    open: tuple[int, ...]


def _codes(tiles: list[TileInfo], harbor_types: tuple[HarborType, ...],
           start_harbor: tuple[int, int, int, int]) -> _Codes:
    code_harbor: list[tuple[int, int, int, int] | None] = [None] * CODES
    code_tile = [-1] * CODES
    code_slots = [0] * CODES
    code_open = [NO_CORNER] * CODES  # the starting harbor sits on the centre, which has no mark
    code_harbor[START] = start_harbor
    for t in tiles:
        code_tile[FRONT + t.index] = code_tile[BACK + t.index] = t.index
        code_harbor[BACK + t.index] = t.harbor
        code_slots[FRONT + t.index] = 2 if t.type in (PRODUCTION, COMMERCE) else 0
        code_open[FRONT + t.index] = CORNERS[t.open]
        code_open[BACK + t.index] = OTHER_CORNER[CORNERS[t.open]]  # turned over: mirrored
    for h in harbor_types:
        for k in range(HARBOR_PER_TYPE):
            code_harbor[HARBOR_TILE + HARBOR_PER_TYPE * h.index + k] = h.harbor
            code_open[HARBOR_TILE + HARBOR_PER_TYPE * h.index + k] = CORNERS[h.open]
    return _Codes(tuple(code_harbor), tuple(code_tile), tuple(code_slots), tuple(code_open))


def _take_targets(components: Mapping[str, Any], tiles: list[TileInfo]) -> dict[str, tuple[str, int]]:
    """Phase 1's targets by id: the turn-order, direction and island tiles."""
    return {
        **{f"torder:oo:{k}": ("torder", k) for k in range(1, 5)},
        **{f"dir:oo:{d['id']}": ("dir", i) for i, d in enumerate(components["direction_tiles"])},
        **{t.id: ("tile", t.index) for t in tiles},
    }


def build_tables(components: Mapping[str, Any]) -> Tables:
    consts = components["constants"]
    kinds = {k["id"]: k for k in components["kinds"]}
    tiles = [_tile_info(index, raw, kinds[raw["kind"]]) for index, raw in enumerate(components["tiles"])]
    board = components["player_board"]
    width, height = board["width"], board["height"]
    cells = sorted(board["cells"], key=lambda c: (c["row"], c["col"]))
    harbor_types = tuple(
        HarborType(i, h["id"], h["name"], tuple((w["first"], w["last"], w["cost"]) for w in h["windows"]),
                   count_arrows(h["harbor"]), h["count_3p"], h["count_4p"], h["open"])
        for i, h in enumerate(components["harbor_types"])
    )
    start_harbor = count_arrows(components["start_harbor"]["harbor"])
    codes = _codes(tiles, harbor_types, start_harbor)
    bonuses = {b["players"]: b for b in components["bonuses"]}
    return Tables(
        width=width, height=height, start_cell=board["start"][1] * width + board["start"][0],
        cell_vp=tuple(c.get("vp", 0) for c in cells),
        cell_check=tuple(c.get("check", False) for c in cells),
        cell_corner=tuple(CORNERS[c.get("corner", "")] for c in cells),
        neighbours=_neighbours(width, height), tiles=tuple(tiles),
        tile_index={t.id: t.index for t in tiles},
        stage_tiles=tuple(tuple(t.index for t in tiles if t.stage == s) for s in (1, 2, 3)),
        harbor_types=harbor_types, start_harbor=start_harbor,
        directions=tuple(DirectionInfo(d["id"], d["name"], d["front"], tuple(d["back"]))
                         for d in components["direction_tiles"]),
        bonus_workers={n: tuple(b["turn_order_workers"]) for n, b in bonuses.items()},
        bonus_funds={n: tuple(b["direction_funds"]) for n, b in bonuses.items()},
        rounds=consts["rounds"], harvest_rounds=tuple(consts["harvest_rounds"]),
        no_refill_rounds=tuple(consts["no_refill_rounds"]), start_funds=tuple(consts["start_funds"]),
        move_cost=consts["move_cost"], worker_cost=consts["worker_cost"],
        worker_refund=consts["worker_refund"], funds_per_vp=consts["funds_per_vp"],
        kinds_vp=tuple(consts["kinds_vp"]), row_size=consts["row_size"], track_lap=consts["track_lap"],
        code_harbor=codes.harbor, code_tile=codes.tile, code_slots=codes.slots, code_open=codes.open,
        take_targets=_take_targets(components, tiles),
    )
