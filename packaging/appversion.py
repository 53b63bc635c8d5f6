"""The version the installers are named and stamped with.

    python packaging/appversion.py            # prints e.g. 0.1.0
    python packaging/appversion.py --windows  # prints e.g. 0.1.0.0 (four numbers)
    python packaging/appversion.py --deb      # prints e.g. 0.1.0, and 1.0~rc1 for 1.0rc1

Shared by packaging/tabletop.spec (loaded with runpy) and packaging/build.sh, so the bundle's
Info.plist / Windows version resource and the tarball / .deb file names always agree.

Order: the installed package metadata (``importlib.metadata.version("tabletop")``, which
pyproject's dynamic version takes from ``tabletop.__version__``), falling back to reading
``tabletop/__init__.py`` when the package is not installed (PyInstaller then finds the source
through the spec's pathex). An editable install's metadata is written at install time, so after
a version bump without reinstalling it is stale: when both are present and differ, the source
file wins (it is what the bundle contains and what ``Tabletop --version`` prints) and a warning
says so.

No ``__init__.py`` here on purpose: the folder is called ``packaging`` like the PyPI library
PyInstaller uses, and only a namespace-less plain folder can never shadow it.
"""

from __future__ import annotations

import re
import sys
from pathlib import Path

REPO = Path(__file__).resolve().parent.parent
INIT = REPO / "tabletop" / "__init__.py"


def source_version() -> str | None:
    try:
        text = INIT.read_text(encoding="utf-8")
    except OSError:
        return None
    match = re.search(r"""^__version__\s*=\s*["']([^"']+)["']""", text, re.MULTILINE)
    return match.group(1) if match else None


def metadata_version() -> str | None:
    from importlib.metadata import PackageNotFoundError, version

    try:
        return version("tabletop")
    except PackageNotFoundError:
        return None


def app_version() -> str:
    meta, source = metadata_version(), source_version()
    if meta and source and meta != source:
        print(
            f"appversion: installed metadata says {meta} but {INIT} says {source}; using {source} "
            '(re-run pip install -e ".[build]" to refresh the metadata)',
            file=sys.stderr,
        )
        return source
    found = meta or source
    if not found:
        raise SystemExit(f"appversion: no tabletop metadata installed and no __version__ in {INIT}")
    return found


def windows_tuple(version: str) -> tuple[int, int, int, int]:
    """'1.2rc1' -> (1, 2, 0, 0): the leading numbers, padded to four."""
    match = re.match(r"\d+(?:\.\d+)*", version.strip())
    numbers = [min(int(n), 65535) for n in match.group(0).split(".")[:4]] if match else []
    return tuple((numbers + [0, 0, 0, 0])[:4])  # type: ignore[return-value]


def deb_version(version: str) -> str:
    """PEP 440 -> Debian: pre and dev releases get a tilde so they sort before the release
    ('1.0rc1' -> '1.0~rc1', '1.0.dev2' -> '1.0~dev2'); other odd characters become dots."""
    v = re.sub(
        r"^(\d+(?:\.\d+)*)[.-]?((?:a|b|rc|alpha|beta|c|pre|dev)\d*)", r"\1~\2", version.strip()
    )
    return re.sub(r"[^A-Za-z0-9.+~]", ".", v)


if __name__ == "__main__":
    v = app_version()
    if "--windows" in sys.argv[1:]:
        print(".".join(map(str, windows_tuple(v))))
    elif "--deb" in sys.argv[1:]:
        print(deb_version(v))
    else:
        print(v)
