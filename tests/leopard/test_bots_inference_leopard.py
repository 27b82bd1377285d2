"""Leopard's inference: worlds weighted by how likely the others' last plays were with the hands dealt to them
(L4.2, L5)."""

from __future__ import annotations

from leopard import bots
from leopard.bots.inference import Evidence, plays_to_weigh, weight
from leopard.rules import Discard, Place, State, apply, observation
from leopard_helpers import cards, position, square


def swapped(state: State, one: str, other: str) -> State:
    """``state`` with two cards' places exchanged among the hands and the stock."""
    a, b = cards(f"{one} {other}")
    swap = {a: b, b: a}
    return state._replace(
        hands=tuple(tuple(swap.get(card, card) for card in hand) for hand in state.hands),
        stock=tuple(swap.get(card, card) for card in state.stock),
    )


def test_L4_2_each_other_seats_last_play_is_weighed_with_the_squares_as_they_were_before_it() -> None:
    # Two players: seat 2 draws 6C and places 3H in its own square; then seat 1 is to move.
    before = position(squares=("", "AH 2H . / . . . / . . ."), hands=("4D 5D", "3H 9S KD"), turn=2,
                      stock="6C 2C 3C 4C")  # fmt: skip
    state = apply(before, Place(cards("3H")[0], 2, 3))
    seen = observation(state, 1)
    assert seen.squares[1] == square("AH 2H 3H / . . . / . . .")
    assert plays_to_weigh(seen) == [Evidence(2, Place(cards("3H")[0], 2, 3), before.squares)]
    # Seat 2's own move is not evidence to seat 2.
    assert plays_to_weigh(observation(state, 2)) == []


def test_L5_1_a_player_who_discarded_rather_than_complete_a_suited_line_likely_lacked_the_card() -> None:
    # Seat 2 holds AH 2H in its square's top row and discards 8C. In one world it now holds 3H, which would have
    # completed the row in one suit (L7.1); in the other 3H lies in the stock.
    before = position(squares=("", "AH 2H . / . . . / . . ."), hands=("4D 5D", "8C 9S KD"), turn=2,
                      stock="6C 2C 3H 3C 4C")  # fmt: skip
    lacked = apply(before, Discard(cards("8C")[0]))
    held = swapped(lacked, "9S", "3H")
    seen = observation(lacked, 1)
    assert observation(held, 1) == seen and cards("3H")[0] in held.hands[1]
    evidence = plays_to_weigh(seen)
    with_card = weight(held, bots.score_moves, evidence)
    without = weight(lacked, bots.score_moves, evidence)
    assert 0 < with_card < 0.8 * without
    assert weight(held, bots.score_moves, []) == 1.0
