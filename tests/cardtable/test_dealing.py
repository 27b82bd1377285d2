"""Shuffling and dealing helpers: exact hands for a given deck, dealer and random generator."""

import random

import pytest

from cardtable.cards import Card, Rank, Suit, parse_card
from cardtable.dealing import deal_round_robin, deal_unseen, resample_hands, shuffled, unseen_cards

from semerka.rules import GAME as SEMERKA

DECK = tuple(parse_card(text) for text in "AC 2C 3C 4C 5C 6C 7C 8C 9C 10C".split())


def cards(text: str) -> tuple[Card, ...]:
    return tuple(parse_card(part) for part in text.split())


def test_shuffled_is_a_copy_shuffled_as_random_shuffles_a_list():
    expected = list(DECK)
    random.Random(7).shuffle(expected)
    assert shuffled(DECK, random.Random(7)) == tuple(expected)
    assert shuffled(DECK, random.Random(7)) != DECK
    assert DECK == cards("AC 2C 3C 4C 5C 6C 7C 8C 9C 10C")  # the deck itself is left as it was


def test_round_robin_starts_at_the_dealer_s_left_one_card_at_a_time():
    hands, rest = deal_round_robin(DECK, players=3, dealer=2, cards_each=3)
    assert hands == (cards("2C 5C 8C"), cards("3C 6C 9C"), cards("AC 4C 7C"))
    assert rest == cards("10C")


def test_round_robin_from_the_last_seat_starts_at_seat_1_and_serves_eight_seats():
    hands, rest = deal_round_robin(DECK[:8], players=8, dealer=8, cards_each=1)
    assert hands == tuple((card,) for card in DECK[:8])
    assert rest == ()


@pytest.mark.parametrize(("players", "dealer", "cards_each"), [(2, 3, 1), (2, 0, 1), (3, 1, 4), (2, 1, -1)])
def test_round_robin_refuses_a_dealer_who_is_not_a_seat_or_a_deck_too_short(players, dealer, cards_each):
    with pytest.raises(ValueError):
        deal_round_robin(DECK, players, dealer, cards_each)


@pytest.mark.parametrize(("game", "players", "each"), [(SEMERKA, 2, 4), (SEMERKA, 3, 4), (SEMERKA, 4, 4)])
def test_round_robin_deals_as_semerka_deals(game, players, each):
    rules = game.make_rules(players, {})
    deck = shuffled(game.deck(rules), random.Random(players))
    state = game.deal(rules, 2, deck)
    hands, rest = deal_round_robin(deck, players, 2, each)
    assert [sorted(hand) for hand in hands] == [sorted(hand) for hand in state.hands]
    assert rest == tuple(state.stock)


def test_deal_unseen_fills_the_hands_in_order_and_leaves_the_rest_as_stock():
    expected = list(DECK)
    random.Random(3).shuffle(expected)
    hands, stock = deal_unseen(DECK, (2, 0, 3), random.Random(3))
    assert hands == (tuple(expected[:2]), (), tuple(expected[2:5]))
    assert stock == tuple(expected[5:])


def test_deal_unseen_refuses_more_cards_than_are_unseen():
    with pytest.raises(ValueError, match=r"^10 unseen cards cannot fill hands of \[5, 6\] cards$"):
        deal_unseen(DECK, (5, 6), random.Random(1))


def test_a_card_dealt_twice_in_a_double_deck_keeps_both_copies():
    double = (Card(Rank.ACE, Suit.SPADES),) * 2 + DECK[:2]
    hands, rest = deal_round_robin(double, 2, 1, 2)
    assert hands == ((double[1], double[3]), (double[0], double[2]))
    assert rest == ()


def test_unseen_cards_take_out_one_copy_per_card_seen_and_keep_copies_together():
    ace = Card(Rank.ACE, Suit.SPADES)
    deck = (ace, *DECK[:3], ace, *DECK[:3])  # a double deck in miniature
    assert unseen_cards(deck, (ace, DECK[1], DECK[1], DECK[2])) == [ace, DECK[0], DECK[0], DECK[2]]
    assert unseen_cards(DECK, ()) == list(DECK)


def test_resample_hands_keeps_the_seats_hand_and_deals_the_others_as_deal_unseen_does():
    own = cards("AS KS")
    expected, stock = deal_unseen(DECK, (3, 1), random.Random(5))
    hands, rest = resample_hands(2, own, (3, 2, 1), DECK, random.Random(5))
    assert hands == (expected[0], own, expected[1])
    assert rest == stock


def test_resample_hands_refuses_a_seat_that_is_not_at_the_table():
    with pytest.raises(ValueError, match="seat must be from 1 to 3, not 4"):
        resample_hands(4, (), (1, 1, 1), DECK, random.Random(1))
