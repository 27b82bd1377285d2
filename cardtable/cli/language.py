"""The interface language on the command line: ``--lang ru|en`` on a game's group and on each of its commands,
else the game's environment variable (``LEOPARD_LANG``, ``SEMERKA_LANG``), else the locale; English otherwise.

Click builds the help texts when the commands are made, before any option is read, so a game's ``main`` calls
:func:`run_in_language`: it chooses the language from the arguments and the environment first, then builds the
commands and runs them.
"""

from __future__ import annotations

import os
import re
import sys
from collections.abc import Callable, Iterable, Sequence

import click

from cardtable.i18n import (
    LANGUAGES,
    N_,
    _,
    current_language,
    language_from_arguments,
    pgettext,
    language_from_environment,
    set_language,
    unknown_language,
)
from cardtable.safetext import clean_typed, shorten
from cardtable.cli.lazy import LazyGroup
from cardtable.cli.paging import show_help

__all__ = [
    "LocalizedCommand",
    "LocalizedContext",
    "add_language_option",
    "help_option",
    "language_option",
    "option_help_record",
    "run_in_language",
]


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


# Click wraps help at hyphens too, which splits a value to type (play-out, last-card) over two lines; a
# non-breaking hyphen while wrapping keeps it whole, and the plain hyphen is put back before it is shown.
_WORD_HYPHEN = re.compile(r"(?<=\w)-(?=\w)")
_KEPT_HYPHEN = "\u2011"


class _Formatter(click.HelpFormatter):
    """Click's help layout, with its own words (usage, headings) in the current language, and words joined by a
    hyphen (``play-out``) never split at the end of a line."""

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
        start = len(self.buffer)
        kept = [(term, _WORD_HYPHEN.sub(_KEPT_HYPHEN, own.get(text, text))) for term, text in rows]
        super().write_dl(kept, col_max, col_spacing)
        self._unkeep(start)

    def write_text(self, text: str) -> None:
        start = len(self.buffer)
        super().write_text(_WORD_HYPHEN.sub(_KEPT_HYPHEN, text))
        self._unkeep(start)

    def _unkeep(self, start: int) -> None:
        """The plain hyphens back in what was written from ``self.buffer[start]`` on."""
        self.buffer[start:] = [part.replace(_KEPT_HYPHEN, "-") for part in self.buffer[start:]]


class LocalizedContext(click.Context):
    """A Click context whose help pages speak the current language."""

    formatter_class = _Formatter


_RANGES = {
    (">=", None): N_("{min} or more"),
    (">", None): N_("more than {min}"),
    (None, "<="): N_("{max} or less"),
    (None, "<"): N_("less than {max}"),
    (">=", "<="): N_("{min} to {max}"),
    (">", "<="): N_("more than {min}, up to {max}"),
    (">=", "<"): N_("{min} or more, less than {max}"),
    (">", "<"): N_("more than {min}, less than {max}"),
}
"""A number's range in an option's help, in words rather than Click's ``x>=1`` and ``1<=x<=65535``: ``1 or
more``, ``1 to 65535``; by its bounds (closed or open)."""


def _number(value: object) -> str:
    """A default or a bound as Click writes it (``8.0``, ``1``), a decimal with the current language's decimal
    sign (in Russian ``8,0``); any other value as Click writes it."""
    text = str(value)
    if not isinstance(value, float) or current_language() == "en":
        return text
    from babel.numbers import get_decimal_symbol  # only for a language other than English

    return text.replace(".", get_decimal_symbol(current_language()))


def _range(kind: click.IntRange | click.FloatRange) -> str | None:
    """The range of ``kind`` in words in the current language (``1 or more``, ``0.5 to 60``; in Russian ``не
    меньше 1``, ``от 0,5 до 60``); None without bounds."""
    low = None if kind.min is None else ">" if kind.min_open else ">="
    high = None if kind.max is None else "<" if kind.max_open else "<="
    wording = _RANGES.get((low, high))
    return None if wording is None else _(wording).format(min=_number(kind.min), max=_number(kind.max))


def option_help_record(option: click.Option, ctx: click.Context) -> tuple[str, str] | None:
    """``option``'s line on the help page, as Click's ``get_help_record`` makes it but with what follows the help
    (the default, the range: Click's ``get_help_extra``) in the current language: ``[default: 1; 1 or more]``, in
    Russian ``[по умолчанию: 1; не меньше 1]``, a decimal with a comma (``[по умолчанию: 8,0]``), an on/off pair
    of flags as yes or no (``--spectators/--no-spectators``: ``[default: yes]``). None for a hidden option."""
    record = option.get_help_record(ctx)
    if record is None:
        return None
    extra = option.get_help_extra(ctx)
    items = []
    if "envvars" in extra:
        items.append(_("env var: {var}").format(var=", ".join(extra["envvars"])))
    if "default" in extra:
        default = extra["default"]
        if isinstance(option.default, float) and not isinstance(option.show_default, str):
            default = _number(option.default)
        elif option.is_bool_flag and option.secondary_opts:  # Click names the flag itself ("spectators")
            yes, no = pgettext("default of an on/off option", "yes"), pgettext("default of an on/off option", "no")
            default = yes if option.default else no
        items.append(_("default: {default}").format(default=default))
    if "range" in extra and isinstance(option.type, (click.IntRange, click.FloatRange)):
        items.append(_range(option.type) or extra["range"])
    if "required" in extra:
        items.append(_("required"))
    text = option.help or ""
    if items:
        text = f"{text}  [{'; '.join(items)}]" if text else f"[{'; '.join(items)}]"
    return record[0], text


class LocalizedCommand(click.Command):
    """A command whose options' help is in the current language to its end: what Click adds after an option's
    own help, its default and its range, too (:func:`option_help_record`)."""

    def format_options(self, ctx: click.Context, formatter: click.HelpFormatter) -> None:
        records = [option_help_record(param, ctx) for param in self.get_params(ctx) if isinstance(param, click.Option)]
        rows = [record for record in records if record is not None]
        if rows:
            with formatter.section("Options"):  # the heading in the current language: _Formatter.write_heading
                start = len(formatter.buffer)
                formatter.write_dl(rows)
                # Click indents the blank line between two paragraphs of an option's help too (--option's).
                written = formatter.buffer[start:]
                formatter.buffer[start:] = ["\n" if part.isspace() and part.endswith("\n") else part for part in written]


def _click_metavars() -> dict[str, str]:
    """What Click shows for a value of its own types (``--seed INTEGER``, ``--config FILE``), in the current
    language, by the English Click shows."""
    return {
        "INTEGER": _("INTEGER"),
        "INTEGER RANGE": _("INTEGER RANGE"),
        "FLOAT": _("FLOAT"),
        "FLOAT RANGE": _("FLOAT RANGE"),
        "TEXT": _("TEXT"),
        "FILE": _("FILE"),
        "DIRECTORY": _("DIRECTORY"),
        "PATH": _("PATH"),
    }


def _own_metavars() -> dict[str, str]:
    """What the games' own options show for their values (``--bot SEAT=LEVEL``), in the current language, by the
    English the options are written with. ``SEAT=LEVEL`` and ``NAME=VALUE`` also name the form of a value a
    message refuses (:mod:`cardtable.cli.params`)."""
    return {
        "N": _("N"),
        "SEAT": _("SEAT"),
        "DEAL": _("DEAL"),
        "POINTS": _("POINTS"),
        "NAME": _("NAME"),
        "NAMES": _("NAMES"),
        "SEAT=LEVEL": _("SEAT=LEVEL"),
        "NAME=VALUE": _("NAME=VALUE"),
        "SECONDS": _("SECONDS"),
        "LEVELS": _("LEVELS"),
        "ADDRESS": _("ADDRESS"),
        "PORT": _("PORT"),
    }


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
    ``--help``, the values' names: ``--seed INTEGER``) in the current language, paged when it is long; returns
    ``group``. A :class:`LocalizedCommand` has the defaults and ranges of its options in that language too. The commands of a :class:`LazyGroup` get them as
    they are made."""

    metavars = _click_metavars()
    own = _own_metavars()

    def localize(command: click.Command) -> None:
        command.params.append(language_option(variable))
        command.context_class = LocalizedContext
        # Click's words on the usage line and for its types' values, in the current language.
        command.options_metavar = _("[OPTIONS]")
        if isinstance(command, click.Group):
            command.subcommand_metavar = _("COMMAND [ARGS]...")
        for param in command.params:
            if param.metavar is None and param.nargs == 1 and not isinstance(param.type, click.Choice):
                param.metavar = metavars.get(param.type.name.upper())
            elif param.metavar in own:  # the games' own value names, likewise
                param.metavar = own[param.metavar]
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
