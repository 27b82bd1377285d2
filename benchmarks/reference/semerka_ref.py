"""A plain reference engine of Semerka (rules S1-S7 of /work/shared/rules/semerka.md), the baseline of
``benchmarks/speed.py``.

Written the way anyone would write it first: one mutable ``Deal`` object, cards as strings (``"9H"``, ``"10S"``),
hands and tricks as lists, moves as strings (a card or ``"stop"``), nothing cached or precomputed. It shares no
code with the ``semerka`` package, so that agreeing with it means something.
"""

from __future__ import annotations

RANKS = ["7", "8", "9", "10", "J", "Q", "K", "A"]
SUITS = ["C", "D", "H", "S"]


def make_deck(players):
    """The 32 cards 7..A in every suit, suit by suit (S1.1); without 8C and 8S with three players (S1.2)."""
    cards = [rank + suit for suit in SUITS for rank in RANKS]
    if players == 3:
        cards.remove("8C")
        cards.remove("8S")
    return cards


def rank_of(card):
    return card[:-1]


def card_points(card):
    """10 for an ace or a ten (S5.1)."""
    return 10 if rank_of(card) in ("A", "10") else 0


class Deal:
    """One deal of Semerka, changed in place by :meth:`play`."""

    def __init__(self, players, dealer, deck, stakes="pagat", burning=False, burn_value=3,
                 continue_only_when_losing=False):
        self.players = players
        self.stakes = stakes
        self.burning = burning
        self.burn_value = burn_value
        self.continue_only_when_losing = continue_only_when_losing
        self.dealer = dealer
        self.order = make_deck(players)  # hands are kept in this order
        self.hands = [[] for _ in range(players)]
        for i in range(4 * players):  # S2.2: one at a time, from the dealer's left
            self.hands[(dealer + i) % players].append(deck[i])
        for hand in self.hands:
            hand.sort(key=self.order.index)
        self.stock = list(deck[4 * players:])
        self.leader = dealer % players + 1  # S2.3
        self.turn = self.leader
        self.trick = []  # (seat, card) in play order
        self.holder = 0
        self.choosing = False
        sides = 2 if players == 4 else players
        self.points = [0] * sides
        self.tricks_won = [0] * sides
        self.last_trick_side = None
        self.burner = 0
        self.over = False

    def side(self, seat):
        if self.players == 4:
            return 1 if seat % 2 == 1 else 2
        return seat

    def can_continue(self):
        """S3.4, S3.5: the leader holds the led rank or a seven (and, with the option, an opponent holds it)."""
        if self.continue_only_when_losing and self.side(self.holder) == self.side(self.leader):
            return False
        led = rank_of(self.trick[0][1])
        for card in self.hands[self.leader - 1]:
            if rank_of(card) == led or rank_of(card) == "7":
                return True
        return False

    def legal_moves(self):
        """The cards the seat to move may play, in hand order, then "stop" when the leader chooses (S3.4)."""
        if self.over:
            return []
        hand = self.hands[self.turn - 1]
        if self.choosing:
            led = rank_of(self.trick[0][1])
            moves = [card for card in hand if rank_of(card) == led or rank_of(card) == "7"]
            moves.append("stop")
            return moves
        return list(hand)

    def play(self, move):
        """Make ``move`` for the seat to move. Raises ValueError when it is not legal."""
        if self.over:
            raise ValueError("the deal is over")
        if move == "stop":
            if not self.choosing:
                raise ValueError("only the leader may stop, after a full round")
            self.end_trick(stopped=True)
            return
        seat = self.turn
        if move not in self.hands[seat - 1]:
            raise ValueError(f"{move} is not in the hand of seat {seat}")
        if self.choosing and rank_of(move) != rank_of(self.trick[0][1]) and rank_of(move) != "7":
            raise ValueError(f"{move} cannot continue the trick (S3.4)")
        self.hands[seat - 1].remove(move)
        self.choosing = False
        if not self.trick or rank_of(move) == rank_of(self.trick[0][1]) or rank_of(move) == "7":
            self.holder = seat  # S3.3
        self.trick.append((seat, move))
        if self.burning and len(self.trick) >= 4:  # S6.1
            last_four = [rank_of(card) for _, card in self.trick[-4:]]
            if last_four.count(last_four[0]) == 4:
                self.burner = seat
                self.over = True
                return
        if len(self.trick) % self.players != 0:
            self.turn = seat % self.players + 1
        elif self.can_continue():
            self.turn = self.leader
            self.choosing = True
        else:
            self.end_trick(stopped=False)

    def end_trick(self, stopped):
        """S3.4, S4.1, S4.2, S5.1: the holder takes the trick, everybody draws, the holder leads."""
        winner = self.holder
        side = self.side(winner)
        self.points[side - 1] += sum(card_points(card) for _, card in self.trick)
        self.tricks_won[side - 1] += 1
        self.trick = []
        self.choosing = False
        seat = winner
        while self.stock and len(self.hands[seat - 1]) < 4:
            self.hands[seat - 1].append(self.stock.pop(0))
            seat = seat % self.players + 1
        for hand in self.hands:
            hand.sort(key=self.order.index)
        if all(len(hand) == 0 for hand in self.hands):  # S4.3: the last trick
            self.points[side - 1] += 10
            self.last_trick_side = side
            self.over = True
            return
        self.leader = winner
        self.turn = winner

    def outcome(self):
        """None while the deal runs, else a dict: points, tricks, winner (side or None), value, burned (S5, S6)."""
        if not self.over:
            return None
        result = {"points": list(self.points), "tricks": list(self.tricks_won), "burned": False}
        if self.burner:
            result.update(winner=self.side(self.burner), value=self.burn_value, burned=True)
            return result
        top = max(self.points)
        leaders = [side for side in range(1, len(self.points) + 1) if self.points[side - 1] == top]
        if len(leaders) == 1:
            winner = leaders[0]
        elif self.last_trick_side in leaders:
            winner = self.last_trick_side
        else:
            result.update(winner=None, value=0)
            return result
        value = 1
        if self.stakes == "pagat":
            if sum(self.tricks_won) == self.tricks_won[winner - 1]:
                value = 3
            elif self.points[winner - 1] == 90:
                value = 2
        result.update(winner=winner, value=value)
        return result


def next_dealer(players, dealer, winner):
    """S7.2: a member of the losing side deals next."""
    if winner is None:
        return dealer % players + 1
    if players == 4:
        dealer_side = 1 if dealer % 2 == 1 else 2
        return dealer % 4 + 1 if dealer_side == winner else (dealer + 1) % 4 + 1
    seat = dealer % players + 1
    while seat == winner:
        seat = seat % players + 1
    return seat
