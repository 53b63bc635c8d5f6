"""Immutable lookup tables built once from the plain components.json tables."""

from __future__ import annotations

from collections.abc import Hashable, Mapping
from dataclasses import dataclass, field
from typing import Any

RES = ("fish", "wood", "grain", "paper", "plank", "food", "book", "gold")
RI = {name: i for i, name in enumerate(RES)}
FISH, WOOD, GRAIN, PAPER, PLANK, FOOD, BOOK, GOLD = range(8)
TRACKS = ("craftsmanship", "carpentry", "logistics", "fishing")
CRAFT, CARP, LOGI, FISHING = range(4)
# Rulebook: General Setup 5, "the purple spaces (top space of each technology track)" (the
#   number of levels, not printed: README "Technology tracks")
TOP = 4  # the purple top space of a track (its scoring tile)
# Rulebook: Scoring Tiles, "5x5 area within the grid", "row 6 or column 6" (the grid:
#   not printed: README)
SIZE = 6  # the village grid is 6 x 6 (the published player board)
# Rulebook: Components, "Large building tiles: L-shaped (x14), straight three-square
#   (x12)"; "Small building tiles: two-square (x20), one-square (x16)"
SHAPES = ("L", "I3", "D2", "M1")
LARGE = ("L", "I3")
# square offsets of each shape before rotation; square 0 is the anchor the player clicks
SHAPE_CELLS = {"L": ((0, 0), (1, 0), (0, 1)), "I3": ((0, 0), (1, 0), (2, 0)),
               "D2": ((0, 0), (1, 0)), "M1": ((0, 0),)}
WALK_REWARDS = {  # boardwalk reward: (resource index or -1 for points, amount)
    "walk:fish": (FISH, 1), "walk:fish2": (FISH, 2), "walk:vp1": (-1, 1),
    "walk:vp2": (-1, 2), "walk:gold": (GOLD, 1), "walk:wood": (WOOD, 1),
}
# Rulebook: Resource Buildings, "Note: You gain 2 fish from the fish building"
PRODUCE = {"fish": (FISH, 2), **{r: (RI[r], 1) for r in RES[1:]}}  # the fish building gives 2 fish


def rotations(shape: str) -> tuple[int, ...]:
    return (0,) if shape == "M1" else (0, 1, 2, 3)


def rotated(shape: str, rot: int) -> tuple[tuple[int, int], ...]:
    cells = []
    for dx, dy in SHAPE_CELLS[shape]:
        for _ in range(rot):
            dx, dy = -dy, dx
        cells.append((dx, dy))
    return tuple(cells)


@dataclass(frozen=True)
class Square:
    code: str
    walk: bool
    options: tuple[str, ...]  # building effects; two for an either/or building
    label: str


@dataclass(frozen=True)
class Tables:
    squares: tuple[Square, ...]  # index 0 is the empty square
    square_index: Mapping[str, int]
    sell: tuple[int, ...]
    up: tuple[tuple[int, ...], ...]
    down: tuple[tuple[int, ...], ...]
    level: tuple[int, ...]
    boards: tuple[Any, ...]  # (id, side, grid tuple of square codes)
    tiles: Mapping[str, tuple[str, tuple[int, ...]]]  # id -> (shape, square codes)
    tile_ids: tuple[str, ...]
    stacks: tuple[tuple[str, str, int], ...]  # (id, shape, size)
    start_buildings: tuple[tuple[str, tuple[int, ...], tuple[int, ...]], ...]  # (id, side a squares, side b)
    start_resources: Mapping[str, tuple[tuple[int, ...], bool]]
    start_resource_ids: tuple[str, ...]
    crates: Mapping[str, tuple[tuple[int, ...], int, bool]]  # id -> (cost per resource, points, start)
    crate_ids: tuple[str, ...]
    start_crate_ids: tuple[str, ...]
    piers: tuple[tuple[str, int], ...]  # (reward, slots)
    fjord: tuple[tuple[int, tuple[int, int, int]], ...]  # (points, stack sizes)
    tokens: Mapping[str, tuple[int, int, tuple[int, ...], int, int]]  # (type, fish, res, points, lobsters)
    token_ids: tuple[tuple[str, ...], ...]  # per type
    track_costs: tuple[tuple[int, ...], ...]
    track_rewards: tuple[tuple[str, ...], ...]
    adv_costs: tuple[int, ...]
    adv_rewards: tuple[str, ...]
    level_points: tuple[int, ...]
    abilities: Mapping[str, str]
    ability_ids: tuple[str, ...]
    scoring: Mapping[str, tuple[str, bool]]
    scoring_ids: tuple[str, ...]
    taverns: tuple[str, ...]
    boat_spaces: tuple[int, int]
    medals: tuple[tuple[str, int, int], ...]
    is_building: tuple[bool, ...]  # per square index: a building (not empty, not a boardwalk)
    # option lists memoised per rules object (they depend on these tables); not part of equality
    memo: dict[Hashable, Any] = field(default_factory=dict, compare=False, repr=False)


def _res_vector(gain: Mapping[str, int]) -> tuple[int, ...]:
    v = [0] * 8
    for name, n in gain.items():
        v[RI[name]] += n
    return tuple(v)


def build_tables(c: Mapping[str, Any]) -> Tables:
    codes: list[str] = [""]
    for b in c["boards"]:
        codes += [x for x in b["cells"] if x]
    for t in c["building_tiles"]:
        codes += list(t["squares"])
    for s in c["starting_buildings"]:
        codes += list(s["side_a"]) + list(s["side_b"])
    uniq = list(dict.fromkeys(codes))
    squares = []
    for code in uniq:
        if code == "":
            squares.append(Square("", False, (), ""))
        elif code.startswith("walk:"):
            squares.append(Square(code, True, (), code))
        else:
            squares.append(Square(code, False, tuple(code.split("/")), code))
    index = {s.code: i for i, s in enumerate(squares)}
    sell = tuple(r["sell"] for r in c["resources"])
    up = tuple(tuple(RI[u] for u in r["up"]) for r in c["resources"])
    down = tuple(tuple(i for i in range(8) if r in up[i]) for r in range(8))
    level = tuple(r["level"] for r in c["resources"])
    boards = tuple((b["id"], b["side"], tuple(index[x] for x in b["cells"])) for b in c["boards"])
    tiles = {t["id"]: (t["shape"], tuple(index[x] for x in t["squares"])) for t in c["building_tiles"]}
    crates = {k["id"]: (_res_vector(k["cost"]), k["points"], k["start"]) for k in c["crates"]}
    tokens = {
        t["id"]: (t["type"], t["fish"], _res_vector(t["res"]), t["points"], t["lobsters"])
        for t in c["fishing_tokens"]
    }
    return Tables(
        squares=tuple(squares), square_index=index, sell=sell, up=up, down=down, level=level,
        boards=boards, tiles=tiles, tile_ids=tuple(tiles),
        stacks=tuple((s["id"], s["shape"], s["size"]) for s in c["building_stacks"]),
        start_buildings=tuple(
            (s["id"], tuple(index[x] for x in s["side_a"]), tuple(index[x] for x in s["side_b"]))
            for s in c["starting_buildings"]
        ),
        start_resources={r["id"]: (_res_vector(r["gain"]), r["go_fishing"]) for r in c["starting_resources"]},
        start_resource_ids=tuple(r["id"] for r in c["starting_resources"]),
        crates=crates,
        crate_ids=tuple(k for k, v in crates.items() if not v[2]),
        start_crate_ids=tuple(k for k, v in crates.items() if v[2]),
        piers=tuple((p["reward"], p["slots"]) for p in c["piers"]),
        fjord=tuple((a["points"], tuple(a["stacks"])) for a in c["fjord"]),
        tokens=tokens,
        token_ids=tuple(tuple(k for k, v in tokens.items() if v[0] == t) for t in (1, 2, 3)),
        track_costs=tuple(tuple(RI[x] for x in t["costs"]) for t in c["tech_tracks"]),
        track_rewards=tuple(tuple(t["rewards"]) for t in c["tech_tracks"]),
        adv_costs=tuple(RI[x] for x in c["advanced_tech"]["costs"]),
        adv_rewards=tuple(c["advanced_tech"]["rewards"]),
        level_points=tuple(c["level_points"]["points"]),
        abilities={a["id"]: a["text"] for a in c["abilities"]},
        ability_ids=tuple(a["id"] for a in c["abilities"]),
        scoring={s["id"]: (s["text"], s["lightning"]) for s in c["scoring_tiles"]},
        scoring_ids=tuple(s["id"] for s in c["scoring_tiles"]),
        taverns=tuple(t["action"] for t in c["taverns"]),
        boat_spaces=(c["boat"]["basic_spaces"], c["boat"]["upgraded_spaces"]),
        medals=tuple((m["name"], m["standard"], m["advanced"]) for m in c["medals"]),
        is_building=tuple(bool(sq.code) and not sq.walk for sq in squares),
    )
