"""Leaving at the name prompt in a real terminal, before any match has started."""

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
