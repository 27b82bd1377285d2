"""Replaying a record's deal fast (rules L4-L6, L9.2): the public :func:`~leopard.rules.legal.apply` move after
move, without the table's per-move work (an observation to write each move back, parsing every text anew).

A text is read once per text and mover's square (a dictionary shared by every deal: records hold few different
texts) and taken only when it is canonical, as records of the current format write it. Anything else (an older
format, a text written otherwise, a move that is not legal) is refused with ``ValueError``, and the table then
replays the deal move by move for the exact message (:mod:`cardtable.records.replay`).
"""

from __future__ import annotations

from collections.abc import Sequence

from cardtable.cards import Card
from cardtable.game import IllegalMove, InvalidMove

from leopard.rules.legal import apply, outcome
from leopard.rules.notation import move_text, read_move
from leopard.rules.scoring import Outcome
from leopard.rules.state import State
from leopard.rules.turns import deal
from leopard.rules.types import Move, Rules

__all__ = ["replay_moves"]

FORMAT = 2  # the record format whose texts this reads (L9.2: draws and answers written out)

# (text, mover's square) → the move, for canonical texts only; bounded by the notation's canonical texts.
_MOVES: dict[tuple[str, int], Move] = {}


def _move(text: str, own_square: int) -> Move:
    move = read_move(text, own_square)
    if move_text(move, own_square) != text:
        raise InvalidMove(f"not a canonical move: {text!r}")  # the table's own path reads it and says why
    _MOVES[text, own_square] = move
    return move


def replay_moves(
    rules: Rules, dealer: int, deck: Sequence[Card], texts: Sequence[str], format: int
) -> tuple[State, Outcome | None]:
    """The last state and the outcome (``None`` while unfinished) of the deal by ``dealer`` from ``deck`` after
    the record's moves ``texts``. Raises ``ValueError``: ``InvalidMove`` for an older format or a text that is
    not canonical, ``IllegalMove`` for a move not legal now or after the end of the deal (L4-L6), and the
    engine's ``ValueError`` for a bad deck."""
    if format != FORMAT:
        raise InvalidMove(f"record format {format}: moves are read one by one")
    state = deal(rules, dealer, deck)
    squares = rules.squares
    moves = _MOVES
    for text in texts:
        if state.phase == "over":
            raise IllegalMove("the deal is over")
        own = (state.turn - 1) % squares + 1  # the mover's square; the asker's partner shares it (L5.7)
        move = moves.get((text, own)) or _move(text, own)
        state = apply(state, move)
    return state, outcome(state)
