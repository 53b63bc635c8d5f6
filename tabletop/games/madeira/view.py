"""TableView of Madeira: the island board, the guild board and each player's home.

Pirate points are secret: only their owner sees the total (piece ``pirates:<seat>``);
everybody else sees whether it is zero."""

from __future__ import annotations

from tabletop.core import Piece, PlayerPanel, TableView, Zone, seat_ref
from tabletop.core.i18n import is_source_language, language

from .board import cship_id, home_workers, moved_code, route_id, ships_home
from .flow import seat_to_act
from .i18n import _, n_, p_
from .scoring import penalty_words
from .state import NEUTRAL, Character, CityMoves, Moves, State
from .tables import CHARACTERS, CROPS, FOREST, SPACES_PER_CITY, Tables
from .words import (
    BUILDING_ACTIONS,
    CHARACTER_ACTIONS,
    CROWN_LABELS,
    MARKET_NAMES,
    PHASES,
    building_name,
    char_name,
    city_name,
    colony_name,
    crop,
    crown_help,
    good,
    good_amount,
    guild_name,
    pass_note,
    pass_words,
    pirate_points,
    reals,
    reward_label,
    reward_words,
    tile_effect,
    tile_name,
)

ROMAN = ("I", "II", "III", "IV", "V")


def tile_guild(tables: Tables, tile: str) -> str:
    return guild_name(tables, tables.tile_guild[tile])


def _moves_so_far(state: State) -> tuple[int, ...]:
    """Where the action being carried out has already moved workers (frames.moved_code)."""
    if not state.stack:
        return ()
    match state.stack[-1]:
        case Moves(kind="steward" | "colony") | CityMoves() as frame:  # a ship's moves are not a worker's
            return frame.moved
    return ()


def moved_here(state: State, where: tuple[str, int], seat: int) -> bool:
    """A worker moved in the choice still being made: marked as picked on the table."""
    return bool(state.stack) and state.stack[-1].seat == seat and moved_code(*where) in _moves_so_far(state)


def ship_moved(state: State, code: int) -> bool:
    frame = state.stack[-1] if state.stack else None
    return isinstance(frame, Moves) and frame.kind == "ship" and code in frame.moved


def building_in_play(state: State) -> int:
    """The building whose die or action is being carried out (marked), or -1."""
    if state.stack and isinstance(frame := state.stack[-1], Character):
        return frame.building
    return state.step if state.phase == "C" and 0 <= state.step < 5 else -1


def table_view(tables: Tables, state: State, viewer: int | None) -> TableView:
    zones: list[Zone] = []
    pieces: list[Piece] = []
    _island(tables, state, zones, pieces)
    _cities(tables, state, zones, pieces)
    _sea(tables, state, zones, pieces)
    _tower_and_windmill(tables, state, zones, pieces)
    _guild_board(tables, state, zones, pieces)
    _homes(tables, state, viewer, zones, pieces)
    actor = seat_to_act(tables, state)
    players = tuple(
        PlayerPanel(seat, (  # what a turn hinges on first: money, food, wood, pirates
            (_("Reals"), str(p.reals)), (_("Bread"), str(p.bread)), (_("Wood"), str(p.wood)),
            (_("Pirates"), str(p.pirates) if viewer == seat or state.phase == "end" else ("0" if p.pirates == 0 else "?")),
            (_("Wheat"), str(p.goods[0])), (_("Sugar"), str(p.goods[1])), (_("Wine"), str(p.goods[2])),
            (_("Windmill"), str(p.mill)), (_("Workers home"), str(home_workers(tables, state, seat))),
            (_("Ships home"), str(ships_home(tables, state, seat))),
        ), p.pp, active=actor == seat)
        for seat, p in enumerate(state.players)
    )
    phase = _(PHASES[state.phase])
    status = _("Round {round} of 5 - {phase}").format(round=state.round, phase=phase) if state.round else phase
    return TableView(viewer, tuple(zones), tuple(pieces), players, status, phase=status)


def _field_zone(tables: Tables, state: State, i: int, fid: str) -> Zone:
    zid = f"field:{fid}"
    if i == FOREST:
        return Zone(zid, _("Forest (no area)"), note=_("wood from supply"),
                    detail=_("No harvest and no area; a worker here may buy or gain wood from the supply"))
    switch = tables.field_switch[i]
    sw = f" → {crop(switch)}" if switch >= 0 and state.crops[i] != switch else ""
    # the trees are a counter on the field (below), so the note names only the crops
    trees = n_("; {n} tree left", "; {n} trees left", state.trees[i]).format(n=state.trees[i]) if state.trees[i] else ""
    # the English tooltip has always read "Field c of area 1" (it was capitalize()d): kept
    letter = fid[1:] if is_source_language() else fid[1:].upper()
    return Zone(zid, _("Field {letter}").format(letter=fid[1:].upper()), note=f"{crop(state.crops[i])}{sw}",
                detail=_("Field {letter} of area {area}; a harvest gives wood while trees remain{trees}").format(
                    letter=letter, area=fid[0], trees=trees))


def _island(tables: Tables, state: State, zones: list[Zone], pieces: list[Piece]) -> None:
    """The fields and the forest, the buildings with their characters, dice and markers."""
    z, pc = zones.append, pieces.append
    # island
    for i, fid in enumerate(tables.field_ids):
        zid = f"field:{fid}"
        z(_field_zone(tables, state, i, fid))
        if i != FOREST and state.trees[i]:
            pc(Piece(f"trees:{fid}", zid, "die", str(state.trees[i]), "tree", slot=5,
                     detail=_("{n} trees: a harvest here gives wood (and takes a tree) until they are gone").format(
                         n=state.trees[i])))
        for k, seat in enumerate(state.field_workers[i]):
            pc(Piece(f"worker:{seat}:{zid}", zid, "worker", style="worker", slot=k,
                     detail=_("Worker of {player}").format(player=seat_ref(seat)),
                     owner=seat, selected=moved_here(state, ("f", i), seat)))
    in_play = building_in_play(state)
    for b, bid in enumerate(tables.building_ids):
        zid, name = f"building:{bid}", building_name(tables, b)
        idle = tables.building_idle_round[b]
        z(Zone(zid, f"{b + 1}. {name}", note=_("area {area}, empty in {round}").format(
            area=tables.building_area[b], round=ROMAN[idle - 1]),
               detail=_(BUILDING_ACTIONS[bid]) + " " + _("No character in round {round}.").format(round=idle),
               selected=b == in_play))
        if b in state.char_at:
            c = state.char_at.index(b)
            pc(Piece(f"char:{CHARACTERS[c]}", zid, "tile", char_name(tables, c), "character",
                     detail=f"{char_name(tables, c)}: {_(CHARACTER_ACTIONS[CHARACTERS[c]])}"))
        dz, mz = f"bdice:{bid}", f"markers:{bid}"
        z(Zone(dz, _("Dice"), detail=_("Dice on the {building}: at most as many as players, one of them a pirate die").format(
            building=name)))
        z(Zone(mz, _("Action markers"), detail=_("Action markers: the {building} action in Phase C").format(building=name)))
        for k, (v, seat, pirate) in enumerate(state.bdice[b]):
            die = _("Pirate die {value} of {player}") if pirate else _("Guild die {value} of {player}")
            pc(Piece(f"die:{bid}:{k}", dz, "die", str(v), "pirate_die" if pirate else "die", slot=k,
                     detail=die.format(value=v, player=seat_ref(seat)), owner=seat))
        for k, seat in enumerate(state.markers[b]):
            pc(Piece(f"marker:{bid}:{k}", mz, "marker", style="marker", slot=k,
                     detail=_("Action marker of {player}").format(player=seat_ref(seat)), owner=seat))


def _cities(tables: Tables, state: State, zones: list[Zone], pieces: list[Piece]) -> None:
    """The three cities: districts with their guild tiles, city spaces and their pieces."""
    z, pc = zones.append, pieces.append
    for c, cid in enumerate(tables.city_ids):
        majority, minority = tables.city_pp[c]
        city, gain = city_name(tables, c), good(tables.city_gain[c])
        z(Zone(f"city:{cid}", city, note=_("{gain}, {majority}/{minority} PP").format(
            gain=gain, majority=majority, minority=minority),
               detail=_("Mayor: 2 {gain} per own worker here, 1 per neutral citizen. Urbanisation: {majority} PP "
                        "with the most pieces (ties: the piece furthest right), else {minority}.").format(
                   gain=gain, majority=majority, minority=minority)))
        for d in range(6):
            did = f"district:{cid}:{d}"
            tile = state.districts[c * 6 + d]
            cost = tables.tile_costs[d - 2] if d >= 2 else 0
            z(Zone(did, _("{city} district {n}").format(city=city, n=d + 1),
                   note=_("built") if not tile else good_amount("wood", cost)))
            if tile and tile != "-":
                pc(Piece(f"guild:{tile}", did, "tile", tile_name(tables, tile), f"guild_{tables.tile_guild[tile]}",
                         detail=_("{tile} ({guild} guild), {cost} wood with the Guild Master: {effect}").format(
                             tile=tile_name(tables, tile), guild=tile_guild(tables, tile), cost=cost,
                             effect=tile_effect(tile)), value=str(cost)))
        for k in range(SPACES_PER_CITY):
            zid = tables.city_space_ids[c * SPACES_PER_CITY + k]
            z(Zone(zid, f"{city} {k + 1}"))
            occ = state.city[c * SPACES_PER_CITY + k]
            if occ == NEUTRAL:
                # Translators: the one letter on a neutral citizen piece
                pc(Piece(f"neutral:{cid}:{k}", zid, "worker", p_("neutral citizen", "N"), "neutral",
                         detail=_("Neutral citizen")))
            elif occ >= 0:
                pc(Piece(f"worker:{occ}:{zid}", zid, "worker", style="worker",
                         detail=_("Worker of {player}").format(player=seat_ref(occ)),
                         owner=occ, selected=moved_here(state, ("c", c * SPACES_PER_CITY + k), occ)))


# The zones that never change in a game, built once per tables, player count and language
# (the view of every state fills only the pieces on them): holding the tables to be sure.
_STATIC_SEA: dict[tuple[int, int, str], tuple[Tables, tuple[Zone, ...]]] = {}


def _sea_zones(tables: Tables, n: int) -> tuple[Zone, ...]:
    """The markets and their trade-route spaces, the colonies, their rewards and ship spaces."""
    key = (id(tables), n, language())
    known = _STATIC_SEA.get(key)
    if known is not None and known[0] is tables:
        return known[1]
    zones: list[Zone] = []
    z = zones.append
    for m, mid in enumerate(tables.market_ids):
        values = "/".join(map(str, tables.market_pp[m]))
        z(Zone(f"market:{mid}", _(MARKET_NAMES[mid]) if mid in MARKET_NAMES else mid,
               note=_("PP {values}").format(values=values),
               detail=_("Trade route request: PP per own ship here in rounds 1/3/5: {values}").format(values=values)))
    for r in range(12):
        if tables.route_min[r] <= n:  # else not used at this player count
            market, cost, gain = good(tables.market_ids[r // 4]), tables.route_cost[r], reals(tables.route_reals[r])
            z(Zone(route_id(tables, r), _("{cost} {good}").format(cost=cost, good=market), note=gain,
                   detail=_("Trade route: a ship arrives for {cost} {good} and gains {gain}").format(
                       cost=cost, good=market, gain=gain)))
    for c, cid in enumerate(tables.colony_ids):
        pp, income = "/".join(map(str, tables.colony_pp[c])), crop(tables.colony_good[c])
        z(Zone(f"colony:{cid}", colony_name(tables, c), note=_("{good} · PP {values}").format(good=income, values=pp),
               detail=_("Workers here earn 1 {good} each in Phase D. Exploration request: PP per own ship here "
                        "in rounds 1/3/5: {values}").format(good=income, values=pp)))
        z(Zone(f"rewards:{cid}", _("Royal rewards"), detail=_("A ship arriving here takes one of them (stand-in: they stay)")))
        for j in range(5):
            if tables.cship_min[c * 5 + j] <= n:
                cost = tables.cship_cost[c * 5 + j]
                z(Zone(cship_id(tables, c * 5 + j), _("{cost} wine").format(cost=cost),
                       detail=_("{colony} ship space {n}: a ship arrives for {cost} wine").format(
                           colony=colony_name(tables, c), n=j + 1, cost=cost)))
    _STATIC_SEA[key] = (tables, tuple(zones))
    return tuple(zones)


def _sea(tables: Tables, state: State, zones: list[Zone], pieces: list[Piece]) -> None:
    """The markets with their trade-route spaces, the colonies with their ship spaces: the
    zones are static, the ships, workers and rewards on them change."""
    pc = pieces.append
    n = len(state.players)
    zones.extend(_sea_zones(tables, n))
    ship = _("ship")
    for r in range(12):
        if tables.route_min[r] <= n and state.routes[r] >= 0:
            zid = route_id(tables, r)
            pc(Piece(f"ship:{zid}", zid, "token", ship, "ship", detail=_("Ship of {player}").format(
                player=seat_ref(state.routes[r])), owner=state.routes[r], selected=ship_moved(state, r)))
    for c, cid in enumerate(tables.colony_ids):
        zid = f"colony:{cid}"
        k = 0
        for seat, count in enumerate(state.colony_workers[c]):
            for j in range(count):
                pc(Piece(f"worker:{seat}:{zid}:{j}", zid, "worker", style="worker", slot=k,
                         detail=_("Worker of {player}").format(player=seat_ref(seat)), owner=seat))
                k += 1
        for j, rw in enumerate(state.rewards[c]):
            pc(Piece(f"reward:{rw}", f"rewards:{cid}", "tile", reward_label(tables, rw), "reward", slot=j,
                     detail=_("Royal reward: {reward}").format(reward=reward_words(tables, rw))))
        for j in range(5):
            seat = state.colony_ships[c * 5 + j]
            if tables.cship_min[c * 5 + j] <= n and seat >= 0:
                sid = cship_id(tables, c * 5 + j)
                pc(Piece(f"ship:{sid}", sid, "token", ship, "ship", detail=_("Ship of {player}").format(
                    player=seat_ref(seat)), owner=seat, selected=ship_moved(state, 100 + c * 5 + j)))


def _tower_and_windmill(tables: Tables, state: State, zones: list[Zone], pieces: list[Piece]) -> None:
    """The watchtower, the pirate dice and the windmill levels."""
    z, pc = zones.append, pieces.append
    z(Zone("tower:workers", _("Watchtower")))
    k = 0
    for seat, count in enumerate(state.tower):
        for j in range(count):
            pc(Piece(f"worker:{seat}:tower:{j}", "tower:workers", "worker", style="worker", slot=k,
                     detail=_("Worker of {player} on the watchtower").format(player=seat_ref(seat)), owner=seat))
            k += 1
    z(Zone("tower:pirate_dice", _("Pirate dice")))
    for j, v in enumerate(state.pirate_dice):
        pc(Piece(f"pdie:{j}", "tower:pirate_dice", "die", str(v), "pirate_die", slot=j,
                 detail=_("Pirate die {value}").format(value=v)))
    z(Zone("windmill", _("Windmill"), detail=_("Windmill: 2 goods -> 1; 2 wheat: up a level (1 PP at the top); "
                                               "down a level for 1 bread or 3 reals (not in Phase D)")))
    for level in range(tables.mill_min, tables.mill_max + 1):
        z(Zone(f"windmill:{level}", str(level),
               detail=n_("Windmill level {level}: feeds {n} worker free in Phase D",
                         "Windmill level {level}: feeds {n} workers free in Phase D", level).format(level=level, n=level)))
    for seat, p in enumerate(state.players):
        pc(Piece(f"mill:{seat}", f"windmill:{p.mill}", "marker", style="marker", slot=seat, owner=seat,
                 detail=_("Windmill level of {player}: {level}").format(player=seat_ref(seat), level=p.mill)))


def _guild_board(tables: Tables, state: State, zones: list[Zone], pieces: list[Piece]) -> None:
    """The guild board: the rows of dice and crown requests, the pass rows."""
    z, pc = zones.append, pieces.append
    n = len(state.players)
    # guild board
    rows = tables.guild_rows[n]
    for r in range(n):
        names = [guild_name(tables, guild) for guild in rows[r]]
        guilds = _("{first} or {second}").format(first=names[0], second=names[1]) if len(names) == 2 else " / ".join(names)
        # the note stacks two guilds ("Farmers /" over "Merchants"), so each word fits the column
        detail = (_("Guild {guilds}: picking this row turns your face-down tiles of that guild face up (you pick "
                    "one of the two guilds: a stand-in rule for 2–3 players)") if n < 4
                  else _("Guild {guilds}: picking this row turns your face-down tiles of that guild face up"))
        z(Zone(f"row:{r + 1}:dice", _("Dice {n}").format(n=r + 1), note=" / ".join(names),
               detail=detail.format(guilds=guilds)))
        for j, v in enumerate(state.row_dice[r]):
            pc(Piece(f"rdie:{r + 1}:{j}", f"row:{r + 1}:dice", "die", str(v), "guild_die", slot=j,
                     detail=_("Guild die {value}").format(value=v)))
        z(Zone(f"row:{r + 1}:crowns", _("Row {n} crown requests").format(n=r + 1)))
        for j, t in enumerate(state.row_crowns[r]):
            pc(Piece(f"crown:{t}", f"row:{r + 1}:crowns", "tile", _(CROWN_LABELS[tables.crown_type[t]]), "crown", slot=j,
                     detail=crown_help(tables, t)))
        z(Zone(f"row:{r + 1}:disc", _("Row {n}").format(n=r + 1), detail=_("Phase B turn order: row 1 plays first")))
        if state.row_disc[r] >= 0:
            pc(Piece(f"disc:{state.row_disc[r]}", f"row:{r + 1}:disc", "marker", style="marker", owner=state.row_disc[r],
                     detail=_("Turn-order disc of {player}").format(player=seat_ref(state.row_disc[r]))))
    for r in range(4):
        if tables.pass_min[r] > n:
            continue  # closed at this player count
        left, la, right, ra = tables.pass_rows[r]
        ids = [f"pass:{r + 1}"] if not right else [f"pass:{r + 1}:left", f"pass:{r + 1}:right"]
        for side, zid in enumerate(ids):
            what, amount = (right, ra) if side else (left, la)
            z(Zone(zid, _("Pass {row}").format(row=ROMAN[r]), note=pass_note(what, amount),
                   detail=_("Pass row {row}: {what}; the pass rows give the next turn order").format(
                       row=ROMAN[r], what=pass_words(tables, r, side))))
            if state.pass_disc[r] >= 0 and (state.pass_side[r] == side or not right):
                pc(Piece(f"disc:{state.pass_disc[r]}", zid, "marker", style="marker", owner=state.pass_disc[r],
                         detail=_("Turn-order disc of {player}").format(player=seat_ref(state.pass_disc[r]))))


def _homes(tables: Tables, state: State, viewer: int | None, zones: list[Zone], pieces: list[Piece]) -> None:
    """Each seat's home: workers, ships, goods, dice, crown requests, guild tiles, pirates."""
    z = zones.append
    # homes
    # Rulebook: Game end, the pirate penalties (at 2-3 players the designed ones, said so)
    penalties = _("Pirate points: only their owner sees the total.") + " " + penalty_words(tables, len(state.players))
    for seat, p in enumerate(state.players):
        h = f"home:{seat}"
        _home_pieces(tables, state, seat, zones, pieces)
        mine = viewer == seat or state.phase == "end"  # totals are revealed at the end
        z(Zone(f"{h}:pirates", _("Pirates"), owner=seat, detail=penalties,
               note=str(p.pirates) if mine else ("0" if p.pirates == 0 else "?")))
        if mine:
            # the total is the zone's note: a badge on so small a token would be unreadable
            pieces.append(Piece(f"pirates:{seat}", f"{h}:pirates", "token", _("pirates"), "pirate",
                                detail=_("Secret pirate total: {pirates}").format(pirates=pirate_points(p.pirates)),
                                owner=seat))


def _home_pieces(tables: Tables, state: State, seat: int, zones: list[Zone], pieces: list[Piece]) -> None:
    """A seat's workers and ships at home, goods, guild dice, crown requests and guild tiles."""
    z, pc = zones.append, pieces.append
    h, p = f"home:{seat}", state.players[seat]
    who = seat_ref(seat)
    workers, ships = home_workers(tables, state, seat), ships_home(tables, state, seat)
    z(Zone(f"{h}:workers", _("Workers"), owner=seat, note=str(workers), detail=_("Workers at home (no feeding)")))
    for j in range(workers):
        pc(Piece(f"worker:{seat}:home:{j}", f"{h}:workers", "worker", style="worker", slot=j,
                 detail=_("Worker of {player} at home").format(player=who), owner=seat))
    z(Zone(f"{h}:ships", _("Ships"), owner=seat, note=str(ships), detail=_("Ships at home (1 wood to launch)")))
    for j in range(ships):
        pc(Piece(f"ship:{seat}:home:{j}", f"{h}:ships", "token", _("ship"), "ship", slot=j,
                 detail=_("Ship of {player} at home").format(player=who), owner=seat))
    z(Zone(f"{h}:goods", _("Goods"), owner=seat))
    for j, (name, amount) in enumerate(zip((*CROPS, "wood", "bread", "reals"), (*p.goods, p.wood, p.bread, p.reals),
                                            strict=True)):
        pc(Piece(f"{name}:{seat}", f"{h}:goods", "token", good(name), name, slot=j, value=str(amount),
                 detail=reals(amount) if name == "reals" else good_amount(name, amount), owner=seat))
    z(Zone(f"{h}:dice", _("Guild dice"), owner=seat))
    for j, v in enumerate(p.dice):
        pc(Piece(f"hdie:{seat}:{j}", f"{h}:dice", "die", str(v), "guild_die", slot=j,
                 detail=_("Guild die {value}").format(value=v), owner=seat))
    z(Zone(f"{h}:crowns", _("Crown requests"), owner=seat))
    for j, t in enumerate(p.crowns):
        pc(Piece(f"crown:{t}", f"{h}:crowns", "tile", _(CROWN_LABELS[tables.crown_type[t]]), "crown", slot=j,
                 detail=crown_help(tables, t), owner=seat))
    z(Zone(f"{h}:guild_up", _("Guild tiles"), owner=seat, detail=_("Face-up guild tiles: usable once each")))
    z(Zone(f"{h}:guild_down", _("Used (face down)"), owner=seat))
    for j, t in enumerate(p.guild_up):
        pc(Piece(f"guild:{t}", f"{h}:guild_up", "tile", tile_name(tables, t), f"guild_{tables.tile_guild[t]}", slot=j,
                 detail=_("{tile} ({guild} guild): {effect}").format(
                     tile=tile_name(tables, t), guild=tile_guild(tables, t), effect=tile_effect(t)), owner=seat))
    for j, t in enumerate(p.guild_down):
        pc(Piece(f"guild:{t}", f"{h}:guild_down", "tile", tile_name(tables, t), "guild_down", face_up=False, slot=j,
                 owner=seat, detail=_("{tile} ({guild} guild), used: face up again by the Guild Hall or by picking "
                                      "its guild's row").format(tile=tile_name(tables, t), guild=tile_guild(tables, t))))
