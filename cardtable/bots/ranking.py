"""What the games' greedy bots share: moves ranked by a score, the best one, and a margin over the others.

Pure functions over sequences; the scores are the game's own (higher is better). Ties always go to the engine's
order of the legal moves, so that a bot's choices, and so simulations and their seeds, are reproducible.
"""

from __future__ import annotations

from collections.abc import Sequence
from typing import TypeVar

__all__ = ["best", "best_first", "margin"]

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
