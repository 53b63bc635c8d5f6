"""Board helpers shared by every phase: workers, wood, goods, city and colony counts."""

from __future__ import annotations

from typing import Any, TypeVar

from .state import EMPTY, NEUTRAL, Counted, Player, State, evolve
from .tables import FOREST, SPACES_PER_CITY, Tables

T = TypeVar("T")

INF = 10**6


def set_player(state: State, seat: int, p: Player, **more: Any) -> State:
    players = state.players[:seat] + (p,) + state.players[seat + 1:]
    return evolve(state, players=players, **more)


def set_at(tup: tuple[T, ...], i: int, value: T) -> tuple[T, ...]:
    return tup[:i] + (value,) + tup[i + 1:]


# ---- worker locations -------------------------------------------------------------------
# A location id: field:<id>, city:<city>:<n>, colony:<id>, tower:workers, home:<seat>:workers.

def home_id(seat: int) -> str:
    return f"home:{seat}:workers"


# Rulebook: Phase D, 4. Feeding, "'Workers on the main board' means not only those on fields and in
#   the forest but also those on the watchtower, in colonies and on city spaces. Workers at home
#   need no bread."
def on_board(state: State, seat: int) -> int:
    # list comprehensions, not generators: this is counted for every decision of a turn
    n = sum([seat in w for w in state.field_workers])
    n += state.city.count(seat) + state.tower[seat]
    n += sum([col[seat] for col in state.colony_workers])
    return n


def home_workers(tables: Tables, state: State, seat: int) -> int:
    return tables.n_workers - on_board(state, seat)


# Rulebook: Details of building actions, "Workers in the forest do not count, because the forest
#   belongs to no area."
def area_workers(tables: Tables, state: State, seat: int, area: int) -> int:
    area_of = tables.field_area
    return sum([seat in w and area_of[i] == area for i, w in enumerate(state.field_workers)])


def district_built(state: State, space: int) -> bool:
    return state.districts[space // 2] == ""


# Rulebook: Mayor, "Workers and neutral citizen pieces can be placed only on built city spaces" ...
#   "Each city space holds 1 worker or neutral citizen piece."
def empty_city_spaces(state: State) -> list[int]:
    city, out = state.city, []
    for d, tile in enumerate(state.districts):  # the two spaces 2d and 2d + 1 of each built district
        if tile == "":
            if city[2 * d] == EMPTY:
                out.append(2 * d)
            if city[2 * d + 1] == EMPTY:
                out.append(2 * d + 1)
    return out


# Rulebook: Steward, "Workers on the watchtower cannot be moved." (the same in the Capitania and
#   Customs House movement rules; the Scout may move them)
def worker_sources(tables: Tables, state: State, seat: int, tower: bool = False, home: bool = True) -> list[str]:
    """Where ``seat`` has a worker that may move (the watchtower only if ``tower``)."""
    out: list[str] = []
    if home and home_workers(tables, state, seat) > 0:
        out.append(home_id(seat))
    for i, w in enumerate(state.field_workers):
        if seat in w:
            out.append(tables.field_locs[i])
    for k, occ in enumerate(state.city):
        if occ == seat:
            out.append(tables.city_space_ids[k])
    for c, col in enumerate(state.colony_workers):
        if col[seat]:
            out.append(f"colony:{tables.colony_ids[c]}")
    if tower and state.tower[seat]:
        out.append("tower:workers")
    return out


def remove_worker(state: State, seat: int, kind: str, idx: int) -> State:
    if kind == "h":
        return state
    if kind == "f":
        w = tuple(s for s in state.field_workers[idx] if s != seat)
        return evolve(state, field_workers=set_at(state.field_workers, idx, w))
    if kind == "c":
        return evolve(state, city=set_at(state.city, idx, EMPTY))
    if kind == "o":
        col = state.colony_workers[idx]
        return evolve(state, colony_workers=set_at(state.colony_workers, idx, set_at(col, seat, col[seat] - 1)))
    return evolve(state, tower=set_at(state.tower, seat, state.tower[seat] - 1))


def add_worker(state: State, seat: int, kind: str, idx: int) -> State:
    if kind == "h":
        return state
    if kind == "f":
        w = tuple(sorted(state.field_workers[idx] + (seat,)))
        return evolve(state, field_workers=set_at(state.field_workers, idx, w))
    if kind == "c":
        return evolve(state, city=set_at(state.city, idx, seat))
    if kind == "o":
        col = state.colony_workers[idx]
        return evolve(state, colony_workers=set_at(state.colony_workers, idx, set_at(col, seat, col[seat] + 1)))
    return evolve(state, tower=set_at(state.tower, seat, state.tower[seat] + 1))


def parse_loc(loc: dict[str, tuple[str, int]], seat: int, text: str) -> tuple[str, int]:
    """The location of a place id in a legal action: ``seat``'s home, else a board location."""
    if text == home_id(seat):
        return ("h", 0)
    return loc[text]


def move_worker(state: State, seat: int, src: tuple[str, int], dst: tuple[str, int]) -> State:
    return add_worker(remove_worker(state, seat, *src), seat, *dst)


# ---- wood ---------------------------------------------------------------------------------

# Rulebook: Paying and buying wood, "one of your workers stands on a field with trees, and you take
#   the wood from there; one of your workers stands in the forest, and you take the wood from the
#   supply."
def wood_sources(state: State, seat: int) -> tuple[list[int], bool]:
    """Fields with trees where ``seat`` has a worker, and whether it has a worker in the forest."""
    fields = [i for i in range(FOREST) if seat in state.field_workers[i] and state.trees[i] > 0]
    return fields, seat in state.field_workers[FOREST]


# Not in the rulebook (how much wood a tree field or the forest yields); README decision 2: a tree
#   field gives its trees, the forest supply is unlimited
def wood_available(state: State, seat: int) -> int:
    fields, forest = wood_sources(state, seat)
    return INF if forest else sum(state.trees[i] for i in fields)


# Rulebook: Conditions for gaining wood, "When you take wood from a field ... and not enough trees
#   are left, you take as much as there is."
def take_trees(state: State, seat: int, amount: int) -> tuple[State, int]:
    """Take up to ``amount`` wood from the own tree fields and the forest. When the player has
    a real choice of sources, a ``trees`` frame lets them pick where each wood comes from
    (the amount is already settled); otherwise the trees are taken at once."""
    fields, forest = wood_sources(state, seat)
    total = sum(state.trees[i] for i in fields)
    taken = amount if forest else min(amount, total)
    if taken == 0:
        return state, 0
    if (forest and fields) or (not forest and len(fields) > 1 and total > taken):
        return evolve(state, stack=state.stack + (Counted("trees", seat, taken),)), taken
    trees = list(state.trees)
    left = taken
    for i in fields:
        k = min(trees[i], left)
        trees[i] -= k
        left -= k
    return evolve(state, trees=tuple(trees)), taken


# Rulebook: Conditions for gaining wood, "You can gain wood with the Mayor action or with the Monk
#   guild tile ... only when you meet the following conditions"; "Wood gained this way costs no
#   reals."
def gain_wood(state: State, seat: int, amount: int) -> State:
    """Mayor in Machico, Monk: wood only through presence on a tree field or in the forest.
    Wood from the forest supply changes nothing else, so it is taken at once; a tree taken
    from a field changes the field (its harvest, its crop switch), so when tree fields are
    a source a ``gain`` frame lets the player take each wood, from where, or stop."""
    fields, forest = wood_sources(state, seat)
    if not fields:
        if not forest:
            return state
        p = state.players[seat]
        return set_player(state, seat, evolve(p, wood=p.wood + amount))
    most = amount if forest else min(amount, sum(state.trees[i] for i in fields))
    return evolve(state, stack=state.stack + (Counted("gain", seat, most),))


# Rulebook: Paying and buying wood, "For the total number of wood bought during your turn, you pay
#   money as follows: 1, 3, 6, 10, 15, 21" (per turn: README decision 3)
def wood_price(tables: Tables, state: State, extra: int) -> int | None:
    """Reals for buying ``extra`` more wood this turn; None if the price table ends."""
    total = state.wood_bought + extra
    if extra == 0:
        return 0
    if total > len(tables.wood_prices):
        return None
    before = tables.wood_prices[state.wood_bought - 1] if state.wood_bought else 0
    return tables.wood_prices[total - 1] - before


# Rulebook: Paying and buying wood, "You can buy wood only when carrying out an action that requires
#   wood."
def can_pay_wood(tables: Tables, state: State, seat: int, need: int, reals_needed: int = 0) -> bool:
    p = state.players[seat]
    short = need - p.wood
    if short <= 0:
        return p.reals >= reals_needed
    if wood_available(state, seat) < short:
        return False
    price = wood_price(tables, state, short)
    return price is not None and p.reals >= price + reals_needed


# Rulebook: Paying and buying wood, "you must first pay with the wood you have. If that is not
#   enough, you can buy wood" ... "You cannot buy more wood than you need. Bought wood cannot be
#   kept"
def pay_wood(tables: Tables, state: State, seat: int, need: int) -> State:
    """Pay ``need`` wood: own stock first, then buy only the shortfall (callers check first)."""
    p = state.players[seat]
    short = need - p.wood
    if short <= 0:
        return set_player(state, seat, evolve(p, wood=p.wood - need))
    price = wood_price(tables, state, short)
    assert price is not None
    state, _ = take_trees(state, seat, short)
    p = state.players[seat]
    return set_player(state, seat, evolve(p, wood=0, reals=p.reals - price), wood_bought=state.wood_bought + short)


# ---- goods --------------------------------------------------------------------------------

def add_goods(p: Player, crop: int, k: int) -> Player:
    return evolve(p, goods=set_at(p.goods, crop, p.goods[crop] + k))


def ships_on_board(state: State, seat: int) -> int:
    return state.routes.count(seat) + state.colony_ships.count(seat)


def ships_home(tables: Tables, state: State, seat: int) -> int:
    return tables.n_ships - ships_on_board(state, seat)


# Rulebook: Crown request tile details, Urbanization: "Neutral citizen pieces count as the workers
#   of a neutral player" and "whoever has a piece further to the right in the city wins"
def city_counts(state: State, city: int, seats: int) -> tuple[list[int], int, list[int]]:
    """Workers per seat, neutral pieces, and the rightmost space index per seat (-1 none);
    the neutral player's rightmost space is at index ``seats``."""
    base = city * SPACES_PER_CITY
    counts = [0] * seats
    right = [-1] * (seats + 1)
    neutral = 0
    for k in range(SPACES_PER_CITY):
        occ = state.city[base + k]
        if occ == NEUTRAL:
            neutral += 1
            right[seats] = k
        elif occ >= 0:
            counts[occ] += 1
            right[occ] = k
    return counts, neutral, right


# what Phase D asks of a seat
# Rulebook: Phase D, 3. Upkeep, "Each player must pay 1 wood per ship of theirs on the game board."
def upkeep_due(state: State, seat: int) -> int:
    return ships_on_board(state, seat)


# Rulebook: Phase D, 4. Feeding, "First, as many of your workers as your windmill level are fed
#   automatically. You must pay 1 bread per worker not fed automatically."
def feeding_due(state: State, seat: int) -> int:
    return max(0, on_board(state, seat) - state.players[seat].mill)


def route_id(tables: Tables, r: int) -> str:
    return f"route:{tables.market_ids[r // 4]}:{r % 4 + 1}"


def cship_id(tables: Tables, k: int) -> str:
    return f"cship:{tables.colony_ids[k // 5]}:{k % 5 + 1}"


def ships_home_id(seat: int) -> str:
    return f"home:{seat}:ships"


# README decision 19 (one move per worker per action, issue 12)
# One move per worker per action ("move up to 2 of your workers"): the frames of the Steward,
# the Capitania and the Customs House remember where their workers went, coded as numbers.
def moved_code(kind: str, idx: int) -> int:
    return {"f": 0, "c": 100, "o": 200}[kind] + idx


def unmoved_sources(tables: Tables, state: State, seat: int, moved: tuple[int, ...]) -> list[str]:
    """The seat's movable workers, leaving out those already moved in this action (a colony
    keeps as many sources as it held workers before the action)."""
    srcs = worker_sources(tables, state, seat)
    if not moved:
        return srcs
    out = []
    for s in srcs:
        where = tables.loc.get(s)
        if where is None:  # home: any of its workers
            out.append(s)
            continue
        code = moved_code(*where)
        if where[0] == "o":
            if state.colony_workers[where[1]][seat] > moved.count(code):
                out.append(s)
        elif code not in moved:
            out.append(s)
    return out
