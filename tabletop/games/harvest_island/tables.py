"""Immutable card tables built once from the validated components.json tables.

Card ints: fruit cards first (by fruit, then season, numbered 01.. per fruit),
then weather (sun, then rain), then fertilizer. A sorted hand therefore lists its
fruit cards before its fertilizer cards, which the rules use as a shortcut.
"""

from __future__ import annotations

from collections.abc import Mapping
from dataclasses import dataclass
from typing import Any

from .state import FERT, FIELD_NAMES, FRUIT, RAIN, SEASONS, SUN

UNLIMITED = 1_000  # the Plain's capacity


@dataclass(frozen=True, slots=True)
class Tables:
    card_id: tuple[str, ...]
    kind: tuple[int, ...]  # FRUIT, SUN, RAIN, FERT
    fruit: tuple[int, ...]  # fruit index, -1 for weather and fertilizer
    points: tuple[int, ...]
    season: tuple[int, ...]  # deck index, -1 for fertilizer
    maxfill: tuple[tuple[int, ...], ...]  # [field][seed card]: cards allowed over that seed
    fruit_ids: tuple[str, ...]
    fruit_names: tuple[str, ...]
    fruit_limit: tuple[int, ...]
    fruit_seasons: tuple[tuple[int, ...], ...]
    field_caps: tuple[int, ...]
    season_names: tuple[str, ...]
    decks: tuple[tuple[int, ...], ...]  # the four full season decks
    fert_cards: tuple[int, ...]
    first_fert: int  # every card int >= this is a fertilizer card
    removal: tuple[tuple[int, ...], ...]  # [players] -> cards removed per deck
    track_start: int
    track_last: int
    fert_weight: int
    animal_points: int
    field_points: int

    @property
    def n_fruits(self) -> int:
        return len(self.fruit_ids)

    def index(self) -> dict[str, int]:
        return {cid: i for i, cid in enumerate(self.card_id)}


class _Cards:
    """The card columns, filled card by card in card-int order."""

    def __init__(self) -> None:
        self.card_id: list[str] = []
        self.kind: list[int] = []
        self.fruit: list[int] = []
        self.points: list[int] = []
        self.season: list[int] = []

    def add(self, card_id: str, kind: int, fruit: int, points: int, season: int) -> None:
        self.card_id.append(card_id)
        self.kind.append(kind)
        self.fruit.append(fruit)
        self.points.append(points)
        self.season.append(season)


def _cards(components: Mapping[str, Any]) -> _Cards:
    """Fruit cards (by fruit, then season), weather (sun, then rain), then fertilizer."""
    cards = _Cards()
    for f_index, f in enumerate(components["fruits"]):
        number = 0
        for group in f["cards"]:
            for _ in range(group["count"]):
                number += 1
                cards.add(f"card:hi:{f['id']}:{number:02d}", FRUIT, f_index, group["points"],
                          SEASONS.index(group["season"]))
    for weather_kind, key in ((SUN, "sun"), (RAIN, "rain")):
        number = 0
        for s_index, s in enumerate(components["seasons"]):
            for _ in range(s[key]):
                number += 1
                cards.add(f"card:hi:{key}:{number:02d}", weather_kind, -1, 0, s_index)
    for number in range(1, components["fertilizer"]["count"] + 1):
        cards.add(f"card:hi:fert:{number:02d}", FERT, -1, 0, -1)
    return cards


def _maxfill(cards: _Cards, caps: tuple[int, ...],
             limits: tuple[int, ...]) -> tuple[tuple[int, ...], ...]:
    """[field][seed card]: the cards allowed over that seed on that field."""
    kind, fruit = cards.kind, cards.fruit
    # Which limit applies is not printed; README "Gap 6": the smaller of the Field card capacity and
    #   the seed card's printed limit (rulebook, "Sow")
    return tuple(
        tuple(min(cap, limits[fruit[c]]) if kind[c] == FRUIT else 0 for c in range(len(kind)))
        for cap in caps
    )


def _removal(components: Mapping[str, Any]) -> tuple[tuple[int, ...], ...]:
    """[players] -> the cards removed unseen from each season deck at setup."""
    # Rulebook: Setup 1, the removal table: 2 players 6 Summer, 6 Autumn, 6 Winter; 3
    #   players 6 Autumn, 6 Winter; 4 players 6 Winter
    removal = [(0, 0, 0, 0)] * 5
    for row in components["removal"]:
        removal[row["players"]] = tuple(row.get(s, 0) for s in SEASONS)
    return tuple(removal)


def build_tables(components: Mapping[str, Any]) -> Tables:
    """Plain JSON tables (already validated) -> Tables; KeyError/ValueError if they don't fit."""
    seasons = [s["id"] for s in components["seasons"]]
    if tuple(seasons) != SEASONS:
        raise ValueError(f"seasons must be {SEASONS}")
    fruits = components["fruits"]
    cards = _cards(components)
    card_id, season = cards.card_id, cards.season
    first_fert = len(card_id) - components["fertilizer"]["count"]
    if any(not f["id"].isalnum() for f in fruits) or len({*card_id}) != len(card_id):
        raise ValueError("fruit ids must be unique and alphanumeric")
    fields = {f["id"]: f for f in components["fields"]}
    # Rulebook: Field capacity, "3 on Mountain, 5 on Hill and unlimited on Plain"
    caps = tuple(fields[name]["capacity"] or UNLIMITED for name in FIELD_NAMES)
    limits = tuple(f["field_limit"] for f in fruits)
    decks = tuple(
        tuple(c for c in range(first_fert) if season[c] == d) for d in range(len(SEASONS))
    )
    track = components["track"]
    scoring = components["scoring"]
    return Tables(
        card_id=tuple(card_id),
        kind=tuple(cards.kind),
        fruit=tuple(cards.fruit),
        points=tuple(cards.points),
        season=tuple(season),
        maxfill=_maxfill(cards, caps, limits),
        fruit_ids=tuple(f["id"] for f in fruits),
        fruit_names=tuple(f["name"] for f in fruits),
        fruit_limit=limits,
        fruit_seasons=tuple(
            tuple(SEASONS.index(card["season"]) for card in f["cards"]) for f in fruits
        ),
        field_caps=caps,
        season_names=tuple(s["name"] for s in components["seasons"]),
        decks=decks,
        fert_cards=tuple(range(first_fert, len(card_id))),
        first_fert=first_fert,
        removal=_removal(components),
        track_start=track["start"],
        track_last=track["last"],
        fert_weight=components["fertilizer"]["harvest_weight"],
        animal_points=scoring["animal_points"],
        field_points=scoring["field_card_points"],
    )
