"""Observations (what one seat may see, design: hidden information) and resampling for the bots."""

from __future__ import annotations

import random
from collections import Counter
from dataclasses import fields

import pytest

from cardtable.cards import double_deck

from leopard.rules import (
    GAME,
    Discard,
    Draw,
    Event,
    Observation,
    Place,
    Rules,
    apply,
    deal,
    observation,
    resample,
)
from leopard.rules.observation import unseen_cards

from leopard_helpers import cards, position


def card(text: str):
    return cards(text)[0]


def test_observation_fields_at_the_start_of_a_deal():
    deck = double_deck()
    state = deal(Rules(2), 1, deck)
    seen = observation(state, 1)
    assert [f.name for f in fields(Observation)] == [
        "rules", "seat", "square", "hand", "drawn", "squares", "values", "discards", "stock_size",
        "hand_sizes", "to_move", "phase", "dealer", "went_out", "log", "asker", "refused",
    ]  # fmt: skip
    assert seen.seat == 1 and seen.square == 1
    assert seen.hand == deck[1:16:2]
    assert seen.drawn is None
    assert seen.hand_sizes == (8, 9)
    assert seen.stock_size == 104 - 17
    assert seen.to_move == 2 and seen.phase == "play" and seen.dealer == 1
    assert seen.squares == (((),) * 9, ((),) * 9)
    assert seen.values == (0, 0) and seen.discards == () and seen.log == () and seen.went_out is None
    assert seen.asker is None and seen.refused is False
    other = observation(state, 2)
    assert other.hand == deck[0:16:2] + (deck[16],)
    assert other.drawn == deck[16]


def test_the_log_says_who_placed_what_where_and_what_it_covered():
    state = position(2, ("", ". . . / . 5H . / . . ."), ("JC 7D", "KS 2C"), stock="3C 4C 6C")
    state = apply(state, Place(card("JC"), 2, 5))
    state = apply(state, Discard(card("2C")))
    state = apply(state, Place(card("7D"), 2, 7))
    assert observation(state, 2).log == (
        Event(1, Place(card("JC"), 2, 5), card("5H")),
        Event(2, Discard(card("2C"))),
        Event(1, Place(card("7D"), 2, 7), None),
    )
    assert observation(state, 2).discards == cards("2C")


def test_observation_refuses_a_seat_not_at_the_table():
    with pytest.raises(ValueError, match="seat must be 1 to 2, not 3"):
        observation(deal(Rules(2), 1, double_deck()), 3)


def test_the_seat_not_to_move_sees_only_hand_sizes():
    state = deal(Rules(3), 1, double_deck())
    seen = observation(state, 3)
    assert seen.hand_sizes == (8, 9, 8)
    assert seen.drawn is None
    mover = state.hands[1]
    text = repr(seen)
    hidden = [c for c in mover + state.stock if c not in seen.hand]
    assert all(repr(c) not in text for c in hidden)


def test_unseen_cards_are_the_other_hands_and_the_stock():
    state = deal(Rules(2), 1, double_deck())
    state = apply(state, Discard(state.hands[1][0]))
    seen = observation(state, 1)
    expected = Counter(state.hands[1]) + Counter(state.stock)
    assert Counter(unseen_cards(seen)) == expected


def test_resample_keeps_the_observation_and_deals_the_unseen_cards():
    rng = random.Random(7)
    state = deal(Rules(2), 1, double_deck())
    for _ in range(10):
        state = apply(state, Draw()) if state.phase == "before_draw" else apply(state, GAME.legal_moves(state)[-1])
    seen = observation(state, 1)
    other = resample(seen, rng)
    assert observation(other, 1) == seen
    assert other != state  # a different arrangement of the hidden cards
    assert Counter(other.hands[1]) + Counter(other.stock) == Counter(state.hands[1]) + Counter(state.stock)
    assert GAME.resample(seen, random.Random(7)) == resample(seen, random.Random(7))


def test_resample_before_the_draw_keeps_the_next_card_hidden():
    rng = random.Random(3)
    deck = list(double_deck())
    rng.shuffle(deck)
    state = deal(Rules(2), 1, deck)
    while state.phase != "before_draw":  # random play until a square is worth 5
        state = apply(state, rng.choice(GAME.legal_moves(state)))
    seat = state.turn
    seen = observation(state, seat)
    assert len(seen.hand) == 8
    others = [resample(seen, random.Random(n)) for n in range(5)]
    assert all(observation(other, seat) == seen for other in others)
    assert len({other.stock[0] for other in others}) > 1  # the next card is not fixed by what the seat saw
