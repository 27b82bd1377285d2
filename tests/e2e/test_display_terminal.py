"""``--ascii``, ``--four-colour``, their environment variables and ``NO_COLOR`` in a real terminal: Semerka's first hand as the player sees it."""

import re

from terminal_helpers import finish, spawn_play

ANSI = re.compile(r"\x1b\[[0-9;?]*[A-Za-z]")


def first_hand(tmp_path, args, env=None):
    """The raw text of Boris's first turn screen (seed 1, two players: he leads), then quit."""
    child = spawn_play("semerka", ["--players", "Anna,Boris", "--seed", "1", *args], tmp_path, env=env)
    child.expect("Pass the keyboard to")
    child.expect("Press Enter")
    child.sendline("")
    child.expect("Boris, lead a card> ")
    screen = child.before
    child.sendline("quit")
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
        "| [1] 9C  [2] 9D  [3] 10S  [4] AC                                              |",
        "+- your turn: lead any card ---------------------------------------------------+",
    ]


def raw_hand_line(screen):
    """The hand's line of cards as the terminal received it, colour codes and all."""
    lines = screen.replace("\r", "").splitlines()
    start = next(i for i, line in enumerate(lines) if "Your hand, Boris" in line)
    return lines[start + 1]


SPACES = " " * 46


def test_four_colour_draws_clubs_green_diamonds_blue_and_spades_plain(tmp_path):
    assert raw_hand_line(first_hand(tmp_path, ["--four-colour"])) == (
        "\x1b[35m│\x1b[0m \x1b[2m[1] \x1b[0m\x1b[1;32m9♣\x1b[0m  \x1b[2m[2] \x1b[0m\x1b[1;34m9♦\x1b[0m  \x1b[2m[3] \x1b[0m\x1b[1m10♠\x1b[0m  "
        f"\x1b[2m[4] \x1b[0m\x1b[1;32mA♣\x1b[0m{SPACES}\x1b[35m│\x1b[0m"
    )


def test_no_color_leaves_out_every_colour_and_keeps_bold_and_dim(tmp_path):
    assert raw_hand_line(first_hand(tmp_path, ["--four-colour"], env={"NO_COLOR": "1"})) == (
        "│ \x1b[2m[1] \x1b[0m\x1b[1m9♣\x1b[0m  \x1b[2m[2] \x1b[0m\x1b[1m9♦\x1b[0m  \x1b[2m[3] \x1b[0m\x1b[1m10♠\x1b[0m  "
        f"\x1b[2m[4] \x1b[0m\x1b[1mA♣\x1b[0m{SPACES}│"
    )


def test_the_environment_sets_ascii_and_four_colour_for_every_match(tmp_path):
    screen = first_hand(tmp_path, [], env={"CARDTABLE_FOUR_COLOUR": "1", "CARDTABLE_ASCII": "1"})
    assert raw_hand_line(screen) == (
        "\x1b[35m|\x1b[0m \x1b[2m[1] \x1b[0m\x1b[1;32m9C\x1b[0m  \x1b[2m[2] \x1b[0m\x1b[1;34m9D\x1b[0m  \x1b[2m[3] \x1b[0m\x1b[1m10S\x1b[0m  "
        f"\x1b[2m[4] \x1b[0m\x1b[1;32mAC\x1b[0m{SPACES}\x1b[35m|\x1b[0m"
    )
