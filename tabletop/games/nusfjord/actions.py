"""Action verbs and notation helpers.

Targets (the first argument with a colon) are ids from the view: ``space:build_ship``,
``elder:sailor``, ``card:nf:103``, ``cell:0:5``, ``plate:3``, ``ships:sloop``, ``shares:2``,
``ship:0:1``, ``track:0``, ``deck:a``. Besøkende: ``board ship:0:1`` (a Guest onto a ship),
``build card:nf:701 guests:1:2`` / ``ship ships:sloop goods guests:1:0`` (Guests returned
against wood : fish), ``serve plate:3 guest`` (a Guest fills the plate). Choices without a target are buttons: pass, done, skip,
choose <ship|build|transfer|thin|reforest|serve>.
"""

from __future__ import annotations

from tabletop.core import Action

# The most words after each verb (a Guest paid with, a ship traded from, a plate served with a
# Guest): a text with more is refused, as every game refuses extra words.
MOST_ARGS = {
    "place": 1, "copy": 2, "elder": 1, "trade": 3, "pass": 0, "ship": 3, "build": 2, "put": 1,
    "serve": 2, "done": 0, "take": 1, "use": 1, "skip": 0, "remove": 1, "reforest": 1, "choose": 1,
    "feed": 1, "exchange": 1, "sell": 1, "demolish": 1, "draw": 1, "raft": 1, "first": 1,
    "reveal": 1, "stack": 2, "trigger": 1, "board": 1}
KNOWN_VERBS = frozenset(MOST_ARGS)

SKIP = Action("skip")
DONE = Action("done")
PASS = Action("pass")


def card_arg(card: str) -> str:
    return f"card:nf:{card}"


def arg_id(arg: str) -> str:
    """The last part of a target id: ``card:nf:103`` -> ``103``, ``cell:0:5`` -> ``5``."""
    return arg.rsplit(":", 1)[1]
