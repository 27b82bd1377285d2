"""``--ascii`` and ``--four-colour``: how cards and frames are drawn (:mod:`cardtable.display`), for the whole
process. Each may also be set in the environment, ``CARDTABLE_ASCII=1``, ``CARDTABLE_FOUR_COLOUR=1``."""

from __future__ import annotations

from collections.abc import Callable
from dataclasses import replace
from typing import TypeVar

import click

from cardtable import display
from cardtable.i18n import _

__all__ = ["display_options"]

_Command = TypeVar("_Command", bound=Callable[..., object])


def _set_ascii(context: click.Context, parameter: click.Parameter, value: bool) -> None:
    display.set_display(replace(display.current(), ascii=value))


def _set_four_colour(context: click.Context, parameter: click.Parameter, value: bool) -> None:
    display.set_display(replace(display.current(), four_colour=value))


def display_options(command: _Command) -> _Command:
    """The options ``--ascii`` and ``--four-colour`` on ``command``; they set the display and are not passed on."""
    command = click.option(
        "--four-colour", "--four-color", is_flag=True, expose_value=False, callback=_set_four_colour,
        envvar="CARDTABLE_FOUR_COLOUR",
        help=_("A four-colour deck: clubs green, diamonds blue, hearts red, spades plain (also CARDTABLE_FOUR_COLOUR=1)."),
    )(command)  # fmt: skip
    command = click.option(
        "--ascii", is_flag=True, expose_value=False, callback=_set_ascii, envvar="CARDTABLE_ASCII",
        help=_("Suits as letters C D H S and frames of + - |, for terminals that cannot show suit symbols or box lines (also CARDTABLE_ASCII=1)."),
    )(command)  # fmt: skip
    return command
