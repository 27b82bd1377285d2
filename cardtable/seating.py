"""Who sits where, for a table of any size the game allows: seat names with their defaults, the seat to a
seat's left, and the sides seats play for.

Seats are numbered 1..n clockwise, as users see them; a game says how many seats it takes
(``game.min_players``..``game.max_players``, up to eight or more) and which side each seat plays for
(``game.side_of``). A *side* is what scores: a seat alone, or a partnership of seats.
"""

from __future__ import annotations

from collections.abc import Sequence
from functools import cache

from cardtable.display import symbol
from cardtable.game import AnyGame
from cardtable.i18n import LANGUAGES, _, pgettext, using_language
from cardtable.records.model import SeatInfo

__all__ = [
    "MAX_NAME",
    "alternating_side",
    "default_name",
    "is_default_name",
    "left_of",
    "level_marker",
    "level_text",
    "level_word",
    "local_name",
    "name_key",
    "partners",
    "seat_sides",
    "seats_of_side",
    "short_name",
    "with_default_seats",
]


MAX_NAME = 24
"""The most characters a player's name may have (the name prompt, ``--players``, a config file, ``learn
--name``): a longer one would wrap the lines of the screens that show it."""


def default_name(seat: int) -> str:
    """The name of a seat nobody named: "Player 3" for seat 3 (in the current language)."""
    return _("Player {seat}").format(seat=seat)


@cache
def _default_forms() -> tuple[tuple[str, str], ...]:
    """What comes before and after the seat number in a default name, case folded, in each language of the
    interface: ``("player ", "")``, ``("игрок ", "")``."""
    forms = []
    for language in LANGUAGES:
        with using_language(language):
            before, _seat, after = _("Player {seat}").partition("{seat}")
        forms.append((before.casefold(), after.casefold()))
    return tuple(forms)


def name_key(name: str) -> str:
    """What tells seats' names apart: ``name`` case folded, and a seat's default name in any language of the
    interface as the same name, so that "Player 3" and "Игрок 3" (or "player 03") give one key, ``"player 3"``.
    A name whose key a seat holds is taken: two seats never look alike, whichever language named them."""
    number = _default_number(name)
    if number is None:
        return name.casefold()
    english_before, english_after = _default_forms()[0]
    return f"{english_before}{number}{english_after}"


def is_default_name(name: str) -> bool:
    """Whether ``name`` is a seat's default name in some language of the interface ("Player 3", "игрок 03"):
    a name nobody gave, which any player may take over (``serve``)."""
    return _default_number(name) is not None


def _default_number(name: str) -> int | None:
    """The seat number in ``name`` when it is a default name in some language of the interface, else None."""
    folded = name.casefold()
    for before, after in _default_forms():
        if folded.startswith(before) and folded.endswith(after):
            number = folded[len(before) : len(folded) - len(after)]
            if number.isascii() and number.isdigit():
                return int(number)
    return None


def local_name(name: str) -> str:
    """``name`` as the interface's language writes it: a seat's default name in any language becomes that seat's
    default name in this one ("Игрок 3" → "Player 3" in English); any other name stays as it is."""
    seat = _default_number(name)
    return name if seat is None else default_name(seat)


def level_word(spec: str) -> str:
    """A computer player's level as the table shows it, briefly: the level's name in the interface's language,
    without a budget (``strong:2000`` → ``"strong"``, in Russian ``"сильный"``). Which seats are computer players
    is public: every seat sees the same."""
    level = spec.partition(":")[0]
    words = {
        "random": pgettext("a computer player's level", "random"),
        "greedy": pgettext("a computer player's level", "greedy"),
        "strong": pgettext("a computer player's level", "strong"),
        "expert": pgettext("a computer player's level", "expert"),
    }
    return words.get(level, level)


def level_text(spec: str) -> str:
    """A computer player's level spec as a screen writes it in full: the level's word (:func:`level_word`), then
    the budget as it was given (``strong:2000`` → ``"strong:2000"``, in Russian ``"сильный:2000"``). For what
    tells levels apart (``stats``, ``simulate``, the ``serve`` lobby); a command to type keeps the spec itself."""
    level, colon, budget = spec.partition(":")
    return level_word(level) + colon + budget


def level_marker(bot: str | None) -> str:
    """What follows a seat's name to say it is a computer player of level spec ``bot`` (``" · strong"``; ``" -
    strong"`` with the ``ascii`` display setting), as ``stats`` names bots; ``""`` for a person (``None``)."""
    return "" if bot is None else f" {symbol('·', '-')} {level_word(bot)}"


def short_name(name: str, room: int) -> str:
    """``name`` in at most ``room`` characters (at least two are written): whole, or cut with "…", keeping a
    short last word (``"Player 3"`` → ``"Pla… 3"``, in three characters ``"P…3"``) so that seats named alike, as
    the default names are, stay apart."""
    if len(name) <= room:
        return name
    head, _space, tail = name.rpartition(" ")
    if head and len(tail) <= 3:
        if room - len(tail) - 2 >= 1:
            return name[: room - len(tail) - 2] + "… " + tail
        if room - len(tail) - 1 >= 1:  # no room for the space: the first letter, then the last word
            return name[0] + "…" + tail
    return name[: max(room - 1, 1)] + "…"


def with_default_seats(seats: Sequence[SeatInfo], count: int) -> tuple[SeatInfo, ...]:
    """``seats`` followed by people with default names up to ``count`` seats (no seat is removed): "Player N"
    for seat N, or the next such name that no seat holds in any language (:func:`name_key`: "Player 3" for seat 2
    after ``--players "Player 2"`` or ``--players "Игрок 2"``)."""
    padded = list(seats)
    while len(padded) < count:
        taken = {name_key(seat.name) for seat in padded}
        number = len(padded) + 1
        while name_key(default_name(number)) in taken:
            number += 1
        padded.append(SeatInfo(default_name(number)))
    return tuple(padded)


def left_of(seat: int, players: int) -> int:
    """The seat to the left of ``seat`` at a table of ``players``: the next one clockwise (after the last, 1)."""
    return seat % players + 1


def alternating_side(seat: int, sides: int) -> int:
    """The side of ``seat`` when ``sides`` partnerships sit alternately around the table (seats 1, 1 + sides,
    1 + 2 × sides … play for side 1): with four seats and two sides, 1 and 3 are partners, 2 and 4; with six
    seats and three sides, each seat's partner sits opposite. With as many sides as seats, each seat is its own."""
    return (seat - 1) % sides + 1


def seat_sides(game: AnyGame, rules: object) -> tuple[int, ...]:
    """The side of each seat (seat 1 first) under ``rules``."""
    return tuple(game.side_of(rules, seat) for seat in range(1, game.players(rules) + 1))


def seats_of_side(game: AnyGame, rules: object, side: int) -> tuple[int, ...]:
    """The seats that play for ``side``, in seat order."""
    return tuple(seat for seat, of in enumerate(seat_sides(game, rules), start=1) if of == side)


def partners(game: AnyGame, rules: object, seat: int) -> tuple[int, ...]:
    """The other seats of ``seat``'s side, in seat order (none when the seat plays alone)."""
    return tuple(other for other in seats_of_side(game, rules, game.side_of(rules, seat)) if other != seat)
