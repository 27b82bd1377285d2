"""Keys typed while a computer player thinks, in a real terminal: they do not show beside its spinner, they answer
no prompt, and the terminal echoes again at the person's prompt and after Ctrl-C."""

import pexpect
import pytest
from terminal_helpers import spawn_play

pytestmark = pytest.mark.e2e

SPINNER = "[⠋⠙⠹⠸⠼⠴⠦⠧⠇⠏]"
# Seed 5: Player 4 opens the deal, so Anna's first screen comes with Player 4 thinking (two seconds, --delay 2).
ARGS = ["--players", "Anna", "--bot", "2=greedy", "--bot", "3=greedy", "--bot", "4=greedy", "--seed", "5", "--delay", "2"]


def test_keys_typed_while_a_computer_player_thinks_do_not_show_and_the_prompt_echoes_again(tmp_path):
    child = spawn_play("semerka", ARGS, tmp_path)
    child.expect_exact("Player 4 is thinking…")
    child.expect(SPINNER)  # the spinner turns: the terminal no longer echoes
    assert child.getecho() is False
    child.send("zzz")
    child.expect_exact("Anna, play a card> ")
    assert "zzz" not in child.before  # not echoed, and dropped: no "not a move" message for them
    assert "is not a move" not in child.before
    child.send("hello")
    child.expect_exact("hello")  # the prompt echoes what is typed at it
    child.send("\r")
    child.expect_exact('"hello" is not a move or a command; type help.\x1b[0m\r\n')
    child.expect_exact("Anna, play a card> ")
    child.sendline("1")
    child.expect_exact("Player 2 is thinking…")
    child.expect(SPINNER)
    child.sendcontrol("c")  # leaving while it thinks gives the terminal its echo back
    child.expect_exact("The match is saved in ")
    child.expect(pexpect.EOF)
    assert child.getecho() is True
    child.close()
