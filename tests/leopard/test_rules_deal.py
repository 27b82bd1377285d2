"""Rules L1 (equipment and players) and L3 (the deal)."""

from __future__ import annotations

from collections import Counter

import pytest

from cardtable.cards import double_deck, parse_card
from cardtable.game import RulesError

from leopard.rules import GAME, Draw, Rules, apply, deal, legal_moves, observation, to_move

from leopard_helpers import cards


def numbered_deck() -> tuple:
    """The 104 cards in a fixed order, so that deck position i is easy to find."""
    return double_deck()


def test_L1_1_the_deck_is_two_standard_decks():
    deck = GAME.deck(Rules(2))
    assert len(deck) == 104
    counts = Counter(deck)
    assert len(counts) == 52
    assert set(counts.values()) == {2}
    assert counts[parse_card("7H")] == 2


def test_L1_1_deal_refuses_a_deck_that_is_not_the_104_cards():
    deck = list(double_deck())
    with pytest.raises(ValueError, match="104 cards"):
        deal(Rules(2), 1, deck[:-1])
    deck[0] = deck[1]  # one card three times, another once
    with pytest.raises(ValueError, match="104 cards"):
        deal(Rules(2), 1, deck)
    with pytest.raises(ValueError, match="dealer"):
        deal(Rules(2), 3, double_deck())


def test_L1_2_two_to_four_players_and_play_passes_to_the_left():
    with pytest.raises(RulesError, match="players must be 2, 3 or 4, not 5"):
        Rules(5)
    with pytest.raises(RulesError, match="players must be 2, 3 or 4, not 1"):
        Rules(1)
    state = deal(Rules(3), 3, double_deck())  # dealer 3: seat 1 moves first
    seen = []
    for _ in range(4):
        seen.append(to_move(state))
        if state.phase == "before_draw":
            state = apply(state, Draw())
        state = apply(state, legal_moves(state)[-1])
    assert seen == [1, 2, 3, 1]


def test_L3_1_the_deal_passes_to_the_left():
    outcome = None
    assert GAME.next_dealer(Rules(2), 1, outcome) == 2
    assert GAME.next_dealer(Rules(2), 2, outcome) == 1
    assert GAME.next_dealer(Rules(3), 3, outcome) == 1
    assert [GAME.next_dealer(Rules(4), d, outcome) for d in (1, 2, 3, 4)] == [2, 3, 4, 1]


def test_L3_2_two_players_dealer_1_deals_alternately_from_seat_2():
    deck = numbered_deck()
    state = deal(Rules(2), 1, deck)
    # Deck positions 1, 3, ... 15 (0-based 0, 2, ... 14) to seat 2; 2, 4, ... 16 to seat 1.
    assert state.hands[1] == deck[0:16:2] + (deck[16],)  # seat 2 has drawn card 17 already (square worth 0)
    assert state.hands[0] == deck[1:16:2]
    assert state.stock == deck[17:]
    assert len(state.stock) == 104 - 16 - 1


def test_L3_2_three_players_eight_cards_each_one_at_a_time_from_the_dealers_left():
    deck = numbered_deck()
    state = deal(Rules(3), 2, deck)  # seat 3 first, then 1, then 2
    assert state.hands[2][:8] == deck[0:24:3]
    assert state.hands[0] == deck[1:24:3]
    assert state.hands[1] == deck[2:24:3]
    assert len(state.stock) + 1 == 104 - 24


def test_L3_2_four_players_leave_72_cards_in_the_stock():
    state = deal(Rules(4), 4, numbered_deck())
    assert [len(hand) for hand in state.hands] == [9, 8, 8, 8]  # seat 1 moves first and has drawn
    assert len(state.stock) == 104 - 32 - 1


def test_L3_3_the_dealers_left_moves_first_and_draws_card_17():
    deck = numbered_deck()
    state = deal(Rules(2), 1, deck)
    assert to_move(state) == 2
    assert state.phase == "play"
    assert state.drawn == deck[16]
    assert observation(state, 2).drawn == deck[16]
    assert observation(state, 1).drawn is None
    state = deal(Rules(4), 3, deck)
    assert to_move(state) == 4
    assert cards("AC")[0] in state.hands[3]  # deck card 1 (AC) went to seat 4
