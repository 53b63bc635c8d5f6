"""OrchardRules: decision(), legal_actions(), apply() dispatching to the stage modules."""

from __future__ import annotations

from collections.abc import Mapping
from functools import partial
from typing import Any

from tabletop import core
from tabletop.core import CHANCE, IllegalActionError, LaterEvents, Memo, RulesBase, seat_ref

from . import flow, scoring, shipping, turns, view
from .actions import ActionBook, parse
from .describe import Texts
from .i18n import N_, _, n_
from .setup import setup
from .state import DRAFT, DRAW, HARBOR, JAM, ORDER, OVER, PLACE, WORK, State
from .tables import Tables, build_tables
from .words import funds, points

_PROMPTS = {
    DRAFT: (N_("Phase 1: take a turn-order, direction or island tile"), "phase1"),
    PLACE: (N_("Phase 2: move your piece, then place or remove your island tile"), "phase2"),
    WORK: (N_("Phase 2: buy a worker, place workers, then end your turn"), "phase2-workers"),
    HARBOR: (N_("Phase 3: move your piece and build a harbor tile, or end your turn"), "phase3"),
    JAM: (N_("Harvest: take the jam shop's strawberry markers as points or funds"), "harvest"),
}


class OrchardRules(RulesBase[State]):
    # the package passes its META in (importing it from the package would make an import circle)
    def __init__(self, meta: core.GameMeta, components: Mapping[str, Any]) -> None:
        self.meta = meta
        self.tables: Tables = build_tables(components)
        self.book = ActionBook(self.tables)
        self.texts = Texts(self.tables)
        self._harvest_rounds = frozenset(self.tables.harvest_rounds)
        # by (stage, seat), worded in the language in force (a Memo forgets on a change)
        self._decisions: Memo[tuple[int, int], core.Decision] = Memo(64)

    # --- protocol ------------------------------------------------------------------------
    def setup(self, config: core.GameConfig) -> State:
        return setup(self.tables, config)

    def decision(self, state: State) -> core.Decision | None:
        stage = state.turn.stage
        if stage == OVER:
            return None
        if stage == DRAW:
            return core.Decision(CHANCE, _("Reveal an island tile"), "draw")
        if stage == ORDER:
            return core.Decision(CHANCE, _("Draw the starting turn order"), "order")
        if stage == JAM:
            seat = state.turn.pending[0].seat
        else:
            seat = turns.seat_to_act(state)
        found = self._decisions.get((stage, seat))
        if found is None:
            prompt, name = _PROMPTS[stage]
            found = self._decisions.put((stage, seat), core.Decision(seat, _(prompt), name))
        return found

    def _legal(self, state: State) -> tuple[core.Action, ...]:
        tables, book, stage = self.tables, self.book, state.turn.stage
        if stage == DRAFT:
            return tuple(turns.draft_legal(tables, book, state))
        if stage == PLACE:
            return tuple(turns.place_legal(tables, book, state))
        if stage == WORK:
            return tuple(turns.work_legal(tables, book, state))
        if stage == HARBOR:
            return tuple(turns.harbor_legal(tables, book, state))
        if stage == DRAW:
            pile = next(p for p in state.board.piles if p)
            return tuple(book.draw[x] for x in pile)
        if stage == ORDER:
            return book.orders[len(state.players)]
        if stage == JAM:
            return tuple(turns.jam_legal(book, tables, state))
        return ()

    def _resolve(self, state: State, action: core.Action) -> tuple[State, LaterEvents]:
        turn = state.turn
        seat = None if action.chance else (
            turn.pending[0].seat if turn.stage == JAM else turn.order[turn.index % len(turn.order)])
        new = self._apply(state, action, -1 if seat is None else seat)
        return new, partial(self._events, state, action, seat, new)  # worded when read

    def _events(self, state: State, action: core.Action, seat: int | None, new: State) -> core.Events:
        turn = state.turn
        events: core.Events = (self.texts.event(state, action, seat),)
        # A harvest ran inside this action when a harvest round ended (or its jam shops wait).
        if turn.round in self._harvest_rounds and turn.stage != JAM and (
            new.turn.round != turn.round or new.turn.stage == JAM or new.turn.stage == OVER
        ):
            events += self._harvest_events(new)
        if new.turn.stage == OVER:
            events += (core.Event(_("The game is over: final scoring"), None),)
        return events

    def _harvest_events(self, after: State) -> tuple[core.Event, ...]:
        """What each board earned in the harvest just run (rulebook "Harvest")."""
        tables = self.tables
        events = []
        for seat, p in enumerate(after.players):  # boards as harvested (a harbor just built counts)
            plan, pay = shipping.harvest_of(tables, p.cells, p.workers)
            shipped = len(plan.shipments)
            markers = n_("{n} product marker", "{n} product markers", shipped).format(n=shipped)
            if pay.vp or pay.funds:
                text = _("Harvest: {player} ships {markers} and gains {points} and {funds}").format(
                    player=seat_ref(seat), markers=markers, points=points(pay.vp), funds=funds(pay.funds))
            else:
                text = _("Harvest: {player} ships {markers} and gains nothing").format(
                    player=seat_ref(seat), markers=markers)
            if pay.choices:
                shops = n_("{n} jam shop", "{n} jam shops", len(pay.choices)).format(n=len(pay.choices))
                text = _("{harvest}; strawberry markers of {shops} still to take as points or funds").format(
                    harvest=text, shops=shops)
            events.append(core.Event(text, seat))
        return tuple(events)

    def _apply(self, state: State, action: core.Action, seat: int) -> State:
        tables, verb = self.tables, action.verb
        if verb == "draw":
            return flow.draw(tables, state, tables.tile_index[action.args[0]])
        if verb == "order":
            return flow.start_order(tables, state, tuple(int(x) for x in action.args[0].split(",")))
        if verb == "jam":
            return flow.settle_jam(tables, state, int(action.args[1]))
        if verb == "take":
            return turns.apply_take(tables, state, action.args[0])
        if verb == "move":
            return turns.apply_move(tables, state, seat, self._cell(action.args[0]))
        if verb == "place":
            return turns.apply_place(tables, state, seat, self._cell(action.args[0]), action.args[1])
        if verb == "discard":
            return turns.apply_place(tables, state, seat, None, "")
        if verb == "buy":
            return turns.apply_buy(tables, state, seat)
        if verb == "worker":
            return turns.apply_worker(tables, state, seat, tables.tile_index[action.args[0]])
        if verb == "build":
            h = next(h.index for h in tables.harbor_types if h.id == action.args[1])
            return turns.apply_build(tables, state, seat, self._cell(action.args[0]), h)
        if verb == "done":
            if state.turn.stage == WORK:
                return turns.apply_work_done(tables, state, seat)
            return turns.harbor_done(tables, state)
        raise IllegalActionError(f"unknown action {action.text()}")  # pragma: no cover

    def _cell(self, cell_id: str) -> int:
        col, row = cell_id.rsplit(":", 1)[1].split(",")
        return self.tables.cell_of(int(col), int(row))

    def parse_action(self, text: str) -> core.Action:
        return parse(text)

    def outcome(self, state: State) -> core.Outcome | None:
        if state.turn.stage != OVER:
            return None
        return scoring.score(self.tables, state)

    def score_now(self, state: State) -> core.Outcome:
        return scoring.score(self.tables, state)

    def view(self, state: State, viewer: int | None) -> core.TableView:
        return view.build_view(self.tables, state, viewer, self.legal_seat(state))

    def legal_seat(self, state: State) -> int | None:
        d = self.decision(state)
        return None if d is None or d.is_chance else d.seat

    def action_place(self, action: core.Action) -> str | None:
        """Buying a worker is a click on the worker stock; "done" stays a bar button."""
        if action.verb == "buy":
            return view.STOCK
        return action.target

    def describe(self, state: State, action: core.Action) -> str:
        return self.texts.describe(state, action)
