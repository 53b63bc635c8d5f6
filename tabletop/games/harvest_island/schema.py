"""components.json of Harvest Island: seasons, fruits, fields, removal table, track, scoring."""

from __future__ import annotations

from typing import Literal

from pydantic import BaseModel, ConfigDict, Field, model_validator

from ..schema import ComponentFile, Count, Item

SeasonId = Literal["spring", "summer", "autumn", "winter"]
SEASON_ORDER = ("spring", "summer", "autumn", "winter")


class Season(Item):
    """One season deck: its weather cards (the fruit cards are listed per fruit)."""

    id: SeasonId
    name: str
    sun: Count
    rain: Count


class FruitCards(BaseModel):
    """How many cards of a fruit one season deck holds, and what each is worth."""

    model_config = ConfigDict(extra="forbid", frozen=True)
    season: SeasonId
    count: int = Field(ge=1, le=60)  # printed up to 12; each card is a draw outcome
    points: Count


class Fruit(Item):
    name: str
    field_limit: int = Field(ge=2, le=30)  # cards (excluding the seed) allowed on a field it seeds
    cards: tuple[FruitCards, ...] = Field(min_length=1)

    @model_validator(mode="after")
    def _seasons_once_in_order(self) -> Fruit:
        seasons = [c.season for c in self.cards]
        if len(set(seasons)) != len(seasons) or seasons != sorted(seasons, key=SEASON_ORDER.index):
            raise ValueError(f"{self.id}: each season at most once, in Spring..Winter order")
        return self


class FieldCard(Item):
    id: Literal["mountain", "hill", "plain"]
    name: str
    capacity: int | None = Field(default=None, ge=1, le=30)  # None: unlimited


class Removal(Item):
    """Cards removed unseen from each season deck at setup, by player count."""

    players: int = Field(ge=2, le=4)
    spring: int = Field(default=0, ge=0)
    summer: Count
    autumn: Count
    winter: Count


class Fertilizer(Item):
    count: int = Field(ge=1, le=60)
    harvest_weight: int = Field(ge=1, le=10)  # each counts as this many cards at the Harvest


class Track(Item):
    start: int = Field(ge=0)  # the bottom-left-most box
    last: int  # the highest box; a larger sum still beats it, the token stops there


class Scoring(Item):
    animal_points: int
    field_card_points: int


class Components(ComponentFile):
    game: Literal["harvest_island"]
    seasons: tuple[Season, ...] = Field(min_length=4, max_length=4)
    fruits: tuple[Fruit, ...] = Field(min_length=1)
    fields: tuple[FieldCard, ...] = Field(min_length=3, max_length=3)
    removal: tuple[Removal, ...] = Field(min_length=3, max_length=3)
    fertilizer: Fertilizer
    track: Track
    scoring: Scoring
    fruit_cards: int  # totals printed in the rulebook, checked against the tables
    weather_cards: int

    @model_validator(mode="after")
    def _consistent(self) -> Components:
        if tuple(s.id for s in self.seasons) != SEASON_ORDER:
            raise ValueError("seasons must be spring, summer, autumn, winter in that order")
        if tuple(f.id for f in self.fields) != ("mountain", "hill", "plain"):
            raise ValueError("fields must be mountain, hill, plain in that order")
        if sorted(r.players for r in self.removal) != [2, 3, 4]:
            raise ValueError("removal needs one row for each of 2, 3 and 4 players")
        ids = [f.id for f in self.fruits]
        if len(set(ids)) != len(ids):
            raise ValueError("fruit ids must be unique")
        fruit = sum(c.count for f in self.fruits for c in f.cards)
        if fruit != self.fruit_cards:
            raise ValueError(f"the fruit tables hold {fruit} cards, not {self.fruit_cards}")
        weather = sum(s.sun + s.rain for s in self.seasons)
        if weather != self.weather_cards:
            raise ValueError(f"the seasons hold {weather} weather cards, not {self.weather_cards}")
        if self.track.last <= self.track.start:
            raise ValueError("track.last must be above track.start")
        return self
