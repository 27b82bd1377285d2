"""Helpers for the Semerka tests: decks that deal chosen hands, and playing moves written as text."""

from __future__ import annotations

import random
from cardtable.records import play_record_move
from collections.abc import Iterable, Mapping, Sequence

from cardtable.cards import Card, parse_card
from semerka.rules import GAME, Rules, State, apply, deal, deck, legal_moves


def cards(text: str) -> list[Card]:
    """``"9H 10C 7S"`` → the cards."""
    return [parse_card(word) for word in text.split()]


def stacked_deck(rules: Rules, dealer: int, hands: Mapping[int, str], stock: str = "") -> list[Card]:
    """A deck (top first) that deals ``hands`` (seat → four cards as text) by ``dealer`` (S2.2), with ``stock``
    on top of the stock; seats not named and the rest of the stock get the remaining cards in deck order."""
    n = rules.players
    wanted = {seat: cards(text) for seat, text in hands.items()}
    top = cards(stock)
    used = {card for hand in wanted.values() for card in hand} | set(top)
    rest = [card for card in deck(rules) if card not in used]
    for seat in range(1, n + 1):
        if seat not in wanted:
            wanted[seat], rest = rest[:4], rest[4:]
    order = [wanted[(dealer + index) % n + 1][index // n] for index in range(4 * n)]
    return order + top + rest


def start(rules: Rules, dealer: int, hands: Mapping[int, str], stock: str = "") -> State:
    """The state after dealing ``hands`` (see :func:`stacked_deck`)."""
    return deal(rules, dealer, stacked_deck(rules, dealer, hands, stock))


def play(state: State, moves: str | Iterable[str]) -> State:
    """Apply moves written as record text (``"9H 10C stop"``), each by the seat to move."""
    for text in moves.split() if isinstance(moves, str) else moves:
        state = play_record_move(GAME, state, text)
    return state


def random_deal(rules: Rules, rng: random.Random, dealer: int = 1) -> list[State]:
    """Every state of one random deal with random moves, from the deal to the end."""
    order = list(deck(rules))
    rng.shuffle(order)
    states = [deal(rules, dealer, order)]
    while moves := legal_moves(states[-1]):
        states.append(apply(states[-1], rng.choice(moves)))
    return states


def texts(items: Sequence[object]) -> list[str]:
    return [str(item) for item in items]


ALL_RULES = [
    Rules(players, stakes=stakes, burning=burning, continue_only_when_losing=losing)
    for players in (2, 3, 4)
    for stakes in ("pagat", "single")
    for burning in (False, True)
    for losing in (False, True)
]
