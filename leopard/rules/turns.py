"""How a deal runs from turn to turn: the deal itself (rules L3), the start of each turn with its draw (L4.1,
L4.2), passing the turn to the left (L1.2) and the end of the stock (L6.2).

Every function takes a :class:`~leopard.rules.state.State` and returns a new one; :mod:`leopard.rules.legal` calls
them once a move has been checked.
"""

from __future__ import annotations

from collections import Counter
from collections.abc import Sequence

from cardtable.cards import Card, double_deck
from cardtable.dealing import deal_round_robin

from leopard.rules.state import HAND_SIZE, Square, State, empty_square
from leopard.rules.types import Event, Phase, Rules

__all__ = ["GO_OUT_VALUE", "asker_partner", "deal", "draw", "end_turn", "start_turn", "to_move"]

GO_OUT_VALUE = 5  # L4.1: the least square value that lets a player go out

_DECK_COUNT = dict(Counter(double_deck()))  # plain dicts compare in C; Counters compare key by key in Python


def deal(rules: Rules, dealer: int, deck: Sequence[Card]) -> State:
    """The state at the start of a deal by seat ``dealer`` from ``deck`` (top first).

    L3.2: eight cards each, one at a time, starting with the dealer's left; the rest is the stock, top first.
    L3.3: the dealer's left moves first. Raises ``ValueError`` when ``deck`` is not the 104 cards of L1.1 or
    ``dealer`` is not a seat.
    """
    n = rules.players
    if type(dealer) is not int or not 1 <= dealer <= n:
        raise ValueError(f"dealer must be a seat from 1 to {n}, not {dealer!r}")
    deck = tuple(deck)
    if len(deck) != 104 or dict(Counter(deck)) != _DECK_COUNT:
        raise ValueError("the deck must be the 104 cards of two standard decks, each card twice")
    hands, stock = deal_round_robin(deck, n, dealer, HAND_SIZE)
    first = dealer % n + 1
    # L4.1, L4.2: every square is worth 0, so the first player draws the top stock card at once.
    drawn = stock[0]
    return State(
        rules=rules,
        dealer=dealer,
        stock=stock[1:],
        hands=_with_drawn(hands, first, drawn),
        squares=(empty_square(),) * rules.squares,
        values=(0,) * rules.squares,
        discards=(),
        turn=first,
        phase="play",
        drawn=drawn,
    )


def start_turn(state: State) -> State:
    """``state`` with its ``turn`` seat at the start of a turn: waiting before the draw when the seat may go out,
    else with the top stock card drawn (L4.1, L4.2). An empty stock (``play-out``, L6.2) means no draw."""
    return _next_turn(state, state.turn, state.hands, state.squares, state.values, state.discards, state.log)


def _next_turn(
    state: State,
    turn: int,
    hands: tuple[tuple[Card, ...], ...],
    squares: tuple[Square, ...],
    values: tuple[int, ...],
    discards: tuple[Card, ...],
    log: tuple[Event, ...],
) -> State:
    """The state at the start of ``turn``'s turn, from ``state`` with the other fields changed: waiting before the
    draw when the seat may go out (L4.1), else with the top stock card drawn (L4.2); no draw from an empty
    stock (``play-out``, L6.2)."""
    stock = state.stock
    phase: Phase
    drawn: Card | None
    if not stock:
        phase, drawn = "play", None
    elif values[(turn - 1) % len(squares)] >= GO_OUT_VALUE:
        phase, drawn = "before_draw", None
    else:
        phase, drawn = "play", stock[0]
        hands = _with_drawn(hands, turn, drawn)
        stock = stock[1:]
    return State(state.rules, state.dealer, stock, hands, squares, values, discards, turn, phase, drawn, None, log)


def _with_drawn(hands: tuple[tuple[Card, ...], ...], seat: int, card: Card) -> tuple[tuple[Card, ...], ...]:
    """``hands`` with ``card`` drawn from the stock into ``seat``'s hand, last (L4.2)."""
    i = seat - 1
    return hands[:i] + (hands[i] + (card,),) + hands[i + 1 :]


def draw(state: State) -> State:
    """Take the top stock card after declining to go out, or after the partner's no (L4.1, L4.2, L6.1). The
    stock must hold a card."""
    card = state.stock[0]
    hands = _with_drawn(state.hands, state.turn, card)
    return State(
        state.rules, state.dealer, state.stock[1:], hands, state.squares, state.values, state.discards,
        state.turn, "play", card, None, state.log, state.refused,
    )  # fmt: skip


def end_turn(
    state: State,
    hands: tuple[tuple[Card, ...], ...],
    squares: tuple[Square, ...],
    values: tuple[int, ...],
    discards: tuple[Card, ...],
    log: tuple[Event, ...],
) -> State:
    """After a place or discard by the player to move, with the other fields changed: end the deal when the stock
    is out (L6.2), else pass the turn to the left (L1.2)."""
    stock = state.stock
    if not stock and (state.rules.stock_end == "last-card" or not any(hands)):
        return State(
            state.rules, state.dealer, stock, hands, squares, values, discards, state.turn, "over", None, None, log
        )
    return _next_turn(state, state.turn % state.rules.players + 1, hands, squares, values, discards, log)


def to_move(state: State) -> int | None:
    """The seat to move, or None once the deal is over. While an ask is pending it is the asker's partner (L6.1)."""
    phase = state.phase
    if phase == "over":
        return None
    if phase == "asked":
        return asker_partner(state.turn)
    return state.turn


def asker_partner(seat: int) -> int:
    """The partner of ``seat`` at a four-player table: the seat opposite (L1.2, L6.1)."""
    return (seat + 1) % 4 + 1
