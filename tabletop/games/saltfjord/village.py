"""What a seat sees of one village: the 6 x 6 grid, its dice, workers and wagons, the storage
rooms, the piers, the boat tile, the catch, the abilities and (solo) the special tiles."""

from __future__ import annotations

from tabletop.core import Piece, Zone, seat_ref

from .common import cell_id
from .i18n import _, n_
from .items import Act, Also
from .state import ORANGE_DIE, WHITE_DIE, WORKER, AnyState
from .tables import RES, SIZE, Tables
from .words import (
    PIER_LONG,
    PIER_TEXT,
    ability_name,
    ability_text,
    crate_label,
    crate_text,
    res_count,
    res_title,
    scoring_name,
    scoring_text,
    space_name,
    square_detail,
    square_label,
    token_label,
    token_text,
)

RES_ICONS = {"fish": "fish", "wood": "wood", "grain": "grain", "paper": "saltfjord-paper", "plank": "plank",
             "food": "food", "book": "saltfjord-book", "gold": "gold"}
WALK_STYLES = {"walk:fish": ("walk_fish", "1"), "walk:fish2": ("walk_fish", "2"), "walk:vp1": ("walk_point", "1"),
               "walk:vp2": ("walk_point", "2"), "walk:gold": ("walk_gold", "1"), "walk:wood": ("walk_wood", "1")}
ICON_BUILDINGS = {"fish": "2", "order": "", "boat": "", "boat2": "×2", "tech": "", "build": "", "upgrade": ""}


def _square_face(code: str) -> tuple[str, str]:
    """(style, label) of a printed square: an icon and a number where one fits, else words."""
    if code in WALK_STYLES:
        return WALK_STYLES[code]
    if code in RES and code != "fish":
        return f"building_{code}", ""
    if code in ICON_BUILDINGS:
        return f"building_{code}", ICON_BUILDINGS[code]
    return "building", square_label(code)


def _active(s: AnyState, seat: int) -> tuple[int, ...]:
    """Cells picked in the choice being made: the building whose effect is being resolved."""
    if s.seat != seat or not s.pending:
        return ()
    item = s.pending[0]
    if isinstance(item, Also):
        return (item.cell,)
    return ()


def _grid(tables: Tables, s: AnyState, seat: int, zones: list[Zone], pieces: list[Piece]) -> None:
    p = s.players[seat]
    picked = _active(s, seat)
    for c in range(36):
        cid = cell_id(seat, c)
        # untitled: the row and column headers name the space, and the building gets the whole cell
        zones.append(Zone(cid, "", owner=seat, detail=space_name(c), selected=c in picked))
        sq = tables.squares[p.grid[c]]
        tag = f"{c % SIZE + 1},{c // SIZE + 1}"
        if sq.code:
            style, label = _square_face(sq.code)
            pieces.append(Piece(f"sq:{seat}:{tag}", cid, "tile", label, style,
                                detail=_("{square} ({where})").format(square=square_detail(sq.code),
                                                                      where=space_name(c))))
        occ = p.occ[c]
        if occ in (WHITE_DIE, ORANGE_DIE):
            color = "white" if occ == WHITE_DIE else "orange"
            pieces.append(Piece(f"die:{seat}:{tag}", cid, "die", "", f"die_{color}", slot=1,
                                detail=_("white die blocking this building for the round") if occ == WHITE_DIE
                                else _("orange die blocking this building for the round")))
        elif occ == WORKER:
            pieces.append(Piece(f"worker:{seat}:{tag}", cid, "worker", "", "worker", slot=1, owner=seat,
                                detail=_("{player}'s worker blocking this building for the round").format(
                                    player=seat_ref(seat))))
    for i, c in enumerate(p.wagons):
        pieces.append(Piece(f"wagon:{seat}:{i + 1}", cell_id(seat, c), "marker", "", "wagon", slot=2, owner=seat,
                            detail=_("{player}'s wagon {number}").format(player=seat_ref(seat), number=i + 1)))


def _lines(s: AnyState, seat: int, zones: list[Zone], pieces: list[Piece]) -> None:
    p = s.players[seat]
    active = s.stage if s.seat == seat and isinstance(s.stage, Act) else None
    for line in range(1, 7):
        for is_row, kind in ((0, "col"), (1, "row")):
            picked = active is not None and active.is_row == is_row and active.line == line
            # the header shows the line's number only (as the printed board does): "Column 1" does
            # not fit a square's width at a readable size; the full name is in the tooltip
            detail = (_("Row {n}: place an orange die here to activate row {n}") if is_row
                      else _("Column {n}: place a white die here to activate column {n}"))
            zones.append(Zone(f"{kind}:{seat}:{line}", str(line), owner=seat, selected=picked,
                              detail=detail.format(n=line)))
    if active is not None:  # the die beside the line it is activating
        name = ("white", "orange")[active.color]
        is_row, line = active.is_row, active.line
        pieces.append(Piece(f"die:{seat}:active", f"{'row' if is_row else 'col'}:{seat}:{line}", "die", "",
                            f"die_{name}", selected=True, detail=_("orange die activating this line") if active.color
                            else _("white die activating this line")))
    for k, (is_row, line, cell) in enumerate(p.dice):
        if cell < 0:  # it activated nothing: it stays beside its line
            pieces.append(Piece(f"die:{seat}:beside{k + 1}", f"{'row' if is_row else 'col'}:{seat}:{line}", "die",
                                "", "die_orange" if is_row else "die_white", slot=k,
                                detail=_("die that activated nothing (beside its line)")))


def _wagons_waiting(s: AnyState, seat: int, zones: list[Zone], pieces: list[Piece]) -> None:
    p = s.players[seat]
    zones.append(Zone(f"wagons:{seat}", _("Wagons"), owner=seat,
                      detail=_("the second wagon: on the advanced technology tile, or waiting for the top left space")))
    for k in range(2 - len(p.wagons)):
        waiting = k < p.wagon_wait
        pieces.append(Piece(f"wagon:{seat}:{len(p.wagons) + k + 1}", f"wagons:{seat}", "marker", "", "wagon",
                            slot=k, owner=seat, detail=(
                                _("{player}'s wagon, waiting for the top left space to be vacant") if waiting
                                else _("{player}'s wagon, on the advanced technology tile")).format(
                                    player=seat_ref(seat))))


def _storage(tables: Tables, s: AnyState, seat: int, zones: list[Zone], pieces: list[Piece]) -> None:
    p = s.players[seat]
    # the count in the title: a 22-unit strip has no room for a readable note under it
    free = (n_("{n} free worker", "{n} free workers", p.workers).format(n=p.workers) if p.workers
            else _("No free worker"))
    zones.append(Zone(f"workers:{seat}", free, owner=seat,
                      detail=_("worker space: a worker activates one vacant building")))
    for k in range(p.workers):
        pieces.append(Piece(f"worker:{seat}:free{k + 1}", f"workers:{seat}", "worker", "", "worker", slot=k,
                            owner=seat, detail=_("{player}'s free worker").format(player=seat_ref(seat))))
    for r, name in enumerate(RES):
        zones.append(Zone(f"room:{seat}:{name}", res_title(r), owner=seat,
                          detail=_("storage room; sells for {fish}").format(fish=res_count(tables.sell[r], 0)) if r
                          else _("storage room")))
        if p.res[r]:
            pieces.append(Piece(f"cube:{seat}:{name}", f"room:{seat}:{name}", "token", str(p.res[r]), f"res_{name}",
                                detail=res_count(p.res[r], r)))
    for i in range(4):
        reward = tables.piers[i][0]
        zones.append(Zone(f"pier:{seat}:{i + 1}", _("Pier {number}").format(number=i + 1), owner=seat,
                          note=_(PIER_TEXT[reward]),
                          detail=_("pier {number}: on retiring, per crate here: {reward}").format(
                              number=i + 1, reward=_(PIER_LONG[reward]))))
        for k, crate in enumerate(p.piers[i]):
            pieces.append(Piece(f"crate:{crate}", f"pier:{seat}:{i + 1}", "tile", crate_label(tables, crate), "crate",
                                face_up=False, slot=k, value=str(tables.crates[crate][1]), detail=crate_text(tables, crate)))


def _boat(tables: Tables, s: AnyState, seat: int, zones: list[Zone], pieces: list[Piece]) -> None:
    p = s.players[seat]
    # Translators: a title in a narrow space (about 9 letters fit)
    zones.append(Zone(f"boat:{seat}", _("Boat tile"), owner=seat,
                      note=(_("upgraded, with the ×2 space") if p.boat_up else _("basic"))))
    for i, tok in enumerate(p.boat):
        pieces.append(Piece(f"token:{tok}", f"boat:{seat}", "token", token_label(tables, tok), f"token{tables.tokens[tok][0]}",
                            slot=i, detail=token_text(tables, tok)))
    zones.append(Zone(f"catch:{seat}", _("Catch"), owner=seat, note=str(len(p.catch)),
                      detail=_("fishing tokens brought home")))
    for i, tok in enumerate(p.catch):
        pieces.append(Piece(f"token:{tok}", f"catch:{seat}", "token", token_label(tables, tok), f"token{tables.tokens[tok][0]}",
                            slot=i, detail=token_text(tables, tok)))


def _abilities(tables: Tables, s: AnyState, seat: int, zones: list[Zone], pieces: list[Piece]) -> None:
    p = s.players[seat]
    zones.append(Zone(f"abilities:{seat}", _("Abilities"), owner=seat))
    for i, ab in enumerate(p.abilities):
        detail = ability_text(tables, ab)
        if ab == "lift":
            detail = (_("{rule} (face up)") if p.lift else _("{rule} (face down: used this round)")).format(rule=detail)
        pieces.append(Piece(f"ability:{ab}", f"abilities:{seat}", "tile", ability_name(ab), "ability", slot=i,
                            face_up=not (ab == "lift" and not p.lift), detail=detail))
    if s.solo and seat == 0:
        zones.append(Zone("specials:0", _("Specials"), owner=0,
                          detail=_("special scoring tiles: at least 10 points each to win (not counted)")))
        for i, tile in enumerate(s.specials):
            pieces.append(Piece(f"scoring:{tile}", "specials:0", "tile", scoring_name(tile), "scoring", slot=i,
                                detail=_("{rule} (need 10 points, not counted)").format(
                                    rule=scoring_text(tables, tile))))


def village_zones(tables: Tables, s: AnyState, seat: int) -> tuple[list[Zone], list[Piece]]:
    zones: list[Zone] = []
    pieces: list[Piece] = []
    _grid(tables, s, seat, zones, pieces)
    if s.wagons:  # the wagon not yet gained (on the advanced tile) or waiting for the top-left space
        _wagons_waiting(s, seat, zones, pieces)
    _lines(s, seat, zones, pieces)
    _storage(tables, s, seat, zones, pieces)
    _boat(tables, s, seat, zones, pieces)
    _abilities(tables, s, seat, zones, pieces)
    return zones, pieces
