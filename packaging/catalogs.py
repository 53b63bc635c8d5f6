"""Keep the translation catalogs in step with the code (a maintainer's tool; needs Babel,
which the ``test`` extra installs; the app itself only reads the compiled ``.mo`` files).

    python packaging/catalogs.py extract [DOMAIN]  # code and data -> resources/locale/<domain>.pot
    python packaging/catalogs.py update [DOMAIN]   # merge each .pot into de and ja .po (new: empty)
    python packaging/catalogs.py compile [DOMAIN]  # .po -> .mo (what the app loads)
    python packaging/catalogs.py all [DOMAIN]      # the three above
    python packaging/catalogs.py check [DOMAIN]    # untranslated, fuzzy, stale .mo: exit 1 if any

Without DOMAIN every domain; the files carry a fixed date so that only real changes show in
a diff (and two people updating two domains never touch the same file).

Domains: each game's package (``tabletop/games/<id>/``) is the domain ``<id>``; everything
else is ``tabletop``. A game's data words (component names, card texts) are the string
values of ``components.json`` and ``layout.json`` under the keys its ``i18n.DATA_KEYS`` names.
"""

from __future__ import annotations

import importlib
import io
import json
import sys
from collections.abc import Iterator
from datetime import UTC, datetime
from pathlib import Path

from babel.messages.catalog import Catalog
from babel.messages.extract import extract_from_file
from babel.messages.mofile import write_mo
from babel.messages.pofile import read_po, write_po

ROOT = Path(__file__).resolve().parents[1]
SOURCE = ROOT / "tabletop"
LOCALE = ROOT / "resources" / "locale"
LANGUAGES = ("de", "ja")
APP_DOMAIN = "tabletop"
KEYWORDS = {"_": None, "n_": (1, 2), "p_": ((1, "c"), 2), "N_": None, "counted": (1, 2)}
COMMENT_TAGS = ("Translators:",)
FIXED_DATE = datetime(2026, 12, 1, tzinfo=UTC)


def game_ids() -> list[str]:
    return sorted(p.name for p in (SOURCE / "games").iterdir()
                  if p.is_dir() and (p / "__init__.py").exists())


def domain_of(path: Path) -> str:
    rel = path.relative_to(SOURCE).parts
    if len(rel) > 2 and rel[0] == "games":
        return rel[1]
    return APP_DOMAIN


def _code_messages(domain: str) -> Iterator[tuple[str, int, str | tuple[str, ...], list[str], str | None]]:
    for path in sorted(SOURCE.rglob("*.py")):
        if domain_of(path) != domain:
            continue
        for lineno, message, comments, context in extract_from_file(
                "python", str(path), keywords=KEYWORDS, comment_tags=COMMENT_TAGS,
                strip_comment_tags=True):
            yield str(path.relative_to(ROOT)), lineno, message, comments, context


def _strings_under(node: object, keys: frozenset[str], inside: bool = False) -> Iterator[str]:
    if isinstance(node, dict):
        for key, value in node.items():
            yield from _strings_under(value, keys, inside or key in keys)
    elif isinstance(node, list):
        for value in node:
            yield from _strings_under(value, keys, inside)
    elif isinstance(node, str) and inside and node.strip():
        yield node


def _data_messages(domain: str) -> Iterator[tuple[str, str]]:
    if domain == APP_DOMAIN:
        return
    try:
        module = importlib.import_module(f"tabletop.games.{domain}.i18n")
    except ModuleNotFoundError:
        return
    keys = frozenset(getattr(module, "DATA_KEYS", ()))
    folder = ROOT / "resources" / "games" / domain
    for name in ("components.json", "layout.json"):
        path = folder / name
        if keys and path.exists():
            for text in _strings_under(json.loads(path.read_text(encoding="utf-8")), keys):
                yield str(path.relative_to(ROOT)), text


def template(domain: str) -> Catalog:
    catalog = Catalog(project="Tabletop", domain=domain, charset="utf-8",
                      creation_date=FIXED_DATE, revision_date=FIXED_DATE)
    for where, lineno, message, comments, context in _code_messages(domain):
        catalog.add(message, locations=[(where, lineno)], auto_comments=comments, context=context)
    for where, text in _data_messages(domain):
        if text not in catalog:
            catalog.add(text, locations=[(where, 0)])
    return catalog


_ONLY: list[str] = []


def domains() -> list[str]:
    return list(_ONLY) or [APP_DOMAIN, *game_ids()]


def _po_path(language: str, domain: str) -> Path:
    return LOCALE / language / "LC_MESSAGES" / f"{domain}.po"


def extract() -> None:
    sys.path.insert(0, str(ROOT))
    LOCALE.mkdir(parents=True, exist_ok=True)
    for domain in domains():
        with open(LOCALE / f"{domain}.pot", "wb") as out:
            write_po(out, template(domain), width=100, sort_output=False, omit_header=False)


def update() -> None:
    for domain in domains():
        with open(LOCALE / f"{domain}.pot", "rb") as handle:
            pot = read_po(handle)
        for language in LANGUAGES:
            path = _po_path(language, domain)
            if path.exists():
                with open(path, "rb") as handle:
                    po = read_po(handle, locale=language)
            else:
                path.parent.mkdir(parents=True, exist_ok=True)
                po = Catalog(locale=language, domain=domain, project="Tabletop", charset="utf-8",
                             creation_date=FIXED_DATE, revision_date=FIXED_DATE)
            po.update(pot, no_fuzzy_matching=True)
            po.obsolete.clear()
            po.revision_date = FIXED_DATE
            with open(path, "wb") as out:
                write_po(out, po, width=100, omit_header=False)


def compiled(po_path: Path) -> bytes:
    with open(po_path, "rb") as handle:
        catalog = read_po(handle, locale=po_path.parents[1].name)
    buffer = io.BytesIO()
    write_mo(buffer, catalog, use_fuzzy=False)
    return buffer.getvalue()


def compile_all() -> None:
    for po_path in sorted(LOCALE.glob("*/LC_MESSAGES/*.po")):
        if po_path.stem not in domains():
            continue
        po_path.with_suffix(".mo").write_bytes(compiled(po_path))


def problems() -> list[str]:
    """Every untranslated or fuzzy message and every stale or missing .mo, in words."""
    found: list[str] = []
    for language in LANGUAGES:
        for domain in domains():
            path = _po_path(language, domain)
            if not path.exists():
                found.append(f"{language}/{domain}: no catalog")
                continue
            with open(path, "rb") as handle:
                catalog = read_po(handle, locale=language)
            for message in catalog:
                if not message.id:
                    continue
                strings = message.string if isinstance(message.string, tuple) else (message.string,)
                if message.fuzzy:
                    found.append(f"{language}/{domain}: fuzzy: {message.id!r}")
                elif not all(strings):
                    found.append(f"{language}/{domain}: untranslated: {message.id!r}")
            mo_path = path.with_suffix(".mo")
            if not mo_path.exists() or mo_path.read_bytes() != compiled(path):
                found.append(f"{language}/{domain}: the compiled catalog does not match its source")
    return found


def main(argv: list[str]) -> int:
    command = argv[1] if len(argv) > 1 else "check"
    _ONLY[:] = argv[2:]
    unknown = set(_ONLY) - {APP_DOMAIN, *game_ids()}
    if unknown:
        print(f"no such domain: {', '.join(sorted(unknown))}")
        return 2
    if command == "extract":
        extract()
    elif command == "update":
        update()
    elif command == "compile":
        compile_all()
    elif command == "all":
        extract()
        update()
        compile_all()
    elif command == "check":
        found = problems()
        print("\n".join(found[:200]) or "catalogs complete")
        print(f"{len(found)} problems")
        return 1 if found else 0
    else:
        print(__doc__)
        return 2
    return 0


if __name__ == "__main__":
    sys.exit(main(sys.argv))
