"""The match loop: deals, moves, the ends of deals and of the match, for any game and any seats.

The loop asks the seat to move for a move, sends every seat the public notices (a bot thinking, a deal over, the
match over), and has each step saved. It draws nothing and reads nothing: which screens exist, whether seats share
one, and how leaving works belong to the seats and the front ends around the loop.
"""

from __future__ import annotations

from collections.abc import Callable, Mapping, Sequence
from typing import Any

from cardtable.session import Session
from cardtable.table.seat import DealOver, Listener, MatchOver, Moved, Notice, Seat, Thinking

__all__ = ["MatchLoop"]

Step = Callable[[], None]


class MatchLoop:
    """Plays ``session`` with ``seats`` (1-based seat number → seat, one for every seat).

    ``run_step(step)`` runs each step that saves (a move, the next deal): e.g. :meth:`Saver.attempt
    <cardtable.terminal.saving.Saver.attempt>`, which keeps a failed save from ending the match. ``bots``: the
    seats whose moves are announced as :class:`Thinking` first. ``listeners``: people who play no seat
    (spectators); they hear every notice after the seats.
    """

    def __init__(
        self,
        session: Session,
        seats: Mapping[int, Seat[Any, Any]],
        *,
        run_step: Callable[[Step], None],
        bots: frozenset[int] = frozenset(),
        listeners: Sequence[Listener[Any]] = (),
    ) -> None:
        if sorted(seats) != list(range(1, session.players + 1)):
            raise ValueError(f"seats {sorted(seats)} do not match the {session.players} seats of the match")
        self.session = session
        self.seats = dict(seats)
        self.run_step = run_step
        self.bots = bots
        self.listeners = tuple(listeners)

    def run(self) -> None:
        """Play until the match is over (returns after every seat heard :class:`MatchOver`). Whatever a seat
        raises (a person leaving, an error) ends the loop and goes to the caller; every step before is saved."""
        session = self.session
        while True:
            if session.deal_over:
                finished = session.status().finished
                self._tell(DealOver(session.outcome, finished))
                if finished:
                    self._tell(MatchOver())
                    return
                self.run_step(session.next_deal)
                continue
            seat = session.to_move
            assert seat is not None  # a deal that is not over has a seat to move
            if seat in self.bots:
                self._tell(Thinking(seat), first=seat)
            move = self.seats[seat].choose(session.observation(seat), session.legal_moves())
            self.run_step(lambda: session.play(move))
            self._tell(Moved(seat))

    def _tell(self, notice: Notice, *, first: int | None = None) -> None:
        """Send ``notice`` to every seat in seat order, ``first`` (the seat it is about) before the others."""
        order = sorted(self.seats, key=lambda number: (number != first, number))
        for number in order:
            self.seats[number].notify(notice, self.session.observation(number))
        if self.listeners:
            public = self.session.observation(self.session.to_move or 1)
            for listener in self.listeners:
                listener.notify(notice, public)
