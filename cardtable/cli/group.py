"""Every game's command group, built from its :class:`~cardtable.spec.GameSpec`: ``play``, ``replay``,
``analyze``, ``rules``, ``stats``, ``simulate``, ``serve`` and, for a game with a course, ``learn``, each imported
only when it is used (:mod:`cardtable.cli.lazy`), with ``--lang`` on the group and on every command
(:mod:`cardtable.cli.language`) and ``--version`` on the group."""

from __future__ import annotations

from collections.abc import Sequence
from typing import TYPE_CHECKING

import click

from cardtable.cli.language import add_language_option, run_in_language
from cardtable.cli.errors import GameGroup
from cardtable.cli.lazy import LazyCommand
from cardtable.i18n import N_, _, add_catalog, pgettext

STATS_HELP = N_(
    "Show each player's record over the saved matches: matches, wins, deals, points per deal, bots, hints and undos."
)


def serve_help() -> str:
    """The help of ``serve`` in the current language: what it does, then where its host key is."""
    key_place = _(
        "The host key is the same for every game: cardtable/ssh_host_ed25519_key in the user data folder "
        "(~/.local/share on Linux, or $XDG_DATA_HOME), so that players' ssh knows the host whichever game it serves."
    )
    return _("Serve a match over SSH: each player joins from their own terminal.") + "\n\n" + key_place


if TYPE_CHECKING:  # the spec is the layer above: it runs this group
    from cardtable.spec import GameSpec

__all__ = ["DISTRIBUTION", "build_group", "run"]

DISTRIBUTION = "cardtable-games"
"""The installed distribution whose version ``--version`` prints (the table and both games ship in it)."""


def build_group(spec: GameSpec) -> click.Group:
    """The command group of ``spec``'s game (named after it), its help in the current language. Each command's
    short help, the line the group's help page lists, fits beside its name on an 80-column terminal (64
    characters) in either language, and wraps rather than being cut on a narrower one."""
    lazy = {
        "play": LazyCommand(
            lambda: _play(spec), _("Play a match at this terminal, taking turns at the keyboard."),
            pgettext("short help", "Play a match at this terminal, taking turns at the keyboard."),
        ),
        "replay": LazyCommand(
            lambda: _replay(spec),
            _("Replay the match saved in FILE and show how it went: every deal and the result."),
            pgettext("short help", "Replay a saved match: every deal and the result."),
        ),
        "analyze": LazyCommand(
            lambda: _analyze(spec),
            _(
                "Judge every decision of a saved match with the strong computer player. Shows the biggest "
                "mistakes and a summary per seat."
            ),
            pgettext("short help", "Find the biggest mistakes in a saved match, seat by seat."),
        ),
        "rules": LazyCommand(
            lambda: _rules(spec), _("Print the rules of the game."),
            pgettext("short help", "Print the rules of the game."),
        ),
        "stats": LazyCommand(
            lambda: _stats(spec), _(STATS_HELP),
            pgettext("short help", "Show each player's record over the saved matches."),
        ),
        "simulate": LazyCommand(
            lambda: _simulate(spec), _("Play computer players against each other and measure them."),
            pgettext("short help", "Play computer players against each other and measure them."),
        ),
        "serve": LazyCommand(
            lambda: _serve(spec), serve_help(),
            pgettext("short help", "Serve a match over SSH, each player at their own terminal."),
        ),
    }  # fmt: skip
    if spec.lessons is not None:
        lazy["learn"] = LazyCommand(
            lambda: _learn(spec), _("A guided first deal against the computer: each rule explained when it matters."),
            pgettext("short help", "A guided first deal against the computer, rule by rule."),
        )  # fmt: skip

    @click.group(name=spec.name, cls=GameGroup, lazy_commands=lazy, help=_(spec.summary))
    @click.version_option(
        package_name=DISTRIBUTION, prog_name=spec.name, message=_("%(prog)s, version %(version)s"),
        help=_("Show the version and exit."),
    )  # fmt: skip
    def group() -> None:
        """A game's command group."""

    return add_language_option(group, spec.variable)


def run(spec: GameSpec, args: Sequence[str] | None = None) -> None:
    """Run ``spec``'s command group on ``args`` (default: the process's arguments) in the language they, the
    game's variable or the locale ask for."""
    if spec.translations is not None:
        add_catalog(spec.name, spec.translations)
    run_in_language(lambda: build_group(spec), spec.variable, args)


def _play(spec: GameSpec) -> click.Command:
    from cardtable.cli.play import make_play_command

    spec.load_bots()
    return make_play_command(
        spec.game(),
        spec.make_screens,
        program=spec.name,
        rule_options=spec.options,
        default_players=spec.default_players,
    )


def _learn(spec: GameSpec) -> click.Command:
    from cardtable.cli.learn import make_learn_command

    spec.load_bots()
    return make_learn_command(
        spec.game(), spec.make_screens, spec.course(), program=spec.name, title=spec.title,
        rule_options=spec.options,
    )


def _replay(spec: GameSpec) -> click.Command:
    from cardtable.cli.replay import replay_command

    view = spec.replay_module()
    return replay_command(spec.game(), view.replay_summary, view.replay_json)


def _analyze(spec: GameSpec) -> click.Command:
    from cardtable.cli.analyze import make_analyze_command

    spec.load_bots()
    return make_analyze_command(spec.game(), spec.make_screens)


def _rules(spec: GameSpec) -> click.Command:
    from cardtable.cli.rules import make_rules_command

    return make_rules_command(spec.rules_markdown)


def _stats(spec: GameSpec) -> click.Command:
    from cardtable.cli.stats import make_stats_command

    return make_stats_command(spec.game())


def _simulate(spec: GameSpec) -> click.Command:
    from cardtable.cli.simulate import make_simulate_command

    spec.load_bots()
    return make_simulate_command(spec.game(), rule_options=spec.options, default_players=spec.default_players)


def _serve(spec: GameSpec) -> click.Command:
    from cardtable.cli.serve import make_serve_command

    spec.load_bots()
    return make_serve_command(
        spec.game(), spec.make_screens, program=spec.name, rule_options=spec.options,
        default_players=spec.default_players,
    )  # fmt: skip
