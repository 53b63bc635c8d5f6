"""The Madeira rules object: decision, legal_actions and apply, dispatching to the phases."""

from __future__ import annotations

from collections.abc import Mapping, Sequence
from functools import partial
from typing import Any

from tabletop.core import (
    CHANCE,
    Action,
    Decision,
    Events,
    GameConfig,
    GameMeta,
    IllegalActionError,
    LaterEvents,
    Memo,
    Outcome,
    RulesBase,
    TableView,
)

from . import flow, frames, turns
from .actions import parse
from .board import feeding_due, upkeep_due
from .describe import describe, prompt_for
from .events import automatic_events, event_for
from .i18n import _
from .scoring import score_sheets
from .setup import setup as initial_state
from .state import State
from .tables import build_tables
from .windmill import apply_windmill

WINDMILL = ("exchange", "mill")


class MadeiraRules(RulesBase[State]):
    def __init__(self, meta: GameMeta, components: Mapping[str, Any]) -> None:
        self.meta = meta
        self.tables = build_tables(components)
        self._last_seat: tuple[Any, int | None] = (None, None)
        self._decisions: Memo[tuple[object, ...], Decision] = Memo(4096)

    # ---- contract -------------------------------------------------------------------------
    def setup(self, config: GameConfig) -> State:
        if config.players not in self.meta.player_counts:
            raise ValueError(_("Madeira is for 2-4 players, not {players}").format(players=config.players))
        return flow.settle(self.tables, initial_state(self.tables, config))

    def decision(self, state: State) -> Decision | None:
        seat = self._seat(state)
        if seat is None:
            return None
        stage = self._stage(state)
        # Decisions are immutable and repeat a lot: each is built once, found by what its
        # prompt depends on (Phase C: the building's cost and pirate points; Phase D: the
        # amount due; the opening: city or field) without writing the prompt again.
        key: tuple[object, ...] = (seat, stage, len(state.players))
        if not state.stack:
            ph = state.phase
            if ph == "C" and state.cursor >= 0 and state.step < 5:
                key += (state.step, turns.building_cost(self.tables, state, state.step), turns.pirate_points(state, state.step))
            elif ph == "D" and state.step >= 1:
                key += ((upkeep_due if state.step == 2 else feeding_due)(state, seat),)
            elif ph == "open":
                key += (state.step < len(state.players),)
        found = self._decisions.get(key)
        if found is None:
            found = self._decisions.put(key, Decision(seat, prompt_for(self.tables, state, seat), stage))
        return found

    def _resolve(self, state: State, action: Action) -> tuple[State, LaterEvents]:
        seat = self._seat(state)
        if seat is None:  # the game is over (and nothing was legal)
            raise IllegalActionError(_("the game is over: {action}").format(action=action.text()))
        mid = self._apply(state, seat, action)
        new = flow.settle(self.tables, mid)
        return new, partial(self._events, state, seat, action, mid, new)  # worded when read

    def _events(self, state: State, seat: int, action: Action, mid: State, new: State) -> Events:
        event = event_for(self.tables, state, seat, action, mid)  # what the choice itself did
        if new.phase == mid.phase and new.round == mid.round and not (mid.phase == "D" and mid.step == 1):
            return (event,)  # no automatic step worth a line
        return (event, *automatic_events(self.tables, mid, new))

    def outcome(self, state: State) -> Outcome | None:
        return score_sheets(self.tables, state) if state.phase == "end" else None

    def score_now(self, state: State) -> Outcome:
        return score_sheets(self.tables, state, final=state.phase == "end")

    def view(self, state: State, viewer: int | None) -> TableView:
        from .view import table_view

        return table_view(self.tables, state, viewer)

    def private_ids(self, state: State, seat: int) -> frozenset[str]:
        return frozenset({f"pirates:{seat}"})

    def action_place(self, action: Action) -> str | None:
        """The windmill's exchanges and levels are a click on the windmill, the honour award
        on the watchtower; amounts (upkeep, feeding, national wealth) stay bar buttons."""
        if action.verb in WINDMILL:
            return "windmill"
        if action.verb == "honour":
            return "tower:workers"
        return action.target

    def parse_action(self, text: str) -> Action:
        return parse(text)

    def describe(self, state: State, action: Action) -> str:
        return describe(self.tables, state, action)

    # ---- dispatch -------------------------------------------------------------------------
    def _seat(self, state: State) -> int | None:
        """seat_to_act, remembered for the last state (decision, legal_actions and apply
        are asked about the same state one after the other)."""
        last, seat = self._last_seat
        if last is not state:
            seat = flow.seat_to_act(self.tables, state)
            self._last_seat = (state, seat)
        return seat

    def _stage(self, state: State) -> str:
        if state.stack:
            return state.stack[-1].kind
        if state.phase in ("deal", "open"):
            return state.phase
        return f"{state.phase}{state.step}" if state.phase in ("A", "D") else state.phase

    def _legal(self, state: State) -> tuple[Action, ...]:
        actions = self._compute(state)
        return actions if type(actions) is tuple else tuple(actions)

    def _compute(self, state: State) -> Sequence[Action]:
        if state.phase == "end":
            return ()
        if state.stack:
            return frames.frame_actions(self.tables, state)
        seat = self._seat(state)
        if seat is None:  # settled states have a seat to act until the end
            return ()
        if seat == CHANCE:
            return flow.chance_actions(self.tables, state)
        ph = state.phase
        if ph == "open":
            return flow.opening_actions(self.tables, state, seat)
        if ph == "A":
            return flow.pick_actions(self.tables, state, seat)
        if ph == "B":
            return turns.b_actions(self.tables, state, seat)
        if ph == "C":
            return turns.c_actions(self.tables, state, seat)
        if ph == "D":
            return turns.d_actions(self.tables, state, seat)
        return turns.e_actions(self.tables, state, seat)

    def _apply(self, state: State, seat: int, a: Action) -> State:
        if a.chance:
            return flow.apply_chance(self.tables, state, a)
        if state.stack:
            return frames.apply_frame(self.tables, state, a)
        ph = state.phase
        if ph == "open":
            return flow.apply_opening(self.tables, state, seat, a)
        if ph == "A":
            return flow.apply_pick(self.tables, state, seat, a)
        if ph in ("B", "C"):
            if a.verb in WINDMILL:
                return apply_windmill(self.tables, state, seat, a)
            if a.verb == "use":
                return turns.apply_guild(self.tables, state, seat, a)
            return turns.apply_b(self.tables, state, seat, a) if ph == "B" else turns.apply_c(self.tables, state, seat, a)
        if ph == "D":
            return turns.apply_d(self.tables, state, seat, a)
        return turns.apply_e(self.tables, state, seat, a)
