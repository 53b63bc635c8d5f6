"""Nusfjord's solo campaign (rulebook p. 16, "Campaign"): the series rules.

Three solo games in a row with one deck. After each of the first two games the buildings
built are removed; the A/B buildings left on the supply boards after game 1 are set aside,
so game 2 uses only A/B buildings that were not in play in game 1; game 3 uses every
building not built in games 1-2. The engine only knows the ``removed_cards`` option
(comma-separated building ids). The record of the games played (a file) is the app's
(``tabletop.model.campaign``).
"""

from __future__ import annotations

from collections.abc import Iterable, Sequence
from typing import Any

from tabletop.core import GameConfig, Points, SeriesGame

from .i18n import N_, _
from .rules import MIX_VARIANT, campaign_rank, campaign_record

VARIANT = "campaign"
OPTION = "removed_cards"
# the variants that choose the building deck (another deck instead of Herring, or Mixing
# Decks with the decks ticked): game 1 fixes them for the whole campaign
DECK_TITLES = {"herring": N_("Herring"), "mackerel": N_("Mackerel"), "codfish": N_("Codfish"),
               "plaice": N_("Plaice"), "salmon": N_("Salmon"), "besokende": N_("Besøkende")}
DECK_VARIANTS = (*DECK_TITLES, MIX_VARIANT)
# Solo game and campaign, "Campaign": "Play three games in a row using the Building cards of one deck"
MIX_REFUSAL = N_("The campaign is played with the buildings of one deck (rulebook: “Play three games "
                 "in a row using the Building cards of one deck”), so it cannot use Mixing Decks: "
                 "untick Mixing Decks, or play it as a single game without Campaign.")


def deck_choice(variants: Iterable[str]) -> tuple[str, ...]:
    return tuple(v for v in DECK_VARIANTS if v in variants)


def card_ids(text: str | None) -> tuple[str, ...]:
    """The ids of a ``removed_cards`` option."""
    return tuple(x for x in (text or "").split(",") if x)


def _sorted_ids(ids: Iterable[str]) -> tuple[str, ...]:
    return tuple(sorted(set(ids), key=lambda x: (not x.isdigit(), int(x) if x.isdigit() else 0, x)))


class Campaign:
    """``SeriesRules`` of the Nusfjord campaign."""

    games = 3
    goal: Points = 100  # "a combined score of more than 100 Victory Points"

    def is_series_game(self, config: GameConfig) -> bool:
        return config.players == 1 and VARIANT in config.variants

    def removed(self, played: Sequence[SeriesGame]) -> tuple[str, ...]:
        if not played:
            return ()
        first = played[0].kept
        if len(played) == 1:  # game 2: nothing built in game 1, no A/B that was in play
            removed = {*first["built"], *first["seen_ab"]}
        else:  # game 3: only buildings not built in games 1-2
            removed = {*first["built"], *played[1].kept["built"]}
        return _sorted_ids(removed)

    def removed_in(self, config: GameConfig) -> tuple[str, ...]:
        return card_ids(config.option(OPTION, ""))

    def next_config(self, played: Sequence[SeriesGame], variants: Iterable[str] = ()) -> GameConfig:
        """The campaign is played "with one deck" (rulebook p. 16): games 2 and 3 take game
        1's deck whatever ``variants`` asks for."""
        chosen = [v for v in variants if v != VARIANT]
        if played:
            chosen = [v for v in chosen if v not in DECK_VARIANTS]
            chosen.extend(deck_choice(played[0].variants))
        chosen = list(dict.fromkeys((*chosen, VARIANT)))
        return GameConfig(
            players=1, variants=tuple(chosen), options=((OPTION, ",".join(self.removed(played))),)
        )

    def refusal(self, variants: Iterable[str]) -> str:
        """Why a campaign game cannot be played with ``variants`` ("" when it can)."""
        if MIX_VARIANT in variants:
            return _(MIX_REFUSAL)
        return ""

    def is_next_game(self, config: GameConfig, played: Sequence[SeriesGame]) -> bool:
        expected = self.next_config(played, config.variants)
        return (
            self.is_series_game(config)
            and set(self.removed_in(config)) == set(self.removed_in(expected))
            and deck_choice(config.variants) == deck_choice(expected.variants)
        )

    def kept(self, final_state: Any, number: int) -> dict[str, tuple[str, ...]]:
        """The buildings built; for game 1 also the A/B buildings that were in play."""
        played = campaign_record(final_state)
        return {"built": tuple(played["built"]),
                "seen_ab": tuple(played["seen_ab"]) if number == 1 else ()}

    def rank_after(self, rank: int, combined: Points) -> int:
        return campaign_rank(rank, combined)

    def setup_text(self, played: Sequence[SeriesGame]) -> str:
        """Which deck the next game is played with, once game 1 has fixed it."""
        if not played:
            return ""
        choice = deck_choice(played[0].variants)
        decks = [d for d in choice if d in DECK_TITLES]
        if MIX_VARIANT in choice:
            names = ", ".join(_(DECK_TITLES[d]) for d in decks) or _("the first three decks")
            return _("Played with Mixing Decks ({decks}), as game 1 was.").format(decks=names)
        deck = next((d for d in decks if d != "herring"), "herring")
        return _("Played with the {deck} deck, as game 1 was.").format(deck=_(DECK_TITLES[deck]))


CAMPAIGN = Campaign()
