"""The golden playthrough: one seeded two-player deal, move by move, must stay exactly as recorded."""

from __future__ import annotations

from pathlib import Path

from golden_helpers import load_script

GOLDEN = Path(__file__).with_name("golden")


def load_maker():
    return load_script(GOLDEN / "make.py", "leopard_golden_make")


def test_golden_playthrough_is_unchanged():
    expected = (GOLDEN / "playthrough.txt").read_text(encoding="utf-8")
    assert load_maker().playthrough() == expected, "regenerate with: python tests/leopard/golden/make.py"


def test_golden_playthrough_is_a_whole_deal():
    text = (GOLDEN / "playthrough.txt").read_text(encoding="utf-8")
    assert text.startswith("Leopard golden playthrough: 2 players, dealer 1, seed 2026")
    assert "\nOutcome: went out " in text
