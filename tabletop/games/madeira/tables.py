"""Immutable lookup tables built once from components.json (plain JSON tables)."""

from __future__ import annotations

from collections.abc import Mapping
from dataclasses import dataclass, field
from typing import Any

from tabletop.core import Action

from .actions import Menu

CROPS = ("wheat", "sugar", "wine")
FOREST = 14
CHARACTERS = ("steward", "guildmaster", "mayor", "commander")
MILL, CAPITANIA, CUSTOMS, GUILDHALL, FORTRESS = range(5)
SPACES_PER_CITY = 12
ROUTES_PER_MARKET = 4
SPACES_PER_COLONY = 5


@dataclass(frozen=True, slots=True)
class Tables:
    n_workers: int
    n_ships: int
    markers: int
    start_tower: int
    mill_start: int
    mill_min: int
    mill_max: int
    guild_faces: tuple[int, ...]  # distinct, equally likely values
    pirate_faces: tuple[int, ...]
    pirate_dice: int
    wood_prices: tuple[int, ...]
    tile_costs: tuple[int, int, int, int]
    start_goods: Mapping[str, int]
    start_bonus: tuple[int, ...]
    penalties: tuple[int, ...]
    penalties_by_players: dict[int, tuple[int, ...]]
    excess_from: int
    cost_base: int
    wealth_max: int
    honour_pp: int
    reals_per_pp: int
    field_ids: tuple[str, ...]
    field_area: tuple[int, ...]  # 0 for the forest
    field_crop: tuple[int, ...]
    field_switch: tuple[int, ...]  # crop it switches to, -1 none
    field_trees: tuple[tuple[int, int, int], ...]  # 2p, 3p, 4p
    building_ids: tuple[str, ...]  # in Phase C order
    building_names: tuple[str, ...]
    building_area: tuple[int, ...]
    building_idle_round: tuple[int, ...]
    char_names: tuple[str, ...]
    city_ids: tuple[str, ...]
    city_names: tuple[str, ...]
    city_pp: tuple[tuple[int, int], ...]  # majority, minority
    city_gain: tuple[str, ...]
    market_ids: tuple[str, ...]
    market_pp: tuple[tuple[int, int, int], ...]
    route_cost: tuple[int, ...]  # 12
    route_reals: tuple[int, ...]
    route_min: tuple[int, ...]
    colony_ids: tuple[str, ...]
    colony_names: tuple[str, ...]
    colony_good: tuple[int, ...]
    colony_pp: tuple[tuple[int, int, int], ...]
    cship_cost: tuple[int, ...]  # 15
    cship_min: tuple[int, ...]
    guild_ids: tuple[str, ...]
    guild_names: tuple[str, ...]
    tile_ids: tuple[str, ...]
    tile_name: Mapping[str, str]
    tile_guild: Mapping[str, str]
    crown_type: Mapping[str, str]
    crown_min: Mapping[str, int]
    crown_ids: tuple[str, ...]
    start_ids: tuple[str, ...]
    start_order: Mapping[str, int]
    reward_ids: tuple[str, ...]
    reward_effect: Mapping[str, tuple[str, int]]
    guild_rows: Mapping[int, tuple[tuple[str, ...], ...]]
    pass_rows: tuple[tuple[str, int, str, int], ...]
    pass_min: tuple[int, ...]  # the player count from which each pass row is open
    # the location ids of the fields (forest last) and the city spaces, written once: the
    # legal-action lists name them at almost every decision
    field_locs: tuple[str, ...] = ()
    city_space_ids: tuple[str, ...] = ()
    # built from the fields above once (not compared: they follow from them)
    loc: dict[str, tuple[str, int]] = field(init=False, compare=False, repr=False)  # id -> (kind, index)
    menu: Menu = field(init=False, compare=False, repr=False)
    building_index: dict[str, int] = field(init=False, compare=False, repr=False)  # zone id -> index
    # dice outcomes by (verb, pirate flag per die), built once per kind of roll (flow.rolls); the
    # bot threads share it with the window: a race only builds an equal tuple twice
    rolls: dict[tuple[object, ...], tuple[Action, ...]] = field(
        init=False, compare=False, repr=False, default_factory=dict)

    def __post_init__(self) -> None:
        derived = {"loc": _locations(self), "building_index": {
            f"building:{bid}": b for b, bid in enumerate(self.building_ids)},
            "menu": Menu(self.building_ids, self.guild_faces, self.pirate_faces, self.pass_rows)}
        for name, value in derived.items():
            object.__setattr__(self, name, value)  # a frozen dataclass's derived fields


def _locations(tables: Tables) -> dict[str, tuple[str, int]]:
    loc: dict[str, tuple[str, int]] = {}
    for i, fid in enumerate(tables.field_ids):
        loc[f"field:{fid}"] = ("f", i)
    for c, cid in enumerate(tables.city_ids):
        for k in range(SPACES_PER_CITY):
            loc[f"city:{cid}:{k}"] = ("c", c * SPACES_PER_CITY + k)
    for c, cid in enumerate(tables.colony_ids):
        loc[f"colony:{cid}"] = ("o", c)
    loc["tower:workers"] = ("t", 0)
    return loc


def _faces(values: list[int]) -> tuple[int, ...]:
    """Distinct faces; the data must make them equally likely (each face equally often)."""
    distinct = sorted(set(values))
    if any(values.count(v) != values.count(distinct[0]) for v in distinct):
        raise ValueError("die faces must occur equally often")
    return tuple(distinct)


def build_tables(c: Mapping[str, Any]) -> Tables:
    routes = [s for m in c["markets"] for s in m["spaces"]]
    cships = [s for col in c["colonies"] for s in col["spaces"]]
    if len(routes) != 12 or len(cships) != 15:
        raise ValueError("3 markets x 4 spaces and 3 colonies x 5 spaces expected")
    return Tables(**_rule_numbers(c["rules"]), **_island(c), **_cities_and_sea(c, routes, cships),
                  **_guilds_and_requests(c))


def _rule_numbers(r: Mapping[str, Any]) -> dict[str, Any]:
    """The rules' numbers: pieces, windmill, dice, prices, penalties and scoring rates."""
    return dict(
        n_workers=r["workers"], n_ships=r["ships"], markers=r["action_markers"],
        start_tower=r["start_tower_workers"], mill_start=r["windmill_start"],
        mill_min=r["windmill_min"], mill_max=r["windmill_max"],
        guild_faces=_faces(r["guild_die_faces"]), pirate_faces=_faces(r["pirate_die_faces"]),
        pirate_dice=r["pirate_dice"], wood_prices=tuple(r["wood_prices"]),
        tile_costs=tuple(r["guild_tile_costs"]), start_goods=dict(r["start_goods"]),
        start_bonus=tuple(r["start_bonus_reals"]), penalties=tuple(r["pirate_penalties"]),
        penalties_by_players={int(k): tuple(v) for k, v in r.get("pirate_penalties_by_players", {}).items()},
        excess_from=r["pirate_excess_from"], cost_base=r["building_cost_base"],
        wealth_max=r["national_wealth_max"], honour_pp=r["honour_pp"], reals_per_pp=r["reals_per_pp"],
    )


def _island(c: Mapping[str, Any]) -> dict[str, Any]:
    """The fields (the forest last), the buildings in Phase C order and the characters."""
    fields = c["fields"]
    buildings = sorted(c["buildings"], key=lambda b: b["order"])
    crop = {name: i for i, name in enumerate(CROPS)}
    return dict(
        field_ids=tuple(f["id"] for f in fields) + ("forest",),
        field_area=tuple(f["area"] for f in fields) + (0,),
        field_crop=tuple(crop[f["crop"]] for f in fields) + (-1,),
        field_switch=tuple(crop[f["switch_to"]] if f["switch_to"] else -1 for f in fields) + (-1,),
        field_trees=tuple(tuple(f["trees"]) for f in fields),
        building_ids=tuple(b["id"] for b in buildings),
        building_names=tuple(b["name"] for b in buildings),
        building_area=tuple(b["area"] for b in buildings),
        building_idle_round=tuple(b["no_character_round"] for b in buildings),
        char_names=tuple(ch["name"] for ch in c["characters"]),
        field_locs=tuple(f"field:{f['id']}" for f in fields) + ("field:forest",),
    )


def _cities_and_sea(c: Mapping[str, Any], routes: list[Any], cships: list[Any]) -> dict[str, Any]:
    """The cities, the markets' trade routes and the colonies with their ship spaces."""
    crop = {name: i for i, name in enumerate(CROPS)}
    return dict(
        city_ids=tuple(x["id"] for x in c["cities"]),
        city_names=tuple(x["name"] for x in c["cities"]),
        city_pp=tuple((x["majority_pp"], x["minority_pp"]) for x in c["cities"]),
        city_gain=tuple(x["mayor_gain"] for x in c["cities"]),
        city_space_ids=tuple(f"city:{x['id']}:{k}" for x in c["cities"] for k in range(SPACES_PER_CITY)),
        market_ids=tuple(m["id"] for m in c["markets"]),
        market_pp=tuple(tuple(m["pp"]) for m in c["markets"]),
        route_cost=tuple(s["cost"] for s in routes), route_reals=tuple(s["reals"] for s in routes),
        route_min=tuple(s["min_players"] for s in routes),
        colony_ids=tuple(x["id"] for x in c["colonies"]),
        colony_names=tuple(x["name"] for x in c["colonies"]),
        colony_good=tuple(crop[x["good"]] for x in c["colonies"]),
        colony_pp=tuple(tuple(x["pp"]) for x in c["colonies"]),
        cship_cost=tuple(s["cost"] for s in cships), cship_min=tuple(s["min_players"] for s in cships),
    )


def _guilds_and_requests(c: Mapping[str, Any]) -> dict[str, Any]:
    """Guilds and their tiles, crown requests, royal rewards, guild dice rows and pass rows."""
    return dict(
        guild_ids=tuple(guild["id"] for guild in c["guilds"]),
        guild_names=tuple(guild["name"] for guild in c["guilds"]),
        tile_ids=tuple(t["id"] for t in c["guild_tiles"]),
        tile_name={t["id"]: t["name"] for t in c["guild_tiles"]},
        tile_guild={t["id"]: t["guild"] for t in c["guild_tiles"]},
        crown_type={**{x["id"]: x["type"] for x in c["crown_requests"]},
                    **{x["id"]: x["type"] for x in c["start_requests"]}},
        crown_min={x["id"]: x["min_players"] for x in c["crown_requests"]},
        crown_ids=tuple(x["id"] for x in c["crown_requests"]),
        start_ids=tuple(x["id"] for x in c["start_requests"]),
        start_order={x["id"]: x["order"] for x in c["start_requests"]},
        reward_ids=tuple(x["id"] for x in c["royal_rewards"]),
        reward_effect={x["id"]: (x["effect"], x["amount"]) for x in c["royal_rewards"]},
        guild_rows={guild["players"]: tuple(tuple(row) for row in guild["rows"]) for guild in c["guild_rows"]},
        pass_rows=tuple((p["left"], p["left_amount"], p["right"], p["right_amount"]) for p in c["pass_rows"]),
        pass_min=tuple(p.get("min_players", 2) for p in c["pass_rows"]),
    )


def rolls(tables: Tables, key: tuple[object, ...]) -> tuple[Action, ...]:
    """Dice outcomes by (verb, pirate flag per die), built once per kind of roll."""
    found = tables.rolls.get(key)
    if found is None:
        found = tables.rolls[key] = roll_outcomes(tables, key)
    return found


def roll_outcomes(tables: Tables, key: tuple[object, ...]) -> tuple[Action, ...]:
    """The equally likely outcomes of rolling several dice at once, in die order (ordered
    tuples, so every outcome has the same chance): ``key`` is the verb and, per die, whether
    it is a pirate die."""
    outcomes: list[tuple[str, ...]] = [()]
    for pirate in key[1:]:
        faces = tables.pirate_faces if pirate else tables.guild_faces
        outcomes = [o + (str(v),) for o in outcomes for v in faces]
    return tuple(Action(str(key[0]), o, True) for o in outcomes)
