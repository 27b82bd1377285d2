"""The record of a match as plain frozen values: who sat where, the rules, and every deal's deck and moves.

A :class:`Record` holds no game objects, only what the JSON file holds (cards parsed), so the table can append a
move and save after every move without touching the engine: ``record = record.with_move(text)``.
"""

from __future__ import annotations

from collections.abc import Mapping, Sequence
from dataclasses import dataclass, field, replace
from typing import Any

from cardtable.cards import Card
from cardtable.match import MatchSettings
from cardtable.record_format import BOT_LEVELS, FORMAT, READ_FORMATS

__all__ = ["BOT_LEVELS", "FORMAT", "READ_FORMATS", "DealRecord", "Record", "SeatInfo"]


@dataclass(frozen=True, slots=True)
class SeatInfo:
    """One seat of the match: the player's ``name`` and, for a computer player, its ``bot`` level
    (a level spec of :data:`BOT_LEVELS`, e.g. ``strong`` or ``strong:2000``; ``None`` for a human). ``hints``: decisions this seat made after asking for a
    hint; ``undos``: decisions it took back (both counts over the whole match, 0 for a bot)."""

    name: str
    bot: str | None = None
    hints: int = 0
    undos: int = 0


@dataclass(frozen=True, slots=True)
class DealRecord:
    """One deal: the ``dealer`` (seat, 1-based), the whole shuffled ``deck`` top first, and the ``moves`` made so
    far in canonical notation (rules L9.2 / S8.2). ``hinted``: the moves (counted from 1 within the deal,
    increasing) that were chosen after their player asked for a hint."""

    dealer: int
    deck: tuple[Card, ...]
    moves: tuple[str, ...] = ()
    hinted: tuple[int, ...] = ()

    def with_move(self, text: str) -> DealRecord:
        """This deal with ``text`` appended to its moves."""
        return replace(self, moves=(*self.moves, text))


@dataclass(frozen=True, slots=True)
class Record:
    """A whole match, finished or not, as the record file holds it (format :data:`FORMAT`).

    ``game``: the game's name (``"leopard"``, ``"semerka"``); ``seats``: clockwise from seat 1; ``rules``: the
    record's rules options (missing keys take the game's defaults); ``match``: target, series length, first
    dealer; ``seed``: how the decks were shuffled (informative only, replay never needs it); ``deals``: in order,
    only the last may be unfinished; ``format``: the record format its moves are written in (one of
    :data:`READ_FORMATS`; :func:`cardtable.records.replay` gives them in :data:`FORMAT`).
    """

    game: str
    seats: tuple[SeatInfo, ...]
    rules: Mapping[str, Any] = field(hash=False)
    match: MatchSettings
    seed: int | None = None
    deals: tuple[DealRecord, ...] = ()
    format: int = FORMAT

    @classmethod
    def new(
        cls,
        game: str,
        seats: Sequence[SeatInfo],
        rules: Mapping[str, Any],
        match: MatchSettings,
        seed: int | None = None,
    ) -> Record:
        """A record of a match with no deal yet."""
        return cls(game, tuple(seats), dict(rules), match, seed, ())

    @property
    def has_moves(self) -> bool:
        """Whether any move was made in the match: a record without one is a match that was never played (its
        start was abandoned), which ``play`` does not keep and ``stats`` and ``play --resume`` pass over."""
        return any(deal.moves for deal in self.deals)

    def with_new_deal(self, dealer: int, deck: Sequence[Card]) -> Record:
        """This record with a new deal by ``dealer`` from ``deck`` (top first) and no moves yet."""
        return replace(self, deals=(*self.deals, DealRecord(dealer, tuple(deck))))

    def with_move(self, text: str) -> Record:
        """This record with ``text`` (a canonical move) appended to the last deal. Raises ``ValueError`` when
        there is no deal yet."""
        if not self.deals:
            raise ValueError("a move needs a deal: call with_new_deal first")
        return replace(self, deals=(*self.deals[:-1], self.deals[-1].with_move(text)))
