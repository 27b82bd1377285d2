"""The privacy check of move-by-move analysis: judging a seat's decision reads only that seat's observation.

:func:`check_analysis_privacy` plays a random deal and, at each decision, judges it in the true position and in
positions that differ only in cards the deciding seat cannot see (``game.resample`` of its observation: the
other hands and the stock dealt anew). The judgments must be identical: the same moves searched, the same
estimates, the same best move and loss. An analysis that peeked at another hand would judge the worlds apart.
"""

from __future__ import annotations

import random
from typing import Any

from cardtable.analysis import decision_rng, judge_position
from cardtable.bots.search import SearchBot
from cardtable.game import AnyGame
from cardtable.testing.conformance import ConformanceError, random_deal

__all__ = ["check_analysis_privacy"]


def check_analysis_privacy(
    game: AnyGame, rules: Any, seed: int, bot: SearchBot, *, worlds: int = 2, decisions: int = 30
) -> int:
    """Judge the first ``decisions`` decisions (more than one legal move) of a random deal (seeded by ``seed``)
    with ``bot``, each in the true position and in ``worlds`` positions resampled from the deciding seat's
    observation, with the same random generator. Returns how many resampled positions differed from the true one
    (they must be judged alike). Raises :class:`ConformanceError` naming the move where a judgment differs, or
    when no resampled position differed at all (the check would prove nothing)."""
    prefix = f"{game.name} ({game.players(rules)} players), seed {seed}"
    rng = random.Random(seed ^ 0xA5A5)
    play = random_deal(game, rules, random.Random(seed))
    judged = differed = 0
    for number, (state, move) in enumerate(play.steps, start=1):
        if judged >= decisions:
            break
        if len(game.legal_moves(state)) < 2:
            continue
        judged += 1
        seat = game.to_move(state)
        assert seat is not None  # a step of a deal has a seat to move
        truth = judge_position(game, bot, state, move, decision_rng(seed, 1, number))
        observation = game.observation(state, seat)
        for _world in range(worlds):
            other = game.resample(observation, rng)
            if other == state:
                continue
            differed += 1
            if judge_position(game, bot, other, move, decision_rng(seed, 1, number)) != truth:
                raise ConformanceError(
                    f"{prefix}, move {number}: seat {seat}'s decision is judged otherwise when only cards it "
                    "cannot see differ"
                )
    if not differed:
        raise ConformanceError(f"{prefix}: no resampled position differed from the true one")
    return differed
