"""Action verbs and notation checks. Every action is ``verb arg ...``; the first argument with a
colon is the clicked target (a zone or component id of the view)."""

from __future__ import annotations

from tabletop.core import Action, InvalidActionError, parse_action_text

CHANCE_VERBS = frozenset({"start", "crown", "guild", "reward", "character", "roll", "reroll"})
VERBS = frozenset({
    "place", "pick", "pirate", "pass", "act", "harvest", "skip", "done", "move", "again", "buy",
    "mayor", "ship", "reward", "tocity", "tocolony", "flip", "totower", "wealth", "bishop", "lady",
    "scout", "use", "exchange", "mill", "pay", "pirates", "honour", "decline", "upkeep", "feed",
    "fulfil", "wood",
})


def parse(text: str) -> Action:
    action = parse_action_text(text)
    known = CHANCE_VERBS if action.chance else VERBS
    if action.verb not in known:
        raise InvalidActionError(f"not a Madeira action: {text!r}")
    if any(not arg for arg in action.args):
        raise InvalidActionError(f"empty argument in {text!r}")
    return action
