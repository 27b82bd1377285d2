"""The state of a Leopard deal (rules L2, L3).

A :class:`State` is a frozen, hashable value: :func:`~leopard.rules.turns.deal` makes the first and
:func:`~leopard.rules.legal.apply` each next one. It holds hidden information (every hand and the stock order):
only :func:`~leopard.rules.observation.observation` may be shown to a seat.
"""

from __future__ import annotations

from typing import NamedTuple

from cardtable.cards import Card

from leopard.rules.types import Event, Phase, Rules, square_of

__all__ = ["HAND_SIZE", "Square", "Stack", "State", "empty_square"]

Stack = tuple[Card, ...]
"""The cards of one cell, bottom first; the top card is the last (L2.2). Jacks and Queens in it lie face down."""

Square = tuple[Stack, ...]
"""The nine cells of a square, cell 1 first (L2.1)."""

HAND_SIZE = 8  # L3.2


def empty_square() -> Square:
    """A square with nothing on it."""
    return ((),) * 9


class State(NamedTuple):
    """A Leopard deal as it stands. Tuples are indexed from 0: ``hands[seat - 1]``, ``squares[square - 1]``.

    A named tuple rather than a frozen dataclass: immutable, hashable and compared by value all the same, but made
    and hashed in C, which matters when bots play thousands of deals per decision.

    ``rules``, ``dealer`` (seat); ``stock``: the cards still in the stock, top first; ``hands``: each seat's hand
    in the order received (a drawn card goes last); ``squares``: each square's nine stacks; ``values``: each
    square's value V in points (L7.1), kept up to date; ``discards``: the discard pile, bottom first; ``turn``:
    the seat to move (the last mover once over); ``phase`` (see :data:`~leopard.rules.types.Phase`);
    ``drawn``: the card the player to move drew this turn, or None; ``went_out``: the seat that went out, or
    None; ``log``: the public events so far, oldest first; ``refused``: four players, the partner said no this
    turn, so the player may not ask again (L6.1). In the ``asked`` phase ``turn`` is the seat that asked; its
    partner is the seat to move (:func:`~leopard.rules.turns.to_move`).
    """

    rules: Rules
    dealer: int
    stock: tuple[Card, ...]
    hands: tuple[tuple[Card, ...], ...]
    squares: tuple[Square, ...]
    values: tuple[int, ...]
    discards: tuple[Card, ...]
    turn: int
    phase: Phase
    drawn: Card | None = None
    went_out: int | None = None
    log: tuple[Event, ...] = ()
    refused: bool = False

    @property
    def own_square(self) -> int:
        """The square of the seat to move (L5.7)."""
        return square_of(self.rules, self.turn)
