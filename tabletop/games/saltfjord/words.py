"""Saltfjord in players' words: counts, spaces ("row 2, column 3"), buildings, tiles, crates,
fishing tokens, abilities and scoring tiles as the rulebook names them (never ids)."""

from __future__ import annotations

from collections.abc import Iterable, Sequence

from .tables import RES, SIZE, Tables, rotated

PLURALS = {"point": "points", "tile": "tiles", "die": "dice", "token": "tokens", "crate": "crates",
           "worker": "workers", "lobster": "lobsters", "order": "orders"}


def count(n: int, word: str) -> str:
    """``1 point``, ``2 points``; resources have no plural (``2 fish``, ``3 wood``)."""
    return f"{n} {word if n == 1 else PLURALS.get(word, word)}"


def space_name(cell: int) -> str:
    return f"row {cell // SIZE + 1}, column {cell % SIZE + 1}"


def resources_text(vec: Sequence[int]) -> str:
    return ", ".join(f"{n} {RES[i]}" for i, n in enumerate(vec) if n) or "nothing"


EFFECT_WORDS = {  # a building's action, as the rulebook appendix says it
    "upgrade": "upgrade 1 resource", "order": "complete an order", "tech": "gain technology",
    "build": "build a small building tile", "boat": "go fishing", "boat2": "go fishing twice",
    "fish": "gain 2 fish",
}
EFFECT_SHORT = {"upgrade": "Upgrade", "order": "Order", "tech": "Technology", "build": "Build",
                "boat": "Fishing", "boat2": "Fishing ×2", "fish": "2 fish"}
WALK_WORDS = {"walk:fish": "1 fish", "walk:fish2": "2 fish", "walk:vp1": "1 point",
              "walk:vp2": "2 points", "walk:gold": "1 gold", "walk:wood": "1 wood"}


def effect_words(code: str) -> str:
    return EFFECT_WORDS.get(code) or f"gain 1 {code}"


def square_label(code: str) -> str:
    """The short face of a building or boardwalk square."""
    if code in WALK_WORDS:
        return WALK_WORDS[code]
    return " / ".join(EFFECT_SHORT.get(part) or part.capitalize() for part in code.split("/"))


BUILDING_NOUNS = {"upgrade": "upgrade", "order": "order", "tech": "technology", "build": "hammer",
                  "boat": "boat", "boat2": "double boat"}


def square_words(code: str) -> str:
    """What a square is, in a few words: 'wood building', 'order or technology building',
    'boardwalk (1 fish)'."""
    if code in WALK_WORDS:
        return f"boardwalk ({WALK_WORDS[code]})"
    return " or ".join(BUILDING_NOUNS.get(x, x) for x in code.split("/")) + " building"


def square_detail(code: str) -> str:
    if code in WALK_WORDS:
        return f"boardwalk: {WALK_WORDS[code]} each time its row or column is completely filled"
    if "/" in code:
        return "building: " + " or ".join(effect_words(x) for x in code.split("/")) + " (choose one)"
    return "building: " + effect_words(code)


SHAPE_NAMES = {"L": "L-shaped", "I3": "three-square", "D2": "two-square", "M1": "one-square"}
STACK_TITLES = {"L": "L-shape", "I3": "3-square", "D2": "2-square", "M1": "1-square"}  # fit a stack
SHAPE_GLYPHS = {"L": "▙", "I3": "▬▬▬", "D2": "▬▬", "M1": "■"}  # the tile's outline on its face


def tile_label(tables: Tables, squares: Iterable[int]) -> str:
    """A tile's face: its buildings by name, its boardwalks' rewards in brackets."""
    out = []
    for q in squares:
        code = tables.squares[q].code
        out.append(f"[{WALK_WORDS[code]}]" if code in WALK_WORDS else
                   " / ".join(BUILDING_NOUNS.get(x, x).capitalize() for x in code.split("/")))
    return " · ".join(out)


def tile_detail(tables: Tables, shape: str, squares: Iterable[int]) -> str:
    parts = ", ".join(square_words(tables.squares[q].code) for q in squares)
    return f"{SHAPE_NAMES[shape]} building tile: {parts}"


def placed_squares(tables: Tables, shape: str, squares: Iterable[int], anchor: int, rot: int) -> str:
    """'wood building at row 2, column 3, boardwalk (1 fish) at row 2, column 4'."""
    ax, ay = anchor % SIZE, anchor // SIZE
    return ", ".join(f"{square_words(tables.squares[q].code)} at {space_name((ay + dy) * SIZE + ax + dx)}"
                     for (dx, dy), q in zip(rotated(shape, rot), squares, strict=True))


def crate_label(tables: Tables, crate: str) -> str:
    cost = tables.crates[crate][0]
    return " + ".join(f"{n} {RES[i]}" for i, n in enumerate(cost) if n)


def crate_text(tables: Tables, crate: str) -> str:
    cost, pts, _ = tables.crates[crate]
    return f"order: pay {resources_text(cost)}; worth {count(pts, 'point')} at the end"


def token_reward(tables: Tables, tok: str) -> str:
    _kind, fish, res, pts, lob = tables.tokens[tok]
    parts = [f"{fish} fish"] if fish else []
    parts += [f"{n} {RES[i]}" for i, n in enumerate(res) if n]
    if pts:
        parts.append(count(pts, "point"))
    if lob:
        parts.append(count(lob, "lobster"))
    return ", ".join(parts) or "nothing"


def token_label(tables: Tables, tok: str) -> str:
    return token_reward(tables, tok).replace(", ", " + ")


def token_text(tables: Tables, tok: str) -> str:
    return f"type {tables.tokens[tok][0]} fishing token: {token_reward(tables, tok)}"


ABILITY_NAMES = {"swap": "Swap colours", "anyvalue": "Any value", "market": "Market",
                 "bigupgrade": "Big upgrade", "both": "Both actions", "adjacent": "Neighbour",
                 "lift": "Lift dice", "hold": "Extra hold"}
SCORING_NAMES = {
    "tokens": "1 per fishing token", "lobsters": "2 per lobster", "walkfish": "2 per boardwalk fish",
    "large": "3 per large tile", "midtech": "4 per marker on level 2–3", "bigcrates": "3 per crate worth 4+",
    "outerpiers": "2 per crate at the outer piers", "square": "Largest square", "dice6": "3 per die in row or column 6",
    "sellfish": "Sell up to 5 fish", "race": "First there: 14, 10, 7, 6",
}
TAVERN_TEXT = {"mono": "free one-square tile", "fish": "go fishing", "tech": "gain technology",
               "order": "complete an order", "fish2": "go fishing twice"}
TAVERN_NOTE = {"mono": "free tile", "fish": "fishing", "tech": "technology",  # on the small space
               "order": "an order", "fish2": "fishing ×2"}
PIER_TEXT = {"fish": "go fishing", "vp_fish": "1 point, 1 fish", "upgrade": "upgrade",
             "feast": "grain 3 / food 5"}
PIER_LONG = {"fish": "go fishing", "vp_fish": "1 point and 1 fish", "upgrade": "upgrade 1 resource (or take 1 fish)",
             "feast": "pay 1 grain for 3 points or 1 food for 5 points"}
REWARD_TEXT = {  # what a technology space gives, in words
    "gold": "1 gold", "worker": "1 worker", "boat": "upgraded boat", "ability": "an ability tile",
    "discount": "1 wood off building", "fish_wood_paper": "fish, wood, paper",
    "any_pier": "crates to any pier", "pier_reward": "pier reward on orders",
    "draw_two": "draw two tokens", "type2": "type 2 tokens", "type3": "type 3 tokens",
    "wagon_walks": "wagons use boardwalks", "second_wagon": "second wagon", "wagon_move": "move wagons",
}


def ability_name(ab: str) -> str:
    return ABILITY_NAMES.get(ab, ab.capitalize())


def scoring_name(tile: str) -> str:
    return SCORING_NAMES.get(tile, "Scoring tile")


def board_name(board_id: str) -> str:
    """'board1a' -> 'player board 1, side a'."""
    digits = "".join(ch for ch in board_id if ch.isdigit())
    return f"player board {digits}, side {board_id[-1]}"
