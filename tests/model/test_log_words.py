"""The log's sentences (issue 35): a chooser's imperative becomes a third-person sentence."""

from __future__ import annotations

import pytest

from tabletop.model.log_text import sentence, third_person


@pytest.mark.parametrize(("said", "line"), [
    ("Sow Cherry (2) in your plain field", "Anna sows Cherry (2) in their plain field"),
    ("Harvest your hill field: 1 Lemon card", "Anna harvests their hill field: 1 Lemon card"),
    ("Carry out Portal", "Anna carries out Portal"),
    ("Copy the full action space “+1 Gold”", "Anna copies the full action space “+1 Gold”"),
    ("do not go fishing", "Anna does not go fishing"),
    ("finish activating; the die stays on the last building",
     "Anna finishes activating; the die stays on the last building"),
    ("Pass: nothing can be played or harvested", "Anna passes: nothing can be played or harvested"),
    ("End your turn without taking a Fertilizer card", "Anna ends their turn without taking a Fertilizer card"),
    ("moved down the windmill (+3 reals, windmill 2)", "Anna moved down the windmill (+3 reals, windmill 2)"),
    ("put a pirate die 5 on the Capitania", "Anna put a pirate die 5 on the Capitania"),
    ("claims spot 1", "Anna claims spot 1"),
    ("The game is over", "The game is over"),
])
def test_a_move_reads_as_a_sentence_about_its_actor(said: str, line: str) -> None:
    assert sentence("Anna", said) == line


def test_the_second_person_becomes_the_third() -> None:
    assert third_person("Feeding: 2 workers beyond your windmill level") == (
        "Feeding: 2 workers beyond their windmill level")
    assert third_person("Your haul size is 1 higher; you may build") == "Their haul size is 1 higher; they may build"
    assert third_person("Young trees") == "Young trees"  # whole words only
