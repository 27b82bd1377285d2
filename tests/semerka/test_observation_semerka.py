"""What a seat sees of a Semerka deal (observations) and resampling for bots."""

import dataclasses
import random

from semerka_helpers import cards, play, random_deal, start

from cardtable.cards import Card, Rank
from semerka.rules import (
    Burned,
    Drew,
    Played,
    Rules,
    Stopped,
    Took,
    legal_moves,
    observation,
    resample,
)

FOUR = Rules(4)
HANDS = {1: "9H 9S KH QH", 2: "10C 7H 8H 8D", 3: "JC 8C JD JH", 4: "9D 10D QC QD"}
STOCK = "AC AD AH AS 10H 10S 7C 7D"


def visible_cards(value) -> set[Card]:
    """Every card anywhere inside an observation."""
    if isinstance(value, Card):
        return {value}
    if dataclasses.is_dataclass(value):
        return set().union(*(visible_cards(getattr(value, f.name)) for f in dataclasses.fields(value)))
    if isinstance(value, tuple):
        return set().union(set(), *(visible_cards(item) for item in value))
    return set()


def test_observation_of_a_trick_in_progress():
    state = play(start(FOUR, 4, HANDS, STOCK), "9H 10C JC 9D")
    seen = observation(state, 1)
    assert seen.seat == 1 and seen.dealer == 4 and seen.rules == FOUR
    assert seen.hand == tuple(cards("QH KH 9S"))
    assert seen.leader == 1 and seen.to_move == 1
    assert seen.trick == tuple(Played(seat, card) for seat, card in zip((1, 2, 3, 4), cards("9H 10C JC 9D")))
    assert seen.led_rank is Rank.NINE and seen.holder == 4 and seen.round == 1
    assert seen.choosing and seen.continue_cards == tuple(cards("9S"))
    assert seen.stock_size == 16 and seen.hand_sizes == (3, 3, 3, 3)
    assert seen.tricks == () and seen.points == (0, 0) and seen.won == (0, 0)
    assert seen.log == seen.trick
    partner = observation(state, 3)
    assert partner.choosing and partner.continue_cards == () and partner.hand == tuple(cards("8C JD JH"))
    middle = observation(play(state, "9S 7H"), 4)
    assert (middle.round, middle.holder, middle.to_move, middle.choosing) == (2, 2, 3, False)


def test_observation_events_after_a_trick():
    state = play(start(FOUR, 4, HANDS, STOCK), "9H 10C JC 9D 9S 7H 8C 10D")
    seen = observation(state, 3)
    plays = [Played(seat, card) for seat, card in zip((1, 2, 3, 4) * 2, cards("9H 10C JC 9D 9S 7H 8C 10D"))]
    assert list(seen.log) == [
        *plays,
        Took(2, 2, 8, 20, False),
        Drew(2, 2),
        Drew(3, 2),
        Drew(4, 2),
        Drew(1, 2),
    ]
    assert seen.leader == 2 and seen.to_move == 2 and seen.led_rank is None and seen.holder is None
    assert seen.round == 0 and seen.trick == () and seen.stock_size == 8
    assert seen.points == (0, 20) and seen.won == (0, 1) and len(seen.tricks) == 1
    assert seen.hand == tuple(cards("JD AD JH 10S"))  # only seat 3's own draws show


def test_observation_events_of_a_stop_and_a_burn():
    rules = Rules(4, burning=True)
    hands = {1: "9H QS 7S QH", 2: "9C 8H JC JD", 3: "8C 9D JH JS", 4: "8D 9S QC QD"}
    state = play(start(rules, 4, hands, "AC AD AH AS"), "QH 8H 8C QD QS JC JH QC stop")
    events = observation(state, 2).log
    assert events[8:11] == (Stopped(1), Took(4, 2, 8, 0, False), Drew(4, 2))
    state = play(state, "9S 9H 9C 9D")
    assert observation(state, 2).log[-5:] == (
        *(Played(seat, card) for seat, card in zip((4, 1, 2, 3), cards("9S 9H 9C 9D"))),
        Burned(3, 1, Rank.NINE),
    )
    assert observation(state, 2).to_move is None


def test_observations_hide_other_hands_and_the_stock():
    for players in (2, 3, 4):
        for state in random_deal(Rules(players), random.Random(players)):
            for seat in range(1, players + 1):
                hidden = {card for other, hand in enumerate(state.hands, 1) if other != seat for card in hand}
                hidden |= set(state.stock)
                assert not visible_cards(observation(state, seat)) & hidden


def test_observation_does_not_depend_on_hidden_cards():
    one = start(FOUR, 4, HANDS, STOCK)
    two = start(FOUR, 4, HANDS, "7D 7C 10S 10H AS AH AD AC")
    other = start(FOUR, 4, {1: HANDS[1], 2: HANDS[3], 3: HANDS[2], 4: HANDS[4]}, STOCK)
    assert one != two and one != other
    assert observation(one, 1) == observation(two, 1) == observation(other, 1)


def test_resample_keeps_the_observation_and_deals_the_unseen_cards():
    state = play(start(FOUR, 4, HANDS, STOCK), "9H 10C JC 9D 9S 7H 8C 10D 8D")
    seen = observation(state, 1)
    rng = random.Random(5)
    samples = [resample(seen, rng) for _ in range(20)]
    for sample in samples:
        assert observation(sample, 1) == seen
        assert sample.hands[0] == state.hands[0]
        assert sorted(sum(sample.hands, ()) + sample.stock) == sorted(sum(state.hands, ()) + state.stock)
        assert [str(move) for move in legal_moves(sample)] == [str(card) for card in sample.hands[2]]
    assert len({sample.hands[1] for sample in samples}) > 1
