"""Applying the choice made for the effect waiting first in ``state.pending``: one handler per
verb (upgrades, orders and piers, technology, abilities, tiles, fishing, payments)."""

from __future__ import annotations

from collections.abc import Callable

from tabletop.core import Action, IllegalActionError

from .building import place_tile, take_tile
from .common import has, parse_cell
from .effects import tech_cost
from .fishing import cast, keep, overboard, return_home
from .i18n import _
from .items import (
    ABILITY,
    CAST,
    SELL_FISH,
    Activate,
    Build,
    Indexed,
    Keep,
    Opt,
    Pending,
    PierChoice,
    Place,
    WagonMove,
    cast_item,
    effect_items,
    pier_items,
)
from .state import PlayerW, StateW, remove_one
from .tables import FISH, GRAIN, LOGI, RI, TOP, TRACKS, Tables

# Rulebook: Scoring Tiles, "(1st: 14, 2nd: 10, 3rd: 7, 4th: 6)"
RACE_POINTS = (14, 10, 7, 6)

Args = tuple[str, ...]
Choice = Callable[[Tables, StateW, PlayerW, Pending, Args], None]  # (tables, w, player, item, args)


def apply_choice(tables: Tables, w: StateW, action: Action) -> None:
    item = w.pending[0]
    w.pending = w.pending[1:]
    if action.verb == "skip":
        return
    p = w.p(w.seat)
    handler = CHOICES.get(action.verb)
    if handler is None:
        raise IllegalActionError(_("{action} is not a choice here").format(action=action.text()))
    handler(tables, w, p, item, action.args)


def _upgrade(tables: Tables, w: StateW, p: PlayerW, item: Pending, args: Args) -> None:
    p.add(RI[args[0].split(":")[2]], -1)
    p.add(RI[args[1]], 1)


def _ability(tables: Tables, w: StateW, p: PlayerW, item: Pending, args: Args) -> None:
    ab = args[0].split(":")[1]
    w.ab_board = remove_one(w.ab_board, ab)
    p.abilities = (*p.abilities, ab)
    if ab == "lift":
        p.lift = 3


def _place(tables: Tables, w: StateW, p: PlayerW, item: Pending, args: Args) -> None:
    _, anchor = parse_cell(args[0])
    place_tile(tables, w, p, cast_item(Place, item).tile, anchor, int(args[1]))


# Rulebook: Go fishing, "Advance your fishing boat to the next area in the fjord"
def _advance(tables: Tables, w: StateW, p: PlayerW, item: Pending, args: Args) -> None:
    p.area += 1
    w.push(CAST)


# Rulebook: Action C: Retire, "pay one grain to score 3 points or one food to score 5
#   points"
def _pay(tables: Tables, w: StateW, p: PlayerW, item: Pending, args: Args) -> None:
    r = RI[args[0].split(":")[2]]
    p.add(r, -1)
    p.vp += 3 if r == GRAIN else 5


# Rulebook: Scoring Tiles, "sell up to 5 fish for 3 points each"
def _sell_fish(tables: Tables, w: StateW, p: PlayerW, item: Pending, args: Args) -> None:
    k = int(args[0])
    p.add(FISH, -k)
    p.vp += 3 * k


def _also(tables: Tables, w: StateW, p: PlayerW, item: Pending, args: Args) -> None:
    _, cell = parse_cell(args[0])
    p.add(FISH, -1)
    w.push(Activate("bld", cell, False))


def _effect(tables: Tables, w: StateW, p: PlayerW, item: Pending, args: Args) -> None:
    chosen = args[0]
    items = effect_items(chosen)
    opt = cast_item(Opt, item)
    # Rulebook: Ability Tiles, "When placing a worker on a building with two possible
    #   actions, you may perform both actions (in any order)"
    if opt.both:  # the "both" ability: the other action follows
        other = opt.second if chosen == opt.first else opt.first
        items = (*items, *effect_items(other))
    w.push(*items)


CHOICES: dict[str, Choice] = {  # by the chosen action's verb
    "upgrade": _upgrade,
    "take_fish": lambda tables, w, p, item, args: p.add(FISH, 1),
    "order": lambda tables, w, p, item, args: take_crate(tables, w, p, args[0].split(":", 1)[1]),
    "pier": lambda tables, w, p, item, args: put_crate(
        tables, w, p, cast_item(PierChoice, item).crate, int(args[0].split(":")[2]) - 1),
    "tech": lambda tables, w, p, item, args: advance_tech(tables, w, p, TRACKS.index(args[0].split(":")[1])),
    "ability": _ability,
    "build": lambda tables, w, p, item, args: take_tile(tables, w, p, args[0].split(":")[1], cast_item(Build, item).size),
    "place": _place,
    "advance": _advance,
    # Rulebook: Go fishing, "Return home: Score the number of points adjacent to the current
    #   area of your fishing boat"
    "home": lambda tables, w, p, item, args: return_home(tables, p),
    "cast": lambda tables, w, p, item, args: cast(tables, w, p, int(args[0].split(":")[2]) - 1),
    "keep": lambda tables, w, p, item, args: keep(w, p, cast_item(Keep, item), args[0].split(":")[1]),
    "overboard": lambda tables, w, p, item, args: overboard(tables, w, p, args[0].split(":")[1]),
    "pay": _pay, "sell_fish": _sell_fish, "also": _also, "effect": _effect,
}


# Rulebook: Complete an order, "Take the tile and place it face down in the next open slot to
#   the right of the pier ... that matches the crate space the tile came from. Then, reveal the next
#   tile in the crate tile stack"
def take_crate(tables: Tables, w: StateW, p: PlayerW, crate: str) -> None:
    space = w.ctops.index(crate)
    p.add_vec(tables.crates[crate][0], -1)
    tops = list(w.ctops)
    tops[space] = ""
    w.ctops = tuple(tops)
    if w.cleft[space]:
        w.queue_chance(Indexed("ctop", space))
    if has(tables, p, "any_pier", w.wagons):
        w.push(PierChoice("pier", crate))
    else:
        put_crate(tables, w, p, crate, space)


def put_crate(tables: Tables, w: StateW, p: PlayerW, crate: str, pier: int) -> None:
    piers = list(p.piers)
    piers[pier] = (*piers[pier], crate)
    p.piers = tuple(piers)
    # Rulebook: Logistics, "Each time you complete an order, immediately gain the reward of
    #   the pier where the crate tile is placed"
    if has(tables, p, "pier_reward", w.wagons):
        w.push(*pier_items(tables, pier))


def advance_tech(tables: Tables, w: StateW, p: PlayerW, track: int) -> None:
    level = p.tech[track]
    p.add(tech_cost(tables, w, track, level), -1)
    tech = list(p.tech)
    tech[track] = level + 1
    p.tech = tuple(tech)
    # Rulebook: Gain technology, "If you reach the end of a technology track, you will
    #   additionally trigger its scoring tile (immediately or during final scoring depending on the
    #   tile)"
    if level + 1 == TOP:
        tile = w.tops[track]
        # Not in the rulebook: which two scoring tiles carry the lightning symbol (README "Lightning
        #   tiles")
        if tile == "sellfish":
            w.push(SELL_FISH)
        # Rulebook: Scoring Tiles, "The first player to reach this scoring tile immediately
        #   scores 14 points, the second player 10 points, etc." (ranked by the order of reaching it:
        #   README "Ambiguous rules" 9)
        elif tile == "race":
            p.vp += RACE_POINTS[min(w.race, 3)]
            w.race += 1
        return
    # Rulebook: New logistics technologies, the advanced tile's three rewards replace
    #   the logistics track's
    rewards = tables.adv_rewards if (w.wagons and track == LOGI) else tables.track_rewards[track]
    reward = rewards[level]
    # Rulebook: Craftsmanship, "Gain 1 gold"; "Gain 1 worker from this technology track
    #   space"
    if reward == "worker":
        p.workers += 1
    elif reward == "gold":
        p.add(7, 1)
    # Rulebook: Carpentry, "Flip your boat tile to the upgraded side"
    elif reward == "boat":
        p.boat_up = True
    elif reward == "ability":
        w.push(ABILITY)
    # Rulebook: Logistics, "Gain 1 fish, 1 wood, and 1 paper"
    elif reward == "fish_wood_paper":
        p.add_vec((1, 1, 0, 1, 0, 0, 0, 0))
    # Rulebook: New logistics technologies, "Gain the other wagon"; "You may immediately
    #   move each of your wagons (in any order) one space up, down, left, or right"
    elif reward == "second_wagon":
        from .wagons import gain_wagon
        gain_wagon(w, p)
    elif reward == "wagon_move":
        w.push(WagonMove("wmove", ()))

