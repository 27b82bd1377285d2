"""Analysis of a seat reads only that seat's observation: positions that differ only in cards the seat cannot see
(the other hands, the stock) are judged alike (:func:`cardtable.testing.check_analysis_privacy`), for every game
with a strong search."""

from __future__ import annotations

import dataclasses
import random

import pytest

from cardtable.analysis import decision_rng, judge_position, strong_search
from cardtable.bots.search import SearchBot
from cardtable.registry import games
from cardtable.testing import ConformanceError, check_analysis_privacy, random_deal

SEARCHED = [spec for spec in games().values() if spec.bots is not None]


def _bot(spec, budget=24):
    spec.load_bots()
    bot = strong_search(spec.game(), budget)
    if bot is None:
        pytest.skip(f"{spec.name} has no strong search")
    return bot


@pytest.mark.parametrize("spec", SEARCHED, ids=lambda spec: spec.name)
@pytest.mark.parametrize("seed", [1, 2])
def test_unseen_cards_do_not_change_a_judgment(spec, seed):
    game = spec.game()
    rules = game.make_rules(spec.players_by_default(), {})
    assert check_analysis_privacy(game, rules, seed, _bot(spec), decisions=12) > 0


@pytest.mark.parametrize("spec", SEARCHED, ids=lambda spec: spec.name)
def test_the_check_catches_a_search_that_reads_the_state(spec):
    """A search whose worlds are the true deal (as if it read the other hands) is caught."""
    bot = _bot(spec)
    game = spec.game()

    class Peeking:
        """The game, but resample returns the true state of the deal being judged."""

        def __init__(self, truth):
            self.truth = truth

        def __getattr__(self, name):
            return getattr(game, name)

        def resample(self, observation, rng):
            return self.truth

    rules = game.make_rules(spec.players_by_default(), {})
    play = random_deal(game, rules, random.Random(3))
    rng = random.Random(4)
    for number, (state, move) in enumerate(play.steps, start=1):
        if len(game.legal_moves(state)) < 2:
            continue
        seat = game.to_move(state)
        other = game.resample(game.observation(state, seat), rng)
        judged = [
            judge_position(
                game, dataclasses.replace(bot, game=Peeking(truth), sample=None), truth, move, decision_rng(3, 1, number)
            )
            for truth in (state, other)
        ]
        if judged[0] != judged[1]:
            return  # a peeking analysis judges the two positions apart: the comparison sees it
    raise ConformanceError("a search that reads the true deal was never judged differently")
