"""Semerka's model of a searching player's plays, which inference weighs worlds by (S3.1–S3.4, S5.1)."""

from __future__ import annotations

import math

import pytest

from semerka.bots.model import WEIGHTS, features, utilities
from semerka.rules import Rules, State, legal_moves, observation
from semerka_helpers import play, start

FOUR = Rules(4)


def chances(state: State) -> dict[str, float]:
    """The model's probability of each legal move of the seat to move, by the move's text, to three places."""
    assert state.turn is not None
    seen = observation(state, state.turn)
    legal = legal_moves(state)
    values = utilities(FOUR, seen.seat, seen.hand, seen.trick, seen.holder, seen.choosing, legal)
    exps = [math.exp(value - max(values)) for value in values]
    return {str(move): round(e / sum(exps), 3) for move, e in zip(legal, exps)}


def test_every_kind_of_decision_has_one_weight_per_feature() -> None:
    dealt = start(FOUR, 4, {1: "9H 9S 10D 7C", 2: "AD 7S 9C KC", 3: "8H 10H 9D 8C", 4: "KH QC 10S 8S"})
    positions = {"lead": dealt, "follow": play(dealt, "9H"), "choose": play(dealt, "9H 9C 8H KH")}
    for kind, state in positions.items():
        assert state.turn is not None
        seen = observation(state, state.turn)
        found, rows = features(FOUR, seen.seat, seen.hand, seen.trick, seen.holder, seen.choosing, legal_moves(state))
        assert found == kind
        assert {len(row) for row in rows} == {len(WEIGHTS[kind])}


def test_S3_1_a_leader_most_likely_leads_a_rank_it_holds_twice_and_least_likely_a_seven() -> None:
    dealt = start(FOUR, 4, {1: "9H 9S 10D 7C", 2: "AD 7S 9C KC", 3: "8H 10H 9D 8C", 4: "KH QC 10S 8S"})
    assert chances(dealt) == {"7C": 0.027, "10D": 0.089, "9H": 0.442, "9S": 0.442}


def test_S3_2_a_follower_most_likely_takes_an_ace_with_the_led_rank_before_a_seven() -> None:
    dealt = start(FOUR, 4, {1: "AH 9S KD 8D", 2: "AD 7S 9C KC", 3: "8H 10H 9D JC", 4: "KH QC 10S 8S"})
    assert chances(play(dealt, "AH")) == {"9C": 0.205, "KC": 0.205, "AD": 0.445, "7S": 0.145}


def test_S5_1_a_follower_who_cannot_beat_the_others_rarely_gives_them_a_ten() -> None:
    dealt = start(FOUR, 4, {1: "AH 9S KD 8D", 2: "AD 7S 9C KC", 3: "8H 10H 9D JC", 4: "KH QC 10S 8S"})
    assert chances(play(dealt, "AH 9C 8H")) == {"QC": 0.283, "KH": 0.283, "8S": 0.283, "10S": 0.15}


@pytest.mark.parametrize(
    ("plays", "expected"),
    [
        ("9H 9C 8H KH", {"7C": 0.131, "9S": 0.573, "stop": 0.296}),  # the others hold the trick: continue
        ("9H KC 8H KH", {"7C": 0.083, "9S": 0.334, "stop": 0.583}),  # the leader holds it: rather stop
    ],
)
def test_S3_4_a_leader_more_likely_continues_when_the_others_hold_the_trick(
    plays: str, expected: dict[str, float]
) -> None:
    dealt = start(FOUR, 4, {1: "9H 9S 10D 7C", 2: "AD 7S 9C KC", 3: "8H 10H 9D 8C", 4: "KH QC 10S 8S"})
    state = play(dealt, plays)
    assert state.choosing and state.turn == 1
    assert chances(state) == expected
