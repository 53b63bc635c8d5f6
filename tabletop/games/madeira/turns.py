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

def guild_actions(rules, state: State, seat: int, phase: str) -> list[Action]:
    tables: Tables = rules.T
    if state.used_guild:
        return []
    p = state.players[seat]
    out = []
    for t in p.guild_up:
        if t == "monk":
            ok = wood_available(state, seat) > 0
        elif t == "miller":
            ok = p.mill < tables.mill_max
        elif t == "bishop":
            ok = any(seat in m for m in state.markers)
        elif t in ("patron", "treasurer", "scout"):
            ok = True
        elif t == "noble":
            ok = phase == "C" and not state.noble
        elif t == "diplomat":
            ok = phase == "C" and not state.diplomat
        elif t == "navigator":
            ok = bool(ship_actions(rules, state, seat, ()))
        elif t == "engineer":
            ok = phase == "B" and not state.engineer
        elif t == "constable":
            ok = p.pirates >= 2
        else:  # lady
            ok = p.reals >= 4 and any(tier(tables, state, seat, b) for b in range(5))
        if ok:
            out.append(act("use", f"guild:{t}"))
    return out


def apply_guild(rules, state: State, seat: int, a: Action) -> State:
    t = a.args[0].split(":", 1)[1]
    p = state.players[seat]
    p = evolve(p, guild_up=tuple(x for x in p.guild_up if x != t), guild_down=p.guild_down + (t,))
    state = set_player(state, seat, p, used_guild=True)
    if t == "monk":
        return gain_wood(state, seat, 2)
    if t == "miller":
        return set_player(state, seat, evolve(p, mill=p.mill + 1))
    if t == "patron":
        return set_player(state, seat, evolve(p, bread=p.bread + 3))
    if t == "treasurer":
        return set_player(state, seat, evolve(p, reals=p.reals + 5))
    if t == "constable":
        return halve_pirates(state, seat)
    if t == "noble":
        return evolve(state, noble=True)
    if t == "diplomat":
        return evolve(state, diplomat=True)
    if t == "engineer":
        return evolve(state, engineer=True)
    if t == "navigator":
        return push(state, "ship", seat, 1)
    return push(state, t, seat, 0)  # bishop, lady, scout: a second choice follows


# ---- Phase B ------------------------------------------------------------------------------

def b_actions(rules, state: State, seat: int) -> list[Action]:
    tables: Tables = rules.T
    M = rules.menu
    n = len(state.players)
    p = state.players[seat]
    out = windmill_actions(tables, state, seat, True)
    if p.guild_up and not state.used_guild:
        out += guild_actions(rules, state, seat, "B")
    values = sorted(set(p.dice))
    pirates = sorted(set(state.pirate_dice)) if state.tower[seat] else ()
    for b, dice in enumerate(state.bdice):
        if len(dice) >= n:
            continue
        lowest = tables.building_area[b] - p.bread  # a lower die would need more bread than there is
        place = M.place[b]
        out += [place[v] for v in values if v >= lowest]
        if pirates and not any(d[2] for d in dice):
            pirate = M.pirate[b]
            out += [pirate[v] for v in pirates if v >= lowest]
    for r, disc in enumerate(state.pass_disc):
        if disc < 0 and tables.pass_min[r] <= n:  # one pass row per player (stand-in at 2/3)
            out += M.pass_row[r]
    return out


def apply_b(rules, state: State, seat: int, a: Action) -> State:
    tables: Tables = rules.T
    p = state.players[seat]
    if a.verb in ("place", "pirate"):
        b = rules.building_index[a.args[0]]
        v = int(a.args[1])
        bread = p.bread - max(0, tables.building_area[b] - v)
        stack = state.stack + (("act", seat, b, ()),)
        if a.verb == "place":
            dice = list(p.dice)
            dice.remove(v)
            bdice = set_at(state.bdice, b, state.bdice[b] + ((v, seat, 0),))
            return set_player(state, seat, evolve(p, bread=bread, dice=tuple(dice)), bdice=bdice,
                              markers=set_at(state.markers, b, state.markers[b] + (seat,)), turn_done=True, stack=stack)
        pd = list(state.pirate_dice)
        pd.remove(v)
        bdice = set_at(state.bdice, b, state.bdice[b] + ((v, seat, 1),))
        return set_player(state, seat, evolve(p, bread=bread), bdice=bdice, pirate_dice=tuple(pd),
                          tower=set_at(state.tower, seat, state.tower[seat] - 1), turn_done=True, stack=stack)
    # pass
    parts = a.args[0].split(":")
    r = int(parts[1]) - 1
    side = 1 if len(parts) > 2 and parts[2] == "right" else 0
    row = tables.pass_rows[r]
    what, amount = (row[2], row[3]) if side else (row[0], row[1])
    state = set_player(state, seat, evolve(p, dice=()), pass_disc=set_at(state.pass_disc, r, seat),
                    pass_side=set_at(state.pass_side, r, side), row_disc=set_at(state.row_disc, state.cursor, -1),
                    passed=set_at(state.passed, seat, True), turn_done=True)
    p = state.players[seat]
    if what == "reals":
        return set_player(state, seat, evolve(p, reals=p.reals + amount))
    if what == "city":
        return push(state, "city", seat, 1, (amount,))
    if what == "tower":
        return push(state, "tower", seat, 1, (amount,))
    return push(state, "ship", seat, amount)


# ---- Phase C ------------------------------------------------------------------------------

def building_cost(tables: Tables, state: State, b: int) -> int:
    if state.noble:
        return 0
    return max(0, tables.cost_base - sum(v for v, _, pirate in state.bdice[b] if not pirate))


def pirate_points(state: State, b: int) -> int:
    return next((v + 1 for v, _, pirate in state.bdice[b] if pirate), 1)


def c_actions(rules, state: State, seat: int) -> list[Action]:
    tables: Tables = rules.T
    out = windmill_actions(tables, state, seat, True) + guild_actions(rules, state, seat, "C")
    if state.players[seat].reals >= building_cost(tables, state, state.step):
        out.append(act("pay"))
    out.append(act("pirates"))
    return out


def apply_c(rules, state: State, seat: int, a: Action) -> State:
    tables: Tables = rules.T
    b = state.step
    p = state.players[seat]
    if a.verb == "pirates":
        return set_player(state, seat, take_pirates(p, pirate_points(state, b)), turn_done=True)
    state = set_player(state, seat, evolve(p, reals=p.reals - building_cost(tables, state, b)), turn_done=True)
    return building_action(tables, state, seat, b)


# ---- Phase D ------------------------------------------------------------------------------

def upkeep_due(state: State, seat: int) -> int:
    return ships_on_board(state, seat)


def feeding_due(state: State, seat: int) -> int:
    return max(0, on_board(state, seat) - state.players[seat].mill)


def max_wood_payment(tables: Tables, state: State, seat: int, due: int) -> int:
    return max((k for k in range(due + 1) if can_pay_wood(tables, state, seat, k)), default=0)


def d_actions(rules, state: State, seat: int) -> list[Action]:
    tables: Tables = rules.T
    if state.step == 0:
        return [act("honour"), act("decline")]
    out = windmill_actions(tables, state, seat, False)
    if state.step == 2:
        k = max_wood_payment(tables, state, seat, upkeep_due(state, seat))
        return out + [act("upkeep", str(i)) for i in range(k + 1)]
    due = feeding_due(state, seat)
    return out + [act("feed", str(i)) for i in range(min(due, state.players[seat].bread) + 1)]


def apply_d(rules, state: State, seat: int, a: Action) -> State:
    tables: Tables = rules.T
    p = state.players[seat]
    if a.verb in ("exchange", "mill"):
        return apply_windmill(tables, state, seat, a)
    if a.verb == "honour":
        p = evolve(p, pp=p.pp + tables.honour_pp)
        return set_player(state, seat, p, tower=set_at(state.tower, seat, state.tower[seat] - 1), step=1)
    if a.verb == "decline":
        return evolve(state, step=1)
    k = int(a.args[0])
    if a.verb == "upkeep":
        due = upkeep_due(state, seat)
        if k:
            state = pay_wood(tables, state, seat, k)
            p = state.players[seat]
        p = take_pirates(p, due - k)
    else:
        due = feeding_due(state, seat)
        p = take_pirates(evolve(p, bread=p.bread - k), due - k)
    return set_player(state, seat, p, cursor=state.cursor + 1, wood_bought=0)


# ---- Phase E ------------------------------------------------------------------------------

def e_actions(rules, state: State, seat: int) -> list[Action]:
    return [act("fulfil", f"crown:{t}") for t in state.players[seat].crowns]


def apply_e(rules, state: State, seat: int, a: Action) -> State:
    tables: Tables = rules.T
    tile = a.args[0].split(":", 1)[1]
    p = state.players[seat]
    crowns = tuple(t for t in p.crowns if t != tile)
    kind = tables.crown_type[tile]
    if kind == "wealth":
        return set_player(state, seat, evolve(p, crowns=crowns), step=state.step - 1,
                          stack=state.stack + (("wealth", seat, 0, ()),))
    pp, used = crown_score(tables, state, seat, kind)
    return set_player(state, seat, evolve(p, crowns=crowns, pp=p.pp + pp), step=state.step - 1,
                      targets=state.targets + used)


def crown_score(tables: Tables, state: State, seat: int, kind: str) -> tuple[int, tuple[int, ...]]:
    """The best score of one crown request; targets already scored this round are excluded.
    Target codes: route r, 100+colony space, 200+guild tile, 300+city."""
    col = ROUND_COLUMN[state.round]
    n = len(state.players)
    options: list[tuple[int, int]] = []  # (pp, target)
    limit = 3
    if kind == "trade":
        options = [(tables.market_pp[r // 4][col], r) for r, s in enumerate(state.routes) if s == seat]
    elif kind == "exploration":
        options = [(tables.colony_pp[k // 5][col], 100 + k) for k, s in enumerate(state.colony_ships) if s == seat]
    elif kind == "guild":
        # one face-up tile per guild, each tile scoring once per round
        per_guild: dict[str, int] = {}
        for t in state.players[seat].guild_up:
            code = 200 + tables.tile_ids.index(t)
            if code not in state.targets:
                per_guild.setdefault(tables.tile_guild[t], code)
        options = [(5, code) for code in per_guild.values()]
        limit = 4
    elif kind == "urban":
        limit = 1
        for c in range(3):
            counts, neutral, right = city_counts(state, c, n)
            if not counts[seat]:
                continue
            pieces = counts + [neutral]
            best = max(pieces)
            winner = max((i for i in range(n + 1) if pieces[i] == best), key=lambda i: right[i])
            options.append((tables.city_pp[c][0] if winner == seat else tables.city_pp[c][1], 300 + c))
    options = sorted((o for o in options if o[1] not in state.targets), reverse=True)[:limit]
    return sum(o[0] for o in options), tuple(o[1] for o in options)
