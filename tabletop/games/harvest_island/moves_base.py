"""What every move shares: the state-rebuilding helpers and the end of a turn (A2's refill,
A3's storage check, the next player or the game's end).

States are rebuilt with positional constructors (the hot path); ``Turn`` has 12
fields in the order stage, seat, step, first, plays, released, selected,
chosen, drew_fert, ruin, ending, turns.
"""

from __future__ import annotations

from tabletop import core

from .i18n import _
from .state import CHOOSE, DRAW, OVER, Board, Player, State, Turn
from .tables import Tables

Events = tuple[core.Event, ...]
Result = tuple[State, Events]


def without(cards: tuple[int, ...], c: int) -> tuple[int, ...]:
    i = cards.index(c)
    return cards[:i] + cards[i + 1:]


def with_player(players: tuple[Player, ...], seat: int, p: Player) -> tuple[Player, ...]:
    return players[:seat] + (p,) + players[seat + 1:]


def board_with(b: Board, **changes: object) -> Board:
    """Board with some parts replaced (draws, releases, harvests: not every action)."""
    return Board(
        changes.get("decks", b.decks), changes.get("supply", b.supply),  # type: ignore[arg-type]
        changes.get("storage", b.storage), changes.get("weather", b.weather),  # type: ignore[arg-type]
        changes.get("fertilizer", b.fertilizer), changes.get("discard", b.discard),  # type: ignore[arg-type]
        changes.get("aside", b.aside), changes.get("track", b.track),  # type: ignore[arg-type]
        changes.get("owner", b.owner),  # type: ignore[arg-type]
    )


class MovesBase:
    """The tables and setup tasks every move reads, and the end of a turn."""

    tables: Tables
    tasks: tuple[tuple[int, ...], ...]

    # -- A2 draws and A3 ------------------------------------------------------------------
    def _refill(self, players: tuple[Player, ...], b: Board, tu: Turn) -> Result:
        """Draw until 4 in hand while any source has a card; then A3 and the next turn."""
        # Rulebook: Turn overview, "A2 – Draw 2 cards (until you have 4 in hand)" (until no
        #   source is left: README "Refill", "Gap 8")
        if len(players[tu.seat].hand) < 4 and (
            any(b.decks) or b.supply or (tu.released == 2 and not tu.drew_fert and b.fertilizer)
        ):
            turn = Turn(DRAW, tu.seat, tu.step, tu.first, tu.plays, tu.released, -1, (),
                        tu.drew_fert, (), tu.ending, tu.turns)
            return State(players, b, turn), ()
        return self._check_storage(players, b, tu)

    def _check_storage(self, players: tuple[Player, ...], b: Board, tu: Turn) -> Result:
        """A3, then the next turn."""
        events: Events = ()
        # Rulebook: A3, "If, after drawing the 2 cards, there are 4 or more cards in the
        #   Storage Area, ... discard all the cards present in the Supply Area and replace them with
        #   the cards from the Storage Area"; "Skip this step if there are fewer than 4 cards"
        if len(b.storage) >= 4:  # A3: storage replaces supply, old supply discarded
            b = board_with(b, supply=b.storage, storage=(), discard=b.discard + b.supply)
            events = (core.Event(_("The Storage Area replaces the Supply Area"), tu.seat, headline=True),)
        state, more = self._end_turn(players, b, tu)
        return state, events + more

    # -- the end of a turn --------------------------------------------------------------------
    def _end_turn(self, players: tuple[Player, ...], b: Board, tu: Turn) -> Result:
        """Clockwise; once Winter ran out, the seat right of the first player plays last."""
        n = len(players)
        # Rulebook: End of the Game, "until the end of the turn of the player to the right of
        #   the first player, so that all players have taken the same number of turns; after that, the
        #   game ends"
        if tu.ending and tu.seat == (tu.first - 1) % n:
            turn = Turn(OVER, tu.seat, tu.step, tu.first, 0, 0, -1, (), False, (), True,
                        tu.turns + 1)
            return State(players, b, turn), (core.Event(_("The game is over"), headline=True),)
        # Rulebook: Playing the Game, "Starting with the first player and proceeding
        #   clockwise"
        turn = Turn(CHOOSE, (tu.seat + 1) % n, tu.step, tu.first, 0, 0, -1, (), False, (),
                    tu.ending, tu.turns + 1)
        return State(players, b, turn), ()
