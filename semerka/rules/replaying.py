"""Replaying a record's deal fast for the table (rules S2-S6, S8.2): the deal played by
:func:`semerka.core.play_deal`, one loop over card indices and bit sets, without a
:class:`~semerka.rules.types.State` or a move object.

Only canonical texts are taken (``9H``, ``stop``: what records hold), each read by one dictionary look-up to its
card index; anything else, any move that is not legal and any move after the end of the deal is refused with
``ValueError``, and the table then replays the deal move by move through the public engine for the exact message
(:mod:`cardtable.records.replay`).
"""

from __future__ import annotations

from collections.abc import Sequence
from itertools import repeat

from cardtable.cards import Card
from cardtable.game import InvalidMove
from semerka.rules.notation import STOP_TEXT
from semerka.rules.play import _INDEX_OF
from semerka.core import DECK_TEXTS, STOP, play_deal
from semerka.rules.scoring import deal_result
from semerka.rules.types import Outcome, Rules

__all__ = ["replay_moves"]

# Each move by its canonical text (S8.2): a card by its index in deck order, a stop as STOP.
_CODES: dict[str, int] = {text: index for index, text in enumerate(DECK_TEXTS)}
_CODES[STOP_TEXT] = STOP


def replay_moves(
    rules: Rules, dealer: int, deck: Sequence[Card], texts: Sequence[str], format: int
) -> tuple[None, Outcome | None]:
    """The outcome of the deal by ``dealer`` from ``deck`` (top first) after the record's moves ``texts`` (``None``
    while unfinished); no state is kept (``None``). The same outcome as dealing with
    :func:`~semerka.rules.play.deal` and making each move with :func:`~semerka.rules.play.apply`.

    Raises ``ValueError``: ``InvalidMove`` for a text that is not a canonical move; for a move not legal now (S3)
    or after the end of the deal (S4.3, S6.2), a bad dealer or a bad deck (S1.1, S1.2) it does not say why."""
    indices = list(map(_INDEX_OF, deck, repeat(-1, len(deck))))
    codes = list(map(_CODES.get, texts, repeat(-1)))
    if -1 in codes:
        raise InvalidMove(f"not a canonical move: {texts[codes.index(-1)]!r}")
    result = play_deal(rules.players, rules.burning, rules.continue_only_when_losing, dealer, indices, codes)
    if result is None:
        return None, None
    points, won, burner, last = result
    return None, deal_result(rules, tuple(points), tuple(won), burner, last)
