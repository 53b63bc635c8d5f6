"""The table as zones and pieces; tooltips show every production tile's current range.

Everything is open information except the order of the stage piles (shown as counts).
Seat pieces (workers, the player piece, the VP and funds markers, the turn-order marker,
the VP & money tile) carry ``owner``: the table paints them in that seat's colour.
"""

from __future__ import annotations

from tabletop.core import Piece, PlayerPanel, TableView, Zone, seat_ref

from . import scoring, shipping
from .actions import cell_id, direction_id, harbor_piece_id, tile_id, torder_id
from .i18n import N_, _, n_, p_
from .state import DRAFT, DRAW, HARBOR, JAM, NO_TILE, ORDER, OVER, PLACE, WORK, Player, State
from .tables import (
    BACK,
    COMMERCE,
    HARBOR_PER_TYPE,
    HARBOR_TILE,
    LOWER_LEFT,
    PRODUCTION,
    PUBLIC,
    START,
    Tables,
)
from .words import (
    arrows_short,
    arrows_words,
    direction_initials,
    directions_text,
    funds,
    harbor_back_text,
    harbor_summary,
    listing,
    marks_points,
    place_name,
    points,
    products_shipped,
    sentences,
    space_name,
    space_title,
    spaces,
    tile_name,
    tile_summary,
)

STOCK = "stock:workers"  # where a bought worker comes from: "buy" is a click on it
_STAGE_NAMES = {DRAW: N_("revealing tiles"), ORDER: N_("drawing the turn order"), DRAFT: N_("Phase 1: acquire tiles"),
                PLACE: N_("Phase 2: island tile"), WORK: N_("Phase 2: workers"), HARBOR: N_("Phase 3: harbor tiles"),
                JAM: N_("Harvest"), OVER: N_("game over")}


def _mark_note(tables: Tables, cell: int) -> str:
    """The space's print: a check mark, or its VP with a triangle in the corner it sits in."""
    vp = tables.cell_vp[cell]
    if tables.cell_check[cell]:
        return "✓"
    if not vp:
        return ""
    return f"◣ {vp}" if tables.cell_corner[cell] == LOWER_LEFT else f"{vp} ◢"


def _workers_text(levels: int) -> str:
    if not levels:
        return _("Workers: {levels}").format(levels=p_("no workers", "none"))
    return _("Workers: {levels}").format(levels=_("Lv.{level}").format(level=1) if levels == 1 else _("Lv.1 and Lv.2"))


def _production_detail(tables: Tables, p: Player, cell: int, plan: shipping.Plan) -> list[str]:
    """A production tile's range and customers now, and its range with one more worker."""
    levels, out = p.workers[cell], []
    if levels:
        reach = dict(plan.ranges).get(cell, frozenset())
        out.append(_("Range now: {spaces}").format(spaces=spaces(tables, reach)))
        if cell not in plan.active:
            out.append(_("Not activated: no range of a vineyard with a worker reaches it"))
        else:
            customers = [_("{tile} ({space})").format(tile=tile_name(tables, tables.code_tile[p.cells[c]]),
                                                      space=space_name(tables, c))
                         for prod, _x, c in plan.shipments if prod == cell]
            out.append(_("Supplies: {customers}").format(
                customers=listing(customers) or _("no commerce tile")))
    if levels < 2:
        more = p.workers[:cell] + (levels + 1,) + p.workers[cell + 1:]
        reach = shipping.shipping_range(tables, p.cells, more, cell)
        out.append(_("With a worker on Lv.{level}, range: {spaces}").format(
            level=levels + 1, spaces=spaces(tables, reach)))
    return out


def placed_detail(tables: Tables, p: Player, cell: int, plan: shipping.Plan) -> str:
    """Tooltip of a tile on a board: what it is and, for production, its range and customers now."""
    code = p.cells[cell]
    if code == START:
        return _("Starting harbor: arrows {arrows}").format(arrows=arrows_words(tables.start_harbor))
    if code >= HARBOR_TILE:
        return harbor_summary(tables, (code - HARBOR_TILE) // HARBOR_PER_TYPE)
    tile = tables.code_tile[code]
    info = tables.tiles[tile]
    if code >= BACK:
        return harbor_back_text(tables, tile, tables.code_open[code])
    parts = [tile_summary(tables, tile)]
    levels = p.workers[cell]
    if info.type in (PRODUCTION, COMMERCE):
        parts.append(_workers_text(levels))
    if info.type == PRODUCTION:
        parts += _production_detail(tables, p, cell, plan)
    if info.type == COMMERCE and levels:
        got = [_("{products} from {space}").format(products=products_shipped(x), space=space_name(tables, prod))
               for prod, x, c in plan.shipments if c == cell]
        parts.append(_("Receives now: {products}").format(products=listing(got) or _("nothing")))
    if info.type == PUBLIC:
        parts.append(_("Activated") if tables.cell_check[cell] else _("Not on a check-mark space: not activated"))
    return sentences(parts)


def _board_zones(tables: Tables, state: State) -> list[Zone]:
    n = len(state.players)
    zones = [Zone(f"row:this:{i}", _("This round {slot}").format(slot=i + 1),
                  detail=_("An island tile you may take in Phase 1")) for i in range(tables.row_size)]
    zones += [Zone(f"row:next:{i}", _("Next round {slot}").format(slot=i + 1),
                   detail=_("Cannot be taken this round")) for i in range(tables.row_size)]
    zones += [Zone(f"pile:stage:{s + 1}", _("Stage {stage} pile").format(stage=s + 1), count=len(pile),
                   detail=n_("{n} island tile face down", "{n} island tiles face down", len(pile)).format(n=len(pile)))
              for s, pile in enumerate(state.board.piles)]
    removed = len(state.board.removed)
    zones.append(Zone("box:removed", _("Out of the game"), note=str(removed),
                      detail=n_("{n} island tile removed from the game", "{n} island tiles removed from the game",
                                removed).format(n=removed)))
    zones += _bonus_zones(tables, state)
    zones += [Zone(f"slot:torder:{k}", place_name(k),  # "1st", as its tile
                   detail=_("Turn-order tile: {place} in turn order next round").format(place=place_name(k)))
              for k in range(1, n + 1)]
    for d, tile in enumerate(tables.directions):
        dirs = directions_text(tables, n, d)
        # no note: the tile's corner prints its directions ("N/E"), the tooltips say them whole
        zones.append(Zone(f"slot:dir:{tile.id}", _(tile.name),
                          detail=_("Direction tile: place your island tile {directions} of your piece").format(
                              directions=dirs)))
    for h in tables.harbor_types:
        left = state.board.harbor_counts[h.index] - state.board.harbors_used[h.index]
        cost = h.cost(max(1, state.turn.round))
        now = funds(cost) if cost is not None else _("not this round")
        zones.append(Zone(f"pile:harbor:{h.id}", _(h.name), note=_("{price} · {n} left").format(price=now, n=left),
                          detail=harbor_summary(tables, h.index)))
    zones += _track_zones(tables, n)
    return zones


def _bonus_zones(tables: Tables, state: State) -> list[Zone]:
    n = len(state.players)
    bonus_w, bonus_f = tables.bonus_workers[n], tables.bonus_funds[n]
    return [
        Zone("bonus:torder", _("Worker bonus"), note=" / ".join(map(str, bonus_w)),
             detail=_("Workers for the 1st, 2nd, ... turn-order tile taken this round: {bonuses};"
                      " taken so far: {taken}").format(bonuses=", ".join(map(str, bonus_w)),
                                                      taken=state.turn.order_taken)),
        Zone("bonus:dir", _("Funds bonus"), note=" / ".join(map(str, bonus_f)),
             detail=_("Funds for the 1st, 2nd, ... direction tile taken this round: {bonuses};"
                      " taken so far: {taken}").format(bonuses=", ".join(map(str, bonus_f)),
                                                      taken=state.turn.direction_taken)),
    ]


def _track_zones(tables: Tables, n: int) -> list[Zone]:
    """The round track, the victory point & money track, the turn order track and the worker stock."""
    zones = []
    for r in range(1, tables.rounds + 1):
        harvest = r in tables.harvest_rounds
        zones.append(Zone(f"round:{r}", _("Round {round}").format(round=r), note=_("harvest") if harvest else "",
                          detail=(_("Round {round}: a harvest at its end") if harvest else _("Round {round}")).format(
                              round=r)))
    zones += [Zone(f"track:{v}", str(v), detail=_("Victory point & money track: {space}").format(space=v))
              for v in range(tables.track_lap)]
    zones += [Zone(f"turntrack:{k}", place_name(k), detail=_("Turn order track: {place}").format(place=place_name(k)))
              for k in range(1, n + 1)]
    zones.append(Zone(STOCK, _("Worker stock"), detail=_(
        "In Phase 2 you may buy 1 worker here for {price}; unused workers come back for {refund} each").format(
            price=funds(tables.worker_cost), refund=funds(tables.worker_refund))))
    return zones


def _cell_detail(tables: Tables, p: Player, cell: int) -> str:
    vp, check = tables.cell_vp[cell], tables.cell_check[cell]
    text = space_title(tables, cell)
    if vp:
        mark = marks_points(vp, tables.cell_corner[cell])
        code = p.cells[cell]
        if not code:
            text = _("{space}: {mark} (scores at the end if the tile placed here leaves that corner open)")
        elif scoring.mark_visible(tables, cell, code):
            text = _("{space}: {mark}, left open by the tile here: it scores at the end")
        else:
            text = _("{space}: {mark}, hidden by the tile here: it does not score")
        text = text.format(space=space_title(tables, cell), mark=mark)
    if check:
        text = _("{space}: check mark (a public tile here is activated at the end)").format(space=text)
    if cell == tables.start_cell:
        text = _("{space}: the starting harbor's space (compass, north up)").format(space=text)
    return text


def _seat_zones(tables: Tables, state: State, seat: int) -> list[Zone]:
    p = state.players[seat]
    zones = [Zone(cell_id(seat, cell, tables.width), "", seat, note=_mark_note(tables, cell), detail=_cell_detail(tables, p, cell))
             for cell in range(tables.width * tables.height)]
    zones.append(Zone(f"hand:{seat}", _("Acquired this round"), seat,
                      detail=_("The tiles taken in Phase 1 and the workers in hand")))
    zones.append(Zone(f"vptile:{seat}", _("VP & money tile"), seat,
                      detail=_("Counts the laps of 25 around the victory point & money track")))
    return zones


def _tile_piece(tables: Tables, tile: int, zone: str, slot: int, detail: str = "", back: bool = False,
                selected: bool = False) -> Piece:
    info = tables.tiles[tile]
    if back:
        return Piece(tile_id(tile), zone, "tile", arrows_short(info.harbor), "harbor", True, slot, detail, str(info.stage))
    style = {PRODUCTION: f"prod-{info.product}", COMMERCE: "commerce", PUBLIC: "public"}[info.type]
    return Piece(tile_id(tile), zone, "tile", tile_name(tables, tile), style, True, slot,
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
            out.append(Piece(f"start:oo:{seat}", zone, "tile", _("Start"), "harbor", True, 0, detail))
        elif code >= HARBOR_TILE:
            h, k = divmod(code - HARBOR_TILE, HARBOR_PER_TYPE)
            kind = tables.harbor_types[h]
            out.append(Piece(harbor_piece_id(kind.id, k), zone, "tile", arrows_short(kind.harbor), "harbor", True, 0,
                             detail, kind.id.upper()))
        else:
            out.append(_tile_piece(tables, tables.code_tile[code], zone, 0, detail, code >= BACK))
        for lv in range(p.workers[cell]):
            out.append(Piece(f"worker:{seat}:{zone.split(':')[2]}:{lv + 1}", zone, "worker", _("Lv.{level}").format(level=lv + 1),
                             "worker", True, 1 + lv, _("{player}'s worker on Lv.{level}").format(player=who, level=lv + 1),
                             owner=seat))
    out.append(Piece(f"pawn:{seat}", cell_id(seat, p.piece, tables.width), "token", "", "pawn", True, 9,
                     _("{player}'s piece ({space})").format(player=who, space=space_name(tables, p.piece)), owner=seat))
    hand = f"hand:{seat}"
    placing = state.turn.stage == PLACE and seat == to_act  # the tile being placed is lifted
    if p.island != NO_TILE:
        out.append(_tile_piece(tables, p.island, hand, 0, selected=placing))
    if p.order_tile:
        out.append(Piece(torder_id(p.order_tile), hand, "tile", place_name(p.order_tile), "torder", True, 1,
                         _("Turn order next round: {place}").format(place=place_name(p.order_tile))))
    if p.direction != NO_TILE:
        out.append(_direction_piece(tables, len(state.players), p.direction, hand, 2, placing))
    for i in range(p.hand):
        out.append(Piece(f"worker:{seat}:hand:{i + 1}", hand, "worker", "", "worker", True, 3 + i,
                         _("{player}'s worker in hand").format(player=who), owner=seat))
    lap = tables.track_lap
    out.append(Piece(f"vp:{seat}", f"track:{p.vp % lap}", "token", "", "vp-token", True, seat,
                     _("{player}'s victory point piece: {points} from harvests").format(player=who, points=points(p.vp)),
                     str(p.vp), owner=seat))
    out.append(Piece(f"funds:{seat}", f"track:{p.funds % lap}", "marker", "", "funds-marker", True, 4 + seat,
                     _("{player}'s funds marker: {funds}").format(player=who, funds=funds(p.funds)), str(p.funds),
                     owner=seat))
    out.append(Piece(f"vpmoney:{seat}", f"vptile:{seat}", "tile", "", "vp-tile", True, 0,
                     _("VP & money tile: {points} and {funds} beyond the track").format(
                         points=points(lap * (p.vp // lap)), funds=funds(lap * (p.funds // lap))),
                     str(lap * (p.vp // lap)), owner=seat))
    return out


def _harbor_face(windows: tuple[tuple[int, int, int], ...]) -> str:
    """What a harbor tile's front prints: its rounds ('1–8'; the cost is the pile's note)."""
    return ", ".join(f"{a}–{b}" for a, b, _c in windows)


def _direction_piece(tables: Tables, players: int, d: int, zone: str, slot: int, selected: bool = False) -> Piece:
    """A direction tile: its name, the letters its corner prints ('N/E'), its directions in words."""
    tile = tables.directions[d]
    return Piece(direction_id(tile.id), zone, "tile", _(tile.name), "direction", True, slot,
                 _("Direction tile: place the island tile {directions} of your piece").format(
                     directions=directions_text(tables, players, d)),
                 direction_initials(tables, players, d), selected=selected)


def _board_pieces(tables: Tables, state: State) -> list[Piece]:
    b, n = state.board, len(state.players)
    out: list[Piece] = []
    for row, tiles in (("this", b.this_row), ("next", b.next_row)):
        out += [_tile_piece(tables, x, f"row:{row}:{i}", 0) for i, x in enumerate(tiles) if x != NO_TILE]
    out += [_tile_piece(tables, x, "box:removed", i) for i, x in enumerate(b.removed)]
    taken_order = {p.order_tile for p in state.players}
    out += [Piece(torder_id(k), f"slot:torder:{k}", "tile", place_name(k), "torder", True, 0,
                  _("Turn order next round: {place}").format(place=place_name(k)))
            for k in range(1, n + 1) if k not in taken_order]
    taken_dir = {p.direction for p in state.players}
    out += [_direction_piece(tables, n, d, f"slot:dir:{tile.id}", 0)
            for d, tile in enumerate(tables.directions) if d not in taken_dir]
    for h in tables.harbor_types:
        for k in range(b.harbors_used[h.index], b.harbor_counts[h.index]):
            out.append(Piece(harbor_piece_id(h.id, k), f"pile:harbor:{h.id}", "tile", _harbor_face(h.windows),
                             "harbor", True, k, harbor_summary(tables, h.index), h.id.upper()))
    out.append(Piece("marker:round", f"round:{max(1, state.turn.round)}", "marker", "", "round", True, 0,
                     _("Round marker")))
    for place, seat in enumerate(state.turn.order):
        out.append(Piece(f"ordermark:{seat}", f"turntrack:{place + 1}", "marker", "", "order-marker", True, 0,
                         _("{player} is {place} in turn order").format(player=seat_ref(seat), place=place_name(place + 1)),
                         owner=seat))
    return out


def _panel(tables: Tables, state: State, seat: int) -> tuple[tuple[str, str], ...]:
    """The 3-5 things a player checks: funds, turn order, workers, product kinds."""
    p = state.players[seat]
    place = state.turn.order.index(seat) + 1 if seat in state.turn.order else 0
    kinds, _vp = scoring.kinds_points(tables, p)
    return (
        (_("Funds"), str(p.funds)),
        (_("Turn order"), place_name(place) if place else _("not yet drawn")),
        (_("Workers in hand"), str(p.hand)),
        (_("Workers placed"), str(sum(p.workers))),
        (_("Product kinds"), str(kinds)),
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
    phase = _("Round {round} of {rounds}").format(round=max(1, turn.round), rounds=tables.rounds)  # the stage is not announced
    status = f"{phase} · {_(_STAGE_NAMES[turn.stage])}"
    if to_act is not None:
        status += " · " + _("{player} to act").format(player=seat_ref(to_act))
    return TableView(viewer, tuple(zones), tuple(pieces), tuple(panels), status, phase=phase)
