"""The pieces that show a building or an elder (with its effect), and the words they and the
table share (view.py builds the table from them)."""

from __future__ import annotations

from typing import TYPE_CHECKING

from tabletop.core import Piece, seat_ref

from .describe import goods_words
from .i18n import N_, _, n_
from .tables import DECK_TITLES

if TYPE_CHECKING:
    from .tables import Tables

WORKER_NAMES = (N_("red worker"), N_("blue worker"), N_("yellow worker"), N_("green worker"),
                N_("purple worker"))

# the rulebook's names of the building categories (p. 19)
CATEGORY = {"immediately": N_("Immediately"), "whenever": N_("Whenever"), "special": N_("Special Ability"),
            "victory": N_("Victory Points"), "anytime": N_("Anytime"), "once": N_("Once")}


def victory_points(n: int) -> str:
    return n_("{n} Victory Point", "{n} Victory Points", n).format(n=n)


def ships_left(kind: str, n: int) -> str:
    """'2 sloops left'."""
    if kind == "sloop":
        return n_("{n} sloop left", "{n} sloops left", n).format(n=n)
    if kind == "cutter":
        return n_("{n} cutter left", "{n} cutters left", n).format(n=n)
    return n_("{n} schooner left", "{n} schooners left", n).format(n=n)


def card_piece(tables: Tables, card: str, zone: str, slot: int) -> Piece:
    c = tables.cards[card]
    cost = goods_words(c.wood, c.fish, c.gold, join=", ")
    vp = "*" if c.vp is None else str(c.vp)
    points = _("points by its effect") if c.vp is None else victory_points(c.vp)
    category = _(CATEGORY[c.category]) if c.category in CATEGORY else c.category
    if tables.mixed:  # Mixing Decks: the deck it comes from
        title = _("{name} ({letter} building {number} of the {deck} deck, {category})").format(
            name=_(c.name), letter=c.letter, number=c.id, deck=_(DECK_TITLES[tables.deck_of[card]]),
            category=category)
    else:
        title = _("{name} ({letter} building {number}, {category})").format(
            name=_(c.name), letter=c.letter, number=c.id, category=category)
    # Translators: {card} is the building's name, letter, number and category; {text} its effect
    detail = _("{card}: costs {cost}; {points}. {text}.").format(
        card=title, cost=cost or _("nothing"), points=points, text=_(c.text))
    if card in tables.guest_cards:
        detail = _("{detail} Guest symbol: take a Guest after paying.").format(detail=detail)
    return Piece(f"card:nf:{card}", zone, "card", _(c.name), f"card_{c.letter.lower()}", True, slot,
                 detail, vp, note=cost)


def worker_name(mode: str, colour: int) -> str:
    """Whose worker: a seat (named by the UI), or in solo the worker colour of the round."""
    return _(WORKER_NAMES[colour]) if mode != "multi" else _("worker of {player}").format(player=seat_ref(colour))


def elder_piece(tables: Tables, key: str, zone: str, slot: int, fish: int = 0, worker: int = -1,
                 mode: str = "multi") -> Piece:
    e = tables.elders[key]
    if worker >= 0:
        detail = _("#{number} {name}: {effect} ({fish} of {spaces} fish, {worker})").format(
            number=e.number, name=_(e.name), effect=_(e.text), fish=fish, spaces=e.fish_spaces,
            worker=worker_name(mode, worker))
    else:
        detail = _("#{number} {name}: {effect} ({fish} of {spaces} fish)").format(
            number=e.number, name=_(e.name), effect=_(e.text), fish=fish, spaces=e.fish_spaces)
    return Piece(f"elder:{key}", zone, "card", _(e.name), "elder", True, slot, detail, str(fish))
