"""The ``semerka`` command: a Click group; ``semerka replay FILE [--json]`` replays a saved match."""

from __future__ import annotations

import click

from cardtable.i18n import _
from cardtable.replay_cli import replay_command
from semerka.replay_view import replay_json, replay_summary
from semerka.rules import GAME

__all__ = ["cli", "main"]


@click.group(name="semerka", help=_("Semerka (Seven): a trick-taking game where sevens are wild."))
def cli() -> None:
    """The ``semerka`` command group; subcommands are added below and by other modules."""


cli.add_command(replay_command(GAME, replay_summary, replay_json))


def main() -> None:
    """Console-script entry point (``semerka``)."""
    cli()
