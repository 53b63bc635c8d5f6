"""The building effect system: a deck is data (components.json) plus small effects keyed by id.

Six categories (rulebook p. 19) and how the engine times them:
- immediately: offered as a use/decline choice right after the building is placed;
- once: ``once_ready`` is checked at the end of every action of the owner (and right after
  building it); when true ``once`` runs, a single time;
- whenever: functions keyed by a hook name ("ship", "building", "reforest", "thin",
  "serve", "buy", "elder3", "before_ship"), run after the owner's matching action;
- anytime: exchange options offered during the owner's work turns (they cost no worker);
- special: integer flags other rules read (``special(rules, player, flag)``);
- victory: ``vp`` computes a "*" value at scoring (fixed values come from the card data).
"""

from __future__ import annotations

from collections.abc import Callable
from dataclasses import dataclass, field
from typing import Any

Fn = Callable[[Any, Any, int], None]  # (tables, game, seat) -> None, mutating the thawed game
Check = Callable[[Any, Any, int], bool]


@dataclass(frozen=True)
class Trade:
    option: str  # the word in the action text, e.g. "wood_gold"
    label: str
    can: Check
    do: Fn


@dataclass(frozen=True)
class Effect:
    can_immediate: Check | None = None
    immediate: Fn | None = None
    whenever: dict[str, Fn] = field(default_factory=dict)
    once_ready: Check | None = None
    once: Fn | None = None
    anytime: tuple[Trade, ...] = ()
    special: dict[str, int] = field(default_factory=dict)
    vp: Callable[[Any, Any], int] | None = None  # (tables, player) -> points


NO_EFFECT = Effect()


def special(effects: dict[str, Effect], player: Any, flag: str) -> int:
    """Sum of a special-ability flag over the player's buildings."""
    total = 0
    for card in player.cells:
        eff = effects.get(card)
        if eff is not None and flag in eff.special:
            total += eff.special[flag]
    return total


def fire(effects: dict[str, Effect], tables: Any, game: Any, seat: int, hook: str) -> None:
    """Run every 'whenever' effect of ``seat`` for ``hook``, in harbor order.

    The Herring stand-ins are all plain gains, so their order never matters; a deck whose
    effects do not commute would push a choice task here instead.
    """
    for card in tuple(game.players[seat].cells):
        eff = effects.get(card)
        if eff is not None:
            fn = eff.whenever.get(hook)
            if fn is not None:
                fn(tables, game, seat)
