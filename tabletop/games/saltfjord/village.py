"""What a seat sees of one village: the 6 x 6 grid, its dice, workers and wagons, the storage
rooms, the piers, the boat tile, the catch, the abilities and (solo) the special tiles."""

from __future__ import annotations

from tabletop.core import Piece, Zone, seat_ref

from .common import cell_id
from .items import Act, Also
from .state import ORANGE_DIE, WHITE_DIE, WORKER, AnyState
from .tables import RES, SIZE, Tables
from .words import (
    PIER_LONG,
    PIER_TEXT,
    ability_name,
    crate_label,
    crate_text,
    scoring_name,
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
                                detail=f"{square_detail(sq.code)} ({space_name(c)})"))
        occ = p.occ[c]
        if occ in (WHITE_DIE, ORANGE_DIE):
            color = "white" if occ == WHITE_DIE else "orange"
            pieces.append(Piece(f"die:{seat}:{tag}", cid, "die", "", f"die_{color}", slot=1,
                                detail=f"{color} die blocking this building for the round"))
        elif occ == WORKER:
            pieces.append(Piece(f"worker:{seat}:{tag}", cid, "worker", "", "worker", slot=1, owner=seat,
                                detail=f"{seat_ref(seat)}'s worker blocking this building for the round"))
    for i, c in enumerate(p.wagons):
        pieces.append(Piece(f"wagon:{seat}:{i + 1}", cell_id(seat, c), "marker", "", "wagon", slot=2, owner=seat,
                            detail=f"{seat_ref(seat)}'s wagon {i + 1}"))


def _lines(s: AnyState, seat: int, zones: list[Zone], pieces: list[Piece]) -> None:
    p = s.players[seat]
    active = s.stage if s.seat == seat and isinstance(s.stage, Act) else None
    for line in range(1, 7):
        for is_row, kind, name, color in ((0, "col", "Column", "white"), (1, "row", "Row", "orange")):
            picked = active is not None and active.is_row == is_row and active.line == line
            # the header shows the line's number only (as the printed board does): "Column 1" does
            # not fit a square's width at a readable size; the full name is in the tooltip
            zones.append(Zone(f"{kind}:{seat}:{line}", str(line), owner=seat, selected=picked,
                              detail=f"{name} {line}: place a{'n' if color == 'orange' else ''} {color} die "
                              f"here to activate {name.lower()} {line}"))
    if active is not None:  # the die beside the line it is activating
        name = ("white", "orange")[active.color]
        is_row, line = active.is_row, active.line
        pieces.append(Piece(f"die:{seat}:active", f"{'row' if is_row else 'col'}:{seat}:{line}", "die", "",
                            f"die_{name}", selected=True, detail=f"{name} die activating this line"))
    for k, (is_row, line, cell) in enumerate(p.dice):
        if cell < 0:  # it activated nothing: it stays beside its line
            pieces.append(Piece(f"die:{seat}:beside{k + 1}", f"{'row' if is_row else 'col'}:{seat}:{line}", "die",
                                "", "die_orange" if is_row else "die_white", slot=k,
                                detail="die that activated nothing (beside its line)"))


def _wagons_waiting(s: AnyState, seat: int, zones: list[Zone], pieces: list[Piece]) -> None:
    p = s.players[seat]
    zones.append(Zone(f"wagons:{seat}", "Wagons", owner=seat,
                      detail="the second wagon: on the advanced technology tile, or waiting for the top left space"))
    for k in range(2 - len(p.wagons)):
        waiting = k < p.wagon_wait
        pieces.append(Piece(f"wagon:{seat}:{len(p.wagons) + k + 1}", f"wagons:{seat}", "marker", "", "wagon",
                            slot=k, owner=seat, detail=f"{seat_ref(seat)}'s wagon, "
                            + ("waiting for the top left space to be vacant" if waiting
                               else "on the advanced technology tile")))


def _storage(tables: Tables, s: AnyState, seat: int, zones: list[Zone], pieces: list[Piece]) -> None:
    p = s.players[seat]
    # the count in the title: a 22-unit strip has no room for a readable note under it
    free = f"{p.workers} free worker{'s' if p.workers != 1 else ''}" if p.workers else "No free worker"
    zones.append(Zone(f"workers:{seat}", free, owner=seat,
                      detail="worker space: a worker activates one vacant building"))
    for k in range(p.workers):
        pieces.append(Piece(f"worker:{seat}:free{k + 1}", f"workers:{seat}", "worker", "", "worker", slot=k,
                            owner=seat, detail=f"{seat_ref(seat)}'s free worker"))
    for r, name in enumerate(RES):
        zones.append(Zone(f"room:{seat}:{name}", name.capitalize(), owner=seat,
                          detail=f"storage room; sells for {tables.sell[r]} fish" if r else "storage room"))
        if p.res[r]:
            pieces.append(Piece(f"cube:{seat}:{name}", f"room:{seat}:{name}", "token", str(p.res[r]), f"res_{name}",
                                detail=f"{p.res[r]} {name}"))
    for i in range(4):
        reward = tables.piers[i][0]
        zones.append(Zone(f"pier:{seat}:{i + 1}", f"Pier {i + 1}", owner=seat, note=PIER_TEXT[reward],
                          detail=f"pier {i + 1}: on retiring, per crate here: {PIER_LONG[reward]}"))
        for k, crate in enumerate(p.piers[i]):
            pieces.append(Piece(f"crate:{crate}", f"pier:{seat}:{i + 1}", "tile", crate_label(tables, crate), "crate",
                                face_up=False, slot=k, value=str(tables.crates[crate][1]), detail=crate_text(tables, crate)))


def _boat(tables: Tables, s: AnyState, seat: int, zones: list[Zone], pieces: list[Piece]) -> None:
    p = s.players[seat]
    zones.append(Zone(f"boat:{seat}", "Boat tile", owner=seat,
                      note=("upgraded, with the ×2 space" if p.boat_up else "basic")))
    for i, tok in enumerate(p.boat):
        pieces.append(Piece(f"token:{tok}", f"boat:{seat}", "token", token_label(tables, tok), f"token{tables.tokens[tok][0]}",
                            slot=i, detail=token_text(tables, tok)))
    zones.append(Zone(f"catch:{seat}", "Catch", owner=seat, note=str(len(p.catch)),
                      detail="fishing tokens brought home"))
    for i, tok in enumerate(p.catch):
        pieces.append(Piece(f"token:{tok}", f"catch:{seat}", "token", token_label(tables, tok), f"token{tables.tokens[tok][0]}",
                            slot=i, detail=token_text(tables, tok)))


def _abilities(tables: Tables, s: AnyState, seat: int, zones: list[Zone], pieces: list[Piece]) -> None:
    p = s.players[seat]
    zones.append(Zone(f"abilities:{seat}", "Abilities", owner=seat))
    for i, ab in enumerate(p.abilities):
        state = ""
        if ab == "lift":
            state = " (face up)" if p.lift else " (face down: used this round)"
        pieces.append(Piece(f"ability:{ab}", f"abilities:{seat}", "tile", ability_name(ab), "ability", slot=i,
                            face_up=not (ab == "lift" and not p.lift), detail=tables.abilities[ab] + state))
    if s.solo and seat == 0:
        zones.append(Zone("specials:0", "Specials", owner=0,
                          detail="special scoring tiles: at least 10 points each to win (not counted)"))
        for i, tile in enumerate(s.specials):
            pieces.append(Piece(f"scoring:{tile}", "specials:0", "tile", scoring_name(tile), "scoring", slot=i,
                                detail=tables.scoring[tile][0] + " (need 10 points, not counted)"))


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
