"""What a seat sees on the main board: dice, taverns, stacks, crates, the fjord, the technology
tracks and the starting sets; the villages are in village.py, the log words in describe.py."""

from __future__ import annotations

from tabletop.core import Piece, PlayerPanel, TableView, Zone, seat_ref

from .i18n import N_, _, n_
from .items import Die, Place
from .state import AnyPlayer, AnyState
from .tables import LOGI, TOP, TRACKS, Tables
from .village import village_zones
from .words import (
    SHAPE_GLYPHS,
    STACK_TITLES,
    TAVERN_NOTE,
    TAVERN_TEXT,
    ability_name,
    ability_text,
    crate_label,
    crate_text,
    listing,
    points,
    res_count,
    resources_text,
    reward_text,
    scoring_name,
    scoring_text,
    shape_name,
    tile_detail,
    tile_label,
    tiles_count,
    token_label,
    token_text,
    tokens_count,
    track_name,
    track_title,
)

LEVEL_NAMES = (N_("start"), N_("level 1"), N_("level 2"), N_("level 3"), N_("top"))
LEVEL_TITLES = (N_("Start"), N_("Level 1"), N_("Level 2"), N_("Level 3"), N_("Top"))


def die_words(orange: bool, value: int) -> str:
    if orange:
        return _("orange die showing {value}").format(value=value)
    return _("white die showing {value}").format(value=value)


def _dice(s: AnyState, zones: list[Zone], pieces: list[Piece]) -> None:
    if not s.solo:
        for v in range(1, 7):
            zones.append(Zone(f"dice:{v}", _("Dice {value}").format(value=v), detail=_("dice area: take a die from here")))
            slot = 0  # white dice first, the orange ones right after them (grid cells in order)
            for color, name in ((0, "white"), (1, "orange")):
                for k in range(s.pool[color * 6 + v - 1]):
                    pieces.append(Piece(f"die:{name[0]}:{v}:{k}", f"dice:{v}", "die", str(v), f"die_{name}",
                                        slot=slot, detail=die_words(color == 1, v)))
                    slot += 1
    for r in (2, 3):
        waiting = 0 if s.round >= r else (1 if s.solo else s.n)
        zones.append(Zone(f"round:{r}", _("Round {number}").format(number=r),
                          # Translators: under "Round 2": the dice added then, in a small space (13 letters)
                          note=n_("{n} orange die", "{n} orange dice", waiting).format(n=waiting),
                          detail=_("orange dice added at the start of this round")))


def _taverns(tables: Tables, s: AnyState, zones: list[Zone], pieces: list[Piece]) -> None:
    for t, action in enumerate(tables.taverns):
        zones.append(Zone(f"tavern:{t + 1}", _("Tavern {number}").format(number=t + 1), note=_(TAVERN_NOTE[action]),
                          detail=_("retire here: {action}").format(action=_(TAVERN_TEXT[action]))))
        who = s.taverns[t]
        if who >= 0:
            pieces.append(Piece(f"marker:{who}", f"tavern:{t + 1}", "marker", "", "marker", owner=who,
                                detail=_("{player}'s player marker: retired here").format(player=seat_ref(who))))
        if s.solo:
            for color, name in ((0, "white"), (1, "orange")):
                v = s.tdice[t][color]
                if v:
                    pieces.append(Piece(f"die:{name[0]}:t{t + 1}", f"tavern:{t + 1}", "die", str(v),
                                        f"die_{name}", slot=color, detail=die_words(color == 1, v)))
    zones.append(Zone("taverns", _("Tavern area"), detail=_("player markers before they retire")))
    for seat in range(s.n):
        if seat not in s.taverns:
            pieces.append(Piece(f"marker:{seat}", "taverns", "marker", "", "marker", slot=seat, owner=seat,
                                detail=_("{player}'s player marker").format(player=seat_ref(seat))))


def _stacks_and_crates(tables: Tables, s: AnyState, zones: list[Zone], pieces: list[Piece]) -> None:
    for k, (sid, shape, _size) in enumerate(tables.stacks):
        left = s.bleft[k] + (1 if s.btops[k] else 0)
        name = shape_name(shape)
        detail = (_("the left stack of {shape} building tiles") if sid[-1] == "a" else
                  _("the right stack of {shape} building tiles") if sid[-1] == "b" else
                  _("the stack of {shape} building tiles")).format(shape=name)
        zones.append(Zone(f"stack:{sid}", _(STACK_TITLES[shape]), count=s.bleft[k] if s.btops[k] else 0,
                          note=tiles_count(left), detail=detail))
        if s.btops[k]:
            squares = tables.tiles[s.btops[k]][1]
            pieces.append(Piece(f"tile:{s.btops[k]}", f"stack:{sid}", "tile", tile_label(tables, squares),
                                f"tile_{shape}", value=SHAPE_GLYPHS[shape], detail=tile_detail(tables, shape, squares)))
    for space in range(4):
        zones.append(Zone(f"crates:{space + 1}", _("Crates {number}").format(number=space + 1), count=s.cleft[space],
                          detail=_("orders; completed ones go to pier {number}").format(number=space + 1)))
        if s.ctops[space]:
            c = s.ctops[space]
            pieces.append(Piece(f"crate:{c}", f"crates:{space + 1}", "tile", crate_label(tables, c), "crate",
                                detail=crate_text(tables, c), value=str(tables.crates[c][1])))


def _fjord(tables: Tables, s: AnyState, zones: list[Zone], pieces: list[Piece]) -> None:
    zones.append(Zone("fjord:0", _("Harbour"), detail=_("boats start here and return here")))
    for a, (pts, sizes) in enumerate(tables.fjord):
        zones.append(Zone(f"fjord:{a + 1}", _("Fjord area {number}").format(number=a + 1),
                          note=_("home: {points}").format(points=points(pts)),
                          detail=_("returning home from here scores {points}").format(points=points(pts))))
        for t in range(3):
            if not sizes[t]:
                continue  # this area has no fishing space of this type
            top, hidden, bottom = s.fjord[a][t]
            zones.append(Zone(f"fjord:{a + 1}:{t + 1}", _("Type {number}").format(number=t + 1), count=hidden,
                              note=tokens_count(len(top) + hidden + len(bottom))))
            for i, tok in enumerate(top):
                pieces.append(Piece(f"token:{tok}", f"fjord:{a + 1}:{t + 1}", "token", token_label(tables, tok),
                                    f"token{t + 1}", slot=i,
                                    detail=_("known top: {token}").format(token=token_text(tables, tok))))
            for i, tok in enumerate(bottom):
                pieces.append(Piece(f"token:{tok}", f"fjord:{a + 1}:{t + 1}", "token", token_label(tables, tok),
                                    f"token{t + 1}", face_up=False, slot=50 + i,
                                    detail=_("known bottom: {token}").format(token=token_text(tables, tok))))
    for seat, p in enumerate(s.players):
        pieces.append(Piece(f"boat:{seat}", f"fjord:{p.area}", "marker", "", "boat", slot=seat, owner=seat,
                            detail=_("{player}'s fishing boat").format(player=seat_ref(seat))))
    zones.append(Zone("drawn", _("In hand"),
                      detail=_("the fishing tokens drawn, the die just taken or the tile being placed")))
    for i, tok in enumerate(s.drawn):
        pieces.append(Piece(f"token:{tok}", "drawn", "token", token_label(tables, tok), f"token{tables.tokens[tok][0]}",
                            slot=i, detail=token_text(tables, tok)))
    _in_hand(tables, s, pieces)


def _in_hand(tables: Tables, s: AnyState, pieces: list[Piece]) -> None:
    """What the player to act holds in a choice still being made: the die or the tile."""
    if s.phase == "play" and isinstance(s.stage, Die):
        color, value = s.stage.color, s.stage.value
        name = ("white", "orange")[color]
        detail = (_("white die showing {value}: place it beside a column or discard it for 1 fish") if color == 0
                  else _("orange die showing {value}: place it beside a row or discard it for 1 fish"))
        pieces.append(Piece("die:hand", "drawn", "die", str(value), f"die_{name}", selected=True,
                            detail=detail.format(value=value)))
    if s.pending and isinstance(s.pending[0], Place):
        tile = s.pending[0].tile
        shape, squares = tables.tiles[tile]
        pieces.append(Piece(f"tile:{tile}", "drawn", "tile", tile_label(tables, squares), f"tile_{shape}",
                            value=SHAPE_GLYPHS[shape], selected=True,
                            detail=_("to place: {tile}").format(tile=tile_detail(tables, shape, squares))))


def _tracks(tables: Tables, s: AnyState, zones: list[Zone], pieces: list[Piece]) -> None:
    for t, name in enumerate(TRACKS):
        advanced = s.wagons and t == LOGI  # the advanced technology tile covers logistics
        title = track_title(t, advanced)
        costs = tables.adv_costs if advanced else tables.track_costs[t]
        rewards = tables.adv_rewards if advanced else tables.track_rewards[t]
        zones.append(Zone(f"track:{name}", title,
                          detail=_("technology track (advanced tile)") if advanced else _("technology track")))
        zones.append(Zone(f"track:{name}:0", _("Start"), detail=_("{track}: starting space").format(track=title)))
        for lv in range(1, TOP + 1):
            cost = res_count(1, costs[lv - 1])
            if lv < TOP:
                detail = _("{track} {level}: pay {cost} to reach; {gain}; {points} at the end").format(
                    track=title, level=_(LEVEL_NAMES[lv]), cost=cost, gain=reward_text(rewards[lv - 1]),
                    points=points(tables.level_points[lv]))
            else:
                detail = _("{track} {level}: pay {cost} to reach; {gain}").format(
                    track=title, level=_(LEVEL_NAMES[lv]), cost=cost, gain=_("scoring tile"))
            # Translators: the price under a technology level, in a small space (about 11 letters fit)
            note = _("pay {cost}").format(cost=cost)
            zones.append(Zone(f"track:{name}:{lv}", _(LEVEL_TITLES[lv]), note=note, detail=detail))
        if s.tops[t]:
            rule = scoring_text(tables, s.tops[t])
            pieces.append(Piece(f"scoring:{s.tops[t]}", f"track:{name}:{TOP}", "tile", scoring_name(s.tops[t]),
                                "scoring", detail=_("(lightning) {rule}").format(rule=rule)
                                if tables.scoring[s.tops[t]][1] else rule))
        for seat, p in enumerate(s.players):
            pieces.append(Piece(f"tech:{seat}:{name}", f"track:{name}:{p.tech[t]}", "marker", "", "marker",
                                slot=seat, owner=seat,
                                detail=_("{player}'s {track} marker ({level})").format(
                                    player=seat_ref(seat), track=track_name(t, advanced),
                                    level=_(LEVEL_NAMES[p.tech[t]]))))


def _abilities_and_sets(tables: Tables, s: AnyState, zones: list[Zone], pieces: list[Piece]) -> None:
    for i in range(4):
        zones.append(Zone(f"abilityspace:{i + 1}", _("Ability {number}").format(number=i + 1)))
    for i, ab in enumerate(s.ab_board):
        pieces.append(Piece(f"ability:{ab}", f"abilityspace:{i + 1}", "tile", ability_name(ab), "ability",
                            detail=ability_text(tables, ab)))
    for k in range(4 if s.phase in ("setup", "sets") else 0):  # the sets leave the table once chosen
        zones.append(Zone(f"set:{k + 1}", _("Starting set {number}").format(number=k + 1)))
        ab, bld, res = s.deal.sets[k]
        if ab:
            pieces.append(Piece(f"ability:{ab}", f"set:{k + 1}", "tile", ability_name(ab), "ability",
                                detail=ability_text(tables, ab)))
        if bld:
            sb = next(b for b in tables.start_buildings if b[0] == bld)
            squares = sb[1] if s.side == "a" else sb[2]
            pieces.append(Piece(f"start:{bld}", f"set:{k + 1}", "tile", tile_label(tables, squares), "tile_D2", slot=1,
                                value=SHAPE_GLYPHS["D2"],
                                detail=_("starting {tile}").format(tile=tile_detail(tables, "D2", squares))))
        if res:
            vec, fishing = tables.start_resources[res]
            text = (_("{resources} and go fishing").format(resources=resources_text(vec)) if fishing
                    else resources_text(vec))
            pieces.append(Piece(f"startres:{res}", f"set:{k + 1}", "tile", text, "resources", slot=2,
                                detail=_("starting resources: {resources}").format(resources=text)))


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
    of = _("{n} of {total}")
    return (
        (_("Fish"), str(p.res[0])), (_("White dice"), of.format(n=p.white, total=3)),
        (_("Orange dice"), of.format(n=p.orange, total=s.round)),
        (_("Workers"), str(p.workers)), (_("Retired"), _("yes") if p.retired else _("no")),
        *(((_("Wagons waiting"), str(p.wagon_wait)),) if p.wagon_wait else ()),
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
        status = _("Game over")
        if s.solo:
            won, special, medal = solo_result(tables, s)
            status = _("Game over: {result} (special scoring tiles: {points})").format(
                result=solo_summary(s, won, medal), points=listing(points(x) for x in special))
    elif s.phase == "setup":
        status = _("Setting up")
    elif s.phase == "sets":
        status = _("Round 1 of 3 - {player} chooses a starting set").format(player=seat_ref(s.seat))
    else:
        phase = _("Round {number} of 3").format(number=s.round)
        status = _("{round} - {player} to act").format(round=phase, player=seat_ref(s.seat))
    # each seat's choice of a starting set is announced, as its line says who chooses
    return TableView(viewer, tuple(zones), tuple(pieces), players, status, phase=phase or status)
