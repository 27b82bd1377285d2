"""Click parameter types for the options every game's commands share, checked against the game they are for.

- :class:`PlayerNames` — ``--players Anna,Boris``: names, none empty, no two alike, no control characters;
- :class:`SeatBot` — ``--bot SEAT=LEVEL``: a seat of the game (1 to its most players) and a bot level it offers,
  with an optional budget (``strong:2000``, ``strong:0.5s``: :func:`cardtable.bots.check_level`);
- :class:`RuleSetting` — ``--option NAME=VALUE``: one of the game's rules options (its spec's
  :class:`~cardtable.spec.RuleOption`) with a value it takes (:func:`~cardtable.records.jsonform.rules_from_json`);
- :class:`BotLevels` — ``--bots LEVELS``: a bot level for each seat, as many seats as the game takes;
- :class:`LadderLevels` — ``--ladder LEVELS``: two or more different bot levels;
- :class:`Seconds` — ``--delay 0.5``: a number of seconds in a range, with a decimal point or comma (``0,5``).

A bad value is Click's usage error (exit 2): one line, ``Invalid value for '--bot': …``, naming the problem.
"""

from __future__ import annotations

from collections.abc import Callable, Sequence
from typing import TYPE_CHECKING, Generic, NoReturn, TypeVar

import click

from cardtable.bots import check_level
from cardtable.config import ConfigError, check_names, parse_option_value, toml_value
from cardtable.game import AnyGame, RulesError
from cardtable.i18n import _, game_title
from cardtable.option_text import option_entry
from cardtable.records.jsonform import OptionValue, rules_from_json
from cardtable.safetext import shorten

if TYPE_CHECKING:  # the spec is the layer above: only its type is used here
    from cardtable.spec import RuleOption

__all__ = ["BotLevels", "LadderLevels", "PlayerNames", "RuleSetting", "SeatBot", "Seconds", "options_help"]

ValueT = TypeVar("ValueT")

if TYPE_CHECKING:  # Click's own types are generic in what they give; older Click versions are not at run time

    class _Type(click.ParamType[ValueT, object]):
        """A parameter type giving ``ValueT``."""

else:

    class _Type(click.ParamType, Generic[ValueT]):
        """A parameter type giving ``ValueT``."""


class Seconds(click.FloatRange):
    """Click's ``FloatRange`` that also reads a decimal comma (``0,5``), as Russian writes it and as the Russian
    help shows the defaults."""

    def convert(self, value: float | str, param: click.Parameter | None, ctx: click.Context | None) -> float:
        if isinstance(value, str) and value.count(",") == 1 and "." not in value:
            try:
                value = float(value.replace(",", "."))
            except ValueError:
                pass  # Click's own message then names the value as it was typed
        return super().convert(value, param, ctx)  # type: ignore[arg-type]  # Click reads a str too


def _pair(value: str, shape: str) -> tuple[str, str]:
    """``NAME=VALUE`` split and stripped; ``ValueError`` with the message when a side is missing."""
    name, equals, setting = value.partition("=")
    if not equals or not name.strip() or not setting.strip():
        raise ValueError(_('"{value}" is not {shape}').format(value=shorten(value), shape=shape))
    return name.strip(), setting.strip()


class PlayerNames(_Type[tuple[str, ...]]):
    """``--players NAMES``: names separated by commas, seats clockwise → a tuple of names."""

    name = "names"

    def convert(
        self, value: object, param: click.Parameter | None, ctx: click.Context | None
    ) -> tuple[str, ...]:
        if isinstance(value, tuple):
            return value  # converted already
        names = tuple(name.strip() for name in str(value).split(","))
        if any(not name for name in names):
            self.fail(_("names must not be empty: e.g. --players Anna,Boris"), param, ctx)
        if len(names) == 1 and names[0].isdigit():  # "--players 4" meant as a count
            message = _("--players takes the players' names, not their number: e.g. --players Anna,Boris,Vera,Gleb")
            self.fail(message, param, ctx)
        try:
            check_names(names)
        except ConfigError as error:
            self.fail(str(error), param, ctx)
        return names


class SeatBot(_Type[tuple[int, str]]):
    """``--bot SEAT=LEVEL`` for ``game``: a seat from 1 to the game's ``max_players`` and one of the game's bot
    levels, with an optional budget (looked up when the value is read, so levels registered late count) →
    ``(seat, level)``, the level in its canonical text."""

    name = "seat=level"

    def __init__(self, game: AnyGame) -> None:
        self.game = game

    def convert(
        self, value: object, param: click.Parameter | None, ctx: click.Context | None
    ) -> tuple[int, str]:
        if isinstance(value, tuple):
            return value  # converted already
        try:
            seat, level = _pair(str(value), _("SEAT=LEVEL"))
        except ValueError as error:
            self.fail(str(error), param, ctx)
        most = self.game.max_players
        if not (seat.isascii() and seat.isdigit() and 1 <= int(seat) <= most):
            message = _('"{seat}" is not a seat number (1 to {most})').format(seat=shorten(seat), most=most)
            self.fail(message, param, ctx)
        try:
            spec = check_level(self.game.name, level)
        except ValueError as error:
            self.fail(str(error), param, ctx)
        return int(seat), str(spec)


_TRUE_WORDS = ("true", "yes", "on", "1")
_FALSE_WORDS = ("false", "no", "off", "0")
"""What ``--option`` reads as true and false for an option that is either (in any case)."""


class RuleSetting(_Type["tuple[str, OptionValue]"]):
    """``--option NAME=VALUE``: one of ``options`` (the game's rules options), its name in any case, and a value of
    its type among its choices → ``(name, value)``, the name as the game spells it. The value is read as TOML
    reads it (``3``, ``true``, ``"text"``), as plain text for an option that takes text, and for an option that is
    true or false, as ``true``, ``yes``, ``on`` or ``1`` and ``false``, ``no``, ``off`` or ``0``, in any case.
    ``game``: the game's name for messages. ``engine``: the game, whose rules have the last word on a value
    (``burn_value=0``): a value its ``make_rules`` refuses at every number of players is refused here too, as any
    other bad value is."""

    name = "name=value"

    def __init__(self, options: Sequence[RuleOption], game: str, engine: AnyGame | None = None) -> None:
        self.options = tuple(options)
        self.game = game
        self.engine = engine

    def convert(
        self, value: object, param: click.Parameter | None, ctx: click.Context | None
    ) -> tuple[str, OptionValue]:
        if isinstance(value, tuple):
            return value  # converted already
        try:
            name, text = _pair(str(value), _("NAME=VALUE"))
        except ValueError as error:
            self.fail(str(error), param, ctx)
        option = next((option for option in self.options if option.name.casefold() == name.casefold()), None)
        setting: object = parse_option_value(text)
        if option is not None:
            name = option.name  # BURNING is burning, as values are read in any case
            if isinstance(option.default, str):
                setting = setting if isinstance(setting, str) else text  # going_out=3 is the text "3"
            elif isinstance(option.default, bool) and text.lower() in _TRUE_WORDS + _FALSE_WORDS:
                setting = text.lower() in _TRUE_WORDS  # burning=yes, burning=OFF, burning=1
        try:
            checked = rules_from_json({name: setting}, self.options, self.game)
        except RulesError as error:
            self.fail(str(error), param, ctx)
        refusal = self._refusal(name, checked[name])
        if refusal is not None:
            self.fail(refusal, param, ctx)
        return name, checked[name]

    def _refusal(self, name: str, value: OptionValue) -> str | None:
        """The engine's message when its rules refuse ``name`` = ``value`` whatever the number of players, else
        None (a value refused for some tables only is left to the match's own check, which knows the table)."""
        engine = self.engine
        if engine is None:
            return None
        first: str | None = None
        for players in range(engine.min_players, engine.max_players + 1):
            try:
                engine.make_rules(players, {name: value})
            except RulesError as error:
                first = first or str(error)
            else:
                return None
        return first


def _levels(
    game: AnyGame, value: str, param: click.Parameter | None, ctx: click.Context | None, fail: Callable[..., NoReturn]
) -> list[str]:
    """Comma-separated level specs of ``game``, each checked and in its canonical text (``strong:0.5s``)."""
    levels = []
    for level in value.split(","):
        try:
            levels.append(str(check_level(game.name, level.strip())))
        except ValueError as error:
            fail(str(error), param, ctx)
    return levels


class _Levels(_Type[tuple[str, ...]]):
    """Bot levels of ``game``, comma separated → a tuple of levels, each checked; :meth:`check` adds what the
    option asks of the whole list."""

    name = "levels"

    def __init__(self, game: AnyGame) -> None:
        self.game = game

    def convert(
        self, value: object, param: click.Parameter | None, ctx: click.Context | None
    ) -> tuple[str, ...]:
        if isinstance(value, tuple):
            return value  # converted already
        levels = tuple(_levels(self.game, str(value), param, ctx, self.fail))
        self.check(levels, param, ctx)
        return levels

    def check(self, levels: tuple[str, ...], param: click.Parameter | None, ctx: click.Context | None) -> None:
        """Fail (one line) when ``levels`` as a whole do not fit the option."""


class BotLevels(_Levels):
    """``--bots LEVELS``: a bot level of ``game`` for each seat, comma separated, seat 1 first; as many seats as
    the game takes (``min_players`` to ``max_players``) → a tuple of levels."""

    def check(self, levels: tuple[str, ...], param: click.Parameter | None, ctx: click.Context | None) -> None:
        game = self.game
        if not game.min_players <= len(levels) <= game.max_players:
            self.fail(
                _("{game} is for {low} to {high} players, not {count}").format(
                    game=game_title(game.name), low=game.min_players, high=game.max_players, count=len(levels)
                ),
                param,
                ctx,
            )


class LadderLevels(_Levels):
    """``--ladder LEVELS``: two or more different bot levels of ``game``, comma separated → a tuple of levels."""

    def check(self, levels: tuple[str, ...], param: click.Parameter | None, ctx: click.Context | None) -> None:
        if len(levels) < 2:
            self.fail(_("a ladder needs two levels or more, e.g. random,greedy,strong"), param, ctx)
        for index, level in enumerate(levels):
            if level in levels[:index]:
                self.fail(_('"{level}" is named twice').format(level=level), param, ctx)


def options_help(options: Sequence[RuleOption]) -> str:
    """The ``--option`` help: a paragraph for each of the game's rules options, its values (the default first) and
    what each means (:func:`~cardtable.option_text.option_entry`)."""
    if not options:
        return _("A rules option NAME=VALUE; this game has none.")
    entries = "\n\n".join(option_entry(option) for option in options)
    return _("A rules option NAME=VALUE; the first value listed is the default.") + "\n\n" + entries
