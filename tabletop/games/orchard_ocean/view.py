"""The table as zones and pieces; tooltips show every production tile's current range.

Everything is open information except the order of the stage piles (shown as counts).
"""

from __future__ import annotations

from tabletop.core import Action, Piece, PlayerPanel, TableView, Zone, seat_ref

from . import scoring, shipping
from .actions import cell_id, direction_id, harbor_piece_id, tile_id, torder_id
from .state import DRAFT, DRAW, HARBOR, JAM, NO_TILE, ORDER, OVER, PLACE, WORK, Player, State
from .tables import (
    BACK,
    CORNER_NAMES,
    COMMERCE,
    FRONT,
    HARBOR_PER_TYPE,
    HARBOR_TILE,
    PRODUCT_NAMES,
    PRODUCTION,
    PUBLIC,
    START,
    Tables,
    arrows_text,
)

PLACE_NAMES = {1: "1st", 2: "2nd", 3: "3rd", 4: "4th"}
_STAGE_NAMES = {DRAW: "revealing tiles", ORDER: "drawing the turn order", DRAFT: "Phase 1: acquire tiles",
                PLACE: "Phase 2: island tile", WORK: "Phase 2: workers", HARBOR: "Phase 3: harbor tiles",
                JAM: "Harvest", OVER: "game over"}


def pos(t: Tables, cell: int) -> str:
    col, row = t.col_row(cell)
    return f"({col},{row})"


def tile_summary(t: Tables, tile: int) -> str:
    info = t.tiles[tile]
    text = f"{info.name} (stage {info.stage}, {info.field})"
    if info.type == PRODUCTION:
        text += f"; ships {PRODUCT_NAMES[info.product].lower()}; Lv.1 arrows {arrows_text(info.lv1)}, Lv.2 arrows {arrows_text(info.lv2)}"
        if not info.extendable:
            text += "; never extended by harbors"
        if info.needs_vineyard:
            text += "; ships only when an activated vineyard's range reaches it"
    elif info.type == COMMERCE:
        text += f"; {info.effect_text}"
    else:
        text += f"; on a check-mark space: {info.public_points} VP per {'/'.join(info.public_fields)} tile"
    return text + f"; back: harbor {arrows_text(info.harbor)}"


def placed_detail(t: Tables, p: Player, cell: int, plan: shipping.Plan) -> str:
    """Tooltip of a tile on a board: what it is and, for production, its range and customers now."""
    code = p.cells[cell]
    if code == START:
        return f"Starting harbor: arrows {arrows_text(t.start_harbor)}"
    if code >= HARBOR_TILE:
        h = t.harbor_types[(code - HARBOR_TILE) // HARBOR_PER_TYPE]
        return f"{h.name} (harbor): arrows {arrows_text(h.harbor)}"
    tile = t.code_tile[code]
    if code >= BACK:
        return f"Harbor (back of {t.tiles[tile].name}, stage {t.tiles[tile].stage}): arrows {arrows_text(t.tiles[tile].harbor)}"
    info = t.tiles[tile]
    text = tile_summary(t, tile)
    levels = p.workers[cell]
    if info.type in (PRODUCTION, COMMERCE):
        text += f". Workers: {'none' if not levels else 'Lv.1' if levels == 1 else 'Lv.1 and Lv.2'}"
    if info.type == PRODUCTION and levels:
        reach = dict(plan.ranges).get(cell, frozenset())
        text += ". Range now: " + (" ".join(pos(t, c) for c in sorted(reach)) or "none")
        if cell not in plan.active:
            text += ". Not activated: no activated vineyard's range reaches it"
        else:
            customers = [f"{t.tiles[t.code_tile[p.cells[c]]].name} {pos(t, c)}"
                         for prod, _x, c in plan.shipments if prod == cell]
            text += ". Supplies: " + (", ".join(customers) or "no commerce tile")
    if info.type == PRODUCTION and levels < 2:
        more = p.workers[:cell] + (levels + 1,) + p.workers[cell + 1:]
        reach = shipping.shipping_range(t, p.cells, more, cell)
        text += f". With a worker on Lv.{levels + 1}: range " + (" ".join(pos(t, c) for c in sorted(reach)) or "none")
    if info.type == COMMERCE and levels:
        got = [f"{PRODUCT_NAMES[x].lower()} from {pos(t, prod)}" for prod, x, c in plan.shipments if c == cell]
        text += ". Receives now: " + (", ".join(got) or "nothing")
    if info.type == PUBLIC:
        text += ". Activated" if t.cell_check[cell] else ". Not on a check-mark space: not activated"
    return text


def _board_zones(t: Tables, state: State) -> list[Zone]:
    n = len(state.players)
    zones = [Zone(f"row:this:{i}", f"This round {i + 1}") for i in range(t.row_size)]
    zones += [Zone(f"row:next:{i}", f"Next round {i + 1}", detail="cannot be taken this round")
              for i in range(t.row_size)]
    zones += [Zone(f"pile:stage:{s + 1}", f"Stage {s + 1} pile", count=len(pile))
              for s, pile in enumerate(state.board.piles)]
    zones.append(Zone("box:removed", "Out of the game", note=str(len(state.board.removed))))
    bonus_w, bonus_f = t.bonus_workers[n], t.bonus_funds[n]
    zones.append(Zone("bonus:torder", "Turn-order bonus (workers)", note=" / ".join(map(str, bonus_w)),
                      detail=f"taken so far: {state.turn.order_taken}"))
    zones.append(Zone("bonus:dir", "Direction bonus (funds)", note=" / ".join(map(str, bonus_f)),
                      detail=f"taken so far: {state.turn.direction_taken}"))
    zones += [Zone(f"slot:torder:{k}", f"{PLACE_NAMES[k]} player") for k in range(1, n + 1)]
    for d_id, name, front, back in t.directions:
        dirs = front if n == 3 else " or ".join(back)
        zones.append(Zone(f"slot:dir:{d_id}", name, note=dirs))
    for h in t.harbor_types:
        left = state.board.harbor_counts[h.index] - state.board.harbors_used[h.index]
        zones.append(Zone(f"pile:harbor:{h.id}", h.name, note=f"{left} left", detail=h.window_text()))
    zones += [Zone(f"round:{r}", f"Round {r}", note="harvest" if r in t.harvest_rounds else "")
              for r in range(1, t.rounds + 1)]
    zones += [Zone(f"track:{v}", str(v)) for v in range(t.track_lap)]
    zones += [Zone(f"turntrack:{k}", PLACE_NAMES[k]) for k in range(1, n + 1)]
    return zones


def _seat_zones(t: Tables, seat: int) -> list[Zone]:
    zones = []
    for cell in range(t.width * t.height):
        vp, check = t.cell_vp[cell], t.cell_check[cell]
        note = "check mark" if check else f"{vp} VP" if vp else ""
        detail = f"Space {pos(t, cell)}" + (f": {vp} VP at the {CORNER_NAMES[t.cell_corner[cell]]}" if vp else "")
        if check:
            detail += ": check mark (public tiles here are activated)"
        if cell == t.start_cell:
            detail += ": starting harbor (compass, north up)"
        zones.append(Zone(cell_id(seat, cell, t.width), f"{pos(t, cell)}", seat, note=note, detail=detail))
    zones.append(Zone(f"hand:{seat}", "Acquired this round", seat))
    zones.append(Zone(f"vptile:{seat}", "VP & money tile", seat))
    return zones


def _tile_piece(t: Tables, tile: int, zone: str, slot: int, detail: str = "", back: bool = False) -> Piece:
    info = t.tiles[tile]
    if back:
        return Piece(tile_id(tile), zone, "tile", "Harbor", "harbor", True, slot, detail, str(info.stage))
    style = {PRODUCTION: f"prod-{info.product}", COMMERCE: "commerce", PUBLIC: "public"}[info.type]
    return Piece(tile_id(tile), zone, "tile", info.name, style, True, slot,
                 detail or tile_summary(t, tile), str(info.stage))


def _seat_pieces(t: Tables, state: State, seat: int) -> list[Piece]:
    p = state.players[seat]
    plan = shipping.plan(t, p.cells, p.workers)
    out: list[Piece] = []
    for cell, code in enumerate(p.cells):
        if not code:
            continue
        zone = cell_id(seat, cell, t.width)
        detail = placed_detail(t, p, cell, plan)
        if code == START:
            out.append(Piece(f"start:oo:{seat}", zone, "tile", "Start", "harbor", True, 0, detail))
        elif code >= HARBOR_TILE:
            h, k = divmod(code - HARBOR_TILE, HARBOR_PER_TYPE)
            hid = t.harbor_types[h].id
            out.append(Piece(harbor_piece_id(hid, k), zone, "tile", t.harbor_types[h].name, "harbor", True, 0, detail, hid.upper()))
        else:
            out.append(_tile_piece(t, t.code_tile[code], zone, 0, detail, code >= BACK))
        for lv in range(p.workers[cell]):
            out.append(Piece(f"worker:{seat}:{zone.split(':')[2]}:{lv + 1}", zone, "worker", f"Lv.{lv + 1}",
                             f"seat{seat}", True, 1 + lv, f"Worker on Lv.{lv + 1}"))
    out.append(Piece(f"pawn:{seat}", cell_id(seat, p.piece, t.width), "token", "", f"seat{seat}", True, 9,
                     f"{seat_ref(seat)}'s piece"))
    hand = f"hand:{seat}"
    if p.island != NO_TILE:
        out.append(_tile_piece(t, p.island, hand, 0))
    if p.order_tile:
        out.append(Piece(torder_id(p.order_tile), hand, "tile", PLACE_NAMES[p.order_tile], "torder", True, 1,
                         f"Turn order next round: {PLACE_NAMES[p.order_tile]}"))
    if p.direction != NO_TILE:
        d_id, name, front, back = t.directions[p.direction]
        dirs = front if len(state.players) == 3 else " or ".join(back)
        out.append(Piece(direction_id(d_id), hand, "tile", name, "direction", True, 2, f"Place the island tile {dirs}", dirs))
    for i in range(p.hand):
        out.append(Piece(f"worker:{seat}:hand:{i + 1}", hand, "worker", "", f"seat{seat}", True, 3 + i, "Worker in hand"))
    lap = t.track_lap
    out.append(Piece(f"vp:{seat}", f"track:{p.vp % lap}", "token", "VP", f"seat{seat}", True, seat,
                     f"{seat_ref(seat)}: {p.vp} VP", str(p.vp)))
    out.append(Piece(f"funds:{seat}", f"track:{p.funds % lap}", "marker", "$", f"seat{seat}", True, 4 + seat,
                     f"{seat_ref(seat)}: {p.funds} funds", str(p.funds)))
    out.append(Piece(f"vpmoney:{seat}", f"vptile:{seat}", "tile", "", f"seat{seat}", True, 0,
                     f"VP & money tile: {lap * (p.vp // lap)} VP, {lap * (p.funds // lap)} funds beyond the track",
                     str(lap * (p.vp // lap))))
    return out


def _board_pieces(t: Tables, state: State) -> list[Piece]:
    b, n = state.board, len(state.players)
    out: list[Piece] = []
    for row, tiles in (("this", b.this_row), ("next", b.next_row)):
        out += [_tile_piece(t, x, f"row:{row}:{i}", 0) for i, x in enumerate(tiles) if x != NO_TILE]
    out += [_tile_piece(t, x, "box:removed", i) for i, x in enumerate(b.removed)]
    taken_order = {p.order_tile for p in state.players}
    out += [Piece(torder_id(k), f"slot:torder:{k}", "tile", PLACE_NAMES[k], "torder", True, 0,
                  f"Turn order next round: {PLACE_NAMES[k]}") for k in range(1, n + 1) if k not in taken_order]
    taken_dir = {p.direction for p in state.players}
    for d, (d_id, name, front, back) in enumerate(t.directions):
        if d not in taken_dir:
            dirs = front if n == 3 else " or ".join(back)
            out.append(Piece(direction_id(d_id), f"slot:dir:{d_id}", "tile", name, "direction", True, 0,
                             f"Place the island tile {dirs}", dirs))
    for h in t.harbor_types:
        for k in range(b.harbors_used[h.index], b.harbor_counts[h.index]):
            out.append(Piece(harbor_piece_id(h.id, k), f"pile:harbor:{h.id}", "tile", h.name, "harbor", True, k,
                             f"{h.name}: {h.window_text()}; back: harbor {arrows_text(h.harbor)}", h.id.upper()))
    out.append(Piece("marker:round", f"round:{max(1, state.turn.round)}", "marker", "", "round", True, 0, "Round marker"))
    for place, seat in enumerate(state.turn.order):
        out.append(Piece(f"ordermark:{seat}", f"turntrack:{place + 1}", "marker", "", f"seat{seat}", True, 0,
                         f"{seat_ref(seat)} is {PLACE_NAMES[place + 1]} in turn order"))
    return out


def build_view(t: Tables, state: State, viewer: int | None, to_act: int | None) -> TableView:
    n = len(state.players)
    zones = _board_zones(t, state)
    pieces = _board_pieces(t, state)
    for seat in range(n):
        zones += _seat_zones(t, seat)
        pieces += _seat_pieces(t, state, seat)
    live = scoring.score(t, state)
    panels = []
    for seat, p in enumerate(state.players):
        place = state.turn.order.index(seat) + 1 if seat in state.turn.order else 0
        panels.append(PlayerPanel(seat, (
            ("VP", str(p.vp)), ("Funds", str(p.funds)), ("Workers in hand", str(p.hand)),
            ("Turn order", PLACE_NAMES.get(place, "-")),
        ), live.sheets[seat].total, seat == to_act))
    turn = state.turn
    status = f"Round {max(1, turn.round)}/{t.rounds} · {_STAGE_NAMES[turn.stage]}"
    if to_act is not None:
        status += f" · {seat_ref(to_act)} to act"
    return TableView(viewer, tuple(zones), tuple(pieces), tuple(panels), status)


def describe(t: Tables, state: State, action: Action) -> str:
    verb, args = action.verb, action.args
    if verb == "draw":
        return f"Reveal {tile_summary(t, t.tile_index[args[0]]).split(';')[0]}"
    if verb == "order":
        return "Turn order: " + ", ".join(seat_ref(int(s)) for s in args[0].split(","))
    if verb == "done":
        if state.turn.stage == WORK:
            return "End your Phase 2 turn (workers left in hand return for 1 fund each)"
        return "End your Phase 3 turn"
    if verb == "buy":
        return f"Buy a worker for {t.worker_cost} funds"
    n = len(state.players)
    if verb == "take":
        if args[0].startswith("torder:"):
            k = int(args[0].rsplit(":", 1)[1])
            bonus = t.bonus_workers[n][state.turn.order_taken]
            return f"Take the {PLACE_NAMES[k]}-player turn-order tile (+{bonus} worker)"
        if args[0].startswith("dir:"):
            bonus = t.bonus_funds[n][state.turn.direction_taken]
            return f"Take the {args[0].rsplit(':', 1)[1].title()} direction tile (+{bonus} funds)"
        return f"Take {tile_summary(t, t.tile_index[args[0]])}"
    if verb == "jam":
        seat, _cell, markers, amount = state.turn.pending[0]
        v = int(args[1])
        return f"Jam shop: {v} marker(s) as {v * amount} VP, {markers - v} as {(markers - v) * amount} funds"
    if verb in ("move", "place", "build"):
        col, row = args[0].rsplit(":", 1)[1].split(",")
        where = f"({col},{row})"
        if verb == "move":
            return f"Move your piece to {where} for {t.move_cost} fund"
        if verb == "build":
            h = next(h for h in t.harbor_types if h.id == args[1])
            return f"Build {h.name} (arrows {arrows_text(h.harbor)}) at {where} for {h.cost(state.turn.round)} funds"
        tile = state.players[state.turn.order[state.turn.index]].island
        info = t.tiles[tile]
        if args[1] == "front":
            return f"Place {info.name} front side up at {where}"
        return f"Place {info.name} back side up at {where}: a harbor with arrows {arrows_text(info.harbor)}"
    if verb == "discard":
        return f"Remove {t.tiles[t.tile_index[args[0]]].name} from the game"
    if verb == "worker":
        seat = state.turn.order[state.turn.index]
        p = state.players[seat]
        cell = p.cells.index(FRONT + t.tile_index[args[0]])
        return f"Put a worker on {t.tiles[t.tile_index[args[0]]].name}'s Lv.{p.workers[cell] + 1} space"
    return action.text()
