"""What a seat may see: the shared boards, every harbor, and only one's own C hand."""

from __future__ import annotations

from dataclasses import replace
from typing import TYPE_CHECKING, Any

from tabletop.core import Piece, PlayerPanel, TableView, Zone, seat_ref

from . import ops
from .describe import goods_words, ship_name
from .describe import nth as _nth
from .i18n import N_, _, n_
from .pieces import card_piece, elder_piece, ships_left, victory_points, worker_name
from .records import FeedElder, Immediate, Place, PlaceWithGuests, UseNew
from .scoring import sheet

if TYPE_CHECKING:
    from .state import AnySeat
    from .tables import Tables

COLOURS = ("red", "blue", "yellow", "green", "purple")  # the styles of the solo worker colours
CONTROLLED = (N_("you control the red workers"), N_("you control the blue workers"),
              N_("you control the yellow workers"), N_("you control the green workers"),
              N_("you control the purple workers"))
PHASES = {"fish": N_("Fishing phase"), "work": N_("Work phase"), "end": N_("Game over phase"),
          "setup": N_("Setup phase")}
# short names for the action spaces on the board; the full title goes to the zone's detail
SHORT = {"serve_fish": N_("Serve Fish"), "issue_share": N_("Issue a Share"), "take_elder": N_("Take an Elder"),
         "deforest": N_("Deforest"), "thin_out": N_("Thin Out"), "reforest": N_("Reforest"),
         "copy_any": N_("Copy an Action"), "copy_left": N_("Copy left column"),
         "copy_middle": N_("Copy middle column"), "copy_right": N_("Copy right column")}
# the ship supply's piles, and the ship kinds as a title
SUPPLY_TITLES = {"sloop": N_("Sloop"), "cutter": N_("Cutter"), "schooner": N_("Schooner"),
                 "seventh": N_("7th schooner")}
SHIP_TITLES = {"catboat": N_("Catboat"), "sloop": N_("Sloop"), "cutter": N_("Cutter"),
               "schooner": N_("Schooner"), "raft": N_("Raft")}


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
    reserve = ", ".join(text for text, n in ((_fish(p.res_fish), p.res_fish), (goods_words(p.res_wood, 0, 0), p.res_wood),
                                             (goods_words(0, 0, p.res_gold), p.res_gold)) if n)
    return PlayerPanel(seat, (
        (_("Wood"), f"{p.wood}/{tables.wood_limit}"), (_("Fish"), str(p.fish)), (_("Gold"), str(p.gold)),
        (_("Reserve"), reserve or _("empty")), (_("Haul"), _fish(ops.haul_size(tables, p))),
        *(((_("Guests"), _("{supply} in supply, {ships} on ships").format(
            supply=p.guests, ships=p.boarded.bit_count())),) if tables.guests else ()),
        (_("Elders"), str(len(p.elders))), (_("Unissued shares"), str(p.unissued)),
        *(((_("C buildings in hand"), str(len(p.hand))),) if s.mode == "multi" else ())),
        sheet(tables, p, seat, tables.guests).total, decision is not None and decision.seat == seat)


def _fish(n: int) -> str:
    """'3 fish' (0 too)."""
    return n_("{n} fish", "{n} fish", n).format(n=n)


def _status(tables: Tables, s: Any) -> str:
    """The round, the phase and the First Player (solo: the worker colour of the round)."""
    phase = _(PHASES[s.phase]) if s.phase in PHASES else s.phase
    if s.phase == "end" and not s.tasks:
        return _("Game over")
    if s.mode == "multi":
        # Translators: {phase} is e.g. "Work phase"
        return _("Round {round} of {rounds}: {phase}; First Player: {player}").format(
            round=s.round, rounds=tables.rounds, phase=phase, player=seat_ref(s.first))
    # Translators: {phase} is e.g. "Work phase"; {control} "you control the red workers"
    return _("Round {round} of {rounds}: {phase}; {control}").format(
        round=s.round, rounds=tables.rounds, phase=phase, control=_(CONTROLLED[ops.worker_colour(s, 0)]))


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
            short = _(SHORT.get(sd.id, sd.title))
            zones.append(Zone(zid, f"{short} {len(s.spaces[i])}/{sd.capacity}",
                              detail=n_("{space}; holds {n} worker per round", "{space}; holds {n} workers per round",
                                        sd.capacity).format(space=_(sd.title), n=sd.capacity)))
            for k, colour in enumerate(s.spaces[i]):
                self.worker(colour, zid, k)
        zones.append(Zone("shares:board", _("Newly issued shares"), note=str(sum(s.share_board))))
        slot = 0
        for c, count in enumerate(s.share_board):
            for k in range(count):
                pieces.append(Piece(f"share:{c}:board:{k}", "shares:board", "tile", _("Share"), "share", True, slot,
                                    _("newly issued share of {player}").format(player=seat_ref(c)), owner=c))
                slot += 1

    def banquet(self) -> None:
        """The banquet table's plates."""
        s = self.s
        for k, fish in enumerate(self.tables.plate_fish):
            self.zones.append(Zone(f"plate:{k}", _fish(fish), note=_("served") if s.plates[k] else _("empty"),
                                   detail=_("Plate {k}: serving it costs {fish}; 1 stays on it").format(
                                       k=k + 1, fish=_fish(fish))))
            if s.plates[k]:
                self.pieces.append(Piece(f"fish:plate:{k}", f"plate:{k}", "token", _("fish"), "fish", True, 0,
                                         _("1 fish on the plate: an elder takes it when used")))

    def ship_supply(self) -> None:
        """The ships still to be built, with their costs."""
        s = self.s
        for i, kind in enumerate(("sloop", "cutter", "schooner", "seventh")):
            ship = self.tables.ships["schooner" if kind == "seventh" else kind]
            cost = goods_words(ship.wood, ship.fish, ship.gold, join=", ")
            if ship.alt_gold:
                cost = _("{goods} or {gold} gold").format(goods=cost, gold=ship.alt_gold)
            name = _(SHIP_TITLES[ship.id])
            if kind == "seventh":
                name = _("{ship} (only with the Wharf)").format(ship=name)
            self.zones.append(Zone(f"ships:{kind}", _(SUPPLY_TITLES[kind]), note=str(s.ship_supply[i]),
                                   detail=_("{ship}: costs {cost}; {points}; {length} spaces long").format(
                                       ship=name, cost=cost, points=victory_points(ship.vp), length=ship.length)))
            if s.ship_supply[i]:
                self.pieces.append(Piece(f"tiles:{kind}", f"ships:{kind}", "tile", ship_name(ship.id), "ship", True, 0,
                                         ships_left(ship.id, s.ship_supply[i]), str(s.ship_supply[i])))

    def elder_stacks(self) -> None:
        """The elder stacks, and with the promo elders the rafts and the Forgotten."""
        tables, s, zones, pieces = self.tables, self.s, self.zones, self.pieces
        promo = uses_promo(tables, s)
        if promo:  # the Forgotten and the Castaway's rafts exist only with the promo elders
            zones.append(Zone("rafts", _("Rafts"), note=str(s.rafts)))
        for k, stack in enumerate(s.stacks):
            hidden = sum(1 for e in stack if e == "?")
            zones.append(Zone(f"stack:{k}", _("Stack {n}").format(n=k + 1), count=hidden or None,
                              detail=_("Elder stack {n}").format(n=k + 1)))
            for j, key in enumerate(stack):
                if key != "?":
                    pieces.append(elder_piece(tables, key, f"stack:{k}", j))
        if promo:
            zones.append(Zone("forgotten", _("The Forgotten"), count=len(s.forgotten_pool) or None))
        if s.forgotten_top:
            pieces.append(elder_piece(tables, s.forgotten_top, "forgotten", 0))

    def displays(self) -> None:
        """The A, B and C building displays and their piles."""
        tables, s = self.tables, self.s
        for pile in ("a", "b", "c"):
            disp = getattr(s, f"disp_{pile}")
            self.zones.append(Zone(f"display:{pile}", _("{letter} buildings").format(letter=pile.upper())))
            self.pieces.extend(card_piece(tables, c, f"display:{pile}", j) for j, c in enumerate(disp))
            if pile == "c" or s.n >= 3:  # 1-2 players: the rest of A and B leave the game in Round 1
                self.zones.append(Zone(f"deck:{pile}", _("{letter} pile").format(letter=pile.upper()),
                                       count=len(getattr(s, f"deck_{pile}"))))

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
                title, detail = _("Reserve"), _("Reserve space of the harbor")
            else:
                title = _("Space {n}").format(n=i)
                if pair:
                    detail = _("Building space {n}, half of the double space {a} and {b}").format(
                        n=i, a=pair[0], b=pair[1])
                else:
                    detail = _("Building space {n}").format(n=i)
            zones.append(Zone(zid, title, seat, detail=detail))
            card = p.cells[i]
            if card not in ("", "R"):
                pieces.append(card_piece(tables, card, zid, 0))
        for j, card in enumerate(p.cells[tables.cells:]):  # beside the harbor: takes no Building space
            piece = card_piece(tables, card, f"supply:{seat}", 5 + j)
            pieces.append(replace(piece, detail=_("{detail} Built beside the harbor: it takes no Building space.").format(
                detail=piece.detail)))
        for i, good in ((0, "fish"), (1, "wood"), (2, "gold")):
            amount = (p.res_fish, p.res_wood, p.res_gold)[i]
            if amount:
                goods = goods_words(*((0, amount, 0), (amount, 0, 0), (0, 0, amount))[i])
                pieces.append(Piece(f"reserve:{seat}:{good}", f"cell:{seat}:{tables.reserve_cell}", "token",
                                    str(amount), good, True, i, _("{goods} in the reserve").format(goods=goods)))

    def forests(self, seat: int, p: AnySeat) -> None:
        """The forests: each lies across both halves of its double space."""
        for d, count in enumerate(p.forests):
            a, b = self.tables.doubles[d]
            self.zones.append(Zone(double_zone(seat, d), "", seat,
                                   detail=_("Double building space {a} and {b}").format(a=a, b=b)))
            for k in range(count):
                self.pieces.append(Piece(f"forest:{seat}:{d}:{k}", double_zone(seat, d), "forest", _("Forest"), "forest",
                                         True, 1 + k, _("Forest on building spaces {a} and {b}").format(a=a, b=b)))

    def fishing_track(self, seat: int, p: AnySeat) -> None:
        """The catboat and the ships, with the Guests on board."""
        tables, pieces = self.tables, self.pieces
        haul = ops.haul_size(tables, p)
        self.zones.append(Zone(f"track:{seat}", _("Fishing track · haul {n}").format(n=haul), seat,
                               detail=_("Fishing track: the catboat and your ships; haul {fish}").format(
                                   fish=_fish(haul))))
        pieces.append(Piece(f"ship:{seat}:catboat", f"track:{seat}", "tile", ship_name("catboat"), "ship", True, 0,
                            _("preprinted catboat"), owner=seat))
        for i, kind in enumerate(p.ships):
            pieces.extend(self._ship(seat, p, i, kind))

    def _ship(self, seat: int, p: AnySeat, i: int, kind: str) -> list[Piece]:
        """A ship on the track, and the Guest on board (its token sits after the ships)."""
        vp = self.tables.ships[kind].vp
        names = {"ship": ship_name(kind), "nth": _nth(i), "points": victory_points(vp)}
        title = _(SHIP_TITLES[kind]) if kind in SHIP_TITLES else kind
        if not (p.boarded >> i) & 1:
            return [Piece(f"ship:{seat}:{i}", f"track:{seat}", "tile", names["ship"], "ship", True, 1 + i,
                          _("{ship}, {nth} ship on the track: {points}").format(**{**names, "ship": title}),
                          str(vp), owner=seat)]
        return [Piece(f"ship:{seat}:{i}", f"track:{seat}", "tile", _("{ship} + Guest").format(**names), "ship",
                      True, 1 + i, _("{ship}, {nth} ship on the track: {points} (a Guest on board: +1 fish in each "
                                     "Fishing Phase, 1 VP)").format(**{**names, "ship": title}),
                      str(vp), owner=seat),
                Piece(f"guest:{seat}:ship:{i}", f"track:{seat}", "token", _("Guest"), "guest", True, 40 + i,
                      _("Guest on the {ship} ({nth} ship): +1 fish in each Fishing Phase, 1 VP").format(**names))]

    def council(self, seat: int, p: AnySeat) -> None:
        """The Elder Council, with the workers on elders."""
        self.zones.append(Zone(f"council:{seat}", _("Elder Council {n}/5").format(n=len(p.elders)), seat))
        for j, (key, fish, colour) in enumerate(p.elders):
            self.pieces.append(elder_piece(self.tables, key, f"council:{seat}", j, fish, colour, self.s.mode))
            if colour >= 0:
                self.worker(colour, f"council:{seat}", 10 + j)

    def supply(self, seat: int, p: AnySeat) -> None:
        """The personal supply: wood, fish, gold, and the Guests (public, p. 17)."""
        tables = self.tables
        self.zones.append(Zone(f"supply:{seat}", _("Supply"), seat,
                               note=_("wood {n}/{limit}").format(n=p.wood, limit=tables.wood_limit),
                               detail=_("Personal supply: wood, fish, gold (at most {n} wood)").format(
                                   n=tables.wood_limit)))
        for i, (good, amount) in enumerate((("wood", p.wood), ("fish", p.fish), ("gold", p.gold))):
            words = (_("{n} wood"), _fish(amount), _("{n} gold"))[i].format(n=amount)
            self.pieces.append(Piece(f"goods:{seat}:{good}", f"supply:{seat}", "token", str(amount), good, True, i,
                                     words))
        if tables.guests:
            self.pieces.append(Piece(f"goods:{seat}:guests", f"supply:{seat}", "token", str(p.guests), "guest", True,
                                     3, n_("{n} Guest in the personal supply: ½ Victory Point each",
                                           "{n} Guests in the personal supply: ½ Victory Point each",
                                           p.guests).format(n=p.guests)))

    def shares(self, seat: int, p: AnySeat) -> None:
        """The issued shares held, then this player's unissued ones."""
        self.zones.append(Zone(f"shares:{seat}", _("Shares"), seat))
        pieces = self.pieces
        slot = 0
        for c, count in enumerate(p.held):
            for k in range(count):
                pieces.append(Piece(f"share:{c}:{seat}:{k}", f"shares:{seat}", "tile", _("Share"), "share",
                                    True, slot, _("issued share of {player}: +1 VP").format(player=seat_ref(c)),
                                    owner=c))
                slot += 1
        for k in range(p.unissued):
            pieces.append(Piece(f"share:{seat}:unissued:{k}", f"shares:{seat}", "tile", _("Unissued"), "unissued",
                                True, slot, _("unissued share of {player}: -1 VP").format(player=seat_ref(seat)),
                                owner=seat))
            slot += 1

    def hand(self, seat: int, p: AnySeat, viewer: int | None) -> None:
        """The C buildings in hand: their faces for their owner only."""
        if viewer == seat:
            self.zones.append(Zone(f"hand:{seat}", _("C buildings in hand"), seat))
            self.pieces.extend(card_piece(self.tables, c, f"hand:{seat}", j) for j, c in enumerate(p.hand))
        else:
            self.zones.append(Zone(f"hand:{seat}", _("C buildings in hand"), seat, count=len(p.hand)))
