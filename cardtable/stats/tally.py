"""Counting one replayed match into each of its players' records.

A person is known by their name, compared as the name prompt compares names (:func:`~cardtable.seating.name_key`:
without regard to case, and a seat's default name in either language as one name: "Player 2" is "Игрок 2"); a
computer player by its name and its level, so that a bot called "Player 2" is never counted with a person of that
name, nor a ``strong`` bot with a ``random`` one.
"""

from __future__ import annotations

from collections import Counter
from dataclasses import dataclass, field
from typing import Literal

from cardtable.game import AnyGame
from cardtable.records import ReplayedMatch, SeatInfo
from cardtable.seating import local_name, name_key

__all__ = ["MatchLine", "PlayerKey", "PlayerStats", "Result", "count_match", "player_key"]

PlayerKey = tuple[str, str | None]
"""Who a seat is across matches: the name's :func:`~cardtable.seating.name_key` and the bot level (``None`` for a
person)."""

Result = Literal["won", "shared", "lost", "unfinished"]
"""How a match ended for a player's side: won alone, won with others (a level series, L8.2), lost, or not over."""


def player_key(seat: SeatInfo) -> PlayerKey:
    """The key ``seat``'s player is counted under (:data:`PlayerKey`)."""
    return name_key(seat.name), seat.bot


@dataclass(frozen=True, slots=True)
class MatchLine:
    """One match as one player's side saw it: ``source`` (the file), ``points`` (the side's game points over the
    completed deals), ``deals`` (completed deals) and ``result`` (:data:`Result`)."""

    source: str
    points: int
    deals: int
    result: Result


@dataclass(slots=True)
class PlayerStats:
    """One player's record. ``name``: as the latest match counted spells it (a seat's default name in the
    interface's language); ``bot``: the level, ``None`` for a
    person; ``matches``: matches sat in, finished or not; ``deals``: completed deals of those matches;
    ``wins``: finished matches the player's side won alone; ``shared_wins``: finished matches whose win its side
    shared (L8.2); ``points``: game points its side scored in those deals; ``against``: bot level → matches in
    which at least one opponent (a seat of another side) was a bot of that level; ``hints``, ``undos``: summed
    over the matches (absent in a record: 0); ``history``: one :class:`MatchLine` per match, in the order the
    matches were counted (oldest first)."""

    name: str
    bot: str | None
    matches: int = 0
    deals: int = 0
    wins: int = 0
    shared_wins: int = 0
    points: int = 0
    against: Counter[str] = field(default_factory=Counter)
    hints: int = 0
    undos: int = 0
    history: list[MatchLine] = field(default_factory=list)

    @property
    def mean_score(self) -> float | None:
        """Game points per completed deal (``points / deals``), or ``None`` before any deal is complete."""
        return self.points / self.deals if self.deals else None


def count_match(players: dict[PlayerKey, PlayerStats], match: ReplayedMatch, game: AnyGame, source: str) -> None:
    """Add ``match`` (of ``game``, read from ``source``) to the record of each of its seats in ``players``
    (:data:`PlayerKey` → stats; a player seen for the first time is added). Only completed deals count as
    deals and score; an unfinished match counts as played but neither won nor lost."""
    rules, record, status = match.rules, match.record, match.status
    sides = [game.side_of(rules, seat) for seat in range(1, len(record.seats) + 1)]
    deals = sum(1 for deal in match.deals if deal.complete)
    for seat, info in enumerate(record.seats, start=1):
        side = sides[seat - 1]
        name = local_name(info.name)
        stats = players.setdefault(player_key(info), PlayerStats(name, info.bot))
        stats.name = name
        stats.matches += 1
        stats.deals += deals
        points = status.totals[side - 1]
        stats.points += points
        result: Result
        if not status.finished:
            result = "unfinished"
        elif side not in status.winners:
            result = "lost"
        elif len(status.winners) == 1:
            result = "won"
            stats.wins += 1
        else:
            result = "shared"
            stats.shared_wins += 1
        levels = {
            other.bot for number, other in enumerate(record.seats, start=1)
            if other.bot is not None and sides[number - 1] != side
        }  # fmt: skip
        stats.against.update(levels)
        stats.hints += info.hints
        stats.undos += info.undos
        stats.history.append(MatchLine(source, points, deals, result))
