"""The canonical dump of a game state, and the digest a save keeps of it.

The digest used to be ``sha256(repr(state))``: renaming a state class, reordering its fields
or changing how a value prints broke every save of that game although no rule changed. The
dump is explicit instead, one JSON text:

- a dataclass is an object of its fields **by name, sorted** (so the order of the fields in
  the class does not matter, nor the class's name or module); fields with ``compare=False``
  are left out, as the dataclass's own equality leaves them out (caches, not position);
- a tuple (a named tuple too) or a list is an array (the two alike), a dict with str (or int) keys an object
  with sorted keys;
- str, int, bool and None are themselves; an enum member is its name;
- anything else (a float, a set, an object) is refused with ``StateDumpError`` naming where
  it is: a value whose text is not exact or whose order is not fixed has no place in a state.

Renaming a field does change the dump: that is a change of the state's shape, and a save
made before it no longer matches (``legacy_state_digest`` keeps reading the files written
before this dump existed, see ``migrations``).
"""

from __future__ import annotations

import dataclasses
import enum
import hashlib
from json.encoder import encode_basestring_ascii as _quote
from typing import Any


class StateDumpError(TypeError):
    """A state holds a value the canonical dump does not take (a bug in an engine)."""


_FIELDS: dict[type, tuple[tuple[str, str], ...]] = {}  # per class: (name, quoted name), sorted


def _fields_of(value: object) -> tuple[tuple[str, str], ...] | None:
    """The sorted fields of a dataclass instance (None for anything else), cached per class."""
    cls = type(value)
    names = _FIELDS.get(cls)
    if names is None:
        if not dataclasses.is_dataclass(value) or isinstance(value, type):
            return None
        kept = sorted(f.name for f in dataclasses.fields(value) if f.compare)
        names = _FIELDS[cls] = tuple((name, _quote(name)) for name in kept)
    return names


def _key(key: object, where: str) -> str:
    if type(key) is str or (isinstance(key, int) and not isinstance(key, bool)):
        return str(key)
    raise StateDumpError(f"the state holds a dict key of type {type(key).__name__} at {where}")


def _dump(value: Any, out: list[str], where: str) -> None:
    kind = type(value)
    if kind is int:
        out.append(str(value))
    elif kind is str:
        out.append(_quote(value))
    elif kind is tuple or kind is list:
        out.append("[")
        for index, item in enumerate(value):
            if index:
                out.append(",")
            item_kind = type(item)
            if item_kind is int:  # the common case, without a call
                out.append(str(item))
            elif item_kind is str:
                out.append(_quote(item))
            else:
                _dump(item, out, f"{where}[{index}]")
        out.append("]")
    elif kind is bool:
        out.append("true" if value else "false")
    elif value is None:
        out.append("null")
    elif (fields := _fields_of(value)) is not None:
        out.append("{")
        for index, (name, quoted) in enumerate(fields):
            if index:
                out.append(",")
            out.append(quoted)
            out.append(":")
            _dump(getattr(value, name), out, f"{where}.{name}")
        out.append("}")
    elif isinstance(value, tuple):  # a named tuple (a game's record) is the tuple it is
        _dump(tuple(value), out, where)
    elif isinstance(value, enum.Enum):
        out.append(_quote(value.name))
    elif isinstance(value, dict):
        keys = sorted((_key(k, where), k) for k in value)
        out.append("{")
        for index, (text, key) in enumerate(keys):
            if index:
                out.append(",")
            out.append(_quote(text))
            out.append(":")
            _dump(value[key], out, f"{where}[{text!r}]")
        out.append("}")
    elif isinstance(value, str):
        out.append(_quote(str(value)))
    elif isinstance(value, int) and not isinstance(value, bool):
        out.append(str(int(value)))
    else:
        raise StateDumpError(
            f"the state holds a {kind.__name__} at {where}, which the canonical dump does not take"
        )


def canonical_dump(state: Any) -> str:
    """The state as one canonical JSON text (ASCII); StateDumpError for a value it refuses."""
    out: list[str] = []
    _dump(state, out, "state")
    return "".join(out)


def state_digest(state: Any) -> str:
    """The sha256 of the canonical dump: what a save (schema 4 on) and the campaign keep."""
    return hashlib.sha256(canonical_dump(state).encode("ascii")).hexdigest()


def legacy_state_digest(state: Any) -> str:
    """The digest of saves before schema 4 and of campaign games recorded before it."""
    return hashlib.sha256(repr(state).encode("utf-8")).hexdigest()
