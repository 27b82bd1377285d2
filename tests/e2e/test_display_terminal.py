"""``--ascii``, ``--four-colour`` and ``NO_COLOR`` in a real terminal: Semerka's first hand as the player sees it."""

import re

from terminal_helpers import finish, spawn_play

ANSI = re.compile(r"\x1b\[[0-9;?]*[A-Za-z]")


def first_hand(tmp_path, args, env=None):
    """The raw text of Boris's first turn screen (he leads) (seed 1, two players), then Ctrl-D."""
    child = spawn_play("semerka", ["--players", "Anna,Boris", "--seed", "1", *args], tmp_path, env=env)
    child.expect("Pass the keyboard to")
    child.expect("Press Enter")
    child.sendline("")
    child.expect("Boris, lead a card> ")
    screen = child.before
    child.sendcontrol("d")
    finish(child, 0)
    return screen


def hand_lines(screen):
    plain = ANSI.sub("", screen).replace("\r", "")
    lines = plain.splitlines()
    start = next(i for i, line in enumerate(lines) if "Your hand, Boris" in line)
    return [line.rstrip() for line in lines[start : start + 3]]


def test_ascii_shows_suits_as_letters_and_plain_frames(tmp_path):
    lines = hand_lines(first_hand(tmp_path, ["--ascii"]))
    assert lines == [
        "+- Your hand, Boris -----------------------------------------------------------+",
        "| 1 9C   2 9D   3 10S   4 AC                                                   |",
        "+- your turn: lead any card ---------------------------------------------------+",
    ]
