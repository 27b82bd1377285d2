"""The one interface between the match loop and a seat: choose a move, and hear what happens at the table.

A seat receives only its own observation (design "Hot-seat privacy"): the loop asks ``observation(state, seat)``
for the seat it talks to and passes nothing else that is hidden. Notices carry public facts only.
"""

from __future__ import annotations

from collections.abc import Sequence
from dataclasses import dataclass
from typing import Any, Protocol, TypeAlias, TypeVar

__all__ = ["DealOver", "Hinted", "Listener", "MatchOver", "Moved", "Notice", "Seat", "TakeBack", "Thinking", "TookBack"]

MoveT = TypeVar("MoveT")
ObservationT = TypeVar("ObservationT", contravariant=True)


@dataclass(frozen=True, eq=False, slots=True)
class Thinking:
    """The bot at ``seat`` (1-based) is choosing its move."""

    seat: int


@dataclass(frozen=True, eq=False, slots=True)
class Moved:
    """The seat ``seat`` (1-based) made ``move`` (the game's move); what it was shows in every seat's observation
    (its log)."""

    seat: int
    move: Any


@dataclass(frozen=True, eq=False, slots=True)
class Hinted:
    """The person at ``seat`` (1-based) asked for a hint at this decision: every player is told, so that nobody
    is helped unseen, and the record notes the move they make next."""

    seat: int


@dataclass(frozen=True, eq=False, slots=True)
class TookBack:
    """The person at ``seat`` (1-based) took back their last move and the ``moves`` made after it (``moves``
    counts them all, theirs included); every seat's observation shows the deal as it stood before it."""

    seat: int
    moves: int


class TakeBack(Exception):
    """Raised by a person's seat from :meth:`Seat.choose` to take back their last move of the deal (``undo``):
    the loop takes it back (with every move after it) and asks the seat to move again. The seat asks only when
    :meth:`cardtable.table.MatchLoop.take_back_refusal` has no objection."""


@dataclass(frozen=True, eq=False, slots=True)
class DealOver:
    """The deal is over; ``outcome`` is the game's outcome of it (public once the deal ends). ``match_over``:
    it was the last deal of the match."""

    outcome: object
    match_over: bool


@dataclass(frozen=True, eq=False, slots=True)
class MatchOver:
    """The match is over (after the :class:`DealOver` of its last deal)."""


Notice: TypeAlias = Thinking | Moved | Hinted | TookBack | DealOver | MatchOver
"""What the loop tells every seat. One notice object per event is sent to all seats (``eq=False``: identity), so
seats that share a screen can show it once."""


class Seat(Protocol[ObservationT, MoveT]):
    """A player at the table, as the match loop sees it, over the game's observation and move types."""

    def choose(self, observation: ObservationT, legal_moves: Sequence[MoveT]) -> MoveT:
        """One of ``legal_moves``, chosen seeing only ``observation`` (this seat's). A person's seat may instead
        raise ``EOFError``, ``KeyboardInterrupt`` or :class:`cardtable.terminal.QuitRequested` to leave, or
        :class:`TakeBack` to take back their last move."""
        ...

    def notify(self, notice: Notice, observation: ObservationT) -> None:
        """Hear ``notice``; ``observation`` is this seat's, as it stands now. A person's seat may wait here (for
        Enter at the end of a deal) and may raise as :meth:`choose` does."""
        ...


class Listener(Protocol[ObservationT]):
    """Someone at the table who plays no seat (a spectator): hears every notice. ``observation`` is seat 1's
    always, so a table drawn from it stays in one place (a game that seats the observer at the bottom puts seat 1
    there): a listener may draw only its public part, as a hand-off screen does."""

    def notify(self, notice: Notice, observation: ObservationT) -> None:
        """Hear ``notice``."""
        ...
