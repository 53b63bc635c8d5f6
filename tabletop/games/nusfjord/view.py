"""What a seat may see: the shared boards, every harbor, and only one's own C hand."""

from __future__ import annotations

from dataclasses import replace
from typing import TYPE_CHECKING, Any

from tabletop.core import Piece, PlayerPanel, TableView, Zone, seat_ref

from . import ops
from .describe import nth as _nth
from .records import FeedElder, Immediate, Place, PlaceWithGuests, UseNew
from .scoring import sheet
from .tables import DECK_TITLES

if TYPE_CHECKING:
    from .state import AnySeat
    from .tables import Tables

COLOURS = ("red", "blue", "yellow", "green", "purple")
PHASES = {"fish": "Fishing", "work": "Work", "end": "Game over", "setup": "Setup"}
# short names for the action spaces on the board; the full title goes to the zone's detail
SHORT = {"serve_fish": "Serve Fish", "issue_share": "Issue a Share", "take_elder": "Take an Elder",
         "deforest": "Deforest", "thin_out": "Thin Out", "reforest": "Reforest",
         "copy_any": "Copy an Action", "copy_left": "Copy left column",
         "copy_middle": "Copy middle column", "copy_right": "Copy right column"}


# the rulebook's names of the building categories (p. 19)
CATEGORY = {"immediately": "Immediately", "whenever": "Whenever", "special": "Special Ability",
            "victory": "Victory Points", "anytime": "Anytime", "once": "Once"}


def _plural(n: int, word: str) -> str:
    return f"{n} {word}" if n == 1 else f"{n} {word}s"


def _card_piece(tables: Tables, card: str, zone: str, slot: int) -> Piece:
    c = tables.cards[card]
    cost = ", ".join(f"{v} {k}" for k, v in (("wood", c.wood), ("fish", c.fish), ("gold", c.gold)) if v)
    vp = "*" if c.vp is None else str(c.vp)
    points = "points by its effect" if c.vp is None else _plural(c.vp, "Victory Point")
    symbol = " Guest symbol: take a Guest after paying." if card in tables.guest_cards else ""
    deck = f" of the {DECK_TITLES[tables.deck_of[card]]} deck" if tables.mixed else ""  # Mixing Decks
    return Piece(f"card:nf:{card}", zone, "card", c.name, f"card_{c.letter.lower()}", True, slot,
                 f"{c.name} ({c.letter} building {c.id}{deck}, {CATEGORY.get(c.category, c.category)}): "
                 f"costs {cost or 'nothing'}; "
                 f"{points}. {c.text}.{symbol}", vp, note=cost)


def worker_name(mode: str, colour: int) -> str:
    """Whose worker: a seat (named by the UI), or in solo the worker colour of the round."""
    return f"{COLOURS[colour]} worker" if mode != "multi" else f"worker of {seat_ref(colour)}"


def _elder_piece(tables: Tables, key: str, zone: str, slot: int, fish: int = 0, worker: int = -1,
                 mode: str = "multi") -> Piece:
    e = tables.elders[key]
    busy = f", {worker_name(mode, worker)}" if worker >= 0 else ""
    return Piece(f"elder:{key}", zone, "card", e.name, "elder", True, slot,
                 f"#{e.number} {e.name}: {e.text} ({fish} of {e.fish_spaces} fish{busy})", str(fish))


def uses_promo(tables: Tables, s: Any) -> bool:
    """The Forgotten are in this game (variant): some promo elder is in the pile or a council."""
    if s.forgotten_top or s.forgotten_pool:
        return True
    return any(tables.elders[e[0]].group == "promo" for p in s.players for e in p.elders)


def view(tables: Tables, s: Any, viewer: int | None, decision: Any) -> TableView:
    table = _Table(tables, s)
    table.action_board()
    table.banquet()
    table.ship_supply()
    table.elder_stacks()
    table.displays()
    panels = []
    for seat, p in enumerate(s.players):
        table.harbor(seat, p, viewer)
        panels.append(_panel(tables, s, seat, p, decision))
    status = _status(tables, s)
    pieces = table.pieces
    picked = _picked(s)
    if picked:  # what the choice being made is about: marked on the table
        pieces = [replace(p, selected=True) if p.id in picked else p for p in pieces]
    # the whole line is the phase: the first player (or the solo colour) changes with the round
    return TableView(viewer, tuple(table.zones), tuple(pieces), tuple(panels), status, phase=status)


def _panel(tables: Tables, s: Any, seat: int, p: AnySeat, decision: Any) -> PlayerPanel:
    """A player's goods, haul, Guests, elders and shares beside the table, with the score."""
    reserve = ", ".join(f"{n} {good}" for n, good in ((p.res_fish, "fish"), (p.res_wood, "wood"),
                                                      (p.res_gold, "gold")) if n)
    return PlayerPanel(seat, (
        ("Wood", f"{p.wood}/{tables.wood_limit}"), ("Fish", str(p.fish)), ("Gold", str(p.gold)),
        ("Reserve", reserve or "empty"), ("Haul", f"{ops.haul_size(tables, p)} fish"),
        *((("Guests", f"{p.guests} in supply, {p.boarded.bit_count()} on ships"),)
          if tables.guests else ()),
        ("Elders", str(len(p.elders))), ("Unissued shares", str(p.unissued)),
        *((("C buildings in hand", str(len(p.hand))),) if s.mode == "multi" else ())),
        sheet(tables, p, seat, tables.guests).total, decision is not None and decision.seat == seat)


def _status(tables: Tables, s: Any) -> str:
    """The round, the phase and the First Player (solo: the worker colour of the round)."""
    phase = PHASES.get(s.phase, s.phase)
    if s.phase == "end" and not s.tasks:
        return "Game over"
    if s.mode == "multi":
        return f"Round {s.round} of {tables.rounds}: {phase} phase; First Player: {seat_ref(s.first)}"
    colour = COLOURS[ops.worker_colour(s, 0)]
    return f"Round {s.round} of {tables.rounds}: {phase} phase; you control the {colour} workers"


def _picked(s: Any) -> frozenset[str]:
    """Pieces picked in a choice still being made: the building being placed or whose
    Immediately effect is offered, the elder just taken, the elders already fed this haul."""
    if not s.tasks:
        return frozenset()
    match s.tasks[-1]:
        case Place(card=card) | PlaceWithGuests(card=card) | Immediate(card=card):
            return frozenset((f"card:nf:{card}",))
        case UseNew(elder=key):
            return frozenset((f"elder:{key}",))
        case FeedElder(fed=fed):
            return frozenset(f"elder:{k}" for k in fed)
    return frozenset()


def double_zone(seat: int, d: int) -> str:
    """The zone over the two halves of double space ``d`` (its forests lie there)."""
    return f"double:{seat}:{d}"


class _Table:
    """The zones and pieces of the table, added board by board in the order they are shown."""

    def __init__(self, tables: Tables, s: Any) -> None:
        self.tables, self.s = tables, s
        self.zones: list[Zone] = []
        self.pieces: list[Piece] = []
        self.worker_no = [0] * 5

    def worker(self, colour: int, zone: str, slot: int) -> None:
        # a seat's worker is drawn in the seat's colour; in solo the colours are the solo tile's
        # rounds (red, blue, yellow), not seats: their own styles, no owner
        mode = self.s.mode
        if mode == "multi":
            style, owner = "worker", colour
        else:
            style, owner = f"worker_{COLOURS[colour]}", None
        self.pieces.append(Piece(f"worker:{colour}:{self.worker_no[colour]}", zone, "worker", "",
                                 style, True, slot, worker_name(mode, colour), owner=owner))
        self.worker_no[colour] += 1

    def action_board(self) -> None:
        """The action spaces with their workers, and the newly issued shares."""
        s, zones, pieces = self.s, self.zones, self.pieces
        for i, sd in enumerate(self.tables.spaces_for(s.n, s.mode)):
            zid = f"space:{sd.id}"
            # the title carries the occupancy: a note is too small to read on a space this size
            zones.append(Zone(zid, f"{SHORT.get(sd.id, sd.title)} {len(s.spaces[i])}/{sd.capacity}",
                              detail=f"{sd.title}; holds {_plural(sd.capacity, 'worker')} per round"))
            for k, colour in enumerate(s.spaces[i]):
                self.worker(colour, zid, k)
        zones.append(Zone("shares:board", "Newly issued shares", note=str(sum(s.share_board))))
        slot = 0
        for c, count in enumerate(s.share_board):
            for k in range(count):
                pieces.append(Piece(f"share:{c}:board:{k}", "shares:board", "tile", "Share",
                                    "share", True, slot, f"newly issued share of {seat_ref(c)}", owner=c))
                slot += 1

    def banquet(self) -> None:
        """The banquet table's plates."""
        s = self.s
        for k, fish in enumerate(self.tables.plate_fish):
            self.zones.append(Zone(f"plate:{k}", f"{fish} fish", note="served" if s.plates[k] else "empty",
                                   detail=f"Plate {k + 1}: serving it costs {fish} fish; 1 stays on it"))
            if s.plates[k]:
                self.pieces.append(Piece(f"fish:plate:{k}", f"plate:{k}", "token", "fish", "fish", True, 0,
                                         "1 fish on the plate: an elder takes it when used"))

    def ship_supply(self) -> None:
        """The ships still to be built, with their costs."""
        s = self.s
        for i, kind in enumerate(("sloop", "cutter", "schooner", "seventh")):
            ship = self.tables.ships["schooner" if kind == "seventh" else kind]
            cost = ", ".join(f"{v} {good}" for v, good in ((ship.wood, "wood"), (ship.fish, "fish"), (ship.gold, "gold"))
                             if v) + (f" or {ship.alt_gold} gold" if ship.alt_gold else "")
            wharf = " (only with the Wharf)" if kind == "seventh" else ""
            self.zones.append(Zone(f"ships:{kind}", kind.capitalize() if kind != "seventh" else "7th schooner",
                                   note=str(s.ship_supply[i]),
                                   detail=f"{ship.id.capitalize()}{wharf}: costs {cost}; "
                                          f"{_plural(ship.vp, 'Victory Point')}; {ship.length} spaces long"))
            if s.ship_supply[i]:
                self.pieces.append(Piece(f"tiles:{kind}", f"ships:{kind}", "tile", ship.id, "ship", True, 0,
                                         f"{_plural(s.ship_supply[i], ship.id)} left", str(s.ship_supply[i])))

    def elder_stacks(self) -> None:
        """The elder stacks, and with the promo elders the rafts and the Forgotten."""
        tables, s, zones, pieces = self.tables, self.s, self.zones, self.pieces
        promo = uses_promo(tables, s)
        if promo:  # the Forgotten and the Castaway's rafts exist only with the promo elders
            zones.append(Zone("rafts", "Rafts", note=str(s.rafts)))
        for k, stack in enumerate(s.stacks):
            hidden = sum(1 for e in stack if e == "?")
            zones.append(Zone(f"stack:{k}", f"Stack {k + 1}", count=hidden or None,
                              detail=f"Elder stack {k + 1}"))
            for j, key in enumerate(stack):
                if key != "?":
                    pieces.append(_elder_piece(tables, key, f"stack:{k}", j))
        if promo:
            zones.append(Zone("forgotten", "The Forgotten", count=len(s.forgotten_pool) or None))
        if s.forgotten_top:
            pieces.append(_elder_piece(tables, s.forgotten_top, "forgotten", 0))

    def displays(self) -> None:
        """The A, B and C building displays and their piles."""
        tables, s = self.tables, self.s
        for pile in ("a", "b", "c"):
            disp = getattr(s, f"disp_{pile}")
            self.zones.append(Zone(f"display:{pile}", f"{pile.upper()} buildings"))
            self.pieces.extend(_card_piece(tables, c, f"display:{pile}", j) for j, c in enumerate(disp))
            if pile == "c" or s.n >= 3:  # 1-2 players: the rest of A and B leave the game in Round 1
                self.zones.append(Zone(f"deck:{pile}", f"{pile.upper()} pile", count=len(getattr(s, f"deck_{pile}"))))

    # --- a player's harbor ----------------------------------------------------------------------
    def harbor(self, seat: int, p: AnySeat, viewer: int | None) -> None:
        self.building_spaces(seat, p)
        self.forests(seat, p)
        self.fishing_track(seat, p)
        self.council(seat, p)
        self.supply(seat, p)
        self.shares(seat, p)
        if self.s.mode == "multi":  # solo: C buildings go straight to the display (solo Turn Order tile)
            self.hand(seat, p, viewer)

    def building_spaces(self, seat: int, p: AnySeat) -> None:
        """The harbor's building spaces with their buildings, those beside it, the reserve."""
        tables, zones, pieces = self.tables, self.zones, self.pieces
        for i in range(tables.cells):
            zid = f"cell:{seat}:{i}"
            pair = next((d for d in tables.doubles if i in d), None)
            if i == tables.reserve_cell:
                title, detail = "Reserve", "Reserve space of the harbor"
            else:
                title, detail = f"Space {i}", f"Building space {i}"
                if pair:
                    detail += f", half of the double space {pair[0]} and {pair[1]}"
            zones.append(Zone(zid, title, seat, detail=detail))
            card = p.cells[i]
            if card not in ("", "R"):
                pieces.append(_card_piece(tables, card, zid, 0))
        for j, card in enumerate(p.cells[tables.cells:]):  # beside the harbor: takes no Building space
            piece = _card_piece(tables, card, f"supply:{seat}", 5 + j)
            pieces.append(replace(piece, detail=f"{piece.detail} Built beside the harbor: it takes no Building space."))
        for i, good in ((0, "fish"), (1, "wood"), (2, "gold")):
            amount = (p.res_fish, p.res_wood, p.res_gold)[i]
            if amount:
                pieces.append(Piece(f"reserve:{seat}:{good}", f"cell:{seat}:{tables.reserve_cell}", "token",
                                    str(amount), good, True, i, f"{amount} {good} in the reserve"))

    def forests(self, seat: int, p: AnySeat) -> None:
        """The forests: each lies across both halves of its double space."""
        for d, count in enumerate(p.forests):
            a, b = self.tables.doubles[d]
            self.zones.append(Zone(double_zone(seat, d), "", seat, detail=f"Double building space {a} and {b}"))
            for k in range(count):
                self.pieces.append(Piece(f"forest:{seat}:{d}:{k}", double_zone(seat, d), "forest", "Forest", "forest",
                                         True, 1 + k, f"Forest on building spaces {a} and {b}"))

    def fishing_track(self, seat: int, p: AnySeat) -> None:
        """The catboat and the ships, with the Guests on board."""
        tables, pieces = self.tables, self.pieces
        haul = ops.haul_size(tables, p)
        self.zones.append(Zone(f"track:{seat}", f"Fishing track · haul {haul}", seat,
                               detail=f"Fishing track: the catboat and your ships; haul {haul} fish"))
        pieces.append(Piece(f"ship:{seat}:catboat", f"track:{seat}", "tile", "catboat", "ship", True, 0,
                            "preprinted catboat", owner=seat))
        for i, kind in enumerate(p.ships):
            aboard = (p.boarded >> i) & 1
            pieces.append(Piece(f"ship:{seat}:{i}", f"track:{seat}", "tile", f"{kind} + Guest" if aboard else kind,
                                "ship", True, 1 + i,
                                f"{kind.capitalize()}, {_nth(i)} ship on the track: {_plural(tables.ships[kind].vp, 'Victory Point')}"
                                + (" (a Guest on board: +1 fish in each Fishing Phase, 1 VP)" if aboard else ""),
                                str(tables.ships[kind].vp), owner=seat))
            if aboard:  # the Guest token sits on the track after the ships
                pieces.append(Piece(f"guest:{seat}:ship:{i}", f"track:{seat}", "token", "Guest", "guest", True,
                                    40 + i, f"Guest on the {kind} ({_nth(i)} ship): +1 fish in each Fishing Phase, 1 VP"))

    def council(self, seat: int, p: AnySeat) -> None:
        """The Elder Council, with the workers on elders."""
        self.zones.append(Zone(f"council:{seat}", f"Elder Council {len(p.elders)}/5", seat))
        for j, (key, fish, colour) in enumerate(p.elders):
            self.pieces.append(_elder_piece(self.tables, key, f"council:{seat}", j, fish, colour, self.s.mode))
            if colour >= 0:
                self.worker(colour, f"council:{seat}", 10 + j)

    def supply(self, seat: int, p: AnySeat) -> None:
        """The personal supply: wood, fish, gold, and the Guests (public, p. 17)."""
        tables = self.tables
        self.zones.append(Zone(f"supply:{seat}", "Supply", seat, note=f"wood {p.wood}/{tables.wood_limit}",
                               detail=f"Personal supply: wood, fish, gold (at most {tables.wood_limit} wood)"))
        for i, (good, amount) in enumerate((("wood", p.wood), ("fish", p.fish), ("gold", p.gold))):
            self.pieces.append(Piece(f"goods:{seat}:{good}", f"supply:{seat}", "token", str(amount), good, True, i,
                                     f"{amount} {good}"))
        if tables.guests:
            self.pieces.append(Piece(f"goods:{seat}:guests", f"supply:{seat}", "token", str(p.guests), "guest", True,
                                     3, f"{_plural(p.guests, 'Guest')} in the personal supply: ½ Victory Point each"))

    def shares(self, seat: int, p: AnySeat) -> None:
        """The issued shares held, then this player's unissued ones."""
        self.zones.append(Zone(f"shares:{seat}", "Shares", seat))
        pieces = self.pieces
        slot = 0
        for c, count in enumerate(p.held):
            for k in range(count):
                pieces.append(Piece(f"share:{c}:{seat}:{k}", f"shares:{seat}", "tile", "Share", "share",
                                    True, slot, f"issued share of {seat_ref(c)}: +1 VP", owner=c))
                slot += 1
        for k in range(p.unissued):
            pieces.append(Piece(f"share:{seat}:unissued:{k}", f"shares:{seat}", "tile", "Unissued",
                                "unissued", True, slot, f"unissued share of {seat_ref(seat)}: -1 VP", owner=seat))
            slot += 1

    def hand(self, seat: int, p: AnySeat, viewer: int | None) -> None:
        """The C buildings in hand: their faces for their owner only."""
        if viewer == seat:
            self.zones.append(Zone(f"hand:{seat}", "C buildings in hand", seat))
            self.pieces.extend(_card_piece(self.tables, c, f"hand:{seat}", j) for j, c in enumerate(p.hand))
        else:
            self.zones.append(Zone(f"hand:{seat}", "C buildings in hand", seat, count=len(p.hand)))
