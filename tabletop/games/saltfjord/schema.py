"""components.json of Saltfjord: storage rooms, village boards, building/crate/fishing tiles,
technology tracks, abilities, scoring tiles, taverns (almost all printed data are stand-ins)."""

from __future__ import annotations

from typing import Annotated, Literal

from pydantic import Field, model_validator

from ..schema import ComponentFile, Count, Item

ResourceId = Literal["fish", "wood", "grain", "paper", "plank", "food", "book", "gold"]
Shape = Literal["L", "I3", "D2", "M1"]
Stack = Annotated[int, Field(ge=0, le=20)]  # tokens on one fishing space: printed up to 7
BUILDINGS = {
    "fish", "wood", "grain", "paper", "plank", "food", "book", "gold",
    "upgrade", "order", "tech", "build", "boat", "boat2",
}
WALKS = {"walk:fish", "walk:fish2", "walk:vp1", "walk:vp2", "walk:gold", "walk:wood"}
SHAPE_SIZE = {"L": 3, "I3": 3, "D2": 2, "M1": 1}


def _square_ok(code: str, allow_empty: bool = False) -> bool:
    if code == "":
        return allow_empty
    if code in WALKS:
        return True
    return all(part in BUILDINGS for part in code.split("/")) and code.count("/") <= 1


class Resource(Item):
    id: ResourceId
    level: int = Field(ge=0, le=3)
    sell: Count
    up: tuple[ResourceId, ...]


class Board(Item):
    side: Literal["a", "b"]
    cells: tuple[str, ...] = Field(min_length=36, max_length=36)  # row-major, "" = empty

    @model_validator(mode="after")
    def _known_buildings(self) -> Board:
        for code in self.cells:
            if not _square_ok(code, allow_empty=True) or code in WALKS:
                raise ValueError(f"{self.id}: unknown preprinted building {code!r}")
        return self


class BuildingTile(Item):
    shape: Shape
    squares: tuple[str, ...]

    @model_validator(mode="after")
    def _fits_shape(self) -> BuildingTile:
        if len(self.squares) != SHAPE_SIZE[self.shape]:
            raise ValueError(f"{self.id}: a {self.shape} tile has {SHAPE_SIZE[self.shape]} squares")
        for code in self.squares:
            if not _square_ok(code):
                raise ValueError(f"{self.id}: unknown square {code!r}")
        return self


class BuildingStack(Item):
    shape: Shape
    size: int = Field(ge=1, le=40)  # printed 6 to 10


class StartingBuilding(Item):
    side_a: tuple[str, str]
    side_b: tuple[str, str]


class StartingResources(Item):
    gain: dict[ResourceId, int]
    go_fishing: bool


class Crate(Item):
    start: bool
    cost: dict[ResourceId, int]
    points: Count


class Pier(Item):
    reward: Literal["fish", "vp_fish", "upgrade", "feast"]
    slots: int = Field(ge=1, le=20)  # printed 6


class FjordArea(Item):
    points: Count
    stacks: tuple[Stack, Stack, Stack]  # tokens of type 1, 2, 3 on this area's fishing spaces


class FishingToken(Item):
    type: int = Field(ge=1, le=3)
    fish: Count
    res: dict[ResourceId, int]
    points: Count
    lobsters: Count


class TechTrack(Item):
    costs: tuple[ResourceId, ResourceId, ResourceId, ResourceId]
    rewards: tuple[str, str, str]


class LevelPoints(Item):
    points: tuple[int, int, int, int]


class Ability(Item):
    text: str


class ScoringTile(Item):
    text: str
    lightning: bool


class Tavern(Item):
    action: Literal["mono", "fish", "tech", "order", "fish2"]


class Boat(Item):
    basic_spaces: int = Field(ge=1, le=10)  # printed 3 and 4
    upgraded_spaces: int = Field(ge=1, le=10)


class Medal(Item):
    standard: int
    advanced: int
    name: str


class Components(ComponentFile):
    game: Literal["saltfjord"]
    resources: tuple[Resource, ...] = Field(min_length=8, max_length=8)
    boards: tuple[Board, ...] = Field(min_length=8, max_length=8)
    building_tiles: tuple[BuildingTile, ...] = Field(min_length=62, max_length=62)
    building_stacks: tuple[BuildingStack, ...] = Field(min_length=8, max_length=8)
    starting_buildings: tuple[StartingBuilding, ...] = Field(min_length=4, max_length=4)
    starting_resources: tuple[StartingResources, ...] = Field(min_length=4, max_length=4)
    crates: tuple[Crate, ...] = Field(min_length=48, max_length=48)
    piers: tuple[Pier, ...] = Field(min_length=4, max_length=4)
    fjord: tuple[FjordArea, ...] = Field(min_length=2)
    fishing_tokens: tuple[FishingToken, ...] = Field(min_length=67, max_length=67)
    tech_tracks: tuple[TechTrack, ...] = Field(min_length=4, max_length=4)
    level_points: LevelPoints
    abilities: tuple[Ability, ...] = Field(min_length=8, max_length=8)
    scoring_tiles: tuple[ScoringTile, ...] = Field(min_length=11, max_length=11)
    taverns: tuple[Tavern, ...] = Field(min_length=5, max_length=5)
    boat: Boat
    advanced_tech: TechTrack
    medals: tuple[Medal, ...] = Field(min_length=1)

    @model_validator(mode="after")
    def _counts_match(self) -> Components:
        shapes = {s: 0 for s in SHAPE_SIZE}
        for tile in self.building_tiles:
            shapes[tile.shape] += 1
        if shapes != {"L": 14, "I3": 12, "D2": 20, "M1": 16}:
            raise ValueError(f"building tiles by shape are {shapes}, the rulebook has 14/12/20/16")
        for shape, count in shapes.items():
            if sum(s.size for s in self.building_stacks if s.shape == shape) != count:
                raise ValueError(f"the {shape} stacks do not hold all {count} tiles")
        types = [0, 0, 0]
        for token in self.fishing_tokens:
            types[token.type - 1] += 1
        if types != [29, 23, 15]:
            raise ValueError(f"fishing tokens by type are {types}, the rulebook has 29/23/15")
        for t in range(3):
            if sum(a.stacks[t] for a in self.fjord) != types[t]:
                raise ValueError(f"the fjord's type-{t + 1} stacks do not hold all tokens")
        if sum(1 for c in self.crates if c.start) != 4:
            raise ValueError("there must be 4 starting crates")
        if sum(1 for s in self.scoring_tiles if s.lightning) != 2:
            raise ValueError("two scoring tiles carry the lightning symbol")
        return self
