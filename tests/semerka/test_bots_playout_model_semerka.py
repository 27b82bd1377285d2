"""Semerka's expert level: playouts whose moves are drawn from the fitted model of a searching player's plays
(S3.1–S3.5), ending in the fitted estimate when the stock runs out (S4.3)."""

from __future__ import annotations

import math
import random
from functools import partial

import pytest

from semerka import bots
from semerka.bots.estimate import estimate
from semerka.bots.model import utilities
from semerka.rules import Playout, Rules, State
from semerka_helpers import random_deal


def model_until_the_stock_runs_out(state: State, seat: int, rng: random.Random) -> float:
    """The reference: through the engine until a trick starts with the stock empty, each move with a choice drawn
    from ``rng`` with the weights exp(utility − the best utility)."""
    playout = Playout(state)
    while playout.trick or playout.stock_left():
        legal = playout.legal_moves()
        turn = playout.turn
        assert turn is not None
        if len(legal) > 1:
            hand, trick = playout.hand(turn), playout.trick
            scores = utilities(state.rules, turn, hand, trick, playout.holder, playout.choosing, legal)
            move = rng.choices(legal, [math.exp(score - max(scores)) for score in scores])[0]
        else:
            move = legal[0]
        playout.apply(move)
    return estimate(playout, seat)


def states_with_stock(seed: int, deals: int) -> list[State]:
    rng = random.Random(seed)
    return [s for _ in range(deals) for s in random_deal(Rules(4), rng)[:-1] if s.stock and s.turn is not None]


def test_S4_3_a_model_playout_draws_each_choice_from_the_softmax_and_ends_in_the_estimate() -> None:
    states = states_with_stock(5, 3)
    assert len(states) > 30
    for state in states:
        for seat in (1, 2):
            value = bots.play_out_by_model(1.0, state, seat, random.Random(seat), None)
            assert value == model_until_the_stock_runs_out(state, seat, random.Random(seat))


def test_S4_3_a_model_playout_draws_its_moves_from_its_random_numbers() -> None:
    state = states_with_stock(6, 1)[0]
    values = [bots.play_out_by_model(1.0, state, 1, random.Random(seed), None) for seed in range(40)]
    assert values == [bots.play_out_by_model(1.0, state, 1, random.Random(seed), None) for seed in range(40)]
    assert len(set(values)) > 5  # the same world plays out in many ways


@pytest.mark.parametrize("rules", [Rules(3), Rules(4, burning=True), Rules(4, stakes="single")], ids=str)
def test_S4_3_other_tables_play_their_model_playouts_greedily_to_the_end(rules: Rules) -> None:
    for state in random_deal(rules, random.Random(8))[:-1]:
        if state.turn is not None:
            assert bots.play_out_by_model(1.0, state, 1, random.Random(1), None) == bots.play_out(
                state, 1, random.Random(1), None
            )


def test_the_expert_levels_playouts_draw_from_the_model_and_need_the_estimate() -> None:
    expert = bots.make_expert()
    assert isinstance(expert.play_out, partial)
    assert (expert.play_out.func, expert.play_out.args) == (bots.play_out_by_model, (1.0,))
    assert bots.EXPERT_PLAYOUT_TEMPERATURE == 1.0
    assert bots.make_strong().play_out is bots.play_out_to_estimate
    for other in ({"tail": 12}, {"network": True}, {"estimated": False}):
        with pytest.raises(ValueError, match="sampled playouts end in the linear estimate"):
            bots.make_strong(sampled=1.0, **other)  # type: ignore[arg-type]
