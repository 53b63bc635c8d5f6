"""Immutable lookup tables built once from the plain components.json tables."""

from __future__ import annotations

from collections.abc import Mapping
from dataclasses import dataclass
from typing import Any

from tabletop.core import Action

from .i18n import N_

# A row of turn_table: (space index, capacity, action kind, its place action, copy options)
CopyOption = tuple[int, int, str, Action]
TurnRow = tuple[int, int, str, Action | None, tuple[CopyOption, ...] | None]

# the building decks, in the order the New Game dialog lists them (their variant ids), and the
# components.json table of each (rulebook p. 2: seven 44-card decks; Trout is not offered)
DECKS = ("herring", "mackerel", "codfish", "plaice", "salmon", "besokende")
DECK_TABLE = {"herring": "buildings", "mackerel": "mackerel", "codfish": "codfish", "plaice": "plaice",
              "salmon": "salmon", "besokende": "besokende"}
DECK_TITLES = {"herring": N_("Herring"), "mackerel": N_("Mackerel"), "codfish": N_("Codfish"),
               "plaice": N_("Plaice"), "salmon": N_("Salmon"), "besokende": N_("Besøkende")}
# the Imitation tile's spaces on the 5-player side (titles: data words, translated where shown)
COPY_TITLES = {"left": N_("Copy an Action (left column)"), "middle": N_("Copy an Action (middle column)"),
               "right": N_("Copy an Action (right column)")}
MIX = "+"  # joins the decks of a Mixing Decks game in State.deck, the first one supplying refills


@dataclass(frozen=True, slots=True)
class ShipType:
    id: str
    wood: int
    fish: int
    gold: int
    alt_gold: int | None
    vp: int
    length: int
    sell: int | None


@dataclass(frozen=True, slots=True)
class Card:
    id: str
    name: str
    letter: str
    category: str
    wood: int
    fish: int
    gold: int
    vp: int | None
    text: str


@dataclass(frozen=True, slots=True)
class ElderCard:
    key: str
    number: str
    name: str
    min_players: int
    max_players: int
    text: str
    group: str
    fish_spaces: int


@dataclass(frozen=True, slots=True)
class SpaceDef:
    id: str
    action: str
    title: str
    capacity: int
    column: str


class Tables:
    """Everything the engine looks up; built from the validated component data."""

    def __init__(self, components: Mapping[str, Any], deck: str = "herring") -> None:
        """``deck``: the building deck in play (one of DECKS), or for Mixing Decks three of them
        joined by MIX, the first being the single deck every later building is drawn from."""
        self.deck = deck
        self.decks = tuple(deck.split(MIX))
        self.mixed = len(self.decks) > 1
        self.primary = self.decks[0]
        self.guests = "besokende" in self.decks  # the Guests rules (p. 17) come with Besøkende
        self._read_setup(components["setup"])
        self._read_harbor(components["harbor"])
        self._read_ships(components)
        self._read_board(components)
        self._read_cards(components)
        self._read_round_instructions(components["round_instructions"])
        self._make_action_tables()
        self.use_effects({})

    def _read_setup(self, s: Mapping[str, Any]) -> None:
        """Starting goods and shares, the limits, workers, rounds and display sizes."""
        self.start_goods = (s["wood"], s["fish"], s["gold"])
        self.issued: int = s["issued"]
        self.unissued: int = s["unissued"]
        self.reserve_limit: int = s["reserve_limit"]
        self.wood_limit: int = s["wood_limit"]
        self.workers: int = s["workers"]
        self.rounds: int = s["rounds"]
        self.display_a, self.display_b = s["display_a"], s["display_b"]
        self.board_a, self.board_b = s["board_a"], s["board_b"]

    def _read_harbor(self, h: Mapping[str, Any]) -> None:
        """The harbor's building spaces, the reserve and the double spaces with their forests."""
        self.cells = h["rows"] * h["cols"]
        self.reserve_cell = h["reserve_cell"]
        self.doubles = tuple(tuple(d) for d in h["doubles"])
        self.start_forests = tuple(h["start_forests"])
        self.cell_double = tuple(next((d for d, pair in enumerate(self.doubles) if i in pair), -1)
                                 for i in range(self.cells))

    def _read_ships(self, components: Mapping[str, Any]) -> None:
        """The ship kinds and the haul by fishing-track length."""
        self.ships = {d["id"]: ShipType(d["id"], d["wood"], d["fish"], d["gold"], d["alt_gold"],
                                        d["vp"], d["length"], d["sell"]) for d in components["ships"]}
        hl = components["haul"]
        self.max_length: int = hl["max_length"]
        self.haul_by_length = {length: fish for length, fish in hl["table"]}
        # haul by track length as a tuple indexed by the length (1..max_length)
        self.haul_list: tuple[int, ...] = (0, *(self.haul_by_length[n] for n in range(1, self.max_length + 1)))
        self.ship_length = {k: ship.length for k, ship in self.ships.items()}
        self.catboat_length = self.ships["catboat"].length
        # fishing-track length of each ships tuple met so far (ops.track_length; few distinct ones)
        self.track_lengths: dict[tuple[str, ...], int] = {}
        self.ship_rows = tuple(self.ships[k] for k in ("sloop", "cutter", "schooner"))  # supply order

    def _read_board(self, components: Mapping[str, Any]) -> None:
        """The banquet plates, the action spaces, the share price discount and the elders."""
        self.share_discount: tuple[int, ...] = tuple(components["share_discount"]["by_round"])
        self.plate_fish = tuple(p["fish"] for p in components["plates"])
        self.space_rows = tuple(components["spaces"])
        self.elders = {d["id"]: ElderCard(d["id"], d["number"], d["name"], d["min_players"],
                                          d["max_players"], d["text"], d["group"], d["fish_spaces"])
                       for d in components["elders"]}

    def _read_cards(self, components: Mapping[str, Any]) -> None:
        """The buildings of the deck(s) in play."""
        for name in self.decks:
            if not components.get(DECK_TABLE[name]):
                raise ValueError(f"The Nusfjord data has no {DECK_TITLES[name]} deck")  # a data error: not for players
        rows = [d for name in self.decks for d in components[DECK_TABLE[name]]]
        self.deck_of = {d["id"]: name for name in self.decks for d in components[DECK_TABLE[name]]}
        # buildings that take no Building space (the Mackerel "Stilt House", p. 18 notes)
        self.spaceless = frozenset(d["id"] for d in rows if d.get("no_space"))
        self.cards = {d["id"]: Card(d["id"], d["name"], d["letter"], d["category"], d["wood"],
                                    d["fish"], d["gold"], d["vp"], d["text"])
                      for d in rows}
        # Besøkende: buildings with the Guest symbol (take a Guest after paying, p. 17)
        self.guest_cards = frozenset(d["id"] for d in rows if d.get("guest"))
        self.card_cost = {c.id: (c.wood, c.fish, c.gold) for c in self.cards.values()}

    def _read_round_instructions(self, ri: Mapping[str, Any]) -> None:
        """The buildings the Turn Order tiles add to the display or the hands, per player count."""
        self.a_add = {int(k): v for k, v in ri["a_add"].items()}
        self.b_add = {int(k): v for k, v in ri["b_add"].items()}
        self.c_hand = {int(k): v for k, v in ri["c_hand"].items()}
        self.solo_c_display = {int(k): v for k, v in ri["solo_c_display"].items()}

    def _make_action_tables(self) -> None:
        """The shared Action objects and the caches of the tables derived from these ones."""
        self.elder_action = {key: Action("elder", (f"elder:{key}",)) for key in self.elders}
        self.draw_action = {c: Action("draw", (f"card:nf:{c}",), True) for c in self.cards}  # chance
        self._spaces: dict[tuple[int, str], tuple[SpaceDef, ...]] = {}
        self._turn_tables: dict[tuple[int, str], tuple[TurnRow, ...]] = {}
        self._actions: dict[tuple[Any, ...], Action] = {}
        self._cell_actions: dict[tuple[str, int, int], Action] = {}
        # the Build options of each card (tasks._build), the shared objects act() gives
        self.build_action = {c: self.act("build", f"card:nf:{c}") for c in self.cards}
        self._space_targets: dict[tuple[int, str], dict[Any, Any]] = {}
        # tables the rules modules derive from these ones (tasks._turn_rows): built once per deck
        self.derived: dict[tuple[Any, ...], Any] = {}

    def use_effects(self, effects: dict[str, Any]) -> None:
        """The deck's effects by card id, plus lookup tables derived from them."""
        self.effects = effects
        self.once_cards = {card: eff for card, eff in effects.items() if eff.once is not None}
        self.flag_cards: dict[str, dict[str, int]] = {}  # special flag -> {card: value}
        self.hook_cards: dict[str, dict[str, Any]] = {}  # whenever hook -> {card: fn}
        self.anytime: dict[str, tuple[Any, ...]] = {}  # card -> ((Trade, its action), ...)
        for card, eff in effects.items():
            for flag, value in eff.special.items():
                self.flag_cards.setdefault(flag, {})[card] = value
            for hook, fn in eff.whenever.items():
                self.hook_cards.setdefault(hook, {})[card] = fn
            if eff.anytime:
                self.anytime[card] = tuple((t, Action("trade", (f"card:nf:{card}", t.option)))
                                           for t in eff.anytime)
        # buildings that change what a ship costs (work._can_ship skips the flags without one)
        self.ship_flag_cards = frozenset(card for flag in ("before_ship_wood", "ship_wood", "schooner_gold")
                                         for card in self.flag_cards.get(flag, ()))
        # buildings settle() looks at: Once effects and the reserve refill
        self.settle_cards = frozenset(self.once_cards) | frozenset(self.flag_cards.get("refill_wood", ()))

    def act(self, verb: str, *args: str, chance: bool = False) -> Action:
        """A shared Action object (they are immutable): building them is a hot path."""
        key = (verb, args, chance)
        action = self._actions.get(key)
        if action is None:
            action = self._actions[key] = Action(verb, args, chance)
        return action

    def cell_action(self, verb: str, seat: int, cell: int) -> Action:
        """``act(verb, "cell:<seat>:<cell>")`` without formatting the text each time."""
        key = (verb, seat, cell)
        action = self._cell_actions.get(key)
        if action is None:
            action = self._cell_actions[key] = self.act(verb, f"cell:{seat}:{cell}")
        return action

    def space_targets(self, players: int, mode: str) -> dict[tuple[str, ...], tuple[int, str]]:
        """The args of a place/copy action -> (space the worker goes to, action carried out)."""
        key = (players, mode)
        targets = self._space_targets.get(key)  # one lookup on the hot path
        if targets is None:
            targets = {}
            for i, _capacity, kind, action, copies in self.turn_table(players, mode):
                if action is not None:  # an ordinary space (a copy space has no action of its own)
                    targets[action.args] = (i, kind)
                if copies:  # a copy space: an action per space it may copy
                    targets.update({copy.args: (i, kind_j) for _, _, kind_j, copy in copies})
            self._space_targets[key] = targets
        return targets

    def turn_table(self, players: int, mode: str) -> tuple[TurnRow, ...]:
        """Per action space: (index, capacity, action kind, its place action, copy options or None);
        copy options are (index, capacity, kind, copy action) of the spaces a copy space may copy."""
        key = (players, mode)
        rows_built = self._turn_tables.get(key)  # one lookup on the hot path
        if rows_built is None:
            defs = self.spaces_for(players, mode)
            rows: list[TurnRow] = []
            for i, sd in enumerate(defs):
                if sd.action == "copy":
                    copies = tuple((j, o.capacity, o.action, Action("copy", (f"space:{sd.id}", f"space:{o.id}")))
                                   for j, o in enumerate(defs)
                                   if o.action != "copy" and sd.column in ("any", o.column))
                    rows.append((i, sd.capacity, "copy", None, copies))
                else:
                    rows.append((i, sd.capacity, sd.action, Action("place", (f"space:{sd.id}",)), None))
            rows_built = self._turn_tables[key] = tuple(rows)
        return rows_built

    def spaces_for(self, players: int, mode: str) -> tuple[SpaceDef, ...]:
        """Action spaces in board order for this player count (solo uses the 1-2 side)."""
        key = (players, mode)
        if key not in self._spaces:
            small = players <= 2
            out = []
            for row in self.space_rows:
                if row["sides"] == "two" and not small:
                    continue
                cap = row["capacity_small"] if small else row["capacity_large"]
                out.append(SpaceDef(row["id"], row["action"], row["title"], cap, row["column"]))
            # Imitation tile: 4p side (one space) in 4p and solo, 5p side (three) in 5p / advanced solo
            if players == 5 or mode == "advanced":
                for col in ("left", "middle", "right"):
                    out.append(SpaceDef(f"copy_{col}", "copy", COPY_TITLES[col], 1, col))
            elif players == 4 or mode == "solo":
                out.append(SpaceDef("copy_any", "copy", N_("Copy an Action"), 1, "any"))
            self._spaces[key] = tuple(out)
        return self._spaces[key]

    def haul(self, length: int) -> int:
        return self.haul_list[length if length <= self.max_length else self.max_length]

    def cards_of(self, letter: str, deck: str = "") -> tuple[str, ...]:
        """The cards of a letter (of one deck of a Mixing Decks game when ``deck`` is given)."""
        return tuple(sorted(c for c, d in self.cards.items()
                            if d.letter == letter and (not deck or self.deck_of[c] == deck)))
