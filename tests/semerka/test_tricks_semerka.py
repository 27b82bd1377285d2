"""The rule questions a trick asks, answered once by the engine (S3.2-S3.4, S5.1, S5.3): exact values."""

import pytest
from semerka_helpers import cards

from cardtable.cards import Rank, parse_card
from semerka.rules import (
    Outcome,
    Played,
    beats,
    card_value,
    continuations,
    decided_by_last_trick,
    holding_index,
)


def plays(text: str, leader: int = 1, players: int = 4) -> tuple[Played, ...]:
    """``"9H 10C 7S"`` played in turn from ``leader`` on."""
    return tuple(Played((leader - 1 + index) % players + 1, card) for index, card in enumerate(cards(text)))


@pytest.mark.parametrize(
    ("card", "led", "expected"),
    [("9C", Rank.NINE, True), ("7H", Rank.NINE, True), ("10C", Rank.NINE, False), ("AS", Rank.KING, False),
     ("7D", Rank.SEVEN, True), ("9D", Rank.SEVEN, False)],
)  # fmt: skip
def test_S3_2_the_led_rank_or_a_seven_beats_and_only_sevens_beat_a_led_seven(card, led, expected):
    assert beats(parse_card(card), led) is expected


def test_S3_3_the_last_beating_card_holds_the_trick_and_the_led_card_counts():
    assert holding_index(()) is None
    assert holding_index(plays("9H 8H 8C 10D")) == 0  # nobody beats: the leader holds it
    assert holding_index(plays("9H 7H 9C 10D")) == 2
    assert holding_index(plays("9H 7H 8C 9D 9S KC KD KH")) == 4  # round 2: the leader's continuation holds it


def test_S3_4_only_the_led_rank_and_sevens_continue_in_hand_order():
    hand = cards("7C 9D QH 9S")
    assert continuations(hand, Rank.NINE) == tuple(cards("7C 9D 9S"))
    assert continuations(hand, Rank.SEVEN) == tuple(cards("7C"))
    assert continuations(cards("8C QH"), Rank.KING) == ()


def test_S5_1_an_ace_or_a_ten_is_worth_ten():
    assert [card_value(card) for card in cards("AH 10S 7C KD")] == [10, 10, 0, 0]


def test_S5_3_a_tie_on_top_points_is_decided_by_the_last_trick():
    assert decided_by_last_trick(Outcome((40, 40, 10), (3, 3, 1), 2, 1, False, "win", 2)) is True
    assert decided_by_last_trick(Outcome((50, 30, 10), (3, 3, 1), 1, 1, False, "win", 2)) is False
    assert decided_by_last_trick(Outcome((40, 40, 10), (3, 3, 1), None, 0, False, "draw", 3)) is False
    assert decided_by_last_trick(Outcome((0, 0, 0), (0, 0, 0), 1, 3, True, "burn", None)) is False
