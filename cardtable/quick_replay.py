"""``replay FILE --json`` in a lean process: a record read and checked as plain JSON values, its deals replayed by
the game's :class:`QuickGame` (named by its spec; Semerka's is its rules as plain numbers, Leopard's its engine's
fast replay), and the object the ``replay`` command prints, without the record model or the interface language.

It takes only what the table itself writes: format :data:`~cardtable.record_format.FORMAT`, canonical card and
move texts, plain bot levels, known rules options with good values. For anything else — and for any record that
does not read or does not replay — it answers None without printing anything, and the caller reads the file the
one full way (:func:`cardtable.records.load_match`), which prints the same object or says, in one line, what is
wrong. So every check here is at least as strict as the full reader's: whatever this module answers, the full
path answers the same (``tests/cardtable/test_quick_replay.py`` compares them on good and spoilt records).
"""

from __future__ import annotations

import gc
import json

from cardtable.record_format import BOT_LEVELS, DEAL_KEYS, FORMAT, MATCH_KEYS, RECORD_KEYS, REQUIRED_KEYS, SEAT_KEYS
from cardtable.standing import standing

TYPE_CHECKING = False  # typing is for the type checker only (which takes this as true): start-up time
if TYPE_CHECKING:
    from typing import Any, Protocol

    class QuickGame(Protocol):
        """What a game offers for the lean ``replay --json`` (optional; named by its spec's ``quick_replay``)."""

        name: str
        min_players: int
        max_players: int
        default_target: int
        share_ties: bool  # a series that ends level: shared win (True) or another deal (False)

        def rules(self, players: int, options: dict[str, Any]) -> Any | None:
            """The rules of a record's ``rules`` object for ``players`` seats, or None when it is anything but
            known options with good values."""

        def sides(self, rules: Any) -> int:
            """The number of sides that score under ``rules``."""

        def deal(
            self, rules: Any, dealer: int, deck: list[Any], moves: list[Any]
        ) -> tuple[dict[str, Any], tuple[int, ...] | None, int | None]:
            """A deal from a record's JSON values (``dealer`` a seat, ``deck`` and ``moves`` as written): its
            ``replay --json`` object, game points per side and the next dealer (both None while unfinished).
            Raises ``ValueError`` or ``TypeError`` for anything it does not take: a deck that is not the game's,
            a text that is not canonical, a move that is not legal or comes after the end of the deal."""


__all__ = ["replay_json"]

_RECORD_KEYS = frozenset(RECORD_KEYS)
_REQUIRED_KEYS = frozenset(REQUIRED_KEYS)
_SEAT_KEYS = frozenset(SEAT_KEYS)
_MATCH_KEYS = frozenset(MATCH_KEYS)
_DEAL_KEYS = frozenset(DEAL_KEYS)


class _Refused(Exception):
    """Not for this path: the full reader decides."""


def _pairs(pairs: list[tuple[str, Any]]) -> dict[str, Any]:
    value = dict(pairs)
    if len(value) != len(pairs):  # a duplicate key: the full reader names it
        raise _Refused
    return value


def _no_constant(name: str) -> Any:
    raise _Refused  # NaN, Infinity


def _is_count(value: Any, least: int) -> bool:
    return type(value) is int and value >= least


def replay_json(path: str, game: QuickGame) -> dict[str, Any] | None:
    """The ``replay --json`` object of the record file ``path`` (game, deals, totals, finished, winner: design
    "Records"), or None when this path does not take the record (see the module's description)."""
    collecting = gc.isenabled()
    gc.disable()  # the record's values and the replay make no cycles: the collector's passes would be all waste
    try:
        with open(path, "rb") as file:
            raw = file.read()
        data = json.loads(raw.decode("utf-8-sig"), object_pairs_hook=_pairs, parse_constant=_no_constant)
        return _replay(data, game)
    except Exception:  # noqa: BLE001 - whatever goes wrong here, the full reader says it properly
        return None
    finally:
        if collecting:
            gc.enable()


def _replay(data: Any, game: QuickGame) -> dict[str, Any]:
    if type(data) is not dict or not data.keys() <= _RECORD_KEYS or not _REQUIRED_KEYS <= data.keys():
        raise _Refused
    if data["game"] != game.name or type(data["format"]) is not int or data["format"] != FORMAT:
        raise _Refused
    players = _check_seats(data["seats"], game)
    options = data.get("rules", {})
    rules = game.rules(players, {} if options is None else options) if type(options) in (dict, type(None)) else None
    if rules is None:
        raise _Refused
    settings = data.get("match")
    settings = {} if settings is None else settings
    if type(settings) is not dict or not settings.keys() <= _MATCH_KEYS:
        raise _Refused
    target = settings.get("target", game.default_target)
    series = settings.get("deals")
    expected = settings.get("first_dealer")
    if any(value is not None and not _is_count(value, 1) for value in settings.values()):
        raise _Refused
    if expected is not None and expected > players:
        raise _Refused
    seed = data.get("seed")
    if seed is not None and type(seed) is not int:
        raise _Refused
    deals = data["deals"]
    if type(deals) is not list:
        raise _Refused
    shown = []
    totals = [0] * game.sides(rules)
    played = 0
    finished = False
    winners: tuple[int, ...] = ()
    unfinished = False
    replay_deal, share_ties, deal_keys, seats = game.deal, game.share_ties, _DEAL_KEYS, range(1, players + 1)
    for deal in deals:
        if unfinished or finished or type(deal) is not dict or not deal.keys() <= deal_keys:
            raise _Refused
        dealer = deal["dealer"]
        deck = deal["deck"]
        moves = deal.get("moves", [])
        if type(dealer) is not int or dealer not in seats or (expected is not None and dealer != expected):
            raise _Refused
        if type(deck) is not list or type(moves) is not list:
            raise _Refused
        if "hinted" in deal and not _good_hinted(deal["hinted"], len(moves)):
            raise _Refused
        one, points, expected = replay_deal(rules, dealer, deck, moves)
        shown.append(one)
        if points is None:
            unfinished = True
            continue
        totals = [total + gained for total, gained in zip(totals, points)]
        played += 1
        # The match can end only at its target or at the end of its series (L8, S7.1).
        if (target is not None and max(totals) >= target) or (series is not None and played >= series):
            finished, winners = standing(target, series, totals, played, share_ties)
    return {
        "game": game.name,
        "deals": shown,
        "totals": totals,
        "finished": finished,
        "winner": winners[0] if len(winners) == 1 else None,
    }


def _good_hinted(hinted: Any, moves: int) -> bool:
    """Whether a deal's ``hinted`` is a list of increasing move numbers from 1 to ``moves``."""
    return type(hinted) is list and all(_is_count(move, 1) and move <= moves for move in hinted) and sorted(
        {*hinted}
    ) == hinted


def _check_seats(seats: Any, game: QuickGame) -> int:
    """The number of seats of a record's ``seats`` list, checked as the full reader checks it."""
    if type(seats) is not list or not game.min_players <= len(seats) <= game.max_players:
        raise _Refused
    names = set()
    for seat in seats:
        if type(seat) is not dict or not seat.keys() <= _SEAT_KEYS:
            raise _Refused
        name = seat.get("name")
        # printable text has no control character (the full reader refuses those, and allows a few this does not)
        if type(name) is not str or not name.strip() or not name.isprintable():
            raise _Refused
        bot = seat.get("bot")
        if bot is not None and bot not in BOT_LEVELS:  # a budget (strong:2000) is read by the full reader
            raise _Refused
        if not _is_count(seat.get("hints", 0), 0) or not _is_count(seat.get("undos", 0), 0):
            raise _Refused
        names.add(name.casefold())
    if len(names) != len(seats):
        raise _Refused
    return len(seats)

