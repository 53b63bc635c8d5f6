"""The table as zones and pieces; tooltips show every production tile's current range.

Everything is open information except the order of the stage piles (shown as counts).
Seat pieces (workers, the player piece, the VP and funds markers, the turn-order marker,
the VP & money tile) carry ``owner``: the table paints them in that seat's colour.
"""

from __future__ import annotations

from tabletop.core import Piece, PlayerPanel, TableView, Zone, seat_ref

from . import scoring, shipping
from .actions import cell_id, direction_id, harbor_piece_id, tile_id, torder_id
from .describe import (
    PLACE_NAMES,
    PRODUCT_PLURALS,
    arrows_short,
    arrows_words,
    directions_text,
    funds,
    harbor_summary,
    open_corner_text,
    plural,
    points,
    space_name,
    tile_face,
    tile_summary,
)
from .state import DRAFT, DRAW, HARBOR, JAM, NO_TILE, ORDER, OVER, PLACE, WORK, Player, State
from .tables import (
    BACK,
    COMMERCE,
    CORNER_NAMES,
    HARBOR_PER_TYPE,
    HARBOR_TILE,
    LOWER_LEFT,
    PRODUCTION,
    PUBLIC,
    START,
    Tables,
)

STOCK = "stock:workers"  # where a bought worker comes from: "buy" is a click on it
_STAGE_NAMES = {DRAW: "revealing tiles", ORDER: "drawing the turn order", DRAFT: "Phase 1: acquire tiles",
                PLACE: "Phase 2: island tile", WORK: "Phase 2: workers", HARBOR: "Phase 3: harbor tiles",
                JAM: "Harvest", OVER: "game over"}


def _mark_note(tables: Tables, cell: int) -> str:
    """The space's print: a check mark, or its VP with a triangle in the corner it sits in."""
    vp = tables.cell_vp[cell]
    if tables.cell_check[cell]:
        return "✓"
    if not vp:
        return ""
    return f"◣ {vp}" if tables.cell_corner[cell] == LOWER_LEFT else f"{vp} ◢"


def _where(tables: Tables, cells: frozenset[int] | set[int]) -> str:
    return "; ".join(space_name(tables, c) for c in sorted(cells)) or "none"


def placed_detail(tables: Tables, p: Player, cell: int, plan: shipping.Plan) -> str:
    """Tooltip of a tile on a board: what it is and, for production, its range and customers now."""
    code = p.cells[cell]
    if code == START:
        return f"Starting harbor: arrows {arrows_words(tables.start_harbor)}"
    if code >= HARBOR_TILE:
        return harbor_summary(tables, (code - HARBOR_TILE) // HARBOR_PER_TYPE)
    tile = tables.code_tile[code]
    info = tables.tiles[tile]
    if code >= BACK:
        return (f"Harbor (back of {info.name}, stage {info.stage}): arrows {arrows_words(info.harbor)};"
                f" it {open_corner_text(tables.code_open[code], False)}")
    text = tile_summary(tables, tile)
    levels = p.workers[cell]
    if info.type in (PRODUCTION, COMMERCE):
        text += f". Workers: {'none' if not levels else 'Lv.1' if levels == 1 else 'Lv.1 and Lv.2'}"
    if info.type == PRODUCTION and levels:
        reach = dict(plan.ranges).get(cell, frozenset())
        text += f". Range now: {_where(tables, reach)}"
        if cell not in plan.active:
            text += ". Not activated: no range of a vineyard with a worker reaches it"
        else:
            customers = [f"{tables.tiles[tables.code_tile[p.cells[c]]].name} ({space_name(tables, c)})"
                         for prod, _x, c in plan.shipments if prod == cell]
            text += ". Supplies: " + (", ".join(customers) or "no commerce tile")
    if info.type == PRODUCTION and levels < 2:
        more = p.workers[:cell] + (levels + 1,) + p.workers[cell + 1:]
        reach = shipping.shipping_range(tables, p.cells, more, cell)
        text += f". With a worker on Lv.{levels + 1}, range: {_where(tables, reach)}"
    if info.type == COMMERCE and levels:
        got = [f"{PRODUCT_PLURALS[x]} from {space_name(tables, prod)}" for prod, x, c in plan.shipments if c == cell]
        text += ". Receives now: " + (", ".join(got) or "nothing")
    if info.type == PUBLIC:
        text += ". Activated" if tables.cell_check[cell] else ". Not on a check-mark space: not activated"
    return text


def _board_zones(tables: Tables, state: State) -> list[Zone]:
    n = len(state.players)
    zones = [Zone(f"row:this:{i}", f"This round {i + 1}", detail="An island tile you may take in Phase 1")
             for i in range(tables.row_size)]
    zones += [Zone(f"row:next:{i}", f"Next round {i + 1}", detail="Cannot be taken this round")
              for i in range(tables.row_size)]
    zones += [Zone(f"pile:stage:{s + 1}", f"Stage {s + 1} pile", count=len(pile),
                   detail=f"{plural(len(pile), 'island tile')} face down")
              for s, pile in enumerate(state.board.piles)]
    removed = len(state.board.removed)
    zones.append(Zone("box:removed", "Out of the game", note=str(removed),
                      detail=f"{plural(removed, 'island tile')} removed from the game"))
    bonus_w, bonus_f = tables.bonus_workers[n], tables.bonus_funds[n]
    zones.append(Zone("bonus:torder", "Worker bonus", note=" / ".join(map(str, bonus_w)),
                      detail="Workers for the 1st, 2nd, ... turn-order tile taken this round: "
                             f"{', '.join(map(str, bonus_w))}; taken so far: {state.turn.order_taken}"))
    zones.append(Zone("bonus:dir", "Funds bonus", note=" / ".join(map(str, bonus_f)),
                      detail="Funds for the 1st, 2nd, ... direction tile taken this round: "
                             f"{', '.join(map(str, bonus_f))}; taken so far: {state.turn.direction_taken}"))
    zones += [Zone(f"slot:torder:{k}", PLACE_NAMES[k],  # "1st", as its tile
                   detail=f"Turn-order tile: {PLACE_NAMES[k]} in turn order next round") for k in range(1, n + 1)]
    for d, (d_id, name, _front, _back) in enumerate(tables.directions):
        dirs = directions_text(tables, n, d)
        # no note: the tile's corner prints its directions ("N/E"), the tooltips say them whole
        zones.append(Zone(f"slot:dir:{d_id}", name,
                          detail=f"Direction tile: place your island tile {dirs} of your piece"))
    for h in tables.harbor_types:
        left = state.board.harbor_counts[h.index] - state.board.harbors_used[h.index]
        cost = h.cost(max(1, state.turn.round))
        now = funds(cost) if cost is not None else "not this round"
        zones.append(Zone(f"pile:harbor:{h.id}", h.name, note=f"{now} · {left} left", detail=harbor_summary(tables, h.index)))
    zones += [Zone(f"round:{r}", f"Round {r}", note="harvest" if r in tables.harvest_rounds else "",
                   detail=f"Round {r}" + (": a harvest at its end" if r in tables.harvest_rounds else ""))
              for r in range(1, tables.rounds + 1)]
    zones += [Zone(f"track:{v}", str(v), detail=f"Victory point & money track: {v}") for v in range(tables.track_lap)]
    zones += [Zone(f"turntrack:{k}", PLACE_NAMES[k], detail=f"Turn order track: {PLACE_NAMES[k]}")
              for k in range(1, n + 1)]
    zones.append(Zone(STOCK, "Worker stock", detail=f"In Phase 2 you may buy 1 worker here for"
                      f" {funds(tables.worker_cost)}; unused workers come back for {funds(tables.worker_refund)} each"))
    return zones


def _cell_detail(tables: Tables, p: Player, cell: int) -> str:
    vp, check = tables.cell_vp[cell], tables.cell_check[cell]
    text = space_name(tables, cell).capitalize()
    if vp:
        text += f": {points(vp)} printed at the {CORNER_NAMES[tables.cell_corner[cell]]}"
        code = p.cells[cell]
        if code:
            text += (", left open by the tile here: it scores at the end"
                     if scoring.mark_visible(tables, cell, code) else ", hidden by the tile here: it does not score")
        else:
            text += " (scores at the end if the tile placed here leaves that corner open)"
    if check:
        text += ": check mark (a public tile here is activated at the end)"
    if cell == tables.start_cell:
        text += ": the starting harbor's space (compass, north up)"
    return text


def _seat_zones(tables: Tables, state: State, seat: int) -> list[Zone]:
    p = state.players[seat]
    zones = [Zone(cell_id(seat, cell, tables.width), "", seat, note=_mark_note(tables, cell), detail=_cell_detail(tables, p, cell))
             for cell in range(tables.width * tables.height)]
    zones.append(Zone(f"hand:{seat}", "Acquired this round", seat,
                      detail="The tiles taken in Phase 1 and the workers in hand"))
    zones.append(Zone(f"vptile:{seat}", "VP & money tile", seat,
                      detail="Counts the laps of 25 around the victory point & money track"))
    return zones


def _tile_piece(tables: Tables, tile: int, zone: str, slot: int, detail: str = "", back: bool = False,
                selected: bool = False) -> Piece:
    info = tables.tiles[tile]
    if back:
        return Piece(tile_id(tile), zone, "tile", arrows_short(info.harbor), "harbor", True, slot, detail, str(info.stage))
    style = {PRODUCTION: f"prod-{info.product}", COMMERCE: "commerce", PUBLIC: "public"}[info.type]
    return Piece(tile_id(tile), zone, "tile", tile_face(tables, tile), style, True, slot,
                 detail or tile_summary(tables, tile), str(info.stage), selected=selected)


def _seat_pieces(tables: Tables, state: State, seat: int, to_act: int | None) -> list[Piece]:
    p = state.players[seat]
    plan = shipping.plan(tables, p.cells, p.workers)
    who = seat_ref(seat)
    out: list[Piece] = []
    for cell, code in enumerate(p.cells):
        if not code:
            continue
        zone = cell_id(seat, cell, tables.width)
        detail = placed_detail(tables, p, cell, plan)
        if code == START:
            out.append(Piece(f"start:oo:{seat}", zone, "tile", "Start", "harbor", True, 0, detail))
        elif code >= HARBOR_TILE:
            h, k = divmod(code - HARBOR_TILE, HARBOR_PER_TYPE)
            kind = tables.harbor_types[h]
            out.append(Piece(harbor_piece_id(kind.id, k), zone, "tile", arrows_short(kind.harbor), "harbor", True, 0,
                             detail, kind.id.upper()))
        else:
            out.append(_tile_piece(tables, tables.code_tile[code], zone, 0, detail, code >= BACK))
        for lv in range(p.workers[cell]):
            out.append(Piece(f"worker:{seat}:{zone.split(':')[2]}:{lv + 1}", zone, "worker", f"Lv.{lv + 1}",
                             "worker", True, 1 + lv, f"{who}'s worker on Lv.{lv + 1}", owner=seat))
    out.append(Piece(f"pawn:{seat}", cell_id(seat, p.piece, tables.width), "token", "", "pawn", True, 9,
                     f"{who}'s piece ({space_name(tables, p.piece)})", owner=seat))
    hand = f"hand:{seat}"
    placing = state.turn.stage == PLACE and seat == to_act  # the tile being placed is lifted
    if p.island != NO_TILE:
        out.append(_tile_piece(tables, p.island, hand, 0, selected=placing))
    if p.order_tile:
        out.append(Piece(torder_id(p.order_tile), hand, "tile", PLACE_NAMES[p.order_tile], "torder", True, 1,
                         f"Turn order next round: {PLACE_NAMES[p.order_tile]}"))
    if p.direction != NO_TILE:
        d_id, name, _front, _back = tables.directions[p.direction]
        dirs = directions_text(tables, len(state.players), p.direction)
        out.append(Piece(direction_id(d_id), hand, "tile", name, "direction", True, 2,
                         f"Direction tile: place the island tile {dirs} of your piece", _initials(dirs),
                         selected=placing))
    for i in range(p.hand):
        out.append(Piece(f"worker:{seat}:hand:{i + 1}", hand, "worker", "", "worker", True, 3 + i,
                         f"{who}'s worker in hand", owner=seat))
    lap = tables.track_lap
    out.append(Piece(f"vp:{seat}", f"track:{p.vp % lap}", "token", "", "vp-token", True, seat,
                     f"{who}'s victory point piece: {points(p.vp)} from harvests", str(p.vp), owner=seat))
    out.append(Piece(f"funds:{seat}", f"track:{p.funds % lap}", "marker", "", "funds-marker", True, 4 + seat,
                     f"{who}'s funds marker: {funds(p.funds)}", str(p.funds), owner=seat))
    out.append(Piece(f"vpmoney:{seat}", f"vptile:{seat}", "tile", "", "vp-tile", True, 0,
                     f"VP & money tile: {points(lap * (p.vp // lap))} and {funds(lap * (p.funds // lap))}"
                     " beyond the track", str(lap * (p.vp // lap)), owner=seat))
    return out


def _harbor_face(windows: tuple[tuple[int, int, int], ...]) -> str:
    """What a harbor tile's front prints: its rounds ('1–8'; the cost is the pile's note)."""
    return ", ".join(f"{a}–{b}" for a, b, _c in windows)


def _initials(dirs: str) -> str:
    """'North or East' -> 'N/E' (the letters the direction tile prints)."""
    return "/".join(w[0] for w in dirs.split(" or "))


def _board_pieces(tables: Tables, state: State) -> list[Piece]:
    b, n = state.board, len(state.players)
    out: list[Piece] = []
    for row, tiles in (("this", b.this_row), ("next", b.next_row)):
        out += [_tile_piece(tables, x, f"row:{row}:{i}", 0) for i, x in enumerate(tiles) if x != NO_TILE]
    out += [_tile_piece(tables, x, "box:removed", i) for i, x in enumerate(b.removed)]
    taken_order = {p.order_tile for p in state.players}
    out += [Piece(torder_id(k), f"slot:torder:{k}", "tile", PLACE_NAMES[k], "torder", True, 0,
                  f"Turn order next round: {PLACE_NAMES[k]}") for k in range(1, n + 1) if k not in taken_order]
    taken_dir = {p.direction for p in state.players}
    for d, (d_id, name, _front, _back) in enumerate(tables.directions):
        if d not in taken_dir:
            dirs = directions_text(tables, n, d)
            out.append(Piece(direction_id(d_id), f"slot:dir:{d_id}", "tile", name, "direction", True, 0,
                             f"Direction tile: place the island tile {dirs} of your piece", _initials(dirs)))
    for h in tables.harbor_types:
        for k in range(b.harbors_used[h.index], b.harbor_counts[h.index]):
            out.append(Piece(harbor_piece_id(h.id, k), f"pile:harbor:{h.id}", "tile", _harbor_face(h.windows),
                             "harbor", True, k, harbor_summary(tables, h.index), h.id.upper()))
    out.append(Piece("marker:round", f"round:{max(1, state.turn.round)}", "marker", "", "round", True, 0,
                     "Round marker"))
    for place, seat in enumerate(state.turn.order):
        out.append(Piece(f"ordermark:{seat}", f"turntrack:{place + 1}", "marker", "", "order-marker", True, 0,
                         f"{seat_ref(seat)} is {PLACE_NAMES[place + 1]} in turn order", owner=seat))
    return out


def _panel(tables: Tables, state: State, seat: int) -> tuple[tuple[str, str], ...]:
    """The 3-5 things a player checks: funds, turn order, workers, product kinds."""
    p = state.players[seat]
    place = state.turn.order.index(seat) + 1 if seat in state.turn.order else 0
    kinds, _vp = scoring.kinds_points(tables, p)
    return (
        ("Funds", str(p.funds)),
        ("Turn order", PLACE_NAMES.get(place, "not yet drawn")),
        ("Workers in hand", str(p.hand)),
        ("Workers placed", str(sum(p.workers))),
        ("Product kinds", str(kinds)),
    )


def build_view(tables: Tables, state: State, viewer: int | None, to_act: int | None) -> TableView:
    n = len(state.players)
    zones = _board_zones(tables, state)
    pieces = _board_pieces(tables, state)
    for seat in range(n):
        zones += _seat_zones(tables, state, seat)
        pieces += _seat_pieces(tables, state, seat, to_act)
    live = scoring.score(tables, state)
    panels = [PlayerPanel(seat, _panel(tables, state, seat), live.sheets[seat].total, seat == to_act) for seat in range(n)]
    turn = state.turn
    phase = f"Round {max(1, turn.round)} of {tables.rounds}"  # the stage is not announced
    status = f"{phase} · {_STAGE_NAMES[turn.stage]}"
    if to_act is not None:
        status += f" · {seat_ref(to_act)} to act"
    return TableView(viewer, tuple(zones), tuple(pieces), tuple(panels), status, phase=phase)
