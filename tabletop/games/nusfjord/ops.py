"""Small rules helpers shared by the phases: goods, harbor, fishing track, banquet, shares.

They work on the thawed ``Game`` (mutators) or on either twin (readers: only indexing).
"""

from __future__ import annotations

from typing import TYPE_CHECKING, Any

from .effects import fire, special
from .state import look as look  # defined beside Players (effects.py reads players too)

if TYPE_CHECKING:
    from .state import AnyGame, AnySeat, Game, Seat
    from .tables import Tables

SHIP_ORDER = ("sloop", "cutter", "schooner")
SUPPLY_INDEX = {"sloop": 0, "cutter": 1, "schooner": 2}


def with_item(items: tuple[Any, ...], i: int, value: Any) -> tuple[Any, ...]:
    """``items`` with entry ``i`` replaced: the board's small tuples stay tuples in the working
    copy (changed now and then, copied to a list and back on every action otherwise)."""
    return (*items[:i], value, *items[i + 1:])


def gain(tables: Tables, game: Game, seat: int, wood: int = 0, fish: int = 0, gold: int = 0) -> None:
    p = game.players[seat]
    if wood:
        p.wood = min(tables.wood_limit, p.wood + wood) if wood > 0 else p.wood + wood
    p.fish += fish
    p.gold += gold


def worker_colour(game: AnyGame, seat: int) -> int:
    """Seat number, except solo: red/blue (advanced: red/blue/yellow) by round."""
    if game.mode == "solo":
        return (game.round - 1) % 2
    if game.mode == "advanced":
        return (game.round - 1) % 3
    return seat


# --- harbor ---------------------------------------------------------------

def total_forests(p: AnySeat) -> int:
    return sum(p.forests)


def covered(tables: Tables, p: AnySeat, cell: int) -> bool:
    d = tables.cell_double[cell]
    return d >= 0 and p.forests[d] > 0


def free_cells(tables: Tables, p: AnySeat) -> list[int]:
    forests, doubles = p.forests, tables.cell_double
    return [i for i, c in enumerate(p.cells) if c == "" and (doubles[i] < 0 or not forests[doubles[i]])]


def free_doubles(tables: Tables, p: AnySeat, forested_too: bool = False) -> list[int]:
    out = []
    for d, (a, b) in enumerate(tables.doubles):
        if p.cells[a] == "" and p.cells[b] == "" and (forested_too or p.forests[d] == 0):
            out.append(d)
    return out


def buildings(p: AnySeat) -> list[str]:
    return [c for c in p.cells if c not in ("", "R")]


def reserve_empty(p: AnySeat) -> bool:
    return p.res_fish == 0 and p.res_wood == 0 and p.res_gold == 0


# --- fishing track ----------------------------------------------------------

def track_length(tables: Tables, p: AnySeat) -> int:
    ships = p.ships
    length = tables.track_lengths.get(ships)  # by the ships tuple: a fixed sum, looked up
    if length is None:
        length = tables.track_lengths[ships] = tables.catboat_length + sum(map(tables.ship_length.__getitem__, ships))
    return length


def haul_size(tables: Tables, p: AnySeat) -> int:
    return tables.haul(track_length(tables, p)) + special(tables, p, "haul")


def ship_fits(tables: Tables, p: AnySeat, kind: str) -> bool:
    length = track_length(tables, p)
    return tables.haul(length) < 12 and length + tables.ships[kind].length <= tables.max_length


def ship_costs(tables: Tables, p: AnySeat, kind: str, discount: int) -> list[tuple[str, int, int, int]]:
    """(payment word, wood, fish, gold) alternatives for building ``kind``."""
    ship = tables.ships[kind]
    less = discount + special(tables, p, "ship_wood")
    out = [("goods", max(0, ship.wood - less), ship.fish, ship.gold)]
    if ship.alt_gold is not None:
        out.append(("gold", 0, 0, ship.alt_gold - special(tables, p, "schooner_gold")))
    return out


def ship_options(tables: Tables, game: AnyGame, seat: int, discount: int, free: str = "",
                 bonus_wood: int = 0) -> list[tuple[str, str, int, int, int]]:
    p = look(game, seat)
    wood = min(tables.wood_limit, p.wood + bonus_wood)
    out = []
    for kind in ((free,) if free else SHIP_ORDER):
        if game.ship_supply[SUPPLY_INDEX[kind]] == 0 or not ship_fits(tables, p, kind):
            continue
        if free:
            out.append((kind, "free", 0, 0, 0))
            continue
        for pay, w, f, gd in ship_costs(tables, p, kind, discount):
            if wood >= w and p.fish >= f and p.gold >= gd:
                out.append((kind, pay, w, f, gd))
    return out


def ship_goods_costs(tables: Tables, game: AnyGame, seat: int, discount: int) -> list[tuple[str, int, int, int]]:
    """(kind, wood, fish, gold) of the goods payment of every ship the seat could place now."""
    p = look(game, seat)
    out = []
    for kind in SHIP_ORDER:
        if game.ship_supply[SUPPLY_INDEX[kind]] and ship_fits(tables, p, kind):
            _, w, f, gd = ship_costs(tables, p, kind, discount)[0]
            out.append((kind, w, f, gd))
    return out


def pier_bonus(tables: Tables, p: AnySeat) -> int:
    return special(tables, p, "before_ship_wood")


def add_ship(tables: Tables, game: Game, seat: int, kind: str, seventh: bool = False) -> None:
    k = 3 if seventh else SUPPLY_INDEX[kind]
    game.ship_supply = with_item(game.ship_supply, k, game.ship_supply[k] - 1)
    p = game.players[seat]
    p.ships = (*p.ships, kind)


def return_ship(game: Game, kind: str) -> None:
    """A ship back to the general supply."""
    k = SUPPLY_INDEX[kind]
    game.ship_supply = with_item(game.ship_supply, k, game.ship_supply[k] + 1)


# --- banquet and elders ------------------------------------------------------

def banquet_has_fish(game: AnyGame) -> bool:
    return 1 in game.plates


def next_plate(game: AnyGame) -> int:
    """The smallest empty plate, or -1."""
    for k, full in enumerate(game.plates):
        if not full:
            return k
    return -1


def set_elder(p: Seat, index: int, fish: int, worker: int) -> None:
    """The fish on a thawed player's elder and the worker colour on him (-1: none)."""
    elders = p.elders
    p.elders = with_item(elders, index, (elders[index][0], fish, worker))


def elder_spaces(tables: Tables, key: str) -> int:
    return tables.elders[key].fish_spaces


def feed_elder(tables: Tables, game: Game, owner: int, index: int, good: str = "fish", actor: int = -1) -> None:
    """One fish (or gold) onto an elder; a full elder pays 1 to its owner, the rest go back.

    ``actor``: the seat whose action feeds the elder (Freed Willy is fed by everybody).
    'Whenever' effects "do not trigger on other players' turns" (p. 19): another player's
    Pond Builder in the Work Phase does not trigger the owner's Residential Home; the
    Fishing Phase is simultaneous (nobody's turn), so there it does."""
    p = game.players[owner]
    e = p.elders[index]
    spaces = elder_spaces(tables, e[0])
    if spaces == 1:  # the Old Man: whatever lands on him goes to the general supply
        return
    set_elder(p, index, e[1] + 1, e[2])
    if e[1] + 1 == 3 and (actor < 0 or actor == owner or game.phase == "fish"):
        fire(tables, game, owner, "elder3")
    e = p.elders[index]  # as the effects left him
    if e[1] >= spaces:
        set_elder(p, index, 0, e[2])
        if good == "gold":
            p.gold += 1
        else:
            p.fish += 1


def willy_owner(game: AnyGame) -> tuple[int, int]:
    for s in range(len(game.players)):
        for i, e in enumerate(look(game, s).elders):
            if e[0] == "freed_willy":
                return s, i
    return -1, -1


def issued_shares(tables: Tables, p: AnySeat) -> int:
    return tables.issued + tables.unissued - p.unissued


def share_cost(tables: Tables, game: AnyGame) -> int:
    return max(0, sum(game.share_board) - tables.share_discount[game.round - 1])
