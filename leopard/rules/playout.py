"""The playout fast path: a Leopard deal played on in place, for bots' search and benchmarks (rules L4-L7).

:class:`Playout` starts from any :class:`~leopard.rules.state.State` and then changes itself with every move, so a
playout builds no new state, hand tuple, square or event log per move. Behind it are the same rules as
:func:`leopard.rules.legal.apply`: the property tests (``tests/leopard/test_playout_leopard.py``) and
``benchmarks/soak_leopard.py`` check that both give the same legal moves, in the same order, the same squares,
values and hands, and the same outcome, move for move. The public engine stays the reference for everything a
player sees; this is only for speed.

How it is fast: a card is its index in (rank, suit) order, ``4 · (rank − 1) + suit``, the order legal moves list
cards in; a hand is a bit set of the different cards it holds (plus a second set of the cards held twice, L1.1);
which cells are empty (L2.2) is one bit set, three bits per cell (one per square), so the places of a card are
fixed by a few bits. The legal moves of a turn are the concatenation of seven short tuples, each looked up by a
slice of the hand's bits and the emptiness bits that matter to those cards, in tables filled on first use and
shared by every playout (the move objects are the engine's own shared values). Square values change by the lines
through the one cell that changed (L7.1).
"""

from __future__ import annotations

from typing import NoReturn

from cardtable.cards import Card, Rank, Suit
from cardtable.game import IllegalMove

from leopard.rules.legal import _ANSWERS, _BEFORE_DRAW_MOVES, _DISCARDS, _DRAW, _GO_OUT, _NO, _YES, apply
from leopard.rules.placing import _PLACES
from leopard.rules.scoring import LINE_INDEXES, LINES, LINES_THROUGH, LineScore, Outcome, going_out_score, line_points
from leopard.rules.state import State
from leopard.rules.turns import GO_OUT_VALUE, asker_partner
from leopard.rules.types import Move, Phase, Rules, square_of

__all__ = ["Playout"]

_CARDS: tuple[Card, ...] = tuple(Card(Rank(rank), Suit(suit)) for rank in range(1, 14) for suit in range(4))
_INDEX = {card: index for index, card in enumerate(_CARDS)}
_PLAY, _BEFORE_DRAW, _ASKED, _OVER = 0, 1, 2, 3  # phases; only _PLAY has moves that depend on the cards
_PHASES: tuple[Phase, ...] = ("play", "before_draw", "asked", "over")
_PHASE_OF: dict[str, int] = {name: number for number, name in enumerate(_PHASES)}
_FIXED_MOVES: tuple[tuple[Move, ...], ...] = ((), _BEFORE_DRAW_MOVES, _ANSWERS, ())
_ONLY_GO_OUT: tuple[Move, ...] = (_GO_OUT,)

# A cell's code: 0 when it is empty (no card, or a Jack or Queen on top, L2.2), else 1 + the suit of its top card.
_CODE = tuple(0 if card.rank in (Rank.JACK, Rank.QUEEN) else 1 + card.suit for card in _CARDS)


def _ace(code: int) -> Card | None:
    """A card showing the suit of a cell's ``code``, None for an empty cell (any rank would do: only suits count)."""
    return None if code == 0 else Card(Rank.ACE, Suit(code - 1))


# Points of a line by the codes of its three cells, 25·a + 5·b + c, for each suit_line (L7.1): 0 unless all show.
_LINE_POINTS: dict[int, tuple[int, ...]] = {
    suit_line: tuple(
        line_points(_ace(a), _ace(b), _ace(c), suit_line)
        for a in range(5)
        for b in range(5)
        for c in range(5)
    )
    for suit_line in (2, 3)
}
# For each slot (9·square + cell) the slots of the other two cells of each line through it (L2.3).
_LINE_SCORES = {  # shared values, as lines score again and again
    (line, same_suit, points): LineScore(line, "suit" if same_suit else "colour", points)
    for line in LINES
    for same_suit, points in ((True, 2), (True, 3), (False, 1))
}
_OTHER_SLOTS: tuple[tuple[tuple[int, ...], ...], ...] = tuple(
    tuple(tuple(9 * square + other for other in line if other != cell) for line in LINES_THROUGH[cell])
    for square in range(3)
    for cell in range(9)
)

def _bits(mask: int) -> list[int]:
    """The positions of the set bits of ``mask``, lowest first."""
    return [position for position in range(mask.bit_length()) if mask >> position & 1]


# The pieces the move tables are made of: for each A-9 card (by index) and each emptiness of its rank's cell (bit
# s: square s + 1 is empty there), its places (L5.1) and its discard; for each 10, J, Q and K (index − 36), each
# own square and each number of squares, its places with every cell empty (L5.2-L5.5) and its discard.
_NUMBER_CARD_MOVES: tuple[tuple[tuple[Move, ...], ...], ...] = tuple(
    tuple(
        (*(_PLACES[card][square][card.rank - 1] for square in range(3) if empty >> square & 1), _DISCARDS[card])
        for empty in range(8)
    )
    for card in _CARDS[:36]
)
_HIGH_CARD_MOVES: dict[tuple[int, int, int], tuple[Move, ...]] = {
    (index, own, squares): (
        *(place for square in (range(squares) if card.rank == Rank.JACK else (own,)) for place in _PLACES[card][square]),
        _DISCARDS[card],
    )
    for index, card in enumerate(_CARDS[36:])
    for squares in (2, 3)
    for own in range(squares)
}

Moves = tuple[Move, ...]


class _Pending:
    """Stands in a :class:`_Table` for the row of one hand slice until the row is first read: then it makes the
    row, puts it in its place and answers, so that a table costs nothing before use and one list subscript after."""

    __slots__ = ("table", "hand")

    def __init__(self, table: _Table, hand: int) -> None:
        self.table, self.hand = table, hand

    def __getitem__(self, key: int) -> Moves:
        return self.table.row(self.hand)[key]


class _Table(list["list[Moves] | _Pending"]):
    """``table[hand][key]``: for each subset ``hand`` of a few cards (bit i: the i-th is held) and each ``key`` (what
    else decides their places) the moves of those cards in order, ``pieces[i][key]`` being card i's own. A row is
    made on first use, each entry as the row's without its last card plus that card's piece: one concatenation."""

    def __init__(self, pieces: list[list[Moves]]) -> None:
        super().__init__(_Pending(self, hand) for hand in range(1 << len(pieces)))
        self.pieces = pieces
        self[0] = [()] * len(pieces[0])

    def row(self, hand: int) -> list[Moves]:
        row = self[hand]
        if isinstance(row, _Pending):
            last = hand.bit_length() - 1
            rest, piece = self.row(hand ^ (1 << last)), self.pieces[last]
            row = self[hand] = [before + more for before, more in zip(rest, piece)]
        return row


def _number_table(first: int, cards: int, squares: int) -> _Table:
    """The moves of the A-9 cards from index ``first`` (``cards`` of them: two ranks, or the Nines) by the hand's
    bits for them and the emptiness of their cells (``squares`` bits per cell, one per square; L5.1)."""
    keys, mask = 1 << squares * (cards // 4), (1 << squares) - 1
    pieces = [
        [_NUMBER_CARD_MOVES[first + card][empty >> squares * (card >> 2) & mask] for empty in range(keys)]
        for card in range(cards)
    ]
    return _Table(pieces)


class _TenMoves(dict[int, Moves]):
    """The moves of some Tens by the own square's empty cells (9 bits; L5.2), each made on first use."""

    def __init__(self, every: list[Moves]) -> None:
        super().__init__()
        self.every = every  # for each Ten: its nine places in the own square, then its discard

    def __missing__(self, empty: int) -> Moves:
        cells = _bits(empty)
        moves = self[empty] = tuple(move for ten in self.every for move in (*(ten[cell] for cell in cells), ten[-1]))
        return moves


def _ten_table(own: int) -> list[_TenMoves]:
    """The moves of the Tens by the hand's Tens (4 bits), then by the own square's empty cells (L5.2)."""
    every = [_HIGH_CARD_MOVES[ten, own, max(own + 1, 2)] for ten in range(4)]
    return [_TenMoves([every[ten] for ten in _bits(hand)]) for hand in range(16)]


def _court_table(own: int, squares: int) -> _Table:
    """The moves of the Jacks, Queens and Kings by the hand's bits for them (12) and 0 (L5.3-L5.5)."""
    return _Table([[_HIGH_CARD_MOVES[4 + card, own, squares]] for card in range(12)])


class _Tables:
    """The move tables of each number of squares, made for the first playout that needs them."""

    numbers: dict[int, tuple[_Table, ...]] = {}
    tens: dict[int, list[_TenMoves]] = {}
    courts: dict[tuple[int, int], _Table] = {}

    @classmethod
    def make(cls, squares: int) -> None:
        cls.numbers[squares] = (*(_number_table(8 * part, 8, squares) for part in range(4)), _number_table(32, 4, squares))
        for own in range(squares):
            cls.tens.setdefault(own, _ten_table(own))
            cls.courts[own, squares] = _court_table(own, squares)


# A hand is kept in seven slices: A-2, 3-4, 5-6, 7-8 (8 bits each), 9, 10 (4 bits), J-K (12 bits); the emptiness of
# cells 1-2, 3-4, 5-6, 7-8 and 9 likewise (a bit per square for each cell), and of each square (9 bits), so that
# the moves of a slice are one entry of its table.
_ALL_EMPTY = {  # the emptiness slices at the start of a deal
    squares: tuple(
        sum(1 << (squares * half + square) for half in range(2 if part < 4 else 1) for square in range(squares))
        for part in range(5)
    )
    for squares in (2, 3)
}
Setup = tuple[
    Rules, int, int, tuple[int, ...], bool, bool, tuple[int, ...], tuple[int, ...], tuple[_Table, ...],
    tuple[list[_TenMoves], ...], tuple[_Table, ...], tuple[int, ...],
]
_SETUPS: dict[int, Setup] = {}


def _setup(rules: Rules) -> Setup:
    """What a playout under ``rules`` needs from them, worked out once per rules object: the rules, players,
    squares, line points (L7.1), play-out (L6.2), partnerships (L6.1), the seat after each seat (by seat index),
    each seat's square index (by seat), the move tables (per seat for Tens and courts), the empty slices."""
    n, squares = rules.players, rules.squares
    if squares not in _Tables.numbers:
        _Tables.make(squares)
    setup: Setup = (
        rules, n, squares, _LINE_POINTS[rules.suit_line], rules.stock_end == "play-out", rules.partnerships,
        tuple(seat % n + 1 for seat in range(1, n + 1)), tuple(square_of(rules, seat) - 1 for seat in range(n + 1)),
        _Tables.numbers[squares], tuple(_Tables.tens[t % squares] for t in range(n)),
        tuple(_Tables.courts[t % squares, squares] for t in range(n)), _ALL_EMPTY[squares],
    )  # fmt: skip
    if len(_SETUPS) > 64:  # rules objects come and go with matches: keep the last few
        _SETUPS.clear()
    _SETUPS[id(rules)] = setup
    return setup


_SLICE = tuple(min(index // 8, 4) if index < 36 else 5 if index < 40 else 6 for index in range(52))
_SLICE_FIRST = (0, 8, 16, 24, 32, 36, 40)  # the index of the first card of each slice
_SLICE_BIT = tuple(1 << (index - _SLICE_FIRST[_SLICE[index]]) for index in range(52))
# For each card, what drawing it changes: its index, its slice and bit there, its bit among all 52.
_DRAWING = {card: (index, _SLICE[index], _SLICE_BIT[index], 1 << index) for index, card in enumerate(_CARDS)}

# What each shared move does, by id() (hashing a dataclass per move would cost more than the rest of apply): a
# place or discard is (the card's slice and its bit there, its bit among all 52, card index, square index — -1
# for a discard —, cell index, slot = 9·square + cell, what it needs: bit 0 an empty cell, bit 1 the own square);
# the others a string (in _OTHER_ACTIONS).
_ACTIONS: dict[int, tuple[int, ...]] = {}
for _card, _by_square in _PLACES.items():
    _index = _INDEX[_card]
    for _square, _places in enumerate(_by_square):
        for _cell, _place in enumerate(_places):
            if _card.rank <= 9 and _cell != _card.rank - 1:
                continue  # never legal (L5.1): left to the engine's message
            _needs = (_card.rank <= 10) | (2 * (_card.rank in (Rank.TEN, Rank.QUEEN, Rank.KING)))
            _ACTIONS[id(_place)] = (
                _SLICE[_index], _SLICE_BIT[_index], 1 << _index, _index, _square, _cell, 9 * _square + _cell, _needs
            )
for _card, _discard in _DISCARDS.items():
    _index = _INDEX[_card]
    _ACTIONS[id(_discard)] = (_SLICE[_index], _SLICE_BIT[_index], 1 << _index, _index, -1, 0, 0, 0)
_OTHER_ACTIONS = {id(_GO_OUT): "out", id(_DRAW): "draw", id(_YES): "yes", id(_NO): "no"}
# Moves equal to a shared one but made elsewhere (parsed, built by hand) find the shared one by value.
_ALL_MOVES: tuple[Move, ...] = (
    *(place for by_square in _PLACES.values() for places in by_square for place in places),
    *_DISCARDS.values(),
    _GO_OUT,
    _DRAW,
    _YES,
    _NO,
)
_SHARED: dict[Move, Move] = {move: move for move in _ALL_MOVES}


class Playout:
    """A Leopard deal that changes in place: :meth:`legal_moves`, :meth:`apply`, :meth:`outcome` as the engine's
    functions of the same names (rules L4-L7), for playouts that do not need the states between moves.

    Made from a :class:`State` with ``Playout(state)`` (or ``GAME.playout(state)``); ``state`` itself is never
    changed. What the bots read, with the meanings of :class:`State`: ``rules``, ``turn`` (the seat whose turn it
    is; the last mover once over), :attr:`phase`, :meth:`to_move`, ``values`` (a list per square), ``went_out``,
    :attr:`stock_size`, :meth:`hand`, :meth:`squares`; :meth:`state` gives it all as a :class:`State`. Neither the
    discard pile, nor the order of cards in a hand, nor the cards under a cell's top card, nor the log is kept.
    """

    __slots__ = (
        "rules", "_players", "_squares", "_line_points", "_play_out", "_partnerships", "_hands", "_twice",
        "_stock", "_next", "_codes", "_tops", "_empties", "_own_empty", "_numbers", "_tens", "_courts", "values", "turn",
        "_phase", "_drawn", "_refused", "went_out", "_go_out", "_after", "_square_of",
    )  # fmt: skip

    def __init__(self, state: State) -> None:
        rules = state.rules
        self.rules: Rules = rules
        setup = _SETUPS.get(id(rules))
        if setup is None or setup[0] is not rules:
            setup = _setup(rules)
        (
            _, n, squares, self._line_points, self._play_out, self._partnerships, self._after, self._square_of,
            self._numbers, self._tens, self._courts, all_empty,
        ) = setup  # fmt: skip
        self._players, self._squares = n, squares
        index = _INDEX.__getitem__
        # Per seat, the hand's seven slices (the different cards held) and the bits of the cards held twice.
        self._hands, self._twice = [], []
        for hand in state.hands:
            slices, twice = [0] * 7, 0
            for _, piece, piece_bit, bit in map(_DRAWING.__getitem__, hand):
                if slices[piece] & piece_bit:
                    twice |= bit
                else:
                    slices[piece] |= piece_bit
            self._hands.append(slices)
            self._twice.append(twice)
        self._stock = [*map(_DRAWING.__getitem__, state.stock), None]  # None: no card left
        self._next = 0  # the top of the stock is _stock[_next]
        self._codes = [0] * 27  # cell codes (see _CODE) at slot 9·square + cell
        self._tops: list[int] = [-1] * 27  # the top card's index at each slot, face up or down, -1 for none
        if not any(map(any, state.squares)):  # the start of a deal
            self._own_empty = [0x1FF] * squares  # per square, a bit per empty cell
            self._empties = list(all_empty)  # cells 1-2, 3-4, 5-6, 7-8, 9: see above
        else:
            self._own_empty = [0] * squares
            self._empties = [0] * 5
            for s, square in enumerate(state.squares):
                for c, stack in enumerate(square):
                    slot = 9 * s + c
                    if stack:
                        top = self._tops[slot] = index(stack[-1])
                        self._codes[slot] = _CODE[top]
                    if not self._codes[slot]:
                        self._own_empty[s] |= 1 << c
                        self._empties[c >> 1] |= 1 << (squares * (c & 1) + s)
        self.values = list(state.values)
        self.turn = state.turn
        self._phase = _PHASE_OF[state.phase]
        self._drawn = -1 if state.drawn is None else index(state.drawn)  # the card drawn this turn, -1 for none
        self._refused = state.refused
        self.went_out: int | None = state.went_out
        self._go_out = (
            self._phase == _PLAY and state.drawn is None and not state.refused
            and state.values[(state.turn - 1) % squares] >= GO_OUT_VALUE
        )  # fmt: skip

    # --- what the bots read ----------------------------------------------------------------------------------

    @property
    def phase(self) -> Phase:
        """As :attr:`State.phase`."""
        return _PHASES[self._phase]

    @property
    def stock_size(self) -> int:
        """Cards left in the stock."""
        return len(self._stock) - 1 - self._next

    def to_move(self) -> int | None:
        """The seat to move, or None once the deal is over (the asker's partner while an ask waits, L6.1)."""
        phase = self._phase
        if phase == _OVER:
            return None
        return asker_partner(self.turn) if phase == _ASKED else self.turn

    def hand(self, seat: int) -> tuple[Card, ...]:
        """The cards of ``seat`` (1-based) in (rank, suit) order, a card held twice twice."""
        slices, twice = self._hands[seat - 1], self._twice[seat - 1]
        held = sum(part << first for part, first in zip(slices, _SLICE_FIRST))
        return tuple(_CARDS[i] for i in _bits(held) for _ in range(1 + (twice >> i & 1)))

    def squares(self) -> tuple[tuple[tuple[Card, ...], ...], ...]:
        """Each square's nine cells as stacks holding only the top card (face up or down), ``()`` for none: what
        decides the values and the places (L2.2)."""
        tops = self._tops
        return tuple(
            tuple(() if tops[slot] < 0 else (_CARDS[tops[slot]],) for slot in range(9 * s, 9 * s + 9))
            for s in range(self._squares)
        )

    def state(self) -> State:
        """A :class:`State` with this deal's hands, squares (top cards only), values, stock and turn, for the
        engine's messages and for checks; no dealer (0), discard pile or log."""
        return State(
            self.rules, 0, tuple(_CARDS[draw[0]] for draw in self._stock[self._next : -1] if draw),
            tuple(self.hand(seat) for seat in range(1, self._players + 1)), self.squares(), tuple(self.values), (),
            self.turn, self.phase, None if self._drawn < 0 else _CARDS[self._drawn], self.went_out, (),
            self._refused,
        )  # fmt: skip

    # --- the rules --------------------------------------------------------------------------------------------

    def legal_moves(self) -> tuple[Move, ...]:
        """As :func:`leopard.rules.legal.legal_moves` of the current state (L4-L6): the same moves in the same
        order; empty when the deal is over."""
        if self._phase:
            return _FIXED_MOVES[self._phase]
        t = self.turn - 1
        hand = self._hands[t]
        empty = self._empties
        aces_twos, threes_fours, fives_sixes, sevens_eights, nines = self._numbers
        moves = (
            *aces_twos[hand[0]][empty[0]],
            *threes_fours[hand[1]][empty[1]],
            *fives_sixes[hand[2]][empty[2]],
            *sevens_eights[hand[3]][empty[3]],
            *nines[hand[4]][empty[4]],
            *(self._tens[t][hand[5]][self._own_empty[self._square_of[t + 1]]] if hand[5] else ()),
            *self._courts[t][hand[6]][0],
        )
        if self._go_out:
            return _ONLY_GO_OUT + moves
        return moves

    def apply(self, move: Move) -> None:
        """Make ``move`` for the seat to move, in place; as :func:`leopard.rules.legal.apply` (L4-L6). Raises
        :class:`IllegalMove` when it is not legal now (the reason in player terms, from the engine)."""
        try:
            action = _ACTIONS[id(move)]
        except KeyError:
            self._other(move)
            return
        if self._phase:
            self._refuse(move)
        piece, piece_bit, bit, card, square, cell, slot, needs = action
        t = self.turn - 1
        hand = self._hands[t]
        if not hand[piece] & piece_bit:
            self._refuse(move)
        if square >= 0:  # a place (L5)
            squares = self._squares
            if square >= squares or needs and (needs & 2 and square != t % squares or needs & 1 and self._codes[slot]):
                self._refuse(move)
            self._tops[slot] = card
            codes = self._codes
            old, new = codes[slot], _CODE[card]
            if old != new:  # the cell's face-up top changes: its lines (L7.1) and its emptiness (L2.2)
                codes[slot] = new
                delta = 0
                for i, j in _OTHER_SLOTS[slot]:  # a line scores only when its three cells show a card (L7.1)
                    a = codes[i]
                    if a:
                        b = codes[j]
                        if b:
                            points = self._line_points
                            rest = 5 * a + b
                            delta += points[25 * new + rest] - points[25 * old + rest]
                if delta:
                    self.values[square] += delta
                if not old or not new:
                    self._own_empty[square] ^= 1 << cell
                    self._empties[cell >> 1] ^= 1 << (squares * (cell & 1) + square)
        twice = self._twice
        if twice[t] & bit:
            twice[t] ^= bit
        else:
            hand[piece] ^= piece_bit
        # The end of the turn (L6.2), else the next seat's turn (L1.2): before the draw when its square is
        # worth 5 or more (L4.1), else with the draw (L4.2).
        top = self._next
        draw = self._stock[top]
        if draw is None:
            self._end_without_stock()
            return
        turn = self.turn = self._after[t]
        self._refused = False
        if self.values[self._square_of[turn]] >= GO_OUT_VALUE:
            self._phase, self._drawn = _BEFORE_DRAW, -1
            return
        self._drawn, piece, piece_bit, bit = draw
        self._next = top + 1
        hand = self._hands[turn - 1]
        if hand[piece] & piece_bit:
            twice[turn - 1] |= bit
        else:
            hand[piece] |= piece_bit

    def _draw(self) -> None:
        """The player to move takes the top stock card (L4.2); the stock holds one."""
        draw = self._stock[self._next]
        assert draw is not None
        self._drawn, piece, piece_bit, bit = draw
        self._next += 1
        self._phase = _PLAY
        t = self.turn - 1
        hand = self._hands[t]
        if hand[piece] & piece_bit:
            self._twice[t] |= bit
        else:
            hand[piece] |= piece_bit

    def _end_without_stock(self) -> None:
        """A place or discard with the stock out: the deal ends (L6.2: ``last-card``, or ``play-out`` with every
        hand empty), or the next seat plays without a draw, going out standing beside the plays."""
        if not self._play_out or not any(map(any, self._hands)):
            self._phase, self._go_out, self._drawn = _OVER, False, -1
            return
        turn = self.turn = self.turn % self._players + 1
        self._refused = False
        self._phase, self._drawn = _PLAY, -1
        self._go_out = self.values[(turn - 1) % self._squares] >= GO_OUT_VALUE

    def _other(self, move: Move) -> None:
        """Going out, drawing and answering (L4.1, L6.1), and moves that are not the shared values."""
        action = _OTHER_ACTIONS.get(id(move))
        if action is None:
            try:
                shared = _SHARED.get(move)
            except TypeError:  # not a move at all; the engine says so
                shared = None
            if shared is None or shared is move:  # not a move, or a shared one that is never legal
                self._refuse(move)
            self.apply(shared)
            return
        phase = self._phase
        if action == "draw":
            if phase != _BEFORE_DRAW:
                self._refuse(move)
            self._draw()
        elif action == "out":
            if not (phase == _BEFORE_DRAW or phase == _PLAY and self._go_out):
                self._refuse(move)
            if self._partnerships:  # L6.1: an ask; the partner answers
                self._phase = _ASKED
            else:
                self._phase, self.went_out = _OVER, self.turn
            self._go_out = False
        else:  # an answer (L6.1)
            if phase != _ASKED:
                self._refuse(move)
            if action == "yes":
                self._phase, self.went_out = _OVER, self.turn
            else:
                self._phase, self._refused = _PLAY, True
                if self._stock[self._next] is not None:
                    self._draw()

    def _refuse(self, move: object) -> NoReturn:
        # The engine says why in player terms; the fast path only knows that the move is not legal.
        apply(self.state(), move)  # type: ignore[arg-type]
        raise IllegalMove(f"{move} is not legal now")  # not reached: the engine refuses first

    def outcome(self) -> Outcome | None:
        """As :func:`leopard.rules.legal.outcome`: the deal's result once it is over, else None (L6, L7)."""
        if self._phase != _OVER:
            return None
        values = tuple(self.values)
        scores = list(values)  # L7.3, L7.4: plain value
        if self.went_out is not None:
            own = (self.went_out - 1) % self._squares
            scores[own] = going_out_score(values[own], self.rules)  # L7.2
        return Outcome(self.went_out, values, tuple(scores), tuple(map(self._scoring_lines, range(self._squares))))

    def _scoring_lines(self, square: int) -> tuple[LineScore, ...]:
        """The lines of ``square`` (0-based) that score (L7.1), as :func:`~leopard.rules.scoring.scoring_lines`."""
        codes, points = self._codes, self._line_points
        base = 9 * square
        scored = []
        for line, (i, j, k) in zip(LINES, LINE_INDEXES):
            a, b, c = codes[base + i], codes[base + j], codes[base + k]
            value = points[25 * a + 5 * b + c]
            if value:
                scored.append(_LINE_SCORES[line, a == b == c, value])
        return tuple(scored)
