"""Orchard Ocean's phrases in players' words: places, arrows, amounts, tiles and harbors.

Spaces are named as players would ("row 2, column 3"), arrows as the tiles print them
(↑ → ↓ ←, one glyph per arrow), amounts with the right plural ("1 point", "2 funds").
Every phrase is worded when it is asked for, in the language in force (``i18n``).
"""

from __future__ import annotations

from collections.abc import Callable, Sequence

from .i18n import N_, _, counted, n_, p_
from .tables import DIRS, FRONT, LOWER_LEFT, REWARD_CHOICE, REWARD_VP, Effect, Tables, TileInfo

PLACE_NAMES = {1: N_("1st"), 2: N_("2nd"), 3: N_("3rd"), 4: N_("4th")}
GLYPHS = dict(zip(DIRS, "↑→↓←", strict=True))
DIRECTION_WORDS = {"N": N_("North"), "E": N_("East"), "S": N_("South"), "W": N_("West")}
STAGE_FIELDS = {"nature": N_("nature"), "business": N_("business"), "tourism": N_("tourism")}
# "{n} spaces north": one message per way, so that each language words its direction
_WAYS: tuple[Callable[[int], str], ...] = (
    counted("{n} space north", "{n} spaces north"), counted("{n} space east", "{n} spaces east"),
    counted("{n} space south", "{n} spaces south"), counted("{n} space west", "{n} spaces west"),
)


def place_name(k: int) -> str:
    """'1st': a turn-order place (as its tile prints it)."""
    return _(PLACE_NAMES[k])


def product_name(product: int) -> str:
    """One product, as a marker is named ('strawberry')."""
    return (p_("product", "strawberry"), p_("product", "pineapple"), p_("product", "grape"),
            p_("product", "fish"), p_("product", "wine"))[product]


def products_shipped(product: int) -> str:
    """A product in the plural, as a tile ships it ('strawberries')."""
    return (p_("products shipped", "strawberries"), p_("products shipped", "pineapples"),
            p_("products shipped", "grapes"), p_("products shipped", "fish"),
            p_("products shipped", "wine"))[product]


def listing(items: Sequence[str]) -> str:
    # Translators: between the items of a list ("row 1, column 2; row 3, column 4" uses the clause separator)
    return p_("list separator", ", ").join(items)


def clauses(items: Sequence[str]) -> str:
    # Translators: between the clauses of a text, as in "Lv.1: 2 funds ...; Lv.2: 1 point ..."
    return p_("clause separator", "; ").join(items)


def sentences(items: Sequence[str]) -> str:
    # Translators: between the sentences of a tooltip (no final one after the last)
    return p_("sentence separator", ". ").join(items)


def either(items: Sequence[str]) -> str:
    """'strawberry, pineapple or grape'."""
    if len(items) == 1:
        return items[0]
    return _("{choices} or {last}").format(choices=listing(items[:-1]), last=items[-1])


points = counted("{n} point", "{n} points")
funds = counted("{n} fund", "{n} funds")
workers = counted("{n} worker", "{n} workers")


def space_name(tables: Tables, cell: int) -> str:
    col, row = tables.col_row(cell)
    return _("row {row}, column {col}").format(row=row + 1, col=col + 1)


def space_title(tables: Tables, cell: int) -> str:
    """A space's name at the start of a text ('Row 2, column 3')."""
    col, row = tables.col_row(cell)
    return _("Row {row}, column {col}").format(row=row + 1, col=col + 1)


def spaces(tables: Tables, cells: frozenset[int] | set[int]) -> str:
    """'row 1, column 2; row 3, column 4' (a range), or 'none'."""
    return clauses([space_name(tables, c) for c in sorted(cells)]) or p_("no spaces", "none")


def arrows(counts: tuple[int, ...]) -> str:
    """(2, 1, 0, 0) -> '↑↑→': one glyph per printed arrow."""
    return "".join(GLYPHS[d] * n for d, n in zip(DIRS, counts, strict=True)) or p_("no arrows", "none")


def arrows_short(counts: tuple[int, ...]) -> str:
    """(2, 1, 0, 0) -> '2↑→': the count before a glyph drawn more than once (fits a tile face)."""
    return "".join((f"{n}{GLYPHS[d]}" if n > 1 else GLYPHS[d]) for d, n in zip(DIRS, counts, strict=True) if n)


def arrows_words(counts: tuple[int, ...]) -> str:
    """(2, 1, 0, 0) -> '↑↑→ (2 spaces north, 1 space east)'."""
    ways = [way(n) for way, n in zip(_WAYS, counts, strict=True) if n]
    if not ways:
        return p_("no arrows", "none")
    return _("{arrows} ({ways})").format(arrows=arrows(counts), ways=listing(ways))


def directions_text(tables: Tables, players: int, d: int) -> str:
    """'North' (3 players: the tile's front), 'North or East' (4 players: its back)."""
    tile = tables.directions[d]
    letters = (tile.front,) if players == 3 else tile.back
    return either([_(DIRECTION_WORDS[x]) for x in letters])


def direction_initials(tables: Tables, players: int, d: int) -> str:
    """'N/E': the letters the direction tile prints in its corner."""
    tile = tables.directions[d]
    letters = (tile.front,) if players == 3 else tile.back
    initial = {"N": p_("compass letter", "N"), "E": p_("compass letter", "E"),
               "S": p_("compass letter", "S"), "W": p_("compass letter", "W")}
    return "/".join(initial[x] for x in letters)


def open_corner_sentence(open_corner: int) -> str:
    """What an island tile's front leaves uncovered, and its back (it is mirrored)."""
    if open_corner == LOWER_LEFT:
        return _("It leaves the lower left corner of its space open (lower right when placed back side up)")
    return _("It leaves the lower right corner of its space open (lower left when placed back side up)")


def marks_points(vp: int, corner: int) -> str:
    """'2 points printed at the lower right': a space's VP mark."""
    if corner == LOWER_LEFT:
        return n_("{n} point printed at the lower left", "{n} points printed at the lower left", vp).format(n=vp)
    return n_("{n} point printed at the lower right", "{n} points printed at the lower right", vp).format(n=vp)


def effect_text(effects: tuple[Effect, ...]) -> str:
    """'Lv.1: 2 funds for each strawberry, pineapple or grape marker; Lv.2: ...' (the tile's print)."""
    parts = []
    for level, effect in enumerate(effects, 1):
        n, goods = effect.amount, either([product_name(p) for p in effect.products])
        if effect.reward == REWARD_VP:
            text = n_("Lv.{level}: {n} point for each {goods} marker",
                      "Lv.{level}: {n} points for each {goods} marker", n)
        elif effect.reward == REWARD_CHOICE:
            text = n_("Lv.{level}: {n} point or fund for each {goods} marker",
                      "Lv.{level}: {n} points or funds for each {goods} marker", n)
        else:
            text = n_("Lv.{level}: {n} fund for each {goods} marker",
                      "Lv.{level}: {n} funds for each {goods} marker", n)
        parts.append(text.format(level=level, n=n, goods=goods))
    return clauses(parts)


def tile_name(tables: Tables, tile: int) -> str:
    """The tile's printed name (a data word of components.json)."""
    return _(tables.tiles[tile].name)


def tile_head(tables: Tables, tile: int) -> str:
    """'Vineyard (stage 1, nature field)'."""
    info = tables.tiles[tile]
    return _("{tile} (stage {stage}, {field} field)").format(
        tile=_(info.name), stage=info.stage, field=_(STAGE_FIELDS[info.field]))


def _front_text(info: TileInfo) -> list[str]:
    """What the front of a tile does, sentence by sentence."""
    if info.type == "production":
        out = [_("Ships {products}: Lv.1 arrows {lv1}; Lv.2 arrows {lv2}").format(
            products=products_shipped(info.product), lv1=arrows_words(info.lv1), lv2=arrows_words(info.lv2))]
        if not info.extendable:
            out.append(_("Harbors never extend its range"))
        if info.needs_vineyard:
            out.append(_("Ships only when the range of a vineyard with a worker reaches it"))
        return out
    if info.type == "commerce":
        return [effect_text(info.effects)]
    fields = either([_(STAGE_FIELDS[f]) for f in info.public_fields])
    return [_("On a check-mark space at the end: {points} for each {fields} tile on your island").format(
        points=points(info.public_points), fields=fields)]


def tile_summary(tables: Tables, tile: int) -> str:
    """The whole printed tile in words, front and back, for tooltips and buttons."""
    info = tables.tiles[tile]
    return sentences([
        tile_head(tables, tile), *_front_text(info),
        _("Back: a harbor, arrows {arrows}").format(arrows=arrows(info.harbor)),
        open_corner_sentence(tables.code_open[FRONT + tile]),
    ])


def window_text(windows: tuple[tuple[int, int, int], ...]) -> str:
    """'rounds 1 to 8, 2 funds': when a harbor tile is on sale, and its price."""
    return clauses([_("rounds {first} to {last}, {funds}").format(first=a, last=b, funds=funds(c))
                    for a, b, c in windows])


def harbor_summary(tables: Tables, h: int) -> str:
    kind = tables.harbor_types[h]
    if kind.open == "lower-left":
        text = _("{harbor}: {windows}. Placed back side up: a harbor, arrows {arrows}; it leaves the lower"
                 " left corner of its space open")
    else:
        text = _("{harbor}: {windows}. Placed back side up: a harbor, arrows {arrows}; it leaves the lower"
                 " right corner of its space open")
    return text.format(harbor=_(kind.name), windows=window_text(kind.windows), arrows=arrows_words(kind.harbor))


def harbor_back_text(tables: Tables, tile: int, open_corner: int) -> str:
    """The tooltip of an island tile placed back side up: the harbor it is."""
    info = tables.tiles[tile]
    if open_corner == LOWER_LEFT:
        text = _("Harbor (back of {tile}, stage {stage}): arrows {arrows}; it leaves the lower left corner"
                 " of its space open")
    else:
        text = _("Harbor (back of {tile}, stage {stage}): arrows {arrows}; it leaves the lower right corner"
                 " of its space open")
    return text.format(tile=_(info.name), stage=info.stage, arrows=arrows_words(info.harbor))
