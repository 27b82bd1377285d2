"""The lazy command groups of both games: the help page loads no command, commands load on use, and the short
help the group lists is the command's own."""

import subprocess
import sys
from importlib import import_module

import click
import pytest
from click.testing import CliRunner

from cardtable.cli.group import build_group
from cardtable.cli.lazy import LazyCommand, LazyGroup

GAMES = ["leopard", "semerka"]
HEAVY = ["rich", "rich.markdown", "cardtable.records", "cardtable.cli.replay", "cardtable.simulate",
         "cardtable.cli.play", "cardtable.terminal"]  # fmt: skip


@pytest.mark.parametrize("game", GAMES)
def test_group_help_imports_no_engine_bots_replay_or_markdown(game):
    code = (
        "import sys; from click.testing import CliRunner; from cardtable.cli.group import build_group; "
        f"from {game}.spec import SPEC; "
        "result = CliRunner().invoke(build_group(SPEC), ['--help']); assert result.exit_code == 0, result.output; "
        f"print(sorted(m for m in sys.modules if m.startswith(('{game}.', 'cardtable.', 'rich'))))"
    )
    loaded = subprocess.run([sys.executable, "-c", code], capture_output=True, text=True, check=True).stdout
    for module in HEAVY + [f"{game}.rules", f"{game}.bots", f"{game}.play", f"{game}.replay_view"]:
        assert f"'{module}'" not in loaded


@pytest.mark.parametrize("game", GAMES)
def test_listed_help_is_each_commands_own(game):
    group = build_group(import_module(f"{game}.spec").SPEC)
    assert isinstance(group, LazyGroup)
    for name, lazy in group.lazy_commands.items():
        assert group.load(name).help == lazy.help


def test_a_command_is_made_once_and_prepared():
    made = []

    def prepare(command):
        made.append(command.name)

    group = LazyGroup("g", lazy_commands={"hello": LazyCommand(f"{__name__}:_hello", "Say hello.")})
    group.on_load(prepare)
    result = CliRunner().invoke(group, ["--help"])
    assert "hello  Say hello." in result.output and made == []
    assert CliRunner().invoke(group, ["hello"]).output == "hello\n"
    assert CliRunner().invoke(group, ["hello"]).output == "hello\n"
    assert made == ["hello"]
    assert group.list_commands(click.Context(group)) == ["hello"]


def _hello():
    @click.command("hello", help="Say hello.")
    def hello():
        click.echo("hello")

    return hello
