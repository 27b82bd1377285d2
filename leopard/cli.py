"""The ``leopard`` command: a Click group; ``leopard replay FILE [--json]`` replays a saved match, ``leopard
simulate`` plays computer players against each other."""

from __future__ import annotations

import click

from cardtable.i18n import _
from cardtable.replay_cli import replay_command
from cardtable.simulate_cli import make_simulate_command
from leopard import bots as _bots  # registers the greedy and strong levels
from leopard.play import play_command, rules_command
from leopard.replay_view import replay_json, replay_summary
from leopard.rules import GAME

__all__ = ["cli", "main"]


@click.group(name="leopard", help=_("Leopard: fill your 3×3 square with lines of one suit or one colour."))
def cli() -> None:
    """The ``leopard`` command group; subcommands are added below and by other modules."""


cli.add_command(play_command())
cli.add_command(replay_command(GAME, replay_summary, replay_json))
cli.add_command(rules_command)
cli.add_command(make_simulate_command(GAME))


def main() -> None:
    """Console-script entry point (``leopard``)."""
    cli()
