"""Seeded mutations of JSON files for the fuzz suite (test_fuzz_files.py).

Byte-level: flips, truncations, inserted junk, a deleted span, a byte-order mark.
Structure-level (the file is parsed, one node changed, written back in the same layout):
key deletions and duplications, wrong types, huge and NaN numbers, deep nesting, list
elements dropped, duplicated or swapped, strings changed, numbers nudged, and
"foreign" values (a history or journal lines from another game).
"""

from __future__ import annotations

import json
import random
from collections.abc import Callable
from typing import Any


class Raw(str):
    """Text written into the JSON as it is (huge numbers, NaN, deep nesting)."""


class Pairs(list):
    """An object written as these (key, value) pairs: a key may appear twice."""


def dump(value: Any, indent: int = 1, level: int = 0) -> str:
    """JSON like ``json.dumps(indent=1)``, plus Raw and Pairs."""
    pad, inner = "\n" + " " * (indent * level), "\n" + " " * (indent * (level + 1))
    if isinstance(value, Raw):
        return str(value)
    if isinstance(value, Pairs) or isinstance(value, dict):
        items = list(value) if isinstance(value, Pairs) else list(value.items())
        if not items:
            return "{}"
        body = ("," + inner).join(f"{json.dumps(k)}: {dump(v, indent, level + 1)}" for k, v in items)
        return "{" + inner + body + pad + "}"
    if isinstance(value, list):
        if not value:
            return "[]"
        return "[" + inner + ("," + inner).join(dump(v, indent, level + 1) for v in value) + pad + "]"
    return json.dumps(value)


def _nodes(value: Any, path: tuple = ()) -> list[tuple]:
    """Every path into the tree (the root is ())."""
    out = [path]
    todo = [(value, path)]
    while todo:
        item, at = todo.pop()
        children = item.items() if isinstance(item, dict) else enumerate(item) if isinstance(item, list) else ()
        for key, child in children:
            out.append((*at, key))
            todo.append((child, (*at, key)))
    return out


def _get(value: Any, path: tuple) -> Any:
    for key in path:
        value = value[key]
    return value


def _set(value: Any, path: tuple, new: Any) -> Any:
    if not path:
        return new
    _get(value, path[:-1])[path[-1]] = new
    return value


WRONG_TYPES: tuple[Any, ...] = (None, True, False, 0, -1, 1.5, "", "x", "9" * 50, [], {}, [None], {"a": 1})


def _deep(rng: random.Random) -> Raw:
    depth = rng.choice((60, 1_000, 100_000))
    return Raw("[" * depth + "]" * depth)


def _huge(rng: random.Random) -> Raw:
    return Raw(rng.choice(("1" * rng.choice((41, 400, 5_000, 50_000)), "1e400", "-1e999", "1" + "0" * 300,
                           "NaN", "Infinity", "-Infinity")))


def structural(data: Any, rng: random.Random, foreign: list[Any]) -> tuple[str, Any]:
    """One structural change of a copy of ``data``; returns (what, new tree)."""
    data = json.loads(json.dumps(data))
    paths = _nodes(data)
    path = rng.choice(paths)
    node = _get(data, path)
    parent_dicts = [p for p in paths if isinstance(_get(data, p), dict) and _get(data, p)]
    lists = [p for p in paths if isinstance(_get(data, p), list) and _get(data, p)]
    kind = rng.choice(("delete-key", "duplicate-key", "wrong-type", "huge", "deep", "list", "string",
                       "number", "foreign", "wrong-type", "delete-key"))
    if kind in ("delete-key", "duplicate-key") and parent_dicts:
        at = rng.choice(parent_dicts)
        target = _get(data, at)
        key = rng.choice(list(target))
        if kind == "delete-key":
            del target[key]
        else:
            twice = rng.choice((target[key], rng.choice(WRONG_TYPES)))
            pairs = Pairs(list(target.items()))
            pairs.insert(rng.randrange(len(pairs) + 1), (key, twice))
            data = _set(data, at, pairs)
        return f"{kind} {'.'.join(map(str, (*at, key)))}", data
    if kind == "huge":
        return f"huge {path}", _set(data, path, _huge(rng))
    if kind == "deep":
        return f"deep {path}", _set(data, path, _deep(rng))
    if kind == "list" and lists:
        at = rng.choice(lists)
        items = _get(data, at)
        i, j = rng.randrange(len(items)), rng.randrange(len(items))
        op = rng.choice(("drop", "duplicate", "swap", "reverse"))
        if op == "drop":
            del items[i]
        elif op == "duplicate":
            items.insert(j, json.loads(json.dumps(items[i])))
        elif op == "swap":
            items[i], items[j] = items[j], items[i]
        else:
            items.reverse()
        return f"list-{op} {at}", data
    if kind == "string" and isinstance(node, str):
        op = rng.choice(("char", "append", "empty", "long", "unicode"))
        if op == "char" and node:
            k = rng.randrange(len(node))
            new = node[:k] + rng.choice("aZ0:;, _-\\\"\u00e9\u0000") + node[k + 1:]
        elif op == "append":
            new = node + rng.choice(("1", " ", "x", ":2"))
        elif op == "long":
            new = "x" * rng.choice((100, 100_000))
        elif op == "unicode":
            new = node + "\U0001F600\u202e"
        else:
            new = ""
        return f"string-{op} {path}", _set(data, path, new)
    if kind == "number" and isinstance(node, (int, float)) and not isinstance(node, bool):
        new = rng.choice((node + 1, node - 1, -node, 0, node * 1000, 10**9, -(10**9), float(node) + 0.5))
        return f"number {path} {node}->{new}", _set(data, path, new)
    if kind == "foreign" and foreign:
        return f"foreign {path}", _set(data, path, rng.choice(foreign))
    return f"wrong-type {path}", _set(data, path, rng.choice(WRONG_TYPES))


def byte_level(raw: bytes, rng: random.Random) -> tuple[str, bytes]:
    kind = rng.choice(("flip", "flip", "truncate", "insert", "delete-span", "bom", "nul"))
    data = bytearray(raw)
    if kind == "flip":
        for _ in range(rng.randint(1, 3)):
            k = rng.randrange(len(data))
            data[k] = rng.randrange(256)
    elif kind == "truncate":
        data = data[: rng.randrange(len(data))]
    elif kind == "insert":
        k = rng.randrange(len(data) + 1)
        data[k:k] = bytes(rng.randrange(256) for _ in range(rng.randint(1, 8)))
    elif kind == "delete-span":
        k = rng.randrange(len(data))
        del data[k: k + rng.randint(1, 40)]
    elif kind == "bom":
        data = bytearray(b"\xef\xbb\xbf") + data
    else:
        data = data[: len(data) // 2] + b"\x00" * 16 + data[len(data) // 2:]
    return kind, bytes(data)


def mutate_json(raw: bytes, rng: random.Random, foreign: list[Any]) -> tuple[str, bytes]:
    """Half byte-level, half structural mutations of one JSON file."""
    if rng.random() < 0.45:
        return byte_level(raw, rng)
    what, tree = structural(json.loads(raw), rng, foreign)
    return what, (dump(tree) + "\n").encode("utf-8")


def mutate_lines(raw: bytes, rng: random.Random, foreign_lines: list[str],
                 header: Callable[[dict], None] | None = None) -> tuple[str, bytes]:
    """Mutations of a JSON-lines journal: bytes, whole lines, or the header's structure."""
    lines = raw.decode("utf-8").splitlines()
    choice = rng.random()
    if choice < 0.3:
        return byte_level(raw, rng)
    if choice < 0.6:
        what, tree = structural(json.loads(lines[0]), rng, [])
        text = dump(tree, indent=0).replace("\n", "")
        return f"header {what}", ("\n".join([text, *lines[1:]]) + "\n").encode("utf-8")
    body = lines[1:]
    op = rng.choice(("drop", "duplicate", "swap", "foreign", "torn", "edit", "blank"))
    k = rng.randrange(len(body)) if body else 0
    if not body:
        op = "foreign"
    if op == "drop":
        del body[k]
    elif op == "duplicate":
        body.insert(rng.randrange(len(body) + 1), body[k])
    elif op == "swap":
        j = rng.randrange(len(body))
        body[k], body[j] = body[j], body[k]
    elif op == "foreign" and foreign_lines:
        body.insert(rng.randrange(len(body) + 1) if body else 0, rng.choice(foreign_lines))
    elif op == "torn":
        body[k] = body[k][: rng.randrange(max(1, len(body[k])))] + rng.choice(("", body[k]))
    elif op == "edit":
        value = json.loads(body[k])
        if isinstance(value, list) and value and isinstance(value[0], str):
            value[0] = value[0] + rng.choice((" ", "1", ":x")) if rng.random() < 0.5 else value[0][::-1]
        body[k] = json.dumps(value)
    else:
        body.insert(k, "")
    return f"line-{op} {k}", ("\n".join([lines[0], *body]) + "\n").encode("utf-8")
