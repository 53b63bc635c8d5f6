"""Nusfjord's decks in the New Game dialog: one deck instead of Herring, or Mixing Decks by
ticking three decks (rulebook p. 16); the stand-in count follows the ticks."""

from __future__ import annotations

from tabletop.model.registry import load_game
from tabletop.model.session import GameSession
from tabletop.qt.new_game_dialog import NewGameDialog, available_games


def nusfjord_dialog(qtbot, players=3) -> NewGameDialog:
    dialog = NewGameDialog(available_games())
    qtbot.addWidget(dialog)
    dialog.show()
    dialog.games_list.setCurrentRow([g.meta.id for g in dialog.games].index("nusfjord"))
    dialog.players.setValue(players)
    return dialog


def stand_ins(dialog) -> int:
    text = dialog.summary.text()
    return int(text.split("Uses ")[1].split(" stand-in")[0])


def test_a_mixing_decks_game_from_the_dialog(qtbot):
    dialog = nusfjord_dialog(qtbot)
    assert "Trout deck is not offered" in dialog.summary.text()
    herring_only = stand_ins(dialog)
    for deck in ("mix_decks", "herring", "codfish", "salmon"):
        dialog.variant_checks[deck].setChecked(True)
    assert stand_ins(dialog) > herring_only  # three decks in play
    spec = dialog.spec()
    assert set(spec.config.variants) == {"mix_decks", "herring", "codfish", "salmon"}
    game = load_game(spec.game_id)
    assert game.stand_ins(spec.config.variants) == stand_ins(dialog)
    session = GameSession.new(game.rules, spec.config, "4", spec.seats)
    state = session.state
    assert state.deck == "herring+codfish+salmon"
    assert sorted(c[0] for c in state.disp_a) == ["1"] * 3 + ["3"] * 3 + ["5"] * 3


def test_one_other_deck_from_the_dialog(qtbot):
    dialog = nusfjord_dialog(qtbot, players=1)
    before = stand_ins(dialog)
    dialog.variant_checks["plaice"].setChecked(True)
    assert stand_ins(dialog) != before
    spec = dialog.spec()
    session = GameSession.new(load_game("nusfjord").rules, spec.config, "4", spec.seats)
    assert session.state.deck == "plaice"


def test_the_stand_in_report_shows_the_deck_in_play(qtbot):
    from tabletop.model import paths
    from tabletop.qt.stand_in_dialog import StandInDialog

    readme = paths.resources_dir() / "games" / "nusfjord" / "README.md"
    chosen = ("mix_decks", "herring", "mackerel", "besokende")
    dialog = StandInDialog("nusfjord", readme, None, chosen)
    qtbot.addWidget(dialog)
    tables = {dialog.table.item(r, 0).text() for r in range(dialog.table.rowCount())}
    assert {"buildings", "mackerel", "besokende"} <= tables
    assert not tables & {"codfish", "plaice", "salmon"}
    assert dialog.table.rowCount() == load_game("nusfjord").stand_ins(chosen)
    alone = StandInDialog("nusfjord", readme, None, ("salmon",))
    qtbot.addWidget(alone)
    tables = {alone.table.item(r, 0).text() for r in range(alone.table.rowCount())}
    assert "salmon" in tables and not tables & {"buildings", "mackerel", "besokende"}
