"""Replaying a record's deal fast (rules S3-S6, S8.2): every move made on a :class:`~semerka.rules.playout.Playout`,
which checks each as :func:`~semerka.rules.play.apply` does, without building a state per move.

Only canonical texts are taken (``9H``, ``stop``: what records hold), by one dictionary look-up each; anything
else, and any move that is not legal, is refused with ``ValueError``, and the table then replays the deal move by
move through the public engine for the exact message (:mod:`cardtable.records.replay`).
"""

from __future__ import annotations

from collections.abc import Sequence

from cardtable.cards import Card
from cardtable.game import InvalidMove

from semerka.rules.notation import STOP_TEXT
from semerka.rules.play import _PLAYS, deal
from semerka.rules.playout import Playout
from semerka.rules.types import Move, Outcome, Rules, Stop

__all__ = ["replay_moves"]

# Each move by its canonical text, as format_move writes it (S8.2); the engine's own shared move values.
_MOVES: dict[str, Move] = {str(card): move for card, move in _PLAYS.items()}
_MOVES[STOP_TEXT] = Stop()


def replay_moves(
    rules: Rules, dealer: int, deck: Sequence[Card], texts: Sequence[str], format: int
) -> tuple[None, Outcome | None]:
    """The outcome of the deal by ``dealer`` from ``deck`` after the record's moves ``texts`` (``None`` while
    unfinished); no state is kept (``None``). Raises ``ValueError``: ``InvalidMove`` for a text that is not a
    canonical move, ``IllegalMove`` for a move not legal now (S3) or after the end of the deal, and the engine's
    ``ValueError`` for a bad deck."""
    playout = Playout(deal(rules, dealer, deck))
    apply, moves = playout.apply, _MOVES
    for move in map(moves.get, texts):
        if move is None:
            text = next(text for text in texts if text not in moves)  # the first that is not a move
            raise InvalidMove(f"not a canonical move: {text!r}")
        apply(move)  # refuses a move after the end of the deal too
    return None, playout.outcome()
