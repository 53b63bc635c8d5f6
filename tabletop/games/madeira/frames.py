"""Composite actions as frames on a stack: the character actions, harvest, building actions,
pass-row actions, royal rewards and the guild-tile chains. The top frame decides."""

from __future__ import annotations

from tabletop.core import Action

from .actions import act
from .board import (
    area_workers,
    can_pay_wood,
    empty_city_spaces,
    home_id,
    move_worker,
    parse_loc,
    pay_wood,
    set_at,
    set_player,
    ships_home,
    worker_sources,
)
from .effects import (
    apply_scout,
    building_action,
    count_down,
    discard_pirates,
    flip_up,
    harvest,
    harvest_field,
    mayor_income,
    pop,
    push,
    reward_effect,
    tier,
)
from .state import EMPTY, NEUTRAL, State, evolve
from .tables import (
    FOREST,
    SPACES_PER_CITY,
    Tables,
)
from .windmill import VERBS as WINDMILL_VERBS
from .windmill import apply_windmill, windmill_actions

DONE = act("done")


def city_id(T: Tables, k: int) -> str:
    return f"city:{T.city_ids[k // SPACES_PER_CITY]}:{k % SPACES_PER_CITY}"


def route_id(T: Tables, r: int) -> str:
    return f"route:{T.market_ids[r // 4]}:{r % 4 + 1}"


def cship_id(T: Tables, k: int) -> str:
    return f"cship:{T.colony_ids[k // 5]}:{k % 5 + 1}"


def ships_home_id(seat: int) -> str:
    return f"home:{seat}:ships"


# One move per worker per action ("move up to 2 of your workers"): the frames of the Steward,
# the Capitania and the Customs House remember where their workers went, coded as numbers.
def moved_code(kind: str, idx: int) -> int:
    return {"f": 0, "c": 100, "o": 200}[kind] + idx


def unmoved_sources(R, st: State, seat: int, moved: tuple[int, ...]) -> list[str]:
    """The seat's movable workers, leaving out those already moved in this action (a colony
    keeps as many sources as it held workers before the action)."""
    srcs = worker_sources(R.T, st, seat)
    if not moved:
        return srcs
    out = []
    for s in srcs:
        where = R.loc.get(s)
        if where is None:  # home: any of its workers
            out.append(s)
            continue
        code = moved_code(*where)
        if where[0] == "o":
            if st.colony_workers[where[1]][seat] > moved.count(code):
                out.append(s)
        elif code not in moved:
            out.append(s)
    return out


# ---- legal actions of the frames ---------------------------------------------------------

def frame_actions(R, st: State) -> list[Action]:
    """The frame's own choices; in Phases B and C the windmill stays usable at any time of
    one's own turn (not in the middle of choosing where bought wood comes from)."""
    kind, seat, _, _ = st.stack[-1]
    out = _frame_actions(R, st)
    if kind not in ("trees", "gain") and st.phase in ("B", "C"):
        out += windmill_actions(R.T, st, seat, True)
    return out


def _frame_actions(R, st: State) -> list[Action]:
    T: Tables = R.T
    kind, seat, count, data = st.stack[-1]
    p = st.players[seat]
    if kind == "act":
        out = []
        c = st.char_at.index(count) if count in st.char_at else -1
        if c >= 0 and R.character_possible(st, seat, c):
            out.append(act("act"))
        if area_workers(T, st, seat, T.building_area[count]):
            out.append(act("harvest"))
        out.append(act("skip"))
        return out
    if kind == "steward":
        srcs = unmoved_sources(R, st, seat, data)
        out = [act("move", f"field:{T.field_ids[i]}", s) for i in range(15)
               if seat not in st.field_workers[i] for s in srcs]
        return out + [DONE]
    if kind == "again":
        area = data[0]
        return [act("again", f"field:{T.field_ids[i]}") for i in range(FOREST)
                if T.field_area[i] == area and seat in st.field_workers[i]] + [DONE]
    if kind == "buy":
        # the dearest tile column the player can pay (the costs rise to the right)
        afford = max((c for c in T.tile_costs if can_pay_wood(T, st, seat, c)), default=-1)
        out = [act("buy", f"guild:{tile}") for d, tile in enumerate(st.districts)
               if tile not in ("", "-") and T.tile_costs[d % 6 - 2] <= afford]
        return out + [DONE]
    if kind == "mayor":
        spaces = [k for k, occ in enumerate(st.city) if occ == seat or occ == NEUTRAL]
        empty = empty_city_spaces(st)
        return [act("mayor", city_id(T, s), city_id(T, d)) for s in spaces for d in empty] + [DONE]
    if kind == "ship":
        return ship_actions(R, st, seat, data) + [DONE]
    if kind == "reward":
        return [act("reward", f"reward:{r}") for r in st.rewards[count]]
    if kind == "city":
        srcs = unmoved_sources(R, st, seat, data[1:])
        return [act("tocity", city_id(T, d), s) for d in empty_city_spaces(st) for s in srcs] + [DONE]
    if kind == "colony":
        srcs = unmoved_sources(R, st, seat, data)
        return [act("tocolony", f"colony:{cid}", s) for cid in T.colony_ids for s in srcs
                if s != f"colony:{cid}"] + [DONE]
    if kind == "flip":
        return [act("flip", f"guild:{t}") for t in p.guild_down] + [DONE]
    if kind == "tower":
        return [act("totower", "tower:workers", s) for s in worker_sources(T, st, seat)] + [DONE]
    if kind == "wealth":
        return [act("wealth", str(k)) for k in range(min(T.wealth_max, p.reals) + 1)]
    if kind in ("trees", "gain"):
        out = [act("wood", f"field:{T.field_ids[i]}") for i in range(FOREST)
               if seat in st.field_workers[i] and st.trees[i] > 0]
        if seat in st.field_workers[FOREST]:
            out.append(act("wood", "field:forest"))
        return out if kind == "trees" else out + [DONE]  # gained wood may be left on the board
    if kind == "bishop":
        have = [b for b in range(5) if seat in st.markers[b]]
        return [act("bishop", f"building:{T.building_ids[f]}", f"building:{T.building_ids[t]}")
                for f in have for t in range(5) if t != f]
    if kind == "lady":
        return [act("lady", f"building:{T.building_ids[b]}") for b in range(5) if tier(T, st, seat, b)]
    if kind == "scout":
        return scout_actions(R, st, seat)
    raise AssertionError(kind)


def ship_actions(R, st: State, seat: int, moved: tuple[int, ...]) -> list[Action]:
    """Ship moves: a ship from home (1 wood) or one not yet moved in this action, to an empty
    usable trade-route space (its crops) or colony space (its wine)."""
    T: Tables = R.T
    p = st.players[seat]
    n = len(st.players)
    srcs: list[tuple[str, bool]] = []
    if ships_home(T, st, seat) > 0:
        srcs.append((ships_home_id(seat), True))
    srcs += [(route_id(T, r), False) for r, s in enumerate(st.routes) if s == seat and r not in moved]
    srcs += [(cship_id(T, k), False) for k, s in enumerate(st.colony_ships) if s == seat and 100 + k not in moved]
    if not srcs:
        return []
    dsts: list[tuple[str, int, int]] = []  # id, crop, cost
    for r, s in enumerate(st.routes):
        if s == EMPTY and T.route_min[r] <= n and p.goods[r // 4] >= T.route_cost[r]:
            dsts.append((route_id(T, r), r // 4, T.route_cost[r]))
    for k, s in enumerate(st.colony_ships):
        if s == EMPTY and T.cship_min[k] <= n and p.goods[2] >= T.cship_cost[k]:
            dsts.append((cship_id(T, k), 2, T.cship_cost[k]))
    out: list[Action] = []
    wood_ok = None
    for src, from_home in srcs:
        if from_home:
            if wood_ok is None:
                wood_ok = can_pay_wood(T, st, seat, 1)
            if not wood_ok:
                continue
        out.extend(act("ship", d, src) for d, _, _ in dsts)
    return out


def scout_actions(R, st: State, seat: int) -> list[Action]:
    T: Tables = R.T
    srcs = worker_sources(T, st, seat, tower=True)
    dsts = [f"field:{T.field_ids[i]}" for i in range(15) if seat not in st.field_workers[i]]
    dsts += [city_id(T, k) for k in empty_city_spaces(st)]
    dsts += [f"colony:{c}" for c in T.colony_ids] + ["tower:workers", home_id(seat)]
    return [act("scout", d, s) for d in dsts for s in srcs if s != d]


# ---- applying frame actions --------------------------------------------------------------

def apply_frame(R, st: State, a: Action) -> State:
    T: Tables = R.T
    kind, seat, count, data = st.stack[-1]
    v = a.verb
    if v in WINDMILL_VERBS:
        return apply_windmill(T, st, seat, a)
    if v == "done":
        st = pop(st)
        return mayor_income(T, st, seat) if kind == "mayor" else st
    if kind == "act":
        stack = st.stack[:-1]
        if v == "skip":
            return evolve(st, stack=stack)
        if v == "harvest":
            area = T.building_area[count]
            extra = (0 if count in st.char_at else 1) + (2 if st.engineer else 0)  # Harvest +1, Engineer
            if extra:
                stack += (("again", seat, extra, (area,)),)
            return harvest(T, st, seat, area, stack=stack)
        c = st.char_at.index(count)
        return evolve(st, stack=stack + ((("steward", "buy", "mayor", "ship")[c], seat, (2, 1, 2, 2)[c], ()),))
    if kind == "steward":
        src, dst = parse_loc(R.loc, seat, a.args[1]), R.loc[a.args[0]]
        return count_down(remember_move(move_worker(st, seat, src, dst), dst))
    if kind == "again":
        return count_down(harvest_field(st, seat, R.loc[a.args[0]][1]))
    if kind == "buy":
        tile = a.args[0].split(":", 1)[1]
        d = st.districts.index(tile)
        st = pop(st)
        p = st.players[seat]
        st = set_player(st, seat, evolve(p, guild_up=p.guild_up + (tile,)), districts=set_at(st.districts, d, ""))
        return pay_wood(T, st, seat, T.tile_costs[d % 6 - 2])
    if kind in ("trees", "gain"):
        i = R.loc[a.args[0]][1]
        if i != FOREST:
            st = evolve(st, trees=set_at(st.trees, i, st.trees[i] - 1))
        if kind == "gain":  # bought wood is already paid for and used; gained wood is taken now
            p = st.players[seat]
            st = set_player(st, seat, evolve(p, wood=p.wood + 1))
        return count_down(st)
    if kind == "mayor":
        s, d = R.loc[a.args[0]][1], R.loc[a.args[1]][1]
        piece = st.city[s]
        st = evolve(st, city=set_at(set_at(st.city, s, EMPTY), d, piece))
        if count <= 1:
            return mayor_income(T, pop(st), seat)
        return count_down(st)
    if kind == "ship":
        return apply_ship(R, st, seat, a)
    if kind == "reward":
        return reward_effect(T, pop(st), seat, a.args[0].split(":", 1)[1])
    if kind == "city":
        dst = R.loc[a.args[0]]
        st = remember_move(move_worker(st, seat, parse_loc(R.loc, seat, a.args[1]), dst), dst)
        p = st.players[seat]
        if data[0]:
            st = set_player(st, seat, evolve(p, pp=p.pp + data[0]))
        return count_down(st) if empty_city_spaces(st) else pop(st)
    if kind == "colony":
        c = R.loc[a.args[0]][1]
        st = remember_move(move_worker(st, seat, parse_loc(R.loc, seat, a.args[1]), ("o", c)), ("o", c))
        p = st.players[seat]
        ships = st.colony_ships[c * 5:c * 5 + 5].count(seat)
        return count_down(set_player(st, seat, evolve(p, pp=p.pp + ships)))
    if kind == "flip":
        tile = a.args[0].split(":", 1)[1]
        st = flip_up(st, seat, tile)
        return count_down(st) if st.players[seat].guild_down else pop(st)
    if kind == "tower":
        st = move_worker(st, seat, parse_loc(R.loc, seat, a.args[1]), ("t", 0))
        return count_down(discard_pirates(st, seat, data[0]))
    if kind == "wealth":
        k = int(a.args[0])
        p = st.players[seat]
        return pop(set_player(st, seat, evolve(p, reals=p.reals - k, pp=p.pp + k)))
    if kind == "bishop":
        f, t = (T.building_ids.index(x.split(":", 1)[1]) for x in a.args)
        fm = list(st.markers[f])
        fm.remove(seat)
        markers = set_at(set_at(st.markers, f, tuple(fm)), t, st.markers[t] + (seat,))
        return pop(evolve(st, markers=markers))
    if kind == "lady":
        b = T.building_ids.index(a.args[0].split(":", 1)[1])
        p = st.players[seat]
        st = pop(set_player(st, seat, evolve(p, reals=p.reals - 4)))
        return building_action(T, st, seat, b)
    if kind == "scout":
        return apply_scout(R, pop(st), seat, a)
    raise AssertionError(kind)


def remember_move(st: State, dst: tuple[str, int]) -> State:
    kind, seat, count, data = st.stack[-1]
    return evolve(st, stack=st.stack[:-1] + ((kind, seat, count, data + (moved_code(*dst),)),))


def apply_ship(R, st: State, seat: int, a: Action) -> State:
    T: Tables = R.T
    dst, src = a.args
    kind, seat_, count, moved = st.stack[-1]
    from_home = src == ships_home_id(seat)
    if not from_home:
        i = _space_index(T, src)
        if src.startswith("route:"):
            st = evolve(st, routes=set_at(st.routes, i, EMPTY))
        else:
            st = evolve(st, colony_ships=set_at(st.colony_ships, i, EMPTY))
    j = _space_index(T, dst)
    p = st.players[seat]
    reward_colony = -1
    if dst.startswith("route:"):
        crop = j // 4
        p = evolve(p, goods=set_at(p.goods, crop, p.goods[crop] - T.route_cost[j]), reals=p.reals + T.route_reals[j])
        st = set_player(st, seat, p, routes=set_at(st.routes, j, seat))
        code = j
    else:
        p = evolve(p, goods=set_at(p.goods, 2, p.goods[2] - T.cship_cost[j]))
        st = set_player(st, seat, p, colony_ships=set_at(st.colony_ships, j, seat))
        code = 100 + j
        reward_colony = j // 5
    st = count_down(evolve(st, stack=st.stack[:-1] + ((kind, seat_, count, moved + (code,)),)))
    if from_home:  # the wood is paid (and maybe bought) before the reals of the space are
        st = pay_wood_before_gain(T, st, seat, T.route_reals[j] if code < 100 else 0)
    if reward_colony >= 0 and st.rewards[reward_colony]:
        st = push(st, "reward", seat, reward_colony)
    return st


def pay_wood_before_gain(T: Tables, st: State, seat: int, gained: int) -> State:
    """The ship's wood is bought with the reals the player had before this move's income."""
    p = st.players[seat]
    st = set_player(st, seat, evolve(p, reals=p.reals - gained))
    st = pay_wood(T, st, seat, 1)
    p = st.players[seat]
    return set_player(st, seat, evolve(p, reals=p.reals + gained))


def _space_index(T: Tables, text: str) -> int:
    where, name, num = text.split(":")
    if where == "route":
        return T.market_ids.index(name) * 4 + int(num) - 1
    return T.colony_ids.index(name) * 5 + int(num) - 1


