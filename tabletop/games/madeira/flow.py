"""Phase flow: the deal, the opening placement, Phase A, and the automatic steps between
decisions (``settle`` runs after every action until someone must choose)."""

from __future__ import annotations

from tabletop.core import CHANCE, Action

from .actions import act, chance_act
from .board import add_goods, add_worker, empty_city_spaces, set_at, set_player
from .state import State, evolve
from .tables import SPACES_PER_CITY, Tables

E_DISCARDS = {1: 1, 3: 2, 5: 3}
ROUND_COLUMN = {1: 0, 3: 1, 5: 2}  # which printed PP value a crown request scores


FRESH = {"used_guild": False, "turn_done": False, "noble": False, "diplomat": False, "engineer": False,
         "wood_bought": 0}


def fresh_turn(st: State, **more) -> State:
    if st.used_guild or st.turn_done or st.noble or st.diplomat or st.engineer or st.wood_bought:
        more = {**FRESH, **more}
    return evolve(st, **more)


TILE_DISTRICTS = tuple(d for d in range(18) if d % 6 >= 2)  # the unbuilt districts at the start


# ---- who decides --------------------------------------------------------------------------

def seat_to_act(T: Tables, st: State) -> int | None:
    """The seat deciding now, CHANCE, or None at the end (the stack is settled)."""
    if st.stack:
        return st.stack[-1][1]
    n = len(st.players)
    ph = st.phase
    if ph == "deal":
        return CHANCE
    if ph == "open":
        rev = st.order[::-1]
        return rev[st.step] if st.step < n else rev[(st.step - n) // 2]
    if ph == "A":
        return CHANCE if st.step < 3 else st.order[st.cursor]
    if ph == "B":
        return st.row_disc[st.cursor]
    if ph == "C":
        return CHANCE if st.cursor < 0 else st.order[st.cursor]
    if ph == "D":
        return honour_leader(st) if st.step == 0 else st.order[st.cursor]
    if ph == "E":
        return st.order[st.cursor]
    return None


def honour_leader(st: State) -> int | None:
    best = max(st.tower)
    if best == 0 or st.tower.count(best) > 1:
        return None
    return st.tower.index(best)


# ---- settle -------------------------------------------------------------------------------

def settle(R, st: State) -> State:
    T: Tables = R.T
    n = len(st.players)
    while not st.stack:
        ph = st.phase
        if ph == "deal":
            limit = (n, 5 * n, 12, 6)[st.step]
            if st.cursor < limit:
                return st
            st = evolve(st, step=st.step + 1, cursor=0) if st.step < 3 else finish_deal(T, st)
        elif ph == "open":
            if st.step < 3 * n:
                return st
            st = start_round(st)
        elif ph == "A":
            if st.step == 0 and st.cursor == 3:
                free = [b for b in range(5) if b not in st.char_at and T.building_idle_round[b] != st.round]
                st = evolve(st, char_at=set_at(st.char_at, 3, free[0]), step=1, cursor=0)
            elif st.step == 1 and st.cursor >= n:
                st = evolve(st, step=2, cursor=0)
            elif st.step == 2 and st.cursor >= 1:
                st = evolve(st, step=3, cursor=0)
            elif st.step == 3 and st.cursor >= n:
                st = fresh_turn(st, phase="B", step=0, cursor=0, passed=(False,) * n)
            else:
                return st
        elif ph == "B":
            if not st.turn_done:
                return st
            st = next_b_turn(st)
        elif ph == "C":
            if st.step >= 5:
                st = end_c(st)
            elif st.cursor < 0:
                return st
            else:
                # the next seat in pass order with an action marker here (after one finished)
                c = st.cursor + 1 if st.turn_done else st.cursor
                markers = st.markers[st.step]
                while c < n and st.order[c] not in markers:
                    c += 1
                if c >= n:
                    st = enter_building(st, st.step + 1)
                elif c == st.cursor:
                    return st
                else:
                    st = fresh_turn(st, cursor=c)
        elif ph == "D":
            if st.step == 0:
                if honour_leader(st) is not None:
                    return st
                st = evolve(st, step=1)
            elif st.step == 1:
                st = colony_income(T, st)
            elif st.cursor >= n:
                st = (fresh_turn(st, step=3, cursor=0) if st.step == 2
                      else fresh_turn(st, phase="E", step=E_DISCARDS.get(st.round, 0), cursor=0, targets=()))
            else:
                seat = st.order[st.cursor]
                if (R.upkeep_due(st, seat) if st.step == 2 else R.feeding_due(st, seat)) == 0:
                    st = fresh_turn(st, cursor=st.cursor + 1)
                else:
                    return st
        elif ph == "E":
            if st.round not in E_DISCARDS:
                st = switch_crops(T, st)
                st = start_round(st)
            elif st.cursor >= n:
                st = evolve(st, phase="end", step=0, cursor=0) if st.round == 5 else start_round(st)
            elif st.step == 0 or not st.players[st.order[st.cursor]].crowns:
                st = evolve(st, cursor=st.cursor + 1, step=E_DISCARDS[st.round], targets=())
            else:
                return st
        else:
            return st
    return st


def finish_deal(T: Tables, st: State) -> State:
    """Turn order follows the numbers of the dealt starting requests; then the bonus reals."""
    n = len(st.players)
    order = tuple(sorted(range(n), key=lambda s: T.start_order[st.players[s].crowns[0]]))
    players = list(st.players)
    for pos, seat in enumerate(order):
        players[seat] = evolve(players[seat], reals=players[seat].reals + T.start_bonus[pos])
    return evolve(st, players=tuple(players), order=order, phase="open", step=0, cursor=0,
                   pass_disc=order + (-1,) * (4 - n))


def start_round(st: State) -> State:
    n = len(st.players)
    return evolve(st, round=st.round + 1, phase="A", step=0, cursor=0, char_at=(-1,) * 4,
                   row_dice=((),) * n, pirate_dice=(), row_disc=(-1,) * n, targets=())


def next_b_turn(st: State) -> State:
    n = len(st.players)
    for k in range(1, n + 1):
        r = (st.cursor + k) % n
        if st.row_disc[r] >= 0:
            return fresh_turn(st, cursor=r)
    order = tuple(s for s in st.pass_disc if s >= 0)
    return enter_building(fresh_turn(st, phase="C", order=order), 0)


def enter_building(st: State, b: int) -> State:
    while b < 5 and not st.markers[b]:
        b += 1
    # cursor -1: the dice there are re-rolled first (one chance decision for all of them)
    return fresh_turn(st, step=b, cursor=-1 if b < 5 and st.bdice[b] else 0)


def end_c(st: State) -> State:
    return fresh_turn(st, phase="D", step=0, cursor=0, markers=((),) * 5, bdice=((),) * 5,
                      char_at=(-1,) * 4, pirate_dice=())


def colony_income(T: Tables, st: State) -> State:
    players = list(st.players)
    for c, col in enumerate(st.colony_workers):
        for seat, k in enumerate(col):
            if k:
                players[seat] = add_goods(players[seat], T.colony_good[c], k)
    return fresh_turn(st, players=tuple(players), step=2, cursor=0)


def switch_crops(T: Tables, st: State) -> State:
    """Round 2: wheat switching fields without trees become sugar; round 4: sugar ones wine.
    A field that still has trees keeps its crop for the rest of the game."""
    frm, to = (0, 1) if st.round == 2 else (1, 2)
    crops = tuple(
        to if T.field_switch[i] == to and T.field_crop[i] == frm and st.trees[i] == 0 else c
        for i, c in enumerate(st.crops)
    )
    return evolve(st, crops=crops)


# ---- chance of the deal and of Phase A ------------------------------------------------------

def chance_actions(R, st: State) -> list[Action]:
    T: Tables = R.T
    n = len(st.players)
    if st.phase == "deal":
        if st.step == 0:
            dealt = {p.crowns[0] for p in st.players if p.crowns}
            return [chance_act("start", t) for t in T.start_ids if t not in dealt]
        if st.step == 1:
            placed = {t for row in st.row_crowns for t in row}
            return [chance_act("crown", t) for t in T.crown_ids
                    if T.crown_min[t] <= n and t not in placed]
        if st.step == 2:
            return [chance_act("guild", t) for t in T.tile_ids if t not in st.districts]
        placed = {r for col in st.rewards for r in col}
        return [chance_act("reward", r) for r in T.reward_ids if r not in placed]
    if st.phase == "A":
        if st.step == 0:
            return [chance_act("character", f"building:{T.building_ids[b]}") for b in range(5)
                    if b not in st.char_at and T.building_idle_round[b] != st.round]
        return R.rolls(("roll",) + (False,) * 3 if st.step == 1 else ("roll",) + (True,) * T.pirate_dice)
    return R.rolls(("reroll",) + tuple(bool(d[2]) for d in st.bdice[st.step]))


def roll_outcomes(T: Tables, key: tuple) -> tuple[Action, ...]:
    """The equally likely outcomes of rolling several dice at once, in die order (ordered
    tuples, so every outcome has the same chance): ``key`` is the verb and, per die, whether
    it is a pirate die."""
    outcomes: list[tuple[str, ...]] = [()]
    for pirate in key[1:]:
        faces = T.pirate_faces if pirate else T.guild_faces
        outcomes = [o + (str(v),) for o in outcomes for v in faces]
    return tuple(Action(key[0], o, True) for o in outcomes)


def apply_chance(R, st: State, a: Action) -> State:
    T: Tables = R.T
    arg = a.args[0]
    if st.phase == "deal":
        k = st.cursor
        if st.step == 0:
            return set_player(st, k, evolve(st.players[k], crowns=(arg,)), cursor=k + 1)
        if st.step == 1:
            r = k // 5
            return evolve(st, row_crowns=set_at(st.row_crowns, r, st.row_crowns[r] + (arg,)), cursor=k + 1)
        if st.step == 2:
            return evolve(st, districts=set_at(st.districts, TILE_DISTRICTS[k], arg), cursor=k + 1)
        c = k // 2
        return evolve(st, rewards=set_at(st.rewards, c, st.rewards[c] + (arg,)), cursor=k + 1)
    if st.phase == "A":
        if st.step == 0:
            b = T.building_ids.index(arg.split(":", 1)[1])
            return evolve(st, char_at=set_at(st.char_at, st.cursor, b), cursor=st.cursor + 1)
        if st.step == 1:
            dice = tuple(int(x) for x in a.args)
            return evolve(st, row_dice=set_at(st.row_dice, st.cursor, dice), cursor=st.cursor + 1)
        return evolve(st, pirate_dice=tuple(sorted(int(x) for x in a.args)), cursor=1)
    b = st.step
    rolled = tuple((int(x), seat, pirate) for x, (_, seat, pirate) in zip(a.args, st.bdice[b], strict=True))
    return evolve(st, bdice=set_at(st.bdice, b, rolled), cursor=0)


# ---- the opening and the Phase A picks ------------------------------------------------------

def opening_actions(R, st: State, seat: int) -> list[Action]:
    T: Tables = R.T
    n = len(st.players)
    if st.step < n:
        return [act("place", f"city:{T.city_ids[k // SPACES_PER_CITY]}:{k % SPACES_PER_CITY}")
                for k in empty_city_spaces(st)]
    second = (st.step - n) % 2 == 1
    mine = [T.field_area[i] for i, w in enumerate(st.field_workers) if seat in w]
    out = []
    for i, w in enumerate(st.field_workers):
        if w:
            continue  # the opening forbids sharing a field
        if second and mine and mine[0] and T.field_area[i] == mine[0]:
            continue  # nor two fields of one area
        out.append(act("place", f"field:{T.field_ids[i]}"))
    return out


def apply_opening(R, st: State, seat: int, a: Action) -> State:
    kind, idx = R.loc[a.args[0]]
    return evolve(add_worker(st, seat, kind, idx), step=st.step + 1)


def pick_actions(R, st: State, seat: int) -> list[Action]:
    T: Tables = R.T
    rows = T.guild_rows[len(st.players)]
    out = []
    for r, disc in enumerate(st.row_disc):
        if disc >= 0:
            continue
        for tile in st.row_crowns[r]:
            if len(rows[r]) == 1:
                out.append(act("pick", f"crown:{tile}"))
            else:
                out.extend(act("pick", f"crown:{tile}", g) for g in rows[r])
    return out


def apply_pick(R, st: State, seat: int, a: Action) -> State:
    T: Tables = R.T
    tile = a.args[0].split(":", 1)[1]
    r = next(i for i, row in enumerate(st.row_crowns) if tile in row)
    rows = T.guild_rows[len(st.players)]
    guild = a.args[1] if len(a.args) > 1 else rows[r][0]
    p = st.players[seat]
    up = tuple(t for t in p.guild_down if T.tile_guild[t] == guild)
    p = evolve(p, dice=st.row_dice[r], crowns=p.crowns + (tile,), guild_up=p.guild_up + up,
                guild_down=tuple(t for t in p.guild_down if t not in up))
    crowns = tuple(t for t in st.row_crowns[r] if t != tile)
    pass_disc = tuple(-1 if s == seat else s for s in st.pass_disc)
    return set_player(st, seat, p, row_crowns=set_at(st.row_crowns, r, crowns),
                      row_disc=set_at(st.row_disc, r, seat), pass_disc=pass_disc, cursor=st.cursor + 1)
