"""Errors every layer understands. Both are ValueErrors so callers can catch either."""


class TabletopError(Exception):
    """Base class for errors the app reports to the user as a message."""


class InvalidActionError(TabletopError, ValueError):
    """The action text cannot be parsed: it is not an action of this game."""


class IllegalActionError(TabletopError, ValueError):
    """The action is well formed but the rules forbid it in this state."""


class DataError(TabletopError, ValueError):
    """Component data (bundled or a data pack) does not validate."""


class SaveError(TabletopError, ValueError):
    """A save file cannot be used; the message says why in words for a player."""
