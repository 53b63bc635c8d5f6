"""The one memo helper: bounded, and the interned actions are shared objects."""

from __future__ import annotations

from tabletop.core import Action, Memo, interned


def test_a_memo_forgets_everything_past_its_limit_and_fills_again() -> None:
    memo: Memo[int, str] = Memo(3)
    for k in range(4):
        memo.put(k, str(k))
    assert len(memo) == 4 and memo.get(0) == "0"
    memo.put(9, "9")  # more than the limit: emptied first
    assert len(memo) == 1 and memo.get(0) is None and memo.get(9) == "9"


def test_interned_actions_are_one_object_per_words() -> None:
    a = interned("take", ("dice:1", "white"))
    assert a is interned("take", ("dice:1", "white"))
    assert a == Action("take", ("dice:1", "white"))
    assert interned("roll", ("white", "3"), True).chance
