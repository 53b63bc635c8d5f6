"""The turn machinery's records: the stage of a turn, the effects waiting in ``state.pending``
and the chance decisions waiting in ``state.chance``, one named tuple per kind.

Each record keeps its kind string as its first field and prints as a plain tuple: the state's
canonical dump (a save's digest) and its repr (the digest of saves before schema 4) are the
same as when these were bare tuples, so every save still loads.
"""

from __future__ import annotations

from typing import Literal, NamedTuple, TypeVar, get_args

from .tables import PRODUCE, Tables


# --- the stage of the seat to act -------------------------------------------------------------
class Main(NamedTuple):  # take a die, build a large tile or retire
    kind: Literal["main"]


class Die(NamedTuple):  # a die taken, to place (or discard)
    kind: Literal["die"]
    color: int  # 0 white, 1 orange
    value: int


class Act(NamedTuple):  # activating the buildings of a row or column in order
    kind: Literal["act"]
    is_row: int
    line: int  # 1..6
    last: int  # index in the line of the last building activated (-1: none yet)
    color: int


class Choosing(NamedTuple):  # "set" choose a starting set, "startbld" place its building,
    kind: Literal["set", "startbld", "setup", "over"]  # "setup" dealing, "over" the end


Stage = Main | Die | Act | Choosing
MAIN = Main("main")
SET_STAGE, START_BUILDING = Choosing("set"), Choosing("startbld")
SETUP_STAGE, OVER_STAGE = Choosing("setup"), Choosing("over")


# --- effects waiting in state.pending ---------------------------------------------------------
class Gain(NamedTuple):
    kind: Literal["gain"]
    res: int  # room index, or -1 for points (a boardwalk)
    n: int


class Build(NamedTuple):
    kind: Literal["build"]
    size: str  # "small", "mono"


class Place(NamedTuple):
    kind: Literal["place"]
    tile: str  # the tile taken, to place


class Activate(NamedTuple):  # "bld": a building's effect to resolve
    kind: Literal["bld"]
    cell: int
    both: bool  # the "both" ability: a building with two actions may do both


class Also(NamedTuple):  # pay 1 fish to activate a building next to ``cell``
    kind: Literal["also"]
    cell: int


class Opt(NamedTuple):  # one of a building's two actions
    kind: Literal["opt"]
    first: str
    second: str
    both: bool


class PierChoice(NamedTuple):  # "pier": the pier a completed crate goes to
    kind: Literal["pier"]
    crate: str


class Keep(NamedTuple):  # keep one of the fishing tokens drawn from a stack
    kind: Literal["keep"]
    area: int
    ttype: int


class Lift(NamedTuple):  # more dice to discard with the lift tile
    kind: Literal["lift"]
    left: int


class WagonMove(NamedTuple):  # "wmove": move each wagon one step
    kind: Literal["wmove"]
    moved: tuple[int, ...]  # wagons moved so far


class WagonLine(NamedTuple):  # "wagon": a wagon in the activated line moves along it
    kind: Literal["wagon"]
    is_row: int
    line: int
    moved: tuple[int, ...]
    eligible: tuple[int, ...]


SimpleKind = Literal["fish", "vpfish", "upgrade", "order", "tech", "feast", "cast", "sellfish",
                     "ability", "overboard", "nextset", "endturn", "piers"]


class Simple(NamedTuple):  # an effect without arguments
    kind: SimpleKind


Pending = (Gain | Build | Place | Activate | Also | Opt | PierChoice | Keep | Lift | WagonMove
           | WagonLine | Simple)
GO_FISH, VP_FISH, UPGRADE, ORDER = Simple("fish"), Simple("vpfish"), Simple("upgrade"), Simple("order")
TECH, FEAST, CAST, SELL_FISH = Simple("tech"), Simple("feast"), Simple("cast"), Simple("sellfish")
ABILITY, OVERBOARD, NEXT_SET = Simple("ability"), Simple("overboard"), Simple("nextset")
END_TURN, PIERS = Simple("endturn"), Simple("piers")

EFFECT_ITEMS: dict[str, Pending] = {"upgrade": UPGRADE, "order": ORDER, "tech": TECH,
                                    "build": Build("build", "small"), "boat": GO_FISH}
PIER_ITEMS: dict[str, Pending] = {"fish": GO_FISH, "vp_fish": VP_FISH, "upgrade": UPGRADE, "feast": FEAST}


def effect_items(code: str) -> tuple[Pending, ...]:
    """The pending items one building effect (icon) stands for."""
    # Rulebook: Resource Buildings, "Produce: Gain the resource(s) shown ... You gain 2 fish
    #   from the fish building"
    if code in PRODUCE:
        r, n = PRODUCE[code]
        return (Gain("gain", r, n),)
    # Rulebook: Appendix, Buildings / Taverns, "Double boat: Go fishing twice"
    if code == "boat2":
        return (GO_FISH, GO_FISH)
    # Rulebook: Appendix, Buildings / Taverns, "Upgrade one resource", "Complete one
    #   order", "Pay to advance one technology marker", "Build 1 small building tile (one-square or
    #   two-square) for one wood", "Go fishing"
    return (EFFECT_ITEMS[code],)


def pier_items(tables: Tables, pier: int) -> tuple[Pending, ...]:
    # The piers' order, rewards and slots are not given (README "Crate spaces ↔
    #   piers")
    reward = tables.piers[pier][0]
    # Rulebook: Action C: Retire, the pier rewards "Go fishing", "Gain 1 point and 1
    #   fish", "Upgrade 1 resource (or take 1 fish)", "pay one grain to score 3 points or one food to
    #   score 5 points" (top to bottom: README "Crate spaces ↔ piers")
    return (PIER_ITEMS[reward],)


# --- chance decisions waiting in state.chance -------------------------------------------------
IndexedKind = Literal["board", "setab", "setbld", "setres", "toptile", "special", "btop", "sctop",
                      "ctop", "roll"]


class Indexed(NamedTuple):  # a draw for one place: a seat's board, a set, a stack, a dice colour
    kind: IndexedKind
    at: int  # the seat, set, stack, crate space or dice colour


class TavernRoll(NamedTuple):  # "troll": solo, a die rolled onto a tavern
    kind: Literal["troll"]
    tavern: int
    color: int


class Draw(NamedTuple):  # a fishing token drawn from a stack
    kind: Literal["draw"]
    area: int
    ttype: int


class Dealt(NamedTuple):  # "abboard" an ability tile for the board, "first" the starting player
    kind: Literal["abboard", "first"]


Chance = Indexed | TavernRoll | Draw | Dealt
R = TypeVar("R")


def cast_item(kind: type[R], item: object) -> R:
    """``item`` as the record it must be (a choice is legal only for its own kind of item)."""
    assert isinstance(item, kind), item
    return item


def _plain(self: tuple[object, ...]) -> str:
    return tuple.__repr__(self)


for _record in (*get_args(Stage), *get_args(Pending), *get_args(Chance)):
    setattr(_record, "__repr__", _plain)  # noqa: B010 (a NamedTuple's body may not set it)
