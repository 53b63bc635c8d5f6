"""What a seat sees on the main board: dice, taverns, stacks, crates, the fjord, the technology
tracks and the starting sets; the villages are in village.py, the log words in describe.py."""

from __future__ import annotations

from tabletop.core import Piece, PlayerPanel, TableView, Zone, seat_ref

from .items import Die, Place
from .state import AnyPlayer, AnyState
from .tables import LOGI, RES, TOP, TRACKS, Tables
from .village import village_zones
from .words import (
    REWARD_TEXT,
    SHAPE_GLYPHS,
    SHAPE_NAMES,
    STACK_TITLES,
    TAVERN_NOTE,
    TAVERN_TEXT,
    ability_name,
    count,
    crate_label,
    crate_text,
    resources_text,
    scoring_name,
    tile_detail,
    tile_label,
    token_label,
    token_text,
)

LEVEL_NAMES = ("start", "level 1", "level 2", "level 3", "top")
STACK_SIDE = {"a": "left", "b": "right"}


def _dice(s: AnyState, zones: list[Zone], pieces: list[Piece]) -> None:
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
        zones.append(Zone(f"round:{r}", f"Round {r}", note=f"{waiting} orange {'die' if waiting == 1 else 'dice'}",
                          detail="orange dice added at the start of this round"))


def _taverns(tables: Tables, s: AnyState, zones: list[Zone], pieces: list[Piece]) -> None:
    for t, action in enumerate(tables.taverns):
        zones.append(Zone(f"tavern:{t + 1}", f"Tavern {t + 1}", note=TAVERN_NOTE[action],
                          detail=f"retire here: {TAVERN_TEXT[action]}"))
        who = s.taverns[t]
        if who >= 0:
            pieces.append(Piece(f"marker:{who}", f"tavern:{t + 1}", "marker", "", "marker", owner=who,
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
            pieces.append(Piece(f"marker:{seat}", "taverns", "marker", "", "marker", slot=seat, owner=seat,
                                detail=f"{seat_ref(seat)}'s player marker"))


def _stacks_and_crates(tables: Tables, s: AnyState, zones: list[Zone], pieces: list[Piece]) -> None:
    for k, (sid, shape, _size) in enumerate(tables.stacks):
        left = s.bleft[k] + (1 if s.btops[k] else 0)
        name = SHAPE_NAMES[shape]
        zones.append(Zone(f"stack:{sid}", STACK_TITLES[shape], count=s.bleft[k] if s.btops[k] else 0,
                          note=count(left, "tile"),
                          detail=f"the {STACK_SIDE.get(sid[-1], '')} stack of {name} building tiles"))
        if s.btops[k]:
            squares = tables.tiles[s.btops[k]][1]
            pieces.append(Piece(f"tile:{s.btops[k]}", f"stack:{sid}", "tile", tile_label(tables, squares),
                                f"tile_{shape}", value=SHAPE_GLYPHS[shape], detail=tile_detail(tables, shape, squares)))
    for space in range(4):
        zones.append(Zone(f"crates:{space + 1}", f"Crates {space + 1}", count=s.cleft[space],
                          detail=f"orders; completed ones go to pier {space + 1}"))
        if s.ctops[space]:
            c = s.ctops[space]
            pieces.append(Piece(f"crate:{c}", f"crates:{space + 1}", "tile", crate_label(tables, c), "crate",
                                detail=crate_text(tables, c), value=str(tables.crates[c][1])))


def _fjord(tables: Tables, s: AnyState, zones: list[Zone], pieces: list[Piece]) -> None:
    zones.append(Zone("fjord:0", "Harbour", detail="boats start here and return here"))
    for a, (pts, sizes) in enumerate(tables.fjord):
        zones.append(Zone(f"fjord:{a + 1}", f"Fjord area {a + 1}", note=f"home: {count(pts, 'point')}",
                          detail=f"returning home from here scores {count(pts, 'point')}"))
        for t in range(3):
            if not sizes[t]:
                continue  # this area has no fishing space of this type
            top, hidden, bottom = s.fjord[a][t]
            zones.append(Zone(f"fjord:{a + 1}:{t + 1}", f"Type {t + 1}", count=hidden,
                              note=count(len(top) + hidden + len(bottom), "token")))
            for i, tok in enumerate(top):
                pieces.append(Piece(f"token:{tok}", f"fjord:{a + 1}:{t + 1}", "token", token_label(tables, tok),
                                    f"token{t + 1}", slot=i, detail="known top: " + token_text(tables, tok)))
            for i, tok in enumerate(bottom):
                pieces.append(Piece(f"token:{tok}", f"fjord:{a + 1}:{t + 1}", "token", token_label(tables, tok),
                                    f"token{t + 1}", face_up=False, slot=50 + i,
                                    detail="known bottom: " + token_text(tables, tok)))
    for seat, p in enumerate(s.players):
        pieces.append(Piece(f"boat:{seat}", f"fjord:{p.area}", "marker", "", "boat", slot=seat, owner=seat,
                            detail=f"{seat_ref(seat)}'s fishing boat"))
    zones.append(Zone("drawn", "In hand", detail="the fishing tokens drawn, the die just taken or the tile being placed"))
    for i, tok in enumerate(s.drawn):
        pieces.append(Piece(f"token:{tok}", "drawn", "token", token_label(tables, tok), f"token{tables.tokens[tok][0]}",
                            slot=i, detail=token_text(tables, tok)))
    _in_hand(tables, s, pieces)


def _in_hand(tables: Tables, s: AnyState, pieces: list[Piece]) -> None:
    """What the player to act holds in a choice still being made: the die or the tile."""
    if s.phase == "play" and isinstance(s.stage, Die):
        color, value = s.stage.color, s.stage.value
        name = ("white", "orange")[color]
        pieces.append(Piece("die:hand", "drawn", "die", str(value), f"die_{name}", selected=True,
                            detail=f"{name} die showing {value}: place it beside a "
                            + ("column" if color == 0 else "row") + " or discard it for 1 fish"))
    if s.pending and isinstance(s.pending[0], Place):
        tile = s.pending[0].tile
        shape, squares = tables.tiles[tile]
        pieces.append(Piece(f"tile:{tile}", "drawn", "tile", tile_label(tables, squares), f"tile_{shape}",
                            value=SHAPE_GLYPHS[shape], selected=True, detail="to place: " + tile_detail(tables, shape, squares)))


def _tracks(tables: Tables, s: AnyState, zones: list[Zone], pieces: list[Piece]) -> None:
    for t, name in enumerate(TRACKS):
        advanced = s.wagons and t == LOGI  # the advanced technology tile covers logistics
        title = "Advanced logistics" if advanced else name.capitalize()
        costs = tables.adv_costs if advanced else tables.track_costs[t]
        rewards = tables.adv_rewards if advanced else tables.track_rewards[t]
        zones.append(Zone(f"track:{name}", title, detail="technology track" + (" (advanced tile)" if advanced else "")))
        zones.append(Zone(f"track:{name}:0", "Start", detail=f"{title}: starting space"))
        for lv in range(1, TOP + 1):
            gain = REWARD_TEXT.get(rewards[lv - 1], rewards[lv - 1]) if lv < TOP else "scoring tile"
            zones.append(Zone(f"track:{name}:{lv}", LEVEL_NAMES[lv].capitalize(), note=f"pay 1 {RES[costs[lv - 1]]}",
                              detail=f"{title} {LEVEL_NAMES[lv]}: pay 1 {RES[costs[lv - 1]]} to reach; {gain}"
                              + (f"; {count(tables.level_points[lv], 'point')} at the end" if lv < TOP else "")))
        if s.tops[t]:
            text, lightning = tables.scoring[s.tops[t]]
            pieces.append(Piece(f"scoring:{s.tops[t]}", f"track:{name}:{TOP}", "tile", scoring_name(s.tops[t]),
                                "scoring", detail=("(lightning) " if lightning else "") + text))
        for seat, p in enumerate(s.players):
            pieces.append(Piece(f"tech:{seat}:{name}", f"track:{name}:{p.tech[t]}", "marker", "", "marker",
                                slot=seat, owner=seat,
                                detail=f"{seat_ref(seat)}'s {title.lower()} marker ({LEVEL_NAMES[p.tech[t]]})"))


def _abilities_and_sets(tables: Tables, s: AnyState, zones: list[Zone], pieces: list[Piece]) -> None:
    for i in range(4):
        zones.append(Zone(f"abilityspace:{i + 1}", f"Ability {i + 1}"))
    for i, ab in enumerate(s.ab_board):
        pieces.append(Piece(f"ability:{ab}", f"abilityspace:{i + 1}", "tile", ability_name(ab), "ability",
                            detail=tables.abilities[ab]))
    for k in range(4 if s.phase in ("setup", "sets") else 0):  # the sets leave the table once chosen
        zones.append(Zone(f"set:{k + 1}", f"Starting set {k + 1}"))
        ab, bld, res = s.deal.sets[k]
        if ab:
            pieces.append(Piece(f"ability:{ab}", f"set:{k + 1}", "tile", ability_name(ab), "ability",
                                detail=tables.abilities[ab]))
        if bld:
            sb = next(b for b in tables.start_buildings if b[0] == bld)
            squares = sb[1] if s.side == "a" else sb[2]
            pieces.append(Piece(f"start:{bld}", f"set:{k + 1}", "tile", tile_label(tables, squares), "tile_D2", slot=1,
                                value=SHAPE_GLYPHS["D2"], detail="starting " + tile_detail(tables, "D2", squares)))
        if res:
            vec, fishing = tables.start_resources[res]
            text = resources_text(vec) + (" and go fishing" if fishing else "")
            pieces.append(Piece(f"startres:{res}", f"set:{k + 1}", "tile", text, "resources", slot=2,
                                detail="starting resources: " + text))


def board_zones(tables: Tables, s: AnyState) -> tuple[list[Zone], list[Piece]]:
    zones: list[Zone] = []
    pieces: list[Piece] = []
    _dice(s, zones, pieces)
    _taverns(tables, s, zones, pieces)
    _stacks_and_crates(tables, s, zones, pieces)
    _fjord(tables, s, zones, pieces)
    _tracks(tables, s, zones, pieces)
    _abilities_and_sets(tables, s, zones, pieces)
    return zones, pieces


def _panel(s: AnyState, p: AnyPlayer) -> tuple[tuple[str, str], ...]:
    """The few things a player checks first; the points are the panel's own score."""
    return (
        ("Fish", str(p.res[0])), ("White dice", f"{p.white} of 3"), ("Orange dice", f"{p.orange} of {s.round}"),
        ("Workers", str(p.workers)), ("Retired", "yes" if p.retired else "no"),
        *((("Wagons waiting", str(p.wagon_wait)),) if p.wagon_wait else ()),
    )


def view(tables: Tables, s: AnyState, viewer: int | None) -> TableView:
    from .scoring import outcome, solo_result, solo_summary
    zones, pieces = board_zones(tables, s)
    for seat in range(s.n):
        z, p = village_zones(tables, s, seat)
        zones += z
        pieces += p
    totals = outcome(tables, s).sheets
    players = tuple(
        PlayerPanel(seat, _panel(s, p), totals[seat].total, active=(s.phase in ("play", "sets") and s.seat == seat))
        for seat, p in enumerate(s.players)
    )
    phase = ""
    if s.phase == "over":
        status = "Game over"
        if s.solo:
            won, special, medal = solo_result(tables, s)
            tiles = ", ".join(count(x, "point") for x in special)
            status += f": {solo_summary(s, won, medal)} (special scoring tiles: {tiles})"
    elif s.phase == "setup":
        status = "Setting up"
    elif s.phase == "sets":
        status = f"Round 1 of 3 - {seat_ref(s.seat)} chooses a starting set"
    else:
        phase = f"Round {s.round} of 3"
        status = f"{phase} - {seat_ref(s.seat)} to act"
    # each seat's choice of a starting set is announced, as its line says who chooses
    return TableView(viewer, tuple(zones), tuple(pieces), players, status, phase=phase or status)
