"""setup(tables, config): the initial state; the boards, stacks, sets and dice are dealt by
the chance decisions it queues (the rules object settles its automatic items)."""

from __future__ import annotations

from tabletop.core import GameConfig

from .state import Deal, Player, State, thaw_player
from .tables import Tables


def new_player(tables: Tables) -> Player:
    return Player(
        res=(0,) * 8, vp=0, board=-1, grid=(0,) * 36, occ=(0,) * 36, tiles=(), workers=1,
        tech=(0, 0, 0, 0), area=0, boat_up=False, boat=(), catch=(), piers=((), (), (), ()),
        abilities=(), white=0, orange=0, retired=False, dice=(), lift=0, wagons=(),
        wagon_wait=0, start_set=-1,
    )


def roll_items(n: int, solo: bool, round_no: int) -> tuple[tuple, ...]:
    if solo:  # one die on each tavern from the right: 4 white, round+1 orange
        items = [("troll", t, 0) for t in (4, 3, 2, 1)]
        items += [("troll", t, 1) for t in (4, 3, 2, 1)[: round_no + 1]]
        return tuple(items)
    return (("roll", 0),) * (3 * n) + (("roll", 1),) * (n * round_no)


def setup(tables: Tables, config: GameConfig) -> State:
    n = config.players
    solo = n == 1
    side = config.option("side", "a") or "a"
    if side not in ("a", "b"):
        raise ValueError(f"board side must be a or b, not {side!r}")
    wagons = "wagons" in config.variants
    tiles = tuple(t for t in tables.scoring_ids if not (solo and tables.scoring[t][1]))
    chance: list[tuple] = [("board", s) for s in range(n)]
    chance += [("abboard",)] * 4
    chance += [("setab", k) for k in range(4)] + [("setbld", k) for k in range(4)]
    chance += [("setres", k) for k in range(4)]
    chance += [("toptile", t) for t in range(4)]
    if solo:  # 2 special tiles; 3-5 for the achievements (option "special_tiles")
        specials = int(config.option("special_tiles", "2") or "2")
        if not 2 <= specials <= 5:
            raise ValueError("special_tiles must be 2..5")
        chance += [("special", k) for k in range(specials)]
    chance += [("btop", k) for k in range(len(tables.stacks))]
    chance += [("sctop", k) for k in range(4)]
    chance += roll_items(n, solo, 1)
    if n > 1:
        chance.append(("first",))
    pools = [tuple(sorted(t for t, (shape, _) in tables.tiles.items() if shape == sh)) for sh in ("L", "I3", "D2", "M1")]
    fjord = tuple(tuple(((), size, ()) for size in sizes) for _pts, sizes in tables.fjord)
    players = tuple(new_player(tables) for _ in range(n))
    if wagons:
        players = tuple(_with_wagon(p) for p in players)
    return State(
        n=n, solo=solo, wagons=wagons, side=side, round=1, phase="setup", seat=0, start=0,
        stage=("setup",), pending=(), chance=tuple(chance), players=players,
        pool=(0,) * 12, tdice=((0, 0),) * 5, taverns=(-1,) * 5,
        btops=("",) * len(tables.stacks), bleft=tuple(size - 1 for _, _, size in tables.stacks),
        bpool=tuple(pools), ctops=("",) * 4, cleft=(11,) * 4, cpool=tuple(sorted(tables.crate_ids)),
        fjord=fjord, fpool=tuple(tuple(sorted(ids)) for ids in tables.token_ids), drawn=(),
        ab_board=(), tops=("",) * 4, specials=(), race=0,
        deal=Deal(
            spool=tuple(sorted(tables.start_crate_ids)), ab_pool=tuple(sorted(tables.ability_ids)),
            tile_pool=tuple(sorted(tiles)), sets=(("", "", ""),) * 4, choose_order=(),
            board_pool=tuple(i for i, b in enumerate(tables.boards) if b[1] == side),
            set_pool=(tuple(sorted(b[0] for b in tables.start_buildings)), tuple(sorted(tables.start_resource_ids))),
        ),
    )


def _with_wagon(p: Player) -> Player:
    w = thaw_player(p)
    w.wagons = (0,)  # advanced game: one wagon on the top-left space
    return w.freeze()
