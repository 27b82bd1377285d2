"""Bring the translation catalogs up to date with the source, with Babel.

    python scripts/update_catalog.py          # extract, merge into every .po, compile every .mo
    python scripts/update_catalog.py --check  # exit 1 when a file would change (for a quick look before a commit)

1. Extract every message id passed to ``_``, ``ngettext``, ``pgettext`` and ``npgettext`` in ``cardtable``, ``leopard`` and
   ``semerka`` into ``cardtable/locale/cardtable.pot``.
2. Merge the template into each ``cardtable/locale/<lang>/LC_MESSAGES/cardtable.po``: new ids arrive untranslated,
   ids gone from the source are dropped. Translate them by editing the ``.po`` file, then run this again.
3. Compile each ``.po`` into the ``.mo`` beside it, which the package loads at run time (fuzzy entries left out).

Files are rewritten only when their messages change, not for a new date in the header.
"""

from __future__ import annotations

import argparse
import io
import sys
from pathlib import Path

from babel.messages.catalog import Catalog
from babel.messages.extract import extract_from_dir
from babel.messages.mofile import write_mo
from babel.messages.pofile import read_po, write_po

ROOT = Path(__file__).resolve().parent.parent
LOCALE = ROOT / "cardtable" / "locale"
PACKAGES = ("cardtable", "leopard", "semerka")
DOMAIN = "cardtable"
KEYWORDS = {"_": None, "N_": None, "ngettext": (1, 2), "pgettext": ((1, "c"), 2), "npgettext": ((1, "c"), 2, 3)}


def extract(root: Path = ROOT) -> Catalog:
    """Every translatable message of the source under ``root``, with the files it appears in."""
    template = Catalog(project="cardtable-games", domain=DOMAIN, charset="utf-8")
    for package in PACKAGES:
        found = extract_from_dir(root / package, method_map=[("**.py", "python")], keywords=KEYWORDS)
        for filename, lineno, message, comments, context in found:
            path = f"{package}/{filename}"
            template.add(message, locations=[(path, lineno)], auto_comments=comments, context=context)
    return template


def po_text(catalog: Catalog) -> bytes:
    out = io.BytesIO()
    write_po(out, catalog, width=116, sort_output=True, include_lineno=False, ignore_obsolete=True)
    return out.getvalue()


def mo_bytes(catalog: Catalog) -> bytes:
    out = io.BytesIO()
    write_mo(out, catalog, use_fuzzy=False)
    return out.getvalue()


def _stable_text(catalog: Catalog, path: Path) -> bytes:
    """The catalog as ``path`` should hold it, keeping the file's creation date when nothing else changed."""
    now = catalog.creation_date
    if path.exists():
        with path.open("rb") as handle:
            catalog.creation_date = read_po(handle).creation_date
        if po_text(catalog) == path.read_bytes():
            return path.read_bytes()
    catalog.creation_date = now
    return po_text(catalog)


def _write(path: Path, content: bytes, check: bool) -> bool:
    """Write ``content`` to ``path`` when it differs; True when it differs."""
    if path.exists() and path.read_bytes() == content:
        return False
    if not check:
        path.write_bytes(content)
    print(("out of date: " if check else "wrote ") + str(path.relative_to(ROOT)))
    return True


def languages() -> list[str]:
    """The languages with a catalog, e.g. ``["ru"]``."""
    return sorted(p.parent.parent.name for p in LOCALE.glob(f"*/LC_MESSAGES/{DOMAIN}.po"))


def main(argv: list[str] | None = None) -> int:
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("--check", action="store_true", help="change nothing; exit 1 if a file is out of date")
    args = parser.parse_args(argv)
    template = extract()
    pot_path = LOCALE / f"{DOMAIN}.pot"
    changed = _write(pot_path, _stable_text(template, pot_path), args.check)
    for language in languages():
        po_path = LOCALE / language / "LC_MESSAGES" / f"{DOMAIN}.po"
        with po_path.open("rb") as handle:
            catalog = read_po(handle, locale=language, domain=DOMAIN)
        revision = catalog.revision_date
        catalog.update(template, no_fuzzy_matching=True, update_header_comment=False)
        catalog.revision_date = revision
        changed |= _write(po_path, _stable_text(catalog, po_path), args.check)
        changed |= _write(po_path.with_suffix(".mo"), mo_bytes(catalog), args.check)
    return 1 if changed and args.check else 0


if __name__ == "__main__":
    sys.exit(main())
