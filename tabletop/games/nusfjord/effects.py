"""The building effect system: a deck is data (components.json) plus small effects keyed by id.

Six categories (rulebook p. 19) and how the engine times them:
- immediately: offered as a use/decline choice right after the building is placed;
- once: ``once_ready`` is checked at the end of every action of the owner (and right after
  building it); when true ``once`` runs, a single time;
- whenever: functions keyed by a hook name ("ship", "building", "reforest", "thin",
  "serve", "buy", "elder3", "before_ship"), run after the owner's matching action;
- anytime: exchange options offered in the owner's windows (see tasks.trades): every own
  work turn (they cost no worker), before each Fishing Phase and before scoring;
- special: integer flags other rules read (``special(rules, player, flag)``);
- victory: ``vp`` computes a "*" value at scoring (fixed values come from the card data).
"""

from __future__ import annotations

from collections.abc import Callable
from dataclasses import dataclass, field
from typing import TYPE_CHECKING, Any

from .records import Order
from .state import look

if TYPE_CHECKING:
    from .state import Game
    from .tables import Tables

Fn = Callable[[Any, Any, int], None]  # (tables, game, seat) -> None, mutating the thawed game
Check = Callable[[Any, Any, int], bool]
ShipFn = Callable[[Any, Any, int, int], None]  # (tables, game, seat, track index) -> None


@dataclass(frozen=True)
class Trade:
    option: str  # the word in the action text, e.g. "wood_gold"
    label: str
    can: Check
    do: Fn
    # a sale of a ship (Ship Broker): offered once per ship of this kind on the track, the
    # player chooses which (``do_ship``); ``do`` sells the last one (the notation before the choice)
    ship: str = ""
    do_ship: ShipFn | None = None
    # the label in the player's language, worded when shown (given the words for the ship sold)
    words: Callable[[str], str] | None = None


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


def special(tables: Tables, player: Any, flag: str) -> int:
    """Sum of a special-ability flag over the player's buildings."""
    table = tables.flag_cards.get(flag)
    cells = player.cells
    if table is None or table.keys().isdisjoint(cells):
        return 0
    total = 0
    for card in cells:
        if card in table:
            total += table[card]
    return total


def plain(fn: Fn) -> Fn:
    """Mark an effect as a plain gain: plain gains commute, so their order never matters."""
    fn.plain = True  # type: ignore[attr-defined]
    return fn


def trigger_fn(effects: dict[str, Effect], entry: tuple[str, str]) -> Fn:
    card, hook = entry
    eff = effects[card]
    return eff.once if hook == "once" else eff.whenever[hook]  # type: ignore[return-value]


def fire(tables: Tables, game: Game, seat: int, hook: str) -> None:
    """Carry out every 'whenever' effect of ``seat`` for ``hook``.

    "If several effects trigger at the same time, you may choose the order" (p. 19): see
    ``resolve``. A building in the middle of being built is not in the harbor yet, so a
    building never triggers on itself.
    """
    table = tables.hook_cards.get(hook)
    cells = look(game, seat).cells  # reading only: the effects thaw the player when they change it
    if table is None or table.keys().isdisjoint(cells):
        return
    pending = None
    for card in cells:
        if card in table:
            if pending is None:
                pending = [(card, hook)]
            else:
                pending.append((card, hook))
    if pending is not None:
        resolve(tables, game, seat, tuple(pending))


def resolve(tables: Tables, game: Game, seat: int, entries: tuple[tuple[str, str], ...]) -> None:
    """Carry out simultaneous triggers: the player chooses the order (an "order" task) when
    two or more are pending and one of them is not a plain gain; otherwise harbor order."""
    effects = tables.effects
    if len(entries) >= 2 and not all(getattr(trigger_fn(effects, e), "plain", False) for e in entries):
        game.tasks.append(Order(seat=seat, entries=entries))
        return
    for entry in entries:
        trigger_fn(effects, entry)(tables, game, seat)
