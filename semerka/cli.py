"""The ``semerka`` command: a Click group; ``semerka play`` plays a match at this terminal, ``semerka replay FILE
[--json]`` replays a saved match, ``semerka rules`` prints the rules, ``semerka simulate`` plays computer
players against each other."""

from __future__ import annotations

import click

from cardtable.i18n import _
from cardtable.replay_cli import replay_command
from cardtable.simulate_cli import make_simulate_command
from semerka import bots as _bots  # registers the greedy and strong levels
from semerka.play import play_command, rules_command
from semerka.replay_view import replay_json, replay_summary
from semerka.rules import GAME

__all__ = ["cli", "main"]


@click.group(name="semerka", help=_("Semerka (Seven): a trick-taking game where sevens are wild."))
def cli() -> None:
    """The ``semerka`` command group; subcommands are added below and by other modules."""


cli.add_command(play_command())
cli.add_command(replay_command(GAME, replay_summary, replay_json))
cli.add_command(rules_command)
cli.add_command(make_simulate_command(GAME))


def main() -> None:
    """Console-script entry point (``semerka``)."""
    cli()
