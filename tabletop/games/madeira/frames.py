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
    moved_code,
    parse_loc,
    pay_wood,
    set_at,
    set_player,
    unmoved_sources,
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
    reward_effect,
    tier,
)
from .ships import apply_ship, ship_actions
from .state import (
    EMPTY,
    NEUTRAL,
    Again,
    Character,
    CityMoves,
    Counted,
    Frame,
    Moves,
    RewardFrame,
    State,
    Tower,
    evolve,
)
from .tables import (
    FOREST,
    Tables,
)
from .windmill import VERBS as WINDMILL_VERBS
from .windmill import apply_windmill, windmill_actions

DONE = act("done")


# ---- legal actions of the frames ---------------------------------------------------------

def frame_actions(tables: Tables, state: State) -> list[Action]:
    """The frame's own choices; in Phases B and C the windmill stays usable at any time of
    one's own turn (not in the middle of choosing where bought wood comes from)."""
    kind, seat = state.stack[-1].kind, state.stack[-1].seat
    out = _frame_actions(tables, state)
    if kind not in ("trees", "gain") and state.phase in ("B", "C"):
        out += windmill_actions(tables, state, seat, True)
    return out


def _frame_actions(tables: Tables, state: State) -> list[Action]:
    """The choices of the frames of the character actions (and a die's harvest)."""
    frame = state.stack[-1]
    kind, seat = frame.kind, frame.seat
    # Rulebook: Placing 1 die on a character tile, "They then either carry out the corresponding
    #   action or harvest. These actions are optional."
    if isinstance(frame, Character):
        out = []
        b = frame.building
        c = state.char_at.index(b) if b in state.char_at else -1
        # Rulebook: Harvest action, "If you place a die ... on the building without a character
        #   tile, you cannot carry out a character action ... You can only carry out the Harvest +1
        #   action"
        if c >= 0 and character_possible(tables, state, seat, c):
            out.append(act("act"))
        if area_workers(tables, state, seat, tables.building_area[b]):
            out.append(act("harvest"))
        out.append(act("skip"))
        return out
    # Rulebook: Steward, "Move up to 2 of your workers to fields (the forest included) that hold
    #   none of your workers." "You may move workers from your home, from other fields, from city
    #   spaces and from colony spaces."
    if isinstance(frame, Moves) and kind == "steward":
        srcs = unmoved_sources(tables, state, seat, frame.moved)
        out = [act("move", tables.field_locs[i], s) for i in range(15)
               if seat not in state.field_workers[i] for s in srcs]
        return out + [DONE]
    # Rulebook: Harvest action, "choose 1 of the fields you harvested from and harvest from it
    #   again"; Engineer: "after the normal harvest choose fields 2 more times"
    if isinstance(frame, Again):
        area = frame.area[0]
        return [act("again", tables.field_locs[i]) for i in range(FOREST)
                if tables.field_area[i] == area and seat in state.field_workers[i]] + [DONE]
    # Rulebook: Guild Master, "Choose 1 guild tile lying on a city district. Pay as many wood tiles
    #   as the number (2-5) shown at the top of that guild tile's column"
    if kind == "buy":
        # the dearest tile column the player can pay (the costs rise to the right)
        afford = max((c for c in tables.tile_costs if can_pay_wood(tables, state, seat, c)), default=-1)
        out = [act("buy", f"guild:{tile}") for d, tile in enumerate(state.districts)
               if tile not in ("", "-") and tables.tile_costs[d % 6 - 2] <= afford]
        return out + [DONE]
    # Rulebook: Mayor, "Choose up to 2 pieces on city spaces, each either one of your workers or a
    #   neutral citizen piece, and move them to other empty city spaces."
    if kind == "mayor":
        spaces = [k for k, occ in enumerate(state.city) if occ == seat or occ == NEUTRAL]
        empty = empty_city_spaces(state)
        ids = tables.city_space_ids
        return [act("mayor", ids[s], ids[d]) for s in spaces for d in empty] + [DONE]
    if isinstance(frame, Moves) and kind == "ship":
        return ship_actions(tables, state, seat, frame.moved) + [DONE]
    # Rulebook: Commander, "carry out 1 of the 2 Royal reward tiles of that colony" (not used up:
    #   README "Stand-in rules")
    if isinstance(frame, RewardFrame):
        return [act("reward", f"reward:{r}") for r in state.rewards[frame.colony]]
    return _building_frame_actions(tables, state, frame)


def _building_frame_actions(tables: Tables, state: State, frame: Frame) -> list[Action]:
    """The choices of the frames of the buildings' actions, the guild tiles and the wood."""
    kind, seat = frame.kind, frame.seat
    p = state.players[seat]
    # Rulebook: Capitania, Movement rules: "You may move workers from fields, from other city
    #   spaces, from colony spaces or from home. Workers on the watchtower cannot be moved."
    if isinstance(frame, CityMoves):
        srcs = unmoved_sources(tables, state, seat, frame.moved)
        return [act("to_city", tables.city_space_ids[d], s) for d in empty_city_spaces(state) for s in srcs] + [DONE]
    # Rulebook: Customs House, Movement rules: "You may move workers from fields, from city spaces,
    #   from other colonies or from home." Workers stand in the colony: README
    #   decision 4
    if isinstance(frame, Moves) and kind == "colony":
        srcs = unmoved_sources(tables, state, seat, frame.moved)
        return [act("to_colony", f"colony:{cid}", s) for cid in tables.colony_ids for s in srcs
                if s != f"colony:{cid}"] + [DONE]
    # Rulebook: Guild Hall, "you may turn 1 guild tile from face down to face up"
    if kind == "flip":
        return [act("flip", f"guild:{t}") for t in p.guild_down] + [DONE]
    # Rulebook: Fortress, Movement rules: "You may move workers from fields, from city spaces, from
    #   colonies or from home." "workers already there do not let you discard pirate points"
    if kind == "tower":
        return [act("to_tower", "tower:workers", s) for s in worker_sources(tables, state, seat)] + [DONE]
    # Rulebook: Crown request tile details, National wealth: "Pay up to 15 reals"
    if kind == "wealth":
        return [act("wealth", str(k)) for k in range(min(tables.wealth_max, p.reals) + 1)]
    # README decision 2: where each bought or gained wood comes from (not in the rulebook)
    if kind in ("trees", "gain"):
        out = [act("wood", tables.field_locs[i]) for i in range(FOREST)
               if seat in state.field_workers[i] and state.trees[i] > 0]
        if seat in state.field_workers[FOREST]:
            out.append(act("wood", "field:forest"))
        return out if kind == "trees" else out + [DONE]  # gained wood may be left on the board
    # Rulebook: Guild tiles, Bishop: "Take 1 of your action markers from any building and place it
    #   on any other building."
    if kind == "bishop":
        have = [b for b in range(5) if seat in state.markers[b]]
        return [act("bishop", f"building:{tables.building_ids[f]}", f"building:{tables.building_ids[t]}")
                for f in have for t in range(5) if t != f]
    # Rulebook: Guild tiles, Lady: "As usual, what the building action does depends on your workers
    #   in that building's area."
    if kind == "lady":
        return [act("lady", f"building:{tables.building_ids[b]}") for b in range(5) if tier(tables, state, seat, b)]
    # Rulebook: Guild tiles, Scout: "Move 1 of your workers from any place (including the watchtower
    #   and home) to any place."
    if kind == "scout":
        return scout_actions(tables, state, seat)
    raise AssertionError(kind)


# Rulebook: Guild tiles, Scout: "You may also return a worker on the board to home."
def scout_actions(tables: Tables, state: State, seat: int) -> list[Action]:
    srcs = worker_sources(tables, state, seat, tower=True)
    dsts = [tables.field_locs[i] for i in range(15) if seat not in state.field_workers[i]]
    dsts += [tables.city_space_ids[k] for k in empty_city_spaces(state)]
    dsts += [f"colony:{c}" for c in tables.colony_ids] + ["tower:workers", home_id(seat)]
    return [act("scout", d, s) for d in dsts for s in srcs if s != d]


# ---- applying frame actions --------------------------------------------------------------

# Rulebook: Details of character actions and harvest, "You never have to carry out everything an
#   action allows." (hence "done")
def apply_frame(tables: Tables, state: State, a: Action) -> State:
    frame = state.stack[-1]
    kind, seat = frame.kind, frame.seat
    v = a.verb
    if v in WINDMILL_VERBS:
        return apply_windmill(tables, state, seat, a)
    if v == "done":
        state = pop(state)
        # Rulebook: Mayor, "Next, whether or not you moved any workers or neutral citizen pieces,
        #   you gain the following from each city where at least 1 of your workers stands"
        return mayor_income(tables, state, seat) if kind == "mayor" else state
    if isinstance(frame, Character):
        return _apply_character(tables, state, frame, v)
    if kind == "steward":
        src, dst = parse_loc(tables.loc, seat, a.args[1]), tables.loc[a.args[0]]
        return count_down(remember_move(move_worker(state, seat, src, dst), dst))
    if kind == "again":
        return count_down(harvest_field(state, seat, tables.loc[a.args[0]][1]))
    if kind == "buy":
        tile = a.args[0].split(":", 1)[1]
        d = state.districts.index(tile)
        state = pop(state)
        p = state.players[seat]
        # Rulebook: Guild Master, "buy the tile and build that city district. Then place the bought
        #   guild tile face up in your home."
        state = set_player(state, seat, evolve(p, guild_up=p.guild_up + (tile,)), districts=set_at(state.districts, d, ""))
        return pay_wood(tables, state, seat, tables.tile_costs[d % 6 - 2])
    if kind in ("trees", "gain"):
        i = tables.loc[a.args[0]][1]
        if i != FOREST:
            state = evolve(state, trees=set_at(state.trees, i, state.trees[i] - 1))
        if kind == "gain":  # bought wood is already paid for and used; gained wood is taken now
            p = state.players[seat]
            state = set_player(state, seat, evolve(p, wood=p.wood + 1))
        return count_down(state)
    if kind == "mayor":
        s, d = tables.loc[a.args[0]][1], tables.loc[a.args[1]][1]
        piece = state.city[s]
        state = evolve(state, city=set_at(set_at(state.city, s, EMPTY), d, piece))
        if isinstance(frame, Counted) and frame.left <= 1:
            return mayor_income(tables, pop(state), seat)
        return count_down(state)
    if kind == "ship":
        return apply_ship(tables, state, seat, a)
    if kind == "reward":
        return reward_effect(tables, pop(state), seat, a.args[0].split(":", 1)[1])
    return _apply_building_frame(tables, state, frame, a)


def _apply_building_frame(tables: Tables, state: State, frame: Frame, a: Action) -> State:
    """A choice in a frame of a building's action, a guild tile or the wealth crown."""
    kind, seat = frame.kind, frame.seat
    if kind == "city":
        dst = tables.loc[a.args[0]]
        state = remember_move(move_worker(state, seat, parse_loc(tables.loc, seat, a.args[1]), dst), dst)
        p = state.players[seat]
        gain = frame.gains[0] if isinstance(frame, CityMoves) else 0
        if gain:
            state = set_player(state, seat, evolve(p, pp=p.pp + gain))
        return count_down(state) if empty_city_spaces(state) else pop(state)
    if kind == "colony":
        c = tables.loc[a.args[0]][1]
        state = remember_move(move_worker(state, seat, parse_loc(tables.loc, seat, a.args[1]), ("o", c)), ("o", c))
        p = state.players[seat]
        # Rulebook: Customs House, "For each worker moved this way, gain 1 prestige point per ship
        #   of yours on the colony spaces of the destination colony."
        ships = state.colony_ships[c * 5:c * 5 + 5].count(seat)
        return count_down(set_player(state, seat, evolve(p, pp=p.pp + ships)))
    if kind == "flip":
        tile = a.args[0].split(":", 1)[1]
        state = flip_up(state, seat, tile)
        return count_down(state) if state.players[seat].guild_down else pop(state)
    if kind == "tower":
        state = move_worker(state, seat, parse_loc(tables.loc, seat, a.args[1]), ("t", 0))
        return count_down(discard_pirates(state, seat, frame.discard[0] if isinstance(frame, Tower) else 0))
    if kind == "wealth":
        k = int(a.args[0])
        p = state.players[seat]
        return pop(set_player(state, seat, evolve(p, reals=p.reals - k, pp=p.pp + k)))
    if kind == "bishop":
        f, t = (tables.building_ids.index(x.split(":", 1)[1]) for x in a.args)
        fm = list(state.markers[f])
        fm.remove(seat)
        markers = set_at(set_at(state.markers, f, tuple(fm)), t, state.markers[t] + (seat,))
        return pop(evolve(state, markers=markers))
    if kind == "lady":
        b = tables.building_ids.index(a.args[0].split(":", 1)[1])
        p = state.players[seat]
        state = pop(set_player(state, seat, evolve(p, reals=p.reals - 4)))
        return building_action(tables, state, seat, b)
    if kind == "scout":
        return apply_scout(tables, pop(state), seat, a)
    raise AssertionError(kind)


def _apply_character(tables: Tables, state: State, frame: Character, v: str) -> State:
    """A die on a building: its character's action, a harvest in its area, or neither."""
    stack, seat, b = state.stack[:-1], frame.seat, frame.building
    if v == "skip":
        return evolve(state, stack=stack)
    if v == "harvest":
        area = tables.building_area[b]
        # Rulebook: Guild tiles, Engineer: "If you harvest through the building without a
        #   character tile (the Harvest +1 action), this tile adds to it, giving 3 extra
        #   harvests in total."
        extra = (0 if b in state.char_at else 1) + (2 if state.engineer else 0)  # Harvest +1, Engineer
        if extra:
            stack += (Again("again", seat, extra, (area,)),)
        return harvest(tables, state, seat, area, stack=stack)
    c = state.char_at.index(b)
    action: Frame = (Moves("steward", seat, 2, ()), Counted("buy", seat, 1), Counted("mayor", seat, 2),
                     Moves("ship", seat, 2, ()))[c]
    return evolve(state, stack=stack + (action,))


def remember_move(state: State, dst: tuple[str, int]) -> State:
    frame = state.stack[-1]
    code = moved_code(*dst)
    if isinstance(frame, CityMoves):
        frame = frame._replace(gains=frame.gains + (code,))
    else:
        assert isinstance(frame, Moves), frame
        frame = frame._replace(moved=frame.moved + (code,))
    return evolve(state, stack=state.stack[:-1] + (frame,))


def character_possible(tables: Tables, state: State, seat: int, c: int) -> bool:
    """Whether the seat could carry out character ``c``'s action at all."""
    if c == 0:  # every worker outside the watchtower may move (and a field is always free)
        return state.tower[seat] < tables.n_workers
    if c == 1:
        costs = [tables.tile_costs[d % 6 - 2] for d, tile in enumerate(state.districts) if tile not in ("", "-")]
        return bool(costs) and can_pay_wood(tables, state, seat, min(costs))
    if c == 2:
        # a worker of the seat in some city (the cities' spaces are all of state.city), else a
        # neutral piece to move to an empty space
        if seat in state.city:
            return True
        return NEUTRAL in state.city and bool(empty_city_spaces(state))
    return bool(ship_actions(tables, state, seat, ()))
