"""Effects shared by several actions: the frame stack, harvests, building actions, the
Mayor's income, royal rewards, the Scout, guild tiles turning face up, discarding pirates."""

from __future__ import annotations

from tabletop.core import Action

from .board import (
    add_goods,
    area_workers,
    city_counts,
    empty_city_spaces,
    gain_wood,
    move_worker,
    parse_loc,
    set_at,
    set_player,
)
from .state import Player, State, evolve
from .tables import CAPITANIA, CUSTOMS, FOREST, FORTRESS, GUILDHALL, MILL, Tables


def push(st: State, kind: str, seat: int, count: int, data: tuple[int, ...] = ()) -> State:
    return evolve(st, stack=st.stack + ((kind, seat, count, data),))


def pop(st: State) -> State:
    return evolve(st, stack=st.stack[:-1])


def count_down(st: State) -> State:
    """One more of the frame's moves is used; the frame ends after its last one."""
    kind, seat, count, data = st.stack[-1]
    if count <= 1:
        return pop(st)
    return evolve(st, stack=st.stack[:-1] + ((kind, seat, count - 1, data),))


# ---- harvest ------------------------------------------------------------------------------

def harvest_field(st: State, seat: int, i: int) -> State:
    p = st.players[seat]
    if st.trees[i] > 0:
        return set_player(st, seat, evolve(p, wood=p.wood + 1), trees=set_at(st.trees, i, st.trees[i] - 1))
    return set_player(st, seat, add_goods(p, st.crops[i], 1))


def harvest(T: Tables, st: State, seat: int, area: int, **more) -> State:
    """One crop (or one wood while trees remain, taking a tree) from each own field of the
    area; ``more`` are further state changes made in the same copy."""
    p = st.players[seat]
    goods = list(p.goods)
    trees = list(st.trees)
    wood = 0
    for i in range(FOREST):
        if T.field_area[i] == area and seat in st.field_workers[i]:
            if trees[i] > 0:
                trees[i] -= 1
                wood += 1
            else:
                goods[st.crops[i]] += 1
    p = evolve(p, goods=(goods[0], goods[1], goods[2]), wood=p.wood + wood)
    return set_player(st, seat, p, trees=tuple(trees), **more)


# ---- building actions (Phase C, and the Lady) --------------------------------------------

def tier(T: Tables, st: State, seat: int, b: int) -> int:
    """0: no action, 1: the upper action, 2: the lower one (3+ workers; it always includes
    the upper one, so it is the one taken)."""
    w = area_workers(T, st, seat, T.building_area[b])
    if w == 0:
        return 0  # no worker in the area: no action, the Diplomat does not change that
    w += 2 if st.diplomat else 0
    return 1 if w < 3 else 2


def building_action(T: Tables, st: State, seat: int, b: int) -> State:
    t = tier(T, st, seat, b)
    if t == 0:
        return st
    p = st.players[seat]
    if b == MILL:
        return set_player(st, seat, evolve(p, bread=p.bread + (2 if t == 1 else 5)))
    if b == CAPITANIA:
        st = set_player(st, seat, evolve(p, pp=p.pp + (1 if t == 1 else 3)))
        return push(st, "city", seat, t, (0,)) if empty_city_spaces(st) else st
    if b == CUSTOMS:
        return push(st, "colony", seat, t)
    if b == GUILDHALL:
        return push(st, "flip", seat, t) if p.guild_down else st
    assert b == FORTRESS
    return push(st, "tower", seat, t, (3,))


def mayor_income(T: Tables, st: State, seat: int) -> State:
    n = len(st.players)
    for c in range(3):
        counts, neutral, _ = city_counts(st, c, n)
        if not counts[seat]:
            continue
        gain = 2 * counts[seat] + neutral
        p = st.players[seat]
        what = T.city_gain[c]
        if what == "bread":
            st = set_player(st, seat, evolve(p, bread=p.bread + gain))
        elif what == "reals":
            st = set_player(st, seat, evolve(p, reals=p.reals + gain))
        else:
            st = gain_wood(st, seat, gain)
    return st


def flip_up(st: State, seat: int, tile: str) -> State:
    p = st.players[seat]
    return set_player(st, seat, evolve(p, guild_up=p.guild_up + (tile,),
                                        guild_down=tuple(t for t in p.guild_down if t != tile)))


def take_pirates(p: Player, k: int) -> Player:
    """Pirate points received: the amount is public (rulebook L569), the total is not."""
    return evolve(p, pirates=p.pirates + k, pirates_known=p.pirates_known + k) if k else p


def discard_pirates(st: State, seat: int, k: int) -> State:
    """Discard up to ``k`` pirate points: always the most allowed, so the others can follow."""
    p = st.players[seat]
    return set_player(st, seat, evolve(p, pirates=max(0, p.pirates - k), pirates_known=max(0, p.pirates_known - k)))


def halve_pirates(st: State, seat: int) -> State:
    """The Constable: discard half of one's pirate points, rounded down."""
    p = st.players[seat]
    return set_player(st, seat, evolve(p, pirates=p.pirates - p.pirates // 2,
                                        pirates_known=p.pirates_known - p.pirates_known // 2))


def reward_effect(T: Tables, st: State, seat: int, reward: str) -> State:
    effect, k = T.reward_effect[reward]
    p = st.players[seat]
    if effect == "pp":
        p = evolve(p, pp=p.pp + k)
    elif effect == "flip":
        return push(st, "flip", seat, k) if p.guild_down else st
    elif effect == "bread":
        p = evolve(p, bread=p.bread + k)
    elif effect == "reals":
        p = evolve(p, reals=p.reals + k)
    elif effect == "goods":
        wheat, sugar, wine = p.goods
        p = evolve(p, goods=(wheat + k, sugar + k, wine + k))
    elif effect == "pirates":
        return discard_pirates(st, seat, k)
    else:
        p = evolve(p, mill=min(T.mill_max, p.mill + k))
    return set_player(st, seat, p)


def apply_scout(R, st: State, seat: int, a: Action) -> State:
    dst, src = a.args
    st = move_worker(st, seat, parse_loc(R.loc, seat, src), parse_loc(R.loc, seat, dst))
    p = st.players[seat]
    kind, idx = parse_loc(R.loc, seat, dst)
    if kind == "t":
        return discard_pirates(st, seat, 3)
    if kind == "c":
        return set_player(st, seat, evolve(p, pp=p.pp + 1))
    if kind == "o":
        return set_player(st, seat, evolve(p, pp=p.pp + st.colony_ships[idx * 5:idx * 5 + 5].count(seat)))
    return st


