"""Top-level turns: Phase B (place a die or pass), Phase C (pay or take pirate points),
Phase D (honour, upkeep, feeding), Phase E (crown requests); windmill and guild tiles."""

from __future__ import annotations

from tabletop.core import Action

from .actions import act
from .board import (
    can_pay_wood,
    city_counts,
    gain_wood,
    on_board,
    pay_wood,
    set_at,
    set_player,
    ships_on_board,
    wood_available,
)
from .effects import building_action, halve_pirates, push, take_pirates, tier
from .flow import ROUND_COLUMN
from .frames import ship_actions
from .state import State, evolve
from .tables import Tables
from .windmill import apply_windmill, windmill_actions

# ---- guild tiles --------------------------------------------------------------------------

def guild_actions(R, st: State, seat: int, phase: str) -> list[Action]:
    T: Tables = R.T
    if st.used_guild:
        return []
    p = st.players[seat]
    out = []
    for t in p.guild_up:
        if t == "monk":
            ok = wood_available(st, seat) > 0
        elif t == "miller":
            ok = p.mill < T.mill_max
        elif t == "bishop":
            ok = any(seat in m for m in st.markers)
        elif t in ("patron", "treasurer", "scout"):
            ok = True
        elif t == "noble":
            ok = phase == "C" and not st.noble
        elif t == "diplomat":
            ok = phase == "C" and not st.diplomat
        elif t == "navigator":
            ok = bool(ship_actions(R, st, seat, ()))
        elif t == "engineer":
            ok = phase == "B" and not st.engineer
        elif t == "constable":
            ok = p.pirates >= 2
        else:  # lady
            ok = p.reals >= 4 and any(tier(T, st, seat, b) for b in range(5))
        if ok:
            out.append(act("use", f"guild:{t}"))
    return out


def apply_guild(R, st: State, seat: int, a: Action) -> State:
    t = a.args[0].split(":", 1)[1]
    p = st.players[seat]
    p = evolve(p, guild_up=tuple(x for x in p.guild_up if x != t), guild_down=p.guild_down + (t,))
    st = set_player(st, seat, p, used_guild=True)
    if t == "monk":
        return gain_wood(st, seat, 2)
    if t == "miller":
        return set_player(st, seat, evolve(p, mill=p.mill + 1))
    if t == "patron":
        return set_player(st, seat, evolve(p, bread=p.bread + 3))
    if t == "treasurer":
        return set_player(st, seat, evolve(p, reals=p.reals + 5))
    if t == "constable":
        return halve_pirates(st, seat)
    if t == "noble":
        return evolve(st, noble=True)
    if t == "diplomat":
        return evolve(st, diplomat=True)
    if t == "engineer":
        return evolve(st, engineer=True)
    if t == "navigator":
        return push(st, "ship", seat, 1)
    return push(st, t, seat, 0)  # bishop, lady, scout: a second choice follows


# ---- Phase B ------------------------------------------------------------------------------

def b_actions(R, st: State, seat: int) -> list[Action]:
    T: Tables = R.T
    M = R.menu
    n = len(st.players)
    p = st.players[seat]
    out = windmill_actions(T, st, seat, True)
    if p.guild_up and not st.used_guild:
        out += guild_actions(R, st, seat, "B")
    values = sorted(set(p.dice))
    pirates = sorted(set(st.pirate_dice)) if st.tower[seat] else ()
    for b, dice in enumerate(st.bdice):
        if len(dice) >= n:
            continue
        lowest = T.building_area[b] - p.bread  # a lower die would need more bread than there is
        place = M.place[b]
        out += [place[v] for v in values if v >= lowest]
        if pirates and not any(d[2] for d in dice):
            pirate = M.pirate[b]
            out += [pirate[v] for v in pirates if v >= lowest]
    for r, disc in enumerate(st.pass_disc):
        if disc < 0 and T.pass_min[r] <= n:  # one pass row per player (stand-in at 2/3)
            out += M.pass_row[r]
    return out


def apply_b(R, st: State, seat: int, a: Action) -> State:
    T: Tables = R.T
    p = st.players[seat]
    if a.verb in ("place", "pirate"):
        b = R.building_index[a.args[0]]
        v = int(a.args[1])
        bread = p.bread - max(0, T.building_area[b] - v)
        stack = st.stack + (("act", seat, b, ()),)
        if a.verb == "place":
            dice = list(p.dice)
            dice.remove(v)
            bdice = set_at(st.bdice, b, st.bdice[b] + ((v, seat, 0),))
            return set_player(st, seat, evolve(p, bread=bread, dice=tuple(dice)), bdice=bdice,
                              markers=set_at(st.markers, b, st.markers[b] + (seat,)), turn_done=True, stack=stack)
        pd = list(st.pirate_dice)
        pd.remove(v)
        bdice = set_at(st.bdice, b, st.bdice[b] + ((v, seat, 1),))
        return set_player(st, seat, evolve(p, bread=bread), bdice=bdice, pirate_dice=tuple(pd),
                          tower=set_at(st.tower, seat, st.tower[seat] - 1), turn_done=True, stack=stack)
    # pass
    parts = a.args[0].split(":")
    r = int(parts[1]) - 1
    side = 1 if len(parts) > 2 and parts[2] == "right" else 0
    row = T.pass_rows[r]
    what, amount = (row[2], row[3]) if side else (row[0], row[1])
    st = set_player(st, seat, evolve(p, dice=()), pass_disc=set_at(st.pass_disc, r, seat),
                    pass_side=set_at(st.pass_side, r, side), row_disc=set_at(st.row_disc, st.cursor, -1),
                    passed=set_at(st.passed, seat, True), turn_done=True)
    p = st.players[seat]
    if what == "reals":
        return set_player(st, seat, evolve(p, reals=p.reals + amount))
    if what == "city":
        return push(st, "city", seat, 1, (amount,))
    if what == "tower":
        return push(st, "tower", seat, 1, (amount,))
    return push(st, "ship", seat, amount)


# ---- Phase C ------------------------------------------------------------------------------

def building_cost(T: Tables, st: State, b: int) -> int:
    if st.noble:
        return 0
    return max(0, T.cost_base - sum(v for v, _, pirate in st.bdice[b] if not pirate))


def pirate_points(st: State, b: int) -> int:
    return next((v + 1 for v, _, pirate in st.bdice[b] if pirate), 1)


def c_actions(R, st: State, seat: int) -> list[Action]:
    T: Tables = R.T
    out = windmill_actions(T, st, seat, True) + guild_actions(R, st, seat, "C")
    if st.players[seat].reals >= building_cost(T, st, st.step):
        out.append(act("pay"))
    out.append(act("pirates"))
    return out


def apply_c(R, st: State, seat: int, a: Action) -> State:
    T: Tables = R.T
    b = st.step
    p = st.players[seat]
    if a.verb == "pirates":
        return set_player(st, seat, take_pirates(p, pirate_points(st, b)), turn_done=True)
    st = set_player(st, seat, evolve(p, reals=p.reals - building_cost(T, st, b)), turn_done=True)
    return building_action(T, st, seat, b)


# ---- Phase D ------------------------------------------------------------------------------

def upkeep_due(st: State, seat: int) -> int:
    return ships_on_board(st, seat)


def feeding_due(st: State, seat: int) -> int:
    return max(0, on_board(st, seat) - st.players[seat].mill)


def max_wood_payment(T: Tables, st: State, seat: int, due: int) -> int:
    return max((k for k in range(due + 1) if can_pay_wood(T, st, seat, k)), default=0)


def d_actions(R, st: State, seat: int) -> list[Action]:
    T: Tables = R.T
    if st.step == 0:
        return [act("honour"), act("decline")]
    out = windmill_actions(T, st, seat, False)
    if st.step == 2:
        k = max_wood_payment(T, st, seat, upkeep_due(st, seat))
        return out + [act("upkeep", str(i)) for i in range(k + 1)]
    due = feeding_due(st, seat)
    return out + [act("feed", str(i)) for i in range(min(due, st.players[seat].bread) + 1)]


def apply_d(R, st: State, seat: int, a: Action) -> State:
    T: Tables = R.T
    p = st.players[seat]
    if a.verb in ("exchange", "mill"):
        return apply_windmill(T, st, seat, a)
    if a.verb == "honour":
        p = evolve(p, pp=p.pp + T.honour_pp)
        return set_player(st, seat, p, tower=set_at(st.tower, seat, st.tower[seat] - 1), step=1)
    if a.verb == "decline":
        return evolve(st, step=1)
    k = int(a.args[0])
    if a.verb == "upkeep":
        due = upkeep_due(st, seat)
        if k:
            st = pay_wood(T, st, seat, k)
            p = st.players[seat]
        p = take_pirates(p, due - k)
    else:
        due = feeding_due(st, seat)
        p = take_pirates(evolve(p, bread=p.bread - k), due - k)
    return set_player(st, seat, p, cursor=st.cursor + 1, wood_bought=0)


# ---- Phase E ------------------------------------------------------------------------------

def e_actions(R, st: State, seat: int) -> list[Action]:
    return [act("fulfil", f"crown:{t}") for t in st.players[seat].crowns]


def apply_e(R, st: State, seat: int, a: Action) -> State:
    T: Tables = R.T
    tile = a.args[0].split(":", 1)[1]
    p = st.players[seat]
    crowns = tuple(t for t in p.crowns if t != tile)
    kind = T.crown_type[tile]
    if kind == "wealth":
        return set_player(st, seat, evolve(p, crowns=crowns), step=st.step - 1,
                          stack=st.stack + (("wealth", seat, 0, ()),))
    pp, used = crown_score(T, st, seat, kind)
    return set_player(st, seat, evolve(p, crowns=crowns, pp=p.pp + pp), step=st.step - 1,
                      targets=st.targets + used)


def crown_score(T: Tables, st: State, seat: int, kind: str) -> tuple[int, tuple[int, ...]]:
    """The best score of one crown request; targets already scored this round are excluded.
    Target codes: route r, 100+colony space, 200+guild tile, 300+city."""
    col = ROUND_COLUMN[st.round]
    n = len(st.players)
    options: list[tuple[int, int]] = []  # (pp, target)
    limit = 3
    if kind == "trade":
        options = [(T.market_pp[r // 4][col], r) for r, s in enumerate(st.routes) if s == seat]
    elif kind == "exploration":
        options = [(T.colony_pp[k // 5][col], 100 + k) for k, s in enumerate(st.colony_ships) if s == seat]
    elif kind == "guild":
        # one face-up tile per guild, each tile scoring once per round
        per_guild: dict[str, int] = {}
        for t in st.players[seat].guild_up:
            code = 200 + T.tile_ids.index(t)
            if code not in st.targets:
                per_guild.setdefault(T.tile_guild[t], code)
        options = [(5, code) for code in per_guild.values()]
        limit = 4
    elif kind == "urban":
        limit = 1
        for c in range(3):
            counts, neutral, right = city_counts(st, c, n)
            if not counts[seat]:
                continue
            pieces = counts + [neutral]
            best = max(pieces)
            winner = max((i for i in range(n + 1) if pieces[i] == best), key=lambda i: right[i])
            options.append((T.city_pp[c][0] if winner == seat else T.city_pp[c][1], 300 + c))
    options = sorted((o for o in options if o[1] not in st.targets), reverse=True)[:limit]
    return sum(o[0] for o in options), tuple(o[1] for o in options)
