"""Saltfjord in players' words: counts, spaces ("row 2, column 3"), buildings, tiles, crates,
fishing tokens, abilities and scoring tiles as the rulebook names them (never ids).

Every word goes through this game's catalog (i18n.py); the tables below are marked with N_
and translated where they are shown, so a change of language takes effect at once."""

from __future__ import annotations

from collections.abc import Iterable, Sequence

from .i18n import N_, _, counted, p_
from .tables import RI, SIZE, Tables, rotated

points = counted("{n} point", "{n} points")
tiles_count = counted("{n} tile", "{n} tiles")
tokens_count = counted("{n} token", "{n} tokens")
lobsters = counted("{n} lobster", "{n} lobsters")
# a number of each resource, in resource order (English has no plural for them)
_RESOURCE_COUNTS = (
    counted("{n} fish", "{n} fish"), counted("{n} wood", "{n} wood"),
    counted("{n} grain", "{n} grain"), counted("{n} paper", "{n} paper"),
    counted("{n} plank", "{n} plank"), counted("{n} food", "{n} food"),
    counted("{n} book", "{n} book"), counted("{n} gold", "{n} gold"),
)


def res_count(n: int, res: int) -> str:
    """``2 fish``, ``1 wood``: a number of one resource."""
    return _RESOURCE_COUNTS[res](n)


# a resource's name (its storage room), lower case in a sentence and as a room's title
RES_NAMES = (N_("fish"), N_("wood"), N_("grain"), N_("paper"), N_("plank"), N_("food"), N_("book"), N_("gold"))
RES_TITLES = (N_("Fish"), N_("Wood"), N_("Grain"), N_("Paper"), N_("Plank"), N_("Food"), N_("Book"), N_("Gold"))


def res_name(res: int) -> str:
    return _(RES_NAMES[res])


def res_title(res: int) -> str:
    return _(RES_TITLES[res])


def listing(parts: Iterable[str]) -> str:
    # Translators: the separator of a list of things ("2 fish, 1 wood, 1 point")
    return p_("list separator", ", ").join(parts)


def cap(text: str) -> str:
    """The first letter in upper case (the rest kept: German nouns stay as they are)."""
    return text[:1].upper() + text[1:]


def space_name(cell: int) -> str:
    return _("row {row}, column {col}").format(row=cell // SIZE + 1, col=cell % SIZE + 1)


def resources_text(vec: Sequence[int]) -> str:
    return listing(res_count(n, i) for i, n in enumerate(vec) if n) or _("nothing")


EFFECT_WORDS = {  # a building's action, as the rulebook appendix says it
    "upgrade": N_("upgrade 1 resource"), "order": N_("complete an order"), "tech": N_("gain technology"),
    "build": N_("build a small building tile"), "boat": N_("go fishing"), "boat2": N_("go fishing twice"),
    "fish": N_("gain 2 fish"),
}
EFFECT_SHORT = {"upgrade": N_("Upgrade"), "order": N_("Order"), "tech": N_("Technology"), "build": N_("Build"),
                "boat": N_("Fishing"), "boat2": N_("Fishing ×2"), "fish": N_("2 fish")}
WALK_WORDS = {"walk:fish": N_("1 fish"), "walk:fish2": N_("2 fish"), "walk:vp1": N_("1 point"),
              "walk:vp2": N_("2 points"), "walk:gold": N_("1 gold"), "walk:wood": N_("1 wood")}


def effect_words(code: str) -> str:
    if code in EFFECT_WORDS:
        return _(EFFECT_WORDS[code])
    if code in RI:
        return _("gain {what}").format(what=res_count(1, RI[code]))
    return code


def _walk(code: str) -> str:
    return _(WALK_WORDS[code])


def square_label(code: str) -> str:
    """The short face of a building or boardwalk square."""
    if code in WALK_WORDS:
        return _walk(code)
    return " / ".join(_(EFFECT_SHORT[part]) if part in EFFECT_SHORT else
                      (res_title(RI[part]) if part in RI else part.capitalize()) for part in code.split("/"))


BUILDING_NOUNS = {"upgrade": N_("upgrade"), "order": N_("order"), "tech": N_("technology"), "build": N_("hammer"),
                  "boat": N_("boat"), "boat2": N_("double boat")}


def _noun(part: str) -> str:
    """What a building does or makes, in one word ("order", "wood")."""
    if part in BUILDING_NOUNS:
        return _(BUILDING_NOUNS[part])
    return res_name(RI[part]) if part in RI else part


def square_words(code: str) -> str:
    """What a square is, in a few words: 'wood building', 'order or technology building',
    'boardwalk (1 fish)'."""
    if code in WALK_WORDS:
        return _("boardwalk ({reward})").format(reward=_walk(code))
    parts = code.split("/")
    if len(parts) == 2:
        return _("{first} or {second} building").format(first=_noun(parts[0]), second=_noun(parts[1]))
    return _("{what} building").format(what=_noun(code))


def square_detail(code: str) -> str:
    if code in WALK_WORDS:
        return _("boardwalk: {reward} each time its row or column is completely filled").format(reward=_walk(code))
    if "/" in code:
        first, second = code.split("/")
        return _("building: {first} or {second} (choose one)").format(
            first=effect_words(first), second=effect_words(second))
    return _("building: {effect}").format(effect=effect_words(code))


SHAPE_NAMES = {"L": N_("L-shaped"), "I3": N_("three-square"), "D2": N_("two-square"), "M1": N_("one-square")}
STACK_TITLES = {"L": N_("L-shape"), "I3": N_("3-square"), "D2": N_("2-square"), "M1": N_("1-square")}  # fit a stack
SHAPE_GLYPHS = {"L": "▙", "I3": "▬▬▬", "D2": "▬▬", "M1": "■"}  # the tile's outline on its face


def shape_name(shape: str) -> str:
    return _(SHAPE_NAMES[shape])


def tile_label(tables: Tables, squares: Iterable[int]) -> str:
    """A tile's face: its buildings by name, its boardwalks' rewards in brackets."""
    out = []
    for q in squares:
        code = tables.squares[q].code
        out.append(f"[{_walk(code)}]" if code in WALK_WORDS else
                   " / ".join(cap(_noun(x)) for x in code.split("/")))
    return " · ".join(out)


def tile_detail(tables: Tables, shape: str, squares: Iterable[int]) -> str:
    parts = listing(square_words(tables.squares[q].code) for q in squares)
    return _("{shape} building tile: {squares}").format(shape=shape_name(shape), squares=parts)


def squares_text(tables: Tables, squares: Iterable[int]) -> str:
    """The squares of a tile in words: 'wood building, boardwalk (1 fish)'."""
    return listing(square_words(tables.squares[q].code) for q in squares)


def placed_squares(tables: Tables, shape: str, squares: Iterable[int], anchor: int, rot: int) -> str:
    """'wood building at row 2, column 3, boardwalk (1 fish) at row 2, column 4'."""
    ax, ay = anchor % SIZE, anchor // SIZE
    return listing(_("{what} at {where}").format(what=square_words(tables.squares[q].code),
                                                 where=space_name((ay + dy) * SIZE + ax + dx))
                   for (dx, dy), q in zip(rotated(shape, rot), squares, strict=True))


def crate_label(tables: Tables, crate: str) -> str:
    cost = tables.crates[crate][0]
    return " + ".join(res_count(n, i) for i, n in enumerate(cost) if n)


def crate_text(tables: Tables, crate: str) -> str:
    cost, pts, _start = tables.crates[crate]
    return _("order: pay {cost}; worth {points} at the end").format(cost=resources_text(cost), points=points(pts))


def _token_parts(tables: Tables, tok: str) -> list[str]:
    _kind, fish, res, pts, lob = tables.tokens[tok]
    parts = [res_count(fish, RI["fish"])] if fish else []
    parts += [res_count(n, i) for i, n in enumerate(res) if n]
    if pts:
        parts.append(points(pts))
    if lob:
        parts.append(lobsters(lob))
    return parts


def token_reward(tables: Tables, tok: str) -> str:
    return listing(_token_parts(tables, tok)) or _("nothing")


def token_label(tables: Tables, tok: str) -> str:
    return " + ".join(_token_parts(tables, tok)) or _("nothing")


def token_text(tables: Tables, tok: str) -> str:
    return _("type {type} fishing token: {reward}").format(type=tables.tokens[tok][0], reward=token_reward(tables, tok))


ABILITY_NAMES = {"swap": N_("Swap colours"), "anyvalue": N_("Any value"), "market": N_("Market"),
                 "bigupgrade": N_("Big upgrade"), "both": N_("Both actions"), "adjacent": N_("Neighbour"),
                 "lift": N_("Lift dice"), "hold": N_("Extra hold")}
SCORING_NAMES = {
    "tokens": N_("1 per fishing token"), "lobsters": N_("2 per lobster"), "walkfish": N_("2 per boardwalk fish"),
    "large": N_("3 per large tile"), "midtech": N_("4 per marker on level 2–3"),
    "bigcrates": N_("3 per crate worth 4+"), "outerpiers": N_("2 per crate at the outer piers"),
    "square": N_("Largest square"), "dice6": N_("3 per die in row or column 6"),
    "sellfish": N_("Sell up to 5 fish"), "race": N_("First there: 14, 10, 7, 6"),
}
TAVERN_TEXT = {"mono": N_("free one-square tile"), "fish": N_("go fishing"), "tech": N_("gain technology"),
               "order": N_("complete an order"), "fish2": N_("go fishing twice")}
TAVERN_NOTE = {"mono": N_("free tile"), "fish": N_("fishing"), "tech": N_("technology"),  # on the small space
               "order": N_("an order"), "fish2": N_("fishing ×2")}
PIER_TEXT = {"fish": N_("go fishing"), "vp_fish": N_("1 point, 1 fish"), "upgrade": N_("upgrade"),
             "feast": N_("grain 3 / food 5")}
PIER_LONG = {"fish": N_("go fishing"), "vp_fish": N_("1 point and 1 fish"),
             "upgrade": N_("upgrade 1 resource (or take 1 fish)"),
             "feast": N_("pay 1 grain for 3 points or 1 food for 5 points")}
REWARD_TEXT = {  # what a technology space gives, in words
    "gold": N_("1 gold"), "worker": N_("1 worker"), "boat": N_("upgraded boat"), "ability": N_("an ability tile"),
    "discount": N_("1 wood off building"), "fish_wood_paper": N_("fish, wood, paper"),
    "any_pier": N_("crates to any pier"), "pier_reward": N_("pier reward on orders"),
    "draw_two": N_("draw two tokens"), "type2": N_("type 2 tokens"), "type3": N_("type 3 tokens"),
    "wagon_walks": N_("wagons use boardwalks"), "second_wagon": N_("second wagon"), "wagon_move": N_("move wagons"),
}


def reward_text(reward: str) -> str:
    return _(REWARD_TEXT[reward]) if reward in REWARD_TEXT else reward


def track_name(track: int, advanced: bool = False) -> str:
    """A technology track in a sentence ("advance on carpentry")."""
    if advanced:
        return p_("track", "advanced logistics")
    return (p_("track", "craftsmanship"), p_("track", "carpentry"), p_("track", "logistics"),
            p_("track", "fishing"))[track]


def track_title(track: int, advanced: bool = False) -> str:
    """A technology track as a heading ("Carpentry")."""
    if advanced:
        return p_("track", "Advanced logistics")
    return (p_("track", "Craftsmanship"), p_("track", "Carpentry"), p_("track", "Logistics"),
            p_("track", "Fishing"))[track]


def ability_name(ab: str) -> str:
    return _(ABILITY_NAMES[ab]) if ab in ABILITY_NAMES else ab.capitalize()


def ability_text(tables: Tables, ab: str) -> str:
    """An ability tile's rule, as components.json words it (in the catalog through DATA_KEYS)."""
    return _(tables.abilities[ab])


def scoring_name(tile: str) -> str:
    return _(SCORING_NAMES[tile]) if tile in SCORING_NAMES else _("Scoring tile")


def scoring_text(tables: Tables, tile: str) -> str:
    """A scoring tile's rule, as components.json words it (in the catalog through DATA_KEYS)."""
    return _(tables.scoring[tile][0])


def board_name(board_id: str) -> str:
    """'board1a' -> 'player board 1, side a'."""
    digits = "".join(ch for ch in board_id if ch.isdigit())
    return _("player board {number}, side {side}").format(number=digits, side=board_id[-1])
