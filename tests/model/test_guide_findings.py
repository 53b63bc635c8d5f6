"""The how-to-play guides say what the rulebook and the engine do (issue 35, "How-to-play guides").

Each game's guide (``resources/games/<id>/how-to-play.md``, without the README notes the app
appends) must no longer teach what a new player read wrong before, and must say the rule
instead. Where the engine's data fixes the rule, the test reads it there too.
"""

from __future__ import annotations

import json
import re

import pytest

from tabletop.model import paths
from tabletop.model.guide import guide_path

# (wrong statements that must be gone, right statements that must be there)
FINDINGS: dict[str, tuple[tuple[str, ...], tuple[str, ...]]] = {
    "harvest_island": (
        ("half (rounded down) of the fruit", "Plain field (no limit)"),
        (
            # Resolving a Weather Catastrophe: half of the cards present in the field
            "loses half of its cards (rounded down), Fertilizer cards included in that count",
            "the seed and Fertilizer cards stay",
            # the seed card's printed limit binds the Plain too
            "a Plain holds at most the seed card's limit",
            # B2: at least 3 cards obtained, a Fertilizer counting 2
            "at least 3 cards, counting each Fertilizer card as 2",
        ),
    ),
    "orchard_ocean": (
        ("adds the harbor's arrows", "the points printed on the spaces your tiles cover"),
        (
            # Shipping range: a harbor does not add its arrows to the tile's
            "A harbor does not add its arrows to the production tile's arrows",
            "counted from the harbor",
            # Scoring: a hidden VP mark scores nothing
            "a mark it hides scores nothing",
            # both worker levels filled: both count
            "A tile with both spaces filled uses both levels",
        ),
    ),
    "madeira": (
        ("The notes below say exactly what they are", "lower it for 1 bread or 3 reals"),
        (
            # Phase C: dice re-rolled, then pay or take pirate points (1 with no pirate die)
            "all the dice on its character are first re-rolled",
            "or 1 pirate point when no pirate die is there",
            # the windmill: lowering gains
            "lower it one level and gain 1 bread or 3 reals",
            # the pass rows open at 2 and 3 players
            "at 2 players only rows I and II are open, at 3 players rows I to III",
            "rows I and II at 2 players, rows I to III at 3 players",
            # how guild tiles are used
            "## Guild tiles",
            "you may use one face-up tile",
        ),
    ),
    "nusfjord": (
        (
            "3 fish plus your ships",
            "the next game uses those not yet in play",
            "At 3 to 5 players the Designer, Investor and Tour Guide replace",
            "round 5 new B buildings, and",
        ),
        (
            "Using an elder, by a worker on it or at once when you take it, costs a fish from the "
            "banquet table",
            "round 5 new B buildings (3–5 players",
            "+1 gold;",
            "the lowest number still visible on your fishing track",
            "The Tour Guide replaces the Pisciculturist, so only at 4 and 5 players",
            "third uses every A and B building you did not build in the first two games",
        ),
    ),
    "saltfjord": (
        ("Two wagons on your village",),
        (
            "You start with one wagon on the top-left space",
            "the wagons in it act first, before the die's buildings",
            "a building with a wagon on it is blocked",
            "At the end of rounds 1 and 2 the top crate tile of each stack leaves the game",
        ),
    ),
}


def plain(markdown: str) -> str:
    """The guide as one line of words: emphasis marks dropped, line breaks as spaces."""
    text = re.sub(r"\*\*|(?<!\w)\*|\*(?!\w)", "", markdown)
    return re.sub(r"\s+", " ", text)


@pytest.mark.parametrize("game_id", sorted(FINDINGS))
def test_the_guide_no_longer_teaches_the_wrong_rule_and_states_the_right_one(game_id: str) -> None:
    text = plain(guide_path(game_id).read_text(encoding="utf-8"))
    wrong, right = FINDINGS[game_id]
    for phrase in wrong:
        assert phrase not in text, f"{game_id}: the guide still says {phrase!r}"
    for phrase in right:
        assert plain(phrase) in text, f"{game_id}: the guide does not say {phrase!r}"


def _components(game_id: str) -> dict:
    path = paths.resources_dir() / "games" / game_id / "components.json"
    return json.loads(path.read_text(encoding="utf-8"))


def test_madeira_pass_rows_in_the_guide_are_those_the_data_opens() -> None:
    rows = _components("madeira")["pass_rows"]
    assert [r["id"] for r in rows if r["min_players"] <= 2] == ["1", "2"]
    assert [r["id"] for r in rows if r["min_players"] <= 3] == ["1", "2", "3"]


def test_nusfjord_round_5_adds_b_buildings_only_at_3_to_5_players() -> None:
    b_add = _components("nusfjord")["round_instructions"]["b_add"]
    assert sorted(b_add) == ["3", "4", "5"] and b_add["5"] == 3


def test_nusfjord_tour_guide_only_where_the_pisciculturist_is() -> None:
    elders = {e["id"]: e for e in _components("nusfjord")["elders"]}
    assert elders["tour_guide"]["min_players"] == elders["pisciculturist"]["min_players"] == 4
    assert elders["designer"]["min_players"] == elders["investor"]["min_players"] == 3
