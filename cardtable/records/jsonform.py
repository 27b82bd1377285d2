"""Record ⇄ JSON values: shape and type checks, the game's rules options, seats, match settings and decks.

Everything that can be checked without playing the moves is checked here; :mod:`cardtable.records.replay`
checks the rest (dealer rotation, every move, the end of deals and of the match).
"""

from __future__ import annotations

import json
from collections import Counter
from collections.abc import Callable, Mapping, Sequence
from typing import TYPE_CHECKING, Any, TypeAlias, cast

from cardtable.cards import Card, CardError, parse_card
from cardtable.game import AnyGame, RulesError, value_text
from cardtable.i18n import _, game_title, pgettext
from cardtable.match import MatchSettings
from cardtable.records.errors import RecordError, quote
from cardtable.records.levels import parse_level
from cardtable.record_format import (
    BOT_LEVELS,
    DEAL_KEYS,
    FORMAT,
    MATCH_KEYS,
    READ_FORMATS,
    RECORD_KEYS,
    REQUIRED_KEYS,
    SEAT_KEYS,
)
from cardtable.records.model import DealRecord, Record, SeatInfo
from cardtable.safetext import has_control, shorten

if TYPE_CHECKING:  # the spec is a layer above: only its type is used here
    from cardtable.spec import RuleOption

__all__ = [
    "OptionValue",
    "match_from_json",
    "match_to_json",
    "option_text",
    "record_from_json",
    "record_to_json",
    "rules_from_json",
    "seats_from_json",
]

OptionValue: TypeAlias = "int | str | bool"
"""The value of a rules option: of the type of the option's default."""

def _type_name(value: Any, *, after_not: bool = False) -> str:
    """The JSON name of ``value``'s type, for messages; ``after_not``: in the form for the place after "not" in
    "must be ..., not {type}", which a language that declines the word there has (Russian "а не списком")."""
    if value is None:
        return "null"
    kind = "bool" if isinstance(value, bool) else "number" if isinstance(value, (int, float)) else (
        "text" if isinstance(value, str) else "list" if isinstance(value, list) else "object"
    )  # fmt: skip
    if after_not:
        words = {
            "bool": pgettext("after not", "true/false"), "number": pgettext("after not", "a number"),
            "text": pgettext("after not", "text"), "list": pgettext("after not", "a list"),
            "object": pgettext("after not", "an object"),
        }  # fmt: skip
    else:
        words = {"bool": _("true/false"), "number": _("a number"), "text": _("text"), "list": _("a list"),
                 "object": _("an object")}  # fmt: skip
    return words[kind]


def _is_int(value: Any) -> bool:
    return isinstance(value, int) and not isinstance(value, bool)


def _unknown_key(where: str, key: str, known: tuple[str, ...]) -> str:
    return _("{where}: unknown key {key} (known: {known})").format(
        where=where, key=quote(key), known=", ".join(known)
    )


def _first_unknown(value: Mapping[str, Any], known: tuple[str, ...]) -> str | None:
    return next((key for key in value if key not in known), None)


def _check_keys(where: str, value: Mapping[str, Any], known: tuple[str, ...]) -> None:
    """Raise :class:`RulesError` for the first key of ``value`` not in ``known``."""
    unknown = _first_unknown(value, known)
    if unknown is not None:
        raise RulesError(_unknown_key(where, unknown, known))


def seats_from_json(value: Any, game: AnyGame) -> tuple[SeatInfo, ...]:
    """Seats from the record's (or a match file's) ``seats`` list: ``[{"name": "Anna"}, {"name": "Boris",
    "bot": "strong"}]``. Raises :class:`~cardtable.game.RulesError` naming the seat and the problem: not a
    list of objects, a seat count outside the game's ``min_players``..``max_players``, a name that is not
    non-empty text, an unknown key or a bot level not in :data:`BOT_LEVELS` (with a budget it cannot take:
    :func:`~cardtable.records.levels.parse_level`)."""
    if not isinstance(value, list):
        raise RulesError(_("seats: must be a list, not {type}").format(type=_type_name(value, after_not=True)))
    if not game.min_players <= len(value) <= game.max_players:
        raise RulesError(
            _("seats: {game} is played by {low} to {high} players, not {count}").format(
                game=game_title(game.name), low=game.min_players, high=game.max_players, count=len(value)
            )
        )
    seats: list[SeatInfo] = []
    for number, seat in enumerate(value, start=1):
        where = _("seat {number}").format(number=number)
        if not isinstance(seat, dict):
            raise RulesError(
                _("{where}: must be an object, not {type}").format(where=where, type=_type_name(seat, after_not=True))
            )
        _check_keys(where, seat, SEAT_KEYS)
        name = seat.get("name")
        if not isinstance(name, str) or not name.strip():
            raise RulesError(_("{where}: \"name\" must be non-empty text").format(where=where))
        if has_control(name):  # escape codes in a name would be drawn on every screen
            raise RulesError(_("{where}: \"name\" must not hold control characters").format(where=where))
        bot = seat.get("bot")
        if bot is not None and (not isinstance(bot, str) or bot.partition(":")[0] not in BOT_LEVELS):
            shown = quote(bot) if isinstance(bot, str) else _type_name(bot)
            raise RulesError(
                _("{where}: unknown bot level {bot} (known: {known})").format(
                    where=where, bot=shown, known=", ".join(BOT_LEVELS)
                )
            )
        if bot is not None:
            try:
                parse_level(bot, BOT_LEVELS)
            except ValueError as error:  # a budget out of shape: strong:0, greedy:100
                raise RulesError(f"{where}: {error}") from None
        for other, earlier in enumerate(seats, start=1):  # as at the name prompt: names must differ beyond case
            if earlier.name.casefold() == name.casefold():
                raise RulesError(
                    _('seats {first} and {second} are named "{name}" and "{other}": names must differ in more than '
                      "capital letters").format(
                        first=other, second=number, name=shorten(earlier.name), other=shorten(name)
                    )
                )
        counts = []
        for key in ("hints", "undos"):
            count = seat.get(key, 0)
            if not _is_int(count) or count < 0:
                raise RulesError(
                    _("{where}: {key} must be a whole number from 0, not {value}").format(
                        where=where, key=quote(key), value=_shown(count, after_not=True)
                    )
                )
            counts.append(count)
        seats.append(SeatInfo(name, bot, *counts))
    return tuple(seats)


def match_from_json(value: Any, game: AnyGame, players: int) -> MatchSettings:
    """Match settings from the record's (or a match file's) ``match`` object: ``target`` (game points, default
    the game's ``default_target``), ``deals`` (series length, default none) and ``first_dealer`` (a seat,
    default none); an explicit null means "no limit" / "drawn". Rules L8, S7.1. Raises
    :class:`~cardtable.game.RulesError` naming the key and the problem."""
    if value is None:
        value = {}
    if not isinstance(value, dict):
        raise RulesError(_("match: must be an object, not {type}").format(type=_type_name(value, after_not=True)))
    _check_keys("match", value, MATCH_KEYS)
    for key in MATCH_KEYS:
        setting = value.get(key)
        if setting is not None and (not _is_int(setting) or setting < 1):
            raise RulesError(
                _("match: {key} must be a whole number of at least 1 or null, not {value}").format(
                    key=quote(key), value=_shown(setting, after_not=True)
                )
            )
    target = value.get("target", game.default_target)
    deals = value.get("deals")
    first_dealer = value.get("first_dealer")
    if first_dealer is not None and first_dealer > players:
        raise RulesError(
            _("match: \"first_dealer\" must be a seat from 1 to {players}, not {seat}").format(
                players=players, seat=first_dealer
            )
        )
    return MatchSettings(target, deals, first_dealer)


def match_to_json(settings: MatchSettings) -> dict[str, Any]:
    """The record's ``match`` object for ``settings`` (``first_dealer`` only when set)."""
    value: dict[str, Any] = {"target": settings.target, "deals": settings.deals}
    if settings.first_dealer is not None:
        value["first_dealer"] = settings.first_dealer
    return value


def rules_from_json(value: Mapping[str, object], options: Sequence[RuleOption], game: str) -> dict[str, OptionValue]:
    """The rules options in ``value`` (a record's ``rules`` object, a config's ``[rules]`` table, ``--option``
    values) checked against the game's ``options``: each name is one of them, each value has the type of its
    default (a whole number, text, true or false) and is one of its ``choices`` when it lists them, in any case
    for text (``ABBOTT`` is ``abbott``: the values returned are the choices as the game spells them). Missing
    options are left out (they take their defaults); ``game`` is the game's name as messages show it. Raises
    :class:`~cardtable.game.RulesError` with one line naming the option and what it takes. The engine's
    ``make_rules`` has the last word (e.g. on ranges)."""
    known = {option.name: option for option in options}
    checked: dict[str, OptionValue] = {}
    for name, setting in value.items():
        option = known.get(name)
        if option is None:
            if not known:
                raise RulesError(_('unknown rules option "{key}" ({game} has none)').format(key=name, game=game_title(game)))
            raise RulesError(
                _('unknown rules option "{key}" ({game} has: {known})').format(
                    key=name, game=game_title(game), known=", ".join(known)
                )
            )
        checked[name] = _checked_option(option, setting)
    return checked


def _checked_option(option: RuleOption, value: object) -> OptionValue:
    default = option.default
    if isinstance(default, bool):
        if isinstance(value, bool):
            return value
        if isinstance(value, str) and value.strip().lower() in ("true", "false"):
            raise RulesError(
                _("{key} must be true or false: write {value} without quotes").format(
                    key=option.name, value=value.strip().lower()
                )
            )
        raise RulesError(
            _("{key} must be true or false, not {value}").format(key=option.name, value=_in_message(value))
        )
    if option.choices:
        if type(value) is type(default) and value in option.choices:
            return value  # an int or a str, as the default
        if isinstance(value, str) and isinstance(default, str):
            for choice in option.choices:
                if isinstance(choice, str) and choice.casefold() == value.casefold():
                    return choice  # as cards are, text values are read in any case
        raise RulesError(
            _("{key} must be {choices}, not {value}").format(
                key=option.name, choices=_alternatives(option.choices), value=_in_message(value)
            )
        )
    if isinstance(default, int) and not _is_int(value):
        raise RulesError(
            _("{key} must be a whole number, not {value}").format(key=option.name, value=_in_message(value))
        )
    if isinstance(default, str) and not isinstance(value, str):
        raise RulesError(_("{key} must be text, not {value}").format(key=option.name, value=_in_message(value)))
    assert isinstance(value, (int, str))
    return value


def _alternatives(choices: Sequence[OptionValue]) -> str:
    """``2 or 3``, ``"russian", "abbott" or "open"`` (in Russian ``«russian», «abbott» или «open»``): the values an
    option takes, for messages."""
    shown = [_in_message(choice) for choice in choices]
    if len(shown) == 1:
        return shown[0]
    return _("{some} or {last}").format(some=", ".join(shown[:-1]), last=shown[-1])


def _in_message(value: object) -> str:
    """A rules option's value as a message in the interface's language shows it: text between its quotes
    (``"abbott"``, in Russian ``«abbott»``), shortened and escaped; any other value as :func:`option_text`."""
    if not isinstance(value, str):
        return option_text(value)
    escaped = json.dumps(shorten(value), ensure_ascii=False)[1:-1]
    return pgettext("a text value in a message", '"{text}"').format(text=escaped)


def option_text(value: object) -> str:
    """A rules option's value as messages show it, as a record or a config file writes it: ``true``, ``3``,
    ``"abbott"`` (text in double quotes, shortened)."""
    if isinstance(value, str):
        return value_text(shorten(value))
    return shorten(value_text(value))  # true, null and numbers as JSON writes them


def _shown(value: Any, *, after_not: bool = False) -> str:
    """A JSON value as a message shows it: short values as JSON, others by type (in the form for the place after
    "not" when ``after_not``)."""
    if isinstance(value, (bool, int, float, str)) or value is None:
        text = json.dumps(value, ensure_ascii=False)
        if len(text) <= 30:
            return text
    return _type_name(value, after_not=after_not)


def record_from_json(
    data: Any, game: AnyGame, source: str, rule_options: Sequence[RuleOption] | None = None
) -> Record:
    """A :class:`Record` from parsed JSON ``data`` read from ``source`` (a file name, for messages).

    Checks the shape and types, the game name, the format version, seats, rules options (against the game's
    ``rule_options`` when given, with :func:`rules_from_json`, then through ``game.make_rules``), match settings,
    every deal's dealer (a seat) and deck (exactly the game's deck) and that moves are text. Moves are not
    played here: :func:`cardtable.records.replay` does that. Raises :class:`RecordError`.
    """
    if not isinstance(data, dict):
        raise RecordError(
            source, _("a record must be a JSON object, not {type}").format(type=_type_name(data, after_not=True))
        )
    unknown = _first_unknown(data, RECORD_KEYS)
    if unknown is not None:
        raise RecordError(
            source, _("unknown key {key} (known: {known})").format(key=quote(unknown), known=", ".join(RECORD_KEYS))
        )
    for key in REQUIRED_KEYS:
        if key not in data:
            raise RecordError(source, _("{key} is missing").format(key=quote(key)))
    if data["game"] != game.name:
        if isinstance(data["game"], str):
            reason = _("this is a {found} record, not a {game} record").format(
                found=game_title(data["game"]), game=game_title(game.name)
            )
        else:
            reason = _("\"game\" must be {game}, not {value}").format(
                game=quote(game.name), value=_shown(data["game"], after_not=True)
            )
        raise RecordError(source, reason)
    if not _is_int(data["format"]) or data["format"] not in READ_FORMATS:
        raise RecordError(
            source,
            _("unknown record format {value} (this version reads formats {formats})").format(
                value=_shown(data["format"]), formats=", ".join(map(str, READ_FORMATS))
            ),
        )
    try:
        seats = seats_from_json(data["seats"], game)
    except RulesError as error:
        raise RecordError(source, str(error)) from None
    options = data.get("rules", {})
    if options is None:
        options = {}
    if not isinstance(options, dict):
        raise RecordError(source, _("rules: must be an object, not {type}").format(type=_type_name(options, after_not=True)))
    try:
        if rule_options is not None:
            options = rules_from_json(options, rule_options, game.name.capitalize())
        rules = game.make_rules(len(seats), options)
    except RulesError as error:
        raise RecordError(source, _("rules: {reason}").format(reason=error)) from None
    try:
        match = match_from_json(data.get("match"), game, len(seats))
    except RulesError as error:
        raise RecordError(source, str(error)) from None
    seed = data.get("seed")
    if seed is not None and not _is_int(seed):
        raise RecordError(
            source,
            _("\"seed\" must be a whole number or null, not {value}").format(value=_shown(seed, after_not=True)),
        )
    if not isinstance(data["deals"], list):
        raise RecordError(
            source, _("\"deals\" must be a list, not {type}").format(type=_type_name(data["deals"], after_not=True))
        )
    full_deck = Counter(game.deck(rules))
    by_text = {str(card): card for card in full_deck}  # the canonical text of each card: what records hold
    full_texts = Counter({str(card): count for card, count in full_deck.items()})
    deals = tuple(
        _deal_from_json(value, number, len(seats), full_deck, source, by_text, full_texts)
        for number, value in enumerate(data["deals"], start=1)
    )
    return Record(game.name, seats, dict(options), match, seed, deals, data["format"])


def _deal_from_json(
    value: Any,
    number: int,
    players: int,
    full_deck: Counter[Card],
    source: str,
    by_text: dict[str, Card],
    full_texts: Counter[str],
) -> DealRecord:
    def fail(reason: str) -> RecordError:
        return RecordError(source, reason, deal=number)

    if not isinstance(value, dict):
        raise fail(_("a deal must be an object, not {type}").format(type=_type_name(value, after_not=True)))
    unknown = _first_unknown(value, DEAL_KEYS)
    if unknown is not None:
        raise fail(_("unknown key {key} (known: {known})").format(key=quote(unknown), known=", ".join(DEAL_KEYS)))
    for key in ("dealer", "deck"):
        if key not in value:
            raise fail(_("{key} is missing").format(key=quote(key)))
    dealer = value["dealer"]
    if not _is_int(dealer) or not 1 <= dealer <= players:
        raise fail(
            _("the dealer must be a seat from 1 to {players}, not {value}").format(
                players=players, value=_shown(dealer, after_not=True)
            )
        )
    deck_value = value["deck"]
    if not isinstance(deck_value, list):
        raise fail(_("\"deck\" must be a list of cards, not {type}").format(type=_type_name(deck_value, after_not=True)))
    # Canonical card texts by one look-up each, the deck checked by counting its texts (one card, one canonical
    # text); anything else is read (or refused) card by card and checked card by card.
    try:
        found = list(map(by_text.get, deck_value))
    except TypeError:  # an unhashable value in the deck
        found = [None]
    if None in found or not dict.__eq__(Counter(deck_value), full_texts):
        deck = _deck_from_json(deck_value, fail)
        _check_deck(deck, full_deck, fail)
    else:
        deck = cast("list[Card]", found)
    moves = value.get("moves", [])
    if not isinstance(moves, list):
        raise fail(_("\"moves\" must be a list of text, not {type}").format(type=_type_name(moves, after_not=True)))
    if not {*map(type, moves)} <= {str}:
        _check_moves(moves, number, source)
    hinted = value.get("hinted", [])
    if (
        not isinstance(hinted, list)
        or not all(_is_int(move) and 1 <= move <= len(moves) for move in hinted)
        or sorted(set(hinted)) != hinted
    ):
        raise fail(
            _("\"hinted\" must be a list of increasing move numbers from 1 to {count}").format(count=len(moves))
        )
    return DealRecord(dealer, tuple(deck), tuple(moves), tuple(hinted))


def _deck_from_json(deck_value: list[Any], fail: Callable[[str], RecordError]) -> list[Card]:
    """Each card of a deck read in any notation; raises at the first that is not a card, naming its position."""
    deck: list[Card] = []
    for position, text in enumerate(deck_value, start=1):
        if not isinstance(text, str):
            raise fail(
                _("deck card {position} must be text, not {value}").format(
                    position=position, value=_shown(text, after_not=True)
                )
            )
        try:
            deck.append(parse_card(text))
        except CardError as error:
            raise fail(_("deck card {position}: {reason}").format(position=position, reason=error)) from None
    return deck


def _check_moves(moves: list[Any], number: int, source: str) -> None:
    """Raises for the first move that is not text, naming the deal and the move."""
    for position, text in enumerate(moves, start=1):
        if not isinstance(text, str):
            raise RecordError(
                source,
                _("a move must be text, not {type}").format(type=_type_name(text, after_not=True)),
                deal=number,
                move=position,
                text=_shown(text),
            )


def _check_deck(deck: list[Card], full_deck: Counter[Card], fail: Callable[[str], RecordError]) -> None:
    """The deck must be exactly the game's deck: same size, every card as often as the game's deck has it."""
    size = sum(full_deck.values())
    if len(deck) != size:
        raise fail(
            _("the deck has {count} cards; the game's deck has {size}").format(count=len(deck), size=size)
        )
    given = Counter(deck)
    if not dict.__eq__(given, full_deck):  # as dicts: in C, where Counter's own == is a Python loop
        extra = sorted(given - full_deck, key=lambda card: (card.suit, card.rank))
        missing = sorted(full_deck - given, key=lambda card: (card.suit, card.rank))
        raise fail(
            _("the deck is not the game's deck (too many: {extra}; missing: {missing})").format(
                extra=" ".join(map(str, extra)), missing=" ".join(map(str, missing))
            )
        )


def record_to_json(record: Record) -> dict[str, Any]:
    """The record as JSON values, keys in the documented order (game, format, seats, rules, match, seed,
    deals); cards and moves in canonical notation. The format is the record's own (:data:`FORMAT` for every
    record the table makes or replays)."""
    return {
        "game": record.game,
        "format": record.format,
        "seats": [_seat_to_json(seat) for seat in record.seats],
        "rules": dict(record.rules),
        "match": match_to_json(record.match),
        "seed": record.seed,
        "deals": [_deal_to_json(deal) for deal in record.deals],
    }


def _seat_to_json(seat: SeatInfo) -> dict[str, Any]:
    """A seat's keys; the optional ones only when they say something."""
    value: dict[str, Any] = {"name": seat.name}
    if seat.bot is not None:
        value["bot"] = seat.bot
    if seat.hints:
        value["hints"] = seat.hints
    if seat.undos:
        value["undos"] = seat.undos
    return value


def _deal_to_json(deal: DealRecord) -> dict[str, Any]:
    value: dict[str, Any] = {"dealer": deal.dealer, "deck": [str(card) for card in deal.deck], "moves": list(deal.moves)}
    if deal.hinted:
        value["hinted"] = list(deal.hinted)
    return value
