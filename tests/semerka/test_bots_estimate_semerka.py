"""Semerka's strong level: playouts that end when the stock runs out, valued by the fitted estimate (S4.3, S5)."""

from __future__ import annotations

import random
from functools import partial

import pytest

from semerka import bots
from semerka.bots.estimate import estimate
from semerka.rules import Playout, Rules, State
from semerka_helpers import cards, random_deal


def stock_empty(hands: tuple[str, str, str, str], points: tuple[int, int], won: tuple[int, int]) -> State:
    """A four-player deal at the start of a trick with the stock empty, seat 1 to lead."""
    return State(
        Rules(4), 4, tuple(tuple(cards(hand)) for hand in hands), (), 1, (), None, 1, False, (), points, won
    )  # fmt: skip


def test_S5_4_the_estimate_counts_points_tricks_the_lead_and_each_rank_of_the_sides() -> None:
    # Side 1 (seats 1 and 3) holds two sevens, an ace, a ten, two kings, an eight and a nine; side 2 one seven,
    # an ace, a ten, two queens, an eight, a nine and a jack. Side 1 has 30 card points to 10, both have won a
    # trick, and seat 1 leads.
    state = stock_empty(("7C 7D AH 10S", "8C 9C JC QC", "KC KD 8D 9D", "AS 10H 7H QS"), (30, 10), (2, 1))
    ranks = 0.6796 - (-0.0377 * 2 - 0.0512) + 2 * -0.0439  # sevens, queens and jack, kings; the rest cancel
    expected = ranks + 0.02763 * 20 + 0.3001
    assert estimate(Playout(state), 1) == pytest.approx(expected, abs=1e-9)
    assert estimate(Playout(state), 3) == pytest.approx(expected, abs=1e-9)
    assert estimate(Playout(state), 2) == pytest.approx(-expected, abs=1e-9)


def test_S5_4_a_side_that_has_won_no_trick_is_worth_less() -> None:
    hands = ("7C 8D AH 10S", "8C 9C JC QC", "KC KD 7D 9D", "AS 10H 7H QS")
    both = estimate(Playout(stock_empty(hands, (40, 0), (3, 1))), 1)
    shut_out = estimate(Playout(stock_empty(hands, (40, 0), (3, 0))), 1)
    assert shut_out - both == pytest.approx(0.4684, abs=1e-9)


def greedy_until_the_stock_runs_out(state: State, seat: int) -> float:
    """The reference: the greedy policy through the engine until a trick starts with the stock empty."""
    playout = Playout(state)
    while not (not playout.trick and not playout.stock_left()):
        legal = playout.legal_moves()
        playout.apply(bots.policy(playout.snapshot(), legal, random.Random(0)))
    return estimate(playout, seat)


def test_S4_3_a_playout_with_cards_in_the_stock_ends_in_the_estimate_when_the_stock_runs_out() -> None:
    rng = random.Random(5)
    checked = 0
    for _ in range(6):
        for state in random_deal(Rules(4), rng)[:-1]:
            if state.stock and state.turn is not None:
                for seat in (1, 2):
                    value = bots.play_out_to_estimate(state, seat, random.Random(1), None)
                    assert value == greedy_until_the_stock_runs_out(state, seat)
                checked += 1
    assert checked > 30


@pytest.mark.parametrize(
    "rules", [Rules(2), Rules(3), Rules(4, burning=True), Rules(4, stakes="single")], ids=str
)
def test_S4_3_other_tables_play_their_playouts_to_the_end(rules: Rules) -> None:
    for state in random_deal(rules, random.Random(8))[:-1]:
        if state.turn is not None:
            assert bots.play_out_to_estimate(state, 1, random.Random(1), None) == bots.play_out(
                state, 1, random.Random(1), None
            )


def test_S4_3_a_playout_that_starts_with_the_stock_empty_is_played_to_the_end() -> None:
    states = [s for s in random_deal(Rules(4), random.Random(9))[:-1] if not s.stock and s.turn is not None]
    assert states
    for state in states:
        assert bots.play_out_to_estimate(state, 2, random.Random(1), None) == bots.play_out(
            state, 2, random.Random(1), None
        )


def test_the_levels_playouts() -> None:
    assert bots.make_strong().play_out is bots.play_out_to_estimate
    assert bots.make_strong().playouts == bots.STRONG_PLAYOUTS == 700
    assert bots.make_strong(estimated=False).play_out is bots.play_out
    tail = bots.make_strong(tail=12).play_out
    assert isinstance(tail, partial) and tail.func is bots.play_out_to_exact_tail
