"""What the ``replay`` command tests of both games share: running ``replay`` on a record written to a folder,
checking a refusal, and rendering a replay summary as text."""

import io
import json
from pathlib import Path

from click.testing import CliRunner
from rich.console import Console


def run_replay(cli, folder, monkeypatch, data, *args, text=None):
    """``<game> replay game.json ARGS`` in ``folder``, game.json holding the record ``data`` as JSON (or the raw
    ``text``); the runner's result."""
    monkeypatch.chdir(folder)
    Path("game.json").write_text(text if text is not None else json.dumps(data), encoding="utf-8")
    return CliRunner().invoke(cli, ["replay", "game.json", *args])


def assert_fails(result, message):
    """``result`` is a refused record: exit status 1, nothing on stdout, ``Error: `` and ``message`` as the one
    line on stderr (as every command reports a bad file)."""
    assert (result.exit_code, result.stdout, result.stderr) == (1, "", "Error: " + message + "\n")


def rendered(renderable, width=100):
    """``renderable`` as Rich prints it on a plain console ``width`` columns wide."""
    console = Console(file=io.StringIO(), width=width)
    console.print(renderable)
    return console.file.getvalue()
