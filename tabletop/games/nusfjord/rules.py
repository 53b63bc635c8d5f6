"""The rules object: decision, legal_actions, apply, notation and descriptions."""

from __future__ import annotations

import math
from collections.abc import Callable
from functools import partial
from typing import Any

from tabletop.core import (
    CHANCE,
    Action,
    Decision,
    Event,
    Events,
    GameConfig,
    InvalidActionError,
    LaterEvents,
    Memo,
    Outcome,
    RulesBase,
    Step,
    TableView,
    parse_action_text,
    seat_ref,
)

from . import scoring, view
from .actions import KNOWN_VERBS, MOST_ARGS, SKIP
from .besokende import EFFECTS as GUEST_EFFECTS
from .choices import choose
from .decks import CARDS
from .decks import effects as deck_effects
from .describe import STATE_VERBS, describe, log_words, prompt, state_key
from .effects import Effect
from .flow import advance
from .herring import EFFECTS
from .i18n import _, n_
from .records import Draw
from .setup import setup
from .state import State, freeze_game, thaw_game
from .tables import DECK_TITLES, DECKS, MIX, Tables
from .tasks import CHANCE_KINDS, legal


class NusfjordRules(RulesBase[State]):
    def __init__(self, meta: Any, components: Any) -> None:
        self.meta = meta
        self.components = components
        # every deck variant (and every Mixing Decks choice): the same rules over tables
        # holding that deck instead, built when first needed
        self._tables: dict[str, Tables] = {}
        self.base_tables = self.deck_tables("herring")  # the base game's deck (Herring)
        # describe() reads only the tables (and for a few verbs a state key): memoised; these
        # memos hold words, so a change of language empties them (core.Memo)
        self._described: Memo[Action | tuple[Action, object], str] = Memo(20_000)
        self._events: Memo[int, tuple[Action, int, object, Event]] = Memo(20_000)  # by id(action), see _event
        self._decisions: Memo[tuple[Any, ...], Decision] = Memo(4096)

    # --- setup -----------------------------------------------------------------
    def setup(self, config: GameConfig) -> State:
        n = config.players
        if not self.meta.min_players <= n <= self.meta.max_players:
            raise ValueError(f"Nusfjord is for 1-5 players, not {n}")
        variants = tuple(config.variants)
        mode = "multi" if n > 1 else ("advanced" if "advanced_solo" in variants else "solo")
        excluded = frozenset(x for x in (config.option("removed_cards", "") or "").split(",") if x)
        later = config.option(LATER_OPTION, "") or ""
        return setup(self.deck_tables(chosen_deck(variants, later)), n, mode, variants, excluded)

    def deck_tables(self, deck: str) -> Tables:
        """The tables of a deck (``State.deck``: one deck, or three joined for Mixing Decks)."""
        tables = self._tables.get(deck)
        if tables is None:
            tables = Tables(self.components, deck)
            tables.use_effects({k: v for name in tables.decks for k, v in DECK_EFFECTS[name]().items()})
            self._tables[deck] = tables
        return tables

    @property
    def T_guests(self) -> Tables:
        return self.deck_tables("besokende")

    def tables(self, state: State) -> Tables:
        """The tables of the deck in play."""
        return self._tables.get(state.deck) or self.deck_tables(state.deck)

    # --- flow ------------------------------------------------------------------
    def decision(self, state: State) -> Decision | None:
        if not state.tasks:
            return None
        task = state.tasks[-1]
        kind = task.kind
        # Decisions are immutable and depend only on these (the prompt of a turn names the
        # round and the turn number): shared objects
        key = (kind, task.seat, state.round, state.turn, state.n) if kind == "turn" else (kind, task.seat)
        decision = self._decisions.get(key)
        if decision is None:
            seat = CHANCE if kind in CHANCE_KINDS else task.seat
            decision = self._decisions.put(key, Decision(seat, prompt(self.tables(state), state, task), kind))
        return decision

    def apply(self, state: State, action: Action) -> Step[State]:
        if action.verb == "trade" and len(action.args) == 2:  # cheap: most actions are not trades
            action = self._older_sale(state, action)
        return super().apply(state, action)

    def _older_sale(self, state: State, action: Action) -> Action:
        """Saves made before the Ship Broker let the player choose wrote "trade card:nf:223
        sell_sloop", which sold the last ship of the kind: the same sale in today's notation."""
        tables = self.tables(state)
        eff = tables.effects.get(action.args[0].rsplit(":", 1)[-1])
        trade = next((t for t in eff.anytime if t.option == action.args[1]), None) if eff else None
        seat = state.tasks[-1].seat if state.tasks else -1
        if trade is None or not trade.ship or seat < 0 or trade.ship not in state.players[seat].ships:
            return action  # refused as it stands
        ships = state.players[seat].ships
        index = len(ships) - 1 - ships[::-1].index(trade.ship)
        return tables.act("trade", *action.args, f"ship:{seat}:{index}")

    def _legal(self, state: State) -> tuple[Action, ...]:
        tables = self._tables.get(state.deck) or self.deck_tables(state.deck)
        return tuple(legal(tables, state, state.tasks[-1])) if state.tasks else ()

    def _resolve(self, state: State, action: Action) -> tuple[State, LaterEvents]:
        seat = state.tasks[-1].seat
        game = thaw_game(state)
        tables = self._tables.get(state.deck) or self.deck_tables(state.deck)
        choose(tables, game, action)
        out = advance(tables, game)
        logged = game.players.events  # Game.events without the property call
        new = freeze_game(game)
        # the flow found the options of the state it stopped at: the playout and the session
        # ask for them next
        if out is None:
            self._legal_cache = (new, ())
        else:
            task = new.tasks[-1]
            self._legal_cache = (new, (*out, SKIP) if task.optional and task.seat != CHANCE else tuple(out))
        return new, partial(self._events_of, state, action, seat, logged)  # worded when read

    def _events_of(self, state: State, action: Action, seat: int, logged: list[tuple[str, int | None]]) -> Events:
        first = self._event(state, action, seat)
        return (first, *[Event(text, s) for text, s in logged]) if logged else (first,)

    def _event(self, state: State, action: Action, seat: int) -> Event:
        task = state.tasks[-1]
        if isinstance(task, Draw) and task.dest >= 0:  # a C card into a hand: only its owner may know which
            return Event(_("{player} draws a C building into their hand").format(player=seat_ref(task.dest)), None)
        # events are immutable and depend on the action, the seat and (for a few verbs, see
        # describe.STATE_VERBS) a little of the state; the cache is keyed by the object's id
        # (hashing an Action runs Python code) and keeps the action alive, so an id is never
        # reused while cached
        verb = action.verb
        extra = state_key(state, action) if verb in STATE_VERBS else None
        hit = self._events.get(id(action))
        if hit is not None and hit[0] is action and hit[1] == seat and hit[2] == extra:
            return hit[3]
        # the log says who passed ("Ben passes"); the button says what passing means
        if verb == "pass":
            text = _("{player} passes").format(player=seat_ref(seat))
        else:
            tables = self._tables.get(state.deck) or self.deck_tables(state.deck)
            text = log_words(tables, action, self.describe(state, action))
        event = Event(text, None if seat < 0 else seat)
        self._events.put(id(action), (action, seat, extra, event))
        return event

    # --- scoring and view ----------------------------------------------------------
    def outcome(self, state: State) -> Outcome | None:
        return scoring.outcome(self.tables(state), state) if not state.tasks and state.phase == "end" else None

    def score_now(self, state: State) -> Outcome:
        return scoring.score_now(self.tables(state), state)

    def view(self, state: State, viewer: int | None) -> TableView:
        return view.view(self.tables(state), state, viewer, self.decision(state))

    def private_ids(self, state: State, seat: int) -> frozenset[str]:
        return frozenset(f"card:nf:{c}" for c in state.players[seat].hand)

    # --- notation ----------------------------------------------------------------
    def parse_action(self, text: str) -> Action:
        action = parse_action_text(text)
        if action.verb not in KNOWN_VERBS or len(action.args) > MOST_ARGS[action.verb]:
            raise InvalidActionError(f"not a Nusfjord action: {text!r}")
        return action

    def action_place(self, action: Action) -> str | None:
        """Removing or planting a forest is a click anywhere on its double space (the forest
        lies across both halves); every other action is a click on its target."""
        target = action.target
        if action.verb in ("remove", "reforest") and target and target.startswith("cell:"):
            _, seat, cell = target.split(":")
            for d, pair in enumerate(self.base_tables.doubles):
                if pair[0] == int(cell):
                    return view.double_zone(int(seat), d)
        return target

    def describe(self, state: State, action: Action) -> str:
        extra = state_key(state, action) if action.verb in STATE_VERBS else None
        key = action if extra is None else (action, extra)
        text = self._described.get(key)
        if text is None:
            text = self._described.put(key, describe(self.tables(state), state, action))
        return text


DECK_EFFECTS: dict[str, Callable[[], dict[str, Effect]]] = {
    "herring": lambda: EFFECTS, "besokende": lambda: GUEST_EFFECTS,
    **{name: partial(deck_effects, name) for name in CARDS},
}
MIX_VARIANT = "mix_decks"
LATER_OPTION = "later_deck"  # Mixing Decks: the deck every later building comes from


def chosen_deck(variants: tuple[str, ...], later: str = "") -> str:
    """The deck a game's variants choose (``State.deck``): one deck variant, or with Mixing
    Decks three of them (rulebook "Variants", Mixing Decks), the deck of every building after
    setup first (``later``: the group's choice, counted as one of the three; none: the first of
    the list), then the others in the dialog's order. Fewer than three ticked: the first decks of
    the list not ticked make up the three (Mixing Decks alone: Herring, Mackerel, Codfish)."""
    picked = [d for d in DECKS if d in variants]
    if later and later not in DECKS:
        raise ValueError(_("{deck} is not a deck of this game: the later buildings come from one of {decks}").format(
            deck=repr(later[:20]), decks=", ".join(DECKS)))
    if MIX_VARIANT in variants:
        if later and later not in picked:
            picked.append(later)
        if len(picked) > 3:
            raise ValueError(_("Mixing Decks uses three decks: tick at most three (the deck of the later "
                               "buildings counts as one of them)"))
        picked += [d for d in DECKS if d not in picked][:3 - len(picked)]
        first = later or next(d for d in DECKS if d in picked)
        return MIX.join((first, *(d for d in DECKS if d in picked and d != first)))
    if later:
        raise ValueError(_("The deck of the later buildings is chosen only with Mixing Decks"))
    others = [d for d in picked if d != "herring"]
    if len(others) > 1:
        names = ", ".join(_(DECK_TITLES[d]) for d in others)
        raise ValueError(n_("{n} building deck is chosen ({names}): choose one building deck, "
                            "or Mixing Decks as well to play with three",
                            "{n} building decks are chosen ({names}): choose one building deck, "
                            "or Mixing Decks as well to play with three", len(others)).format(
            n=len(others), names=names))
    return others[0] if others else "herring"


def campaign_record(state: State) -> dict[str, tuple[str, ...]]:
    """What the app must store after a campaign game (rulebook p. 16).

    ``built``: buildings built this game (never used again in the campaign);
    ``seen_ab``: A/B buildings that were in play, for game 2's removed_cards.
    """
    built = tuple(sorted(c for p in state.players for c in p.cells if c not in ("", "R")))
    seen = tuple(sorted({*state.disp_a, *state.disp_b}))
    return {"built": built, "seen_ab": seen}


def campaign_rank(current: int, combined: int | float) -> int:
    """The campaign rank after a three-game campaign scoring ``combined`` VP (rulebook p. 16).

    Points above 100 define the rank unless a higher one is held; scoring at least 10 below
    what the current rank represents (100 + rank) loses one rank; never below 0.
    """
    if combined <= 100 + current - 10:
        return max(0, current - 1)
    return max(current, math.floor(combined - 100), 0)  # half a point above 100 is no rank
