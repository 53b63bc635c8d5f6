"""Small rules helpers shared by the phases: goods, harbor, fishing track, banquet, shares.

They work on the thawed ``Game`` (mutators) or on either twin (readers: only indexing).
"""

from __future__ import annotations

from typing import Any

from .effects import fire, special
from .state import Players

SHIP_ORDER = ("sloop", "cutter", "schooner")
SUPPLY_INDEX = {"sloop": 0, "cutter": 1, "schooner": 2}


def look(g: Any, seat: int) -> Any:
    """A player for reading only: a frozen player is not thawed (computing options changes
    nothing, and thawing would make the next freeze copy an unchanged player)."""
    players = g.players
    return players.items[seat] if type(players) is Players else players[seat]


def gain(T: Any, g: Any, seat: int, wood: int = 0, fish: int = 0, gold: int = 0) -> None:
    p = g.players[seat]
    if wood:
        p.wood = min(T.wood_limit, p.wood + wood) if wood > 0 else p.wood + wood
    p.fish += fish
    p.gold += gold


def worker_colour(g: Any, seat: int) -> int:
    """Seat number, except solo: red/blue (advanced: red/blue/yellow) by round."""
    if g.mode == "solo":
        return (g.round - 1) % 2
    if g.mode == "advanced":
        return (g.round - 1) % 3
    return seat


# --- harbor ---------------------------------------------------------------

def total_forests(p: Any) -> int:
    return sum(p.forests)


def covered(T: Any, p: Any, cell: int) -> bool:
    d = T.cell_double[cell]
    return d >= 0 and p.forests[d] > 0


def free_cells(T: Any, p: Any) -> list[int]:
    forests, doubles = p.forests, T.cell_double
    return [i for i, c in enumerate(p.cells) if c == "" and (doubles[i] < 0 or not forests[doubles[i]])]


def free_doubles(T: Any, p: Any, forested_too: bool = False) -> list[int]:
    out = []
    for d, (a, b) in enumerate(T.doubles):
        if p.cells[a] == "" and p.cells[b] == "" and (forested_too or p.forests[d] == 0):
            out.append(d)
    return out


def buildings(p: Any) -> list[str]:
    return [c for c in p.cells if c not in ("", "R")]


def reserve_empty(p: Any) -> bool:
    return p.res_fish == 0 and p.res_wood == 0 and p.res_gold == 0


# --- fishing track ----------------------------------------------------------

def track_length(T: Any, p: Any) -> int:
    ships = p.ships
    if not ships:
        return T.catboat_length
    return T.catboat_length + sum(map(T.ship_length.__getitem__, ships))


def haul_size(T: Any, p: Any) -> int:
    return T.haul(track_length(T, p)) + special(T, p, "haul")


def ship_fits(T: Any, p: Any, kind: str) -> bool:
    length = track_length(T, p)
    return T.haul(length) < 12 and length + T.ships[kind].length <= T.max_length


def ship_costs(T: Any, p: Any, kind: str, discount: int) -> list[tuple[str, int, int, int]]:
    """(payment word, wood, fish, gold) alternatives for building ``kind``."""
    st = T.ships[kind]
    less = discount + special(T, p, "ship_wood")
    out = [("goods", max(0, st.wood - less), st.fish, st.gold)]
    if st.alt_gold is not None:
        out.append(("gold", 0, 0, st.alt_gold - special(T, p, "schooner_gold")))
    return out


def ship_options(T: Any, g: Any, seat: int, discount: int, free: str = "",
                 bonus_wood: int = 0) -> list[tuple[str, str, int, int, int]]:
    p = g.players[seat]
    wood = min(T.wood_limit, p.wood + bonus_wood)
    out = []
    for kind in ((free,) if free else SHIP_ORDER):
        if g.ship_supply[SUPPLY_INDEX[kind]] == 0 or not ship_fits(T, p, kind):
            continue
        if free:
            out.append((kind, "free", 0, 0, 0))
            continue
        for pay, w, f, gd in ship_costs(T, p, kind, discount):
            if wood >= w and p.fish >= f and p.gold >= gd:
                out.append((kind, pay, w, f, gd))
    return out


def ship_goods_costs(T: Any, g: Any, seat: int, discount: int) -> list[tuple[str, int, int, int]]:
    """(kind, wood, fish, gold) of the goods payment of every ship the seat could place now."""
    p = look(g, seat)
    out = []
    for kind in SHIP_ORDER:
        if g.ship_supply[SUPPLY_INDEX[kind]] and ship_fits(T, p, kind):
            _, w, f, gd = ship_costs(T, p, kind, discount)[0]
            out.append((kind, w, f, gd))
    return out


def pier_bonus(T: Any, p: Any) -> int:
    return special(T, p, "before_ship_wood")


def add_ship(T: Any, g: Any, seat: int, kind: str, seventh: bool = False) -> None:
    g.ship_supply[3 if seventh else SUPPLY_INDEX[kind]] -= 1
    g.players[seat].ships.append(kind)


# --- banquet and elders ------------------------------------------------------

def banquet_has_fish(g: Any) -> bool:
    return 1 in g.plates


def next_plate(g: Any) -> int:
    """The smallest empty plate, or -1."""
    for k, full in enumerate(g.plates):
        if not full:
            return k
    return -1


def elder_spaces(T: Any, key: str) -> int:
    return T.elders[key].fish_spaces


def feed_elder(T: Any, g: Any, owner: int, index: int, good: str = "fish", actor: int = -1) -> None:
    """One fish (or gold) onto an elder; a full elder pays 1 to its owner, the rest go back.

    ``actor``: the seat whose action feeds the elder (Freed Willy is fed by everybody).
    'Whenever' effects "do not trigger on other players' turns" (p. 19): another player's
    Pond Builder in the Work Phase does not trigger the owner's Residential Home; the
    Fishing Phase is simultaneous (nobody's turn), so there it does."""
    p = g.players[owner]
    e = p.elders[index]
    spaces = elder_spaces(T, e[0])
    if spaces == 1:  # the Old Man: whatever lands on him goes to the general supply
        return
    e[1] += 1
    if e[1] == 3 and (actor < 0 or actor == owner or g.phase == "fish"):
        fire(T, g, owner, "elder3")
    if e[1] >= spaces:
        e[1] = 0
        if good == "gold":
            p.gold += 1
        else:
            p.fish += 1


def willy_owner(g: Any) -> tuple[int, int]:
    for s, p in enumerate(g.players):
        for i, e in enumerate(p.elders):
            if e[0] == "freed_willy":
                return s, i
    return -1, -1


def issued_shares(T: Any, p: Any) -> int:
    return T.issued + T.unissued - p.unissued


def share_cost(T: Any, g: Any) -> int:
    return max(0, sum(g.share_board) - T.share_discount[g.round - 1])
