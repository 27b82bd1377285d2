"""A plain reference engine of Leopard (rules L1-L8 of /work/shared/rules/leopard.md), the baseline of
``benchmarks/speed.py``.

Written the way anyone would write it first: one mutable ``Deal`` object, cards as strings (``"7H"``, ``"10S"``),
squares as lists of nine stacks (lists), moves as small tuples, square values recomputed from the cells when
needed, nothing cached. It shares no code with the ``leopard`` package, so that agreeing with it means something.

Moves: ``("out",)``, ``("draw",)``, ``("place", card, square, cell)`` (square and cell 1-based),
``("discard", card)``.
"""

from __future__ import annotations

RANKS = ["A", "2", "3", "4", "5", "6", "7", "8", "9", "10", "J", "Q", "K"]
SUITS = ["C", "D", "H", "S"]
RED = ["D", "H"]
LINES = [(0, 1, 2), (3, 4, 5), (6, 7, 8), (0, 3, 6), (1, 4, 7), (2, 5, 8), (0, 4, 8), (2, 4, 6)]  # L2.3


def make_deck():
    """Two 52-card decks: every rank of every suit twice (L1.1)."""
    single = [rank + suit for suit in SUITS for rank in RANKS]
    return single + single


def rank_of(card):
    return card[:-1]


def suit_of(card):
    return card[-1]


def card_order(card):
    """Rank, then suit: the order legal moves list the cards in."""
    return (RANKS.index(rank_of(card)), SUITS.index(suit_of(card)))


def face_down(card):
    return rank_of(card) in ("J", "Q")  # L5.4, L5.5


def top_card(stack):
    """The face-up top card of a cell, or None when it is empty (L2.2)."""
    if stack and not face_down(stack[-1]):
        return stack[-1]
    return None


def square_value(square, suit_line):
    """L7.1: suit_line for three of one suit, 1 for three of one colour, over the eight lines."""
    value = 0
    for i, j, k in LINES:
        cards = [top_card(square[i]), top_card(square[j]), top_card(square[k])]
        if None in cards:
            continue
        suits = [suit_of(card) for card in cards]
        if suits[0] == suits[1] == suits[2]:
            value += suit_line
        elif all(suit in RED for suit in suits) or all(suit not in RED for suit in suits):
            value += 1
    return value


class Deal:
    """One deal of Leopard, changed in place by :meth:`play`."""

    def __init__(self, players, dealer, deck, suit_line=2, going_out="russian", stock_end="last-card"):
        self.players = players
        self.suit_line = suit_line
        self.going_out = going_out
        self.stock_end = stock_end
        self.dealer = dealer
        self.squares = [[[] for _ in range(9)] for _ in range(2 if players == 4 else players)]
        self.hands = [[] for _ in range(players)]
        for i in range(8 * players):  # L3.2
            self.hands[(dealer + i) % players].append(deck[i])
        self.stock = list(deck[8 * players:])
        self.discards = []
        self.went_out = None
        self.over = False
        self.start_turn(dealer % players + 1)  # L3.3

    def own_square(self, seat):
        return (seat - 1) % len(self.squares) + 1  # L5.7

    def value(self, square):
        return square_value(self.squares[square - 1], self.suit_line)

    def start_turn(self, seat):
        """L4.1, L4.2: wait for go out or draw when the square is worth 5, else draw at once (if the stock lasts)."""
        self.turn = seat
        self.drawn = None
        self.before_draw = False
        if self.stock:
            if self.value(self.own_square(seat)) >= 5:
                self.before_draw = True
            else:
                self.draw()

    def draw(self):
        self.drawn = self.stock.pop(0)
        self.hands[self.turn - 1].append(self.drawn)
        self.before_draw = False

    def legal_moves(self):
        """Every legal move, in the engine's order: go out, then for each different card (rank, suit order) its
        places square by square, cell by cell, and its discard (L4, L5, L6)."""
        if self.over:
            return []
        if self.before_draw:
            return [("out",), ("draw",)]
        moves = []
        own = self.own_square(self.turn)
        if self.drawn is None and self.value(own) >= 5:
            moves.append(("out",))
        for card in sorted(set(self.hands[self.turn - 1]), key=card_order):
            rank = rank_of(card)
            if rank == "J":  # L5.4: any cell of any square
                for square in range(1, len(self.squares) + 1):
                    for cell in range(1, 10):
                        moves.append(("place", card, square, cell))
            elif rank in ("K", "Q"):  # L5.3, L5.5: any cell of the own square
                for cell in range(1, 10):
                    moves.append(("place", card, own, cell))
            elif rank == "10":  # L5.2: an empty cell of the own square
                for cell in range(1, 10):
                    if top_card(self.squares[own - 1][cell - 1]) is None:
                        moves.append(("place", card, own, cell))
            else:  # L5.1: its own cell in any square, when empty
                cell = RANKS.index(rank) + 1
                for square in range(1, len(self.squares) + 1):
                    if top_card(self.squares[square - 1][cell - 1]) is None:
                        moves.append(("place", card, square, cell))
            moves.append(("discard", card))
        return moves

    def play(self, move):
        """Make ``move`` for the seat to move. Raises ValueError when it is not legal."""
        self.check(move)
        if move[0] == "out":
            self.went_out = self.turn
            self.over = True
            return
        if move[0] == "draw":
            self.draw()
            return
        card = move[1]
        self.hands[self.turn - 1].remove(card)
        if move[0] == "place":
            self.squares[move[2] - 1][move[3] - 1].append(card)
        else:
            self.discards.append(card)
        if not self.stock and (self.stock_end == "last-card" or all(not hand for hand in self.hands)):  # L6.2
            self.over = True
            return
        self.start_turn(self.turn % self.players + 1)

    def check(self, move):
        """Raise ValueError unless ``move`` is legal now (L4, L5, L6)."""
        if self.over:
            raise ValueError("the deal is over")
        if move[0] == "out":
            if self.drawn is not None or self.value(self.own_square(self.turn)) < 5:
                raise ValueError("going out needs a square worth 5, before drawing (L4.1)")
            return
        if move[0] == "draw":
            if not self.before_draw:
                raise ValueError("no draw to choose now")
            return
        if self.before_draw:
            raise ValueError("first go out or draw")
        card = move[1]
        if card not in self.hands[self.turn - 1]:
            raise ValueError(f"{card} is not in the hand")
        if move[0] == "discard":
            return
        square, cell = move[2], move[3]
        own = self.own_square(self.turn)
        if not 1 <= square <= len(self.squares) or not 1 <= cell <= 9:
            raise ValueError("no such square or cell")
        rank = rank_of(card)
        if rank not in ("10", "J", "Q", "K") and cell != RANKS.index(rank) + 1:
            raise ValueError(f"{card} goes only on its rank's cell (L5.1)")
        if rank in ("10", "Q", "K") and square != own:
            raise ValueError(f"{card} goes only in the own square (L5.2, L5.3, L5.5)")
        if rank not in ("J", "Q", "K") and top_card(self.squares[square - 1][cell - 1]) is not None:
            raise ValueError("the cell is taken (L5.1, L5.2)")

    def outcome(self):
        """None while the deal runs, else a dict: went_out (seat or None), values and scores per square (L7)."""
        if not self.over:
            return None
        values = [self.value(square) for square in range(1, len(self.squares) + 1)]
        scores = list(values)
        if self.went_out is not None:
            own = self.own_square(self.went_out)
            base = 4 if self.going_out == "russian" else 5
            scores[own - 1] = base + 2 * (values[own - 1] - 5)
        return {"went_out": self.went_out, "values": values, "scores": scores}


def parse_move(text, own_square):
    """A record's move text (L9.2): ``out``, ``draw``, ``-8C``, ``7H``, ``7H@2``, ``10S:5``, ``JC@2:5``."""
    if text == "out":
        return ("out",)
    if text == "draw":
        return ("draw",)
    if text.startswith("-"):
        return ("discard", text[1:])
    cell = None
    if ":" in text:
        text, cell = text.split(":")
        cell = int(cell)
    square = own_square
    if "@" in text:
        text, square = text.split("@")
        square = int(square)
    if cell is None:
        cell = RANKS.index(rank_of(text)) + 1
    return ("place", text, square, cell)
