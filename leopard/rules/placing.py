"""Where a card may be placed (rules L5): every place a card may take on the squares as they stand, and the check
of one place with the reason it is refused.

Squares are numbered from 1, cells 1-9 (L2.1); a cell whose top card lies face down counts as empty (L2.2).
"""

from __future__ import annotations

from cardtable.cards import Card, Rank, double_deck
from cardtable.game import IllegalMove
from cardtable.i18n import _

from leopard.rules.scoring import top_face_up
from leopard.rules.state import Square
from leopard.rules.types import Move, Place

__all__ = ["FACE_DOWN", "a_rank", "add_places", "check_place", "places"]

_JACK, _TEN = Rank.JACK, Rank.TEN

# Moves are frozen values, so the engine hands out shared instances instead of building new ones on every call.
_CARDS = sorted(set(double_deck()))
_PLACES: dict[Card, tuple[tuple[Place, ...], ...]] = {
    card: tuple(tuple(Place(card, square, cell) for cell in range(1, 10)) for square in range(1, 4)) for card in _CARDS
}
"""``_PLACES[card][square - 1][cell - 1]`` for up to three squares."""
_JACK_PLACES: dict[tuple[Card, int], tuple[Place, ...]] = {
    (card, squares): sum(_PLACES[card][:squares], ()) for card in _CARDS if card.rank == _JACK for squares in (2, 3)
}

FACE_DOWN = frozenset(card for card in _CARDS if card.rank in (_JACK, Rank.QUEEN))
"""The cards that lie face down once placed: Jacks and Queens (L5.4, L5.5)."""

# Where each card may go (L5): its rank's cell anywhere, anywhere, an empty own cell, any own cell.
_NUMBER, _ANYWHERE, _OWN_EMPTY, _OWN_ANY = "A-9", "J", "10", "K/Q"
_KIND = {
    card: _NUMBER if card.rank <= 9 else _ANYWHERE if card.rank == _JACK else _OWN_EMPTY if card.rank == _TEN else _OWN_ANY
    for card in _CARDS
}


def places(card: Card, squares: tuple[Square, ...], own: int) -> tuple[Place, ...]:
    """Every place ``card`` may take on ``squares`` for a player whose square is ``own`` (1-based), square by
    square, cell by cell (L5.1-L5.7). Checks L5 only, not the hand, the turn or the phase."""
    found: list[Place] = []
    add_places(found, card, squares, own - 1)
    return tuple(found)


def add_places(moves: list[Place] | list[Move], card: Card, squares: tuple[Square, ...], own: int) -> None:
    """Append to ``moves`` what :func:`places` returns, for the square index ``own`` (0-based): the form
    :func:`~leopard.rules.legal.legal_moves` uses, which bots' playouts call for every move."""
    kind = _KIND[card]
    append = moves.append
    if kind is _NUMBER:  # L5.1: its own cell, any square, when empty (L2.2)
        cell = card.rank - 1
        by_square = _PLACES[card]
        for s, square in enumerate(squares):
            stack = square[cell]
            if not stack or stack[-1] in FACE_DOWN:
                append(by_square[s][cell])
    elif kind is _ANYWHERE:  # L5.4: a Jack, any cell of any square
        moves.extend(_JACK_PLACES[card, len(squares)])
    elif kind is _OWN_EMPTY:  # L5.2: a Ten, an empty cell of the own square
        own_places = _PLACES[card][own]
        for cell, stack in enumerate(squares[own]):
            if not stack or stack[-1] in FACE_DOWN:
                append(own_places[cell])
    else:  # L5.3, L5.5: a King or Queen, any cell of the own square
        moves.extend(_PLACES[card][own])


def check_place(squares: tuple[Square, ...], move: Place, own: int) -> None:
    """Raise :class:`IllegalMove` unless ``move`` may go where it says on ``squares``, for the player whose
    square is ``own`` (1-based). Checks L5 only, not the hand or the phase."""
    card, square, cell = move.card, move.square, move.cell
    if type(square) is not int or not 1 <= square <= len(squares):
        raise IllegalMove(_("there is no square {square}").format(square=square))
    if type(cell) is not int or not 1 <= cell <= 9:
        raise IllegalMove(_("there is no cell {cell}").format(cell=cell))
    rank = card.rank
    if rank <= 9:  # L5.1
        if cell != rank:
            raise IllegalMove(_("{card} goes only on cell {cell}").format(card=a_rank(rank), cell=int(rank)))
    elif rank != _JACK and square != own:  # L5.2, L5.3, L5.5
        raise IllegalMove(_("{card} goes only in your own square").format(card=a_rank(rank)))
    if rank <= 10 and top_face_up(squares[square - 1][cell - 1]) is not None:  # L5.1, L5.2
        raise IllegalMove(_("cell {cell} of square {square} is taken").format(cell=cell, square=square))


def a_rank(rank: Rank) -> str:
    """A card of ``rank`` in words for messages: "an Ace", "a 7", "an 8", "a Ten", "a Jack", "a Queen", "a King"."""
    names = {
        Rank.ACE: _("an Ace"),
        Rank.EIGHT: _("an 8"),
        Rank.TEN: _("a Ten"),
        Rank.JACK: _("a Jack"),
        Rank.QUEEN: _("a Queen"),
        Rank.KING: _("a King"),
    }
    return names.get(rank) or _("a {rank}").format(rank=int(rank))
