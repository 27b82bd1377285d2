"""A bad command line in one line, in the player's language.

Click reports a usage error in three lines (``Usage: …``, ``Try … for help.``, ``Error: …``), in English, with
values in Python's repr quoting (``'abc' is not a valid integer range.``). :class:`GameGroup` runs the commands
as Click's standalone mode does, but prints every :class:`click.ClickException` as one line on stderr::

    Error: Invalid value for '--target': "abc" is not a whole number (see: leopard play --help)

Click's messages are not in our catalog, so :func:`error_line` rebuilds the ones players meet from the
exception's fields, or from Click's English wording, with messages of our own (:mod:`cardtable.i18n`). Exit
statuses stay Click's: 2 for a usage error, 1 for the others.
"""

from __future__ import annotations

import errno
import os
import re
import sys
from collections.abc import Callable, Sequence
from typing import Any

import click

from cardtable.cli.lazy import LazyGroup
from cardtable.i18n import _, pgettext


__all__ = ["GameGroup", "error_line", "print_error"]

# Click 8.2 and later raise this for a group started with no command; older versions print the help themselves.
_NO_ARGS_IS_HELP: tuple[type[click.UsageError], ...] = tuple(
    error for error in [getattr(click.exceptions, "NoArgsIsHelpError", None)] if isinstance(error, type)
)


def _unquoted(text: str) -> str:
    """A value Click quoted with ``repr`` (``'abc'``) as it was typed, without control characters, cut short."""
    import ast

    try:
        value = ast.literal_eval(text) if text[:1] in "'\"" else text
    except (ValueError, SyntaxError, RecursionError, MemoryError):
        value = text
    return shorten(clean_typed(str(value)))


def _value(text: str) -> str:
    """A value Click quoted with ``repr`` (``'abc'``), as our messages show typed text: between the interface's
    quotes (``"abc"``, in Russian ``«abc»``)."""
    return pgettext("a text value in a message", '"{text}"').format(text=_unquoted(text))


def _choices(text: str) -> str:
    """Click's ``'en', 'ru'`` as ``en, ru``."""
    return ", ".join(_unquoted(choice.strip()) for choice in text.split(","))


def _number(text: str) -> str:
    """A number as Click repeats it, without the ``.0`` it adds to a whole number typed for a decimal option
    (``--delay 100``: ``100``, not ``100.0``)."""
    return text[:-2] if text.endswith(".0") else text


def _range(value: str, bounds: str) -> str:
    """Click's ``x>=1`` range as words."""
    least = re.fullmatch(r"x>=?(-?\d+)", bounds)
    most = re.fullmatch(r"x<=?(-?\d+)", bounds)
    between = re.fullmatch(r"(-?\d+)<=?x<=?(-?\d+)", bounds)
    if least:
        return _("{value} is too small: the least is {least}").format(value=value, least=least.group(1))
    if most:
        return _("{value} is too large: the most is {most}").format(value=value, most=most.group(1))
    if between:
        low, high = between.groups()
        return _("{value} is not from {low} to {high}").format(value=value, low=low, high=high)
    return _("{value} is not in the range {range}").format(value=value, range=bounds)


_PATH_PROBLEMS: dict[str, Callable[[], str]] = {
    "does not exist": lambda: _("{path}: no such file"),
    "is a file": lambda: _("{path} is a file, not a folder"),
    "is a directory": lambda: _("{path} is a folder, not a file"),
    "is not readable": lambda: _("{path} cannot be read"),
    "is not writable": lambda: _("{path} cannot be written"),
    "is not executable": lambda: _("{path} cannot be run"),
}

# Only a failing command needs these (typed text made safe, the command as typed): imported then, so that every
# command starts without them.
def clean_typed(text: str) -> str:
    from cardtable.safetext import clean_typed

    return clean_typed(text)


def shorten(text: str) -> str:
    from cardtable.safetext import shorten

    return shorten(text)


# Click's English wording of the messages players meet, and ours. Each function gets the match's groups. The
# patterns are compiled on the first error (re's own cache), not at every start.
_CLICK_MESSAGES: Sequence[tuple[str, Callable[[dict[str, str]], str]]] = [
    (r"(?P<value>.+) is not a valid integer(?: range)?\.",
     lambda found: _("{value} is not a whole number").format(value=_value(found["value"]))),
    (r"(?P<value>.+) is not a valid float(?: range)?\.",
     lambda found: _("{value} is not a number").format(value=_value(found["value"]))),
    (r"(?P<value>-?[\d.]+) is not in the range (?P<range>.+)\.",
     lambda found: _range(_number(found["value"]), found["range"])),
    (r"(?P<value>.+) is not one of (?P<choices>.+)\.",
     lambda found: _("{value} is not one of {choices}").format(
         value=_value(found["value"]), choices=_choices(found["choices"]))),
    (r"(?P<value>.+) is not (?P<choices>'[^']*')\.",
     lambda found: _("{value} is not one of {choices}").format(
         value=_value(found["value"]), choices=_choices(found["choices"]))),
    (r"Directory (?P<path>.+) does not exist\.",  # a folder option (--from): say folder, not file
     lambda found: _("{path}: no such folder").format(path=_value(found["path"]))),
    (r"(?:File|Directory|Path) (?P<path>.+) (?P<problem>" + "|".join(_PATH_PROBLEMS) + r")\.",
     lambda found: _PATH_PROBLEMS[found["problem"]]().format(path=_value(found["path"]))),
    (r"Option (?P<name>\S+) requires (?:an argument|\d+ arguments)\.",
     lambda found: _("{name} needs a value").format(name=found["name"].strip("'\""))),
    (r"Option (?P<name>\S+) does not take a value\.",
     lambda found: _("{name} takes no value").format(name=found["name"].strip("'\""))),
    (r"No such option:? (?P<name>\S+?)\.?",
     lambda found: _("No such option: {name}").format(name=shorten(clean_typed(found["name"].strip("'\""))))),
    (r"No such command:? (?P<name>.+?)\.?",
     lambda found: _("No such command: {name}").format(name=_value(found["name"]))),
    (r"Got unexpected extra arguments? \((?P<arguments>.*)\)",
     lambda found: _("unexpected extra words: {words}").format(words=shorten(clean_typed(found["arguments"])))),
    (r"Missing command\.", lambda found: _("Missing command")),
]


def _click_message(message: str) -> str:
    """``message`` in our words when it is one of Click's, else as it is (our own messages are translated)."""
    for pattern, ours in _CLICK_MESSAGES:
        found = re.fullmatch(pattern, message)
        if found:
            return ours(found.groupdict())
    return message


def _options_named(hint: str) -> str:
    """Click's ``'-p' / '--players'`` between the interface's quotes (in Russian ``«-p» / «--players»``)."""
    names = (name.strip().strip("'") for name in hint.split(" / "))
    return " / ".join(pgettext("an option named in a message", "'{name}'").format(name=name) for name in names)


def _hint(param: click.Parameter | None, ctx: click.Context | None) -> str | None:
    if param is None:
        return None
    if ctx is not None:
        return param.get_error_hint(ctx)
    return " / ".join(f"'{name}'" for name in param.opts)


def _message(error: click.ClickException) -> str:
    if isinstance(error, click.NoSuchOption):
        text = _("No such option: {name}").format(name=shorten(clean_typed(error.option_name)))
        if error.possibilities:
            text += " " + _("(did you mean {options}?)").format(options=", ".join(sorted(error.possibilities)))
        return text
    if isinstance(error, click.MissingParameter):
        name = error.param_hint if isinstance(error.param_hint, str) else _hint(error.param, error.ctx)
        kind = error.param_type or (error.param.param_type_name if error.param is not None else "")
        shown = (name or "").strip("'")
        return (_("Missing argument {name}") if kind == "argument" else _("Missing option {name}")).format(name=shown)
    if isinstance(error, click.BadParameter):
        message = _click_message(error.message)
        hint = error.param_hint if isinstance(error.param_hint, str) else _hint(error.param, error.ctx)
        if isinstance(error.param_hint, Sequence) and not isinstance(error.param_hint, str):
            hint = " / ".join(error.param_hint)
        if hint is None:
            return _("Invalid value: {message}").format(message=message)
        return _("Invalid value for {option}: {message}").format(option=_options_named(hint), message=message)
    return _click_message(error.format_message() if type(error).__name__ == "NoSuchCommand" else error.message)


def _command(ctx: click.Context) -> str:
    """The command of ``ctx`` as the user can type it again (``.venv/bin/leopard play``, see
    :mod:`cardtable.cli.invoked`), not Click's program name, which is only the file's name."""
    names: list[str] = []
    while ctx.parent is not None:
        names.append(ctx.info_name or "")
        ctx = ctx.parent
    from cardtable.cli.invoked import command_name

    return " ".join([command_name(ctx.command.name or ctx.info_name or ""), *reversed(names)])


def error_line(error: click.ClickException) -> str:
    """``error`` as the one line players see: ``Error: …`` in the current language; a usage error ends with
    where to find help (``(see: leopard play --help)``). Raises nothing."""
    message = " ".join(_message(error).split())  # one line, whatever the message held
    if isinstance(error, click.UsageError) and error.ctx is not None:
        message = _("{message} (see: {command} --help)").format(message=message, command=_command(error.ctx))
    return _("Error: {message}").format(message=message)


def print_error(error: click.ClickException) -> None:
    """Print :func:`error_line` of ``error`` on stderr with Rich, never wrapped (so it stays one line)."""
    from rich.console import Console  # only when there is an error: --help stays quick to start
    from rich.text import Text

    console = Console(stderr=True, highlight=False, soft_wrap=True, markup=False, emoji=False)
    console.print(Text(error_line(error)))


class GameGroup(LazyGroup):
    """A game's command group (:class:`~cardtable.cli.lazy.LazyGroup`) whose errors are one line each
    (:func:`print_error`), with Click's exit statuses."""

    def main(
        self,
        args: Sequence[str] | None = None,
        prog_name: str | None = None,
        complete_var: str | None = None,
        standalone_mode: bool = True,
        **extra: Any,
    ) -> Any:
        if not standalone_mode:
            return super().main(args, prog_name, complete_var, standalone_mode=False, **extra)
        try:
            # Click's standalone mode, but the errors printed here: one line each.
            result = super().main(args, prog_name, complete_var, standalone_mode=False, **extra)
        except _NO_ARGS_IS_HELP as error:
            error.show()  # a group started with no command: its help page, as Click shows it
            sys.exit(error.exit_code)
        except click.ClickException as error:
            print_error(error)
            sys.exit(error.exit_code)
        except click.Abort:
            click.echo(_("Aborted."), err=True)
            sys.exit(1)
        except OSError as error:
            if error.errno == errno.EPIPE:  # output piped into a program that stopped reading (`| head`)
                # Python's advice: point stdout at devnull, so flushing it at exit raises nothing more.
                os.dup2(os.open(os.devnull, os.O_WRONLY), sys.stdout.fileno())
                sys.exit(1)
            raise
        sys.exit(result if isinstance(result, int) else 0)
