"""components.json of Orchard Ocean: tile kinds, the 48 island tiles, harbors, boards, tables.

Arrows are strings of the letters N, E, S, W: each letter is one arrow, so "NNE" is
two spaces north and one space east.
"""

from __future__ import annotations

from collections import Counter
from typing import Literal

from pydantic import BaseModel, ConfigDict, Field, model_validator

from ..schema import ComponentFile, Count, Item, Positive
from .i18n import _

Arrows = Field(default="", pattern=r"^[NESW]*$")
Product = Literal["strawberry", "pineapple", "grape", "fish", "wine"]
TileField = Literal["nature", "business", "tourism"]
Direction = Literal["N", "E", "S", "W"]
# The lower corner of its space a tile leaves uncovered (rulebook "Scoring": a VP mark
# hidden by the tile placed on it cannot be obtained). For an island tile this is its front;
# turned over, it leaves the other lower corner open.
OpenCorner = Literal["lower-left", "lower-right"]


class Strict(BaseModel):
    model_config = ConfigDict(extra="forbid", frozen=True)


class Effect(Strict):
    """One worker level of a Commerce tile: which products it takes and what each pays."""

    level: Literal[1, 2]
    products: tuple[Product, ...] = Field(min_length=1)
    reward: Literal["funds", "vp", "vp_or_funds"]
    amount: Positive


class Kind(Item):
    """A tile name: its type, field and (for production) product."""

    name: str
    type: Literal["production", "commerce", "public"]
    field: TileField
    product: Product | None = None
    extendable: bool = True  # False: harbors never extend its range (fishing ground)
    needs_vineyard: bool = False  # winery: ships only when an activated vineyard reaches it
    public_fields: tuple[TileField, ...] = ()  # public tile: fields it counts
    public_points: int = 0  # per counted tile

    @model_validator(mode="after")
    def _fits_type(self) -> Kind:
        if (self.type == "production") != (self.product is not None):
            raise ValueError(_("{id}: a product exactly when the kind is a production tile").format(id=self.id))
        if (self.type == "public") != bool(self.public_fields):
            raise ValueError(_("{id}: public_fields exactly when the kind is a public tile").format(id=self.id))
        return self


class Tile(Item):
    """One physical island tile (front and back)."""

    kind: str
    stage: int = Field(ge=1, le=3)
    lv1: str = Arrows  # production: Lv.1 shipping arrows
    lv2: str = Arrows  # production: Lv.2 shipping arrows
    harbor: str = Field(pattern=r"^[NESW]+$")  # the back: harbor arrows
    effects: tuple[Effect, ...] = ()  # commerce: the Lv.1 and Lv.2 effects
    open: OpenCorner  # the front's uncovered lower corner (the back leaves the other one)


class HarborWindow(Strict):
    first: int = Field(ge=1, le=12)
    last: int = Field(ge=1, le=12)
    cost: Count


class HarborType(Item):
    name: str
    windows: tuple[HarborWindow, ...] = Field(min_length=1)
    harbor: str = Field(pattern=r"^[NESW]+$")
    count_3p: int = Field(ge=1, le=30)  # printed 6 and 8
    count_4p: int = Field(ge=1, le=30)
    open: OpenCorner  # the lower corner the placed (harbor) side leaves uncovered


class StartHarbor(Item):
    harbor: str = Field(pattern=r"^[NESW]+$")


class BoardCell(Item):
    """A space of the player board: its VP mark (and corner) and whether it has the check mark."""

    col: Count
    row: Count
    vp: int = Field(default=0, ge=0, le=2)
    corner: Literal["", "lower-left", "lower-right"] = ""
    check: bool = False


class PlayerBoard(Item):
    width: int = Field(ge=3, le=9)
    height: int = Field(ge=3, le=9)
    start: tuple[int, int]
    cells: tuple[BoardCell, ...]

    @model_validator(mode="after")
    def _every_cell_once(self) -> PlayerBoard:
        seen = sorted((c.col, c.row) for c in self.cells)
        if seen != [(c, r) for c in range(self.width) for r in range(self.height)]:
            raise ValueError(_("player board: every (col,row) cell exactly once"))
        return self


class DirectionTile(Item):
    name: str
    front: Direction
    back: tuple[Direction, Direction]


class TurnOrderTile(Item):
    place: int = Field(ge=1, le=4)


class Bonus(Item):
    players: int = Field(ge=3, le=4)
    turn_order_workers: tuple[int, ...]
    direction_funds: tuple[int, ...]


class Constants(Item):
    rounds: int = Field(ge=1, le=30)  # printed 12
    harvest_rounds: tuple[int, ...]
    no_refill_rounds: tuple[int, ...]
    start_funds: tuple[int, ...]  # by turn-order place; the last value for later places
    move_cost: int
    worker_cost: int
    worker_refund: int
    funds_per_vp: Positive
    kinds_vp: tuple[int, ...]  # VP for 1, 2, ... kinds of products
    row_size: int = Field(ge=1, le=12)  # printed 4
    track_lap: int = Field(ge=1, le=200)  # printed 25


class Components(ComponentFile):
    game: Literal["orchard_ocean"]
    constants: Constants
    kinds: tuple[Kind, ...]
    tiles: tuple[Tile, ...] = Field(min_length=48, max_length=48)
    harbor_types: tuple[HarborType, ...] = Field(min_length=3, max_length=3)
    start_harbor: StartHarbor
    player_board: PlayerBoard
    direction_tiles: tuple[DirectionTile, ...] = Field(min_length=4, max_length=4)
    turn_order_tiles: tuple[TurnOrderTile, ...] = Field(min_length=4, max_length=4)
    bonuses: tuple[Bonus, ...] = Field(min_length=2, max_length=2)

    @model_validator(mode="after")
    def _consistent(self) -> Components:
        kinds = {k.id: k for k in self.kinds}
        for tile in self.tiles:
            kind = kinds.get(tile.kind)
            if kind is None:
                raise ValueError(_("{id}: unknown kind {kind}").format(id=tile.id, kind=repr(tile.kind)))
            if kind.type == "production" and not (tile.lv1 and tile.lv2):
                raise ValueError(_("{id}: a production tile needs Lv.1 and Lv.2 arrows").format(id=tile.id))
            if kind.type == "commerce" and sorted(e.level for e in tile.effects) != [1, 2]:
                raise ValueError(_("{id}: a commerce tile needs one Lv.1 and one Lv.2 effect").format(id=tile.id))
        ids = [t.id for t in self.tiles]
        if len(set(ids)) != len(ids):
            raise ValueError(_("tile ids must be unique"))
        per_stage = Counter(t.stage for t in self.tiles)
        if any(per_stage[s] % self.constants.row_size for s in (1, 2, 3)):
            raise ValueError(_("each stage pile must refill whole rows"))
        if sorted(b.players for b in self.bonuses) != [3, 4]:
            raise ValueError(_("bonuses: one row for 3 and one for 4 players"))
        return self
