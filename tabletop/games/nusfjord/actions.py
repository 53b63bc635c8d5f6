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

KNOWN_VERBS = frozenset({
    "place", "copy", "elder", "trade", "pass", "ship", "build", "put", "serve", "done", "take",
    "use", "skip", "remove", "reforest", "choose", "feed", "exchange", "sell", "demolish",
    "draw", "raft", "first", "reveal", "stack", "trigger", "board"})

SKIP = Action("skip")
DONE = Action("done")
PASS = Action("pass")


def card_arg(card: str) -> str:
    return f"card:nf:{card}"


def arg_id(arg: str) -> str:
    """The last part of a target id: ``card:nf:103`` -> ``103``, ``cell:0:5`` -> ``5``."""
    return arg.rsplit(":", 1)[1]
