"""The golden playthrough: one seeded two-player deal, move by move, must stay exactly as recorded."""

from __future__ import annotations

import importlib.util
from pathlib import Path

GOLDEN = Path(__file__).with_name("golden")


def load_maker():
    spec = importlib.util.spec_from_file_location("leopard_golden_make", GOLDEN / "make.py")
    module = importlib.util.module_from_spec(spec)
    spec.loader.exec_module(module)
    return module


def test_golden_playthrough_is_unchanged():
    expected = (GOLDEN / "playthrough.txt").read_text(encoding="utf-8")
    assert load_maker().playthrough() == expected, "regenerate with: python tests/leopard/golden/make.py"


def test_golden_playthrough_is_a_whole_deal():
    text = (GOLDEN / "playthrough.txt").read_text(encoding="utf-8")
    assert text.startswith("Leopard golden playthrough: 2 players, dealer 1, seed 2026")
    assert "\nOutcome: went out " in text
