"""The rules object: decision, legal_actions and apply, dispatching by phase and stage."""

from __future__ import annotations

from dataclasses import dataclass, field
from functools import partial
from typing import Any

from tabletop import core
from tabletop.core import CHANCE, LaterEvents, RulesBase

from . import actions, effects, flow, resolve, scoring, turns, view
from .describe import describe
from .i18n import N_, _
from .items import WagonLine, WagonMove
from .setup import setup
from .state import State, thaw
from .tables import Tables

PROMPTS = {
    "upgrade": N_("Upgrade a resource (or take 1 fish)"), "order": N_("Complete an order"),
    "pier": N_("Choose the pier for the crate"), "tech": N_("Advance a technology marker"),
    "ability": N_("Take an ability tile"), "build": N_("Build a building tile"),
    "place": N_("Place the building tile"), "fish": N_("Go fishing: advance or return home"),
    "cast": N_("Choose the fishing stack"), "keep": N_("Keep one fishing token"),
    "overboard": N_("Throw a fishing token overboard"), "feast": N_("Pay 1 grain for 3 points or 1 food for 5 points"),
    "sellfish": N_("Sell up to 5 fish for 3 points each"), "also": N_("Pay 1 fish to activate an adjacent building"),
    "opt": N_("Choose one action of the building"),
    "lift": N_("Discard more dice with the lift tile, or stop"), "wmove": N_("Move a wagon"), "wagon": N_("Move the wagon"),
}
STAGE_PROMPTS = {
    "main": N_("Take a die, build a large tile or retire"), "die": N_("Place the die (or discard it for 1 fish)"),
    "act": N_("Activate buildings in order, then done"), "set": N_("Choose a starting set"),
    "startbld": N_("Place the starting building on the snow spaces"),
}


STATELESS_VERBS = frozenset({  # their words read the tables only, never the state
    "done", "discard", "take_fish", "advance", "home", "wagons_done", "retire", "order", "pier",
    "ability", "effect", "cast", "keep", "overboard", "pay", "sell_fish", "sell", "pay_upgrade",
    "upgrade", "downgrade", "buy", "stay",
})
# they hold prompts in the language in force: a Memo empties itself when it changes
_DECISIONS: core.Memo[tuple[int, str, bool], core.Decision] = core.Memo(256)


@dataclass
class SaltfjordRules(RulesBase[State]):
    components: Any = None
    tables: Tables = field(init=False, repr=False, compare=False)
    # texts of actions whose words depend on the tables only (chance outcomes, orders, taverns...)
    _texts: core.Memo[core.Action, str] = field(
        init=False, default_factory=lambda: core.Memo(20_000), repr=False, compare=False)

    def __post_init__(self) -> None:
        from . import META
        from .tables import build_tables
        self.meta = META
        self.tables = build_tables(self.components)

    def setup(self, config: core.GameConfig) -> State:
        if not (self.meta.min_players <= config.players <= self.meta.max_players):
            raise ValueError(_("Saltfjord is for 1-4 players, not {n}").format(n=config.players))
        state = setup(self.tables, config)
        w = thaw(state)
        flow.settle(self.tables, w)
        return w.freeze()

    def decision(self, state: State) -> core.Decision | None:
        if state.phase == "over":
            return None
        kind: str
        if state.chance:
            kind, seat = state.chance[0].kind, CHANCE
        elif state.pending:
            kind, seat = state.pending[0].kind, state.seat
        else:
            kind, seat = state.stage.kind, state.seat
        # an effect waiting for free actions says so (nothing can be paid yet)
        waiting = (kind in effects.HELPABLE and bool(state.pending)
                   and not effects.options(self.tables, state, state.pending[0]))
        # Decisions are few distinct values: share them rather than build one per call
        found = _DECISIONS.get((seat, kind, waiting))
        if found is None:
            if seat == CHANCE:
                found = core.Decision(CHANCE, f"chance: {kind}", "chance")
            else:
                prompt = _(PROMPTS.get(kind) or STAGE_PROMPTS.get(kind, kind))
                if waiting:
                    prompt = _("{prompt}: nothing to pay with yet; use free actions first, or skip").format(
                        prompt=prompt)
                found = core.Decision(seat, prompt, kind)
            _DECISIONS.put((seat, kind, waiting), found)
        return found

    def _legal(self, s: State) -> tuple[core.Action, ...]:
        tables = self.tables
        if s.phase == "over":
            return ()
        if s.chance:
            return flow.chance_options(tables, s)  # already a tuple
        if s.phase == "sets":
            if s.pending:
                return tuple(effects.legal(tables, s, s.pending[0]))
            return tuple(flow.sets_options(tables, s))
        if s.pending:
            item = s.pending[0]
            if isinstance(item, WagonLine | WagonMove):
                from .wagons import wagon_item_options
                opts = wagon_item_options(tables, s, item)
            else:
                opts = effects.legal(tables, s, item)
        else:
            opts = turns.stage_options(tables, s)
        return tuple(opts + turns.free_options(tables, s))

    def _resolve(self, state: State, action: core.Action) -> tuple[State, LaterEvents]:
        tables = self.tables
        w = thaw(state)
        seat = state.seat
        if action.chance:
            flow.apply_chance(tables, w, action)
        elif action.verb in turns.FREE_VERBS:
            turns.apply_free(tables, w, action)
        elif state.pending:
            item = state.pending[0]
            if isinstance(item, WagonLine | WagonMove):
                from .wagons import apply_wagon_item
                apply_wagon_item(tables, w, action)
            else:
                resolve.apply_choice(tables, w, action)
        elif state.phase == "sets":
            flow.apply_sets(tables, w, action)
        else:
            turns.apply_stage(tables, w, action)
        flow.settle(tables, w)
        return w.freeze(), partial(self._events, state, action, seat)  # worded when read

    def _events(self, state: State, action: core.Action, seat: int) -> core.Events:
        if action.chance:
            return (core.Event(self.describe(state, action)),)
        target = action.target
        return (core.Event(self.describe(state, action), seat, (target,) if target else ()),)

    def outcome(self, state: State) -> core.Outcome | None:
        if state.phase != "over":
            return None
        return scoring.outcome(self.tables, state)

    def score_now(self, state: State) -> core.Outcome:
        return scoring.outcome(self.tables, state)

    def score_totals(self, state: State) -> tuple[tuple[int, tuple[int]], ...]:
        """``score_now``'s totals and tiebreaks, seat by seat, without the sheets (the bots'
        fast path: ``greedy.values``)."""
        return scoring.totals(self.tables, state)

    def view(self, state: State, viewer: int | None) -> core.TableView:
        return view.view(self.tables, state, viewer)

    def parse_action(self, text: str) -> core.Action:
        return actions.parse(text)

    def action_place(self, action: core.Action) -> str | None:
        """The click for an action: a wagon's move is a click on the space it moves to, and
        returning home a click on the harbour; done, skip and the like stay bar buttons."""
        if action.verb == "wagon":
            return action.args[1]
        if action.verb == "home":
            return "fjord:0"
        return action.target

    def describe(self, state: State, action: core.Action) -> str:
        text = self._texts.get(action)
        if text is None:
            text = describe(self.tables, state, action)
            if action.chance or action.verb in STATELESS_VERBS:
                self._texts.put(action, text)
        return text
