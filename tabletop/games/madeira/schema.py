"""components.json of Madeira: island fields, buildings, cities, markets, colonies, guilds, tiles."""

from __future__ import annotations

from typing import Annotated, Literal

from pydantic import BaseModel, ConfigDict, Field, model_validator

from ..schema import ComponentFile, Count, Item, Positive

Crop = Literal["wheat", "sugar", "wine"]
DieFace = Annotated[int, Field(ge=1, le=12)]
MAX_PIRATE_DICE = 5
MAX_ROLL_OUTCOMES = 20_000  # the printed dice: 3**3 * 6**3 = 5,832


class Numbers(Item):
    workers: int = Field(ge=1, le=40)  # printed 12
    ships: int = Field(ge=1, le=20)  # printed 6
    action_markers: int = Field(ge=1, le=10)  # printed 3
    start_tower_workers: int = Field(ge=0, le=20)  # printed 2
    windmill_start: int
    windmill_min: int
    windmill_max: int
    # Every roll lists its outcomes in full (faces ** dice): the dice and faces are bounded so a
    # pack cannot ask for millions ("pirate_dice": 9 once cost 40 s and 2.7 GB)
    guild_die_faces: tuple[DieFace, ...] = Field(min_length=1, max_length=12)
    pirate_die_faces: tuple[DieFace, ...] = Field(min_length=1, max_length=12)
    pirate_dice: int = Field(ge=1, le=MAX_PIRATE_DICE)  # printed 3
    wood_prices: tuple[int, ...] = Field(min_length=1)  # total reals for buying 1, 2, ... wood
    guild_tile_costs: tuple[int, int, int, int]  # wood per guild-tile column (districts 3..6)
    start_goods: dict[str, int]
    start_bonus_reals: tuple[int, int, int, int]
    pirate_penalties: tuple[int, int, int, int]
    # stand-in rows for fewer players, by player count ("2", "3"): one value per rank
    pirate_penalties_by_players: dict[str, tuple[int, ...]] = {}
    pirate_excess_from: int
    building_cost_base: int
    national_wealth_max: int
    honour_pp: int
    reals_per_pp: Positive

    @model_validator(mode="after")
    def _rolls_bounded(self) -> Numbers:
        # the largest roll: Phase C re-rolls the 3 guild dice and every pirate die at once
        outcomes = len(set(self.guild_die_faces)) ** 3 * len(set(self.pirate_die_faces)) ** self.pirate_dice
        if outcomes > MAX_ROLL_OUTCOMES:
            raise ValueError(
                f"pirate_dice, guild_die_faces and pirate_die_faces make {outcomes:,} outcomes of one"
                f" roll, more than the {MAX_ROLL_OUTCOMES:,} allowed (the printed dice make 5,832)"
            )
        return self


class FieldSpace(Item):
    area: int = Field(ge=1, le=3)
    crop: Crop
    switch_to: Literal["", "sugar", "wine"]
    trees: tuple[int, int, int]  # for 2, 3 and 4 players


class Building(Item):
    name: str
    area: int = Field(ge=1, le=3)
    order: int = Field(ge=1, le=5)
    no_character_round: int = Field(ge=1, le=5)


class Character(Item):
    name: str


class City(Item):
    name: str
    majority_pp: int
    minority_pp: int
    mayor_gain: Literal["bread", "reals", "wood"]


class RouteSpace(Item):
    cost: Count
    reals: Count
    min_players: int = Field(ge=2, le=4)


class Market(Item):
    crop: Crop
    pp: tuple[int, int, int]  # per ship in rounds 1, 3, 5
    spaces: tuple[RouteSpace, ...] = Field(min_length=1)


class ColonySpace(Item):
    cost: int = Field(ge=0)  # wine
    min_players: int = Field(ge=2, le=4)


class Colony(Item):
    name: str
    good: Crop
    pp: tuple[int, int, int]
    spaces: tuple[ColonySpace, ...] = Field(min_length=1)


class Guild(Item):
    name: str


class GuildTile(Item):
    name: str
    guild: str


class CrownRequest(Item):
    type: Literal["trade", "exploration", "guild", "urban", "wealth"]
    min_players: int = Field(ge=2, le=4)


class StartRequest(Item):
    type: Literal["trade", "exploration", "guild", "urban", "wealth"]
    order: int = Field(ge=1, le=4)


class RoyalReward(Item):
    effect: Literal["pp", "flip", "bread", "reals", "goods", "pirates", "windmill"]
    amount: Positive


class GuildRows(Item):
    players: int = Field(ge=2, le=4)
    rows: tuple[tuple[str, ...], ...]


class PassRow(Item):
    left: Literal["reals", "city", "tower", "ship"]
    left_amount: int
    right: Literal["", "reals"]
    right_amount: int
    min_players: int = Field(default=2, ge=2, le=4)  # the row is open from this many players


class _Strict(BaseModel):
    model_config = ConfigDict(extra="forbid", frozen=True)


class Components(ComponentFile):
    game: Literal["madeira"]
    rules: Numbers
    fields: tuple[FieldSpace, ...] = Field(min_length=14, max_length=14)
    buildings: tuple[Building, ...] = Field(min_length=5, max_length=5)
    characters: tuple[Character, ...] = Field(min_length=4, max_length=4)
    cities: tuple[City, ...] = Field(min_length=3, max_length=3)
    markets: tuple[Market, ...] = Field(min_length=3, max_length=3)
    colonies: tuple[Colony, ...] = Field(min_length=3, max_length=3)
    guilds: tuple[Guild, ...] = Field(min_length=4, max_length=4)
    guild_tiles: tuple[GuildTile, ...] = Field(min_length=12, max_length=12)
    crown_requests: tuple[CrownRequest, ...] = Field(min_length=20, max_length=20)
    start_requests: tuple[StartRequest, ...] = Field(min_length=4, max_length=4)
    royal_rewards: tuple[RoyalReward, ...] = Field(min_length=6)
    guild_rows: tuple[GuildRows, ...] = Field(min_length=3, max_length=3)
    pass_rows: tuple[PassRow, ...] = Field(min_length=4, max_length=4)

    @model_validator(mode="after")
    def _consistent(self) -> Components:
        guild_ids = {g.id for g in self.guilds}
        if any(t.guild not in guild_ids for t in self.guild_tiles):
            raise ValueError("every guild tile must name a known guild")
        for rows in self.guild_rows:
            if len(rows.rows) != rows.players:
                raise ValueError(f"guild_rows {rows.id}: one row per player")
            if any(g not in guild_ids for row in rows.rows for g in row):
                raise ValueError(f"guild_rows {rows.id}: unknown guild")
        if sorted(b.order for b in self.buildings) != [1, 2, 3, 4, 5]:
            raise ValueError("buildings need orders 1..5")
        if sorted(b.no_character_round for b in self.buildings) != [1, 2, 3, 4, 5]:
            raise ValueError("each round leaves exactly one building without a character")
        for players in (2, 3, 4):
            tiles = sum(1 for c in self.crown_requests if c.min_players <= players)
            if tiles != 5 * players:
                raise ValueError(f"{players} players need {5 * players} crown requests, not {tiles}")
        if len(self.royal_rewards) < 6:
            raise ValueError("two royal rewards per colony")
        r = self.rules
        if not r.windmill_min <= r.windmill_start <= r.windmill_max:
            raise ValueError("windmill start outside its range")
        return self
