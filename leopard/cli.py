"""The ``leopard`` command: a Click group; ``leopard play`` plays a match at this terminal, ``leopard replay FILE
[--json]`` replays a saved match, ``leopard rules`` prints the rules, ``leopard simulate`` plays computer players
against each other. ``--lang ru|en`` (or ``LEOPARD_LANG``, or the locale) chooses the language."""

from __future__ import annotations

import click

from cardtable.i18n import _
from cardtable.langcli import add_language_option, run_in_language
from cardtable.replay_cli import replay_command
from cardtable.rules_cli import make_rules_command
from cardtable.simulate_cli import make_simulate_command
from leopard import bots as _bots  # registers the greedy and strong levels
from leopard.play import play_command, rules_text
from leopard.replay_view import replay_json, replay_summary
from leopard.rules import GAME

__all__ = ["build_cli", "cli", "main"]

LANGUAGE_VARIABLE = "LEOPARD_LANG"


def build_cli() -> click.Group:
    """The ``leopard`` group and its commands, their help in the current language."""

    @click.group(name="leopard", help=_("Leopard: fill your 3×3 square with lines of one suit or one colour."))
    def group() -> None:
        """The ``leopard`` command group."""

    group.add_command(play_command())
    group.add_command(replay_command(GAME, replay_summary, replay_json))
    group.add_command(make_rules_command(rules_text))
    group.add_command(make_simulate_command(GAME))
    return add_language_option(group, LANGUAGE_VARIABLE)


cli = build_cli()


def main() -> None:
    """Console-script entry point (``leopard``): choose the language, then build and run the commands."""
    run_in_language(build_cli, LANGUAGE_VARIABLE)
