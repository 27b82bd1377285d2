"""The name prompt in a real terminal, before any match has started: leaving there, and a window resized there."""

import pytest
from terminal_helpers import finish, spawn_play


@pytest.mark.parametrize("game", ["leopard", "semerka"])
def test_ctrl_c_at_the_name_prompt_says_nothing_was_started_and_exits_1(game, tmp_path):
    path = tmp_path / "new.json"
    child = spawn_play(game, ["--save", str(path)], tmp_path)
    child.expect_exact("Name of player 1 [Player 1]: ")
    child.sendline("Anna")
    child.expect_exact("Name of player 2 [Player 2]: ")
    child.sendcontrol("c")
    child.expect_exact("No match was started; nothing was saved.")
    finish(child, 1)
    assert "Traceback" not in child.before
    assert not path.exists()


def test_a_window_resized_at_the_name_prompt_keeps_the_question_and_what_was_typed(tmp_path):
    child = spawn_play("leopard", [], tmp_path)
    child.expect_exact("Name of player 1 [Player 1]: ")
    child.send("An")
    child.expect_exact("An")
    child.setwinsize(20, 70)
    child.expect_exact("\r\x1b[2KName of player 1 [Player 1]: An")  # drawn again on its line, not wiped
    child.sendline("na")
    child.expect_exact("Name of player 2 [Player 2]: ")
    child.sendline("quit")
    finish(child, 0)  # quit at a name prompt: nothing started, nothing to fail


def test_enter_at_the_name_prompt_ends_its_line(tmp_path):
    """Line editing echoes no line end for an empty line: the next question starts a line of its own, not after
    the first one's default."""
    child = spawn_play("leopard", [], tmp_path)
    child.expect_exact("Name of player 1 [Player 1]: ")
    child.sendline("")
    child.expect_exact("Name of player 2 [Player 2]: ")
    assert child.before.endswith("\n")
    child.sendline("quit")
    finish(child, 0)
