"""Effects shared by several actions: the frame stack, harvests, building actions, the
Mayor's income, royal rewards, the Scout, guild tiles turning face up, discarding pirates."""

from __future__ import annotations

from typing import Any

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
from .state import Again, CityMoves, Counted, Frame, Moves, Player, State, Tower, evolve
from .tables import CAPITANIA, CUSTOMS, FOREST, FORTRESS, GUILDHALL, MILL, Tables


def push(state: State, frame: Frame) -> State:
    return evolve(state, stack=state.stack + (frame,))


def pop(state: State) -> State:
    return evolve(state, stack=state.stack[:-1])


def count_down(state: State) -> State:
    """One more of the frame's moves is used; the frame ends after its last one."""
    frame = state.stack[-1]
    assert isinstance(frame, (Moves, CityMoves, Again, Tower, Counted)), frame
    if frame.left <= 1:
        return pop(state)
    return evolve(state, stack=state.stack[:-1] + (frame._replace(left=frame.left - 1),))


# ---- harvest ------------------------------------------------------------------------------

# Rulebook: Harvest action, Harvest +1: "after the first harvest, choose 1 of the fields you
#   harvested from and harvest from it again."
def harvest_field(state: State, seat: int, i: int) -> State:
    p = state.players[seat]
    if state.trees[i] > 0:
        return set_player(state, seat, evolve(p, wood=p.wood + 1), trees=set_at(state.trees, i, state.trees[i] - 1))
    return set_player(state, seat, add_goods(p, state.crops[i], 1))


# Rulebook: Harvest action, "For each of your workers on a field in the same area as the character
#   tile, gain: 1 wood from that field, if trees are on the field; otherwise 1 of the field's crop"
#   (a tree is taken: README decision 2)
def harvest(tables: Tables, state: State, seat: int, area: int, **more: Any) -> State:
    """One crop (or one wood while trees remain, taking a tree) from each own field of the
    area; ``more`` are further state changes made in the same copy."""
    p = state.players[seat]
    goods = list(p.goods)
    trees = list(state.trees)
    wood = 0
    for i in range(FOREST):
        if tables.field_area[i] == area and seat in state.field_workers[i]:
            if trees[i] > 0:
                trees[i] -= 1
                wood += 1
            else:
                goods[state.crops[i]] += 1
    p = evolve(p, goods=(goods[0], goods[1], goods[2]), wood=p.wood + wood)
    return set_player(state, seat, p, trees=tuple(trees), **more)


# ---- building actions (Phase C, and the Lady) --------------------------------------------

# Rulebook: Details of building actions, "If you have 1 or 2 workers in the building's area, you
#   carry out the upper action. If you have 3 or more ..., you carry out either the upper or the
#   lower action." (README decision 10)
def tier(tables: Tables, state: State, seat: int, b: int) -> int:
    """0: no action, 1: the upper action, 2: the lower one (3+ workers; it always includes
    the upper one, so it is the one taken)."""
    w = area_workers(tables, state, seat, tables.building_area[b])
    if w == 0:
        return 0  # no worker in the area: no action, the Diplomat does not change that
    # Rulebook: Guild tiles, Diplomat: "you carry it out as if you had 2 more workers in the
    #   building's area" (only with a worker there: README decision 15)
    w += 2 if state.diplomat else 0
    return 1 if w < 3 else 2


def building_action(tables: Tables, state: State, seat: int, b: int) -> State:
    t = tier(tables, state, seat, b)
    if t == 0:
        return state
    p = state.players[seat]
    # Rulebook: Mill, "1 or 2 of your workers in Area 2: gain 2 bread from the supply. 3 or more
    #   ...: gain 5 bread from the supply."
    if b == MILL:
        return set_player(state, seat, evolve(p, bread=p.bread + (2 if t == 1 else 5)))
    # Rulebook: Capitania, "gain 1 prestige point, and you may move 1 of your workers to an empty
    #   city space" / "gain 3 prestige points, and you may move up to 2 of your workers to empty
    #   city spaces"
    if b == CAPITANIA:
        state = set_player(state, seat, evolve(p, pp=p.pp + (1 if t == 1 else 3)))
        return push(state, CityMoves("city", seat, t, (0,))) if empty_city_spaces(state) else state
    # Rulebook: Customs House, "you may move 1 of your workers to a colony space" / "you may move up
    #   to 2 of your workers to colony spaces"
    if b == CUSTOMS:
        return push(state, Moves("colony", seat, t, ()))
    # Rulebook: Guild Hall, "you may turn 1 guild tile from face down to face up" / "you may turn 2
    #   guild tiles from face down to face up"
    if b == GUILDHALL:
        return push(state, Counted("flip", seat, t)) if p.guild_down else state
    # Rulebook: Fortress, "you may move 1 of your workers to the watchtower" / "up to 2"; "For each
    #   worker moved this way, you may discard 3 pirate points."
    assert b == FORTRESS
    return push(state, Tower("tower", seat, t, (3,)))


# Rulebook: Mayor, "Porto Santo: 2 bread per worker piece of yours, 1 bread per neutral citizen
#   piece. Funchal: 2 reals ... Machico: 2 wood ..., but only if the conditions for gaining wood are
#   met"
def mayor_income(tables: Tables, state: State, seat: int) -> State:
    n = len(state.players)
    for c in range(3):
        counts, neutral, _ = city_counts(state, c, n)
        # Rulebook: Mayor, "Note that you gain nothing from a city without a worker piece of yours,
        #   even if neutral pieces are there."
        if not counts[seat]:
            continue
        gain = 2 * counts[seat] + neutral
        p = state.players[seat]
        what = tables.city_gain[c]
        if what == "bread":
            state = set_player(state, seat, evolve(p, bread=p.bread + gain))
        elif what == "reals":
            state = set_player(state, seat, evolve(p, reals=p.reals + gain))
        else:
            state = gain_wood(state, seat, gain)
    return state


def flip_up(state: State, seat: int, tile: str) -> State:
    p = state.players[seat]
    return set_player(state, seat, evolve(p, guild_up=p.guild_up + (tile,),
                                        guild_down=tuple(t for t in p.guild_down if t != tile)))


def take_pirates(p: Player, k: int) -> Player:
    """Pirate points received: the amount is public (rulebook, Phase C), the total is not."""
    return evolve(p, pirates=p.pirates + k, pirates_known=p.pirates_known + k) if k else p


# Rulebook: Fortress, "For each worker moved this way, you may discard 3 pirate points." (the most
#   allowed is discarded: README decisions 11 and 18)
def discard_pirates(state: State, seat: int, k: int) -> State:
    """Discard up to ``k`` pirate points: always the most allowed, so the others can follow."""
    p = state.players[seat]
    return set_player(state, seat, evolve(p, pirates=max(0, p.pirates - k), pirates_known=max(0, p.pirates_known - k)))


def halve_pirates(state: State, seat: int) -> State:
    """The Constable: discard half of one's pirate points, rounded down."""
    p = state.players[seat]
    return set_player(state, seat, evolve(p, pirates=p.pirates - p.pirates // 2,
                                        pirates_known=p.pirates_known - p.pirates_known // 2))


# Rulebook: Commander, "For a ship moved to a colony space, carry out 1 of the 2 Royal reward tiles
#   of that colony." The tiles' effects are stand-ins: README royal_rewards
def reward_effect(tables: Tables, state: State, seat: int, reward: str) -> State:
    effect, k = tables.reward_effect[reward]
    p = state.players[seat]
    if effect == "pp":
        p = evolve(p, pp=p.pp + k)
    elif effect == "flip":
        return push(state, Counted("flip", seat, k)) if p.guild_down else state
    elif effect == "bread":
        p = evolve(p, bread=p.bread + k)
    elif effect == "reals":
        p = evolve(p, reals=p.reals + k)
    elif effect == "goods":
        wheat, sugar, wine = p.goods
        p = evolve(p, goods=(wheat + k, sugar + k, wine + k))
    elif effect == "pirates":
        return discard_pirates(state, seat, k)
    else:
        p = evolve(p, mill=min(tables.mill_max, p.mill + k))
    return set_player(state, seat, p)


# Rulebook: Guild tiles, Scout: "If you moved it to the watchtower, you may discard up to 3 pirate
#   points. If you moved it to a city space, gain 1 prestige point. If you moved it to a colony
#   where you have ships, gain 1 prestige point per ship"
def apply_scout(tables: Tables, state: State, seat: int, a: Action) -> State:
    dst, src = a.args
    state = move_worker(state, seat, parse_loc(tables.loc, seat, src), parse_loc(tables.loc, seat, dst))
    p = state.players[seat]
    kind, idx = parse_loc(tables.loc, seat, dst)
    if kind == "t":
        return discard_pirates(state, seat, 3)
    if kind == "c":
        return set_player(state, seat, evolve(p, pp=p.pp + 1))
    if kind == "o":
        return set_player(state, seat, evolve(p, pp=p.pp + state.colony_ships[idx * 5:idx * 5 + 5].count(seat)))
    return state


