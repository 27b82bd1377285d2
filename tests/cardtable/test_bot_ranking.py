"""The greedy bots' shared ranking: best first with ties in the engine's order, the best move, the margin."""

import pytest

from cardtable.bots.ranking import best, best_first, margin


def test_best_first_sorts_by_score_and_keeps_the_order_of_ties():
    assert best_first(["a", "b", "c", "d"], [1.0, 3.0, 1.0, 3.0]) == ["b", "d", "a", "c"]


def test_best_is_the_first_of_the_highest_scores():
    assert best(["a", "b", "c"], [2.0, 5.0, 5.0]) == "b"
    with pytest.raises(IndexError):
        best([], [])


def test_margin_is_the_value_above_the_mean_of_the_others():
    assert margin([10, 4, 2], 0) == 7.0
    assert margin([1, 3], 1) == 2.0
