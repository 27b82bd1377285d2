"""Building exact Leopard positions for the rule tests."""

from __future__ import annotations

from cardtable.cards import Card, parse_card

from leopard.rules import Rules, State, square_value
from leopard.rules.turns import start_turn
from leopard.rules.state import Square, empty_square


def cards(text: str) -> tuple[Card, ...]:
    """``"7H 10S QD"`` → the cards."""
    return tuple(parse_card(word) for word in text.split())


def square(text: str = "") -> Square:
    """A square from nine cells in reading order, rows split by ``/`` for the eye; ``.`` is a cell with no card and
    ``5H+JC`` a stack, bottom first: ``"AH 2H 3H / 4D 5H 6D / 7S 8C 9H"``."""
    if not text:
        return empty_square()
    words = text.replace("/", " ").split()
    assert len(words) == 9, words
    return tuple(() if word == "." else tuple(parse_card(c) for c in word.split("+")) for word in words)


def position(
    rules: Rules | int = 2,
    squares: tuple[str, ...] | None = None,
    hands: tuple[str, ...] | None = None,
    turn: int = 1,
    stock: str = "2C 3C 4C",
    discards: str = "",
    dealer: int | None = None,
) -> State:
    """A state at the start of ``turn``'s turn (before the draw when that seat may go out, else after it), with
    the given squares, hands (before the draw) and stock (top first). Cards need not add up to the 104."""
    if isinstance(rules, int):
        rules = Rules(rules)
    squares_ = tuple(square(text) for text in (squares or ("",) * rules.squares))
    hands_ = tuple(cards(text) for text in (hands or ("",) * rules.players))
    state = State(
        rules=rules,
        dealer=dealer if dealer is not None else (turn - 2) % rules.players + 1,
        stock=cards(stock),
        hands=hands_,
        squares=squares_,
        values=tuple(square_value(sq, rules.suit_line) for sq in squares_),
        discards=cards(discards),
        turn=turn,
        phase="play",
    )
    return start_turn(state)
