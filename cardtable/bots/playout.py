"""Playing a deal on in place: what the searches need of a game's fast playout, and the loop that plays it."""

from __future__ import annotations

from collections.abc import Callable, Sequence
from typing import Any, Protocol

__all__ = ["FastPlayout", "play_on"]


class FastPlayout(Protocol):
    """What :func:`play_on` needs of a game's fast playout (a deal changed in place): the legal moves now (none
    once the deal is over) and a move made."""

    def legal_moves(self) -> Sequence[Any]: ...

    def apply(self, move: Any) -> None: ...


def play_on(playout: FastPlayout, horizon: int | None, choose: Callable[[Sequence[Any]], Any]) -> None:
    """Play ``playout`` on for ``horizon`` moves (None: to the end of the deal): a single legal move is made, and
    of several the one ``choose(legal)`` names (the game's greedy policy, inside a ``play_out``)."""
    legal_moves, apply = playout.legal_moves, playout.apply
    steps = horizon
    while steps is None or steps > 0:
        legal = legal_moves()
        if not legal:
            break
        apply(legal[0] if len(legal) == 1 else choose(legal))
        if steps is not None:
            steps -= 1
