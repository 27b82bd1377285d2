"""The tables behind :class:`~leopard.rules.playout.Playout`: the legal moves of each part of a hand (rules L5,
L2.2) and what each shared move does, for each number of squares and each own square.

A card is its index in (rank, suit) order, ``4 · (rank − 1) + suit``, the order legal moves list cards in. A seat
keeps eleven *keys*, ints whose bits say what it holds and where those cards could go:

- keys 0-8, the ranks A-9 (L5.1): the suits held (4 bits), then the squares where that rank's cell is empty
  (L2.2);
- key 9, the Tens (L5.2): the empty cells of the own square (9 bits), then the Tens held (4 bits);
- key 10, the court cards (L5.3-L5.5): the Jacks held (4 bits), then the Queens, then the Kings.

The legal places and discards of a turn are the eleven tuples its keys pick in its eleven tables, one after the
other, each table a list by key, so that a lookup is one list subscript. The tables of A-9 are small (16 ·
2^squares entries) and made whole at once, so they stay in the processor's caches; so are the Tens' for at most two
Tens and the court cards' for at most three. The rest is made on first need (an entry is None until then;
unpacking None raises TypeError, which is when :meth:`Kit.fill` makes it): the Tens a row at a time (every key with
the same Tens), the court cards an entry at a time. Every move in them is the engine's own shared value
(:mod:`leopard.rules.placing`, :mod:`leopard.rules.legal`).
"""

from __future__ import annotations

from operator import add
from typing import cast

from cardtable.cards import Card, Rank, Suit

from leopard.rules.legal import _DISCARDS
from leopard.rules.placing import _PLACES
from leopard.rules.scoring import LINES_THROUGH, line_points
from leopard.rules.types import Move

__all__ = ["CARDS", "CODE", "LINE_CHANGES", "LINE_POINTS", "TENS", "Kit", "kit"]

Moves = tuple[Move, ...]

CARDS: tuple[Card, ...] = tuple(Card(Rank(rank), Suit(suit)) for rank in range(1, 14) for suit in range(4))

TENS = 9
"""The key of the Tens and of the own square's empty cells (bit: cell)."""
_COURT = 10  # the key of the Jacks, Queens and Kings

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

Cell = tuple[int, int, bool, int, int, int, tuple[tuple[int, int], ...], int]
Action = tuple[int, int, int, Cell | None]
"""What a shared place or discard does (see :meth:`Kit._action`)."""
Table = list[Moves]
Tables = tuple[Table, ...]
"""A seat's eleven tables, one per key (entries not made yet are None, see :meth:`Kit.fill`)."""


def _every_subset(pieces: list[Moves]) -> list[Moves]:
    """For every subset of ``pieces`` (bit i: the i-th is in it) the concatenation of its pieces in order."""
    table: list[Moves] = [()]
    for piece in pieces:
        table += [moves + piece for moves in table]
    return table


class Kit:
    """The tables of one number of squares (2 or 3), made once and shared by every playout that needs them:
    :attr:`tables` and :attr:`actions` by own square index, :attr:`drawing` by card, :attr:`start` the keys of an
    empty hand at the start of a deal, :attr:`cell_keys` the key and bit of each cell's emptiness by square."""

    def __init__(self, squares: int) -> None:
        self.squares = squares
        # By card index, the key and bit that say it is held.
        key_bits = [
            (rank, 1 << suit) if rank < 9 else (TENS, 1 << (9 + suit))
            for rank in range(10)
            for suit in range(4)
        ]
        key_bits += [(_COURT, 1 << index) for index in range(12)]
        self.drawing: dict[Card, tuple[int, int, int]] = {
            card: (index, *key_bits[index]) for index, card in enumerate(CARDS)
        }
        """For each card what taking it into a hand changes: its index (where its count is kept), key and bit."""
        self.cell_keys = tuple(
            tuple((cell, 1 << (4 + square)) for cell in range(9)) for square in range(squares)
        )
        numbers = [self._rank_table(rank) for rank in range(1, 10)]  # the same for every own square
        self._jacks = _every_subset([sum(_PLACES[card][:squares], ()) + (_DISCARDS[card],) for card in CARDS[40:44]])
        self._faces: list[list[Moves]] = []  # the moves of the Queens and Kings by their bits, by own square
        self.tables: list[Tables] = []
        for own in range(squares):
            self._faces.append(_every_subset([_PLACES[card][own] + (_DISCARDS[card],) for card in CARDS[44:]]))
            tens: Table = [()] * 512 + cast(Table, [None] * (15 << 9))  # two Tens or more: on first need
            for suit, ten in enumerate(CARDS[36:40]):
                held = 1 << suit
                tens[held << 9 : held + 1 << 9] = self._tens_row(own, ten)
            court: Table = [()] + cast(Table, [None] * ((1 << 12) - 1))
            for key in range(1, 1 << 12):
                if key.bit_count() <= 3:
                    court[key] = self._jacks[key & 15] + self._faces[own][key >> 4]
            self.tables.append((*numbers, tens, court))
            for two in (3, 5, 6, 9, 10, 12):
                self._fill_tens(own, two)
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
        empty = ((1 << squares) - 1) << 4
        self.start = (*(empty,) * 9, 0x1FF, 0)

    def fill(self, own: int, keys: list[int]) -> None:
        """Make what a seat's ``keys`` pick in the tables of the own square index ``own``, if not made yet."""
        tables = self.tables[own]
        self._fill_tens(own, keys[TENS] >> 9)
        court = tables[_COURT]
        key = keys[_COURT]
        if court[key] is None:
            court[key] = self._jacks[key & 15] + self._faces[own][key >> 4]

    def _fill_tens(self, own: int, tens: int) -> None:
        """Make the entries of the Tens ``tens`` (bits by suit) for the own square index ``own``, if not made yet:
        the moves of the lower Tens, then those of the highest."""
        table = self.tables[own][TENS]
        if table[tens << 9] is None:
            last = 1 << (tens.bit_length() - 1)
            self._fill_tens(own, tens ^ last)
            rest = table[(tens ^ last) << 9 : (tens ^ last) + 1 << 9]
            highest = table[last << 9 : last + 1 << 9]
            table[tens << 9 : tens + 1 << 9] = map(add, rest, highest)

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
        its key and bit there and its index (see :attr:`drawing`), then for a place (None for a discard): the slot
        ``9 · square + cell``, the cell code it shows (:data:`CODE`), whether the cell must be empty (L5.1, L5.2),
        the key and bit of the cell's emptiness in the keys of its rank, its bit in the key of the Tens, the slots
        of the other cells of each line through it (L2.3), the square."""
        index, key, bit = self.drawing[card]
        if square < 0:
            return key, bit, index, None
        slot = 9 * square + cell
        cell_key, cell_bit = self.cell_keys[square][cell]
        return key, bit, index, (
            slot, CODE[index], card.rank <= 10, cell_key, cell_bit, 1 << cell, _OTHER_SLOTS[slot], square,
        )  # fmt: skip


_KITS: dict[int, Kit] = {}


def kit(squares: int) -> Kit:
    """The shared :class:`Kit` for ``squares`` squares, made on first use."""
    made = _KITS.get(squares)
    if made is None:
        made = _KITS[squares] = Kit(squares)
    return made
