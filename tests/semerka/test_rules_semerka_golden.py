"""The golden playthrough of one seeded four-player deal: regenerated in memory and compared with the file.

After an intended change of behaviour, run ``python tests/semerka/golden/make.py`` and review the diff.
"""

import difflib
from pathlib import Path

from golden_helpers import load_script

GOLDEN = Path(__file__).with_name("golden")


def _make():
    return load_script(GOLDEN / "make.py", "semerka_golden_make")


def test_golden_playthrough_of_a_seeded_four_player_deal():
    expected = (GOLDEN / "playthrough.txt").read_text(encoding="utf-8")
    actual = _make().render()
    diff = "".join(difflib.unified_diff(expected.splitlines(True), actual.splitlines(True), "file", "now"))
    assert actual == expected, diff


def test_golden_playthrough_covers_a_continue_a_stop_and_a_forced_end():
    text = (GOLDEN / "playthrough.txt").read_text(encoding="utf-8")
    assert "chooses 7D" in text and "chooses stop" in text and "leader could not continue" in text
    assert text.rstrip().endswith("AD KH QH 9D stop AC 10H 9H 9C")
