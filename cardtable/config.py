"""Match configuration: a TOML file and command-line options with the record's keys ``seats``, ``rules``, ``match``.

A config file looks like the record's head::

    [[seats]]
    name = "Anna"
    [[seats]]
    name = "Boris"
    bot = "random"

    [rules]
    suit_line = 3

    [match]
    target = 50
    deals = 6
    first_dealer = 1

TOML has no null, so an endless match (the record's ``"target": null, "deals": null``) is written
``endless = true`` in ``[match]``, without ``target`` or ``deals``. Command-line options override the file. Every problem raises :class:`ConfigError` with one line naming the file
(or the option) and the problem.
"""

from __future__ import annotations

import json
from collections.abc import Mapping, Sequence
from dataclasses import dataclass, field, replace
from pathlib import Path
from typing import TYPE_CHECKING

from cardtable.game import AnyGame, JSONValue, RulesError
from cardtable.i18n import _, game_title, pgettext
from cardtable.match import MatchSettings
from cardtable.records.jsonform import match_from_json, rules_from_json
from cardtable.bots import SeatInfo, bot_levels, check_level
from cardtable.safetext import has_control, shorten, shown_path
from cardtable.seating import MAX_NAME, default_name, name_key, with_default_seats

if TYPE_CHECKING:  # the spec is a layer above: only its type is used here
    from cardtable.spec import RuleOption

__all__ = [
    "ConfigError",
    "MatchConfig",
    "build_match",
    "check_names",
    "name_too_long",
    "load_config",
    "parse_option_value",
    "toml_value",
    "with_overrides",
]

_MATCH_KEYS = ("target", "deals", "first_dealer", "endless")


class ConfigError(ValueError):
    """A config file or option that cannot be used; the message names the file or option and the problem."""


@dataclass(frozen=True, slots=True)
class MatchConfig:
    """What a player asked for, not yet checked against a game: seats (None: ask or default), rules options and
    match settings (only the keys that were given)."""

    seats: tuple[SeatInfo, ...] | None = None
    rules: Mapping[str, JSONValue] = field(default_factory=dict)
    match: Mapping[str, int | None] = field(default_factory=dict)


def load_config(path: Path) -> MatchConfig:
    """Read a TOML config file. Raises :class:`ConfigError` for a missing or unreadable file, bad TOML, an
    unknown key or a value of the wrong type."""
    import tomllib  # only with a config file or an --option: not at every start

    name = shown_path(path)
    try:
        data = tomllib.loads(path.read_text(encoding="utf-8"))
    except FileNotFoundError:
        raise ConfigError(_("{file}: no such file").format(file=name)) from None
    except IsADirectoryError:
        raise ConfigError(_("{file} is a folder, not a file").format(file=name)) from None
    except OSError as error:
        reason = error.strerror or type(error).__name__  # strerror alone: no Python repr of the path
        raise ConfigError(_("{file}: cannot read it ({error})").format(file=name, error=reason)) from None
    except UnicodeDecodeError:
        raise ConfigError(_("{file}: not a text file (a TOML file is UTF-8 text)").format(file=name)) from None
    except tomllib.TOMLDecodeError as error:
        raise ConfigError(_("{file}: not valid TOML ({error})").format(file=name, error=error)) from None
    except RecursionError:  # tomllib reads nested arrays and tables by recursion
        raise ConfigError(_("{file}: not valid TOML (nested too deeply)").format(file=name)) from None
    for key in data:
        if key not in ("seats", "rules", "match"):
            raise ConfigError(
                _('{file}: unknown key "{key}" (known: seats, rules, match)').format(file=name, key=key)
            )
    seats = _read_seats(name, data["seats"]) if "seats" in data else None
    rules = data.get("rules", {})
    if not isinstance(rules, dict):
        raise ConfigError(_("{file}: [rules] must be a table").format(file=name))
    match = data.get("match", {})
    if not isinstance(match, dict):
        raise ConfigError(_("{file}: [match] must be a table").format(file=name))
    # Worded as the record's match errors (match_from_json), which build_match reports for this file too.
    for key, value in match.items():
        if key not in _MATCH_KEYS:
            raise ConfigError(
                _('{file}: match: unknown key "{key}" (known: target, deals, first_dealer, endless)').format(
                    file=name, key=key
                )
            )
        if key == "endless":
            if not isinstance(value, bool):
                raise ConfigError(
                    _('{file}: match: "endless" must be true or false, not {value}').format(
                        file=name, value=_quoted_value(value)
                    )
                )
            continue
        if not isinstance(value, int) or isinstance(value, bool) or value < 1:
            raise ConfigError(
                _('{file}: match: "{key}" must be a whole number of at least 1, not {value}').format(
                    file=name, key=key, value=_quoted_value(value)
                )
            )
    return MatchConfig(seats, dict(rules), _endless_as_nulls(name, match))


def _endless_as_nulls(name: str, match: dict[str, int | bool]) -> dict[str, int | None]:
    """The ``[match]`` table with ``endless = true`` written as the record writes it: no target, no series."""
    settings: dict[str, int | None] = {key: value for key, value in match.items() if key != "endless"}
    if not match.get("endless", False):
        return settings
    if "target" in settings or "deals" in settings:
        raise ConfigError(
            _("{file}: match: endless = true means no target and no series: leave out target and deals").format(
                file=name
            )
        )
    return {**settings, "target": None, "deals": None}


def toml_value(value: object) -> str:
    """``value`` as a TOML file spells it: ``true``, ``3``, ``"many"`` (for messages)."""
    if isinstance(value, bool):
        return "true" if value else "false"
    if isinstance(value, str):
        return json.dumps(shorten(value), ensure_ascii=False)
    return shorten(str(value))


def _quoted_value(value: object) -> str:
    """``value`` as a config error repeats it: text between the interface's quotes (``"ten"``, in Russian
    ``«ten»``, as the message quotes the key), escaped as JSON escapes it, so no control character reaches the
    terminal; any other value as TOML spells it (:func:`toml_value`)."""
    if not isinstance(value, str):
        return toml_value(value)
    escaped = json.dumps(shorten(value), ensure_ascii=False)[1:-1]
    return pgettext("a text value in a message", '"{text}"').format(text=escaped)


def check_names(names: Sequence[str]) -> None:
    """Raise :class:`ConfigError` when a name holds a control character (escape codes would be drawn on the
    screen), is longer than :data:`~cardtable.seating.MAX_NAME` characters, or two names are the same, ignoring
    case and, for a seat's default name, its language (:func:`~cardtable.seating.name_key`: "Player 3" is
    "Игрок 3")."""
    seen: dict[str, str] = {}
    for name in names:
        if has_control(name):
            raise ConfigError(
                _('the name "{name}" holds control characters').format(name=shorten(name.encode("unicode_escape").decode()))
            )
        if len(name) > MAX_NAME:
            raise ConfigError(name_too_long(name))
        other = seen.get(name_key(name))
        if other is not None and other.casefold() == name.casefold():
            raise ConfigError(_('two players are named "{name}": each needs a name of their own').format(name=shorten(name)))
        if other is not None:  # a seat's default name in two languages
            message = _('"{other}" and "{name}" are one name in two languages: each player needs a name of their own')
            raise ConfigError(message.format(other=shorten(other), name=shorten(name)))
        seen[name_key(name)] = name


def name_too_long(name: str) -> str:
    """The one line that refuses ``name`` for being longer than :data:`~cardtable.seating.MAX_NAME`."""
    return _('the name "{name}" is longer than {count} characters').format(name=shorten(name), count=MAX_NAME)


def _read_seats(name: str, seats: object) -> tuple[SeatInfo, ...]:
    if not isinstance(seats, list) or not all(isinstance(seat, dict) for seat in seats):
        raise ConfigError(_('{file}: seats must be a list of tables ([[seats]] with name = "...")').format(file=name))
    result = []
    for number, seat in enumerate(seats, 1):
        for key in seat:
            if key not in ("name", "bot"):
                raise ConfigError(
                    _('{file}: seat {seat}: unknown key "{key}" (known: name, bot)').format(
                        file=name, seat=number, key=key
                    )
                )
        seat_name = seat.get("name", default_name(number))
        bot = seat.get("bot")
        if not isinstance(seat_name, str) or not seat_name.strip():
            raise ConfigError(_("{file}: seat {seat}: name must be a non-empty string").format(file=name, seat=number))
        if bot is not None and not isinstance(bot, str):
            raise ConfigError(_("{file}: seat {seat}: bot must be a string").format(file=name, seat=number))
        result.append(SeatInfo(seat_name.strip(), bot))
    return tuple(result)


def parse_option_value(text: str) -> int | str | bool | float:
    """The value of ``--option NAME=VALUE`` as TOML reads a number, a quoted text or true/false (``3`` → 3,
    ``true`` → True), or the plain text. ``True``/``FALSE`` in any case are true and false too. A value that TOML
    reads as anything else (a date, a list) stays the plain text."""
    import tomllib

    if text.strip().lower() in ("true", "false"):
        return text.strip().lower() == "true"
    try:
        value = tomllib.loads(f"v = {text}")["v"]
    except (tomllib.TOMLDecodeError, RecursionError):  # "[[[[…" thousands deep: no option takes that anyway
        return text
    return value if isinstance(value, (int, str, bool, float)) else text


def with_overrides(
    config: MatchConfig,
    *,
    players: Sequence[str] | None = None,
    bots: Mapping[int, str] | None = None,
    rules: Mapping[str, JSONValue] | None = None,
    match: Mapping[str, int | None] | None = None,
) -> MatchConfig:
    """``config`` with command-line values on top: names replace the seats (keeping bot levels by position),
    ``bots`` (seat number → level) make seats bots, ``rules`` and ``match`` keys replace the file's."""
    seats = config.seats
    if players is not None:
        old = seats or ()
        seats = tuple(
            SeatInfo(name, old[index].bot if index < len(old) else None) for index, name in enumerate(players)
        )
    if bots:
        base = list(with_default_seats(seats or (), max(bots)))
        for seat in sorted(bots):
            base[seat - 1] = replace(base[seat - 1], bot=bots[seat])
        seats = tuple(base)
    return MatchConfig(seats, {**config.rules, **(rules or {})}, {**config.match, **(match or {})})


def build_match(
    game: AnyGame,
    config: MatchConfig,
    seats: Sequence[SeatInfo],
    source: str | None,
    *,
    rule_options: Sequence[RuleOption] | None = None,
) -> tuple[object, MatchSettings]:
    """The game's rules and the match settings for ``seats`` and ``config``. Raises :class:`ConfigError` with
    ``source`` (a file name; None for the command line's options, whose messages name the option or nothing) for
    a player count outside the game's ``min_players`` to
    ``max_players``, a bot level the game does not offer, a rules option that is not one of ``rule_options``
    (the game's spec) or has a value it does not take (:func:`~cardtable.records.jsonform.rules_from_json`, then
    the engine's own check; the engine's alone when ``rule_options`` is None), or a bad match setting."""
    if not game.min_players <= len(seats) <= game.max_players:
        problem = _("{game} is for {low} to {high} players, not {count}").format(
            game=game_title(game.name), low=game.min_players, high=game.max_players, count=len(seats)
        )
        if source is None:  # only --players gives a count of seats on the command line
            option = pgettext("an option named in a message", "'{name}'").format(name="--players")
            raise ConfigError(_("Invalid value for {option}: {message}").format(option=option, message=problem))
        raise ConfigError(_at(source, problem))
    try:
        check_names([seat.name for seat in seats])
    except ConfigError as error:
        raise ConfigError(_at(source, str(error))) from None
    levels = bot_levels(game.name)
    for number, seat in enumerate(seats, 1):
        if seat.bot is not None and seat.bot.partition(":")[0] not in levels:
            raise ConfigError(
                _at(source, _('seat {seat}: unknown bot level "{level}" (known: {known})').format(
                    seat=number, level=seat.bot, known=", ".join(levels)
                ))
            )
        if seat.bot is not None:
            try:
                check_level(game.name, seat.bot)
            except ValueError as error:  # a budget out of shape: strong:0, greedy:100
                raise ConfigError(
                    _at(source, _("seat {seat}: {problem}").format(seat=number, problem=error))
                ) from None
    options: Mapping[str, JSONValue] = config.rules
    try:
        if rule_options is not None:
            options = rules_from_json(options, rule_options, game.name.capitalize())  # the choices' own spelling
        rules = game.make_rules(len(seats), options)
    except RulesError as error:
        # A file's [rules] errors say "rules:", as its [match] errors say "match:" and a record's do.
        raise ConfigError(str(error) if source is None else _at(source, _("rules: {reason}").format(reason=error))) from None
    try:
        settings = match_from_json(dict(config.match), game, len(seats))
    except RulesError as error:
        raise ConfigError(_at(source, str(error))) from None
    return rules, settings


def _at(source: str | None, problem: str) -> str:
    """``problem`` with where it was found (``match.toml: …``); as it is for the command line (None)."""
    return problem if source is None else f"{source}: {problem}"
