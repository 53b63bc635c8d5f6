"""Bounded memo caches and interned actions: how an engine remembers what it has worked out.

The thread rule: a computer player thinks in a worker thread on the very rules object (and
module) the window uses, so these caches are shared between threads. That is safe because a
memo holds only values that follow from their key alone (the same key always gives an equal
value, and the values are never changed once stored), and each step used here (a dict's get,
set, clear and len) is atomic under the interpreter lock: a race at worst works a value out
twice, or empties a cache another thread was filling, never gives a wrong answer. So never
memoise what depends on more than the key (the state a key leaves out, the viewer, a setting).
"""

from __future__ import annotations

from collections.abc import Hashable
from typing import Generic, TypeVar

from .actions import Action
from .i18n import forget_on_change

K = TypeVar("K", bound=Hashable)
V = TypeVar("V")


class Memo(Generic[K, V]):
    """A dict that forgets everything once it holds more than ``limit`` entries, then fills
    again with what is in use (cheaper than keeping an order of use)."""

    __slots__ = ("_items", "limit", "__weakref__")

    def __init__(self, limit: int, words: bool = True) -> None:
        self._items: dict[K, V] = {}
        self.limit = limit
        if words:  # a memo may hold words: a change of language empties it
            forget_on_change(self)

    def clear(self) -> None:
        self._items.clear()

    def get(self, key: K) -> V | None:
        return self._items.get(key)

    def put(self, key: K, value: V) -> V:
        items = self._items
        if len(items) > self.limit:
            items.clear()
        items[key] = value
        return value

    def __len__(self) -> int:
        return len(self._items)


_ACTIONS: Memo[tuple[str, tuple[str, ...], bool], Action] = Memo(200_000, words=False)


def interned(verb: str, args: tuple[str, ...] = (), chance: bool = False) -> Action:
    """The one shared Action for these words: option lists are rebuilt at every decision, and
    looking an action up is cheaper than building it (and lets ``apply`` find it by identity)."""
    key = (verb, args, chance)
    found = _ACTIONS.get(key)
    if found is None:
        found = _ACTIONS.put(key, Action(verb, args, chance))
    return found
