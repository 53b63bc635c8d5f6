"""TableView of Madeira: the island board, the guild board and each player's home.

Pirate points are secret: only their owner sees the total (piece ``pirates:<seat>``);
everybody else sees whether it is zero."""

from __future__ import annotations

from tabletop.core import Piece, PlayerPanel, TableView, Zone

from .board import home_workers, ships_home
from .flow import seat_to_act
from .frames import city_id, cship_id, route_id
from .state import NEUTRAL, State
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
PHASES = {"deal": "Set-up", "open": "Opening placement", "A": "Phase A: set-up",
          "B": "Phase B: character actions", "C": "Phase C: building actions",
          "D": "Phase D: maintenance", "E": "Phase E: crown requests", "end": "Game over"}


def table_view(R, st: State, viewer: int | None) -> TableView:
    T: Tables = R.T
    n = len(st.players)
    zones: list[Zone] = []
    pieces: list[Piece] = []
    z, pc = zones.append, pieces.append
    # island
    for i, fid in enumerate(T.field_ids):
        zid = f"field:{fid}"
        if i == FOREST:
            z(Zone(zid, "Forest", note="wood from the supply", detail="No harvest; a worker here may buy or gain wood"))
        else:
            sw = f" -> {CROPS[T.field_switch[i]]}" if T.field_switch[i] >= 0 else ""
            z(Zone(zid, f"Field {fid}", note=f"{CROPS[st.crops[i]]}{sw}",
                   detail=f"Area {T.field_area[i]} field; harvest gives wood while trees remain"))
            if st.trees[i]:
                pc(Piece(f"trees:{fid}", zid, "token", "trees", "tree", value=str(st.trees[i]),
                         detail=f"{st.trees[i]} trees: harvests give wood until they are gone"))
        for k, seat in enumerate(st.field_workers[i]):
            pc(Piece(f"worker:{seat}:{zid}", zid, "worker", style=f"seat{seat}", slot=k, detail=f"Worker of player {seat + 1}"))
    for b, bid in enumerate(T.building_ids):
        zid = f"building:{bid}"
        z(Zone(zid, f"{b + 1}. {T.building_names[b]}", note=f"area {T.building_area[b]}",
               detail=f"{BUILDING_ACTIONS[bid]} No character in round {T.building_idle_round[b]}."))
        if b in st.char_at:
            c = st.char_at.index(b)
            pc(Piece(f"char:{CHARACTERS[c]}", zid, "tile", T.char_names[c], "character",
                     detail=f"{T.char_names[c]}: {CHARACTER_ACTIONS[CHARACTERS[c]]}"))
        for k, (v, seat, pirate) in enumerate(st.bdice[b]):
            pc(Piece(f"die:{bid}:{k}", zid, "die", str(v), "pirate_die" if pirate else f"seat{seat}", slot=k + 1,
                     value=str(v), detail=("Pirate die" if pirate else "Guild die") + f" of player {seat + 1}"))
        for k, seat in enumerate(st.markers[b]):
            pc(Piece(f"marker:{bid}:{k}", zid, "marker", style=f"seat{seat}", slot=10 + k,
                     detail=f"Action marker of player {seat + 1}"))
    for c, cid in enumerate(T.city_ids):
        for d in range(6):
            did = f"district:{cid}:{d}"
            tile = st.districts[c * 6 + d]
            cost = T.tile_costs[d - 2] if d >= 2 else 0
            z(Zone(did, f"{T.city_names[c]} district {d + 1}", note="built" if not tile else f"{cost} wood"))
            if tile and tile != "-":
                pc(Piece(f"guild:{tile}", did, "tile", T.tile_name[tile], f"guild_{T.tile_guild[tile]}",
                         detail=f"{T.tile_name[tile]} ({T.tile_guild[tile]}); buy with the Guild Master", value=str(cost)))
        for k in range(SPACES_PER_CITY):
            zid = city_id(T, c * SPACES_PER_CITY + k)
            z(Zone(zid, f"{T.city_names[c]} {k + 1}"))
            occ = st.city[c * SPACES_PER_CITY + k]
            if occ == NEUTRAL:
                pc(Piece(f"neutral:{cid}:{k}", zid, "worker", "N", "neutral", detail="Neutral citizen"))
            elif occ >= 0:
                pc(Piece(f"worker:{occ}:{zid}", zid, "worker", style=f"seat{occ}", detail=f"Worker of player {occ + 1}"))
    for r in range(12):
        zid = route_id(T, r)
        z(Zone(zid, f"{T.market_ids[r // 4]} route {r % 4 + 1}",
               note=f"{T.route_cost[r]} {T.market_ids[r // 4]} -> {T.route_reals[r]} reals"
               + ("" if T.route_min[r] <= n else " (closed)")))
        if st.routes[r] >= 0:
            pc(Piece(f"ship:{zid}", zid, "token", "ship", f"seat{st.routes[r]}", detail=f"Ship of player {st.routes[r] + 1}"))
    for c, cid in enumerate(T.colony_ids):
        zid = f"colony:{cid}"
        z(Zone(zid, T.colony_names[c], note=f"income: {CROPS[T.colony_good[c]]}"))
        k = 0
        for seat, count in enumerate(st.colony_workers[c]):
            for j in range(count):
                pc(Piece(f"worker:{seat}:{zid}:{j}", zid, "worker", style=f"seat{seat}", slot=k))
                k += 1
        rz = f"rewards:{cid}"
        z(Zone(rz, f"{T.colony_names[c]} royal rewards"))
        for j, rw in enumerate(st.rewards[c]):
            effect, amount = T.reward_effect[rw]
            pc(Piece(f"reward:{rw}", rz, "tile", f"{effect} {amount}", "reward", slot=j, detail=f"Royal reward: {effect} {amount}"))
        for j in range(5):
            sid = cship_id(T, c * 5 + j)
            z(Zone(sid, f"{T.colony_names[c]} {j + 1}", note=f"{T.cship_cost[c * 5 + j]} wine"
                   + ("" if T.cship_min[c * 5 + j] <= n else " (closed)")))
            seat = st.colony_ships[c * 5 + j]
            if seat >= 0:
                pc(Piece(f"ship:{sid}", sid, "token", "ship", f"seat{seat}", detail=f"Ship of player {seat + 1}"))
    z(Zone("tower:workers", "Watchtower"))
    k = 0
    for seat, count in enumerate(st.tower):
        for j in range(count):
            pc(Piece(f"worker:{seat}:tower:{j}", "tower:workers", "worker", style=f"seat{seat}", slot=k))
            k += 1
    z(Zone("tower:pirate_dice", "Pirate dice"))
    for j, v in enumerate(st.pirate_dice):
        pc(Piece(f"pdie:{j}", "tower:pirate_dice", "die", str(v), "pirate_die", slot=j, value=str(v)))
    for level in range(T.mill_min, T.mill_max + 1):
        z(Zone(f"windmill:{level}", f"Windmill {level}"))
    for seat, p in enumerate(st.players):
        pc(Piece(f"mill:{seat}", f"windmill:{p.mill}", "marker", style=f"seat{seat}", slot=seat))
    # guild board
    rows = T.guild_rows[n]
    for r in range(n):
        z(Zone(f"row:{r + 1}:dice", f"Row {r + 1} dice", note="/".join(rows[r]),
               detail="Stand-in 2/3-player board: pick one of the two guilds" if n < 4 else ""))
        for j, v in enumerate(st.row_dice[r]):
            pc(Piece(f"rdie:{r + 1}:{j}", f"row:{r + 1}:dice", "die", str(v), "guild_die", slot=j, value=str(v)))
        z(Zone(f"row:{r + 1}:crowns", f"Row {r + 1} crown requests"))
        for j, t in enumerate(st.row_crowns[r]):
            pc(Piece(f"crown:{t}", f"row:{r + 1}:crowns", "tile", T.crown_type[t], "crown", slot=j,
                     detail=f"Crown request: {T.crown_type[t]}"))
        z(Zone(f"row:{r + 1}:disc", f"Row {r + 1}"))
        if st.row_disc[r] >= 0:
            pc(Piece(f"disc:{st.row_disc[r]}", f"row:{r + 1}:disc", "marker", style=f"seat{st.row_disc[r]}"))
    for r in range(4):
        left, la, right, ra = T.pass_rows[r]
        ids = [f"pass:{r + 1}"] if not right else [f"pass:{r + 1}:left", f"pass:{r + 1}:right"]
        for side, zid in enumerate(ids):
            what, amount = (right, ra) if side else (left, la)
            z(Zone(zid, f"Pass {'I II III IV'.split()[r]}", note=f"{what} {amount}"))
            if st.pass_disc[r] >= 0 and (st.pass_side[r] == side or not right):
                pc(Piece(f"disc:{st.pass_disc[r]}", zid, "marker", style=f"seat{st.pass_disc[r]}"))
    # homes
    for seat, p in enumerate(st.players):
        h = f"home:{seat}"
        z(Zone(f"{h}:workers", "Workers at home", owner=seat, note=str(home_workers(T, st, seat))))
        z(Zone(f"{h}:ships", "Ships at home", owner=seat, note=str(ships_home(T, st, seat))))
        z(Zone(f"{h}:goods", "Goods", owner=seat))
        for j, (name, amount) in enumerate(zip((*CROPS, "wood", "bread", "reals"), (*p.goods, p.wood, p.bread, p.reals),
                                                strict=True)):
            pc(Piece(f"{name}:{seat}", f"{h}:goods", "token", name, name, slot=j, value=str(amount)))
        z(Zone(f"{h}:dice", "Guild dice", owner=seat))
        for j, v in enumerate(p.dice):
            pc(Piece(f"hdie:{seat}:{j}", f"{h}:dice", "die", str(v), "guild_die", slot=j, value=str(v)))
        z(Zone(f"{h}:crowns", "Crown requests", owner=seat))
        for j, t in enumerate(p.crowns):
            pc(Piece(f"crown:{t}", f"{h}:crowns", "tile", T.crown_type[t], "crown", slot=j,
                     detail=f"Crown request: {T.crown_type[t]}"))
        z(Zone(f"{h}:guild_up", "Guild tiles (face up)", owner=seat))
        z(Zone(f"{h}:guild_down", "Guild tiles (used, face down)", owner=seat))
        for j, t in enumerate(p.guild_up):
            pc(Piece(f"guild:{t}", f"{h}:guild_up", "tile", T.tile_name[t], f"guild_{T.tile_guild[t]}", slot=j))
        for j, t in enumerate(p.guild_down):
            pc(Piece(f"guild:{t}", f"{h}:guild_down", "tile", T.tile_name[t], "guild_down", face_up=False, slot=j))
        mine = viewer == seat or st.phase == "end"  # totals are revealed at the end
        z(Zone(f"{h}:pirates", "Pirate points", owner=seat,
               note=str(p.pirates) if mine else ("0" if p.pirates == 0 else "?")))
        if mine:
            pc(Piece(f"pirates:{seat}", f"{h}:pirates", "token", "pirates", "pirate", value=str(p.pirates),
                     detail="Your secret pirate total"))
    actor = seat_to_act(T, st)
    players = tuple(
        PlayerPanel(seat, (
            ("Wheat", str(p.goods[0])), ("Sugar", str(p.goods[1])), ("Wine", str(p.goods[2])),
            ("Wood", str(p.wood)), ("Bread", str(p.bread)), ("Reals", str(p.reals)),
            ("Windmill", str(p.mill)), ("Workers home", str(home_workers(T, st, seat))),
            ("Ships home", str(ships_home(T, st, seat))),
            ("Pirates", str(p.pirates) if viewer == seat or st.phase == "end" else ("0" if p.pirates == 0 else "?")),
        ), p.pp, active=actor == seat)
        for seat, p in enumerate(st.players)
    )
    status = f"Round {st.round} of 5 - {PHASES[st.phase]}" if st.round else PHASES[st.phase]
    return TableView(viewer, tuple(zones), tuple(pieces), players, status)
