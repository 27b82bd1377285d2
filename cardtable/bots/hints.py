"""A hint at a decision: the strongest level's choice for one seat, judged only from that seat's observation.

The hint is what the ``strong`` bot would play (:meth:`cardtable.bots.search.SearchBot.assess`), with the margin of
its mean estimate over the next best move's, in the game's points (Leopard: square points, Semerka: game points).
Nothing but the observation and the legal moves (which follow from it) goes in, so a hint can reveal nothing a
player could not see.
"""

from __future__ import annotations

import dataclasses
import random
from collections.abc import Sequence
from dataclasses import dataclass
from typing import Any, Protocol

from cardtable.bots import make_bot
from cardtable.bots.search import Estimate
from cardtable.game import AnyGame

__all__ = ["HINT_LEVEL", "Assessor", "Hint", "advise", "hint_assessor"]

HINT_LEVEL = "strong"
"""The bot level whose choice a hint gives."""


class Assessor(Protocol):
    """A bot that ranks moves: :class:`cardtable.bots.search.SearchBot` and anything with its ``assess``."""

    def assess(self, observation: Any, legal_moves: Sequence[Any], rng: random.Random) -> list[Estimate]: ...


@dataclass(frozen=True, slots=True)
class Hint:
    """The move to play (``move``, one of the legal moves) and, when another move was searched too, the next
    best (``runner_up``) and by how much ``move``'s mean estimate beats it (``margin``, ≥ 0, in the game's
    points). With a single legal move there is nothing to compare: ``runner_up`` and ``margin`` are None."""

    move: Any
    runner_up: Any | None = None
    margin: float | None = None


def hint_assessor(game: AnyGame, playouts: int | None = None) -> Assessor | None:
    """The :data:`HINT_LEVEL` bot of ``game`` (its bots module imported), or None when the game has no such level
    or its bot cannot rank moves. ``playouts``: another budget for a :class:`SearchBot` (tests use a small one)."""
    try:
        bot = make_bot(game.name, HINT_LEVEL)
    except ValueError:
        return None
    if playouts is not None and dataclasses.is_dataclass(bot) and hasattr(bot, "playouts"):
        bot = dataclasses.replace(bot, playouts=playouts)
    return bot if hasattr(bot, "assess") else None  # type: ignore[return-value]


def advise(assessor: Assessor, observation: Any, legal_moves: Sequence[Any], rng: random.Random) -> Hint:
    """The hint for the seat that sees ``observation`` and may make ``legal_moves`` (not empty): ``assessor``'s
    best move, and its margin over the next best. The same observation, moves and ``rng`` state give the same
    hint. Raises ``ValueError`` when ``legal_moves`` is empty."""
    if not legal_moves:
        raise ValueError("a hint needs a decision: there is no legal move")
    if len(legal_moves) == 1:
        return Hint(legal_moves[0])
    ranked = assessor.assess(observation, legal_moves, rng)
    if len(ranked) == 1:
        return Hint(ranked[0].move)
    best, second = ranked[0], ranked[1]
    return Hint(best.move, second.move, max(0.0, best.mean - second.mean))
