"""setup(tables, config): the initial state; the boards, stacks, sets and dice are dealt by
the chance decisions it queues (the rules object settles its automatic items)."""

from __future__ import annotations

from tabletop.core import GameConfig

from .i18n import _
from .items import SETUP_STAGE, Chance, Dealt, Indexed, TavernRoll
from .state import Deal, Player, State, thaw_player
from .tables import Tables


def new_player(tables: Tables) -> Player:
    return Player(
        # Rulebook: Player Setup, "1 fishing boat ... in the harbor"; "4 technology
        #   markers ... on the first space of each technology track"; "one on space 0 on the score
        #   track"
        res=(0,) * 8, vp=0, board=-1, grid=(0,) * 36, occ=(0,) * 36, tiles=(), workers=1,
        tech=(0, 0, 0, 0), area=0, boat_up=False, boat=(), catch=(), piers=((), (), (), ()),
        # Rulebook: Player Setup, "3 workers. Place 1 worker on the worker space of your
        #   player board and 1 on each of the indicated spaces of the left technology track"
        #   (workers=1: the other two are craftsmanship rewards, README "Technology tracks")
        abilities=(), white=0, orange=0, retired=False, dice=(), lift=0, wagons=(),
        wagon_wait=0, start_set=-1,
    )


def roll_items(n: int, solo: bool, round_no: int) -> tuple[Chance, ...]:
    # Rulebook: Setup (Solo Game), "Roll the white dice, and place one random die on
    #   each tavern (from right to left). The left tavern will have no dice"; "The three left taverns
    #   will have no orange dice"; End of the Round (Solo), "Add the orange die from the next
    #   row of the round counter"
    if solo:  # one die on each tavern from the right: 4 white, round+1 orange
        items = [TavernRoll("troll", t, 0) for t in (4, 3, 2, 1)]
        items += [TavernRoll("troll", t, 1) for t in (4, 3, 2, 1)[: round_no + 1]]
        return tuple(items)
    # Rulebook: General Setup 6, "Roll 3 white dice and 1 orange die per player. Place each
    #   die in the dice area ... matching its value"; The End of the Round, "Add the orange
    #   dice from the next row of the round counter to the dice used ... Roll all dice"
    # Rulebook: General Setup 6-7, "In a 3-player game, roll 9 white dice and 3 orange
    #   dice"; "Place 1 orange die per player in each of the two rows of the round counter (dice are
    #   not rolled)"
    return (Indexed("roll", 0),) * (3 * n) + (Indexed("roll", 1),) * (n * round_no)


def setup(tables: Tables, config: GameConfig) -> State:
    n = config.players
    solo = n == 1
    side = board_side(config)
    # Rulebook: General Setup, "Return the 8 wagons and the advanced technology tile to the
    #   game box. These are only used in the ADVANCED GAME variant"
    wagons = "wagons" in config.variants
    # Rulebook: Setup (Solo Game) 3, "Before shuffling the scoring tiles, return the two
    #   tiles with a lightning symbol to the box"
    tiles = tuple(t for t in tables.scoring_ids if not (solo and tables.scoring[t][1]))
    chance = deal_items(tables, n, special_tiles(config) if solo else 0)
    pools = [tuple(sorted(t for t, (shape, _) in tables.tiles.items() if shape == sh)) for sh in ("L", "I3", "D2", "M1")]
    fjord = tuple(tuple(((), size, ()) for size in sizes) for _pts, sizes in tables.fjord)
    players = tuple(new_player(tables) for _ in range(n))
    if wagons:
        players = tuple(_with_wagon(p) for p in players)
    return State(
        n=n, solo=solo, wagons=wagons, side=side, round=1, phase="setup", seat=0, start=0,
        stage=SETUP_STAGE, pending=(), chance=chance, players=players,
        pool=(0,) * 12, tdice=((0, 0),) * 5, taverns=(-1,) * 5,
        # Rulebook: General Setup 9, "place a stack of 11 random tiles face down on each crate
        #   space" (cleft); General Setup 3, fishing-token stacks "equal to the number on the
        #   space" (fjord: README "Fjord")
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


def board_side(config: GameConfig) -> str:
    # Rulebook: Player Setup, "All players should play with the same side facing up. Use the
    #   sides without village names for your first game" (README "Ambiguous rules" 14: option side = a
    #   | b)
    side = config.option("side", "a") or "a"
    if side not in ("a", "b"):
        raise ValueError(_("board side must be a or b, not {side}").format(side=repr(side)))
    return side


def special_tiles(config: GameConfig) -> int:
    # Rulebook: Setup (Solo Game) 4, "draw 2 random scoring tiles from the remaining tiles
    #   ... These are your special scoring tiles"; Achievements (Solo Game) use 3, 4 or 5
    #   special scoring tiles
    specials = int(config.option("special_tiles", "2") or "2")  # 3-5 for the achievements
    if not 2 <= specials <= 5:
        raise ValueError(_("special_tiles must be 2..5"))
    return specials


def deal_items(tables: Tables, n: int, specials: int) -> tuple[Chance, ...]:
    """The chance decisions of the setup, in the rulebook's order (``specials``: solo only)."""
    # Rulebook: Player Setup, "A random player board"
    chance: list[Chance] = [Indexed("board", s) for s in range(n)]
    # Rulebook: General Setup 4, "Shuffle the 8 ability tiles and place 1 tile face up on each
    #   of the ability spaces on the game board"
    chance += [Dealt("abboard")] * 4
    # Rulebook: Before you start, "Make 4 sets of 3 tiles, where each set consists of 1
    #   random ability tile ..., 1 random starting building tile, and 1 random starting resource
    #   tile"; Setup (Solo Game), "Even in a solo game, form 4 random starting sets"
    chance += [Indexed("setab", k) for k in range(4)] + [Indexed("setbld", k) for k in range(4)]
    chance += [Indexed("setres", k) for k in range(4)]
    # Rulebook: General Setup 5, "place 1 random tile face up on each of the purple spaces
    #   (top space of each technology track)"
    chance += [Indexed("toptile", t) for t in range(4)]
    chance += [Indexed("special", k) for k in range(specials)]  # solo: the special scoring tiles
    # Rulebook: General Setup 8, "Shuffle each shape of tiles separately and place a stack of
    #   face-up tiles on each matching building space" (two stacks per shape: README "Building
    #   stacks")
    chance += [Indexed("btop", k) for k in range(len(tables.stacks))]
    # Rulebook: General Setup 9, "shuffle the 4 starting crate tiles and place one random tile
    #   face up on top of each stack"
    chance += [Indexed("sctop", k) for k in range(4)]
    chance += roll_items(n, n == 1, 1)
    if n > 1:
        # Rulebook: Before you start, "The player who last ate fish is the starting player"
        #   (a random draw here: the app cannot ask who ate fish last)
        chance.append(Dealt("first"))
    return tuple(chance)


def _with_wagon(p: Player) -> Player:
    w = thaw_player(p)
    # Rulebook: Setup (Advanced Game), "Each player places 1 wagon on the top left space of
    #   the grid of their player board, and 1 wagon on the designated space of the advanced technology
    #   tile"
    w.wagons = (0,)  # advanced game: one wagon on the top-left space
    return w.freeze()
