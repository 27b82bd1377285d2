"""The playout fast path: a deal played on in place, for bots' search and benchmarks (rules S3, S4, S5, S6).

:class:`Playout` starts from any :class:`~semerka.rules.types.State` and then changes itself with every move, so
a playout builds no new state, trick tuple or event log per card. Behind it are the same rules as
:func:`semerka.rules.play.apply`: the property tests (``tests/semerka/test_playout_semerka.py``) and
``benchmarks/soak_semerka.py`` check that both give the same legal moves, in the same order, and the same outcome
move for move. The public engine stays the reference for everything a player sees; this is only for speed.

How it is fast: a card is its index in the deck order (``suit * 8 + rank``, seven first, so ``index & 7`` is the
rank and 0 is a seven); a hand is a bit set of indices, so "holds the led rank or a seven" is one ``&``; legal
moves come from a table keyed by the hand's bit set, filled on first use and shared (the move objects are the
engine's own shared ``Play`` values).
"""

from __future__ import annotations

from collections.abc import Callable
from typing import NoReturn, TypeVar

from cardtable.cards import Card
from cardtable.game import IllegalMove
from semerka.core import DRAW_ORDER, HAND_SIZE, NEXT_SEAT, SIDE_INDEX
from semerka.rules.play import _PLAYS, apply
from semerka.rules.scoring import deal_result
from semerka.rules.tricks import HAND_ORDER, LAST_TRICK_BONUS, beats, card_value
from semerka.rules.types import Move, Outcome, Play, Played, Rules, State, Stop

__all__ = ["Playout"]

_CARDS: tuple[Card, ...] = tuple(sorted(HAND_ORDER, key=HAND_ORDER.__getitem__))
# The cards that beat a trick led with each rank (by rank index), as bit sets: the engine's beats() (S3.2).
_BEATS = tuple(sum(1 << index for index, card in enumerate(_CARDS) if beats(card, _CARDS[led].rank)) for led in range(8))
_BEATS_LED = tuple(_BEATS[index & 7] for index in range(32))  # by the led card's index
_STOP = Stop()
_BIT = {card: 1 << index for index, card in enumerate(_CARDS)}

# The engine's own shared Play values by card index (so both paths return the same objects); a move from
# legal_moves is one of these, and is found by id() (hashing a dataclass per card played would cost more).
_PLAY_OF: tuple[Move, ...] = tuple(_PLAYS[card] for card in _CARDS)


_V = TypeVar("_V")


class _Table(dict[int, _V]):
    """Values by bit set, made on first use by ``make``: a hit is one dict lookup in C."""

    def __init__(self, make: Callable[[int], _V]) -> None:
        super().__init__()
        self._make = make

    def __missing__(self, mask: int) -> _V:
        value = self[mask] = self._make(mask)
        return value


def _indices(mask: int) -> list[int]:
    found = []
    while mask:
        low = mask & -mask
        found.append(low.bit_length() - 1)
        mask ^= low
    return found


# A hand's bit set splits into two halves of 16 cards (clubs and diamonds, hearts and spades); each half has at
# most 2,517 subsets of up to four cards, so these tables fill quickly and stay small.
_LOW_CARDS: _Table[tuple[Card, ...]] = _Table(lambda mask: tuple(_CARDS[index] for index in _indices(mask)))
_HIGH_CARDS: _Table[tuple[Card, ...]] = _Table(lambda mask: tuple(_CARDS[index] for index in _indices(mask << 16)))
_LOW_PLAYS: _Table[tuple[Move, ...]] = _Table(lambda mask: tuple(_PLAY_OF[index] for index in _indices(mask)))
_HIGH_PLAYS: _Table[tuple[Move, ...]] = _Table(lambda mask: tuple(_PLAY_OF[index] for index in _indices(mask << 16)))
# The leader's continuations (S3.4): a hand's cards of one rank and the sevens, then Stop (at most 2,048 sets).
_CHOOSING: _Table[tuple[Move, ...]] = _Table(lambda mask: (*(_PLAY_OF[index] for index in _indices(mask)), _STOP))
# Played(seat, card) by card index, then seat (entry 0 unused): shared, so a trick's points are found by identity.
_PLAYED = tuple(tuple(Played(seat, card) for seat in range(5)) for card in _CARDS)
_PLAYED_POINTS = {id(played): card_value(played.card) for row in _PLAYED for played in row}
# What apply needs of a card: its index, its bit and its Played row; by card index, and by the id of its Play.
_CARD_INFO = tuple((index, 1 << index, _PLAYED[index]) for index in range(32))
_MOVE_INFO = {id(move): _CARD_INFO[index] for index, move in enumerate(_PLAY_OF)}


def hand_cards(mask: int) -> tuple[Card, ...]:
    """The cards of the hand bit set ``mask``, in deck order (as :class:`State` holds hands)."""
    return _LOW_CARDS[mask & 0xFFFF] + _HIGH_CARDS[mask >> 16]


class Playout:
    """A Semerka deal that changes in place: :meth:`legal_moves`, :meth:`apply`, :meth:`outcome` as the engine's
    functions of the same names (rules S3, S4, S6), for playouts that do not need the states between moves.

    Made from a :class:`State` with ``Playout(state)`` (or ``GAME.playout(state)``); ``state`` itself is never
    changed. Attributes the bots read, with the meanings of :class:`State`: ``rules``, ``turn`` (None once the
    deal is over), ``leader``, ``holder``, ``choosing``, ``trick`` (a list of :class:`Played`), ``points`` and ``won``
    (lists per side); :meth:`hand` gives a seat's cards. The history of completed tricks is not kept.
    """

    __slots__ = (
        "rules", "_players", "_side", "_following", "_from", "_burning", "_only_when_losing", "_hands", "_stock",
        "_top", "leader", "trick", "holder", "turn", "choosing", "points", "won", "_beats", "_run_rank",
        "_run", "_size", "_last", "burner",
    )  # fmt: skip

    def __init__(self, state: State) -> None:
        rules = state.rules
        self.rules: Rules = rules
        n = self._players = rules.players
        self._side = SIDE_INDEX[n]
        self._following = NEXT_SEAT[n]
        self._from = DRAW_ORDER[n]
        self._burning = rules.burning
        self._only_when_losing = rules.continue_only_when_losing
        bit = _BIT.__getitem__
        order = HAND_ORDER
        # Bit sets of the hands by seat (entry 0 unused), and of the stock's cards, top first.
        self._hands = [0, *(sum(map(bit, hand)) for hand in state.hands)]
        self._stock = list(map(bit, state.stock))
        self._top = 0  # the top of the stock is _stock[_top]
        self.leader = state.leader
        self.holder: int | None = state.holder
        self.turn: int | None = state.turn
        self.choosing = state.choosing
        self.points = list(state.points)
        self.won = list(state.won)
        self.burner: int | None = state.burner
        trick = state.trick
        self.trick: list[Played] = [_PLAYED[order[card]][seat] for seat, card in trick]
        self._run_rank, self._run = -1, 0
        if trick:
            self._beats = _BEATS_LED[order[trick[0].card]]  # the cards that beat this trick (S3.2)
            # The run of equal ranks at the end of the trick, for burning (S6.1).
            for played in trick:
                rank = order[played.card] & 7
                self._run = self._run + 1 if rank == self._run_rank else 1
                self._run_rank = rank
            # Cards each hand held when the trick began (hands are equal then, S3.6).
            self._size = len(state.hands[state.leader - 1]) + (len(trick) + n - 1) // n
        else:
            self._beats = 0  # nothing to beat before the lead
            self._size = len(state.hands[0])
        over = state.tricks and state.turn is None and state.burner is None
        self._last = rules.side_of(state.tricks[-1].winner) if over else None  # side of the last trick (S4.3)

    def hand(self, seat: int) -> tuple[Card, ...]:
        """The cards of ``seat`` (1-based), in deck order."""
        return hand_cards(self._hands[seat])

    def legal_moves(self) -> tuple[Move, ...]:
        """As :func:`semerka.rules.play.legal_moves` of the current state (S3.1, S3.2, S3.4): the same moves in
        the same order; empty when the deal is over."""
        turn = self.turn
        if turn is None:
            return ()
        if self.choosing:
            return _CHOOSING[self._hands[turn] & self._beats]
        mask = self._hands[turn]
        return _LOW_PLAYS[mask & 0xFFFF] + _HIGH_PLAYS[mask >> 16]

    def apply(self, move: Move) -> None:
        """Make ``move`` for the seat to move, in place; as :func:`semerka.rules.play.apply` (S3, S4, S6).
        Raises :class:`IllegalMove` when it is not legal now (the reason in player terms, from the engine)."""
        try:
            index, bit, played = _MOVE_INFO[id(move)]
        except KeyError:
            if type(move) is Stop and self.choosing:
                self._end_trick()
                return
            card = move.card if type(move) is Play else None
            found = -1 if card is None else HAND_ORDER.get(card, -1)
            if found < 0:
                self._refuse(move)
            index, bit, played = _CARD_INFO[found]
        seat = self.turn
        hands = self._hands
        if seat is None or not hands[seat] & bit:
            self._refuse(move)
        if self._beats & bit:  # S3.2 (a continuation must beat, S3.4)
            self.holder = seat  # S3.3
            self.choosing = False
        elif self.holder is None:  # the lead (S3.1)
            self._beats = _BEATS_LED[index]
            self.holder = seat
        elif self.choosing:
            self._refuse(move)  # S3.4: a continuation needs the led rank or a seven
        hands[seat] ^= bit
        self.trick.append(played[seat])
        if self._burning and self._burns(seat, index):
            return
        following = self._following[seat]
        leader = self.leader
        if following != leader:  # the round goes on
            self.turn = following
            return
        if hands[leader] & self._beats and not (
            self._only_when_losing and self._side[self.holder] == self._side[leader]
        ):  # S3.4, S3.5: the leader may continue
            self.turn = leader
            self.choosing = True
            return
        self._end_trick()

    def _burns(self, seat: int, index: int) -> bool:
        """Whether the card ``index`` just played by ``seat`` makes four of one rank in a row (S6.1, sevens only
        as sevens); then the deal ends at once (S6.2)."""
        rank = index & 7
        if rank != self._run_rank:
            self._run_rank, self._run = rank, 1
            return False
        self._run += 1
        if self._run < 4:
            return False
        self.burner = seat
        self.turn = None
        return True

    def cards_left(self) -> int:
        """The cards left in all hands together."""
        return sum(map(int.bit_count, self._hands))

    def stock_left(self) -> int:
        """The cards left in the stock."""
        return len(self._stock) - self._top

    def snapshot(self) -> State:
        """This deal as a :class:`State`: the hands, the stock left, the trick, the turn, the points and tricks
        won; the history of completed tricks is not kept (``tricks`` is empty) and ``dealer`` is 0."""
        stock = tuple(_CARDS[bit.bit_length() - 1] for bit in self._stock[self._top :])
        return self._snapshot()._replace(stock=stock)

    def _refuse(self, move: Move) -> NoReturn:
        # The engine says why in player terms; the fast path only knows that the move is not legal.
        apply(self._snapshot(), move)
        raise IllegalMove(f"{move} is not legal now")  # not reached: the engine refuses first

    def _snapshot(self) -> State:
        """A state with this deal's hands, trick and turn (no trick history), for the engine's messages."""
        return State(
            self.rules, 0, tuple(map(hand_cards, self._hands[1:])), (), self.leader, tuple(self.trick), self.holder,
            self.turn, self.choosing, (), tuple(self.points), tuple(self.won), self.burner,
        )  # fmt: skip

    def _end_trick(self) -> None:
        """The holder takes the trick (S3.4, S5.1), everybody draws from the winner on (S4.1), the winner leads
        (S4.2); the last trick is worth 10 more and ends the deal (S4.3, S5.1)."""
        holder = self.holder
        assert holder is not None  # a trick that ends has cards, so a holder (S3.3)
        side = self._side[holder]
        self.won[side] += 1
        points = sum(map(_PLAYED_POINTS.__getitem__, map(id, self.trick)))  # S5.1
        n = self._players
        left = self._size - len(self.trick) // n  # cards in each hand now
        stock, top = self._stock, self._top
        each = min(HAND_SIZE - left, (len(stock) - top) // n)
        if each:
            hands = self._hands
            order = self._from[holder]
            for _ in range(each):
                for seat in order:
                    hands[seat] |= stock[top]
                    top += 1
            self._top = top
        size = self._size = left + each
        self.trick = []
        self._beats = 0
        self._run_rank, self._run = -1, 0
        self.choosing = False
        self.leader = holder
        self.holder = None
        if size:
            self.turn = holder
        else:
            points += LAST_TRICK_BONUS
            self.turn = None
            self._last = side + 1
        self.points[side] += points

    def outcome(self) -> Outcome | None:
        """As :func:`semerka.rules.scoring.outcome`: the deal's result once it is over, else ``None`` (S5, S6)."""
        if self.turn is not None:
            return None
        return deal_result(self.rules, tuple(self.points), tuple(self.won), self.burner, self._last)
