"""Going fishing: advancing the boat, drawing and keeping tokens, overboard, returning home."""

from __future__ import annotations

from tabletop.core import Action

from .common import ADVANCE, HOME, has
from .items import OVERBOARD, Draw, Keep
from .state import AnyPlayer, AnyState, PlayerW, StateW, remove_one
from .tables import FISH, Tables


def fish_options(tables: Tables, s: AnyState, p: AnyPlayer) -> list[Action]:
    out = []
    # Rulebook: Go fishing, "you must either advance your fishing boat or return home" (no
    #   advancing past the last area: README "Fjord")
    # The fjord's areas, and what happens at the last one, are not given
    if p.area < len(tables.fjord):
        out.append(ADVANCE)
    if p.area > 0:
        out.append(HOME)
    return out


def cast_types(tables: Tables, s: AnyState, p: AnyPlayer) -> list[int]:
    """Token types the boat may take in its area (1, and 2/3 with the fishing technologies)."""
    area = s.fjord[p.area - 1]
    out = []
    for t in range(3):
        # Rulebook: Go fishing, "Take the top fishing token (if any) from the stack of type 1
        #   (light) tokens"; Fishing, type 2 and type 3 tokens "Each time you advance your
        #   fishing boat"
        if t > 0 and not has(tables, p, ("type2", "type3")[t - 1], s.wagons):
            continue
        top, hidden, bottom = area[t]
        if top or hidden or bottom:
            out.append(t)
    return out


def token_points(tables: Tables, tok: str) -> int:
    t = tables.tokens[tok]
    # Rulebook: Go fishing example, "she discards all fishing tokens from her boat tile to
    #   gain 2 fish, 1 point (for the lobster), and 1 wood" (README "Fishing tokens")
    return t[3] + t[4]  # printed points plus one per lobster (rulebook return-home example)


def return_home(tables: Tables, p: PlayerW) -> None:
    # Rulebook: Go fishing, "Score the number of points adjacent to the current area of your
    #   fishing boat. Then, move your fishing boat back to the harbor. Gain the reward from each
    #   fishing token"
    p.vp += tables.fjord[p.area - 1][0]
    # Rulebook: Carpentry, "each time you return home, double the victory points (if any) on
    #   the fishing token placed on the «x2» space"; Ability Tiles the same for the extra space
    #   (README "Ambiguous rules" 6)
    doubled = (1 if p.boat_up else 0) + (1 if "hold" in p.abilities else 0)
    values = sorted((token_points(tables, tok) for tok in p.boat), reverse=True)
    p.vp += sum(values) + sum(values[:doubled])  # tokens may be rearranged: best ones on x2
    for tok in p.boat:
        t = tables.tokens[tok]
        p.add(FISH, t[1])
        p.add_vec(t[2])
    p.catch = (*p.catch, *p.boat)
    p.boat = ()
    p.area = 0


def cast(tables: Tables, w: StateW, p: PlayerW, ttype: int) -> None:
    area = w.fjord[p.area - 1][ttype]
    size = len(area[0]) + area[1] + len(area[2])
    # Rulebook: Fishing, "look at the top two fishing tokens from the chosen stack ... If
    #   there is only one fishing token left in the stack, draw only one token"
    k = min(size, 2 if has(tables, p, "draw_two", w.wagons) else 1)
    w.push(Keep("keep", p.area - 1, ttype), OVERBOARD)
    w.queue_chance(*([Draw("draw", p.area - 1, ttype)] * k))


def keep(w: StateW, p: PlayerW, item: Keep, tok: str) -> None:
    drawn = list(w.drawn)
    drawn.remove(tok)
    p.boat = (*p.boat, tok)
    w.drawn = ()
    a, t = item.area, item.ttype
    fj = [list(x) for x in w.fjord]
    top, hidden, bottom = fj[a][t]
    # Rulebook: Fishing, "Choose one to place on your boat tile and return the other to the
    #   top of its stack"
    fj[a][t] = ((*drawn, *top), hidden, bottom)
    w.fjord = tuple(tuple(x) for x in fj)


def overboard(tables: Tables, w: StateW, p: PlayerW, tok: str) -> None:
    p.boat = remove_one(p.boat, tok)
    a, t = p.area - 1, tables.tokens[tok][0] - 1
    fj = [list(x) for x in w.fjord]
    top, hidden, bottom = fj[a][t]
    # Rulebook: Go fishing, "Place the token thrown overboard at the bottom of the matching
    #   stack in the area where your boat is"
    fj[a][t] = (top, hidden, (*bottom, tok))
    w.fjord = tuple(tuple(x) for x in fj)
    w.push(OVERBOARD)
