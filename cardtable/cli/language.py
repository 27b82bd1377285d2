"""The interface language on the command line: ``--lang ru|en`` on a game's group and on each of its commands,
else the game's environment variable (``LEOPARD_LANG``, ``SEMERKA_LANG``), else the locale; English otherwise.

Click builds the help texts when the commands are made, before any option is read, so a game's ``main`` calls
:func:`run_in_language`: it chooses the language from the arguments and the environment first, then builds the
commands and runs them.
"""

from __future__ import annotations

import os
import sys
from collections.abc import Callable, Iterable, Sequence

import click

from cardtable.i18n import (
    LANGUAGES,
    _,
    language_from_arguments,
    language_from_environment,
    set_language,
    unknown_language,
)
from cardtable.safetext import clean_typed, shorten
from cardtable.cli.lazy import LazyGroup
from cardtable.cli.paging import show_help

__all__ = ["LocalizedContext", "add_language_option", "help_option", "language_option", "run_in_language"]


def _columns() -> int:
    """The terminal's width as ``shutil.get_terminal_size`` finds it (``$COLUMNS``, then stdout's terminal, else
    80), without importing ``shutil``, which brings the archive modules to every ``--help``."""
    try:
        columns = int(os.environ.get("COLUMNS", "0"))
    except ValueError:
        columns = 0
    if columns <= 0:
        try:
            columns = os.get_terminal_size(sys.__stdout__.fileno()).columns  # type: ignore[union-attr]
        except (AttributeError, ValueError, OSError):
            columns = 0
    return columns or 80


class _Formatter(click.HelpFormatter):
    """Click's help layout, with its own words (usage, headings) in the current language."""

    def __init__(self, indent_increment: int = 2, width: int | None = None, max_width: int | None = None) -> None:
        if width is None and click.formatting.FORCED_WIDTH is None:
            width = max(min(_columns(), max_width or 80) - 2, 50)  # as Click's own formatter chooses
        super().__init__(indent_increment, width, max_width)

    def write_usage(self, prog: str, args: str = "", prefix: str | None = None) -> None:
        super().write_usage(prog, args, _("Usage: ") if prefix is None else prefix)

    def write_heading(self, heading: str) -> None:
        headings = {"Options": _("Options"), "Commands": _("Commands"), "Arguments": _("Arguments")}
        super().write_heading(headings.get(heading, heading))

    def write_dl(self, rows: Iterable[tuple[str, str]], col_max: int = 30, col_spacing: int = 2) -> None:
        own = {"Show this message and exit.": _("Show this message and exit.")}  # Click's --help option
        super().write_dl([(term, own.get(text, text)) for term, text in rows], col_max, col_spacing)


class LocalizedContext(click.Context):
    """A Click context whose help pages speak the current language."""

    formatter_class = _Formatter


def _set(ctx: click.Context, param: click.Parameter, value: str | None) -> None:
    if value is not None:
        set_language(value)


def language_option(variable: str) -> click.Option:
    """The ``--lang`` option; ``variable`` is the game's environment variable, named in the help."""
    return click.Option(
        ["--lang"],
        type=click.Choice(LANGUAGES),
        expose_value=False,
        is_eager=True,
        callback=_set,
        help=_("Language of the interface: ru or en (default: ${variable}, then the locale).").format(
            variable=variable
        ),
    )


def help_option() -> click.Option:
    """``--help``: the help page, through the pager when it is taller than the terminal
    (:func:`cardtable.cli.paging.show_help`)."""
    return click.Option(
        ["--help"], is_flag=True, expose_value=False, is_eager=True, callback=show_help,
        help="Show this message and exit.",  # put in the current language by the help page's formatter
    )  # fmt: skip


def add_language_option(group: click.Group, variable: str) -> click.Group:
    """Give ``group`` and every command in it the ``--lang`` option, and a help page (usage line, headings,
    ``--help``) in the current language, paged when it is long; returns ``group``. The commands of a :class:`LazyGroup` get them as
    they are made."""

    def localize(command: click.Command) -> None:
        command.params.append(language_option(variable))
        command.context_class = LocalizedContext
        # Click's own --help replaced by one that pages a help page taller than the terminal.
        command.add_help_option = False
        command.params.append(help_option())

    for command in (group, *group.commands.values()):
        localize(command)
    if isinstance(group, LazyGroup):
        group.on_load(localize)
    return group


def run_in_language(build: Callable[[], click.Group], variable: str, args: Sequence[str] | None = None) -> None:
    """Choose the language (``--lang`` in ``args``, else ``variable``, else the locale), then build the command
    group with ``build()`` and run it with ``args`` (default: the process's arguments). ``variable`` set to a
    language the games do not have gets one line on stderr and is passed over: unlike ``--lang xx``, which is
    refused, a setting in the environment does not stop a game."""
    arguments = list(sys.argv[1:] if args is None else args)
    chosen = language_from_arguments(arguments)
    set_language(chosen or language_from_environment(variable))
    unknown = unknown_language(variable) if chosen is None else None
    if unknown is not None:
        line = _('{variable}: "{value}" is not one of {languages}, so it is ignored')
        value = shorten(clean_typed(unknown))
        click.echo(line.format(variable=variable, value=value, languages=", ".join(LANGUAGES)), err=True)
    build().main(args=arguments)
