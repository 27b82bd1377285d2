"""Write the golden playthrough of every installed game to tests/golden/<game>.txt.

Run it after a deliberate change to what a game's engine does (its deal, legal moves, notation or scoring), then
read the diff: ``python scripts/golden.py``. ``tests/test_conformance.py`` fails while a file is out of date.
"""

from __future__ import annotations

from pathlib import Path

from cardtable.registry import games
from cardtable.testing import golden_path, golden_text

FOLDER = Path(__file__).resolve().parent.parent / "tests" / "golden"


def main() -> None:
    FOLDER.mkdir(exist_ok=True)
    for spec in games().values():
        path = golden_path(FOLDER, spec)
        text = golden_text(spec)
        changed = not path.exists() or path.read_text(encoding="utf-8") != text
        path.write_text(text, encoding="utf-8")
        print(f"{path}: {'written' if changed else 'unchanged'}")


if __name__ == "__main__":
    main()
