"""What the game page shows besides the boards, decided without Qt: the decision bar's prompt,
colour, buttons and hint, the status line, and the history bar's state.

``GamePage.refresh`` gathers the facts (``Facts``) from its controller and applies the
``Screen`` that ``decide`` returns; the tests check the words here without a window.
No PySide6 import (tests/qt/test_screen_model.py checks it).
"""

from __future__ import annotations

from collections.abc import Callable
from dataclasses import dataclass

from tabletop.core import Action, Outcome, format_points
from tabletop.core.i18n import _, n_, p_
from tabletop.model.log_text import third_person
from tabletop.model.registry import shown_meta
from tabletop.model.session import GameSession


def headline(outcome: Outcome, names: list[str]) -> str:
    """Who won, in a line (the end-of-game dialog's title and the bar's "Game over")."""
    if len(names) == 1:  # a solo game is won or lost against the rules, not a rank
        total = outcome.sheets[0].total if outcome.sheets else 0
        count = int(abs(total)) if float(total).is_integer() else 2  # a plural form's count
        if outcome.lost:
            return n_("{name} scored {points} point (lost)", "{name} scored {points} points (lost)",
                      count).format(name=names[0], points=format_points(total))
        return n_("{name} scored {points} point", "{name} scored {points} points",
                  count).format(name=names[0], points=format_points(total))
    winners = [names[s] for s in outcome.winners]
    if len(winners) == 1:
        return _("{name} wins!").format(name=winners[0])
    if len(winners) == len(names):
        return _("Shared victory: everyone ties!")
    return _("Shared victory: {names} and {last}").format(
        names=p_("list", ", ").join(winners[:-1]), last=winners[-1])


@dataclass(frozen=True)
class Facts:
    """What the controller knows that the page's words depend on."""

    session: GameSession
    status: str  # the view's status line (names filled)
    look_at: int | None  # looking back at this ply, or None
    turn_over: int | None  # a seat whose turn ended and waits for End turn
    pending_handoff: int | None  # the seat the table is to be passed to
    look_viewer: int | None  # whose view the look back shows
    names: list[str]
    seat_name: Callable[[int | None], str]
    fill: Callable[[str], str]
    describe: Callable[[Action], str]
    can_undo: bool
    drawn: bool  # some board shows a target to click
    suggestion: Action | None  # the hint on show (None while looking back)


@dataclass(frozen=True)
class Bar:
    """The decision bar: ``seat`` is whose colour the prompt wears; ``buttons``: the actions no
    board shows are offered; ``mark``: the suggestion is marked among them."""

    prompt: str
    seat: int | None = None
    buttons: bool = False
    hint: str = ""
    mark: bool = False


@dataclass(frozen=True)
class Screen:
    status: str
    bar: Bar
    history_names: list[str] | None  # the seats to choose from after the game
    history_visible: bool


def status_line(f: Facts) -> str:
    status = f.status or shown_meta(f.session.rules.meta).title
    if f.look_at is not None:
        return _("Looking back (read-only), after move {at} of {total} · {status}").format(
            at=f.look_at, total=f.session.ply, status=status)
    return status


def bar(f: Facts) -> Bar:
    """The prompt: looking back, the game's end, a turn waiting for End turn, or who acts."""
    session = f.session
    if f.look_at is not None:
        return Bar(_("Looking back — the game waits"), hint=_("Back to now returns to the game."))
    decision = session.decision
    if decision is None:
        outcome = session.outcome()
        text = (_("Game over — {headline}").format(headline=headline(outcome, f.names)) if outcome
                else _("Game over"))
        return Bar(text, hint=_("Game ▸ New to play again."))
    if f.turn_over is not None:  # the result stays in view: say so, and what comes next
        nxt = f.seat_name(session.seat_to_act())
        passes = _("End turn (Return) passes the table on.")
        hint = _("Undo takes back your last move.") + " " + passes if f.can_undo else passes
        return Bar(_("{name} — your turn is over; {next} is next").format(
            name=f.seat_name(f.turn_over), next=nxt), f.turn_over, True, hint)
    seat = decision.seat if not decision.is_chance else None
    name = f.seat_name(seat)
    if seat is not None and session.seats[seat].is_bot:
        prompt = _("{name} (computer) — {prompt}").format(  # read by the others
            name=name, prompt=f.fill(third_person(decision.prompt)))
        return Bar(prompt, seat, True, _("thinking…"), True)
    hint = _("Click a highlighted place or piece.") if f.drawn else ""
    if f.suggestion is not None:
        hint = _("Suggestion: {move}").format(move=f.describe(f.suggestion))
    return Bar(_("{name} — {prompt}").format(name=name, prompt=f.fill(decision.prompt)),
               seat, True, hint, True)


def decide(f: Facts) -> Screen:
    over = f.session.is_over
    return Screen(status_line(f), bar(f), f.names if over else None,
                  f.pending_handoff is None)
