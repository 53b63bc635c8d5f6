"""components.json of Nusfjord: setup, harbor, ships, haul table, plates, spaces, elders, buildings."""

from __future__ import annotations

from typing import Literal

from pydantic import ConfigDict, Field, model_validator

from ..schema import ComponentFile, Count, Item, Positive

Category = Literal["anytime", "immediately", "once", "special", "victory", "whenever"]


class Setup(Item):
    wood: Count
    fish: Count
    gold: Count
    issued: Count
    unissued: Count
    reserve_limit: Positive
    wood_limit: Positive
    workers: int = Field(ge=1, le=10)  # printed 3; each one a placement every round
    rounds: int = Field(ge=1, le=20)  # printed 7
    display_a: Count
    display_b: Count
    board_a: Count
    board_b: Count


class Harbor(Item):
    rows: int = Field(ge=1, le=12)  # printed 3 x 4: every cell is a choice
    cols: int = Field(ge=2, le=12)
    reserve_cell: int
    doubles: tuple[tuple[int, int], ...]
    start_forests: tuple[int, ...]

    @model_validator(mode="after")
    def _fits(self) -> Harbor:
        if len(self.start_forests) != len(self.doubles):
            raise ValueError("start_forests needs one count per double space")
        return self


class Ship(Item):
    name: str
    wood: Count
    fish: Count
    gold: Count
    alt_gold: int | None = None
    vp: int
    length: Positive
    sell: int | None = None


class Haul(Item):
    max_length: Positive
    table: tuple[tuple[int, int], ...]


class Plate(Item):
    fish: Positive


class Space(Item):
    action: Literal["ship", "transfer", "serve", "gold", "build", "issue", "buy", "elder",
                    "deforest", "thin", "reforest"]
    title: str
    capacity_small: Count
    capacity_large: Count
    column: Literal["left", "middle", "right"]
    sides: Literal["both", "two"]


class Elder(Item):
    number: str
    name: str
    min_players: int = Field(ge=1, le=5)
    max_players: int = Field(ge=1, le=5)
    text: str
    group: Literal["base", "variant", "promo"]
    fish_spaces: Positive


class Building(Item):
    name: str
    letter: Literal["A", "B", "C"]
    category: Category
    wood: Count
    fish: Count
    gold: Count
    vp: int | None  # None: "*", computed by the card's effect
    text: str
    no_space: bool = False  # takes no Building space (the Mackerel "Stilt House", rulebook p. 18)


class GuestBuilding(Building):
    """A Besøkende deck building (rulebook p. 17): ``guest`` is the Guest symbol."""

    guest: bool


class ShareDiscount(Item):
    by_round: tuple[int, ...]


class RoundInstructions(Item):
    solo_c_display: dict[str, int]  # solo Turn Order tile: C buildings placed in the display by round
    a_add: dict[str, int]
    c_hand: dict[str, int]
    b_add: dict[str, int]


class Components(ComponentFile):
    model_config = ConfigDict(extra="forbid", frozen=True)
    game: Literal["nusfjord"]
    setup: Setup
    harbor: Harbor
    ships: tuple[Ship, ...]
    haul: Haul
    plates: tuple[Plate, ...] = Field(min_length=4)
    spaces: tuple[Space, ...]
    elders: tuple[Elder, ...] = Field(min_length=25, max_length=25)
    buildings: tuple[Building, ...] = Field(min_length=44, max_length=44)
    besokende: tuple[GuestBuilding, ...] = Field(min_length=44, max_length=44)  # the Guests deck
    # the other Big Box decks (rulebook p. 2): names public, costs/VP/effects mostly stand-ins;
    # optional, so that a data pack written before they existed still loads (without them)
    mackerel: tuple[Building, ...] = ()
    codfish: tuple[Building, ...] = ()
    plaice: tuple[Building, ...] = ()
    salmon: tuple[Building, ...] = ()
    share_discount: ShareDiscount
    round_instructions: RoundInstructions

    @model_validator(mode="after")
    def _consistent(self) -> Components:
        decks = (self.buildings, self.besokende, self.mackerel, self.codfish, self.plaice, self.salmon)
        ids = [b.id for deck in decks for b in deck]
        if len(set(ids)) != len(ids):
            raise ValueError("building ids must be unique (across the decks)")
        for deck in decks:
            if not deck:
                continue  # an optional deck left out (buildings and besokende never are)
            letters = [b.letter for b in deck]
            if (letters.count("A"), letters.count("B"), letters.count("C")) != (18, 12, 14):
                raise ValueError("a deck holds 18 A, 12 B and 14 C buildings")
        if {s.id for s in self.ships} != {"catboat", "sloop", "cutter", "schooner", "raft"}:
            raise ValueError("ships must be catboat, sloop, cutter, schooner, raft")
        fish = [p.fish for p in self.plates]
        if fish != sorted(fish):
            raise ValueError("plates must be listed smallest first")
        return self

