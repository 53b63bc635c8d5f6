"""What a chance task's outcome does: the first player, a building drawn, an elder revealed or
placed in a stack (the chance player's choices; the player tasks: choices.py)."""

from __future__ import annotations

from typing import TYPE_CHECKING, Any

from . import ops
from .actions import arg_id
from .records import Draw, DrawMixed, First, Forgotten, Reveal, StackPos

if TYPE_CHECKING:
    from tabletop.core import Action

    from .records import DrawTask, Task
    from .state import Game
    from .tables import Tables


# decks, displays, elder stacks and the hidden pools stay tuples in the thawed game (they
# change rarely; copying them to lists on every action is a measurable part of apply)

def without(pile: tuple[Any, ...], item: str) -> tuple[Any, ...]:
    """``pile`` without one copy of ``item``."""
    i = pile.index(item)
    return pile[:i] + pile[i + 1:]


def set_stack(game: Game, k: int, stack: tuple[Any, ...]) -> None:
    game.stacks = ops.with_item(game.stacks, k, stack)


def choose_chance(tables: Tables, game: Game, task: Task, action: Action) -> None:
    a0 = action.args[0]
    match task:
        case First():
            game.first = int(arg_id(a0))
        case Draw() | DrawMixed():
            _draw(game, task, arg_id(a0))
        case Reveal(stack=k):
            key = arg_id(a0)
            game.hidden_elders = without(game.hidden_elders, key)
            set_stack(game, k, (*game.stacks[k][:-1], key))
        case Forgotten():
            key = arg_id(a0)
            game.forgotten_pool = without(game.forgotten_pool, key)
            game.forgotten_top = key
        case StackPos(elder=key):
            k = int(arg_id(action.args[1]))
            set_stack(game, k, (key, *game.stacks[k]))
        case _:
            raise ValueError(task.kind)


def _draw(game: Game, task: DrawTask, card: str) -> None:
    """A building drawn from its pile into the display, or into a player's hand."""
    pile, dest = task.pile, task.dest
    setattr(game, "deck_" + pile, without(getattr(game, "deck_" + pile), card))
    if dest >= 0:
        p = game.players[dest]
        p.hand = tuple(sorted((*p.hand, card)))
    else:
        setattr(game, "disp_" + pile, (*getattr(game, "disp_" + pile), card))
