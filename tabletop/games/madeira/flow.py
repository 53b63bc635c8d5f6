"""Phase flow: the deal, the opening placement, Phase A, and the automatic steps between
decisions (``settle`` runs after every action until someone must choose)."""

from __future__ import annotations

from collections.abc import Callable, Sequence
from typing import Any

from tabletop.core import CHANCE, Action

from .actions import act, chance_act
from .board import (
    add_goods,
    add_worker,
    empty_city_spaces,
    feeding_due,
    set_at,
    set_player,
    upkeep_due,
)
from .state import State, evolve
from .tables import Tables, rolls

# Rulebook: Phase E: Crown request phase, "Round 1: ... choose 1 of the 2 Crown request tiles",
#   "Round 3: ... choose 2 of the 3", "Round 5: each player discards all 3"
E_DISCARDS = {1: 1, 3: 2, 5: 3}
# Rulebook: Crown request tile details, "The prestige points are printed on each market and change
#   from round to round." (rounds 1, 3, 5)
ROUND_COLUMN = {1: 0, 3: 1, 5: 2}  # which printed PP value a crown request scores


FRESH = {"used_guild": False, "turn_done": False, "noble": False, "diplomat": False, "engineer": False,
         "wood_bought": 0}


def fresh_turn(state: State, **more: Any) -> State:
    if state.used_guild or state.turn_done or state.noble or state.diplomat or state.engineer or state.wood_bought:
        more = {**FRESH, **more}
    return evolve(state, **more)


TILE_DISTRICTS = tuple(d for d in range(18) if d % 6 >= 2)  # the unbuilt districts at the start


# ---- who decides --------------------------------------------------------------------------

def seat_to_act(tables: Tables, state: State) -> int | None:
    """The seat deciding now, CHANCE, or None at the end (the stack is settled)."""
    if state.stack:
        return state.stack[-1].seat
    n = len(state.players)
    ph = state.phase
    if ph == "deal":
        return CHANCE
    if ph == "open":
        # Rulebook: Setup at the start of the game, "In reverse turn order (starting with the player
        #   whose tracking disc is on the bottom space of the guild board's pass column)"
        rev = state.order[::-1]
        return rev[state.step] if state.step < n else rev[(state.step - n) // 2]
    # Rulebook: Phase A: Setup phase, "In the turn order shown on the guild board, each player
    #   chooses a dice row"
    if ph == "A":
        return CHANCE if state.step < 3 else state.order[state.cursor]
    # Rulebook: Phase B: Character action phase, "In the turn order shown by the tracking discs in
    #   the guild board's dice column"
    if ph == "B":
        return state.row_disc[state.cursor]
    # Rulebook: Phase C, Resolving building actions: "each player with at least 1 action marker
    #   there, in the turn order shown by the tracking discs in the guild board's pass column"
    if ph == "C":
        return CHANCE if state.cursor < 0 else state.order[state.cursor]
    # Not in the rulebook (the order within Phase D is not given); README decision 9: honour, then
    #   each step in pass-column order
    if ph == "D":
        return honour_leader(state) if state.step == 0 else state.order[state.cursor]
    if ph == "E":
        return state.order[state.cursor]
    return None


# Rulebook: Phase D, 1. Honour award, "If several players tie for the most workers, nobody may
#   return a worker and nobody gains prestige points."
def honour_leader(state: State) -> int | None:
    best = max(state.tower)
    if best == 0 or state.tower.count(best) > 1:
        return None
    return state.tower.index(best)


# ---- settle -------------------------------------------------------------------------------

def settle(tables: Tables, state: State) -> State:
    """Carry out the automatic steps until someone must choose (or the game has ended)."""
    while not state.stack:
        step = SETTLE_STEPS.get(state.phase)
        after = step(tables, state) if step is not None else None
        if after is None:
            return state
        state = after
    return state


# each phase's automatic step: the next state, or None while someone must choose there
def settle_deal(tables: Tables, state: State) -> State | None:
    n = len(state.players)
    limit = (n, 5 * n, 12, 6)[state.step]
    if state.cursor < limit:
        return None
    return evolve(state, step=state.step + 1, cursor=0) if state.step < 3 else finish_deal(tables, state)


def settle_opening(tables: Tables, state: State) -> State | None:
    return start_round(state) if state.step >= 3 * len(state.players) else None


def settle_a(tables: Tables, state: State) -> State | None:
    n = len(state.players)
    if state.step == 0 and state.cursor == 3:
        # Rulebook: Phase A: Setup phase, "Each round, one building therefore gets no
        #   character tile" and "In the round that this numeral shows, no character tile is
        #   placed on that building."
        free = [b for b in range(5) if b not in state.char_at and tables.building_idle_round[b] != state.round]
        return evolve(state, char_at=set_at(state.char_at, 3, free[0]), step=1, cursor=0)
    if state.step == 1 and state.cursor >= n:
        return evolve(state, step=2, cursor=0)
    if state.step == 2 and state.cursor >= 1:
        return evolve(state, step=3, cursor=0)
    if state.step == 3 and state.cursor >= n:
        return fresh_turn(state, phase="B", step=0, cursor=0, passed=(False,) * n)
    return None


def settle_b(tables: Tables, state: State) -> State | None:
    return next_b_turn(state) if state.turn_done else None


def settle_c(tables: Tables, state: State) -> State | None:
    if state.step >= 5:
        return end_c(state)
    if state.cursor < 0:
        return None
    # Rulebook: Phase C, Resolving building actions: "Players without an action marker
    #   on the building are skipped." and "you carry out the building action or receive
    #   pirate points only once"
    # the next seat in pass order with an action marker here (after one finished)
    n = len(state.players)
    c = state.cursor + 1 if state.turn_done else state.cursor
    markers = state.markers[state.step]
    while c < n and state.order[c] not in markers:
        c += 1
    if c >= n:
        return enter_building(state, state.step + 1)
    if c == state.cursor:
        return None
    return fresh_turn(state, cursor=c)


def settle_d(tables: Tables, state: State) -> State | None:
    if state.step == 0:
        return None if honour_leader(state) is not None else evolve(state, step=1)
    if state.step == 1:
        return colony_income(tables, state)
    if state.cursor >= len(state.players):
        return (fresh_turn(state, step=3, cursor=0) if state.step == 2
                else fresh_turn(state, phase="E", step=E_DISCARDS.get(state.round, 0), cursor=0, targets=()))
    seat = state.order[state.cursor]
    if (upkeep_due(state, seat) if state.step == 2 else feeding_due(state, seat)) == 0:
        return fresh_turn(state, cursor=state.cursor + 1)
    return None


def settle_e(tables: Tables, state: State) -> State | None:
    # Rulebook: Phase E, "Rounds 2, 4: in these rounds the crops produced by the island's
    #   fields change."
    if state.round not in E_DISCARDS:
        return start_round(switch_crops(tables, state))
    if state.cursor >= len(state.players):
        # Rulebook: Flow of the game, "The game ends when round 5 ends."
        return evolve(state, phase="end", step=0, cursor=0) if state.round == 5 else start_round(state)
    # Rulebook: Phase E, "You must discard the required number of Crown request tiles even
    #   if they earn you no prestige points."
    if state.step == 0 or not state.players[state.order[state.cursor]].crowns:
        return evolve(state, cursor=state.cursor + 1, step=E_DISCARDS[state.round], targets=())
    return None


SETTLE_STEPS: dict[str, Callable[[Tables, State], State | None]] = {"deal": settle_deal, "open": settle_opening,
    "A": settle_a, "B": settle_b, "C": settle_c, "D": settle_d, "E": settle_e}


# Rulebook: Preparation before the game, "The 1st player receives 2 extra reals, the 2nd player 3,
#   the 3rd player 4, and the 4th player 5."
# Rulebook: Preparation before the game, "turn order is determined by these dealt tiles" (how is not
#   given; README "Initial turn order": the tile's number)
def finish_deal(tables: Tables, state: State) -> State:
    """Turn order follows the numbers of the dealt starting requests; then the bonus reals."""
    n = len(state.players)
    order = tuple(sorted(range(n), key=lambda s: tables.start_order[state.players[s].crowns[0]]))
    players = list(state.players)
    for pos, seat in enumerate(order):
        players[seat] = evolve(players[seat], reals=players[seat].reals + tables.start_bonus[pos])
    return evolve(state, players=tuple(players), order=order, phase="open", step=0, cursor=0,
                   pass_disc=order + (-1,) * (4 - n))


# Rulebook: Course of a round, "A round has the following 5 phases: A. Setup phase, B. Character
#   action phase, C. Building action phase, D. Maintenance phase, E. Crown request phase"
def start_round(state: State) -> State:
    n = len(state.players)
    return evolve(state, round=state.round + 1, phase="A", step=0, cursor=0, char_at=(-1,) * 4,
                   row_dice=((),) * n, pirate_dice=(), row_disc=(-1,) * n, targets=())


# Rulebook: Phase B, "Keep taking turns in this order until all players have passed." Pass: "The
#   tracking discs in the pass column set the turn order for the rest of this round and for Phase A
#   of the next round."
def next_b_turn(state: State) -> State:
    n = len(state.players)
    for k in range(1, n + 1):
        r = (state.cursor + k) % n
        if state.row_disc[r] >= 0:
            return fresh_turn(state, cursor=r)
    order = tuple(s for s in state.pass_disc if s >= 0)
    return enter_building(fresh_turn(state, phase="C", order=order), 0)


# Rulebook: Phase C, "The buildings' actions are resolved one at a time, in the order of these
#   numbers (1 to 5)" (the numbers are a stand-in: README); "Buildings without any action
#   marker are skipped."
def enter_building(state: State, b: int) -> State:
    while b < 5 and not state.markers[b]:
        b += 1
    # cursor -1: the dice there are re-rolled first (one chance decision for all of them)
    return fresh_turn(state, step=b, cursor=-1 if b < 5 and state.bdice[b] else 0)


# Rulebook: Phase C, "At the end of Phase C, return the action markers on the buildings to their
#   owners' homes and remove the character tiles from the buildings."
def end_c(state: State) -> State:
    return fresh_turn(state, phase="D", step=0, cursor=0, markers=((),) * 5, bdice=((),) * 5,
                      char_at=(-1,) * 4, pirate_dice=())


# Rulebook: Phase D, 2. Income, "For each of your workers in a colony, gain from the supply the crop
#   shown there." (the crops are stand-ins: README)
def colony_income(tables: Tables, state: State) -> State:
    players = list(state.players)
    for c, col in enumerate(state.colony_workers):
        for seat, k in enumerate(col):
            if k:
                players[seat] = add_goods(players[seat], tables.colony_good[c], k)
    return fresh_turn(state, players=tuple(players), step=2, cursor=0)


# Rulebook: Phase E, "Round 2: from now on, 'wheat switching fields' without trees produce sugar
#   instead of wheat." Round 4 gives wine, not the source's "sugar": README
#   decision 7
def switch_crops(tables: Tables, state: State) -> State:
    """Round 2: wheat switching fields without trees become sugar; round 4: sugar ones wine.
    A field that still has trees keeps its crop for the rest of the game."""
    frm, to = (0, 1) if state.round == 2 else (1, 2)
    crops = tuple(
        to if tables.field_switch[i] == to and tables.field_crop[i] == frm and state.trees[i] == 0 else c
        for i, c in enumerate(state.crops)
    )
    return evolve(state, crops=crops)


# ---- chance of the deal and of Phase A ------------------------------------------------------

def chance_actions(tables: Tables, state: State) -> Sequence[Action]:
    n = len(state.players)
    if state.phase == "deal":
        if state.step == 0:
            dealt = {p.crowns[0] for p in state.players if p.crowns}
            # Rulebook: Preparation before the game, "Of the 4 starting Crown request tiles, 1 is
            #   dealt at random to each player."
            return [chance_act("start", t) for t in tables.start_ids if t not in dealt]
        if state.step == 1:
            placed = {t for row in state.row_crowns for t in row}
            # Rulebook: Preparation before the game, "All Crown request tiles are laid out at
            #   random, face up, 5 per row" (the tiles per player count: README
            #   crown_requests)
            return [chance_act("crown", t) for t in tables.crown_ids
                    if tables.crown_min[t] <= n and t not in placed]
        if state.step == 2:
            # Rulebook: Preparation before the game, "The 12 guild tiles are laid out at random,
            #   face up, on the city districts, except for the 2 leftmost districts of each city."
            return [chance_act("guild", t) for t in tables.tile_ids if t not in state.districts]
        placed = {r for col in state.rewards for r in col}
        # Rulebook: Preparation before the game, "Place 2 Royal reward tiles at random on each
        #   colony."
        return [chance_act("reward", r) for r in tables.reward_ids if r not in placed]
    if state.phase == "A":
        if state.step == 0:
            # Rulebook: Phase A, "Shuffle the 4 character tiles and place them at random, face up,
            #   one on each of 4 building tiles."
            return [chance_act("character", f"building:{tables.building_ids[b]}") for b in range(5)
                    if b not in state.char_at and tables.building_idle_round[b] != state.round]
        # Rulebook: Phase A, "The guild dice are rolled, and a guild dice group is formed in each
        #   row" (grouping: README "Dice grouping"); "The 3 pirate dice are
        #   rolled and placed on the watchtower."
        return rolls(tables, ("roll",) + (False,) * 3 if state.step == 1 else ("roll",) + (True,) * tables.pirate_dice)
    # Rulebook: Phase C, "all the dice (guild dice and pirate dice) on its character tile are
    #   re-rolled"
    return rolls(tables, ("reroll",) + tuple(bool(d[2]) for d in state.bdice[state.step]))


def apply_chance(tables: Tables, state: State, a: Action) -> State:
    arg = a.args[0]
    if state.phase == "deal":
        k = state.cursor
        if state.step == 0:
            return set_player(state, k, evolve(state.players[k], crowns=(arg,)), cursor=k + 1)
        if state.step == 1:
            r = k // 5
            return evolve(state, row_crowns=set_at(state.row_crowns, r, state.row_crowns[r] + (arg,)), cursor=k + 1)
        if state.step == 2:
            return evolve(state, districts=set_at(state.districts, TILE_DISTRICTS[k], arg), cursor=k + 1)
        c = k // 2
        return evolve(state, rewards=set_at(state.rewards, c, state.rewards[c] + (arg,)), cursor=k + 1)
    if state.phase == "A":
        if state.step == 0:
            b = tables.building_ids.index(arg.split(":", 1)[1])
            return evolve(state, char_at=set_at(state.char_at, state.cursor, b), cursor=state.cursor + 1)
        if state.step == 1:
            dice = tuple(int(x) for x in a.args)
            return evolve(state, row_dice=set_at(state.row_dice, state.cursor, dice), cursor=state.cursor + 1)
        return evolve(state, pirate_dice=tuple(sorted(int(x) for x in a.args)), cursor=1)
    b = state.step
    rolled = tuple((int(x), seat, pirate) for x, (_, seat, pirate) in zip(a.args, state.bdice[b], strict=True))
    return evolve(state, bdice=set_at(state.bdice, b, rolled), cursor=0)


# ---- the opening and the Phase A picks ------------------------------------------------------

def opening_actions(tables: Tables, state: State, seat: int) -> list[Action]:
    n = len(state.players)
    if state.step < n:
        # Rulebook: Setup at the start of the game, "each player places 1 of their workers on an
        #   empty city space."
        return [act("place", tables.city_space_ids[k])
                for k in empty_city_spaces(state)]
    # Rulebook: Setup at the start of the game, "each player places 2 workers from home onto 2
    #   fields (fields of any area, or the forest)"
    second = (state.step - n) % 2 == 1
    mine = [tables.field_area[i] for i, w in enumerate(state.field_workers) if seat in w]
    out = []
    for i, w in enumerate(state.field_workers):
        if w:
            # Rulebook: Setup at the start of the game, "You cannot place a worker where another
            #   worker already stands."
            continue  # the opening forbids sharing a field
        if second and mine and mine[0] and tables.field_area[i] == mine[0]:
            # Rulebook: Setup at the start of the game, "You cannot place your 2 workers in the same
            #   area." (the forest belongs to no area)
            continue  # nor two fields of one area
        out.append(act("place", tables.field_locs[i]))
    return out


def apply_opening(tables: Tables, state: State, seat: int, a: Action) -> State:
    kind, idx = tables.loc[a.args[0]]
    return evolve(add_worker(state, seat, kind, idx), step=state.step + 1)


# Rulebook: Phase A, "a. Move your tracking disc from the pass column to the chosen dice row." "Each
#   row can hold only one disc." "c. Take 1 Crown request tile from the chosen row."
def pick_actions(tables: Tables, state: State, seat: int) -> list[Action]:
    rows = tables.guild_rows[len(state.players)]
    out = []
    for r, disc in enumerate(state.row_disc):
        if disc >= 0:
            continue
        for tile in state.row_crowns[r]:
            if len(rows[r]) == 1:
                out.append(act("pick", f"crown:{tile}"))
            else:
                # Rulebook: Phase A, "In a 2- or 3-player game, choose one of the two guilds" (which
                #   two is a stand-in: README guild_rows)
                out.extend(act("pick", f"crown:{tile}", guild) for guild in rows[r])
    return out


def apply_pick(tables: Tables, state: State, seat: int, a: Action) -> State:
    tile = a.args[0].split(":", 1)[1]
    r = next(i for i, row in enumerate(state.row_crowns) if tile in row)
    rows = tables.guild_rows[len(state.players)]
    guild = a.args[1] if len(a.args) > 1 else rows[r][0]
    p = state.players[seat]
    # Rulebook: Phase A, "d. (If possible) turn guild tiles from face down to face up." and "b. Take
    #   the guild dice group to use this round from the chosen row."
    up = tuple(t for t in p.guild_down if tables.tile_guild[t] == guild)
    p = evolve(p, dice=state.row_dice[r], crowns=p.crowns + (tile,), guild_up=p.guild_up + up,
                guild_down=tuple(t for t in p.guild_down if t not in up))
    crowns = tuple(t for t in state.row_crowns[r] if t != tile)
    pass_disc = tuple(-1 if s == seat else s for s in state.pass_disc)
    return set_player(state, seat, p, row_crowns=set_at(state.row_crowns, r, crowns),
                      row_disc=set_at(state.row_disc, r, seat), pass_disc=pass_disc, cursor=state.cursor + 1)
