"""Both games in real terminals of the common sizes: the hand, the table and the prompt show whole at 60×20 and
up, and a window too small for the table says how large it must be."""

import os
import sys

import pexpect
import pytest

pytestmark = pytest.mark.e2e

CLEAR = "\x1b[2J"

CASES = [
    ("leopard", ["--players", "Anna,Boris"], r"Anna(, \S*out\S* or \S*Enter\S* to draw)?> |Boris(, .*)?> "),
    ("semerka", ["--players", "Anna,Boris,Vera,Gleb"], r"(Anna|Boris|Vera|Gleb), \S*lead\S* a card> |(Anna|Boris|Vera|Gleb), lead a card> "),
]


def spawn(game, args, tmp_path, rows, columns):
    env = {**os.environ, "TERM": "xterm", "XDG_DATA_HOME": str(tmp_path / "data"), f"{game.upper()}_LANG": "en"}
    env.pop("COLUMNS", None)
    env.pop("LINES", None)
    return pexpect.spawn(sys.executable, ["-m", game, "play", *args], env=env, dimensions=(rows, columns),
                         encoding="utf-8", timeout=15)  # fmt: skip


@pytest.mark.parametrize(("rows", "columns"), [(20, 60), (24, 80), (30, 100), (50, 160)])
@pytest.mark.parametrize(("game", "args", "prompt"), CASES, ids=["leopard", "semerka"])
def test_the_turn_screen_shows_the_hand_and_the_prompt_at_common_sizes(tmp_path, game, args, prompt, rows, columns):
    child = spawn(game, args, tmp_path, rows, columns)
    child.expect("Pass the keyboard to")
    child.expect("Press Enter")
    child.sendline("")
    child.expect("Your hand")
    child.expect(prompt)
    assert "Make the window at least" not in child.before
    child.sendline("quit")
    child.expect(pexpect.EOF)


def test_a_window_too_small_asks_for_a_larger_one(tmp_path):
    child = spawn("semerka", CASES[1][1], tmp_path, 16, 50)
    child.expect(r"Make the window at least 60×20 \(it is now 50×16\)")
    child.expect("Press Enter")  # a hand-off drops what was typed before it asks
    child.sendline("quit")
    child.expect(pexpect.EOF)


def test_last_typed_in_a_window_too_small_from_the_start_asks_for_a_larger_one_and_the_match_goes_on(tmp_path):
    child = spawn("semerka", ["--players", "Anna", "--bot", "2=greedy", "--bot", "3=greedy", "--bot", "4=greedy",
                              "--delay", "0", "--seed", "3"], tmp_path, 18, 55)  # fmt: skip
    child.expect(r"Anna, (lead|play) a card> ")
    child.sendline("last")
    child.expect(r"Make the window at least 60×20 \(it is now 55×18\)")
    child.expect("Press Enter to go back")
    child.sendline("")
    child.expect(r"Anna, (lead|play) a card> ")  # before: "Something went wrong" and the match stopped
    child.sendline("quit")
    child.expect(pexpect.EOF)


@pytest.mark.parametrize(("game", "args", "prompt"), CASES, ids=["leopard", "semerka"])
def test_a_window_resized_at_a_prompt_gets_its_screen_drawn_again_at_once(tmp_path, game, args, prompt):
    child = spawn(game, args, tmp_path, 24, 80)
    child.expect("Press Enter")
    child.sendline("")
    child.expect(prompt)
    child.setwinsize(16, 50)  # the window-size signal: the screen is drawn again for it, and the prompt
    child.expect(r"Make the window at least 60×20 \(it is now 50×16\)")
    child.expect(prompt)
    child.setwinsize(30, 100)
    child.expect("Your hand")
    child.expect(prompt)
    child.sendline("quit")
    child.expect(pexpect.EOF)


def test_a_window_resized_at_a_hand_off_keeps_the_hand_hidden_and_the_prompt(tmp_path):
    child = spawn("leopard", CASES[0][1], tmp_path, 24, 80)
    child.expect("Press Enter")
    child.setwinsize(30, 100)
    child.expect("Pass the keyboard to")
    child.expect("Press Enter")
    assert "Your hand" not in child.before
    child.sendline("")
    child.expect("Your hand")
    child.sendline("quit")
    child.expect(pexpect.EOF)


def test_a_move_typed_as_the_window_is_resized_is_neither_lost_nor_retyped(tmp_path):
    # Half a move typed, the window resized, the rest typed: the move is played. Then a whole move entered at the
    # moment of a resize: played too (the hand-off to the next player follows).
    child = spawn("leopard", CASES[0][1], tmp_path, 24, 80)
    child.expect("Press Enter")
    child.sendline("")
    child.expect(CASES[0][2])
    child.send("-")
    child.expect("-")  # echoed: line editing holds it
    child.setwinsize(30, 100)
    child.expect(r"> -")  # the prompt again, with what was typed
    child.sendline("1")
    child.expect("Pass the keyboard to")
    child.expect("Press Enter")
    child.sendline("")
    child.expect(CASES[0][2])
    child.send("-1\r")
    child.setwinsize(24, 80)
    child.expect("Pass the keyboard to")
    child.expect("Press Enter")
    child.sendline("quit")
    child.expect(pexpect.EOF)


def test_a_window_resized_while_a_computer_player_thinks_is_drawn_again_at_once(tmp_path):
    """A resize during a bot's turn (here its five-second pace) draws the screen again for the new size then, not
    at the next prompt."""
    args = ["--bot", "2=greedy", "--bot", "3=greedy", "--bot", "4=greedy", "--seed", "5", "--delay", "5"]
    child = spawn("semerka", args, tmp_path, 24, 80)
    child.expect_exact("Name of player 1 [Player 1]: ")
    child.sendline("")
    child.expect("Player 1, play a card> ")
    child.sendline("1")
    child.expect("Player 2 is thinking")
    child.expect("[⠋⠙⠹⠸⠼⠴⠦⠧⠇⠏]")  # the spinner turns: the resize handler is in place
    child.setwinsize(16, 50)
    child.expect(r"Make the window at least 60×20 \(it is now 50×16\)", timeout=3)
    child.setwinsize(30, 100)
    child.expect("Player 2 is thinking", timeout=3)
    child.sendcontrol("c")
    child.expect(pexpect.EOF)


def test_a_deal_a_computer_player_opens_shows_the_persons_own_table_while_it_thinks(tmp_path):
    """Player 4 leads the first trick (seed 5): while it thinks, the one person at the table sees the table and
    their own hand (no hand-off to make), not a blank screen with one line."""
    args = ["--bot", "2=greedy", "--bot", "3=greedy", "--bot", "4=greedy", "--seed", "5", "--delay", "2"]
    child = spawn("semerka", args, tmp_path, 24, 80)
    child.expect_exact("Name of player 1 [Player 1]: ")
    child.sendline("")
    child.expect("Player 4 leads")
    child.expect(r"Your hand, Player 1.*7♦.*7♠.*J♦.*K♠")
    child.expect("Player 4 is thinking…")
    child.expect("Player 1, play a card> ")
    child.sendline("quit")
    child.expect(pexpect.EOF)


@pytest.mark.parametrize(
    ("game", "args", "prompt", "move"),
    [
        ("leopard", ["--players", "Anna"], r"Anna(, \S*out\S* or \S*Enter\S* to draw)?> ", "-1"),
        ("semerka", ["--players", "Anna"], r"Anna, play a card> ", "1"),
    ],
    ids=["leopard", "semerka"],
)
def test_after_a_persons_move_the_table_shows_it_with_one_line_for_the_computer_player_that_thinks(
    tmp_path, game, args, prompt, move
):
    """Seed 5: Player 4 opens the deal, then Anna moves and Players 2, 3 and 4 think in turn. Each of their
    turns draws Anna's own table again as it stands (her move on it, then each computer player's), under it one
    line for the one that thinks now: not her old turn screen with a line per computer player piling up."""
    bots = ["--bot", "2=greedy", "--bot", "3=greedy", "--bot", "4=greedy", "--seed", "5", "--delay", "0.5"]
    child = spawn(game, [*args, *bots], tmp_path, 24, 80)
    child.expect(prompt)
    child.sendline(move)
    child.expect("Player 2 is thinking…")
    assert CLEAR in child.before  # the turn screen is gone: the table is drawn again with Anna's move
    assert "Nothing has happened since your last move." in child.before
    assert "Your hand, Anna" in child.before
    child.expect("Player 3 is thinking…")
    assert CLEAR in child.before  # one thinking line at a time
    assert "Since your last turn" in child.before  # Player 2's move in the log
    child.expect("Player 4 is thinking…")
    assert CLEAR in child.before
    child.expect(prompt)
    child.sendline("quit")
    child.expect(pexpect.EOF)
