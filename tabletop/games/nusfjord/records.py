"""The task records: one named tuple per kind of task on the task stack (tasks.py offers their
options, choices.py carries them out, flow.py runs the automatic ones).

Every record is ``(kind, seat, optional, *args)``: ``kind`` names the record and is its first
field, so the record is the very tuple the engine kept before it had names. That tuple is what
the state's digest, its saved form, equality, hashing and ``repr`` see (``repr`` is the plain
tuple's, as the digest of older saves is of ``repr(state)``), so naming the fields changed no
save. A kind whose tuple had two lengths has two records (``Serve``/``Serving``, ``Place``/
``PlaceWithGuests``, ``Draw``/``DrawMixed``, ``Pick``/``PickEither``).

Every field has a default (the kind's must, being first); build a record with keywords:
``Turn(seat=2)``. ``seat`` is CHANCE for the chance tasks; ``optional`` (0 or 1, an int as
saved) adds the "skip" choice.
"""

from __future__ import annotations

from typing import Literal, NamedTuple, TypeAlias

from tabletop.core import CHANCE


class Turn(NamedTuple):
    """A work turn: place a worker, use an elder, an Anytime exchange, or pass."""
    kind: Literal["turn"] = "turn"
    seat: int = CHANCE
    optional: int = 0


class Ship(NamedTuple):
    """Build a Ship: ``disc`` goods off its cost, or ``free`` (a ship kind) for nothing."""
    kind: Literal["ship"] = "ship"
    seat: int = CHANCE
    optional: int = 0
    disc: int = 0
    free: str = ""


class Build(NamedTuple):
    """Build a Building: which one."""
    kind: Literal["build"] = "build"
    seat: int = CHANCE
    optional: int = 0


class Place(NamedTuple):
    """The building space for ``card``, paid for with goods."""
    kind: Literal["place"] = "place"
    seat: int = CHANCE
    optional: int = 0
    card: str = ""

    @property
    def paid(self) -> tuple[int, ...]:
        return ()


class PlaceWithGuests(NamedTuple):
    """The building space for ``card``, paid for with Guests in place of wood and fish (p. 17)."""
    kind: Literal["place"] = "place"
    seat: int = CHANCE
    optional: int = 0
    card: str = ""
    wood_guests: int = 0
    fish_guests: int = 0

    @property
    def paid(self) -> tuple[int, ...]:
        return (self.wood_guests, self.fish_guests)


class Serve(NamedTuple):
    """Serve Fish before the first plate: ``gold`` and ``wood`` per plate served."""
    kind: Literal["serve"] = "serve"
    seat: int = CHANCE
    optional: int = 0
    gold: int = 1
    wood: int = 0
    served: int = 0

    @property
    def fish(self) -> int:
        return 0


class Serving(NamedTuple):
    """Serve Fish after a plate: ``served`` plates so far, holding ``fish`` fish (Smoke Chamber)."""
    kind: Literal["serve"] = "serve"
    seat: int = CHANCE
    optional: int = 0
    gold: int = 1
    wood: int = 0
    served: int = 0
    fish: int = 0


class Take(NamedTuple):
    """Take an elder."""
    kind: Literal["take"] = "take"
    seat: int = CHANCE
    optional: int = 0


class UseNew(NamedTuple):
    """Use the elder just taken right away."""
    kind: Literal["use_new"] = "use_new"
    seat: int = CHANCE
    optional: int = 0
    elder: str = ""


class Forest(NamedTuple):
    """Remove a forest."""
    kind: Literal["forest"] = "forest"
    seat: int = CHANCE
    optional: int = 0


class Reforest(NamedTuple):
    """Place ``forests`` forests on a double space (``mode`` "ranger": a forested one too)."""
    kind: Literal["reforest"] = "reforest"
    seat: int = CHANCE
    optional: int = 0
    forests: int = 0
    mode: str = "reforest"


class Pick(NamedTuple):
    """A follow-up action (``what``, a work kind), ``disc`` goods off a ship."""
    kind: Literal["pick"] = "pick"
    seat: int = CHANCE
    optional: int = 0
    disc: int = 0
    what: str = ""

    @property
    def kinds(self) -> tuple[str, ...]:
        return (self.what,)


class PickEither(NamedTuple):
    """One of two follow-up actions (work kinds), ``disc`` goods off a ship."""
    kind: Literal["pick"] = "pick"
    seat: int = CHANCE
    optional: int = 0
    disc: int = 0
    first: str = ""
    second: str = ""

    @property
    def kinds(self) -> tuple[str, ...]:
        return (self.first, self.second)


class Immediate(NamedTuple):
    """The Immediately effect of ``card``, just built."""
    kind: Literal["imm"] = "imm"
    seat: int = CHANCE
    optional: int = 0
    card: str = ""


class FeedElder(NamedTuple):
    """Too few fish for the elders: ``amount`` left to place; the elders ``fed`` so far."""
    kind: Literal["feed_elder"] = "feed_elder"
    seat: int = CHANCE
    optional: int = 0
    amount: int = 0
    good: str = "fish"
    fed: tuple[str, ...] = ()


class FeedShare(NamedTuple):
    """Too few fish for the shares abroad: ``amount`` left; ``left`` per holder still owed."""
    kind: Literal["feed_share"] = "feed_share"
    seat: int = CHANCE
    optional: int = 0
    amount: int = 0
    good: str = "fish"
    left: tuple[int, ...] = ()


class Exchange(NamedTuple):
    """Exchange a ship for the next larger one."""
    kind: Literal["exchange"] = "exchange"
    seat: int = CHANCE
    optional: int = 0


class Sell(NamedTuple):
    """Sell one ship."""
    kind: Literal["sell"] = "sell"
    seat: int = CHANCE
    optional: int = 0


class Demolish(NamedTuple):
    """Remove a building from play."""
    kind: Literal["demolish"] = "demolish"
    seat: int = CHANCE
    optional: int = 0


class Designer(NamedTuple):
    """The pile a building is drawn from (the Designer)."""
    kind: Literal["designer"] = "designer"
    seat: int = CHANCE
    optional: int = 0


class Raft(NamedTuple):
    """Place a raft on the fishing track."""
    kind: Literal["raft"] = "raft"
    seat: int = CHANCE
    optional: int = 0


class First(NamedTuple):
    """Chance: the first player."""
    kind: Literal["first"] = "first"
    seat: int = CHANCE
    optional: int = 0


class Draw(NamedTuple):
    """Chance: a building from pile ``pile`` ("a", "b", "c") into the display, or into the hand
    of seat ``dest`` (-1: the display)."""
    kind: Literal["draw"] = "draw"
    seat: int = CHANCE
    optional: int = 0
    pile: str = ""
    dest: int = -1

    @property
    def deck(self) -> str:
        return ""


class DrawMixed(NamedTuple):
    """Chance, Mixing Decks setup: a building of ``deck`` from pile ``pile`` into the display."""
    kind: Literal["draw"] = "draw"
    seat: int = CHANCE
    optional: int = 0
    pile: str = ""
    dest: int = -1
    deck: str = ""


class Reveal(NamedTuple):
    """Chance: the face-down elder on top of stack ``stack`` is revealed."""
    kind: Literal["reveal"] = "reveal"
    seat: int = CHANCE
    optional: int = 0
    stack: int = 0


class Forgotten(NamedTuple):
    """Chance: the next elder on top of the Forgotten pile."""
    kind: Literal["forgotten"] = "forgotten"
    seat: int = CHANCE
    optional: int = 0


class StackPos(NamedTuple):
    """Chance: the stack whose bottom ``elder`` goes to (Tony Boydell's elders)."""
    kind: Literal["stackpos"] = "stackpos"
    seat: int = CHANCE
    optional: int = 0
    elder: str = ""


class Final(NamedTuple):
    """The Anytime window before scoring."""
    kind: Literal["final"] = "final"
    seat: int = CHANCE
    optional: int = 0


class Window(NamedTuple):
    """The Anytime window before a Fishing Phase."""
    kind: Literal["window"] = "window"
    seat: int = CHANCE
    optional: int = 0


class Order(NamedTuple):
    """Simultaneous triggers ``entries`` ((card, hook) each): which is carried out next."""
    kind: Literal["order"] = "order"
    seat: int = CHANCE
    optional: int = 0
    entries: tuple[tuple[str, str], ...] = ()


class Guests(NamedTuple):
    """Right after receiving a Guest: place Guests on ships, or continue."""
    kind: Literal["guests"] = "guests"
    seat: int = CHANCE
    optional: int = 0


class Gain(NamedTuple):
    """Automatic: goods into the personal supply (negative: paid)."""
    kind: Literal["gain"] = "gain"
    seat: int = CHANCE
    optional: int = 0
    wood: int = 0
    fish: int = 0
    gold: int = 0


class Dist(NamedTuple):
    """Automatic: distribute a haul of ``amount`` ``good`` from step ``step`` on."""
    kind: Literal["dist"] = "dist"
    seat: int = CHANCE
    optional: int = 0
    amount: int = 0
    step: int = 1
    good: str = "fish"


class Settle(NamedTuple):
    """Automatic: the end of an action ('Once' buildings, reserve refills)."""
    kind: Literal["settle"] = "settle"
    seat: int = CHANCE
    optional: int = 0


class Mix(NamedTuple):
    """Automatic, Mixing Decks setup: later buildings come from the first deck only."""
    kind: Literal["mix"] = "mix"
    seat: int = CHANCE
    optional: int = 0


Task: TypeAlias = (
    Turn | Ship | Build | Place | PlaceWithGuests | Serve | Serving | Take | UseNew | Forest
    | Reforest | Pick | PickEither | Immediate | FeedElder | FeedShare | Exchange | Sell | Demolish
    | Designer | Raft | First | Draw | DrawMixed | Reveal | Forgotten | StackPos | Final | Window
    | Order | Guests | Gain | Dist | Settle | Mix
)
ServeTask: TypeAlias = Serve | Serving
PlaceTask: TypeAlias = Place | PlaceWithGuests
PickTask: TypeAlias = Pick | PickEither
DrawTask: TypeAlias = Draw | DrawMixed

RECORDS: tuple[type[Task], ...] = (
    Turn, Ship, Build, Place, PlaceWithGuests, Serve, Serving, Take, UseNew, Forest, Reforest,
    Pick, PickEither, Immediate, FeedElder, FeedShare, Exchange, Sell, Demolish, Designer, Raft,
    First, Draw, DrawMixed, Reveal, Forgotten, StackPos, Final, Window, Order, Guests, Gain, Dist,
    Settle, Mix,
)
for _record in RECORDS:  # printed as the plain tuple: the digest of older saves is of repr(state)
    setattr(_record, "__repr__", tuple.__repr__)  # noqa: B010  (mypy refuses assigning a method)
