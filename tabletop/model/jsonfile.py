"""Reading a JSON file a player may have damaged, without ever crashing or hanging.

Every loader (saves, journals, data packs, the campaign record, settings) reads through
``read_json``: only a regular file is opened (a FIFO or a device named ``*.json`` would
block the read forever), its size is capped, a UTF-8 byte-order mark is accepted, and
every way the decoder can fail is one ``JSONFileError`` whose message names the file and
says what is wrong in plain words: not UTF-8, not JSON, nested too deeply, a number with
thousands of digits, NaN or infinity, a key written twice.
"""

from __future__ import annotations

import json
import math
import os
import stat
from pathlib import Path
from typing import Any

from tabletop.core.i18n import _

MAX_BYTES = 32 * 1024 * 1024  # a finished game's save is well under 1 MB
MAX_DEPTH = 48  # our files nest 6 levels at most; a deeper one is not ours
MAX_NUMBER_CHARS = 40  # a number longer than this is damage, not data


class JSONFileError(ValueError):
    """The file cannot be read as JSON; ``reason`` says why (the message names the file)."""

    def __init__(self, path: Path, reason: str) -> None:
        super().__init__(f"{path.name}: {reason}")
        self.path = path
        self.reason = reason


def _pairs(pairs: list[tuple[str, Any]]) -> dict[str, Any]:
    out: dict[str, Any] = {}
    for key, value in pairs:
        if key in out:
            raise ValueError(_("the key '{key}' is written twice").format(key=key))
        out[key] = value
    return out


def _number(text: str) -> float:
    if len(text) > MAX_NUMBER_CHARS:
        raise ValueError(_("a number with {n} digits").format(n=len(text)))
    value = float(text)
    if not math.isfinite(value):
        raise ValueError(_("the number {number} is too large").format(number=text[:12]))
    return value


def _integer(text: str) -> int:
    if len(text) > MAX_NUMBER_CHARS:
        raise ValueError(_("a number with {n} digits").format(n=len(text)))
    return int(text)


def _constant(name: str) -> Any:
    raise ValueError(_("'{name}' is not a number a file may hold").format(name=name))


def _too_deep(value: Any) -> bool:
    """Iterative depth check: deep data must never reach a recursive validator."""
    todo = [(value, 1)]
    while todo:
        item, depth = todo.pop()
        if depth > MAX_DEPTH:
            return True
        if isinstance(item, dict):
            todo.extend((child, depth + 1) for child in item.values())
        elif isinstance(item, list):
            todo.extend((child, depth + 1) for child in item)
    return False


def read_bytes(path: Path, max_bytes: int = MAX_BYTES) -> bytes:
    """The bytes of a regular file; OSError for anything else (a folder, a FIFO, a device)."""
    flags = os.O_RDONLY | getattr(os, "O_NONBLOCK", 0) | getattr(os, "O_BINARY", 0)
    fd = os.open(path, flags)  # non-blocking: opening a FIFO must not wait for a writer
    try:
        info = os.fstat(fd)
        if stat.S_ISDIR(info.st_mode):
            raise IsADirectoryError(21, _("it is a folder, not a file"), str(path))
        if not stat.S_ISREG(info.st_mode):
            raise OSError(22, _("it is not an ordinary file (a pipe or a device)"), str(path))
        if info.st_size > max_bytes:
            raise OSError(27, _("it is too large ({size} MB)").format(
                size=info.st_size // (1024 * 1024)), str(path))
        chunks: list[bytes] = []
        total = 0
        while True:
            chunk = os.read(fd, 1 << 20)
            if not chunk:
                break
            total += len(chunk)
            if total > max_bytes:  # the file grew while we read it
                raise OSError(27, _("it is too large"), str(path))
            chunks.append(chunk)
        return b"".join(chunks)
    finally:
        os.close(fd)


def decode_text(data: bytes, path: Path) -> str:
    try:
        return data.decode("utf-8-sig")  # a byte-order mark (some editors add one) is fine
    except UnicodeDecodeError as exc:
        raise JSONFileError(
            path, _("not a text file (byte {byte} is not UTF-8)").format(byte=exc.start)
        ) from exc


def parse_json(text: str, path: Path) -> Any:
    """Parse JSON text; every failure is a JSONFileError naming the file."""
    try:
        value = json.loads(
            text,
            object_pairs_hook=_pairs,
            parse_float=_number,
            parse_int=_integer,
            parse_constant=_constant,
        )
    except json.JSONDecodeError as exc:
        what = exc.msg.removesuffix(" at")
        raise JSONFileError(path, _("not valid JSON ({problem}, line {line}, column {column})").format(
            problem=what, line=exc.lineno, column=exc.colno)) from exc
    except RecursionError as exc:
        raise JSONFileError(path, _("not valid JSON (nested too deeply)")) from exc
    except ValueError as exc:
        raise JSONFileError(path, _("not valid JSON ({problem})").format(problem=exc)) from exc
    if _too_deep(value):
        raise JSONFileError(path, _("not valid JSON (nested too deeply)"))
    return value


def read_json(path: Path, max_bytes: int = MAX_BYTES) -> Any:
    """Read and parse ``path``; OSError when it cannot be read, JSONFileError when not JSON."""
    return parse_json(decode_text(read_bytes(path, max_bytes), path), path)


def shorten(text: str, limit: int = 160) -> str:
    """A message part cut to ``limit`` characters (a damaged file may hold 100,000 x's)."""
    return text if len(text) <= limit else text[: limit - 1] + "…"


def plural(count: int, noun: str) -> str:
    """Players' grammar: "1 seat", "2 seats"."""
    return f"{count} {noun}" if count == 1 else f"{count} {noun}s"


def os_reason(exc: OSError) -> str:
    """An OSError in words, without the errno and path noise."""
    return str(exc.strerror or exc).rstrip(".")
