"""The Commander's ships (and the Navigator's, the pass rows'): where a ship may go, and moving it
to a trade-route space (its reals) or a colony space (a Royal reward)."""

from __future__ import annotations

from tabletop.core import Action

from .actions import act
from .board import (
    can_pay_wood,
    cship_id,
    pay_wood,
    route_id,
    set_at,
    set_player,
    ships_home,
    ships_home_id,
)
from .effects import count_down, push
from .state import EMPTY, Moves, RewardFrame, State, evolve
from .tables import Tables


# Rulebook: Commander, "Move up to 2 of your ships to empty spaces": colony spaces "by discarding
#   the prescribed number of wine", trade route spaces "by discarding the prescribed number of
#   crops" (costs and spaces per player count: README)
def ship_actions(tables: Tables, state: State, seat: int, moved: tuple[int, ...]) -> list[Action]:
    """Ship moves: a ship from home (1 wood) or one not yet moved in this action, to an empty
    usable trade-route space (its crops) or colony space (its wine)."""
    p = state.players[seat]
    n = len(state.players)
    srcs: list[tuple[str, bool]] = []
    # Rulebook: Commander, "To move a ship from home, you must discard 1 wood." "Once placed on the
    #   game board, a ship can never return home."
    if ships_home(tables, state, seat) > 0:
        srcs.append((ships_home_id(seat), True))
    # Rulebook: Commander, "With this action you cannot move the same ship twice in a row. Each ship
    #   you move must go to a different space"
    srcs += [(route_id(tables, r), False) for r, s in enumerate(state.routes) if s == seat and r not in moved]
    srcs += [(cship_id(tables, k), False) for k, s in enumerate(state.colony_ships) if s == seat and 100 + k not in moved]
    if not srcs:
        return []
    dsts: list[tuple[str, int, int]] = []  # id, crop, cost
    for r, s in enumerate(state.routes):
        if s == EMPTY and tables.route_min[r] <= n and p.goods[r // 4] >= tables.route_cost[r]:
            dsts.append((route_id(tables, r), r // 4, tables.route_cost[r]))
    for k, s in enumerate(state.colony_ships):
        if s == EMPTY and tables.cship_min[k] <= n and p.goods[2] >= tables.cship_cost[k]:
            dsts.append((cship_id(tables, k), 2, tables.cship_cost[k]))
    out: list[Action] = []
    wood_ok = None
    for src, from_home in srcs:
        if from_home:
            if wood_ok is None:
                wood_ok = can_pay_wood(tables, state, seat, 1)
            if not wood_ok:
                continue
        out.extend(act("ship", d, src) for d, _, _ in dsts)
    return out



def apply_ship(tables: Tables, state: State, seat: int, a: Action) -> State:
    dst, src = a.args
    frame = state.stack[-1]
    assert isinstance(frame, Moves), frame
    from_home = src == ships_home_id(seat)
    if not from_home:
        i = _space_index(tables, src)
        if src.startswith("route:"):
            state = evolve(state, routes=set_at(state.routes, i, EMPTY))
        else:
            state = evolve(state, colony_ships=set_at(state.colony_ships, i, EMPTY))
    j = _space_index(tables, dst)
    p = state.players[seat]
    reward_colony = -1
    # Rulebook: Commander, "For a ship moved to a trade route space, gain as many reals from the
    #   supply as the number shown on that space."
    if dst.startswith("route:"):
        crop = j // 4
        p = evolve(p, goods=set_at(p.goods, crop, p.goods[crop] - tables.route_cost[j]), reals=p.reals + tables.route_reals[j])
        state = set_player(state, seat, p, routes=set_at(state.routes, j, seat))
        code = j
    else:
        p = evolve(p, goods=set_at(p.goods, 2, p.goods[2] - tables.cship_cost[j]))
        state = set_player(state, seat, p, colony_ships=set_at(state.colony_ships, j, seat))
        code = 100 + j
        reward_colony = j // 5
    state = count_down(evolve(state, stack=state.stack[:-1] + (frame._replace(moved=frame.moved + (code,)),)))
    if from_home:  # the wood is paid (and maybe bought) before the reals of the space are
        state = pay_wood_before_gain(tables, state, seat, tables.route_reals[j] if code < 100 else 0)
    # Rulebook: Commander, "For a ship moved to a colony space, carry out 1 of the 2 Royal reward
    #   tiles of that colony."
    if reward_colony >= 0 and state.rewards[reward_colony]:
        state = push(state, RewardFrame("reward", seat, reward_colony))
    return state


def pay_wood_before_gain(tables: Tables, state: State, seat: int, gained: int) -> State:
    """The ship's wood is bought with the reals the player had before this move's income."""
    p = state.players[seat]
    state = set_player(state, seat, evolve(p, reals=p.reals - gained))
    state = pay_wood(tables, state, seat, 1)
    p = state.players[seat]
    return set_player(state, seat, evolve(p, reals=p.reals + gained))


def _space_index(tables: Tables, text: str) -> int:
    where, name, num = text.split(":")
    if where == "route":
        return tables.market_ids.index(name) * 4 + int(num) - 1
    return tables.colony_ids.index(name) * 5 + int(num) - 1


