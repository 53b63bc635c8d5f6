"""Working copies: thaw a frozen dataclass, change the copy, freeze it back; the original stays."""

from __future__ import annotations

from dataclasses import FrozenInstanceError, dataclass

import pytest

from tabletop.core import WorkingCopy, field_names


@dataclass(frozen=True, slots=True)
class Frozen:
    count: int
    cards: tuple[str, ...]


class Working:
    __slots__ = field_names(Frozen)
    count: int
    cards: list[str]


class WorkingWithLog:
    __slots__ = (*field_names(Frozen), "log")
    count: int
    cards: tuple[str, ...]
    log: list[str]


COPIES = WorkingCopy(Frozen, Working, thaw_as={"cards": list}, freeze_as={"cards": tuple})
LOGGED = WorkingCopy(Frozen, WorkingWithLog, fresh={"log": list})


def test_a_thawed_copy_changes_and_freezes_back_without_touching_the_original() -> None:
    original = Frozen(1, ("a",))
    w = COPIES.thaw(original)
    w.count += 1
    w.cards.append("b")
    frozen = COPIES.freeze(w)
    assert frozen == Frozen(2, ("a", "b")) and type(frozen) is Frozen
    assert original == Frozen(1, ("a",))
    with pytest.raises(FrozenInstanceError):
        frozen.count = 3  # type: ignore[misc]  # the point: a frozen result


def test_working_only_slots_start_fresh_and_are_left_behind_by_the_freeze() -> None:
    w = LOGGED.thaw(Frozen(1, ()))
    assert w.log == []
    w.log.append("counted")
    frozen = LOGGED.freeze(w)
    assert frozen == Frozen(1, ()) and not hasattr(frozen, "log")
    assert type(w) is WorkingWithLog  # a new object was filled: the working copy is still one


def test_replace_is_dataclasses_replace() -> None:
    original = Frozen(1, ("a",))
    assert COPIES.replace(original, count=5) == Frozen(5, ("a",))
    assert WorkingCopy(Frozen).replace(original, cards=()) == Frozen(1, ())
    with pytest.raises(AttributeError):
        COPIES.replace(original, colour="red")


def test_a_working_class_must_declare_every_field_in_its_slots() -> None:
    class Unannotated:
        __slots__ = field_names(Frozen)
        count: int

    class Unslotted:
        count: int
        cards: list[str]

    for working in (Unannotated, Unslotted):
        with pytest.raises(TypeError, match="no annotated slot"):
            WorkingCopy(Frozen, working)
    with pytest.raises(TypeError, match="fresh values"):
        WorkingCopy(Frozen, WorkingWithLog)
    with pytest.raises(TypeError, match="not a slotted dataclass"):
        WorkingCopy(Working)
