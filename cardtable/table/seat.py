"""The one interface between the match loop and a seat: choose a move, and hear what happens at the table.

A seat receives only its own observation (design "Hot-seat privacy"): the loop asks ``observation(state, seat)``
for the seat it talks to and passes nothing else that is hidden. Notices carry public facts only.
"""

from __future__ import annotations

from collections.abc import Sequence
from dataclasses import dataclass
from typing import Protocol, TypeAlias, TypeVar

__all__ = ["DealOver", "Listener", "MatchOver", "Moved", "Notice", "Seat", "Thinking"]

MoveT = TypeVar("MoveT")
ObservationT = TypeVar("ObservationT", contravariant=True)


@dataclass(frozen=True, eq=False, slots=True)
class Thinking:
    """The bot at ``seat`` (1-based) is choosing its move."""

    seat: int


@dataclass(frozen=True, eq=False, slots=True)
class Moved:
    """The seat ``seat`` (1-based) made its move; what it was shows in every seat's observation (its log)."""

    seat: int


@dataclass(frozen=True, eq=False, slots=True)
class DealOver:
    """The deal is over; ``outcome`` is the game's outcome of it (public once the deal ends). ``match_over``:
    it was the last deal of the match."""

    outcome: object
    match_over: bool


@dataclass(frozen=True, eq=False, slots=True)
class MatchOver:
    """The match is over (after the :class:`DealOver` of its last deal)."""


Notice: TypeAlias = Thinking | Moved | DealOver | MatchOver
"""What the loop tells every seat. One notice object per event is sent to all seats (``eq=False``: identity), so
seats that share a screen can show it once."""


class Seat(Protocol[ObservationT, MoveT]):
    """A player at the table, as the match loop sees it, over the game's observation and move types."""

    def choose(self, observation: ObservationT, legal_moves: Sequence[MoveT]) -> MoveT:
        """One of ``legal_moves``, chosen seeing only ``observation`` (this seat's). A person's seat may instead
        raise ``EOFError``, ``KeyboardInterrupt`` or :class:`cardtable.terminal.QuitRequested` to leave."""
        ...

    def notify(self, notice: Notice, observation: ObservationT) -> None:
        """Hear ``notice``; ``observation`` is this seat's, as it stands now. A person's seat may wait here (for
        Enter at the end of a deal) and may raise as :meth:`choose` does."""
        ...


class Listener(Protocol[ObservationT]):
    """Someone at the table who plays no seat (a spectator): hears every notice. ``observation`` is that of the
    seat to move (seat 1 between deals): a listener may draw only its public part, as a hand-off screen does."""

    def notify(self, notice: Notice, observation: ObservationT) -> None:
        """Hear ``notice``."""
        ...
