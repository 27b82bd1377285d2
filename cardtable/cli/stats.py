"""The ``stats [--player NAME] [--from DIR] [--json]`` command both games share: each player's record over the
matches saved in the game's data folder (where ``play`` saves) and in any ``--from`` folder.

A file that does not read as a record is skipped with one line on stderr naming it; the command still succeeds.
"""

from __future__ import annotations

import json
from pathlib import Path

import click

from cardtable.cli.display_options import display_options
from cardtable.cli.group import STATS_HELP
from cardtable.game import AnyGame
from cardtable.i18n import _
from cardtable.records.folder import save_folder
from cardtable.stats import gather
from cardtable.stats.view import stats_json, stats_view
from cardtable.terminal.screens import TableConsole

__all__ = ["make_stats_command"]


def make_stats_command(game: AnyGame) -> click.Command:
    """The Click ``stats`` command for ``game``."""

    @click.command("stats", help=_(STATS_HELP))
    @click.option(
        "--player", "players", multiple=True, metavar="NAME",
        help=_("Only this player (any case; may be given more than once). Without it, every player, bots too."),
    )  # fmt: skip
    @click.option(
        "--from", "folders", multiple=True, metavar=_("DIR"),
        type=click.Path(path_type=Path, exists=True, file_okay=False),
        help=_("Also count the records in this folder (may be given more than once)."),
    )  # fmt: skip
    @click.option("--json", "json_output", is_flag=True, help=_("Print the result as one JSON object."))
    @display_options
    def command(players: tuple[str, ...], folders: tuple[Path, ...], json_output: bool) -> None:
        stats = gather(game, (save_folder(game.name), *folders), players=players)
        for line in stats.skipped:
            click.echo(line, err=True)
        if json_output:
            click.echo(json.dumps(stats_json(stats), ensure_ascii=False))
            return
        console = TableConsole(highlight=False)
        console.print(stats_view(stats, console.width), soft_wrap=not stats.players)  # a path stays whole

    return command
