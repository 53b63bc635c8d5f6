"""Issue 12: rule findings checked against the rulebook (madeira.en.md), one test per finding."""

from __future__ import annotations

from dataclasses import replace

from tabletop.games.madeira import flow
from tabletop.games.madeira.state import Moves
from tabletop.games.madeira.tables import CAPITANIA, CUSTOMS


def _phase_c(md, building, dice, markers, order=(0, 1, 2, 3)):
    st = md.phase_b(4)
    bdice = [()] * 5
    bdice[building] = dice
    mk = [()] * 5
    mk[building] = markers
    st = replace(st, phase="C", step=building, cursor=0, order=order, bdice=tuple(bdice),
                 markers=tuple(mk), row_disc=(-1,) * 4, pass_disc=order, stack=())
    return flow.settle(md.tables, st)


def test_customs_house_moves_each_worker_once(md):
    # Customs House: "move up to 2 of your workers to colony spaces ... For each
    # worker moved this way, gain 1 PP per ship". Two workers, each moved once: a worker sent
    # to the Azores cannot go on to Brazil in the same action and score a second time.
    st = _phase_c(md, CUSTOMS, ((3, 0, 0), (3, 0, 0)), (0, 0))
    st = md.workers_on(md.clear_fields(st), {"1a": (0,), "1b": (0,), "1c": (0,)})
    cships = [-1] * 15
    cships[0] = cships[5] = 0  # one ship in the Azores, one in Brazil
    st = md.player(replace(st, colony_ships=tuple(cships)), 0, pp=0, reals=10)
    st = md.play(st, "pay", "to_colony colony:azores home:0:workers")
    moves = [t for t in md.texts(st) if t.startswith("to_colony")]
    assert not any(t.endswith(" colony:azores") for t in moves)  # the worker just moved stays
    assert "to_colony colony:brazil home:0:workers" in moves  # a second worker may still go
    assert "to_colony colony:brazil field:1a" in moves


def test_customs_house_worker_already_in_a_colony_may_move_on(md):
    # "You may move workers ... from other colonies": one that stood there before the action may.
    st = _phase_c(md, CUSTOMS, ((3, 0, 0), (3, 0, 0)), (0, 0))
    st = md.workers_on(md.clear_fields(st), {"1a": (0,), "1b": (0,), "1c": (0,)})
    cw = list(st.colony_workers)
    cw[0] = (1, 0, 0, 0)
    st = md.player(replace(st, colony_workers=tuple(cw)), 0, reals=10)
    st = md.play(st, "pay", "to_colony colony:azores home:0:workers")
    assert "to_colony colony:brazil colony:azores" in md.texts(st)  # the one there before
    st = md.play(st, "to_colony colony:brazil colony:azores")
    assert st.colony_workers[0][0] == 1 and st.colony_workers[1][0] == 1


def test_capitania_moves_each_worker_once(md):
    # Capitania: "move up to 2 of your workers to empty city spaces": the worker
    # just placed on a city space does not move again in the same action.
    st = _phase_c(md, CAPITANIA, ((3, 0, 0), (3, 0, 0)), (0, 0))
    st = md.workers_on(md.clear_fields(st), {"2a": (0,), "2b": (0,), "2c": (0,)})
    st = md.player(st, 0, reals=10)
    st = md.play(st, "pay")
    first = next(t for t in md.texts(st) if t.startswith("to_city") and t.endswith("home:0:workers"))
    dest = first.split()[1]
    st = md.play(st, first)
    assert not any(t.startswith("to_city") and t.endswith(" " + dest) for t in md.texts(st))


def test_steward_moves_each_worker_once(md):
    # Steward: "Move up to 2 of your workers to fields".
    st = md.phase_b(4)
    seat = md.seat(st)
    st = md.clear_fields(st)
    st = replace(st, stack=(Moves("steward", seat, 2, ()),))
    st = md.play(st, f"move field:1a home:{seat}:workers")
    assert not any(t.endswith(" field:1a") for t in md.texts(st) if t.startswith("move"))


def _event(md, st, text):
    step = md.rules.apply(st, md.rules.parse_action(text))
    return step.events[0].text, step.state


def test_upkeep_line_says_the_wood_was_bought(md):
    # Upkeep with no wood in stock: the wood is bought (1 real from the forest,
    # "Paying and buying wood") and paid at once. The line shows what happened to the seat:
    # 1 real less, the wood stock unchanged, so it must not read "paid 1 wood ... (-1 reals)".
    routes = [-1] * 12
    routes[0] = 0
    st = replace(md.phase_b(4), phase="D", step=2, cursor=0, order=(0, 1, 2, 3), bdice=((),) * 5,
                 markers=((),) * 5, row_disc=(-1,) * 4, routes=tuple(routes))
    st = md.workers_on(md.clear_fields(st), {"forest": (0,)})
    st = flow.settle(md.tables, md.player(st, 0, wood=0, reals=5, pirates=0))
    text, new = _event(md, st, "upkeep 1")
    assert new.players[0].reals == 4 and new.players[0].wood == 0
    assert text == "bought 1 wood and paid it for ship upkeep (-1 real)"


def test_stock_changes_use_the_singular_for_one(md):
    from tabletop.games.madeira.events import changes
    p = md.setup(2).players[0]
    assert changes(p, replace(p, reals=p.reals + 1, pp=p.pp - 1)) == " (+1 real, -1 PP)"
    assert changes(p, replace(p, reals=p.reals - 2)) == " (-2 reals)"


def _count_from_the_log(tally: list[int], event) -> None:
    """What any player keeping count learns from one log line (rulebook, Phase C: the amounts
    received or discarded are visible; a discard is always the most allowed)."""
    import re

    text, seat = event.text, event.seat
    if seat is None or text.startswith("passed to row"):  # a pass row names its offer only
        return
    for k in re.findall(r"took (\d+) pirate points?", text):
        tally[seat] += int(k)
    for k in re.findall(r"discard(?:ing)? up to (\d+) pirate points", text):
        tally[seat] = max(0, tally[seat] - int(k))
    if "discarded half of their pirate points" in text:
        tally[seat] -= tally[seat] // 2


def test_bot_samples_agree_with_the_pirate_amounts_in_the_log(md):
    # Issue 12: the samples drew other seats' totals from 1..3*round, whatever the log showed.
    # Every sample must give each other seat the total its logged amounts add up to.
    import random

    from tabletop.core import GameConfig
    from tabletop.games.madeira.hidden import determinize

    checked = 0
    for players, seed in ((2, 1), (3, 2), (4, 3)):
        rng = random.Random(seed)
        st = md.rules.setup(GameConfig(players=players))
        tally = [0] * players
        while md.rules.decision(st) is not None:
            acts = md.rules.legal_actions(st)
            step = md.rules.apply(st, acts[rng.randrange(len(acts))])
            for event in step.events:
                _count_from_the_log(tally, event)
            st = step.state
            d = md.rules.decision(st)
            if d is None or d.is_chance:
                continue
            sample = determinize(md.rules, st, d.seat, rng)
            assert sample.players[d.seat] == st.players[d.seat]
            for other in range(players):
                if other != d.seat:
                    assert sample.players[other].pirates == tally[other], (other, st.round, st.phase)
                    checked += tally[other] > 0
    assert checked > 100  # the games did take pirate points


def test_bot_samples_never_read_a_secret_total(md):
    # Two states that differ only in another seat's secret total give the same sample.
    import random

    from tabletop.games.madeira.hidden import determinize

    st = md.phase_b(3)
    seat = md.seat(st)
    other = (seat + 1) % 3
    a = md.player(st, other, pirates=4, pirates_known=4)
    b = md.player(st, other, pirates=9, pirates_known=4)
    assert determinize(md.rules, a, seat, random.Random(1)) == determinize(md.rules, b, seat, random.Random(1))


def test_two_and_three_players_open_one_pass_row_per_player(md):
    # Stand-in 2/3-player rule (README "Stand-in rules"; the rulebook's section is missing, gap
    # 14): like the dice column, the pass column opens one row per player, rows I..n. With all
    # four open, every pass at 2 players paid 4 or 5 reals (issue 12).
    for players in (2, 3, 4):
        st = md.phase_b(players)
        rows = {t.split()[1].split(":")[1] for t in md.texts(st) if t.startswith("pass ")}
        assert rows == {str(r) for r in range(1, players + 1)}, players


def test_pirate_penalties_by_player_count(md):
    # The rulebook's 16/8/4/2 (Game end) is for 4 players; at 2 and 3 players the stand-in
    # keeps the halving from rank to rank and about its 7.5 PP average a player: 10/5, 12/6/3.
    from tabletop.games.madeira.scoring import pirate_penalties

    for players, expected in ((2, [10, 5]), (3, [12, 6, 3]), (4, [16, 8, 4, 2])):
        st = md.setup(players)
        st = replace(st, order=tuple(range(players)))
        for seat in range(players):
            st = md.player(st, seat, pirates=20 - seat)
        assert pirate_penalties(md.tables, st) == expected, players


def test_windmill_and_honour_are_clicks_on_their_place(md):
    # Issue 17: every action about a place is a click on it (Rules.action_place).
    R = md.rules
    assert R.action_place(R.parse_action("mill up")) == "windmill"
    assert R.action_place(R.parse_action("exchange wheat wheat wine")) == "windmill"
    assert R.action_place(R.parse_action("honour")) == "tower:workers"
    assert R.action_place(R.parse_action("upkeep 2")) is None
    assert R.action_place(R.parse_action("place building:mill 3")) == "building:mill"
