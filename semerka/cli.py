"""The ``semerka`` command: a Click group; ``semerka play`` plays a match at this terminal, ``semerka replay
FILE [--json]`` replays a saved match, ``semerka rules`` prints the rules, ``semerka simulate`` plays computer players
against each other. ``--lang ru|en`` (or ``SEMERKA_LANG``, or the locale) chooses the language."""

from __future__ import annotations

import click

from cardtable.i18n import _
from cardtable.langcli import add_language_option, run_in_language
from cardtable.replay_cli import replay_command
from cardtable.rules_cli import make_rules_command
from cardtable.simulate_cli import make_simulate_command
from semerka import bots as _bots  # registers the greedy and strong levels
from semerka.play import play_command, rules_text
from semerka.replay_view import replay_json, replay_summary
from semerka.rules import GAME

__all__ = ["build_cli", "cli", "main"]

LANGUAGE_VARIABLE = "SEMERKA_LANG"


def build_cli() -> click.Group:
    """The ``semerka`` group and its commands, their help in the current language."""

    @click.group(name="semerka", help=_("Semerka (Seven): a trick-taking game where sevens are wild."))
    def group() -> None:
        """The ``semerka`` command group."""

    group.add_command(play_command())
    group.add_command(replay_command(GAME, replay_summary, replay_json))
    group.add_command(make_rules_command(rules_text))
    group.add_command(make_simulate_command(GAME, default_players=4))
    return add_language_option(group, LANGUAGE_VARIABLE)


cli = build_cli()


def main() -> None:
    """Console-script entry point (``semerka``): choose the language, then build and run the commands."""
    run_in_language(build_cli, LANGUAGE_VARIABLE)
