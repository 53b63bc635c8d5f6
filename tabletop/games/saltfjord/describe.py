"""Log lines and buttons in players' words: every action and chance outcome, never an id.

An action's words are an imperative ("take a white die showing 3"): the English log turns it
into "Anna takes ...", other languages show it after the player's name."""

from __future__ import annotations

from collections.abc import Callable
from typing import TYPE_CHECKING

from tabletop.core import Action, seat_ref

from .common import parse_cell
from .i18n import N_, _
from .items import Die, Place
from .state import AnyState
from .tables import FISH, RI, TOP, TRACKS, Tables
from .words import (
    PIER_LONG,
    TAVERN_TEXT,
    ability_name,
    ability_text,
    board_name,
    crate_text,
    effect_words,
    placed_squares,
    points,
    res_count,
    res_name,
    resources_text,
    reward_text,
    scoring_name,
    shape_name,
    space_name,
    square_words,
    squares_text,
    token_reward,
    track_name,
)

if TYPE_CHECKING:
    from .state import State

Args = tuple[str, ...]
VerbWords = Callable[[Tables, AnyState, Args], str]  # an action's words from its arguments

FIXED = {
    "done": N_("finish activating; the die stays on the last building"),
    "skip": N_("skip this effect"), "discard": N_("discard the die for 1 fish"),
    "take_fish": N_("take 1 fish instead of upgrading"), "advance": N_("advance the fishing boat"),
    "home": N_("return home with the boat"), "wagons_done": N_("stop moving wagons"),
}
SKIP_TEXT = {  # declining the effect waiting (RB: carrying out an effect is always optional)
    "upgrade": N_("upgrade nothing"), "order": N_("complete no order"), "tech": N_("gain no technology"),
    "ability": N_("take no ability tile"), "build": N_("build no tile"), "fish": N_("do not go fishing"),
    "feast": N_("pay no grain or food for points"), "sellfish": N_("sell no fish"),
    "also": N_("activate no adjacent building"), "opt": N_("use neither action of the building"),
    "lift": N_("discard no more dice"), "wagon": N_("leave the wagon"),
}


def _room(arg: str) -> str:
    """The resource of a ``room:<seat>:<name>`` argument, in words."""
    return res_name(RI[arg.split(":")[2]])


def _chance_roll(tables: Tables, args: Args) -> str:
    if args[0] == "orange":
        return _("an orange die shows {value}").format(value=args[1])
    return _("a white die shows {value}").format(value=args[1])


def _new_tile(tables: Tables, args: Args) -> str:
    shape, squares = tables.tiles[args[0]]
    return _("new {shape} building tile revealed: {squares}").format(
        shape=shape_name(shape), squares=squares_text(tables, squares))


def _new_order(tables: Tables, args: Args) -> str:
    cost, pts, _start = tables.crates[args[0]]
    return _("new order revealed: pay {cost}, worth {points}").format(cost=resources_text(cost), points=points(pts))


CHANCE_WORDS: dict[str, Callable[[Tables, Args], str]] = {  # a chance outcome, by its verb
    "roll": _chance_roll,
    "first": lambda tables, args: _("{player} is the starting player").format(player=seat_ref(int(args[0]) - 1)),
    "board": lambda tables, args: _("{board} dealt").format(board=board_name(args[0])),
    "board_ability": lambda tables, args: _("ability tile “{ability}” placed on the board").format(
        ability=ability_name(args[0])),
    "set_ability": lambda tables, args: _("ability tile “{ability}” goes to a starting set").format(
        ability=ability_name(args[0])),
    "set_building": lambda tables, args: _("a starting building tile goes to a starting set"),
    "set_resources": lambda tables, args: _("starting resources ({resources}) go to a starting set").format(
        resources=resources_text(tables.start_resources[args[0]][0])),
    "track_tile": lambda tables, args: _("scoring tile “{tile}” placed on top of a technology track").format(
        tile=scoring_name(args[0])),
    "special_tile": lambda tables, args: _("scoring tile “{tile}” drawn as a special tile").format(
        tile=scoring_name(args[0])),
    "building_tile": _new_tile,
    "new_order": _new_order,
    "draw": lambda tables, args: _("a type {type} fishing token turns up: {reward}").format(
        type=tables.tokens[args[0]][0], reward=token_reward(tables, args[0])),
}


def chance_text(tables: Tables, action: Action) -> str:
    """A chance outcome in words, as the log shows it."""
    words = CHANCE_WORDS.get(action.verb)
    return words(tables, action.args) if words else action.verb


def _tech(tables: Tables, s: AnyState, track: str) -> str:
    t = TRACKS.index(track)
    level = s.players[s.seat].tech[t]
    from .effects import tech_cost
    advanced = s.wagons and t == TRACKS.index("logistics")
    rewards = tables.adv_rewards if advanced else tables.track_rewards[t]
    gain = _("its scoring tile") if level + 1 == TOP else reward_text(rewards[level])
    return _("advance on {track}: pay {cost}; reward: {gain}").format(
        track=track_name(t), cost=res_count(1, tech_cost(tables, s, t, level)), gain=gain)


def _building(tables: Tables, s: AnyState, arg: str) -> tuple[str, str]:
    """(what stands on a space, the space's name) for a ``cell:`` argument."""
    seat, cell = parse_cell(arg)
    code = tables.squares[s.players[seat].grid[cell]].code
    return (square_words(code) if code else _("empty space")), space_name(cell)


def describe(tables: Tables, state: State, action: Action) -> str:
    """What choosing ``action`` does, in players' words (tooltips, buttons, the log)."""
    verb, args = action.verb, action.args
    if action.chance:
        return chance_text(tables, action)
    if verb == "skip" and state.pending:
        return _(SKIP_TEXT.get(state.pending[0].kind, FIXED["skip"]))
    if verb in FIXED:
        return _(FIXED[verb])
    words = VERB_WORDS.get(verb)
    return words(tables, state, args) if words else verb


# --- A: take a die, place it, activate buildings ---------------------------------------------
def _take(tables: Tables, s: AnyState, args: Args) -> str:
    place, where = args[0].split(":")
    orange = args[1] == "orange"
    if place == "tavern":
        value = s.tdice[int(where) - 1][1 if orange else 0]
        if orange:
            return _("take the orange die showing {value} from tavern {tavern}").format(value=value, tavern=where)
        return _("take the white die showing {value} from tavern {tavern}").format(value=value, tavern=where)
    if orange:
        return _("take an orange die showing {value}").format(value=where)
    return _("take a white die showing {value}").format(value=where)


def _line(tables: Tables, s: AnyState, args: Args) -> str:
    kind, _seat, n = args[0].split(":")
    cost = 0
    if isinstance(s.stage, Die):
        from .turns import die_cost
        cost = die_cost(s.players[s.seat], s.stage.value, int(n))
    if cost:
        paid = res_count(cost, FISH)
        if kind == "col":
            return _("place the die at column {n} (pay {cost})").format(n=n, cost=paid)
        return _("place the die at row {n} (pay {cost})").format(n=n, cost=paid)
    return (_("place the die at column {n}") if kind == "col" else _("place the die at row {n}")).format(n=n)


def _on_building(template: str) -> VerbWords:
    """Words for a choice of one building (activate it, put a worker on it, ...)."""
    def words(tables: Tables, s: AnyState, args: Args) -> str:
        what, where = _building(tables, s, args[0])
        return _(template).format(what=what, where=where)
    return words


def _wagon(tables: Tables, s: AnyState, args: Args) -> str:
    what, where = _building(tables, s, args[1])
    return _("move wagon {number} to {where} ({what})").format(number=args[0].split(":")[2], where=where, what=what)


def _stay(tables: Tables, s: AnyState, args: Args) -> str:
    return _("wagon {number} stays and activates its space").format(number=args[0].split(":")[2])


# --- B: build; C: retire; starting sets ------------------------------------------------------
def _build(tables: Tables, s: AnyState, args: Args) -> str:
    k = next(i for i, stack in enumerate(tables.stacks) if stack[0] == args[0].split(":", 1)[1])
    sid, shape, _size = tables.stacks[k]
    tile = s.btops[k]
    what = squares_text(tables, tables.tiles[tile][1]) if tile else _("the top tile")
    if sid[-1] == "a":
        return _("build a {shape} tile from the left stack: {what}").format(shape=shape_name(shape), what=what)
    if sid[-1] == "b":
        return _("build a {shape} tile from the right stack: {what}").format(shape=shape_name(shape), what=what)
    return _("build a {shape} tile from the stack: {what}").format(shape=shape_name(shape), what=what)


def _retire(tables: Tables, s: AnyState, args: Args) -> str:
    t = args[0].split(":")[1]
    return _("retire to tavern {tavern}: {action}").format(tavern=t, action=_(TAVERN_TEXT[tables.taverns[int(t) - 1]]))


def _choose(tables: Tables, s: AnyState, args: Args) -> str:
    k = int(args[0].split(":")[1]) - 1
    ab, _bld, res = s.deal.sets[k]
    vec, fishing = tables.start_resources[res] if res else ((), False)
    if fishing:
        return _("choose starting set {number}: “{ability}”, {resources} and go fishing").format(
            number=k + 1, ability=ability_name(ab), resources=resources_text(vec))
    return _("choose starting set {number}: “{ability}”, {resources}").format(
        number=k + 1, ability=ability_name(ab), resources=resources_text(vec))


# --- effects: orders, technology, abilities, fishing, payments -------------------------------
def _order(tables: Tables, s: AnyState, args: Args) -> str:
    return _("complete the {order}").format(order=crate_text(tables, args[0].split(":", 1)[1]))


def _ability(tables: Tables, s: AnyState, args: Args) -> str:
    ab = args[0].split(":")[1]
    return _("take the ability tile “{ability}”: {rule}").format(ability=ability_name(ab), rule=ability_text(tables, ab))


def _pier(tables: Tables, s: AnyState, args: Args) -> str:
    i = int(args[0].split(":")[2])
    return _("put the crate at pier {number} ({reward})").format(number=i, reward=_(PIER_LONG[tables.piers[i - 1][0]]))


def _cast(tables: Tables, s: AnyState, args: Args) -> str:
    return _("take from the type {type} stack").format(type=args[0].split(":")[2])


def _token(keep: bool) -> VerbWords:
    """Keeping a fishing token just drawn, or throwing one overboard."""
    def words(tables: Tables, s: AnyState, args: Args) -> str:
        tok = args[0].split(":", 1)[1]
        kind, reward = tables.tokens[tok][0], token_reward(tables, tok)
        if keep:
            return _("keep the type {type} token ({reward})").format(type=kind, reward=reward)
        return _("throw the type {type} token ({reward}) overboard").format(type=kind, reward=reward)
    return words


def _pay(tables: Tables, s: AnyState, args: Args) -> str:
    r = RI[args[0].split(":")[2]]
    return _("pay {cost} for {points}").format(cost=res_count(1, r), points=points(3 if r == RI["grain"] else 5))


def _sell_fish(tables: Tables, s: AnyState, args: Args) -> str:
    k = int(args[0])
    return _("sell {fish} for {points}").format(fish=res_count(k, FISH), points=points(3 * k))


def _sell(tables: Tables, s: AnyState, args: Args) -> str:
    r = RI[args[0].split(":")[2]]
    return _("sell {resource} for {fish}").format(resource=res_count(1, r), fish=res_count(tables.sell[r], FISH))


def _room_change(template: str) -> VerbWords:
    """Upgrading or downgrading a resource (``{room}`` to ``{to}``), or buying one."""
    def words(tables: Tables, s: AnyState, args: Args) -> str:
        to = res_name(RI[args[1]]) if len(args) > 1 else ""
        return _(template).format(room=_room(args[0]), to=to, one=res_count(1, RI[args[0].split(":")[2]]))
    return words


VERB_WORDS: dict[str, VerbWords] = {
    "take": _take, "line": _line,
    "activate": _on_building(N_("activate the {what} at {where}")),
    "worker": _on_building(N_("place a worker on the {what} at {where}")),
    "also": _on_building(N_("pay 1 fish to also activate the {what} at {where}")),
    "lift": _on_building(N_("discard the die on {where} (lift tile)")),
    "wagon": _wagon, "stay": _stay, "order": _order,
    "place": lambda tables, s, args: _describe_place(tables, s, args),
    "build": _build, "retire": _retire, "choose": _choose,
    "tech": lambda tables, s, args: _tech(tables, s, args[0].split(":")[1]),
    "effect": lambda tables, s, args: effect_words(args[0] if args else ""),
    "ability": _ability, "pier": _pier, "cast": _cast, "keep": _token(True), "overboard": _token(False),
    "pay": _pay, "sell_fish": _sell_fish, "sell": _sell,
    "pay_upgrade": _room_change(N_("pay 2 fish to upgrade {room} to {to}")),
    "upgrade": _room_change(N_("upgrade {room} to {to}")),
    "downgrade": _room_change(N_("downgrade {room} to {to}")),
    "buy": _room_change(N_("pay 2 fish for {one}")),
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
        return _("place the tile at {where}").format(where=space_name(anchor))
    return _("place the tile: {squares}").format(squares=placed_squares(tables, shape, squares, anchor, int(args[1])))
