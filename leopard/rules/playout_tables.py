"""The tables behind :class:`~leopard.rules.playout.Playout`: the legal moves of each part of a hand (rules L5,
L2.2) and what each shared move does, for each number of squares and each own square.

A card is its index in (rank, suit) order, ``4 · (rank − 1) + suit``, the order legal moves list cards in. A hand
is seven slices of bits, one per card held: A-2, 3-4, 5-6, 7-8 (8 bits each), 9, 10 (4 bits each), J-K (12 bits).
The legal places and discards of a turn are the seven tuples of the slices, one after the other, each found by
the slice's bits and, where it matters, by which cells are empty (L2.2), in one of these tables:

- A-9 (L5.1): a card goes on its rank's cell of any square, when empty. The emptiness of the slice's cells is a
  key of ``squares`` bits per cell (bit ``squares · (cell & 1) + square`` for cells 1-8, bit ``square`` for 9).
- 10 (L5.2): an empty cell of the own square; the key is the own square's emptiness (bit ``cell``).
- J (L5.4) anywhere, Q and K (L5.3, L5.5) anywhere in the own square: no key.

Tables are plain lists, so reading one is a single subscript; a row not needed yet is None (reading into it fails
with ``TypeError``, and :meth:`Kit.fill` makes the hand's missing rows), so a table costs little before it is used.
Every move in them is the engine's own shared value (:mod:`leopard.rules.placing`, :mod:`leopard.rules.legal`).
"""

from __future__ import annotations

from operator import add

from cardtable.cards import Card, Rank, Suit

from leopard.rules.legal import _DISCARDS
from leopard.rules.placing import _PLACES
from leopard.rules.scoring import LINES_THROUGH, line_points
from leopard.rules.types import Move

__all__ = ["CARDS", "CODE", "COUNTS", "DRAWING", "LINE_CHANGES", "LINE_POINTS", "Kit", "kit"]

Moves = tuple[Move, ...]
Row = list[Moves]
"""The moves of the cards of one hand slice, by the key of the emptiness that decides them."""

CARDS: tuple[Card, ...] = tuple(Card(Rank(rank), Suit(suit)) for rank in range(1, 14) for suit in range(4))

_SLICE = tuple(min(index // 8, 4) if index < 36 else 5 if index < 40 else 6 for index in range(52))
SLICE_FIRST = (0, 8, 16, 24, 32, 36, 40)
"""The index of the first card of each hand slice."""
_SLICE_BIT = tuple(1 << (index - SLICE_FIRST[_SLICE[index]]) for index in range(52))

COUNTS = 7
"""A seat's hand is a list: the seven slices, then from index ``COUNTS`` how many of each card it holds (0-2)."""

DRAWING: dict[Card, tuple[int, int, int, int]] = {
    card: (index, _SLICE[index], _SLICE_BIT[index], COUNTS + index) for index, card in enumerate(CARDS)
}
"""For each card what taking it into a hand changes: its index, its slice, its bit in the slice, where its count
is kept in the hand."""

CODE = tuple(0 if card.rank in (Rank.JACK, Rank.QUEEN) else 1 + card.suit for card in CARDS)
"""A cell's code once a card tops it: 0 when it counts as empty (a Jack or Queen, face down, L2.2), else 1 + the
suit of the card. Only suits count for lines (L7.1)."""


def _ace(code: int) -> Card | None:
    """A card showing the suit of a cell's ``code``, None for an empty cell (any rank would do: only suits count)."""
    return None if code == 0 else Card(Rank.ACE, Suit(code - 1))


LINE_POINTS: dict[int, tuple[int, ...]] = {
    suit_line: tuple(line_points(_ace(a), _ace(b), _ace(c), suit_line) for a in range(5) for b in range(5) for c in range(5))
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


def _every_subset(pieces: list[Moves]) -> list[Moves]:
    """For every subset of ``pieces`` (bit i: the i-th is in it) the concatenation of its pieces in order."""
    table: list[Moves] = [()]
    for piece in pieces:
        table += [moves + piece for moves in table]
    return table


def _row(rows: list[Row | None], pieces: list[Row], hand: int) -> Row:
    """``rows[hand]``, made when missing, as the row of ``hand`` without its last card plus that card's piece."""
    row = rows[hand]
    if row is None:
        last = hand.bit_length() - 1
        row = rows[hand] = list(map(add, _row(rows, pieces, hand ^ (1 << last)), pieces[last]))
    return row


def _rows(pieces: list[Row]) -> list[Row | None]:
    """The rows of a table whose cards have the given ``pieces``: the empty hand's now, the others on first use."""
    rows: list[Row | None] = [None] * (1 << len(pieces))
    rows[0] = [()] * len(pieces[0])
    return rows


_OTHERS = tuple(tuple(tuple(other for other in line if other != cell) for line in LINES_THROUGH[cell]) for cell in range(9))
_OTHER_SLOTS: tuple[tuple[tuple[int, int], ...], ...] = tuple(
    tuple((9 * square + a, 9 * square + b) for a, b in _OTHERS[cell]) for square in range(3) for cell in range(9)
)
"""For each slot ``9 · square + cell`` the slots of the other two cells of each line through it (L2.3)."""

Cell = tuple[int, int, int, int, int, int, int, int, tuple[tuple[int, int], ...], int]
Action = tuple[int, int, int, Cell | None]
"""What a shared place or discard does (see :meth:`Kit._action`)."""


class Kit:
    """The tables of one number of squares (2 or 3), made once and shared by every playout that needs them."""

    def __init__(self, squares: int) -> None:
        self.squares = squares
        mask = (1 << squares) - 1
        # The moves of each A-9 card by the emptiness of its rank's cell in each square (L5.1), then its discard.
        by_card = [
            [
                moves + (_DISCARDS[card],)
                for moves in _every_subset([(_PLACES[card][square][card.rank - 1],) for square in range(squares)])
            ]
            for card in CARDS[:36]
        ]
        self.number_pieces: list[list[Row]] = [
            [
                [by_card[first + card][key >> squares * (card >> 2) & mask] for key in range(1 << squares * (cards >> 2))]
                for card in range(cards)
            ]
            for first, cards in ((0, 8), (8, 8), (16, 8), (24, 8), (32, 4))
        ]
        self.numbers = [_rows(pieces) for pieces in self.number_pieces]
        self.tens = [[[()] * 512, *(_TensRow(own, tens) for tens in range(1, 16))] for own in range(squares)]
        jacks = _every_subset([sum(_PLACES[card][:squares], ()) + (_DISCARDS[card],) for card in CARDS[40:44]])
        self.courts = [_Courts(jacks, _every_subset([_PLACES[card][own] + (_DISCARDS[card],) for card in CARDS[44:]]))
                       for own in range(squares)]  # fmt: skip
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
                actions.update((id(place), self._action(card, own, cell)) for cell, place in enumerate(_PLACES[card][own]))
            self.actions.append(actions)
        # The emptiness at the start of a deal: every cell of every square empty.
        every = sum(1 << square for square in range(squares))
        self.all_empty = (*(every | every << squares,) * 4, every, *(0x1FF,) * squares)

    def fill(self, hand: list[int]) -> None:
        """Make the rows of A-9 cards that the slices of ``hand`` need."""
        for rows, pieces, bits in zip(self.numbers, self.number_pieces, hand):
            _row(rows, pieces, bits)

    def _action(self, card: Card, square: int, cell: int) -> Action:
        """What placing ``card`` on square index ``square``, cell index ``cell`` does (square −1: discarding it):
        its slice and bit there and where its count is kept (see :data:`DRAWING`), then for a place (None for a
        discard): the slot ``9 · square + cell``, the card's index, the cell code it shows (:data:`CODE`), whether
        the cell must be empty (L5.1, L5.2), the slot's emptiness bits (slice and bit among the A-9 keys, then the
        own square's key and bit), the slots of the other cells of each line through it (L2.3), the square."""
        index, piece, piece_bit, count = DRAWING[card]
        if square < 0:
            return piece, piece_bit, count, None
        slot = 9 * square + cell
        return piece, piece_bit, count, (
            slot, index, CODE[index], card.rank <= 10, min(cell >> 1, 4), 1 << (self.squares * (cell & 1) + square),
            5 + square, 1 << cell, _OTHER_SLOTS[slot], square,
        )  # fmt: skip


class _TensRow(dict[int, Moves]):
    """The moves of some Tens by the own square's empty cells (9 bits, L5.2), each made on first use: for each
    Ten its places in those cells, then its discard."""

    def __init__(self, own: int, tens: int) -> None:
        super().__init__()
        self.tens = [(_PLACES[ten][own], (_DISCARDS[ten],)) for ten in CARDS[36:40] if tens >> (ten.suit) & 1]

    def __missing__(self, empty: int) -> Moves:
        cells = _CELLS[empty]
        moves = self[empty] = sum((tuple(places[cell] for cell in cells) + discard for places, discard in self.tens), ())
        return moves


_CELLS = tuple(tuple(cell for cell in range(9) if empty >> cell & 1) for empty in range(512))
"""The cells of each set of empty cells (9 bits)."""


class _Courts(dict[int, Moves]):
    """The moves of the Jacks, Queens and Kings of a hand by its bits for them (12; L5.3-L5.5), each made on first
    use from the moves of its Jacks and those of its Queens and Kings."""

    def __init__(self, jacks: list[Moves], queens_kings: list[Moves]) -> None:
        super().__init__()
        self.jacks, self.queens_kings = jacks, queens_kings

    def __missing__(self, hand: int) -> Moves:
        moves = self[hand] = self.jacks[hand & 15] + self.queens_kings[hand >> 4]
        return moves


_KITS: dict[int, Kit] = {}


def kit(squares: int) -> Kit:
    """The shared :class:`Kit` for ``squares`` squares, made on first use."""
    made = _KITS.get(squares)
    if made is None:
        made = _KITS[squares] = Kit(squares)
    return made
