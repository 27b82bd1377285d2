"""The tables behind :class:`~leopard.rules.playout.Playout`: the legal moves of each part of a hand (rules L5,
L2.2) and what each shared move does, for each number of squares and each own square.

A card is its index in (rank, suit) order, ``4 · (rank − 1) + suit``, the order legal moves list cards in. A seat
keeps thirteen *keys*: for each rank A-9, the suits it holds (4 bits) and, above them (from bit 4), the squares
where that rank's cell is empty (L2.2); the Tens it holds (4 bits) and the empty cells of its own square (9 bits);
the Jacks it holds (4 bits), and its Queens and Kings (8 bits). The legal places and discards of a turn are the
twelve tuples its keys pick in its twelve tables, one after the other:

- A-9 (L5.1): a card goes on its rank's cell of any square, when empty: a list by key, made whole at once, as it
  is small (16 · 2^squares entries).
- 10 (L5.2): an empty cell of the own square: a row by the Tens held, then an entry by the own square's empty
  cells; the rows of two Tens or more are made on first use (None until then).
- J (L5.4) anywhere, Q and K (L5.3, L5.5) anywhere in the own square: lists by key, made whole at once.

Every move in them is the engine's own shared value (:mod:`leopard.rules.placing`, :mod:`leopard.rules.legal`), and
every key of A-9 is below 128, so reading one allocates nothing.
"""

from __future__ import annotations

from operator import add
from typing import cast

from cardtable.cards import Card, Rank, Suit

from leopard.rules.legal import _DISCARDS
from leopard.rules.placing import _PLACES
from leopard.rules.scoring import LINES_THROUGH, line_points
from leopard.rules.types import Move

__all__ = ["CARDS", "CODE", "DRAWING", "EMPTY", "LINE_CHANGES", "LINE_POINTS", "OWN_EMPTY", "Kit", "kit"]

Moves = tuple[Move, ...]

CARDS: tuple[Card, ...] = tuple(Card(Rank(rank), Suit(suit)) for rank in range(1, 14) for suit in range(4))

EMPTY = 4
"""Where the emptiness bits start in a key of A-9: bit ``EMPTY + square`` for each square whose cell is empty."""
OWN_EMPTY = 10  # the key of the own square's empty cells (bit: cell)
# The key of each card: A-9 are keys 0-8 by rank, the Tens 9, the Jacks 11, the Queens and Kings 12.
_KEY = tuple(index >> 2 if index < 40 else 11 if index < 44 else 12 for index in range(52))
_KEY_BIT = tuple(1 << (index & 3) if index < 44 else 1 << (index - 44) for index in range(52))

DRAWING: dict[Card, tuple[int, int, int]] = {
    card: (index, _KEY[index], _KEY_BIT[index]) for index, card in enumerate(CARDS)
}
"""For each card what taking it into a hand changes: its index (where its count is kept), its key and its bit."""

CODE = tuple(0 if card.rank in (Rank.JACK, Rank.QUEEN) else 1 + card.suit for card in CARDS)
"""A cell's code once a card tops it: 0 when it counts as empty (a Jack or Queen, face down, L2.2), else 1 + the
suit of the card. Only suits count for lines (L7.1)."""


def _ace(code: int) -> Card | None:
    """A card showing the suit of a cell's ``code``, None for an empty cell (any rank would do: only suits count)."""
    return None if code == 0 else Card(Rank.ACE, Suit(code - 1))


LINE_POINTS: dict[int, tuple[int, ...]] = {
    suit_line: tuple(
        line_points(_ace(a), _ace(b), _ace(c), suit_line) for a in range(5) for b in range(5) for c in range(5)
    )
    for suit_line in (2, 3)
}
"""The points of a line by the codes of its three cells, ``25·a + 5·b + c``, for each suit_line (L7.1)."""

LINE_CHANGES: dict[int, tuple[tuple[int, ...], ...]] = {
    suit_line: tuple(
        tuple(points[25 * new + rest] - points[25 * old + rest] for rest in range(25))
        for old in range(5)
        for new in range(5)
    )
    for suit_line, points in LINE_POINTS.items()
}
"""How a line's points change when one of its cells goes from code ``old`` to ``new`` while the other two show
``a`` and ``b``: ``[5·old + new][5·a + b]``, for each suit_line (L7.1). Small ints throughout, so nothing is
allocated on the way."""

_OTHERS = tuple(tuple(tuple(other for other in line if other != cell) for line in LINES_THROUGH[cell]) for cell in range(9))
_OTHER_SLOTS: tuple[tuple[tuple[int, int], ...], ...] = tuple(
    tuple((9 * square + a, 9 * square + b) for a, b in _OTHERS[cell]) for square in range(3) for cell in range(9)
)
"""For each slot ``9 · square + cell`` the slots of the other two cells of each line through it (L2.3)."""

Cell = tuple[int, int, int, bool, int, int, int, tuple[tuple[int, int], ...], int]
Action = tuple[int, int, int, Cell | None]
"""What a shared place or discard does (see :meth:`Kit._action`)."""


def _every_subset(pieces: list[Moves]) -> list[Moves]:
    """For every subset of ``pieces`` (bit i: the i-th is in it) the concatenation of its pieces in order."""
    table: list[Moves] = [()]
    for piece in pieces:
        table += [moves + piece for moves in table]
    return table


Tables = tuple[
    list[Moves], list[Moves], list[Moves], list[Moves], list[Moves], list[Moves], list[Moves], list[Moves],
    list[Moves], list[list[Moves]], list[Moves], list[Moves],
]  # fmt: skip
"""A seat's twelve tables: by key, and for the Tens by the Tens held, then by the own square's empty cells."""


class Kit:
    """The tables of one number of squares (2 or 3), made once and shared by every playout that needs them:
    :attr:`tables` and :attr:`actions` by own square index, :attr:`start` the keys of an empty hand at the start
    of a deal."""

    def __init__(self, squares: int) -> None:
        self.squares = squares
        numbers = [self._rank_table(rank) for rank in range(1, 10)]
        jacks = _every_subset([sum(_PLACES[card][:squares], ()) + (_DISCARDS[card],) for card in CARDS[40:44]])
        self.tables: list[Tables] = []
        for own in range(squares):
            queens_kings = _every_subset([_PLACES[card][own] + (_DISCARDS[card],) for card in CARDS[44:]])
            tens: list[list[Moves] | None] = [None] * 16  # two Tens or more: made on first use (see fill)
            tens[0] = [()] * 512
            for suit, ten in enumerate(CARDS[36:40]):
                tens[1 << suit] = self._tens_row(own, ten)
            self.tables.append(cast(Tables, (*numbers, tens, jacks, queens_kings)))
        # By id of each shared place or discard, what it does: the same for every seat but for the places of 10s,
        # Queens and Kings, which only go in the seat's own square.
        common = {
            id(_PLACES[card][square][cell]): self._action(card, square, cell)
            for card in CARDS
            if card.rank <= 9 or card.rank == Rank.JACK
            for square in range(squares)
            for cell in (range(9) if card.rank == Rank.JACK else (card.rank - 1,))
        }
        common.update((id(_DISCARDS[card]), self._action(card, -1, 0)) for card in CARDS)
        self.actions: list[dict[int, Action]] = []
        for own in range(squares):
            actions = common.copy()
            for card in (*CARDS[36:40], *CARDS[44:]):  # Tens, Queens, Kings
                places = enumerate(_PLACES[card][own])
                actions.update((id(place), self._action(card, own, cell)) for cell, place in places)
            self.actions.append(actions)
        every = (1 << squares) - 1
        self.start = (*(every << EMPTY,) * 9, 0, 0x1FF, 0, 0)

    def fill(self, own: int, tens: int) -> None:
        """Make the row of the Tens ``tens`` (bits by suit, two or more) for the own square index ``own``."""
        rows = cast("list[list[Moves] | None]", self.tables[own][9])
        if rows[tens] is None:
            last = 1 << (tens.bit_length() - 1)
            self.fill(own, tens ^ last)
            rows[tens] = list(map(add, cast("list[Moves]", rows[tens ^ last]), cast("list[Moves]", rows[last])))

    def _tens_row(self, own: int, ten: Card) -> list[Moves]:
        """The moves of ``ten`` by the empty cells of the own square index ``own`` (bit: cell): its places in
        them, cell by cell (L5.2), then its discard."""
        discard = (_DISCARDS[ten],)
        return [places + discard for places in _every_subset([(place,) for place in _PLACES[ten][own]])]

    def _rank_table(self, rank: int) -> list[Moves]:
        """The moves of the cards of ``rank`` (A-9) by key: for each card held, in suit order, its places on its
        rank's cell where empty, square by square (L5.1), then its discard."""
        cards = CARDS[4 * rank - 4 : 4 * rank]
        by_card = [
            _every_subset([(_PLACES[card][square][rank - 1],) for square in range(self.squares)]) for card in cards
        ]
        table: list[Moves] = []
        for empty in range(1 << self.squares):
            pieces = [by_card[suit][empty] + (_DISCARDS[card],) for suit, card in enumerate(cards)]
            table += _every_subset(pieces)
        return table

    def _action(self, card: Card, square: int, cell: int) -> Action:
        """What placing ``card`` on square index ``square``, cell index ``cell`` does (square −1: discarding it):
        its key and bit there and its index (see :data:`DRAWING`), then for a place (None for a discard): the slot
        ``9 · square + cell``, the cell code it shows (:data:`CODE`), whether the cell must be empty (L5.1, L5.2),
        the cell index, the cell's emptiness bit in the keys of its rank, that in the keys of the Tens, the slots
        of the other cells of each line through it (L2.3), the square."""
        index, key, bit = DRAWING[card]
        if square < 0:
            return key, bit, index, None
        slot = 9 * square + cell
        return key, bit, index, (
            slot, index, CODE[index], card.rank <= 10, cell, 1 << (EMPTY + square), 1 << cell, _OTHER_SLOTS[slot],
            square,
        )  # fmt: skip


_KITS: dict[int, Kit] = {}


def kit(squares: int) -> Kit:
    """The shared :class:`Kit` for ``squares`` squares, made on first use."""
    made = _KITS.get(squares)
    if made is None:
        made = _KITS[squares] = Kit(squares)
    return made
