"""The Nusfjord campaign in the app: the New Game dialog shows its status and starts its next
game; a finished campaign game is recorded once and its result shown at the end."""

from __future__ import annotations

from tabletop.model import campaign
from tabletop.model.campaign import CampaignRecord, CampaignRun
from tabletop.model.seats import SEAT_COLORS
from tabletop.qt.end_dialog import EndDialog
from tabletop.qt.new_game_dialog import NewGameDialog, available_games


def choose_campaign(dialog: NewGameDialog) -> None:
    dialog.games_list.setCurrentRow([g.meta.id for g in dialog.games].index("nusfjord"))
    dialog.players.setValue(1)
    dialog.variant_checks["campaign"].setChecked(True)


def test_the_dialog_shows_the_campaign_and_starts_its_next_game(qtbot):
    game1 = campaign.CampaignGame(
        number=1, seed="3", digest="0" * 64, score=31, built=["104"], seen_ab=["101", "117"]
    )
    run = CampaignRun(started_at="2026-01-01T00:00:00+00:00", games=[game1])
    campaign.save_campaign(CampaignRecord(rank=4, current=run))
    dialog = NewGameDialog(available_games())
    qtbot.addWidget(dialog)
    dialog.show()
    dialog.games_list.setCurrentRow([g.meta.id for g in dialog.games].index("nusfjord"))
    dialog.players.setValue(1)
    assert not dialog.campaign.isVisible()
    choose_campaign(dialog)
    assert dialog.campaign.isVisible()
    assert "Campaign game 2 of 3 · 31 VP so far · rank 4" in dialog.campaign.text()
    dialog.variant_checks["advanced_solo"].setChecked(True)
    dialog.seed.setText("77")
    spec = dialog.spec()
    assert spec.game_id == "nusfjord" and spec.seed == "77" and len(spec.seats) == 1
    assert set(spec.config.variants) == {"campaign", "advanced_solo"}
    assert spec.config.option("removed_cards") == "101,104,117"
    dialog.variant_checks["campaign"].setChecked(False)
    assert not dialog.campaign.isVisible()
    assert dialog.spec().config.option("removed_cards") is None
    dialog.players.setValue(2)  # the campaign is solo only
    assert "campaign" not in dialog.variant_checks and not dialog.campaign.isVisible()


def test_the_dialog_tells_of_a_damaged_campaign_file(qtbot):
    path = campaign.campaign_path()
    path.parent.mkdir(parents=True)
    path.write_text("{", encoding="utf-8")
    dialog = NewGameDialog(available_games())
    qtbot.addWidget(dialog)
    dialog.show()
    choose_campaign(dialog)
    assert "Campaign game 1 of 3" in dialog.campaign.text() and "damaged" in dialog.campaign.text()
    assert path.with_name("nusfjord.json.bad").exists()


def test_a_finished_campaign_game_is_recorded_once(window, qtbot, monkeypatch, tmp_path):
    def accept(self):
        choose_campaign(self)
        self.rows[0].kind.setCurrentIndex(self.rows[0].kind.findData("easy"))
        self.seed.setText("5")
        return NewGameDialog.DialogCode.Accepted

    monkeypatch.setattr(NewGameDialog, "exec", accept)
    assert window.new_game()
    c = window.controller
    assert c.session.config.option("removed_cards") == "" and window.game_end.campaign_note is None
    c.bots.run_all()  # the bot plays the game to its end: the controller's game_over
    assert c.session.is_over
    assert window.game_end.campaign_note.startswith("Campaign game 1 of 3 recorded")
    record = campaign.load_campaign()
    assert record.game_number == 2 and record.games()[0].seed == "5"
    window.game_end.game_over()  # game_over again for the same opened game: not offered again
    assert campaign.load_campaign().games() == record.games()
    save = tmp_path / "finished.json"
    c.save(save)
    assert window.files.load_path(save)  # the finished save opened again
    assert "already recorded" in window.game_end.campaign_note
    assert campaign.load_campaign().games() == record.games()
    shown: list[EndDialog] = []
    monkeypatch.setattr(EndDialog, "exec", lambda self: shown.append(self) or 0)
    window.game_end.show_end_dialog()
    assert shown and "already recorded" in shown[0].campaign.text()
    assert not shown[0].campaign.isHidden()


def test_the_end_dialog_shows_the_campaign_line(qtbot):
    session = campaign_session()
    dialog = EndDialog(session.outcome(), ["Solo"], [SEAT_COLORS[0]], campaign="Campaign done")
    qtbot.addWidget(dialog)
    dialog.show()
    assert dialog.campaign.isVisible() and dialog.campaign.text() == "Campaign done"
    plain = EndDialog(session.outcome(), ["Solo"], [SEAT_COLORS[0]])
    qtbot.addWidget(plain)
    plain.show()
    assert not plain.campaign.isVisible()


def campaign_session():
    from tabletop.model import registry
    from tabletop.model.session import GameSession, Seat

    rules = registry.load_game("nusfjord").rules
    session = GameSession.new(rules, campaign.next_game_config(), "8", [Seat("Solo", "random")])
    session.play_bots()
    return session
