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
from cardtable.i18n import set_language

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
        assert group.load(name).short_help == lazy.short_help


COMMANDS = {
    "en": [
        "Commands:",
        "  analyze   Find the biggest mistakes in a saved match, seat by seat.",
        "  learn     A guided first deal against the computer, rule by rule.",
        "  play      Play a match at this terminal, taking turns at the keyboard.",
        "  replay    Replay a saved match: every deal and the result.",
        "  rules     Print the rules of the game.",
        "  serve     Serve a match over SSH, each player at their own terminal.",
        "  simulate  Play computer players against each other and measure them.",
        "  stats     Show each player's record over the saved matches.",
    ],
    "ru": [
        "Команды:",
        "  analyze   Найти самые крупные ошибки сохранённой партии, по местам.",
        "  learn     Первая сдача против компьютера, с объяснением каждого правила.",
        "  play      Сыграть партию за этим терминалом, по очереди за клавиатурой.",
        "  replay    Показать сохранённую партию: все сдачи и итог.",
        "  rules     Показать правила игры.",
        "  serve     Провести партию по SSH: каждый играет со своего терминала.",
        "  simulate  Устроить турнир компьютерных игроков и измерить их силу.",
        "  stats     Показать результаты каждого игрока по сохранённым партиям.",
    ],
}


@pytest.mark.parametrize("language", ["en", "ru"])
@pytest.mark.parametrize("game", GAMES)
def test_at_80_columns_every_command_s_short_help_shows_whole(game, language):
    set_language(language)
    try:
        result = CliRunner(env={"COLUMNS": "80"}).invoke(build_group(import_module(f"{game}.spec").SPEC), ["--help"])
    finally:
        set_language("en")
    assert result.exit_code == 0, result.output
    lines = result.output.splitlines()
    assert lines[lines.index(COMMANDS[language][0]) :] == COMMANDS[language]


def test_at_60_columns_a_short_help_wraps_rather_than_being_cut():
    # Click's runner lays help out at 80 columns whatever COLUMNS says: the program itself, then.
    env = {"COLUMNS": "60", "LEOPARD_LANG": "en", "PATH": ""}
    output = subprocess.run(
        [sys.executable, "-m", "leopard", "--help"], env=env, capture_output=True, text=True, check=True
    ).stdout
    lines = output.splitlines()
    assert lines[-4:] == [
        "  simulate  Play computer players against each other and",
        "            measure them.",
        "  stats     Show each player's record over the saved",
        "            matches.",
    ]
    assert "..." not in output[output.index("Commands:") :]


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
