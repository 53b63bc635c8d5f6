"""Orchard Ocean's actions and log lines in players' words (the phrases: ``words.py``).

Log lines are built on every ``apply``, so the common ones are remembered by what their
words depend on; the language in force is one of those things (a change of language
empties the memo and the prebuilt names).
"""

from __future__ import annotations

from tabletop.core import Action, Event, Memo, seat_ref
from tabletop.core.i18n import forget_on_change

from .actions import tile_id
from .i18n import _, n_, p_
from .state import NO_TILE, WORK, State
from .tables import BACK, FRONT, HARBOR_PER_TYPE, HARBOR_TILE, LOWER_LEFT, Tables
from .words import (
    arrows,
    funds,
    listing,
    place_name,
    points,
    space_name,
    tile_head,
    tile_summary,
    workers,
)


class Texts:
    """Prebuilt phrases for the log lines written on every ``apply``."""

    def __init__(self, tables: Tables) -> None:
        self.tables = tables
        self.by_id = {tile_id(i): i for i in range(len(tables.tiles))}
        self.harbors = {h.id: h for h in tables.harbor_types}
        self._events: Memo[tuple[object, ...], Event] = Memo(20000)  # log events already worded, by what they depend on
        self.clear()
        forget_on_change(self)  # a change of language words the names again

    def clear(self) -> None:
        """Word the spaces' and tiles' names in the language in force."""
        tables = self.tables
        self.spaces = tuple(space_name(tables, c) for c in range(tables.width * tables.height))
        self.names = tuple(_(x.name) for x in tables.tiles)
        self._events.clear()

    def cell(self, cell_id: str) -> int:
        col, row = cell_id.rsplit(":", 1)[1].split(",")
        return int(row) * self.tables.width + int(col)

    def event(self, state: State, action: Action, seat: int | None) -> Event:
        """What ``action`` did, for the log ({seatN} stands for the player's name).

        Made on every ``apply`` (playouts too), so the common events are remembered by the
        few things their words depend on (events are immutable).
        """
        verb, args = action.verb, action.args
        if verb == "take":
            key: tuple[object, ...] = (verb, args, seat, state.turn.order_taken, state.turn.direction_taken)
        elif verb == "draw":
            key = (verb, args, NO_TILE in state.board.this_row)
        elif verb in ("move", "discard", "buy"):
            key = (verb, args, seat)
        elif verb == "place":
            key = (verb, args, seat, state.players[seat].island if seat is not None else NO_TILE)
        elif verb == "done":
            key = (verb, seat, state.turn.stage, state.players[seat].hand if seat is not None else 0)
        elif verb == "build":
            key = (verb, args, seat, state.turn.round)
        else:  # worker (its level), jam (the markers): rare enough to word each time
            return Event(self._event(state, action, seat), seat, args[:1])
        event = self._events.get(key)
        if event is None:
            event = self._events.put(key, Event(self._event(state, action, seat), seat, args[:1]))
        return event

    def _event(self, state: State, action: Action, seat: int | None) -> str:
        tables, verb, args = self.tables, action.verb, action.args
        who = seat_ref(seat) if seat is not None else ""
        if verb == "draw":
            tile = self.by_id[args[0]]
            if NO_TILE in state.board.this_row:
                text = _("{tile} (stage {stage}) is revealed for this round")
            else:
                text = _("{tile} (stage {stage}) is revealed for next round")
            return text.format(tile=self.names[tile], stage=tables.tiles[tile].stage)
        if verb == "order":
            return self._order(args[0])
        if verb == "take":
            return _("{player} takes {what}").format(player=who, what=self._taken(state, args[0]))
        if verb == "move":
            return _("{player} moves their piece to {space} ({funds})").format(
                player=who, space=self.spaces[self.cell(args[0])], funds=funds(tables.move_cost))
        if verb == "place":
            tile = state.players[seat].island if seat is not None else NO_TILE
            if args[1] == "front":
                text = _("{player} places {tile} front side up in {space}")
            else:
                text = _("{player} places {tile} back side up as a harbor in {space}")
            return text.format(player=who, tile=self.names[tile], space=self.spaces[self.cell(args[0])])
        if verb == "discard":
            return _("{player} removes {tile} from the game").format(player=who, tile=self.names[self.by_id[args[0]]])
        if verb == "buy":
            return _("{player} buys a worker ({funds})").format(player=who, funds=funds(tables.worker_cost))
        if verb == "worker":
            return _("{player} puts a worker on {space}").format(
                player=who, space=self._worker_space(state, seat, args[0]))
        if verb == "build":
            h = self.harbors[args[1]]
            cost = h.cost(state.turn.round) or 0
            return _("{player} builds {harbor} in {space} ({funds})").format(
                player=who, harbor=_(h.name), space=self.spaces[self.cell(args[0])], funds=funds(cost))
        if verb == "jam":
            return _("{player} takes the jam shop's strawberry markers as {split}").format(
                player=who, split=self._jam_split(state, int(args[1])))
        if verb == "done":
            return self._done(state, who, seat)
        return action.text()  # pragma: no cover - every verb is worded above

    def _done(self, state: State, who: str, seat: int | None) -> str:
        if state.turn.stage != WORK:
            return _("{player} ends their Phase 3 turn").format(player=who)
        hand = state.players[seat].hand if seat is not None else 0
        if not hand:
            return _("{player} ends their Phase 2 turn").format(player=who)
        back = n_("{n} unused worker", "{n} unused workers", hand).format(n=hand)
        return _("{player} ends their Phase 2 turn; {workers} back for {funds}").format(
            player=who, workers=back, funds=funds(hand * self.tables.worker_refund))

    @staticmethod
    def _order(seats: str) -> str:
        return _("Turn order: {players}").format(players=listing([seat_ref(int(s)) for s in seats.split(",")]))

    def describe(self, state: State, action: Action) -> str:
        """What choosing ``action`` does, for a button, chooser or tooltip."""
        tables, verb, args = self.tables, action.verb, action.args
        if verb == "draw":
            return _("Reveal {tile}").format(tile=tile_head(tables, self.by_id[args[0]]))
        if verb == "order":
            return self._order(args[0])
        if verb == "done":
            if state.turn.stage == WORK:
                return _("End your Phase 2 turn (each worker left in hand returns for 1 fund)")
            return _("End your Phase 3 turn")
        if verb == "buy":
            return _("Buy a worker for {funds}").format(funds=funds(tables.worker_cost))
        if verb == "take":
            if args[0].startswith("tile:"):
                # Translators: {what} is an island tile's whole print, several sentences long
                return p_("a tile's whole print", "Take {what}").format(what=tile_summary(tables, self.by_id[args[0]]))
            return _("Take {what}").format(what=self._taken(state, args[0]))
        if verb == "jam":
            return _("Take the jam shop's strawberry markers as {split}").format(
                split=self._jam_split(state, int(args[1])))
        if verb == "discard":
            return _("Remove {tile} from the game").format(tile=self.names[self.by_id[args[0]]])
        if verb == "worker":
            seat = state.turn.order[state.turn.index]
            return _("Put a worker on {space}").format(space=self._worker_space(state, seat, args[0]))
        cell = self.cell(args[0])
        if verb == "move":
            return _("Move your piece to {space} for {funds}").format(
                space=self.spaces[cell], funds=funds(tables.move_cost))
        return self._describe_placing(state, action, cell)

    def _describe_placing(self, state: State, action: Action, cell: int) -> str:
        """Building a harbor tile or placing the island tile, and what it does to the space's VP mark."""
        tables, where = self.tables, self.spaces[cell]
        if action.verb == "build":
            kind = self.harbors[action.args[1]]
            code = HARBOR_TILE + HARBOR_PER_TYPE * kind.index
            text = _("Build {harbor} (arrows {arrows}) in {space} for {funds}").format(
                harbor=_(kind.name), arrows=arrows(kind.harbor), space=where,
                funds=funds(kind.cost(state.turn.round) or 0))
            return self._mark_effect(text, cell, code)
        tile = state.players[state.turn.order[state.turn.index]].island
        info = tables.tiles[tile]
        if action.args[1] == "front":
            text = _("Place {tile} front side up in {space}").format(tile=self.names[tile], space=where)
            return self._mark_effect(text, cell, FRONT + tile)
        text = _("Place {tile} back side up in {space}: a harbor with arrows {arrows}").format(
            tile=self.names[tile], space=where, arrows=arrows(info.harbor))
        return self._mark_effect(text, cell, BACK + tile)

    # --- pieces of text --------------------------------------------------------------------
    def _taken(self, state: State, target: str) -> str:
        tables, n = self.tables, len(state.players)
        if target.startswith("torder:"):
            k = int(target.rsplit(":", 1)[1])
            bonus = tables.bonus_workers[n][state.turn.order_taken]
            return _("the {place}-player turn-order tile (bonus: {workers})").format(
                place=place_name(k), workers=workers(bonus))
        if target.startswith("dir:"):
            name = target.rsplit(":", 1)[1]
            d = next(i for i, x in enumerate(tables.directions) if x.id == name)
            bonus = tables.bonus_funds[n][state.turn.direction_taken]
            return _("the {direction} direction tile (bonus: {funds})").format(
                direction=_(tables.directions[d].name), funds=funds(bonus))
        tile = self.by_id[target]
        return _("{tile} (stage {stage})").format(tile=self.names[tile], stage=tables.tiles[tile].stage)

    def _worker_space(self, state: State, seat: int | None, target: str) -> str:
        tile = self.by_id[target]
        level = 1
        if seat is not None:
            p = state.players[seat]
            level = p.workers[p.cells.index(FRONT + tile)] + 1
        return _("the Lv.{level} space of {tile}").format(level=level, tile=self.names[tile])

    def _jam_split(self, state: State, vp_markers: int) -> str:
        _seat, _cell, markers, amount = state.turn.pending[0]
        return _("{points} and {funds}").format(
            points=points(vp_markers * amount), funds=funds((markers - vp_markers) * amount))

    def _mark_effect(self, text: str, cell: int, code: int) -> str:
        """``text`` and what the tile does to the space's VP mark (nothing if it has none)."""
        vp = self.tables.cell_vp[cell]
        if not vp:
            return text
        corner = self.tables.cell_corner[cell]
        if corner == LOWER_LEFT:
            mark = n_("the {n} point printed at the lower left", "the {n} points printed at the lower left", vp)
        else:
            mark = n_("the {n} point printed at the lower right", "the {n} points printed at the lower right", vp)
        mark = mark.format(n=vp)
        if self.tables.code_open[code] == corner:
            return _("{action} (leaves {mark} open: it scores at the end)").format(action=text, mark=mark)
        return _("{action} (hides {mark}: it will not score)").format(action=text, mark=mark)


_TEXTS: Memo[int, Texts] = Memo(16)  # by id(tables), checked: see describe


def describe(tables: Tables, state: State, action: Action) -> str:
    """What choosing ``action`` does, for a button, chooser or tooltip (``Texts.describe``; the
    rules object keeps its own Texts, this finds one for any tables)."""
    texts = _TEXTS.get(id(tables))
    if texts is None or texts.tables is not tables:  # an id can be reused by new tables
        texts = _TEXTS.put(id(tables), Texts(tables))
    return texts.describe(state, action)
