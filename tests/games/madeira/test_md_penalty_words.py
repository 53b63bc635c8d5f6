"""Issue 35: at 2 and 3 players the table and the guide state the pirate penalties the game
uses (designed, marked as the 2-3 player stand-in), not only the rulebook's 4-player 16/8/4/2."""

from __future__ import annotations

import re

from tabletop.model import paths


def pirates_detail(md, players):
    view = md.rules.view(md.setup(players), 0)
    return next(z.detail for z in view.zones if z.id.endswith(":pirates"))


def test_the_pirates_space_states_the_penalties_in_play(md):
    # Rulebook: Game end, "The player with the most loses 16 prestige points. The player with the
    # 2nd most loses 8 ... 3rd most loses 4 ... 4th most loses 2" (4 players; 2-3: designed)
    four = pirates_detail(md, 4)
    assert "16, 8, 4 and 2 PP" in four and "stand-in" not in four
    two = pirates_detail(md, 2)
    assert "10 and 5 PP" in two and "16" in two and "stand-in" in two
    three = pirates_detail(md, 3)
    assert "12, 6 and 3 PP" in three and "stand-in" in three
    assert "above 20" in four


def test_the_guide_states_the_penalties_of_each_player_count():
    guide = (paths.resources_dir() / "games" / "madeira" / "how-to-play.md").read_text(encoding="utf-8")
    sentence = re.sub(r"\s+", " ", guide.split("Pirate\npoints are revealed")[1].split("The most PP wins")[0])
    assert "16 PP, then 8, 4 and 2" in sentence
    assert "12, 6 and 3 at 3 players" in sentence and "10 and 5 at 2 players" in sentence
    assert "stand-in" in sentence
