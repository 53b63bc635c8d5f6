"""The task records are the tuples the engine kept before they had names: a save's digest,
equality, hashing and repr see the same values (issue 33)."""

from __future__ import annotations

import random

from tabletop.core import GameConfig
from tabletop.games.nusfjord.records import RECORDS, FeedElder, Serving, Turn
from tabletop.games.nusfjord.tasks import AUTO, CHANCE_KINDS, OPTIONS
from tabletop.model.state_dump import canonical_dump

from .helpers import rules


def test_a_record_is_its_plain_tuple() -> None:
    for record in (Turn(seat=2), FeedElder(seat=0, amount=1, fed=("sailor",)),
                   Serving(seat=1, gold=1, wood=1, served=2, fish=5)):
        plain = tuple(record)
        assert record == plain and hash(record) == hash(plain) and repr(record) == repr(plain)
        assert canonical_dump(record) == canonical_dump(plain)
    assert Turn(seat=2) == ("turn", 2, 0) and sorted([Turn(seat=1), Turn(seat=0)])[0] == Turn(seat=0)


def test_every_kind_is_offered_or_run() -> None:
    kinds = {record._field_defaults["kind"] for record in RECORDS}
    assert kinds == set(OPTIONS) | AUTO and CHANCE_KINDS <= kinds


def test_the_stack_holds_records_only() -> None:
    r = rules()
    rng = random.Random(3)
    s = r.setup(GameConfig(players=3, variants=("promo_elders", "besokende")))
    while r.decision(s) is not None:
        assert all(type(task) in RECORDS for task in s.tasks)
        s = r.apply(s, rng.choice(r.legal_actions(s))).state
