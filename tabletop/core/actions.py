"""Actions: small value objects with a one-line text notation.

An action is a verb and a tuple of string arguments. Arguments that name a
component use stable ids containing a colon (``field:1:hill``, ``card:banana:03``);
the first such argument is the action's *target*: the thing a player clicks.
Actions without a target (``done``, ``pass``) are buttons in the decision bar.
Chance outcomes are actions too, marked ``chance`` and written ``chance: ...``.
"""

from __future__ import annotations

from dataclasses import dataclass

from .errors import InvalidActionError

CHANCE_PREFIX = "chance:"


@dataclass(frozen=True, slots=True)
class Action:
    verb: str
    args: tuple[str, ...] = ()
    chance: bool = False

    @property
    def target(self) -> str | None:
        """The component id a click on which chooses this action, if any."""
        for arg in self.args:
            if ":" in arg:
                return arg
        return None

    def text(self) -> str:
        body = " ".join((self.verb, *self.args))
        return f"{CHANCE_PREFIX} {body}" if self.chance else body

    def __str__(self) -> str:
        return self.text()


def parse_action_text(text: str) -> Action:
    """Parse the generic notation; games may validate further in ``parse_action``."""
    if not isinstance(text, str):
        raise InvalidActionError(f"an action must be text, not {type(text).__name__}")
    body = text.strip()
    chance = body.startswith(CHANCE_PREFIX)
    if chance:
        body = body[len(CHANCE_PREFIX):].strip()
    words = body.split()
    if not words:
        raise InvalidActionError(f"empty action text: {text!r}")
    verb, args = words[0], tuple(words[1:])
    if not verb.replace("_", "").replace("-", "").isalnum():
        raise InvalidActionError(f"not an action verb: {verb!r}")
    return Action(verb, args, chance)
