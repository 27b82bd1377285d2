"""The ``leopard`` command: a Click group; ``leopard play`` plays a match at this terminal, ``leopard replay FILE
[--json]`` replays a saved match, ``leopard rules`` prints the rules, ``leopard simulate`` plays computer players
against each other. ``--lang ru|en`` (or ``LEOPARD_LANG``, or the locale) chooses the language."""

from __future__ import annotations

import click

from cardtable.i18n import _
from cardtable.langcli import add_language_option, run_in_language
from cardtable.lazy_group import LazyCommand, LazyGroup

__all__ = ["build_cli", "cli", "main", "play", "replay", "rules", "simulate"]

LANGUAGE_VARIABLE = "LEOPARD_LANG"


def build_cli() -> click.Group:
    """The ``leopard`` group and its commands, their help in the current language. Each command's module is
    imported only when the command runs or shows its own help (``cardtable.lazy_group``); the help texts here are
    the commands' own (a test checks that they agree)."""
    lazy = {
        "play": LazyCommand(f"{__name__}:play", _("Play a match at this terminal, taking turns at the keyboard.")),
        "replay": LazyCommand(
            f"{__name__}:replay", _("Replay the match saved in FILE and show how it went: every deal and the result.")
        ),
        "rules": LazyCommand(f"{__name__}:rules", _("Print the rules of the game.")),
        "simulate": LazyCommand(
            f"{__name__}:simulate", _("Play computer players against each other and measure them.")
        ),
    }

    @click.group(name="leopard", cls=LazyGroup, lazy_commands=lazy, help=_("Leopard: fill your 3×3 square with lines of one suit or one colour."))
    def group() -> None:
        """The ``leopard`` command group."""

    return add_language_option(group, LANGUAGE_VARIABLE)


def play() -> click.Command:
    """``leopard play`` (imports the table, the screens and the bots)."""
    from leopard import bots as _bots  # noqa: F401  (registers the greedy and strong levels)
    from leopard.play import play_command

    return play_command()


def replay() -> click.Command:
    """``leopard replay FILE [--json]``."""
    from cardtable.replay_cli import replay_command
    from leopard.replay_view import replay_json, replay_summary
    from leopard.rules import GAME

    return replay_command(GAME, replay_summary, replay_json)


def rules() -> click.Command:
    """``leopard rules`` (imports the Markdown renderer)."""
    from cardtable.rules_cli import make_rules_command
    from leopard.play import rules_text

    return make_rules_command(rules_text)


def simulate() -> click.Command:
    """``leopard simulate`` (imports the bots and the tournament runner)."""
    from cardtable.simulate_cli import make_simulate_command
    from leopard import bots as _bots  # noqa: F401  (registers the greedy and strong levels)
    from leopard.rules import GAME

    return make_simulate_command(GAME)


cli = build_cli()


def main() -> None:
    """Console-script entry point (``leopard``): choose the language, then build and run the commands."""
    run_in_language(build_cli, LANGUAGE_VARIABLE)
