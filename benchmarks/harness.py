"""What both playout benchmarks share: random playouts of whole deals, the bare loop they are compared with, and
the timing of a run. A game's engine comes in as plain functions, so the loop calls them with no indirection."""

from __future__ import annotations

import platform
import random
import time
from collections.abc import Callable, Sequence
from typing import Any


def playouts(
    engine: tuple[Callable[..., Any], Callable[[Any], Sequence[Any]], Callable[[Any, Any], Any]],
    rules: Any,
    cards: Sequence[Any],
    score: Callable[[Any], int],
    count: int,
    seed: int,
) -> tuple[int, int]:
    """Play ``count`` random deals of ``cards`` with ``engine`` = (deal, legal_moves, apply), seat 1 dealing;
    return (moves made, sum of ``score`` over the final states) so the work cannot be skipped."""
    deal, legal_moves, apply = engine
    rng = random.Random(seed)
    cards = list(cards)
    moves = total = 0
    for _ in range(count):
        rng.shuffle(cards)
        state = deal(rules, 1, cards)
        while legal := legal_moves(state):
            state = apply(state, rng.choice(legal))
            moves += 1
        total += score(state)
    return moves, total


def bare_loop(cards: Sequence[Any], count: int, moves_per_deal: int, choices_per_move: int, seed: int) -> int:
    """The same shuffles and random choices as :func:`playouts`, with no rules: the floor of any playout."""
    rng = random.Random(seed)
    cards = list(cards)
    choices = tuple(range(choices_per_move))
    total = 0
    for _ in range(count):
        rng.shuffle(cards)
        for _ in range(moves_per_deal):
            total += rng.choice(choices)
    return total


def rate(count: int, function: Callable[..., Any], *args: Any) -> tuple[float, Any]:
    """Run ``function(*args)``, which does ``count`` deals; return (deals per second, its result)."""
    start = time.perf_counter()
    result = function(*args)
    return count / (time.perf_counter() - start), result


def machine() -> str:
    """The line naming the machine and Python a measurement was made on."""
    return f"machine: {platform.machine()} {platform.processor() or ''} Python {platform.python_version()}"
