"""What the ``play`` command tests of both games share: a private user data folder, running ``play`` through
Click's runner, and reading a saved record."""

import json

import pytest
from click.testing import CliRunner


@pytest.fixture(autouse=True)
def data_home(tmp_path, monkeypatch):
    """Keep saved matches in a temporary user data folder (platformdirs reads XDG_DATA_HOME)."""
    monkeypatch.setenv("XDG_DATA_HOME", str(tmp_path / "data"))
    return tmp_path / "data"


LEOPARD_MOVE = "\n-1\n"
"""Enter at the first hand-off, then a move every first turn of Leopard allows (discard card 1): a match is kept
only once a move was made in it."""

SEMERKA_MOVE = "\n1\n"
"""Enter at the first hand-off, then a move every first turn of Semerka allows (lead card 1)."""


def run_play(cli, args, input=""):
    """``<game> play ARGS`` through Click's runner with ``input`` typed; the runner's result."""
    return CliRunner().invoke(cli, ["play", *args], input=input)


def saved(path):
    """The saved record at ``path`` as JSON."""
    return json.loads(path.read_text(encoding="utf-8"))


def assert_refused(result, message, exit_code=2):
    """``result`` is a clean refusal: ``exit_code`` (2: a usage error), ``message`` in the output, no traceback."""
    assert result.exit_code == exit_code, result.output
    assert message in result.output
    assert "Traceback" not in result.output


def play_with_config(play, folder, monkeypatch, text, args):
    """``play --config match.toml ARGS`` run in ``folder``, where match.toml holds ``text``; the runner's
    result."""
    monkeypatch.chdir(folder)
    (folder / "match.toml").write_text(text, encoding="utf-8")
    return play(["--config", "match.toml", *args])


def save_one_move_then_resume(play, data_home, game, args, second):
    """Play one move of a new match (``play ARGS``, then the end of input), then ``play --resume`` with
    ``second`` typed: checks the hint to resume and that the first move stays; returns the moves saved (the
    first deal's) after each run."""
    result = play(args, input="\n1\n")  # EOF after one move
    assert result.exit_code == 0, result.output
    files = list((data_home / game / "matches").glob("*.json"))
    assert len(files) == 1
    first = saved(files[0])["deals"][0]["moves"]
    assert len(first) == 1
    assert f"{game} play --resume {files[0]}" in result.output.replace("\n", "")
    result = play(["--resume"], input=second)  # --resume alone finds it
    assert result.exit_code == 0, result.output
    moves = saved(files[0])["deals"][0]["moves"]
    assert moves[0] == first[0]
    return first, moves


def assert_rules_command(cli, rules_text, heading):
    """``rules --plain`` prints exactly ``rules_text()``; ``rules`` renders it with ``heading`` in it."""
    result = CliRunner().invoke(cli, ["rules", "--plain"])
    assert result.exit_code == 0
    assert result.output == rules_text()
    result = CliRunner().invoke(cli, ["rules"])
    assert result.exit_code == 0
    assert heading in result.output
