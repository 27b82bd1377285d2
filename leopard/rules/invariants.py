"""Tools the tests and the soak run share to check Leopard states: every card of the deal counted, and a state with
the cards a seat cannot see dealt anew (for checking that observations hide them)."""

from __future__ import annotations

import random
from collections import Counter

from cardtable.cards import Card

from leopard.rules.state import State

__all__ = ["all_cards", "hide_and_shuffle"]


def all_cards(state: State) -> Counter[Card]:
    """How many of each card ``state`` holds in the stock, discard pile, hands and squares (104 in all, L1.1)."""
    counts = Counter(state.stock)
    counts.update(state.discards)
    for hand in state.hands:
        counts.update(hand)
    for square in state.squares:
        for stack in square:
            counts.update(stack)
    return counts


def hide_and_shuffle(state: State, seat: int, rng: random.Random) -> State:
    """``state`` with every card ``seat`` cannot see (other hands, the stock) dealt anew at random by ``rng``."""
    hidden = [card for s, hand in enumerate(state.hands, start=1) if s != seat for card in hand] + list(state.stock)
    rng.shuffle(hidden)
    hands, used = [], 0
    for s, hand in enumerate(state.hands, start=1):
        if s == seat:
            hands.append(hand)
        else:
            hands.append(tuple(hidden[used : used + len(hand)]))
            used += len(hand)
    mover = hands[state.turn - 1]
    drawn = state.drawn if state.turn == seat or state.drawn is None else mover[-1]
    return state._replace(stock=tuple(hidden[used:]), hands=tuple(hands), drawn=drawn)
