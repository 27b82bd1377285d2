"""``hint`` then ``undo`` typed in a real terminal (a pseudo-terminal, 80×24) against a computer player, in both
games: the hint's move is played, then taken back, and the saved record follows. Every expect has a timeout."""

import json

import pytest
from terminal_helpers import finish, moves_in, spawn_play

pytestmark = pytest.mark.e2e

PROMPT = r"Anna(, [^>\r\n]*)?> "
"""Anna's prompt in either game: ``Anna> `` (Leopard), ``Anna, play a card> `` (Semerka)."""


@pytest.mark.parametrize("game", ["leopard", "semerka"])
def test_hint_then_undo_against_a_computer_player(game, tmp_path):
    path = tmp_path / "match.json"
    args = ["--players", "Anna,Boris", "--bot", "2=greedy", "--seed", "3", "--delay", "0", "--save", str(path)]
    child = spawn_play(game, args, tmp_path)
    child.expect(PROMPT)
    before = moves_in(path)
    child.sendline("hint")
    child.expect(r"Hint: (\S+?), (about|the only)")
    move = child.match.group(1)
    child.expect(PROMPT)
    child.sendline(move)
    child.expect(PROMPT)  # after Boris's reply
    record = json.loads(path.read_text(encoding="utf-8"))
    assert record["deals"][-1]["moves"][len(before)] == move
    assert record["deals"][-1]["hinted"] == [len(before) + 1]
    assert record["seats"][0]["hints"] == 1
    child.sendline("undo")
    child.expect("Your last move")
    child.expect(PROMPT)
    record = json.loads(path.read_text(encoding="utf-8"))
    assert record["deals"][-1]["moves"] == before
    assert "hinted" not in record["deals"][-1]
    assert (record["seats"][0]["hints"], record["seats"][0]["undos"]) == (1, 1)
    child.sendline("undo")
    child.expect_exact("You have made no move yet: there is nothing to take back.")
    child.expect(PROMPT)
    child.sendline("quit")
    finish(child, 0)
