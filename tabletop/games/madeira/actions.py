"""Action verbs and notation checks. Every action is ``verb arg ...``; the first argument with a
colon is the clicked target (a zone or component id of the view)."""

from __future__ import annotations

from tabletop.core import Action, InvalidActionError, interned, parse_action_text

from .i18n import _

CHANCE_VERBS = frozenset({"start", "crown", "guild", "reward", "character", "roll", "reroll"})
VERBS = frozenset({
    "place", "pick", "pirate", "pass", "act", "harvest", "skip", "done", "move", "again", "buy",
    "mayor", "ship", "reward", "to_city", "to_colony", "flip", "to_tower", "wealth", "bishop", "lady",
    "scout", "use", "exchange", "mill", "pay", "pirates", "honour", "decline", "upkeep", "feed",
    "fulfil", "wood",
})
# The verbs of older notation, read as today's: saves, journals and records written before the
# rename keep their texts (a verb is never part of the state, so their digests do not change);
# new files write the new verbs.
OLD_VERBS = {"tocity": "to_city", "tocolony": "to_colony", "totower": "to_tower"}


def parse(text: str) -> Action:
    action = parse_action_text(text)
    if not action.chance and action.verb in OLD_VERBS:
        action = Action(OLD_VERBS[action.verb], action.args)
    known = CHANCE_VERBS if action.chance else VERBS
    if action.verb not in known:
        raise InvalidActionError(_("not a Madeira action: {action}").format(action=repr(text)))
    if any(not arg for arg in action.args):
        raise InvalidActionError(_("empty argument in {action}").format(action=repr(text)))
    return action


def act(verb: str, *args: str) -> Action:
    """The one Action object for this verb and these arguments (core.memo)."""
    return interned(verb, args)


def chance_act(verb: str, *args: str) -> Action:
    return interned(verb, args, True)


class Menu:
    """Prebuilt actions of the busiest decisions (Phase B), indexed by building and die value."""

    def __init__(self, building_ids: tuple[str, ...], guild_faces: tuple[int, ...], pirate_faces: tuple[int, ...],
                 pass_rows: tuple[tuple[str, int, str, int], ...]) -> None:
        self.place = tuple({v: act("place", f"building:{bid}", str(v)) for v in guild_faces}
                           for bid in building_ids)
        self.pirate = tuple({v: act("pirate", f"building:{bid}", str(v)) for v in pirate_faces}
                            for bid in building_ids)
        self.pass_row = tuple(
            (act("pass", f"pass:{r + 1}:left"), act("pass", f"pass:{r + 1}:right")) if row[2]
            else (act("pass", f"pass:{r + 1}"),)
            for r, row in enumerate(pass_rows)
        )
