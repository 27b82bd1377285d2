"""The end of a match in a real terminal: the next steps under the result, ``stats`` on its own page and back,
``rematch`` starting a new match saved to a new file, Enter leaving."""

import time

import pytest
from terminal_helpers import finish, spawn_play

pytestmark = pytest.mark.e2e

BOTS = ["--bot", "1=random", "--bot", "2=random", "--bot", "3=random", "--bot", "4=random", "--deals", "1",
        "--delay", "0", "--seed", "11"]  # fmt: skip


def send(child, line):
    time.sleep(0.3)  # the prompt shows a moment before line editing reads the terminal
    child.sendline(line)


def test_stats_then_rematch_then_enter_leaves(tmp_path):
    child = spawn_play("semerka", BOTS, tmp_path)
    child.expect("Press Enter to see the result of the match")
    send(child, "")
    child.expect("To analyze this match: ")
    child.expect("analyze, rematch, stats, or Enter to leave:")
    send(child, "stats")
    child.expect("Players over 1 saved match")
    child.expect("Press Enter to go back")
    send(child, "")
    child.expect("analyze, rematch, stats, or Enter to leave:")
    send(child, "rematch")
    child.expect("Press Enter to see the result of the match")
    send(child, "")
    child.expect("analyze, rematch, stats, or Enter to leave:")
    send(child, "")
    finish(child, 0)
    files = list((tmp_path / "data" / "semerka" / "matches").glob("*.json"))
    assert len(files) == 2
