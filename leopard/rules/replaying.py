"""Replaying a record's deal fast (rules L4-L6, L9.2): the moves made on one mutable deal, checked as
:func:`~leopard.rules.legal.apply` checks them, and the :class:`~leopard.rules.state.State` built only when asked for.

The public engine builds a new state per move (hands, stock and log copied), which is what a bot's search needs
and a replay does not. Here the hands, stock, discard pile and log are lists changed in place; the squares and
values stay tuples, so the engine's own placement check (:func:`~leopard.rules.placing.check_place`) and value
arithmetic serve both. ``tests/test_fast_replay.py`` checks that both paths give the same last state and outcome
on random records of every variant, and refuse the same spoilt ones.

A text is read once per text and mover's square (a dictionary shared by every deal: records hold few different
texts) and taken only when it is canonical, as records of the current format write it. Anything else (an older
format, a text written otherwise, a move that is not legal) is refused with ``ValueError``, and the table then
replays the deal move by move through the public engine for the exact message (:mod:`cardtable.records.replay`).
The messages here are never shown.
"""

from __future__ import annotations

from collections.abc import Callable, Sequence

from cardtable.cards import Card
from cardtable.game import IllegalMove, InvalidMove

from leopard.rules.legal import _value_change, check_go_out, outcome
from leopard.rules.notation import move_text, read_move
from leopard.rules.placing import FACE_DOWN, check_place
from leopard.rules.scoring import Outcome
from leopard.rules.state import Square, State
from leopard.rules.turns import GO_OUT_VALUE, asker_partner, deal
from leopard.rules.types import Answer, Discard, Draw, Event, GoOut, Move, Place, Rules

__all__ = ["replay_moves"]

FORMAT = 2  # the record format whose texts this reads (L9.2: draws and answers written out)

# By the mover's square (index 1-4), canonical text → the move; bounded by the notation's canonical texts.
_MOVES: tuple[dict[str, Move], ...] = ({}, {}, {}, {}, {})


def _move(text: str, own_square: int) -> Move:
    move = read_move(text, own_square)
    if move_text(move, own_square) != text:
        raise InvalidMove(f"not a canonical move: {text!r}")
    _MOVES[own_square][text] = move
    return move


class _Deal:
    """A deal as :class:`State` holds it, changed in place move by move (L4-L6)."""

    __slots__ = (
        "rules", "dealer", "stock", "top", "hands", "squares", "values", "discards", "turn", "phase", "drawn",
        "went_out", "log", "refused", "count",
    )  # fmt: skip

    def __init__(self, state: State) -> None:
        self.rules = state.rules
        self.dealer = state.dealer
        self.stock = state.stock
        self.top = 0  # the stock still held is stock[top:]
        self.hands = [list(hand) for hand in state.hands]
        self.squares: tuple[Square, ...] = state.squares
        self.values = state.values
        self.discards = list(state.discards)
        self.turn = state.turn
        self.phase = state.phase
        self.drawn = state.drawn
        self.went_out = state.went_out
        # The log as (seat, move, covered) entries: its Events (frozen dataclasses, slow to make) are made only
        # when the state is asked for; the outcome does not need them.
        self.log: list[tuple[int, Move, Card | None]] = [(e.seat, e.move, e.covered) for e in state.log]
        self.refused = state.refused
        self.count = len(state.squares)

    def state(self) -> State:
        """The deal as the public engine's :class:`State`, log and all."""
        return self._state(tuple(Event(*entry) for entry in self.log))  # type: ignore[arg-type]

    def _state(self, log: tuple[Event, ...]) -> State:
        return State(
            self.rules, self.dealer, self.stock[self.top :], tuple(map(tuple, self.hands)), self.squares,
            self.values, tuple(self.discards), self.turn, self.phase, self.drawn, self.went_out, log, self.refused,
        )  # fmt: skip

    def outcome(self) -> Outcome | None:
        """As :func:`~leopard.rules.legal.outcome`, which reads no log: from the state without it."""
        return outcome(self._state(())) if self.phase == "over" else None

    def apply(self, move: Move) -> None:
        """As :func:`~leopard.rules.legal.apply`; raises :class:`IllegalMove` where it does."""
        phase = self.phase
        kind = type(move)
        if phase == "over":
            raise IllegalMove("the deal is over")
        if phase == "asked":
            if kind is not Answer:
                raise IllegalMove("first answer your partner")
            self._answer(move)  # type: ignore[arg-type]
        elif kind is Place or kind is Discard:
            if phase == "before_draw":
                raise IllegalMove("first go out or draw")
            self._play(move)  # type: ignore[arg-type]
        elif kind is Draw:
            if phase != "before_draw":
                raise IllegalMove("no draw now")
            self._draw()
        elif kind is GoOut:
            check_go_out(self.values[(self.turn - 1) % self.count], phase, self.drawn, self.refused)
            self.log.append((self.turn, move, None))
            if self.rules.partnerships:  # L6.1: an ask; the partner moves next
                self.phase = "asked"
            else:
                self.phase, self.went_out = "over", self.turn
            self.drawn, self.refused = None, False
        else:
            raise IllegalMove("not a move now")

    def _draw(self) -> None:
        card = self.stock[self.top]
        self.top += 1
        self.hands[self.turn - 1].append(card)
        self.phase, self.drawn = "play", card

    def _answer(self, move: Answer) -> None:
        self.log.append((asker_partner(self.turn), move, None))
        self.drawn = None
        if move.agree:  # L6.1: the asker has gone out
            self.phase, self.went_out, self.refused = "over", self.turn, False
            return
        self.phase, self.refused = "play", True
        if self.top < len(self.stock):
            self._draw()

    def _play(self, move: Place | Discard) -> None:
        """A place (L5) or discard (L4.2), then the end of the turn: the deal ends when the stock is out (L6.2);
        else the turn passes left (L1.2) and starts with a draw, or waits before it when the seat may go out
        (L4.1, L4.2). One method, the hot path of a replay."""
        turn = self.turn
        card = move.card
        hand = self.hands[turn - 1]
        if card not in hand:
            raise IllegalMove("not in the hand")
        if type(move) is Discard:
            hand.remove(card)
            self.discards.append(card)
            self.log.append((turn, move, None))
        else:
            assert isinstance(move, Place)
            squares = self.squares
            check_place(squares, move, (turn - 1) % self.count + 1)  # L5
            hand.remove(card)
            s, c = move.square - 1, move.cell - 1
            square = squares[s]
            old = square[c]
            old_top = old[-1] if old and old[-1] not in FACE_DOWN else None
            new_top = None if card in FACE_DOWN else card
            if old_top != new_top:
                delta = _value_change(square, c, old_top, new_top, self.rules.suit_line)
                if delta:
                    values = self.values
                    self.values = values[:s] + (values[s] + delta,) + values[s + 1 :]
            self.squares = squares[:s] + (square[:c] + (old + (card,),) + square[c + 1 :],) + squares[s + 1 :]
            self.log.append((turn, move, old[-1] if old else None))
        self.drawn, self.refused = None, False
        stock, top = self.stock, self.top
        if top == len(stock):
            if self.rules.stock_end == "last-card" or not any(self.hands):
                self.phase = "over"
                return
            self.turn = turn % self.rules.players + 1
            self.phase = "play"
            return
        turn = self.turn = turn % self.rules.players + 1
        if self.values[(turn - 1) % self.count] >= GO_OUT_VALUE:
            self.phase = "before_draw"
            return
        card = stock[top]
        self.top = top + 1
        self.hands[turn - 1].append(card)
        self.phase, self.drawn = "play", card


def replay_moves(
    rules: Rules, dealer: int, deck: Sequence[Card], texts: Sequence[str], format: int
) -> tuple[Callable[[], State], Outcome | None]:
    """What the deal by ``dealer`` from ``deck`` comes to after the record's moves ``texts``: a function that makes
    its last state (called only when the state is needed), and its outcome (``None`` while unfinished). Raises
    ``ValueError``: ``InvalidMove`` for an older format or a text that is not canonical, ``IllegalMove`` for a
    move not legal now or after the end of the deal (L4-L6), and the engine's ``ValueError`` for a bad deck."""
    if format != FORMAT:
        raise InvalidMove(f"record format {format}: moves are read one by one")
    played = _Deal(deal(rules, dealer, deck))
    squares = played.count
    moves = _MOVES
    apply = played.apply
    for text in texts:
        own = (played.turn - 1) % squares + 1  # the mover's square; the asker's partner shares it (L5.7)
        apply(moves[own].get(text) or _move(text, own))
    return played.state, played.outcome()
