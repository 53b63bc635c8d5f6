"""Hard's outlook on the Crown requests in hand (``bot_eval.crown_outlook``): what the next
Crown phase would score as the board stands, which only Hard's search adds to its values."""

from __future__ import annotations

from dataclasses import replace

import pytest

from tabletop.games.madeira import flow
from tabletop.games.madeira.bot_eval import OUTLOOK_LATER, OUTLOOK_NOW, crown_outlook
from tabletop.model.greedy import values
from tabletop.model.registry import load_game


def _tile(md, kind: str) -> str:
    return next(t for t in md.tables.crown_ids if md.tables.crown_type[t] == kind)


def _wheat_routes(seat: int) -> tuple[int, ...]:
    routes = [-1] * 12
    routes[0] = routes[1] = seat  # two ships in the wheat market (Trade route: 3 / 6 / 4 PP each)
    return tuple(routes)


def test_national_wealth_counts_the_reals_it_turns_into_pp(md):
    # National wealth: at most 15 reals become 15 PP; the 15 reals already count 3 PP (1 per 5)
    st = md.phase_b(4)
    st = md.player(replace(st, round=1), 0, crowns=(_tile(md, "wealth"),), reals=20)
    assert crown_outlook(md.rules, st, 0) == pytest.approx(OUTLOOK_NOW * 15 * (1 - 1 / 5))


def test_the_next_crown_round_prices_a_trade_route_from_further_away(md):
    # in round 2 the next Crown phase is round 3: 6 PP a wheat-market ship, at the later weight
    st = replace(md.phase_b(4), round=2, routes=_wheat_routes(0))
    st = md.player(st, 0, crowns=(_tile(md, "trade"),))
    assert crown_outlook(md.rules, st, 0) == pytest.approx(OUTLOOK_LATER * 2 * 6)


def test_only_as_many_requests_as_the_phase_discards(md):
    # round 1 discards one of the two requests in hand: the better one counts
    st = replace(md.phase_b(4), round=1, routes=_wheat_routes(0))
    st = md.player(st, 0, crowns=(_tile(md, "trade"), _tile(md, "wealth")), reals=5)
    assert crown_outlook(md.rules, st, 0) == pytest.approx(OUTLOOK_NOW * 2 * 3)


def test_in_the_crown_phase_the_request_kept_for_later_counts_nothing(md):
    trade, wealth = _tile(md, "trade"), _tile(md, "wealth")
    st = md.phase_b(4)
    st = replace(st, phase="E", round=1, step=flow.E_DISCARDS[1], cursor=1, order=(0, 1, 2, 3),
                 targets=(), routes=_wheat_routes(1))
    st = md.player(st, 0, crowns=(trade,))  # seat 0 has scored; this one waits for round 3
    st = md.player(st, 1, crowns=(trade, wealth), reals=0)  # seat 1 is scoring now
    assert crown_outlook(md.rules, st, 0) == 0.0
    assert crown_outlook(md.rules, st, 1) == pytest.approx(OUTLOOK_NOW * 2 * 3)


def test_the_targets_of_the_seat_scoring_now_are_not_another_seats(md):
    # ``targets`` are the acting seat's: a seat still to score has used none of its ships
    st = md.phase_b(4)
    st = replace(st, phase="E", round=5, step=flow.E_DISCARDS[5], cursor=0, order=(0, 1, 2, 3),
                 targets=(0, 1), routes=_wheat_routes(1))
    st = md.player(st, 1, crowns=(_tile(md, "trade"),))
    assert crown_outlook(md.rules, st, 1) == pytest.approx(OUTLOOK_NOW * 2 * 4)


def test_only_hard_values_the_outlook(md):
    rules = load_game("madeira").rules
    st = replace(md.phase_b(4), round=2, routes=_wheat_routes(0))
    st = md.player(st, 0, crowns=(_tile(md, "trade"),))
    normal, hard = values(rules, st), values(rules, st, hard=True)
    assert hard[0] - normal[0] == pytest.approx(OUTLOOK_LATER * 2 * 6)
    assert hard[0] > normal[0]
