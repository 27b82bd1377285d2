"""The plain determinized search, the baseline of the strong level's benchmark, on "Race to 5"."""

from __future__ import annotations

import random

from cardtable.bots.plain import PlainSearch
from test_bots_search import GAME, Counting, evaluate, start, win_now


def test_plain_search_finds_the_winning_move_and_is_repeatable() -> None:
    bot = PlainSearch(GAME, win_now, evaluate, playouts=40)
    for total, winning in ((0, 2), (1, 1)):
        state = start(total)
        obs, legal = GAME.observation(state, 1), GAME.legal_moves(state)
        assert bot.choose(obs, legal, random.Random(7)) == winning
        assert [bot.choose(obs, legal, random.Random(seed)) for seed in range(10)] == [
            bot.choose(obs, legal, random.Random(seed)) for seed in range(10)
        ]


def test_plain_search_splits_the_budget_evenly_over_every_legal_move() -> None:
    counter = Counting()
    bot = PlainSearch(GAME, win_now, counter, playouts=41)
    state = start(0)
    bot.choose(GAME.observation(state, 1), GAME.legal_moves(state), random.Random(1))
    assert counter.calls == 40  # 20 worlds, both moves in each
    assert bot.choose(GAME.observation(state, 1), (2,), random.Random(1)) == 2
