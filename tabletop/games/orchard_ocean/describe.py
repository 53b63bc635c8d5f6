"""Orchard Ocean in players' words: places, arrows, tiles, actions and log lines.

Spaces are named as players would ("row 2, column 3"), arrows as the tiles print them
(↑ → ↓ ←, one glyph per arrow), amounts with the right plural ("1 point", "2 funds").
Log lines are built on every ``apply``, so they only join precomputed pieces of text.
"""

from __future__ import annotations

from tabletop.core import Action, Event, Memo, seat_ref

from .actions import tile_id
from .state import NO_TILE, WORK, State
from .tables import (
    BACK,
    CORNER_NAMES,
    CORNERS,
    DIRS,
    FRONT,
    HARBOR_PER_TYPE,
    HARBOR_TILE,
    OTHER_CORNER,
    Tables,
)

PLACE_NAMES = {1: "1st", 2: "2nd", 3: "3rd", 4: "4th"}
PRODUCT_PLURALS = ("strawberries", "pineapples", "grapes", "fish", "wine")
GLYPHS = dict(zip(DIRS, "↑→↓←", strict=True))
DIRECTION_WORDS = {"N": "North", "E": "East", "S": "South", "W": "West"}
_WAYS = ("north", "east", "south", "west")


def plural(n: int, word: str) -> str:
    """'1 point', '2 points', '1 fund', '3 funds'."""
    return f"{n} {word}" if n == 1 else f"{n} {word}s"


def points(n: int) -> str:
    return plural(n, "point")


def funds(n: int) -> str:
    return plural(n, "fund")


def space_name(tables: Tables, cell: int) -> str:
    col, row = tables.col_row(cell)
    return f"row {row + 1}, column {col + 1}"


def arrows(counts: tuple[int, ...]) -> str:
    """(2, 1, 0, 0) -> '↑↑→': one glyph per printed arrow."""
    return "".join(GLYPHS[d] * n for d, n in zip(DIRS, counts, strict=True)) or "none"


def arrows_short(counts: tuple[int, ...]) -> str:
    """(2, 1, 0, 0) -> '2↑→': the count before a glyph drawn more than once (fits a tile face)."""
    return "".join((f"{n}{GLYPHS[d]}" if n > 1 else GLYPHS[d]) for d, n in zip(DIRS, counts, strict=True) if n)


def arrows_words(counts: tuple[int, ...]) -> str:
    """(2, 1, 0, 0) -> '↑↑→ (2 spaces north, 1 space east)'."""
    ways = [f"{plural(n, 'space')} {w}" for w, n in zip(_WAYS, counts, strict=True) if n]
    return f"{arrows(counts)} ({', '.join(ways)})" if ways else "none"


def directions_text(tables: Tables, players: int, d: int) -> str:
    _id, _name, front, back = tables.directions[d]
    if players == 3:
        return DIRECTION_WORDS[front]
    return " or ".join(DIRECTION_WORDS[x] for x in back)


def open_corner_text(open_corner: int, flips: bool) -> str:
    text = f"leaves the {CORNER_NAMES[open_corner]} corner of its space open"
    if flips:
        text += f" ({CORNER_NAMES[OTHER_CORNER[open_corner]]} when placed back side up)"
    return text


def tile_summary(tables: Tables, tile: int) -> str:
    """The whole printed tile in words, front and back, for tooltips and buttons."""
    info = tables.tiles[tile]
    text = f"{info.name} (stage {info.stage}, {info.field} field)"
    if info.type == "production":
        text += (f". Ships {PRODUCT_PLURALS[info.product]}: Lv.1 arrows {arrows_words(info.lv1)};"
                 f" Lv.2 arrows {arrows_words(info.lv2)}")
        if not info.extendable:
            text += ". Harbors never extend its range"
        if info.needs_vineyard:
            text += ". Ships only when the range of a vineyard with a worker reaches it"
    elif info.type == "commerce":
        text += f". {info.effect_text}"
    else:
        fields = " or ".join(info.public_fields)
        text += (f". On a check-mark space at the end: {points(info.public_points)} for each"
                 f" {fields} tile on your island")
    front_open = tables.code_open[FRONT + tile]
    return text + f". Back: a harbor, arrows {arrows(info.harbor)}. It {open_corner_text(front_open, True)}"


def tile_face(tables: Tables, tile: int) -> str:
    """The face text of a tile: its name, as the printed tile has it (its arrows, which a
    production tile prints as pictures, are in its tooltip)."""
    return tables.tiles[tile].name


def harbor_summary(tables: Tables, h: int) -> str:
    kind = tables.harbor_types[h]
    open_corner = CORNERS[kind.open]
    return (f"{kind.name}: {window_text(kind.windows)}. Placed back side up: a harbor, arrows"
            f" {arrows_words(kind.harbor)}; it {open_corner_text(open_corner, False)}")


def window_text(windows: tuple[tuple[int, int, int], ...]) -> str:
    return "; ".join(f"rounds {a} to {b}, {funds(c)}" for a, b, c in windows)


class Texts:
    """Prebuilt phrases for the log lines written on every ``apply``."""

    def __init__(self, tables: Tables) -> None:
        self.tables = tables
        self.spaces = tuple(space_name(tables, c) for c in range(tables.width * tables.height))
        self.names = tuple(x.name for x in tables.tiles)
        self.by_id = {tile_id(i): i for i in range(len(tables.tiles))}
        self.harbors = {h.id: h for h in tables.harbor_types}
        self._events: Memo[tuple[object, ...], Event] = Memo(20000)  # log events already worded, by what they depend on

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
            row = "this round" if NO_TILE in state.board.this_row else "next round"
            tile = self.by_id[args[0]]
            return f"{self.names[tile]} (stage {tables.tiles[tile].stage}) is revealed for {row}"
        if verb == "order":
            return "Turn order: " + ", ".join(seat_ref(int(s)) for s in args[0].split(","))
        if verb == "take":
            return f"{who} takes {self._taken(state, args[0])}"
        if verb == "move":
            return f"{who} moves their piece to {self.spaces[self.cell(args[0])]} ({funds(tables.move_cost)})"
        if verb == "place":
            tile = state.players[seat].island if seat is not None else NO_TILE
            side = "front side up" if args[1] == "front" else "back side up as a harbor"
            return f"{who} places {self.names[tile]} {side} in {self.spaces[self.cell(args[0])]}"
        if verb == "discard":
            return f"{who} removes {self.names[self.by_id[args[0]]]} from the game"
        if verb == "buy":
            return f"{who} buys a worker ({funds(tables.worker_cost)})"
        if verb == "worker":
            return f"{who} puts a worker on {self._worker_space(state, seat, args[0])}"
        if verb == "build":
            h = self.harbors[args[1]]
            cost = h.cost(state.turn.round) or 0
            return f"{who} builds {h.name} in {self.spaces[self.cell(args[0])]} ({funds(cost)})"
        if verb == "jam":
            return f"{who} takes the jam shop's strawberry markers as {self._jam_split(state, int(args[1]))}"
        if verb == "done":
            if state.turn.stage == WORK:
                hand = state.players[seat].hand if seat is not None else 0
                back = f"; {plural(hand, 'unused worker')} back for {funds(hand * tables.worker_refund)}" if hand else ""
                return f"{who} ends their Phase 2 turn{back}"
            return f"{who} ends their Phase 3 turn"
        return action.text()  # pragma: no cover - every verb is worded above

    def describe(self, state: State, action: Action) -> str:
        """What choosing ``action`` does, for a button, chooser or tooltip."""
        tables, verb, args = self.tables, action.verb, action.args
        if verb == "draw":
            return f"Reveal {tile_summary(tables, self.by_id[args[0]]).split('. ')[0]}"
        if verb == "order":
            return "Turn order: " + ", ".join(seat_ref(int(s)) for s in args[0].split(","))
        if verb == "done":
            if state.turn.stage == WORK:
                return "End your Phase 2 turn (each worker left in hand returns for 1 fund)"
            return "End your Phase 3 turn"
        if verb == "buy":
            return f"Buy a worker for {funds(tables.worker_cost)}"
        if verb == "take":
            if args[0].startswith("tile:"):
                return f"Take {tile_summary(tables, self.by_id[args[0]])}"
            return f"Take {self._taken(state, args[0])}"
        if verb == "jam":
            return f"Take the jam shop's strawberry markers as {self._jam_split(state, int(args[1]))}"
        if verb == "discard":
            return f"Remove {self.names[self.by_id[args[0]]]} from the game"
        if verb == "worker":
            seat = state.turn.order[state.turn.index]
            return f"Put a worker on {self._worker_space(state, seat, args[0])}"
        cell = self.cell(args[0])
        where = self.spaces[cell]
        if verb == "move":
            return f"Move your piece to {where} for {funds(tables.move_cost)}"
        mark = self._mark_words(cell)
        if verb == "build":
            kind = self.harbors[args[1]]
            code = HARBOR_TILE + HARBOR_PER_TYPE * kind.index
            return (f"Build {kind.name} (arrows {arrows(kind.harbor)}) in {where} for"
                    f" {funds(kind.cost(state.turn.round) or 0)}{self._mark_effect(cell, code, mark)}")
        tile = state.players[state.turn.order[state.turn.index]].island
        info = tables.tiles[tile]
        if args[1] == "front":
            return f"Place {info.name} front side up in {where}{self._mark_effect(cell, FRONT + tile, mark)}"
        return (f"Place {info.name} back side up in {where}: a harbor with arrows {arrows(info.harbor)}"
                f"{self._mark_effect(cell, BACK + tile, mark)}")

    # --- pieces of text --------------------------------------------------------------------
    def _taken(self, state: State, target: str) -> str:
        tables, n = self.tables, len(state.players)
        if target.startswith("torder:"):
            k = int(target.rsplit(":", 1)[1])
            bonus = tables.bonus_workers[n][state.turn.order_taken]
            return f"the {PLACE_NAMES[k]}-player turn-order tile (bonus: {plural(bonus, 'worker')})"
        if target.startswith("dir:"):
            name = target.rsplit(":", 1)[1]
            d = next(i for i, x in enumerate(tables.directions) if x.id == name)
            bonus = tables.bonus_funds[n][state.turn.direction_taken]
            return f"the {tables.directions[d].name} direction tile (bonus: {funds(bonus)})"
        tile = self.by_id[target]
        return f"{self.names[tile]} (stage {tables.tiles[tile].stage})"

    def _worker_space(self, state: State, seat: int | None, target: str) -> str:
        tile = self.by_id[target]
        level = 1
        if seat is not None:
            p = state.players[seat]
            level = p.workers[p.cells.index(FRONT + tile)] + 1
        return f"the Lv.{level} space of {self.names[tile]}"

    def _jam_split(self, state: State, vp_markers: int) -> str:
        _seat, _cell, markers, amount = state.turn.pending[0]
        return f"{points(vp_markers * amount)} and {funds((markers - vp_markers) * amount)}"

    def _mark_words(self, cell: int) -> str:
        vp = self.tables.cell_vp[cell]
        return f"the {points(vp)} printed at the {CORNER_NAMES[self.tables.cell_corner[cell]]}" if vp else ""

    def _mark_effect(self, cell: int, code: int, mark: str) -> str:
        if not mark:
            return ""
        if self.tables.code_open[code] == self.tables.cell_corner[cell]:
            return f" (leaves {mark} open: it scores at the end)"
        return f" (hides {mark}: it will not score)"


_TEXTS: Memo[int, Texts] = Memo(16)  # by id(tables), checked: see describe


def describe(tables: Tables, state: State, action: Action) -> str:
    """What choosing ``action`` does, for a button, chooser or tooltip (``Texts.describe``; the
    rules object keeps its own Texts, this finds one for any tables)."""
    texts = _TEXTS.get(id(tables))
    if texts is None or texts.tables is not tables:  # an id can be reused by new tables
        texts = _TEXTS.put(id(tables), Texts(tables))
    return texts.describe(state, action)
