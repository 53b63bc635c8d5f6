"""TableView of Madeira: the island board, the guild board and each player's home.

Pirate points are secret: only their owner sees the total (piece ``pirates:<seat>``);
everybody else sees whether it is zero."""

from __future__ import annotations

from tabletop.core import Piece, PlayerPanel, TableView, Zone, seat_ref

from .board import cship_id, home_workers, moved_code, route_id, ships_home
from .describe import CROWN_NAMES, field_words, pass_words, plural, reals, reward_words
from .flow import seat_to_act
from .scoring import penalty_words
from .state import NEUTRAL, Character, CityMoves, Moves, State
from .tables import CHARACTERS, CROPS, FOREST, SPACES_PER_CITY, Tables

BUILDING_ACTIONS = {
    "mill": "1-2 workers in area 2: 2 bread; 3+: 5 bread.",
    "capitania": "1-2 workers in area 2: 1 PP and 1 worker to a city space; 3+: 3 PP and up to 2.",
    "customs": "1-2 workers in area 1: 1 worker to a colony; 3+: up to 2 (1 PP per own ship there).",
    "guildhall": "1-2 workers in area 3: turn 1 guild tile face up; 3+: 2.",
    "fortress": "1-2 workers in area 3: 1 worker to the watchtower; 3+: up to 2 (discard 3 pirate points each).",
}
CHARACTER_ACTIONS = {
    "steward": "move up to 2 workers to fields or the forest without an own worker.",
    "guildmaster": "buy a guild tile for its column's wood and build its district.",
    "mayor": "move up to 2 own workers or neutral citizens between city spaces, then collect per city.",
    "commander": "move up to 2 ships to trade-route or colony spaces (1 wood from home).",
}
ROMAN = ("I", "II", "III", "IV", "V")
TILE_EFFECTS = {
    "monk": "gain 2 wood (needs a worker on trees or in the forest)", "miller": "windmill up 1 level",
    "bishop": "move one of your action markers", "patron": "gain 3 bread",
    "noble": "Phase C: this building action costs 0", "diplomat": "Phase C: count 2 more workers",
    "treasurer": "gain 5 reals", "navigator": "move a ship", "engineer": "Phase B: harvest 2 more",
    "constable": "discard half of your pirate points", "lady": "pay 4 reals: any building action now",
    "scout": "move a worker anywhere",
}
CROWN_LABELS = {"trade": "Trade route", "exploration": "Exploration", "guild": "Guild infl.",
                "urban": "Urbanisation", "wealth": "Nat. wealth"}
CROWN_HELP = {
    "trade": "PP for up to 3 own ships on trade routes (the market's value this round).",
    "exploration": "PP for up to 3 own ships on colony spaces (the colony's value this round).",
    "guild": "5 PP per face-up guild tile, one per guild, up to 4.",
    "urban": "One city: its larger value with the most pieces there, else the smaller one.",
    "wealth": "Pay up to 15 reals for 1 PP each.",
}
PASS_NOTES = {"reals": "{k} real{s}", "city": "to city, {k} PP", "tower": "worker to tower",
              "ship": "move a ship"}
REWARD_LABELS = {"pp": "{k} PP", "flip": "tile up", "bread": "{k} bread", "reals": "{k} real{s}",
                 "goods": "{k} of each crop", "pirates": "-{k} pirate pts", "windmill": "windmill +{k}"}
PHASES = {"deal": "Set-up", "open": "Opening placement", "A": "Phase A: set-up",
          "B": "Phase B: character actions", "C": "Phase C: building actions",
          "D": "Phase D: maintenance", "E": "Phase E: crown requests", "end": "Game over"}


def guild_name(tables: Tables, tile: str) -> str:
    return tables.guild_names[tables.guild_ids.index(tables.tile_guild[tile])]


def reward_label(tables: Tables, reward: str) -> str:
    effect, k = tables.reward_effect[reward]
    return REWARD_LABELS.get(effect, effect).format(k=k, s="" if k == 1 else "s")


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
            ("Reals", str(p.reals)), ("Bread", str(p.bread)), ("Wood", str(p.wood)),
            ("Pirates", str(p.pirates) if viewer == seat or state.phase == "end" else ("0" if p.pirates == 0 else "?")),
            ("Wheat", str(p.goods[0])), ("Sugar", str(p.goods[1])), ("Wine", str(p.goods[2])),
            ("Windmill", str(p.mill)), ("Workers home", str(home_workers(tables, state, seat))),
            ("Ships home", str(ships_home(tables, state, seat))),
        ), p.pp, active=actor == seat)
        for seat, p in enumerate(state.players)
    )
    status = f"Round {state.round} of 5 - {PHASES[state.phase]}" if state.round else PHASES[state.phase]
    return TableView(viewer, tuple(zones), tuple(pieces), players, status, phase=status)


def _island(tables: Tables, state: State, zones: list[Zone], pieces: list[Piece]) -> None:
    """The fields and the forest, the buildings with their characters, dice and markers."""
    z, pc = zones.append, pieces.append
    # island
    for i, fid in enumerate(tables.field_ids):
        zid = f"field:{fid}"
        if i == FOREST:
            z(Zone(zid, "Forest (no area)", note="wood from supply",
                   detail="No harvest and no area; a worker here may buy or gain wood from the supply"))
        else:
            sw = f" → {CROPS[tables.field_switch[i]]}" if tables.field_switch[i] >= 0 and state.crops[i] != tables.field_switch[i] else ""
            # the trees are a counter on the field (below), so the note names only the crops
            trees = f"; {plural(state.trees[i], 'tree')} left" if state.trees[i] else ""
            z(Zone(zid, f"Field {fid[1:].upper()}", note=f"{CROPS[state.crops[i]]}{sw}",
                   detail=f"{field_words(fid).capitalize()}; a harvest gives wood while trees remain"
                          f"{trees}"))
            if state.trees[i]:
                pc(Piece(f"trees:{fid}", zid, "die", str(state.trees[i]), "tree", slot=5,
                         detail=f"{state.trees[i]} trees: a harvest here gives wood (and takes a tree) until they are gone"))
        for k, seat in enumerate(state.field_workers[i]):
            pc(Piece(f"worker:{seat}:{zid}", zid, "worker", style="worker", slot=k, detail=f"Worker of {seat_ref(seat)}",
                     owner=seat, selected=moved_here(state, ("f", i), seat)))
    in_play = building_in_play(state)
    for b, bid in enumerate(tables.building_ids):
        zid = f"building:{bid}"
        z(Zone(zid, f"{b + 1}. {tables.building_names[b]}", note=f"area {tables.building_area[b]}, empty in {ROMAN[tables.building_idle_round[b] - 1]}",
               detail=f"{BUILDING_ACTIONS[bid]} No character in round {tables.building_idle_round[b]}.", selected=b == in_play))
        if b in state.char_at:
            c = state.char_at.index(b)
            pc(Piece(f"char:{CHARACTERS[c]}", zid, "tile", tables.char_names[c], "character",
                     detail=f"{tables.char_names[c]}: {CHARACTER_ACTIONS[CHARACTERS[c]]}"))
        dz, mz = f"bdice:{bid}", f"markers:{bid}"
        z(Zone(dz, "Dice", detail=f"Dice on the {tables.building_names[b]}: at most as many as players, one of them a pirate die"))
        z(Zone(mz, "Action markers", detail=f"Action markers: the {tables.building_names[b]} action in Phase C"))
        for k, (v, seat, pirate) in enumerate(state.bdice[b]):
            pc(Piece(f"die:{bid}:{k}", dz, "die", str(v), "pirate_die" if pirate else "die", slot=k,
                     detail=("Pirate die" if pirate else "Guild die") + f" {v} of {seat_ref(seat)}", owner=seat))
        for k, seat in enumerate(state.markers[b]):
            pc(Piece(f"marker:{bid}:{k}", mz, "marker", style="marker", slot=k,
                     detail=f"Action marker of {seat_ref(seat)}", owner=seat))


def _cities(tables: Tables, state: State, zones: list[Zone], pieces: list[Piece]) -> None:
    """The three cities: districts with their guild tiles, city spaces and their pieces."""
    z, pc = zones.append, pieces.append
    for c, cid in enumerate(tables.city_ids):
        majority, minority = tables.city_pp[c]
        z(Zone(f"city:{cid}", tables.city_names[c], note=f"{tables.city_gain[c]}, {majority}/{minority} PP",
               detail=(f"Mayor: 2 {tables.city_gain[c]} per own worker here, 1 per neutral citizen. Urbanisation: "
                       f"{majority} PP with the most pieces (ties: the piece furthest right), else {minority}.")))
        for d in range(6):
            did = f"district:{cid}:{d}"
            tile = state.districts[c * 6 + d]
            cost = tables.tile_costs[d - 2] if d >= 2 else 0
            z(Zone(did, f"{tables.city_names[c]} district {d + 1}", note="built" if not tile else f"{cost} wood"))
            if tile and tile != "-":
                pc(Piece(f"guild:{tile}", did, "tile", tables.tile_name[tile], f"guild_{tables.tile_guild[tile]}",
                         detail=f"{tables.tile_name[tile]} ({guild_name(tables, tile)} guild), {cost} wood with the Guild Master: "
                         f"{TILE_EFFECTS.get(tile, '')}", value=str(cost)))
        for k in range(SPACES_PER_CITY):
            zid = tables.city_space_ids[c * SPACES_PER_CITY + k]
            z(Zone(zid, f"{tables.city_names[c]} {k + 1}"))
            occ = state.city[c * SPACES_PER_CITY + k]
            if occ == NEUTRAL:
                pc(Piece(f"neutral:{cid}:{k}", zid, "worker", "N", "neutral", detail="Neutral citizen"))
            elif occ >= 0:
                pc(Piece(f"worker:{occ}:{zid}", zid, "worker", style="worker", detail=f"Worker of {seat_ref(occ)}",
                         owner=occ, selected=moved_here(state, ("c", c * SPACES_PER_CITY + k), occ)))


# The zones that never change in a game, built once per tables and player count (the view
# of every state fills only the pieces on them): keyed by id, holding the tables to be sure.
_STATIC_SEA: dict[tuple[int, int], tuple[Tables, tuple[Zone, ...]]] = {}


def _sea_zones(tables: Tables, n: int) -> tuple[Zone, ...]:
    """The markets and their trade-route spaces, the colonies, their rewards and ship spaces."""
    known = _STATIC_SEA.get((id(tables), n))
    if known is not None and known[0] is tables:
        return known[1]
    zones: list[Zone] = []
    z = zones.append
    for m, mid in enumerate(tables.market_ids):
        z(Zone(f"market:{mid}", f"{mid.capitalize()} market", note="PP " + "/".join(map(str, tables.market_pp[m])),
               detail=f"Trade route request: PP per own ship here in rounds 1/3/5: {'/'.join(map(str, tables.market_pp[m]))}"))
    for r in range(12):
        if tables.route_min[r] <= n:  # else not used at this player count
            z(Zone(route_id(tables, r), f"{tables.route_cost[r]} {tables.market_ids[r // 4]}", note=reals(tables.route_reals[r]),
                   detail=f"Trade route: a ship arrives for {tables.route_cost[r]} {tables.market_ids[r // 4]} and gains {reals(tables.route_reals[r])}"))
    for c, cid in enumerate(tables.colony_ids):
        pp = "/".join(map(str, tables.colony_pp[c]))
        z(Zone(f"colony:{cid}", tables.colony_names[c], note=f"{CROPS[tables.colony_good[c]]} · PP {pp}",
               detail=(f"Workers here earn 1 {CROPS[tables.colony_good[c]]} each in Phase D. "
                       f"Exploration request: PP per own ship here in rounds 1/3/5: {pp}")))
        z(Zone(f"rewards:{cid}", "Royal rewards", detail="A ship arriving here takes one of them (stand-in: they stay)"))
        for j in range(5):
            if tables.cship_min[c * 5 + j] <= n:
                z(Zone(cship_id(tables, c * 5 + j), f"{tables.cship_cost[c * 5 + j]} wine",
                       detail=f"{tables.colony_names[c]} ship space {j + 1}: a ship arrives for {tables.cship_cost[c * 5 + j]} wine"))
    _STATIC_SEA[(id(tables), n)] = (tables, tuple(zones))
    return tuple(zones)


def _sea(tables: Tables, state: State, zones: list[Zone], pieces: list[Piece]) -> None:
    """The markets with their trade-route spaces, the colonies with their ship spaces: the
    zones are static, the ships, workers and rewards on them change."""
    pc = pieces.append
    n = len(state.players)
    zones.extend(_sea_zones(tables, n))
    for r in range(12):
        if tables.route_min[r] <= n and state.routes[r] >= 0:
            zid = route_id(tables, r)
            pc(Piece(f"ship:{zid}", zid, "token", "ship", "ship", detail=f"Ship of {seat_ref(state.routes[r])}",
                     owner=state.routes[r], selected=ship_moved(state, r)))
    for c, cid in enumerate(tables.colony_ids):
        zid = f"colony:{cid}"
        k = 0
        for seat, count in enumerate(state.colony_workers[c]):
            for j in range(count):
                pc(Piece(f"worker:{seat}:{zid}:{j}", zid, "worker", style="worker", slot=k,
                         detail=f"Worker of {seat_ref(seat)}", owner=seat))
                k += 1
        for j, rw in enumerate(state.rewards[c]):
            pc(Piece(f"reward:{rw}", f"rewards:{cid}", "tile", reward_label(tables, rw), "reward", slot=j,
                     detail=f"Royal reward: {reward_words(tables, rw)}"))
        for j in range(5):
            seat = state.colony_ships[c * 5 + j]
            if tables.cship_min[c * 5 + j] <= n and seat >= 0:
                sid = cship_id(tables, c * 5 + j)
                pc(Piece(f"ship:{sid}", sid, "token", "ship", "ship", detail=f"Ship of {seat_ref(seat)}", owner=seat,
                         selected=ship_moved(state, 100 + c * 5 + j)))


def _tower_and_windmill(tables: Tables, state: State, zones: list[Zone], pieces: list[Piece]) -> None:
    """The watchtower, the pirate dice and the windmill levels."""
    z, pc = zones.append, pieces.append
    z(Zone("tower:workers", "Watchtower"))
    k = 0
    for seat, count in enumerate(state.tower):
        for j in range(count):
            pc(Piece(f"worker:{seat}:tower:{j}", "tower:workers", "worker", style="worker", slot=k,
                     detail=f"Worker of {seat_ref(seat)} on the watchtower", owner=seat))
            k += 1
    z(Zone("tower:pirate_dice", "Pirate dice"))
    for j, v in enumerate(state.pirate_dice):
        pc(Piece(f"pdie:{j}", "tower:pirate_dice", "die", str(v), "pirate_die", slot=j, detail=f"Pirate die {v}"))
    z(Zone("windmill", "Windmill", detail=("Windmill: 2 goods -> 1; 2 wheat: up a level (1 PP at the top); "
                                                  "down a level for 1 bread or 3 reals (not in Phase D)")))
    for level in range(tables.mill_min, tables.mill_max + 1):
        z(Zone(f"windmill:{level}", str(level),
               detail=f"Windmill level {level}: feeds {plural(level, 'worker')} free in Phase D"))
    for seat, p in enumerate(state.players):
        pc(Piece(f"mill:{seat}", f"windmill:{p.mill}", "marker", style="marker", slot=seat, owner=seat,
                 detail=f"Windmill level of {seat_ref(seat)}: {p.mill}"))


def _guild_board(tables: Tables, state: State, zones: list[Zone], pieces: list[Piece]) -> None:
    """The guild board: the rows of dice and crown requests, the pass rows."""
    z, pc = zones.append, pieces.append
    n = len(state.players)
    # guild board
    rows = tables.guild_rows[n]
    for r in range(n):
        guilds = " or ".join(tables.guild_names[tables.guild_ids.index(guild)] for guild in rows[r])
        # the note stacks two guilds ("Farmers /" over "Merchants"), so each word fits the column
        z(Zone(f"row:{r + 1}:dice", f"Dice {r + 1}", note=guilds.replace(" or ", " / "),
               detail=f"Guild {guilds}: picking this row turns your face-down tiles of that guild face up"
               + (" (you pick one of the two guilds: a stand-in rule for 2–3 players)" if n < 4 else "")))
        for j, v in enumerate(state.row_dice[r]):
            pc(Piece(f"rdie:{r + 1}:{j}", f"row:{r + 1}:dice", "die", str(v), "guild_die", slot=j, detail=f"Guild die {v}"))
        z(Zone(f"row:{r + 1}:crowns", f"Row {r + 1} crown requests"))
        for j, t in enumerate(state.row_crowns[r]):
            pc(Piece(f"crown:{t}", f"row:{r + 1}:crowns", "tile", CROWN_LABELS[tables.crown_type[t]], "crown", slot=j,
                     detail=f"Crown request: {CROWN_NAMES[tables.crown_type[t]]}. {CROWN_HELP[tables.crown_type[t]]}"))
        z(Zone(f"row:{r + 1}:disc", f"Row {r + 1}", detail="Phase B turn order: row 1 plays first"))
        if state.row_disc[r] >= 0:
            pc(Piece(f"disc:{state.row_disc[r]}", f"row:{r + 1}:disc", "marker", style="marker", owner=state.row_disc[r],
                     detail=f"Turn-order disc of {seat_ref(state.row_disc[r])}"))
    for r in range(4):
        if tables.pass_min[r] > n:
            continue  # closed at this player count
        left, la, right, ra = tables.pass_rows[r]
        ids = [f"pass:{r + 1}"] if not right else [f"pass:{r + 1}:left", f"pass:{r + 1}:right"]
        for side, zid in enumerate(ids):
            what, amount = (right, ra) if side else (left, la)
            z(Zone(zid, f"Pass {ROMAN[r]}", note=PASS_NOTES[what].format(k=amount, s="" if amount == 1 else "s"),
                   detail=f"Pass row {ROMAN[r]}: {pass_words(tables, r, side)}; the pass rows give the next turn order"))
            if state.pass_disc[r] >= 0 and (state.pass_side[r] == side or not right):
                pc(Piece(f"disc:{state.pass_disc[r]}", zid, "marker", style="marker", owner=state.pass_disc[r],
                         detail=f"Turn-order disc of {seat_ref(state.pass_disc[r])}"))


def _homes(tables: Tables, state: State, viewer: int | None, zones: list[Zone], pieces: list[Piece]) -> None:
    """Each seat's home: workers, ships, goods, dice, crown requests, guild tiles, pirates."""
    z, pc = zones.append, pieces.append
    # homes
    # Rulebook: Game end, the pirate penalties (at 2-3 players the designed ones, said so)
    penalties = f"Pirate points: only their owner sees the total. {penalty_words(tables, len(state.players))}"
    for seat, p in enumerate(state.players):
        h = f"home:{seat}"
        workers, ships = home_workers(tables, state, seat), ships_home(tables, state, seat)
        z(Zone(f"{h}:workers", "Workers", owner=seat, note=str(workers), detail="Workers at home (no feeding)"))
        for j in range(workers):
            pc(Piece(f"worker:{seat}:home:{j}", f"{h}:workers", "worker", style="worker", slot=j,
                     detail=f"Worker of {seat_ref(seat)} at home", owner=seat))
        z(Zone(f"{h}:ships", "Ships", owner=seat, note=str(ships), detail="Ships at home (1 wood to launch)"))
        for j in range(ships):
            pc(Piece(f"ship:{seat}:home:{j}", f"{h}:ships", "token", "ship", "ship", slot=j,
                     detail=f"Ship of {seat_ref(seat)} at home", owner=seat))
        z(Zone(f"{h}:goods", "Goods", owner=seat))
        for j, (name, amount) in enumerate(zip((*CROPS, "wood", "bread", "reals"), (*p.goods, p.wood, p.bread, p.reals),
                                                strict=True)):
            pc(Piece(f"{name}:{seat}", f"{h}:goods", "token", name, name, slot=j, value=str(amount),
                     detail=reals(amount) if name == "reals" else f"{amount} {name}", owner=seat))
        z(Zone(f"{h}:dice", "Guild dice", owner=seat))
        for j, v in enumerate(p.dice):
            pc(Piece(f"hdie:{seat}:{j}", f"{h}:dice", "die", str(v), "guild_die", slot=j, detail=f"Guild die {v}",
                     owner=seat))
        z(Zone(f"{h}:crowns", "Crown requests", owner=seat))
        for j, t in enumerate(p.crowns):
            pc(Piece(f"crown:{t}", f"{h}:crowns", "tile", CROWN_LABELS[tables.crown_type[t]], "crown", slot=j,
                     detail=f"Crown request: {CROWN_NAMES[tables.crown_type[t]]}. {CROWN_HELP[tables.crown_type[t]]}", owner=seat))
        z(Zone(f"{h}:guild_up", "Guild tiles", owner=seat, detail="Face-up guild tiles: usable once each"))
        z(Zone(f"{h}:guild_down", "Used (face down)", owner=seat))
        for j, t in enumerate(p.guild_up):
            pc(Piece(f"guild:{t}", f"{h}:guild_up", "tile", tables.tile_name[t], f"guild_{tables.tile_guild[t]}", slot=j,
                     detail=f"{tables.tile_name[t]} ({guild_name(tables, t)} guild): {TILE_EFFECTS.get(t, '')}", owner=seat))
        for j, t in enumerate(p.guild_down):
            pc(Piece(f"guild:{t}", f"{h}:guild_down", "tile", tables.tile_name[t], "guild_down", face_up=False, slot=j, owner=seat,
                     detail=f"{tables.tile_name[t]} ({guild_name(tables, t)} guild), used: face up again by the Guild Hall "
                     "or by picking its guild's row"))
        mine = viewer == seat or state.phase == "end"  # totals are revealed at the end
        z(Zone(f"{h}:pirates", "Pirates", owner=seat, detail=penalties,
               note=str(p.pirates) if mine else ("0" if p.pirates == 0 else "?")))
        if mine:
            # the total is the zone's note: a badge on so small a token would be unreadable
            pc(Piece(f"pirates:{seat}", f"{h}:pirates", "token", "pirates", "pirate",
                     detail=f"Secret pirate total: {plural(p.pirates, 'pirate point')}", owner=seat))
