"""Semerka's strong level: playouts that end when the stock runs out, valued by the fitted estimate (S4.3, S5)."""

from __future__ import annotations

import math
import random
from functools import partial

import pytest

from semerka import bots
from semerka.bots import network, network_weights
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


def greedy_until_the_stock_runs_out(state: State, seat: int, estimator: bots.Estimator = estimate) -> float:
    """The reference: the greedy policy through the engine until a trick starts with the stock empty."""
    playout = Playout(state)
    while not (not playout.trick and not playout.stock_left()):
        legal = playout.legal_moves()
        playout.apply(bots.policy(playout.snapshot(), legal, random.Random(0)))
    return estimator(playout, seat)


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
    assert bots.make_strong().playouts == bots.STRONG_PLAYOUTS == 290
    assert bots.make_strong(estimated=False).play_out is bots.play_out
    tail = bots.make_strong(tail=12).play_out
    assert isinstance(tail, partial) and tail.func is bots.play_out_to_exact_tail
    network_playout = bots.make_strong(network=True).play_out
    assert isinstance(network_playout, partial) and network_playout.func is bots.play_out_to_estimate
    assert network_playout.keywords == {"estimator": network.estimate_by_network}
    expert = bots.make_expert()
    assert (expert.playouts, expert.tree) == (2000, None)
    assert isinstance(expert.play_out, partial) and expert.play_out.func is bots.play_out_by_model
    assert expert.solve is not None and expert.solve.args == (bots.EXPERT_ENDGAME_CARDS,) == (16,)


def test_S4_3_the_networks_inputs_count_each_seats_ranks_from_the_leader() -> None:
    state = stock_empty(("7C 7D AH 10S", "8C 9C JC QC", "KC KD 8D 9D", "AS 10H 7H QS"), (30, 10), (2, 0))
    state = state._replace(leader=2, turn=2)  # seat 2 leads: then seat 3, seat 4 (its partner), seat 1
    row = network.inputs(Playout(state))
    #         7  8  9 10  J  Q  K  A
    assert row[0:8] == [0, 1, 1, 0, 1, 1, 0, 0]  # seat 2, the leader
    assert row[8:16] == [0, 1, 1, 0, 0, 0, 2, 0]  # seat 3
    assert row[16:24] == [1, 0, 0, 1, 0, 1, 0, 1]  # seat 4, the leader's partner
    assert row[24:32] == [2, 0, 0, 1, 0, 0, 0, 1]  # seat 1, last
    assert row[32:] == [-1.0, 0.0, 1.0]  # side 2 has 20 card points less and no trick; side 1 has won one


def test_S4_3_the_network_is_one_hidden_layer_and_gives_the_other_side_the_opposite() -> None:
    assert len(network_weights.W1) == network.INPUTS
    assert {len(row) for row in network_weights.W1} == {len(network_weights.B1)} == {len(network_weights.W2)}
    rng = random.Random(3)
    checked = 0
    for _ in range(4):
        for state in random_deal(Rules(4), rng):
            if state.turn is not None and not state.stock and not state.trick and len(state.hands[0]) == 4:
                row = network.inputs(Playout(state))
                hidden = [
                    math.tanh(bias + sum(row[i] * network_weights.W1[i][unit] for i in range(network.INPUTS)))
                    for unit, bias in enumerate(network_weights.B1)
                ]
                value = network_weights.B2 + sum(w * h for w, h in zip(network_weights.W2, hidden))
                leader = state.turn
                partner, other = leader % 4 + 2 if leader < 3 else leader - 2, leader % 4 + 1
                assert network.estimate_by_network(Playout(state), leader) == pytest.approx(value, abs=1e-9)
                assert network.estimate_by_network(Playout(state), partner) == pytest.approx(value, abs=1e-9)
                assert network.estimate_by_network(Playout(state), other) == pytest.approx(-value, abs=1e-9)
                checked += 1
    assert checked >= 3


def test_S4_3_a_playout_may_end_in_the_networks_estimate() -> None:
    for state in random_deal(Rules(4), random.Random(6))[:-1]:
        if state.stock and state.turn is not None:
            value = bots.play_out_to_estimate(state, 1, random.Random(1), None, network.estimate_by_network)
            assert value == greedy_until_the_stock_runs_out(state, 1, network.estimate_by_network)
