"""Issue 12: rule findings checked against the rulebook (madeira.en.md), one test per finding."""

from __future__ import annotations

from dataclasses import replace

from tabletop.games.madeira import flow
from tabletop.games.madeira.tables import CAPITANIA, CUSTOMS


def _phase_c(md, building, dice, markers, order=(0, 1, 2, 3)):
    st = md.phase_b(4)
    bdice = [()] * 5
    bdice[building] = dice
    mk = [()] * 5
    mk[building] = markers
    st = replace(st, phase="C", step=building, cursor=0, order=order, bdice=tuple(bdice),
                 markers=tuple(mk), row_disc=(-1,) * 4, pass_disc=order, stack=())
    return flow.settle(md.rules, st)


def test_customs_house_moves_each_worker_once(md):
    # Customs House (src L322-332): "move up to 2 of your workers to colony spaces ... For each
    # worker moved this way, gain 1 PP per ship". Two workers, each moved once: a worker sent
    # to the Azores cannot go on to Brazil in the same action and score a second time.
    st = _phase_c(md, CUSTOMS, ((3, 0, 0), (3, 0, 0)), (0, 0))
    st = md.workers_on(md.clear_fields(st), {"1a": (0,), "1b": (0,), "1c": (0,)})
    cships = [-1] * 15
    cships[0] = cships[5] = 0  # one ship in the Azores, one in Brazil
    st = md.player(replace(st, colony_ships=tuple(cships)), 0, pp=0, reals=10)
    st = md.play(st, "pay", "tocolony colony:azores home:0:workers")
    moves = [t for t in md.texts(st) if t.startswith("tocolony")]
    assert not any(t.endswith(" colony:azores") for t in moves)  # the worker just moved stays
    assert "tocolony colony:brazil home:0:workers" in moves  # a second worker may still go
    assert "tocolony colony:brazil field:1a" in moves


def test_customs_house_worker_already_in_a_colony_may_move_on(md):
    # "You may move workers ... from other colonies": one that stood there before the action may.
    st = _phase_c(md, CUSTOMS, ((3, 0, 0), (3, 0, 0)), (0, 0))
    st = md.workers_on(md.clear_fields(st), {"1a": (0,), "1b": (0,), "1c": (0,)})
    cw = list(st.colony_workers)
    cw[0] = (1, 0, 0, 0)
    st = md.player(replace(st, colony_workers=tuple(cw)), 0, reals=10)
    st = md.play(st, "pay", "tocolony colony:azores home:0:workers")
    assert "tocolony colony:brazil colony:azores" in md.texts(st)  # the one there before
    st = md.play(st, "tocolony colony:brazil colony:azores")
    assert st.colony_workers[0][0] == 1 and st.colony_workers[1][0] == 1


def test_capitania_moves_each_worker_once(md):
    # Capitania (src L315-321): "move up to 2 of your workers to empty city spaces": the worker
    # just placed on a city space does not move again in the same action.
    st = _phase_c(md, CAPITANIA, ((3, 0, 0), (3, 0, 0)), (0, 0))
    st = md.workers_on(md.clear_fields(st), {"2a": (0,), "2b": (0,), "2c": (0,)})
    st = md.player(st, 0, reals=10)
    st = md.play(st, "pay")
    first = next(t for t in md.texts(st) if t.startswith("tocity") and t.endswith("home:0:workers"))
    dest = first.split()[1]
    st = md.play(st, first)
    assert not any(t.startswith("tocity") and t.endswith(" " + dest) for t in md.texts(st))


def test_steward_moves_each_worker_once(md):
    # Steward (src L193-198): "Move up to 2 of your workers to fields".
    st = md.phase_b(4)
    seat = md.seat(st)
    st = md.clear_fields(st)
    st = replace(st, stack=(("steward", seat, 2, ()),))
    st = md.play(st, f"move field:1a home:{seat}:workers")
    assert not any(t.endswith(" field:1a") for t in md.texts(st) if t.startswith("move"))
