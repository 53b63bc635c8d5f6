"""What a seat sees: the main board, each village, storage, piers and boat; plus describe()."""

from __future__ import annotations

from tabletop.core import Action, Piece, PlayerPanel, TableView, Zone, seat_ref

from .common import cell_id
from .state import ORANGE_DIE, WHITE_DIE, WORKER
from .tables import LOGI, RES, SIZE, TOP, TRACKS, Tables

LEVEL_NAMES = ("start", "level 1", "level 2", "level 3", "top")
PIER_TEXT = {"fish": "go fishing", "vp_fish": "1 pt, 1 fish", "upgrade": "upgrade",
             "feast": "grain 3/food 5"}
PIER_LONG = {"fish": "go fishing", "vp_fish": "1 point and 1 fish", "upgrade": "upgrade 1 resource (or take 1 fish)",
             "feast": "pay 1 grain for 3 points or 1 food for 5 points"}
TAVERN_TEXT = {"mono": "free 1-square tile", "fish": "go fishing", "tech": "technology",
               "order": "an order", "fish2": "fish twice"}
SQUARE_TEXT = {"walk:fish": "1 fish", "walk:fish2": "2 fish", "walk:vp1": "1 pt", "walk:vp2": "2 pts",
               "walk:gold": "gold", "walk:wood": "wood"}  # boardwalk rewards (paid when the line is full)
REWARD_TEXT = {  # what a technology space gives, in words
    "gold": "1 gold", "worker": "1 worker", "boat": "upgraded boat", "ability": "an ability tile",
    "discount": "1 wood off building", "fish_wood_paper": "fish, wood, paper",
    "any_pier": "crates to any pier", "pier_reward": "pier reward on orders",
    "draw_two": "draw two tokens", "type2": "type 2 tokens", "type3": "type 3 tokens",
    "wagon_walks": "wagons use boardwalks", "second_wagon": "second wagon", "wagon_move": "move wagons",
}


def _points(n: int) -> str:
    return f"{n} point" + ("" if n == 1 else "s")


def _token_text(T: Tables, tok: str) -> str:
    kind, fish, res, pts, lob = T.tokens[tok]
    parts = [f"{fish} fish"] if fish else []
    parts += [f"{n} {RES[i]}" for i, n in enumerate(res) if n]
    if pts:
        parts.append(f"{pts} points")
    if lob:
        parts.append(f"{lob} lobster")
    return f"type {kind} fishing token: " + (", ".join(parts) or "nothing")


def _crate_text(T: Tables, crate: str) -> str:
    cost, pts, _ = T.crates[crate]
    need = ", ".join(f"{n} {RES[i]}" for i, n in enumerate(cost) if n)
    return f"order: pay {need}; worth {pts} purple points"


def _tile_text(T: Tables, tile: str) -> str:
    shape, squares = T.tiles[tile]
    return f"{shape} building tile: " + " | ".join(T.squares[q].code for q in squares)


def board_zones(T: Tables, s) -> tuple[list[Zone], list[Piece]]:
    zones: list[Zone] = []
    pieces: list[Piece] = []
    if not s.solo:
        for v in range(1, 7):
            zones.append(Zone(f"dice:{v}", f"Dice {v}", detail="dice area: take a die from here"))
            slot = 0  # white dice first, the orange ones right after them (grid cells in order)
            for color, name in ((0, "white"), (1, "orange")):
                for k in range(s.pool[color * 6 + v - 1]):
                    pieces.append(Piece(f"die:{name[0]}:{v}:{k}", f"dice:{v}", "die", str(v), f"die_{name}",
                                        slot=slot, detail=f"{name} die showing {v}"))
                    slot += 1
    for r in (2, 3):
        waiting = 0 if s.round >= r else (1 if s.solo else s.n)
        zones.append(Zone(f"round:{r}", f"Round {r}", note=f"{waiting} orange dice",
                          detail="orange dice added at the start of this round"))
    for t, action in enumerate(T.taverns):
        zones.append(Zone(f"tavern:{t + 1}", f"Tavern {t + 1}", note=TAVERN_TEXT[action],
                          detail=f"retire here: {TAVERN_TEXT[action]}"))
        who = s.taverns[t]
        if who >= 0:
            pieces.append(Piece(f"marker:{who}", f"tavern:{t + 1}", "marker", f"P{who + 1}", f"seat{who}",
                                detail=f"{seat_ref(who)}'s player marker: retired here"))
        if s.solo:
            for color, name in ((0, "white"), (1, "orange")):
                v = s.tdice[t][color]
                if v:
                    pieces.append(Piece(f"die:{name[0]}:t{t + 1}", f"tavern:{t + 1}", "die", str(v),
                                        f"die_{name}", slot=color, detail=f"{name} die showing {v}"))
    zones.append(Zone("taverns", "Tavern area", detail="player markers before they retire"))
    for seat in range(s.n):
        if seat not in s.taverns:
            pieces.append(Piece(f"marker:{seat}", "taverns", "marker", f"P{seat + 1}", f"seat{seat}", slot=seat,
                                detail=f"{seat_ref(seat)}'s player marker"))
    for k, (sid, shape, _size) in enumerate(T.stacks):
        zones.append(Zone(f"stack:{sid}", f"{shape} stack", count=s.bleft[k] if s.btops[k] else 0,
                          note=f"{s.bleft[k] + (1 if s.btops[k] else 0)} tiles"))
        if s.btops[k]:
            pieces.append(Piece(f"tile:{s.btops[k]}", f"stack:{sid}", "tile", s.btops[k], f"tile_{shape}",
                                detail=_tile_text(T, s.btops[k])))
    for space in range(4):
        zones.append(Zone(f"crates:{space + 1}", f"Crates {space + 1}", count=s.cleft[space],
                          detail=f"orders; completed ones go to pier {space + 1}"))
        if s.ctops[space]:
            c = s.ctops[space]
            pieces.append(Piece(f"crate:{c}", f"crates:{space + 1}", "tile", c, "crate",
                                detail=_crate_text(T, c), value=str(T.crates[c][1])))
    zones.append(Zone("fjord:0", "Harbour"))
    for a, (pts, sizes) in enumerate(T.fjord):
        zones.append(Zone(f"fjord:{a + 1}", f"Fjord area {a + 1}", note=f"home: {pts} points"))
        for t in range(3):
            if not sizes[t]:
                continue  # this area has no fishing space of this type
            top, hidden, bottom = s.fjord[a][t]
            zones.append(Zone(f"fjord:{a + 1}:{t + 1}", f"Type {t + 1}", count=hidden,
                              note=f"{len(top) + hidden + len(bottom)} tokens"))
            for i, tok in enumerate(top):
                pieces.append(Piece(f"token:{tok}", f"fjord:{a + 1}:{t + 1}", "token", tok, f"token{t + 1}",
                                    slot=i, detail="known top: " + _token_text(T, tok)))
            for i, tok in enumerate(bottom):
                pieces.append(Piece(f"token:{tok}", f"fjord:{a + 1}:{t + 1}", "token", tok, f"token{t + 1}",
                                    face_up=False, slot=50 + i, detail="known bottom: " + _token_text(T, tok)))
    for seat, p in enumerate(s.players):
        pieces.append(Piece(f"boat:{seat}", f"fjord:{p.area}", "marker", f"P{seat + 1}", f"seat{seat}", slot=seat,
                            detail=f"{seat_ref(seat)}'s fishing boat"))
    zones.append(Zone("drawn", "Drawn tokens"))
    for i, tok in enumerate(s.drawn):
        pieces.append(Piece(f"token:{tok}", "drawn", "token", tok, f"token{T.tokens[tok][0]}", slot=i,
                            detail=_token_text(T, tok)))
    for t, name in enumerate(TRACKS):
        advanced = s.wagons and t == LOGI  # the advanced technology tile covers logistics
        title = "Advanced logistics" if advanced else name.capitalize()
        costs = T.adv_costs if advanced else T.track_costs[t]
        rewards = T.adv_rewards if advanced else T.track_rewards[t]
        zones.append(Zone(f"track:{name}", title, detail="technology track" + (" (advanced tile)" if advanced else "")))
        zones.append(Zone(f"track:{name}:0", "Start", detail=f"{title}: starting space"))
        for lv in range(1, TOP + 1):
            gain = REWARD_TEXT.get(rewards[lv - 1], rewards[lv - 1]) if lv < TOP else "scoring tile"
            zones.append(Zone(f"track:{name}:{lv}", LEVEL_NAMES[lv].capitalize(), note=f"{RES[costs[lv - 1]]}: {gain}",
                              detail=f"{title} {LEVEL_NAMES[lv]}: pay 1 {RES[costs[lv - 1]]} to reach; {gain}"
                              + (f"; {T.level_points[lv]} points at the end" if lv < TOP else "")))
        if s.tops[t]:
            text, lightning = T.scoring[s.tops[t]]
            pieces.append(Piece(f"scoring:{s.tops[t]}", f"track:{name}:{TOP}", "tile", s.tops[t], "scoring",
                                detail=("(lightning) " if lightning else "") + text))
        for seat, p in enumerate(s.players):
            pieces.append(Piece(f"tech:{seat}:{name}", f"track:{name}:{p.tech[t]}", "marker", f"P{seat + 1}",
                                f"seat{seat}", slot=seat,
                                detail=f"{seat_ref(seat)}'s {title.lower()} marker ({LEVEL_NAMES[p.tech[t]]})"))
    for i in range(4):
        zones.append(Zone(f"abilityspace:{i + 1}", f"Ability space {i + 1}"))
    for i, ab in enumerate(s.ab_board):
        pieces.append(Piece(f"ability:{ab}", f"abilityspace:{i + 1}", "tile", ab, "ability", detail=T.abilities[ab]))
    for k in range(4 if s.phase in ("setup", "sets") else 0):  # the sets leave the table once chosen
        zones.append(Zone(f"set:{k + 1}", f"Starting set {k + 1}"))
        ab, bld, res = s.sets[k]
        if ab:
            pieces.append(Piece(f"ability:{ab}", f"set:{k + 1}", "tile", ab, "ability", detail=T.abilities[ab]))
        if bld:
            pieces.append(Piece(f"start:{bld}", f"set:{k + 1}", "tile", bld, "tile_D2", slot=1,
                                detail="starting building tile"))
        if res:
            vec, fishing = T.start_resources[res]
            text = ", ".join(f"{n} {RES[i]}" for i, n in enumerate(vec) if n) + (" + go fishing" if fishing else "")
            pieces.append(Piece(f"startres:{res}", f"set:{k + 1}", "tile", res, "resources", slot=2, detail=text))
    return zones, pieces


def village_zones(T: Tables, s, seat: int) -> tuple[list[Zone], list[Piece]]:
    p = s.players[seat]
    zones: list[Zone] = []
    pieces: list[Piece] = []
    for c in range(36):
        cid = cell_id(seat, c)
        # untitled: the row and column headers name the space, and the building gets the whole cell
        zones.append(Zone(cid, "", owner=seat, detail=f"space {c % SIZE + 1},{c // SIZE + 1} (column, row)"))
        sq = T.squares[p.grid[c]]
        if sq.code:
            style = "walk" if sq.walk else "building"
            pieces.append(Piece(f"sq:{seat}:{c % SIZE + 1},{c // SIZE + 1}", cid, "tile", SQUARE_TEXT.get(sq.code, sq.label), style,
                                detail=("boardwalk: " if sq.walk else "building: ") + sq.code))
        occ = p.occ[c]
        if occ in (WHITE_DIE, ORANGE_DIE):
            pieces.append(Piece(f"die:{seat}:{c % SIZE + 1},{c // SIZE + 1}", cid, "die", "", "die_white"
                                if occ == WHITE_DIE else "die_orange", slot=1, detail="die blocking this building"))
        elif occ == WORKER:
            pieces.append(Piece(f"worker:{seat}:{c % SIZE + 1},{c // SIZE + 1}", cid, "worker", "W",
                                f"seat{seat}", slot=1, detail="worker blocking this building"))
    for i, c in enumerate(p.wagons):
        pieces.append(Piece(f"wagon:{seat}:{i + 1}", cell_id(seat, c), "marker", "Wg", f"seat{seat}", slot=2,
                            detail=f"{seat_ref(seat)}'s wagon"))
    if s.wagons:  # the wagon not yet gained (on the advanced tile) or waiting for the top-left space
        zones.append(Zone(f"wagons:{seat}", "Wagons", owner=seat,
                          detail="the second wagon: on the advanced technology tile, or waiting for space 1,1"))
        for k in range(2 - len(p.wagons)):
            waiting = k < p.wagon_wait
            pieces.append(Piece(f"wagon:{seat}:{len(p.wagons) + k + 1}", f"wagons:{seat}", "marker", "Wg",
                                f"seat{seat}", slot=k, detail=f"{seat_ref(seat)}'s wagon, "
                                + ("waiting for space 1,1 to be vacant" if waiting else "on the advanced technology tile")))
    for line in range(1, 7):
        zones.append(Zone(f"col:{seat}:{line}", f"Column {line}", owner=seat, detail="place a white die here"))
        zones.append(Zone(f"row:{seat}:{line}", f"Row {line}", owner=seat, detail="place an orange die here"))
    zones.append(Zone(f"workers:{seat}", "Workers", owner=seat, note=f"{p.workers} free",
                      detail="worker space: a worker activates one vacant building"))
    for k in range(p.workers):
        pieces.append(Piece(f"worker:{seat}:free{k + 1}", f"workers:{seat}", "worker", "W", f"seat{seat}", slot=k))
    for r, name in enumerate(RES):
        zones.append(Zone(f"room:{seat}:{name}", name.capitalize(), owner=seat,
                          detail=f"storage room; sells for {T.sell[r]} fish" if r else "storage room"))
        if p.res[r]:
            pieces.append(Piece(f"cube:{seat}:{name}", f"room:{seat}:{name}", "token", str(p.res[r]), f"res_{name}",
                                detail=f"{p.res[r]} {name}"))
    for i in range(4):
        zones.append(Zone(f"pier:{seat}:{i + 1}", f"Pier {i + 1}", owner=seat, note=PIER_TEXT[T.piers[i][0]],
                          detail=f"pier {i + 1}: on retiring, per crate here: {PIER_LONG[T.piers[i][0]]}"))
        for k, crate in enumerate(p.piers[i]):
            pieces.append(Piece(f"crate:{crate}", f"pier:{seat}:{i + 1}", "tile", crate, "crate", face_up=False,
                                slot=k, detail=_crate_text(T, crate)))
    zones.append(Zone(f"boat:{seat}", "Boat tile", owner=seat,
                      note=("upgraded, x2 space" if p.boat_up else "basic")))
    for i, tok in enumerate(p.boat):
        pieces.append(Piece(f"token:{tok}", f"boat:{seat}", "token", tok, f"token{T.tokens[tok][0]}", slot=i,
                            detail=_token_text(T, tok)))
    zones.append(Zone(f"catch:{seat}", "Catch", owner=seat, note=str(len(p.catch)),
                      detail="fishing tokens brought home"))
    for i, tok in enumerate(p.catch):
        pieces.append(Piece(f"token:{tok}", f"catch:{seat}", "token", tok, f"token{T.tokens[tok][0]}", slot=i,
                            detail=_token_text(T, tok)))
    zones.append(Zone(f"abilities:{seat}", "Abilities", owner=seat))
    for i, ab in enumerate(p.abilities):
        pieces.append(Piece(f"ability:{ab}", f"abilities:{seat}", "tile", ab, "ability", slot=i,
                            detail=T.abilities[ab] + (f" ({p.lift} dice left this round)" if ab == "lift" else "")))
    if s.solo and seat == 0:
        zones.append(Zone("specials:0", "Specials", owner=0,
                          detail="special scoring tiles: at least 10 points each to win (not counted)"))
        for i, tile in enumerate(s.specials):
            pieces.append(Piece(f"scoring:{tile}", "specials:0", "tile", tile, "scoring", slot=i,
                                detail=T.scoring[tile][0] + " (need 10 points, not counted)"))
    return zones, pieces


def view(T: Tables, s, viewer: int | None) -> TableView:
    from .scoring import outcome, solo_result, solo_summary
    zones, pieces = board_zones(T, s)
    for seat in range(s.n):
        z, p = village_zones(T, s, seat)
        zones += z
        pieces += p
    totals = outcome(T, s).sheets
    players = tuple(
        PlayerPanel(seat, (
            ("Points", str(p.vp)), ("Fish", str(p.res[0])), ("Workers", str(p.workers)),
            ("White dice", f"{p.white}/3"), ("Orange dice", f"{p.orange}/{s.round}"),
            ("Retired", "yes" if p.retired else "no"),
            *((("Wagons waiting", str(p.wagon_wait)),) if p.wagon_wait else ()),
        ), totals[seat].total, active=(s.phase in ("play", "sets") and s.seat == seat))
        for seat, p in enumerate(s.players)
    )
    if s.phase == "over":
        status = "Game over"
        if s.solo:
            won, special, medal = solo_result(T, s)
            tiles = ", ".join(_points(x) for x in special)
            status += f": {solo_summary(s, won, medal)} (special scoring tiles: {tiles})"
    else:
        status = f"Round {s.round} of 3 - {s.phase}"
        if s.phase in ("play", "sets"):
            status += f" - {seat_ref(s.seat)} to act"
    return TableView(viewer, tuple(zones), tuple(pieces), players, status)


CHANCE_TEXT = {
    "board": "player board {0} dealt", "abboard": "ability tile {0} placed on the board",
    "setab": "ability tile {0} goes to a starting set", "setbld": "starting building {0} goes to a starting set",
    "setres": "starting resources {0} go to a starting set", "toptile": "scoring tile {0} placed on a track",
    "special": "special scoring tile {0} drawn", "btop": "building tile {0} revealed",
    "ctop": "crate {0} revealed", "draw": "fishing token {0} drawn",
}


def chance_text(action: Action) -> str:
    """A chance outcome in words (the log adds its own "Chance:" prefix)."""
    verb, args = action.verb, action.args
    if verb == "roll":
        return f"a {args[0]} die shows {args[1]}"
    if verb == "first":
        return f"{seat_ref(int(args[0]) - 1)} is the starting player"
    template = CHANCE_TEXT.get(verb)
    return template.format(*args) if template else f"{verb} {' '.join(args)}"


def describe(T: Tables, s, action: Action) -> str:
    verb, args = action.verb, action.args
    if action.chance:
        return chance_text(action)
    texts = {
        "done": "finish activating; the die stays on the last building",
        "skip": "skip this effect", "discard": "discard the die for 1 fish",
        "gainfish": "take 1 fish instead of upgrading", "advance": "advance the fishing boat",
        "home": "return home with the boat", "wagons_done": "stop moving wagons",
    }
    if verb in texts:
        return texts[verb]
    arg = " ".join(args)
    if verb == "take":
        return f"take a {args[1]} die from {args[0]}"
    if verb == "line":
        kind, _, n = args[0].split(":")
        cost = 0
        if s.stage[0] == "die":
            from .turn import die_cost
            cost = die_cost(s.players[s.seat], s.stage[2], int(n))
        paid = f" (pay {cost} fish)" if cost else ""
        return f"place the die at {'column' if kind == 'col' else 'row'} {n}{paid}"
    if verb == "order" and args[0].startswith("crate:"):
        c = args[0][6:]
        return f"complete order {c}: " + (_crate_text(T, c) if c in T.crates else "")
    if verb == "place":
        return _describe_place(T, s, args)
    if verb == "sell":
        return f"sell 1 {args[0].split(':')[2]}"
    if verb == "payup":
        return f"pay 2 fish to upgrade {args[0].split(':')[2]} to {args[1]}"
    if verb == "up":
        return f"upgrade {args[0].split(':')[2]} to {args[1]}"
    if verb == "down":
        return f"downgrade {args[0].split(':')[2]} to {args[1]}"
    return f"{verb} {arg}"


def _describe_place(T: Tables, s, args) -> str:
    """Which square of the tile lands on which space."""
    from .tables import rotated
    if s.pending and s.pending[0][0] == "place":
        shape, squares = T.tiles[s.pending[0][1]]
    elif s.phase == "sets":
        p = s.players[s.seat]
        bld = s.sets[p.start_set][1]
        sb = next(b for b in T.start_buildings if b[0] == bld)
        shape, squares = "D2", (sb[1] if s.side == "a" else sb[2])
    else:
        return f"place the tile at {args[0]}"
    _seat, cr = args[0].split(":")[1:]
    col, row = (int(x) for x in cr.split(","))
    parts = [f"{T.squares[q].code} at {col + dx},{row + dy}"
             for (dx, dy), q in zip(rotated(shape, int(args[1])), squares, strict=True)]
    return "place the tile: " + ", ".join(parts)
