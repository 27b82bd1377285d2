"""One decision judged: the move a seat made against the strong search's best, from that seat's observation.

The judgment reads the state only through ``game.observation(state, seat)`` and ``game.legal_moves(state)`` (what
the seat saw and could do), never the other hands: a position that differs only in cards the seat cannot see gets
the same judgment (:func:`cardtable.testing.analysis.check_analysis_privacy` checks it).

Loss is in the game's evaluation unit (:class:`cardtable.bots.search.Estimate`): the best move's mean estimate
minus the played move's, both searched on the same worlds, so it is never negative and is 0 when the played move
is (one of) the best.
"""

from __future__ import annotations

import dataclasses
import random
from dataclasses import dataclass
from typing import Any

from cardtable.bots import make_bot
from cardtable.bots.search import Estimate, SearchBot
from cardtable.game import AnyGame

__all__ = ["Decision", "Judgment", "decision_rng", "judge_position", "strong_search"]


@dataclass(frozen=True, slots=True)
class Judgment:
    """The search's view of one decision: the ``played`` and ``best`` moves (engine moves), ``loss`` (≥ 0, in the
    game's evaluation unit) and every searched move's ``estimates``, best first."""

    played: Any
    best: Any
    loss: float
    estimates: tuple[Estimate, ...]


@dataclass(frozen=True, slots=True)
class Decision:
    """One judged decision of a record: ``deal`` (1-based), ``move`` (the move's number within its deal, from 1),
    ``seat``, the ``played`` and ``best`` moves in canonical notation, ``loss`` (≥ 0, the game's points), and for
    drawing it, the seat's ``observation``, the ``legal`` moves it had and the ``moves`` played and best (engine
    moves, which a report names in the reader's language). ``hinted``: the player chose the move after asking for a
    hint (the record's ``hinted``; whether it was the hint's move is not recorded)."""

    deal: int
    move: int
    seat: int
    played: str
    best: str
    loss: float
    observation: Any
    legal: tuple[Any, ...]
    moves: tuple[Any, Any]
    hinted: bool = False


def decision_rng(seed: int | None, deal: int, move: int) -> random.Random:
    """The random generator that judges move ``move`` of deal ``deal`` of a record with ``seed``: the same for
    every run, process and ``--jobs``, so analyses are reproducible."""
    return random.Random(f"analyze:{seed}:{deal}:{move}")


def judge_position(game: AnyGame, bot: SearchBot, state: Any, played: Any, rng: random.Random) -> Judgment:
    """How good ``played`` (a legal move of the seat to move in ``state``) is, by ``bot``'s search from that seat's
    observation with ``played`` kept among the searched moves. A tie with the best counts as best (loss 0).
    Raises ``ValueError`` when nobody is to move or ``played`` is not legal."""
    seat = game.to_move(state)
    legal = game.legal_moves(state)
    if seat is None or played not in legal:
        raise ValueError(f"{played!r} is not a legal move here")
    observation = game.observation(state, seat)
    estimates = tuple(bot.assess(observation, legal, rng, keep=[played]))
    top = estimates[0]
    mine = next(estimate for estimate in estimates if estimate.move == played)
    loss = max(0.0, top.mean - mine.mean)
    best = played if loss == 0.0 else top.move
    return Judgment(played, best, loss, estimates)


def strong_search(game: AnyGame, budget: int | None = None) -> SearchBot | None:
    """The search of ``game``'s ``strong`` level (its bots registered), with ``budget`` playouts per decision
    (None: the level's own), or None when the game has no such search."""
    try:
        bot = make_bot(game.name, "strong")
    except ValueError:
        return None
    if not isinstance(bot, SearchBot):
        return None
    return bot if budget is None else dataclasses.replace(bot, playouts=budget)
