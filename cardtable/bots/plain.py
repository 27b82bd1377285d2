"""The plain determinized search: the baseline the ``strong`` level is measured against.

Perfect Information Monte Carlo at its simplest: every legal move is searched (no candidate pruning, no
successive halving), every world is dealt uniformly by ``game.resample`` (no inference), and every world is
played out to the evaluation by the game's greedy policy (no exact endgame). Moves are compared on the same worlds
with the same playout random numbers; the best mean wins, ties to the engine's order. The budget is counted in
playouts, so the same observation and ``rng`` give the same choice.
"""

from __future__ import annotations

import random
from collections.abc import Sequence
from dataclasses import dataclass
from typing import Any

from cardtable.bots.search import Evaluate, Policy, PlayOut
from cardtable.game import AnyGame

__all__ = ["PlainSearch"]


@dataclass(frozen=True)
class PlainSearch:
    """``playouts``: the budget per decision (≥ 1), split evenly over the legal moves (at least one world);
    ``horizon`` and ``play_out`` as for :class:`cardtable.bots.search.SearchBot`."""

    game: AnyGame
    policy: Policy
    evaluate: Evaluate
    playouts: int = 200
    horizon: int | None = None
    play_out: PlayOut | None = None

    def choose(self, observation: Any, legal_moves: Sequence[Any], rng: random.Random) -> Any:
        """The legal move with the best mean playout evaluation."""
        if len(legal_moves) == 1:
            return legal_moves[0]
        search = random.Random(rng.getrandbits(64))
        totals = [0.0] * len(legal_moves)
        for _ in range(max(1, self.playouts // len(legal_moves))):
            world = self.game.resample(observation, search)
            seat = self.game.to_move(world)
            assert seat is not None  # a world resampled at a decision is never over
            seed = search.getrandbits(64)
            for index, move in enumerate(legal_moves):
                totals[index] += self._playout(self.game.apply(world, move), seat, random.Random(seed))
        best = max(range(len(legal_moves)), key=lambda index: (totals[index], -index))
        return legal_moves[best]

    def _playout(self, state: Any, seat: int, rng: random.Random) -> float:
        if self.play_out is not None:
            return self.play_out(state, seat, rng, self.horizon)
        steps = self.horizon
        while steps is None or steps > 0:
            legal = self.game.legal_moves(state)
            if not legal:
                break
            state = self.game.apply(state, legal[0] if len(legal) == 1 else self.policy(state, legal, rng))
            if steps is not None:
                steps -= 1
        return self.evaluate(state, seat)
