"""The Nusfjord solo campaign record: three games in a row, rank, damaged files, recording once."""

from __future__ import annotations

import json

import pytest

from tabletop.core import GameConfig, SaveError
from tabletop.games.nusfjord.rules import campaign_rank, campaign_record
from tabletop.model import campaign, registry
from tabletop.model.campaign import CampaignError, CampaignRecord
from tabletop.model.session import GameSession, Seat


def rules():
    return registry.load_game("nusfjord").rules


def removed(config: GameConfig) -> set[str]:
    return {x for x in (config.option("removed_cards") or "").split(",") if x}


def play(config: GameConfig, seed: str) -> GameSession:
    session = GameSession.new(rules(), config, seed, [Seat("Solo", "random")])
    session.play_bots()
    assert session.is_over
    return session


def score(session: GameSession) -> int:
    return session.outcome().sheets[0].total


def record(session: GameSession, points: int | None = None) -> CampaignRecord:
    return campaign.record_game(
        session.state,
        score(session) if points is None else points,
        seed=session.seed,
        config=session.config,
    )


def test_three_games_in_a_row_remove_what_the_rules_say(isolated_user_data) -> None:
    campaign.save_campaign(CampaignRecord(rank=5))  # a rank held from an earlier campaign
    first = campaign.next_game_config()
    assert first.players == 1 and "campaign" in first.variants
    assert first.option("removed_cards") == "" and campaign.summary_text() == (
        "Campaign game 1 of 3 · 0 VP so far · rank 5"
    )
    game1 = play(first, "11")
    played1 = campaign_record(game1.state)
    assert played1["built"] and played1["seen_ab"]
    after1 = record(game1)
    assert after1.game_number == 2 and after1.combined == score(game1)

    # game 2: nothing built in game 1 and no A/B building that was in play in game 1
    second = campaign.next_game_config()
    assert removed(second) == {*played1["built"], *played1["seen_ab"]}
    game2 = play(second, "12")
    start2 = game2._states[0]
    assert not removed(second) & {*start2.disp_a, *start2.disp_b, *start2.deck_c}
    assert campaign.summary_text() == f"Campaign game 2 of 3 · {score(game1)} VP so far · rank 5"
    played2 = campaign_record(game2.state)
    record(game2)

    # game 3: every building not built in games 1-2 (the set-aside A/B come back)
    third = campaign.next_game_config()
    assert removed(third) == {*played1["built"], *played2["built"]}
    set_aside = set(played1["seen_ab"]) - set(played2["built"])
    assert set_aside and not set_aside & removed(third)
    game3 = play(third, "13")
    assert not removed(third) & {*game3._states[0].disp_a, *game3._states[0].deck_c}
    done = record(game3)

    combined = score(game1) + score(game2) + score(game3)
    assert combined <= 95  # random play: at least 10 below rank 5's 105 VP, one rank lost
    assert done.current is None and len(done.history) == 1
    finished = done.history[0]
    assert finished.combined == combined and [g.number for g in finished.games] == [1, 2, 3]
    assert finished.rank_before == 5 and done.rank == campaign_rank(5, combined) == 4
    assert [g.seed for g in finished.games] == ["11", "12", "13"]
    assert finished.games[0].seen_ab and not finished.games[1].seen_ab
    assert "Campaign complete" in done.last_result_text()
    # the file holds the same; a new campaign starts from game 1 with the rank kept
    stored = campaign.load_campaign()
    assert stored == done and not stored.problem
    assert campaign.next_game_config().option("removed_cards") == ""
    assert campaign.summary_text() == "Campaign game 1 of 3 · 0 VP so far · rank 4"
    assert json.loads(campaign.campaign_path().read_text())["format"] == "tabletop-campaign"
    assert campaign.campaign_path().parent == isolated_user_data / "campaigns"


def test_the_rank_follows_the_combined_score_across_campaigns() -> None:
    for seed, points in (("21", 40), ("22", 40), ("23", 40)):  # 120 VP: rank 20
        record(play(campaign.next_game_config(), seed), points)
    assert campaign.load_campaign().rank == 20
    for seed, points in (("31", 40), ("32", 40), ("33", 35)):  # 115: the higher rank is kept
        record(play(campaign.next_game_config(), seed), points)
    assert campaign.load_campaign().rank == 20
    for seed, points in (("41", 30), ("42", 30), ("43", 30)):  # 90 <= 110 - 10: one rank lost
        record(play(campaign.next_game_config(), seed), points)
    stored = campaign.load_campaign()
    assert stored.rank == 19 and [c.rank_after for c in stored.history] == [20, 20, 19]


def test_a_game_is_recorded_once() -> None:
    game1 = play(campaign.next_game_config(), "5")
    record(game1)
    before = campaign.campaign_path().read_bytes()
    with pytest.raises(CampaignError, match="already recorded"):
        record(game1)  # a finished save opened again
    reloaded = GameSession.restore(rules(), game1.config, game1.seed, game1.seats, game1.history)
    with pytest.raises(CampaignError, match="already recorded"):
        record(reloaded)
    assert campaign.campaign_path().read_bytes() == before
    assert "already recorded" in campaign.record_session("nusfjord", reloaded)
    assert campaign.load_campaign().game_number == 2


def test_only_the_campaigns_next_finished_game_is_recorded() -> None:
    stale = play(campaign.next_game_config(), "6")  # a second game 1, finished later
    record(play(campaign.next_game_config(), "7"))
    with pytest.raises(CampaignError, match="next game \\(game 2 of 3\\)"):
        record(stale)
    plain = play(GameConfig(players=1), "8")
    with pytest.raises(CampaignError, match="not set up"):
        record(plain)
    assert campaign.record_session("nusfjord", plain) == ""  # not a campaign game: no line
    running = GameSession.new(rules(), campaign.next_game_config(), "9", [Seat("Solo")])
    with pytest.raises(CampaignError, match="finished"):
        record(running, 30)
    assert campaign.load_campaign().game_number == 2


def test_an_abandoned_game_is_replayed_with_the_same_buildings_removed() -> None:
    record(play(campaign.next_game_config(), "1"))
    config = campaign.next_game_config()
    GameSession.new(rules(), config, "2", [Seat("Solo")])  # started, never finished
    assert campaign.next_game_config() == config and campaign.load_campaign().game_number == 2


@pytest.mark.parametrize(
    ("text", "reason"),
    [
        ("{ not json", "not valid JSON"),
        ('{"format": "tabletop-campaign", "rank": -3}', "'rank'"),
    ],
)
def test_a_damaged_file_is_kept_and_a_fresh_record_starts(text: str, reason: str) -> None:
    path = campaign.campaign_path()
    path.parent.mkdir(parents=True)
    path.write_text(text, encoding="utf-8")
    loaded = campaign.load_campaign()
    assert loaded.model_dump() == CampaignRecord().model_dump()
    assert "damaged" in loaded.problem and reason in loaded.problem
    bad = path.with_name("nusfjord.json.bad")
    assert bad.read_text(encoding="utf-8") == text and "nusfjord.json.bad" in loaded.problem
    assert not campaign.load_campaign().problem  # told once: the file is out of the way
    path.write_text("[]", encoding="utf-8")  # damaged again: the first copy stays
    assert "nusfjord.json.bad2" in campaign.load_campaign().problem
    assert bad.read_text(encoding="utf-8") == text
    # recording after a damaged file starts the new record at game 1
    line = campaign.record_session("nusfjord", play(campaign.next_game_config(), "3"))
    assert line.startswith("Campaign game 1 of 3 recorded")


def test_a_write_failure_is_a_save_error(monkeypatch) -> None:
    def fail(*_args):
        raise OSError(28, "No space left on device")

    monkeypatch.setattr(campaign, "atomic_write_text", fail)
    with pytest.raises(SaveError, match="No space left"):
        record(play(campaign.next_game_config(), "4"))
    monkeypatch.undo()
    assert campaign.load_campaign().game_number == 1


def test_a_campaign_plays_game_1s_deck_and_keeps_half_points() -> None:
    """"Three games with one deck" (rulebook p. 16): games 2 and 3 take game 1's deck, and
    the Guests' half points (Besøkende deck, p. 17) are kept, never rounded away."""
    first = campaign.next_game_config(variants=["besokende"])
    assert "besokende" in first.variants
    record(play(first, "51"), 33.5)
    assert campaign.load_campaign().combined == 33.5
    assert "33½ VP so far" in campaign.summary_text()
    assert campaign.load_campaign().deck_text() == "Played with the Besøkende deck, as game 1 was."
    second = campaign.next_game_config()  # nothing asked: still the Besøkende deck
    assert "besokende" in second.variants
    herring = GameConfig(players=1, variants=("campaign",), options=second.options)
    with pytest.raises(CampaignError, match="not set up"):
        record(play(herring, "52"), 30)
    record(play(second, "53"), 34)
    third = campaign.next_game_config(variants=["besokende", "advanced_solo"])
    assert set(third.variants) == {"besokende", "advanced_solo", "campaign"}
    record(play(third, "54"), 33)  # 100.5: the goal is reached, but half a point above 100 is rank 0
    done = campaign.load_campaign()
    assert done.history[-1].combined == 100.5 and done.rank == 0
    assert campaign_rank(0, 101.5) == 1
