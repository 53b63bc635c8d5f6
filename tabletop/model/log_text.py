"""The log's words for a ply: one readable, public sentence, never another seat's hidden cards.

Lines come from the engine's events, which it writes for everyone to read. A ply without
events falls back to ``describe``. Both are often a chooser's imperative ("Sow Cherry in your
plain field"), so the log turns them into a third-person sentence ("Anna sows Cherry in their
plain field"): the line is read by every seat, not only the actor. A choice that names a
component private to another seat, and chance that only shows hidden cards, say nothing: the
move that reveals the card says it (a person at the table would not announce "a hidden draw").

The third-person rewriting is English grammar: in another language (``core.i18n``) a ply's
line is "Name: action", the action as the game's catalog words it.
"""

from __future__ import annotations

import re
from collections.abc import Callable

from tabletop.core import CHANCE, seat_ref, shown_name
from tabletop.core.i18n import _, is_source_language

from .session import GameSession, Ply

Fill = Callable[[str], str]
HIDDEN_CHANCE = ""  # kept for callers: hidden chance has no line

_YOU = re.compile(r"\b(you|your|yours|yourself)\b", re.IGNORECASE)
_THEY = {"you": "they", "your": "their", "yours": "theirs", "yourself": "themselves"}
# past-tense verbs that are their own imperative are only past when an engine writes them in
# lower case after the actor (Madeira's events: "put a pirate die ...")
_PAST = frozenset("took put paid gave bought sold made chose drew built got went kept threw left won "
                  "lost spent brought sent set let fed led found held".split())
_NOT_VERBS = frozenset("the a an no round all each every it this that there".split())
_IRREGULAR = {"do": "does", "go": "goes", "have": "has", "be": "is"}


def third_person(text: str) -> str:
    """``text`` with the second person (the actor addressed) turned into the third (English
    grammar: in another language the text is left as its catalog words it)."""
    if not is_source_language():
        return text

    def swap(match: re.Match[str]) -> str:
        word = match.group(0)
        said = _THEY[word.lower()]
        return said.capitalize() if word[0].isupper() else said

    return _YOU.sub(swap, text)


def _verb_s(verb: str) -> str:
    if verb in _IRREGULAR:
        return _IRREGULAR[verb]
    if verb.endswith(("s", "sh", "ch", "x", "z", "o")):
        return verb + "es"
    if len(verb) > 1 and verb.endswith("y") and verb[-2] not in "aeiou":
        return verb[:-1] + "ies"
    return verb + "s"


def sentence(name: str, text: str) -> str:
    """``name`` doing ``text`` (an imperative, a past-tense phrase or a sentence already)."""
    if not text:
        return name
    head, _, rest = text.partition(" ")
    word = head.rstrip(":;,")
    low = word.lower()
    if low in _NOT_VERBS:  # a sentence with a subject of its own ("The game is over")
        return third_person(text)
    if not word.isalpha():
        return f"{name}: {third_person(text)}"
    done = low in _PAST or (low.endswith("ed") and not low.endswith("eed"))
    said = low.endswith("s") and not low.endswith("ss")
    if word[0].islower() and (done or said):  # "moved down the windmill", "claims spot 1"
        return f"{name} {third_person(text)}"
    verb = _verb_s(low) + head[len(word):]
    return f"{name} {verb} {third_person(rest)}".rstrip()


def said_by(name: str, text: str) -> str:
    """The log's line for ``name`` doing ``text``: an English sentence, or "Name: action"."""
    if is_source_language():
        return sentence(name, text)
    if not text:
        return name
    # Translators: a log line: a player's name and what they did ("Anna: Take 2 fish")
    return _("{name}: {action}").format(name=name, action=text)


def ply_text(
    session: GameSession, index: int, ply: Ply, viewer: int | None, fill: Fill = str
) -> str:
    """One readable, public line for a ply (``fill`` puts names for ``{seatN}``); "" for a
    ply that shows nothing to ``viewer``."""
    return fill(_ply_text(session, index, ply, viewer))


def _capital(text: str) -> str:
    return text[:1].upper() + text[1:]


def _ply_text(session: GameSession, index: int, ply: Ply, viewer: int | None) -> str:
    events = "; ".join(e.text for e in ply.events if e.text)
    if ply.seat == CHANCE:
        if events:
            return third_person(_capital(events))
        if session.rules.meta.has_hidden_info:
            return HIDDEN_CHANCE
        try:  # everything is public in this game: say what chance did in words
            return third_person(_capital(session.rules.describe(session.state_before(index), ply.action)))
        except Exception:  # a describe bug must not break the log
            return ""
    name = shown_name(session.seats[ply.seat].name) if 0 <= ply.seat < len(session.seats) else "?"
    if events:  # an event that already names its actor ("{seat0} harvests ...") needs no name
        return third_person(events) if events.startswith(seat_ref(ply.seat)) else said_by(name, events)
    state = session.state_before(index)
    if session.rules.meta.has_hidden_info:  # a card picked from a hand: the next move says it
        secret = session.rules.private_ids(state, ply.seat)
        if any(arg in secret for arg in ply.action.args):
            return ""
    try:
        said = session.rules.describe(state, ply.action)
    except Exception:  # a describe bug must not break the log
        said = ply.text
    return said_by(name, said)
