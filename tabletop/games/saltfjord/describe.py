"""Log lines and buttons in players' words: every action and chance outcome, never an id."""

from __future__ import annotations

from collections.abc import Callable
from typing import TYPE_CHECKING

from tabletop.core import Action, seat_ref

from .common import parse_cell
from .items import Die, Place
from .state import AnyState
from .tables import RES, RI, TOP, TRACKS, Tables
from .words import (
    PIER_LONG,
    REWARD_TEXT,
    SHAPE_NAMES,
    TAVERN_TEXT,
    ability_name,
    board_name,
    count,
    crate_text,
    effect_words,
    placed_squares,
    resources_text,
    scoring_name,
    space_name,
    square_words,
    token_reward,
)

if TYPE_CHECKING:
    from .state import State

Args = tuple[str, ...]
VerbWords = Callable[[Tables, AnyState, Args], str]  # an action's words from its arguments

FIXED = {
    "done": "finish activating; the die stays on the last building",
    "skip": "skip this effect", "discard": "discard the die for 1 fish",
    "take_fish": "take 1 fish instead of upgrading", "advance": "advance the fishing boat",
    "home": "return home with the boat", "wagons_done": "stop moving wagons",
}
STACK_SIDE = {"a": "left", "b": "right"}
SKIP_TEXT = {  # declining the effect waiting (RB: carrying out an effect is always optional)
    "upgrade": "upgrade nothing", "order": "complete no order", "tech": "gain no technology",
    "ability": "take no ability tile", "build": "build no tile", "fish": "do not go fishing",
    "feast": "pay no grain or food for points", "sellfish": "sell no fish",
    "also": "activate no adjacent building", "opt": "use neither action of the building",
    "lift": "discard no more dice", "wagon": "leave the wagon",
}


def _room(arg: str) -> str:
    return arg.split(":")[2]


def chance_text(tables: Tables, action: Action) -> str:
    """A chance outcome in words, as the log shows it."""
    verb, args = action.verb, action.args
    arg = args[0]
    if verb == "roll":
        return f"{'an' if arg[:1] in 'aeiou' else 'a'} {arg} die shows {args[1]}"
    if verb == "first":
        return f"{seat_ref(int(arg) - 1)} is the starting player"
    if verb == "board":
        return f"{board_name(arg)} dealt"
    if verb == "board_ability":
        return f"ability tile “{ability_name(arg)}” placed on the board"
    if verb == "set_ability":
        return f"ability tile “{ability_name(arg)}” goes to a starting set"
    if verb == "set_building":
        return "a starting building tile goes to a starting set"
    if verb == "set_resources":
        return f"starting resources ({resources_text(tables.start_resources[arg][0])}) go to a starting set"
    if verb in ("track_tile", "special_tile"):
        where = "placed on top of a technology track" if verb == "track_tile" else "drawn as a special tile"
        return f"scoring tile “{scoring_name(arg)}” {where}"
    if verb == "building_tile":
        shape, squares = tables.tiles[arg]
        what = ", ".join(square_words(tables.squares[q].code) for q in squares)
        return f"new {SHAPE_NAMES[shape]} building tile revealed: {what}"
    if verb == "new_order":
        cost, pts, _ = tables.crates[arg]
        return f"new order revealed: pay {resources_text(cost)}, worth {count(pts, 'point')}"
    if verb == "draw":
        return f"a type {tables.tokens[arg][0]} fishing token turns up: {token_reward(tables, arg)}"
    return verb


def _tech(tables: Tables, s: AnyState, track: str) -> str:
    t = TRACKS.index(track)
    level = s.players[s.seat].tech[t]
    from .effects import tech_cost
    advanced = s.wagons and t == TRACKS.index("logistics")
    rewards = tables.adv_rewards if advanced else tables.track_rewards[t]
    gain = "its scoring tile" if level + 1 == TOP else REWARD_TEXT.get(rewards[level], rewards[level])
    return f"advance on {track}: pay 1 {RES[tech_cost(tables, s, t, level)]}; reward: {gain}"


def _building(tables: Tables, s: AnyState, arg: str) -> tuple[str, str]:
    """(what stands on a space, the space's name) for a ``cell:`` argument."""
    seat, cell = parse_cell(arg)
    code = tables.squares[s.players[seat].grid[cell]].code
    return (square_words(code) if code else "empty space"), space_name(cell)


def describe(tables: Tables, state: State, action: Action) -> str:
    """What choosing ``action`` does, in players' words (tooltips, buttons, the log)."""
    verb, args = action.verb, action.args
    if action.chance:
        return chance_text(tables, action)
    if verb == "skip" and state.pending:
        return SKIP_TEXT.get(state.pending[0].kind, FIXED["skip"])
    if verb in FIXED:
        return FIXED[verb]
    words = VERB_WORDS.get(verb)
    return words(tables, state, args) if words else verb


# --- A: take a die, place it, activate buildings ---------------------------------------------
def _take(tables: Tables, s: AnyState, args: Args) -> str:
    place, where = args[0].split(":")
    color = args[1]
    article = "an" if color == "orange" else "a"
    if place == "tavern":
        value = s.tdice[int(where) - 1][0 if color == "white" else 1]
        return f"take the {color} die showing {value} from tavern {where}"
    return f"take {article} {color} die showing {where}"


def _line(tables: Tables, s: AnyState, args: Args) -> str:
    kind, _, n = args[0].split(":")
    cost = 0
    if isinstance(s.stage, Die):
        from .turns import die_cost
        cost = die_cost(s.players[s.seat], s.stage.value, int(n))
    paid = f" (pay {cost} fish)" if cost else ""
    return f"place the die at {'column' if kind == 'col' else 'row'} {n}{paid}"


def _on_building(template: str) -> VerbWords:
    """Words for a choice of one building (activate it, put a worker on it, ...)."""
    def words(tables: Tables, s: AnyState, args: Args) -> str:
        what, where = _building(tables, s, args[0])
        return template.format(what=what, where=where)
    return words


def _wagon(tables: Tables, s: AnyState, args: Args) -> str:
    what, where = _building(tables, s, args[1])
    return f"move wagon {args[0].split(':')[2]} to {where} ({what})"


def _stay(tables: Tables, s: AnyState, args: Args) -> str:
    return f"wagon {args[0].split(':')[2]} stays and activates its space"


# --- B: build; C: retire; starting sets ------------------------------------------------------
def _build(tables: Tables, s: AnyState, args: Args) -> str:
    k = next(i for i, stack in enumerate(tables.stacks) if stack[0] == args[0].split(":", 1)[1])
    sid, shape, _ = tables.stacks[k]
    tile = s.btops[k]
    side = STACK_SIDE.get(sid[-1], "")
    what = ", ".join(square_words(tables.squares[q].code) for q in tables.tiles[tile][1]) if tile else "the top tile"
    return f"build a {SHAPE_NAMES[shape]} tile from the {side} stack: {what}"


def _retire(tables: Tables, s: AnyState, args: Args) -> str:
    t = args[0].split(":")[1]
    return f"retire to tavern {t}: {TAVERN_TEXT[tables.taverns[int(t) - 1]]}"


def _choose(tables: Tables, s: AnyState, args: Args) -> str:
    k = int(args[0].split(":")[1]) - 1
    ab, _bld, res = s.deal.sets[k]
    vec, fishing = tables.start_resources[res] if res else ((), False)
    extra = " and go fishing" if fishing else ""
    return f"choose starting set {k + 1}: “{ability_name(ab)}”, {resources_text(vec)}{extra}"


# --- effects: orders, technology, abilities, fishing, payments -------------------------------
def _order(tables: Tables, s: AnyState, args: Args) -> str:
    return "complete the " + crate_text(tables, args[0].split(":", 1)[1])


def _ability(tables: Tables, s: AnyState, args: Args) -> str:
    ab = args[0].split(":")[1]
    return f"take the ability tile “{ability_name(ab)}”: {tables.abilities[ab]}"


def _pier(tables: Tables, s: AnyState, args: Args) -> str:
    i = int(args[0].split(":")[2])
    return f"put the crate at pier {i} ({PIER_LONG[tables.piers[i - 1][0]]})"


def _cast(tables: Tables, s: AnyState, args: Args) -> str:
    return f"take from the type {args[0].split(':')[2]} stack"


def _token(keep: bool) -> VerbWords:
    """Keeping a fishing token just drawn, or throwing one overboard."""
    def words(tables: Tables, s: AnyState, args: Args) -> str:
        tok = args[0].split(":", 1)[1]
        what = f"type {tables.tokens[tok][0]} token ({token_reward(tables, tok)})"
        return f"keep the {what}" if keep else f"throw the {what} overboard"
    return words


def _pay(tables: Tables, s: AnyState, args: Args) -> str:
    r = _room(args[0])
    return f"pay 1 {r} for {count(3 if r == 'grain' else 5, 'point')}"


def _sell_fish(tables: Tables, s: AnyState, args: Args) -> str:
    k = int(args[0])
    return f"sell {k} fish for {count(3 * k, 'point')}"


def _sell(tables: Tables, s: AnyState, args: Args) -> str:
    r = _room(args[0])
    return f"sell 1 {r} for {tables.sell[RI[r]]} fish"


def _room_change(template: str) -> VerbWords:
    """Upgrading or downgrading a resource (``{room}`` to ``{to}``), or buying one."""
    def words(tables: Tables, s: AnyState, args: Args) -> str:
        return template.format(room=_room(args[0]), to=args[1] if len(args) > 1 else "")
    return words


VERB_WORDS: dict[str, VerbWords] = {
    "take": _take, "line": _line,
    "activate": _on_building("activate the {what} at {where}"),
    "worker": _on_building("place a worker on the {what} at {where}"),
    "also": _on_building("pay 1 fish to also activate the {what} at {where}"),
    "lift": _on_building("discard the die on {where} (lift tile)"),
    "wagon": _wagon, "stay": _stay, "order": _order,
    "place": lambda tables, s, args: _describe_place(tables, s, args),
    "build": _build, "retire": _retire, "choose": _choose,
    "tech": lambda tables, s, args: _tech(tables, s, args[0].split(":")[1]),
    "effect": lambda tables, s, args: effect_words(args[0] if args else ""),
    "ability": _ability, "pier": _pier, "cast": _cast, "keep": _token(True), "overboard": _token(False),
    "pay": _pay, "sell_fish": _sell_fish, "sell": _sell,
    "pay_upgrade": _room_change("pay 2 fish to upgrade {room} to {to}"),
    "upgrade": _room_change("upgrade {room} to {to}"),
    "downgrade": _room_change("downgrade {room} to {to}"),
    "buy": _room_change("pay 2 fish for 1 {room}"),
}


def _describe_place(tables: Tables, s: AnyState, args: tuple[str, ...]) -> str:
    """Which square of the tile lands on which space."""
    _seat, anchor = parse_cell(args[0])
    if s.pending and isinstance(s.pending[0], Place):
        shape, squares = tables.tiles[s.pending[0].tile]
    elif s.phase == "sets":
        p = s.players[s.seat]
        bld = s.deal.sets[p.start_set][1]
        sb = next(b for b in tables.start_buildings if b[0] == bld)
        shape, squares = "D2", (sb[1] if s.side == "a" else sb[2])
    else:
        return f"place the tile at {space_name(anchor)}"
    return "place the tile: " + placed_squares(tables, shape, squares, anchor, int(args[1]))
