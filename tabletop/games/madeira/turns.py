"""Top-level turns: Phase B (place a die or pass), Phase C (pay or take pirate points),
Phase D (honour, upkeep, feeding), Phase E (crown requests); windmill and guild tiles."""

from __future__ import annotations

from tabletop.core import Action

from .actions import act
from .board import (
    can_pay_wood,
    city_counts,
    feeding_due,
    gain_wood,
    pay_wood,
    set_at,
    set_player,
    upkeep_due,
    wood_available,
)
from .effects import building_action, halve_pirates, push, take_pirates, tier
from .flow import ROUND_COLUMN
from .ships import ship_actions
from .state import Character, CityMoves, Moves, Single, State, Tower, evolve
from .tables import Tables
from .windmill import apply_windmill, windmill_actions

# ---- guild tiles --------------------------------------------------------------------------

# Rulebook: Guild tiles, "At each of the following moments in your own turn, you may use exactly 1
#   face-up guild tile from your home: Phase B: before placing a die ..., or before passing. Phase
#   C: before paying the cost, or before receiving pirate chips."
def guild_actions(tables: Tables, state: State, seat: int, phase: str) -> list[Action]:
    if state.used_guild:
        return []
    p = state.players[seat]
    out = []
    for t in p.guild_up:
        if t == "monk":
            # Rulebook: Guild tiles, Monk: "You gain the wood only if the conditions for buying wood
            #   are met"
            ok = wood_available(state, seat) > 0
        elif t == "miller":
            ok = p.mill < tables.mill_max
        elif t == "bishop":
            ok = any(seat in m for m in state.markers)
        elif t in ("patron", "treasurer", "scout"):
            ok = True
        elif t == "noble":
            # Rulebook: Guild tiles, Noble: "Usable only in Phase C, before paying the cost."
            ok = phase == "C" and not state.noble
        elif t == "diplomat":
            # Rulebook: Guild tiles, Diplomat: "Usable only in Phase C, before paying the cost."
            ok = phase == "C" and not state.diplomat
        elif t == "navigator":
            ok = bool(ship_actions(tables, state, seat, ()))
        elif t == "engineer":
            # Rulebook: Guild tiles, Engineer: "Usable only in Phase B, before placing a die."
            ok = phase == "B" and not state.engineer
        elif t == "constable":
            ok = p.pirates >= 2
        else:  # lady
            # Rulebook: Guild tiles, Lady: "Pay 4 reals to carry out, immediately (even in Phase B),
            #   the building action of any building."
            ok = p.reals >= 4 and any(tier(tables, state, seat, b) for b in range(5))
        if ok:
            out.append(act("use", f"guild:{t}"))
    return out


def apply_guild(tables: Tables, state: State, seat: int, a: Action) -> State:
    t = a.args[0].split(":", 1)[1]
    p = state.players[seat]
    # Rulebook: Guild tiles, "When you use a guild tile's effect, turn the tile from face up to face
    #   down and apply its effect immediately."
    p = evolve(p, guild_up=tuple(x for x in p.guild_up if x != t), guild_down=p.guild_down + (t,))
    state = set_player(state, seat, p, used_guild=True)
    if t == "monk":
        # Rulebook: Guild tiles, Monk: "Gain 2 wood without paying any cost."
        return gain_wood(state, seat, 2)
    if t == "miller":
        # Rulebook: Guild tiles, Miller: "Raise your windmill level by 1 without discarding wheat"
        return set_player(state, seat, evolve(p, mill=p.mill + 1))
    if t == "patron":
        # Rulebook: Guild tiles, Patron: "Gain 3 bread from the supply."
        return set_player(state, seat, evolve(p, bread=p.bread + 3))
    if t == "treasurer":
        # Rulebook: Guild tiles, Treasurer: "Gain 5 reals from the supply."
        return set_player(state, seat, evolve(p, reals=p.reals + 5))
    if t == "constable":
        # Rulebook: Guild tiles, Constable: "Discard half of your pirate points, rounded down."
        return halve_pirates(state, seat)
    if t == "noble":
        return evolve(state, noble=True)
    if t == "diplomat":
        return evolve(state, diplomat=True)
    if t == "engineer":
        return evolve(state, engineer=True)
    if t == "navigator":
        # Rulebook: Guild tiles, Navigator: "Move 1 of your ships to an empty colony space or trade
        #   route space following the normal rules (same movement rules as the Commander)."
        return push(state, Moves("ship", seat, 1, ()))
    match t:
        case "bishop" | "lady" | "scout":
            return push(state, Single(t, seat))  # a second choice follows
    raise AssertionError(t)


# ---- Phase B ------------------------------------------------------------------------------

# Rulebook: Phase B, "each player chooses one of the following and carries it out: Place 1 die on a
#   character tile (a guild die from your home, or a pirate die from the watchtower); Pass"
def b_actions(tables: Tables, state: State, seat: int) -> list[Action]:
    M = tables.menu
    n = len(state.players)
    p = state.players[seat]
    # Rulebook: Windmill, "Actions ① and ② can be carried out in Phase B ..., Phase C ... and Phase
    #   D" and "Action ③ can be carried out in Phase B ... and Phase C"
    out = windmill_actions(tables, state, seat, True)
    if p.guild_up and not state.used_guild:
        out += guild_actions(tables, state, seat, "B")
    values = sorted(set(p.dice))
    # Rulebook: Placing 1 die on a character tile, "If you have no worker on the watchtower, or no
    #   pirate dice are left on the watchtower, you cannot place a pirate die."
    pirates = sorted(set(state.pirate_dice)) if state.tower[seat] else ()
    for b, dice in enumerate(state.bdice):
        # Rulebook: Placing 1 die on a character tile, "The maximum number of dice on a character
        #   tile equals the number of players" (the building without a character too: README
        #   decision 12)
        if len(dice) >= n:
            continue
        # Rulebook: Placing 1 die on a character tile, "If the die value is lower, you must pay
        #   bread equal to the difference between the area number and the die value."
        lowest = tables.building_area[b] - p.bread  # a lower die would need more bread than there is
        place = M.place[b]
        out += [place[v] for v in values if v >= lowest]
        # Rulebook: Placing 1 die on a character tile, "Each character tile can hold only 1 pirate
        #   die."
        if pirates and not any(d[2] for d in dice):
            pirate = M.pirate[b]
            out += [pirate[v] for v in pirates if v >= lowest]
    for r, disc in enumerate(state.pass_disc):
        # Rulebook: Pass, "move your turn-order tracking disc from the dice column to a row of the
        #   pass column that holds no disc yet." One row per player at 2-3 players is a stand-in
        #   (README "Passing at 2 and 3 players")
        if disc < 0 and tables.pass_min[r] <= n:  # one pass row per player (stand-in at 2/3)
            out += M.pass_row[r]
    return out


# Rulebook: Placing 1 die on a character tile, "After placing a guild die on a character tile, you
#   may immediately carry out the character action (you need not)."
def apply_b(tables: Tables, state: State, seat: int, a: Action) -> State:
    p = state.players[seat]
    if a.verb in ("place", "pirate"):
        b = tables.building_index[a.args[0]]
        v = int(a.args[1])
        bread = p.bread - max(0, tables.building_area[b] - v)
        stack = state.stack + (Character("act", seat, b),)
        if a.verb == "place":
            dice = list(p.dice)
            dice.remove(v)
            # Rulebook: Placing 1 die on a character tile, "Then place an action marker on the
            #   building space of the building that holds that character tile."
            bdice = set_at(state.bdice, b, state.bdice[b] + ((v, seat, 0),))
            return set_player(state, seat, evolve(p, bread=bread, dice=tuple(dice)), bdice=bdice,
                              markers=set_at(state.markers, b, state.markers[b] + (seat,)), turn_done=True, stack=stack)
        # Rulebook: Placing 1 die on a character tile, "When placing a pirate die, you must return 1
        #   of your workers on the watchtower to your home." "When placing a pirate die, you cannot
        #   place an action marker on the building."
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
    # Rulebook: Pass, "Once you pass, you can take no more actions in Phase B. Any guild dice the
    #   passing player has left over are forfeited."
    state = set_player(state, seat, evolve(p, dice=()), pass_disc=set_at(state.pass_disc, r, seat),
                    pass_side=set_at(state.pass_side, r, side), row_disc=set_at(state.row_disc, state.cursor, -1),
                    passed=set_at(state.passed, seat, True), turn_done=True)
    p = state.players[seat]
    # Rulebook: Pass actions, "Gain 2 reals." / "Right: gain 3 reals." / "Right: gain 4 reals." /
    #   "Right: gain 5 reals." (rows I-IV read in order: README decision 1)
    if what == "reals":
        return set_player(state, seat, evolve(p, reals=p.reals + amount))
    # Rulebook: Pass actions, "Left: you may move 1 of your workers to an empty city space and gain
    #   1 prestige point" (the PP only with a move: README decision 1)
    if what == "city":
        return push(state, CityMoves("city", seat, 1, (amount,)))
    # Rulebook: Pass actions, "Left: you may move 1 of your workers to the watchtower and discard 3
    #   pirate points (same movement rules as the Fortress)"
    if what == "tower":
        return push(state, Tower("tower", seat, 1, (amount,)))
    # Rulebook: Pass actions, "Left: you may move 1 of your ships following the normal rules (same
    #   movement rules as the Commander)."
    return push(state, Moves("ship", seat, amount, ()))


# ---- Phase C ------------------------------------------------------------------------------

# Rulebook: Phase C, "The cost of the building action, in reals, is 10 minus the sum of the values
#   of the guild dice on the character tile. If this is 0 or less, the cost is 0." Noble: "the cost
#   of your building action becomes 0 reals"
def building_cost(tables: Tables, state: State, b: int) -> int:
    if state.noble:
        return 0
    return max(0, tables.cost_base - sum(v for v, _, pirate in state.bdice[b] if not pirate))


# Rulebook: Phase C, "you must receive pirate points equal to the value of the pirate die on the
#   character tile plus 1. If there is no pirate die, you receive 1 pirate point."
def pirate_points(state: State, b: int) -> int:
    return next((v + 1 for v, _, pirate in state.bdice[b] if pirate), 1)


# Rulebook: Phase C, "Pay the cost, and then you may carry out the building action." / "Receive
#   pirate points. In this case you cannot carry out the building action."
def c_actions(tables: Tables, state: State, seat: int) -> list[Action]:
    out = windmill_actions(tables, state, seat, True) + guild_actions(tables, state, seat, "C")
    if state.players[seat].reals >= building_cost(tables, state, state.step):
        out.append(act("pay"))
    out.append(act("pirates"))
    return out


# Rulebook: Phase C, "If you paid the cost but did not carry out the building action, you receive no
#   pirate points."
def apply_c(tables: Tables, state: State, seat: int, a: Action) -> State:
    b = state.step
    p = state.players[seat]
    if a.verb == "pirates":
        return set_player(state, seat, take_pirates(p, pirate_points(state, b)), turn_done=True)
    state = set_player(state, seat, evolve(p, reals=p.reals - building_cost(tables, state, b)), turn_done=True)
    return building_action(tables, state, seat, b)


# ---- Phase D ------------------------------------------------------------------------------

def max_wood_payment(tables: Tables, state: State, seat: int, due: int) -> int:
    return max((k for k in range(due + 1) if can_pay_wood(tables, state, seat, k)), default=0)


def d_actions(tables: Tables, state: State, seat: int) -> list[Action]:
    if state.step == 0:
        # Rulebook: Phase D, 1. Honour award, "may return 1 of their workers from the watchtower to
        #   home and gain 4 prestige points. They need not return a worker"
        return [act("honour"), act("decline")]
    # Rulebook: Windmill, "Note that action ③ cannot be carried out in Phase D (Maintenance)."
    out = windmill_actions(tables, state, seat, False)
    if state.step == 2:
        k = max_wood_payment(tables, state, seat, upkeep_due(state, seat))
        # Rulebook: Phase D, 3. Upkeep, "If you cannot, or do not want to, pay wood, you receive 1
        #   pirate point per wood you should have paid."
        return out + [act("upkeep", str(i)) for i in range(k + 1)]
    due = feeding_due(state, seat)
    # Rulebook: Phase D, 4. Feeding, "If you cannot, or do not want to, pay bread, you receive 1
    #   pirate point per bread you should have paid."
    return out + [act("feed", str(i)) for i in range(min(due, state.players[seat].bread) + 1)]


def apply_d(tables: Tables, state: State, seat: int, a: Action) -> State:
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

# Rulebook: Phase E, "each player must choose 1 of the 2 Crown request tiles in their home, discard
#   it, and gain prestige points according to that tile" (2 of 3 in round 3, all 3 in round 5)
def e_actions(tables: Tables, state: State, seat: int) -> list[Action]:
    return [act("fulfil", f"crown:{t}") for t in state.players[seat].crowns]


def apply_e(tables: Tables, state: State, seat: int, a: Action) -> State:
    tile = a.args[0].split(":", 1)[1]
    p = state.players[seat]
    crowns = tuple(t for t in p.crowns if t != tile)
    kind = tables.crown_type[tile]
    # Rulebook: Crown request tile details, National wealth: "Pay up to 15 reals and gain 1 prestige
    #   point per real paid."
    if kind == "wealth":
        return set_player(state, seat, evolve(p, crowns=crowns), step=state.step - 1,
                          stack=state.stack + (Single("wealth", seat),))
    pp, used = crown_score(tables, state, seat, kind)
    return set_player(state, seat, evolve(p, crowns=crowns, pp=p.pp + pp), step=state.step - 1,
                      targets=state.targets + used)


# Rulebook: Crown request tile details, "If you discard Crown request tiles of the same type in the
#   same round, you must fulfil them with different targets" (the best targets are chosen: README
#   decision 5)
def crown_score(tables: Tables, state: State, seat: int, kind: str, crown_round: int | None = None,
                used: tuple[int, ...] | None = None) -> tuple[int, tuple[int, ...]]:
    """The best score of one crown request; targets already scored this round are excluded.
    Target codes: route r, 100+colony space, 200+guild tile, 300+city. ``crown_round`` and
    ``used`` (default: this round and its targets) price it for another Crown phase, as Hard's
    outlook does."""
    col = ROUND_COLUMN[state.round if crown_round is None else crown_round]
    if used is None:
        used = state.targets
    n = len(state.players)
    options: list[tuple[int, int]] = []  # (pp, target)
    limit = 3
    # Rulebook: Crown request tile details, Trade route: "Choose up to 3 of your ships on trade
    #   route spaces ... Gain 3, 4 or 6 prestige points per chosen ship." Exploration: the same for
    #   ships on colony spaces
    if kind == "trade":
        options = [(tables.market_pp[r // 4][col], r) for r, s in enumerate(state.routes) if s == seat]
    elif kind == "exploration":
        options = [(tables.colony_pp[k // 5][col], 100 + k) for k, s in enumerate(state.colony_ships) if s == seat]
    # Rulebook: Crown request tile details, Guild influence: "Choose 4 face-up guild tiles in your
    #   home from guilds of different colours (at most 1 per guild). Gain 5 prestige points per
    #   chosen guild tile." Fewer than 4 score fewer: README decision 5
    elif kind == "guild":
        # one face-up tile per guild, each tile scoring once per round
        per_guild: dict[str, int] = {}
        for t in state.players[seat].guild_up:
            code = 200 + tables.tile_ids.index(t)
            if code not in used:
                per_guild.setdefault(tables.tile_guild[t], code)
        options = [(5, code) for code in per_guild.values()]
        limit = 4
    # Rulebook: Crown request tile details, Urbanization: "Choose 1 city. If you have the most
    #   workers in that city, gain prestige points equal to the larger of the 2 numbers" ...
    #   "whoever has a piece further to the right in the city wins" (the neutral player:
    #   README decision 8)
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
    options = sorted((o for o in options if o[1] not in used), reverse=True)[:limit]
    return sum(o[0] for o in options), tuple(o[1] for o in options)
