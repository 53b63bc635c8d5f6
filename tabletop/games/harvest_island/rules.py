"""The Harvest Island rules object: decision, legal_actions, apply and the protocol glue."""

from __future__ import annotations

from collections.abc import Callable

from tabletop import core

from . import actions as A
from .describe import describe
from .faces import Faces, deck_name, seat_name
from .i18n import _
from .legal import LegalMixin
from .moves import MovesMixin, Result
from .scoring import outcome, score_now
from .setup import TASK_HAND, TASK_STORAGE, TASK_SUPPLY, setup, setup_tasks
from .state import (
    CHOOSE,
    DECK,
    DRAW,
    FIRST,
    HARVEST,
    OVER,
    RUIN,
    SEASONS,
    SETUP,
    USE,
    State,
)
from .tables import Tables
from .view import build_view

CHANCE_STAGES = (SETUP, FIRST, DECK)
STAGE_NAMES = {SETUP: "setup", FIRST: "first_player", CHOOSE: "cultivate", USE: "use_card",
               DRAW: "draw", DECK: "deck", HARVEST: "harvest", RUIN: "catastrophe"}


class HarvestIslandRules(LegalMixin, MovesMixin, core.RulesBase[State]):
    retract_verbs = frozenset({"back"})  # "put the chosen card back in hand"

    def __init__(self, meta: core.GameMeta, tables: Tables) -> None:
        self.meta = meta
        self.tables = tables
        self.N = A.Notation(tables, meta.max_players)
        # the words of the table and the prompts, built once per language (a Memo forgets them
        # when the language changes)
        self._faces: core.Memo[int, Faces] = core.Memo(2)
        self.tasks = tuple(
            setup_tasks(tables, n) if n >= meta.min_players else () for n in range(5)
        )
        self._decisions: core.Memo[tuple[int, int, int], core.Decision] = core.Memo(10_000)
        ops = {
            A.OP_REMOVE: self._remove, A.OP_FIRST: self._first, A.OP_PLAY: self._play,
            A.OP_SOW: self._sow, A.OP_PLANT: self._plant, A.OP_FERT: self._fertilize,
            A.OP_RELEASE: self._release, A.OP_BACK: self._back, A.OP_DECK: self._draw_deck,
            A.OP_SUPPLY: self._draw_supply, A.OP_FERTDRAW: self._draw_fert,
            A.OP_HARVEST: self._harvest, A.OP_DONE: self._done, A.OP_RUIN: self._ruin,
            A.OP_PASS: self._pass, A.OP_END: self._stop_drawing,
        }
        self._ops: tuple[Callable[[State, int], Result], ...] = tuple(
            ops.get(op, self._chance_draw) for op in range(17)
        )

    @property
    def faces(self) -> Faces:
        """Every card's face and the table's fixed words, in the language in force."""
        found = self._faces.get(0)
        return found if found is not None else self._faces.put(0, Faces(self.tables,
                                                                        self.meta.max_players))

    # -- protocol ------------------------------------------------------------------------
    def setup(self, config: core.GameConfig) -> State:
        return setup(self.tables, self.meta, config)

    def decision(self, state: State) -> core.Decision | None:
        tu = state.turn
        stage = tu.stage
        if stage == OVER:
            return None
        if stage in CHANCE_STAGES:
            key = (stage, -1, self.tasks[len(state.players)][tu.step] if stage == SETUP else 0)
        elif stage == DRAW:  # 2 cards played; 3: only the optional Fertilizer is left
            b = state.board
            key = (stage, tu.seat, 2 if b.supply or any(b.decks) else 3)
        else:
            key = (stage, tu.ruin[0] if stage == RUIN else tu.seat, tu.plays)
        found = self._decisions.get(key)
        if found is None:
            found = self._decisions.put(key, core.Decision(
                key[1] if key[1] >= 0 else core.CHANCE, self._prompt(stage, key[2]),
                STAGE_NAMES[stage]))
        return found

    def _resolve(self, state: State, action: core.Action) -> Result:
        op, arg = self.N.decode[action]
        return self._ops[op](state, arg)

    def _commits(self, state: State, action: core.Action, new: State) -> bool:
        """Chance, the end, and a catastrophe choice (often made by another person than
        the one whose turn it is, who cannot take it back for them)."""
        return action.chance or new.turn.stage == OVER or state.turn.stage == RUIN

    def outcome(self, state: State) -> core.Outcome | None:
        return outcome(self.tables, state)

    def score_now(self, state: State) -> core.Outcome:
        return score_now(self.tables, state)

    def view(self, state: State, viewer: int | None) -> core.TableView:
        d = self.decision(state)
        prompt = d.prompt if d else _("game over")
        return build_view(self.tables, self.faces, state, viewer, prompt, self.score_now(state))

    def private_ids(self, state: State, seat: int) -> frozenset[str]:
        """The hand (but a card lifted to be played: everyone sees it go down) and the
        harvested cards, which lie face down (B1) until the end."""
        # Rulebook: B1, "Place all the Fruit cards on the chosen Field cards face down in
        #   front of you as points" (seen by the owner, hidden from the others until the end: README
        #   "Harvested pile")
        card_id = self.tables.card_id
        tu = state.turn
        lifted = tu.selected if tu.stage == USE and tu.seat == seat else -1
        p = state.players[seat]
        return frozenset(card_id[c] for c in (*p.hand, *p.scored) if c != lifted)

    def action_place(self, action: core.Action) -> str | None:
        """Draw from the deck: the left-most season deck; release: the Storage Area; take a
        Fertilizer: the Fertilizing Area; fertilize: the Fertilizer card in hand (then the
        field from its menu); put the lifted card back: that card.

        The deck and the cards depend on the state: it is the one ``legal_actions`` was last
        asked about, which is the table's state when the table asks where to click."""
        decoded = self.N.decode.get(action)
        op = decoded[0] if decoded else -1
        if op == A.OP_RELEASE:
            return "storage"
        if op == A.OP_FERTDRAW:
            return "fertilizer"
        state = self._legal_cache[0]
        if op not in (A.OP_DECK, A.OP_FERT, A.OP_BACK) or not isinstance(state, State):
            return action.target
        tu = state.turn
        if op == A.OP_DECK:
            deck = next((d for d, cards in enumerate(state.board.decks) if cards), None)
            return None if deck is None else f"deck:{SEASONS[deck]}"
        if op == A.OP_BACK:
            return self.tables.card_id[tu.selected] if tu.selected >= 0 else None
        hand = state.players[tu.seat].hand
        fert = next((c for c in hand if c >= self.tables.first_fert), None)
        return self.tables.card_id[fert] if fert is not None else action.target

    def parse_action(self, text: str) -> core.Action:
        return self.N.parse(text)

    def describe(self, state: State, action: core.Action) -> str:
        return describe(self.tables, self.N.decode, state, action)

    # -- helpers -------------------------------------------------------------------------
    def _chance_draw(self, s: State, c: int) -> Result:
        return self._setup_draw(s, c) if s.turn.stage == SETUP else self._deck_draw(s, c)

    @staticmethod
    def _actor(s: State) -> int:
        return s.turn.ruin[0] if s.turn.stage == RUIN else s.turn.seat

    def _prompt(self, stage: int, extra: int) -> str:
        if stage == SETUP:
            if extra < TASK_SUPPLY:
                return _("remove a card unseen from the {deck}").format(
                    deck=deck_name(self.tables, extra))
            if extra == TASK_SUPPLY:
                return _("draw a Spring card for the Supply Area")
            if extra == TASK_STORAGE:
                return _("draw a Spring card for the Storage Area")
            return _("draw a Spring card for {player}'s starting hand").format(
                player=seat_name(extra - TASK_HAND))
        if stage == CHOOSE:
            return _("play a card (1 of 2) or harvest") if extra == 0 else _("play a card (2 of 2)")
        if stage == USE:
            return _("sow, plant or release the card ({n} of 2)").format(n=extra + 1)
        if stage == DRAW:
            return (_("draw a card (until 4 in hand)") if extra == 2
                    else _("take a Fertilizer card, or end your turn without it"))
        return {
            FIRST: _("determine the first player randomly"),
            DECK: _("draw the top card of the left-most season deck"),
            HARVEST: _("choose more fields to harvest, or harvest the chosen ones"),
            RUIN: _("weather catastrophe: choose the field that suffers"),
        }[stage]
