"""Nusfjord's Mixing Decks in the New Game dialog: the group picks the deck of the later
buildings (rulebook "Variants", Mixing Decks: "all additional Buildings ... should be drawn from a
single deck"), and a Mixing Decks campaign is refused with its reason (Campaign: "Play three games
in a row using the Building cards of one deck")."""

from __future__ import annotations

from PySide6.QtWidgets import QDialogButtonBox

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


def test_the_dialog_lets_the_group_pick_the_later_deck(qtbot):
    dialog = nusfjord_dialog(qtbot)
    assert "later_deck" not in dialog.option_boxes  # only with Mixing Decks
    for deck in ("mix_decks", "herring", "codfish", "salmon"):
        dialog.variant_checks[deck].setChecked(True)
    box = dialog.option_boxes["later_deck"]
    qtbot.waitUntil(box.isVisible)  # (a widget added to a shown dialog shows on the next event)
    assert box.currentText() == "The topmost of the three decks"
    assert dialog.spec().config.options == ()
    box.setCurrentIndex(box.findData("salmon"))
    spec = dialog.spec()
    assert spec.config.option("later_deck") == "salmon"
    session = GameSession.new(load_game("nusfjord").rules, spec.config, "4", spec.seats)
    assert session.state.deck.split("+")[0] == "salmon"
    dialog.variant_checks["codfish"].setChecked(False)  # the choice stays while the ticks change
    assert dialog.option_boxes["later_deck"].currentData() == "salmon"
    dialog.variant_checks["mix_decks"].setChecked(False)
    assert "later_deck" not in dialog.option_boxes and dialog.spec().config.options == ()


def test_a_mixing_decks_campaign_cannot_be_started(qtbot):
    dialog = nusfjord_dialog(qtbot, players=1)
    start = dialog.buttons.button(QDialogButtonBox.StandardButton.Ok)
    dialog.variant_checks["campaign"].setChecked(True)
    assert start.isEnabled()
    dialog.variant_checks["mix_decks"].setChecked(True)
    assert not start.isEnabled() and "one deck" in dialog.campaign.text()
    dialog.variant_checks["campaign"].setChecked(False)
    assert start.isEnabled()
