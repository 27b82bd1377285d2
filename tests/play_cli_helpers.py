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


def run_play(cli, args, input=""):
    """``<game> play ARGS`` through Click's runner with ``input`` typed; the runner's result."""
    return CliRunner().invoke(cli, ["play", *args], input=input)


def saved(path):
    """The saved record at ``path`` as JSON."""
    return json.loads(path.read_text(encoding="utf-8"))
