"""The match loop: deals, moves, the ends of deals and of the match, for any game and any seats.

The loop asks the seat to move for a move, sends every seat the public notices (a bot thinking, a deal over, the
match over), and has each step saved. It draws nothing and reads nothing: which screens exist, whether seats share
one, and how leaving works belong to the seats and the front ends around the loop.
"""

from __future__ import annotations

from collections.abc import Callable, Mapping, Sequence
from typing import Any, Literal, TypeAlias

from cardtable.session import Session
from cardtable.table.seat import (
    DealOver, Hinted, Listener, MatchOver, Moved, Notice, Seat, TakeBack, Thinking, TookBack,
)  # fmt: skip

__all__ = ["MatchLoop", "Refusal"]

Step = Callable[[], None]

Refusal: TypeAlias = Literal["humans", "deal"]
"""Why a move cannot be taken back: other people play in the match (they may have seen a card since), or the
seat has made no move in this deal (moves of an earlier deal stand)."""


class MatchLoop:
    """Plays ``session`` with ``seats`` (1-based seat number → seat, one for every seat).

    ``run_step(step)`` runs each step that saves (a move, the next deal): e.g. :meth:`Saver.attempt
    <cardtable.terminal.saving.Saver.attempt>`, which keeps a failed save from ending the match. ``bots``: the
    seats whose moves are announced as :class:`Thinking` first. ``listeners``: people who play no seat
    (spectators); they hear every notice after the seats, with seat 1's observation.
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
        self._hinted: set[int] = set()  # seats that asked for a hint at the decision they are making now

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
            try:
                move = self.seats[seat].choose(session.observation(seat), session.legal_moves())
            except TakeBack:
                self._take_back(seat)
                continue
            hinted = seat in self._hinted
            self._hinted.discard(seat)
            self.run_step(lambda: session.play(move, hinted=hinted))
            self._tell(Moved(seat, move))

    def hint_taken(self, seat: int) -> None:
        """``seat`` asked for a hint at the decision it is making: every seat (and listener) hears
        :class:`Hinted`, once per decision, and the record notes the move the seat makes next."""
        if seat in self._hinted:
            return
        self._hinted.add(seat)
        self._tell(Hinted(seat), first=seat)

    def take_back_refusal(self, seat: int) -> Refusal | None:
        """Why ``seat`` may not take back its last move now, or None when it may: only the one person of a match
        against bots may (anyone else at the table may have seen a card since), and only a move of this deal."""
        session = self.session
        if sum(info.bot is None for info in session.seats) != 1 or session.seats[seat - 1].bot is not None:
            return "humans"
        if session.deal_over or not session.made_a_move(seat):
            return "deal"
        return None

    def _take_back(self, seat: int) -> None:
        """Take back ``seat``'s last move and the moves after it (saved) and tell every seat. Refused silently
        when :meth:`take_back_refusal` objects: the seat is then asked again."""
        if self.take_back_refusal(seat) is not None:
            return
        moves = len(self.session.record.deals[-1].moves)

        def step() -> None:
            self.session.take_back(seat)  # a failed save still takes the moves back

        self.run_step(step)
        self._hinted.discard(seat)
        self._tell(TookBack(seat, moves - len(self.session.record.deals[-1].moves)), first=seat)

    def _tell(self, notice: Notice, *, first: int | None = None) -> None:
        """Send ``notice`` to every seat in seat order, ``first`` (the seat it is about) before the others."""
        order = sorted(self.seats, key=lambda number: (number != first, number))
        for number in order:
            self.seats[number].notify(notice, self.session.observation(number))
        if self.listeners:  # always seat 1's: a spectator's table keeps its place rather than turn with the mover
            public = self.session.observation(1)
            for listener in self.listeners:
                listener.notify(notice, public)
