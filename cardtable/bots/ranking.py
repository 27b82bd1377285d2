"""What the games' bots share: moves ranked by a score, the best one, a margin over the others, and the chance a
model of a player gives a move.

Pure functions over sequences; the scores are the game's own (higher is better). Ties always go to the engine's
order of the legal moves, so that a bot's choices, and so simulations and their seeds, are reproducible.
"""

from __future__ import annotations

import math
from collections.abc import Sequence
from typing import TypeVar

__all__ = ["best", "best_first", "chance", "margin"]

MoveT = TypeVar("MoveT")


def best_first(legal: Sequence[MoveT], scores: Sequence[float]) -> list[MoveT]:
    """``legal`` sorted by ``scores`` (one per move, same order), highest first; equal scores keep the order of
    ``legal``."""
    ranked = sorted(range(len(legal)), key=lambda index: -scores[index])
    return [legal[index] for index in ranked]


def best(legal: Sequence[MoveT], scores: Sequence[float]) -> MoveT:
    """The move of ``legal`` with the highest of ``scores`` (one per move), the first one on a tie. Raises
    ``IndexError`` when ``legal`` is empty."""
    chosen = 0
    for index in range(1, len(scores)):
        if scores[index] > scores[chosen]:
            chosen = index
    return legal[chosen]


def margin(values: Sequence[float], index: int) -> float:
    """How far ``values[index]`` (0-based) stands above the mean of the other entries, in the values' unit (a
    bot's evaluation of a side or a square against the rest). Needs at least two values."""
    own = values[index]
    return own - (sum(values) - own) / (len(values) - 1)


def chance(scores: Sequence[float], index: int, temperature: float, unforeseen: float) -> float:
    """The probability (0..1) that a player modelled by ``scores`` (one per legal move) makes move ``index``:
    ``(1 - unforeseen) * softmax(scores / temperature) + unforeseen / moves``, where ``unforeseen`` is the share of
    plays the model does not foresee, spread evenly over the moves (inference in both games, and the fits of its
    models). ``temperature`` is in the scores' unit and must be above 0."""
    top = max(scores)
    exps = [math.exp((score - top) / temperature) for score in scores]
    share = exps[index] / sum(exps)
    return (1 - unforeseen) * share + unforeseen / len(scores)
