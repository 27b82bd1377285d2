"""Replaying a record's deal fast (rules S2-S6, S8.2): the whole deal played in one loop over card indices and bit
sets, straight from the dealer and the deck, without a :class:`~semerka.rules.types.State` or a move object.

Only canonical texts are taken (``9H``, ``stop``: what records hold), each read by one dictionary look-up to its
card index; anything else, any move that is not legal and any move after the end of the deal is refused with
``ValueError``, and the table then replays the deal move by move through the public engine for the exact message
(:mod:`cardtable.records.replay`). The tables (deck order, bit sets, what beats what) are the playout fast path's
(:mod:`semerka.rules.playout`); ``tests/semerka/test_replaying_semerka.py`` checks both against the public engine.
"""

from __future__ import annotations

from collections.abc import Sequence
from itertools import repeat

from cardtable.cards import Card
from cardtable.game import IllegalMove, InvalidMove
from semerka.rules.notation import STOP_TEXT
from semerka.rules.play import _DECK_INDICES, _INDEX_OF, _INDEX_OF_ID
from semerka.rules.playout import _BEATS_LED, _CARDS, _FROM, _NEXT, _SIDES, HAND_SIZE
from semerka.rules.scoring import deal_result
from semerka.rules.tricks import LAST_TRICK_BONUS, card_value
from semerka.rules.types import Outcome, Rules

__all__ = ["replay_moves"]

_STOP_CODE = 32
# Each move by its canonical text (S8.2): a card by its index in deck order, a stop as 32.
_CODES: dict[str, int] = {str(card): index for index, card in enumerate(_CARDS)}
_CODES[STOP_TEXT] = _STOP_CODE
_VALUES = tuple(map(card_value, _CARDS))  # card points by index (S5.1)


def replay_moves(
    rules: Rules, dealer: int, deck: Sequence[Card], texts: Sequence[str], format: int
) -> tuple[None, Outcome | None]:
    """The outcome of the deal by ``dealer`` from ``deck`` (top first) after the record's moves ``texts`` (``None``
    while unfinished); no state is kept (``None``). The same outcome as dealing with
    :func:`~semerka.rules.play.deal` and making each move with :func:`~semerka.rules.play.apply`.

    Raises ``ValueError``: ``InvalidMove`` for a text that is not a canonical move, ``IllegalMove`` for a move
    not legal now (S3) or after the end of the deal (S4.3, S6.2), and a plain ``ValueError`` for a bad dealer or
    deck (S1.1, S1.2)."""
    n = rules.players
    if type(dealer) is not int or not 1 <= dealer <= n:
        raise ValueError(f"dealer must be a seat from 1 to {n}, not {dealer!r}")
    indices = list(map(_INDEX_OF_ID, map(id, deck), repeat(-1, len(deck))))
    if -1 in indices:  # cards that are not the deck's own objects: by value
        indices = list(map(_INDEX_OF, deck, repeat(-1, len(deck))))
    expected = _DECK_INDICES[n]
    if len(indices) != len(expected) or set(indices) != expected:
        raise ValueError("the deck is not the game's deck")
    codes = list(map(_CODES.get, texts, repeat(-1)))
    if -1 in codes:
        raise InvalidMove(f"not a canonical move: {texts[codes.index(-1)]!r}")
    side_of = _SIDES[n]
    following = _NEXT[n]
    drawing = _FROM[n]
    burning = rules.burning
    only_when_losing = rules.continue_only_when_losing
    values = _VALUES
    beats_led = _BEATS_LED
    # The deal (S2.2): card k goes to the seat k places after the dealer; the rest is the stock, top first.
    dealt = HAND_SIZE * n
    hands = [0] * (n + 1)  # bit sets of the hands by seat (entry 0 unused)
    for k in range(dealt):
        hands[(dealer + k) % n + 1] |= 1 << indices[k]
    stock = [1 << index for index in indices[dealt:]]
    top = 0
    size = HAND_SIZE  # cards in each hand when the trick began
    leader = turn = dealer % n + 1  # S2.3
    holder = 0  # the seat holding the trick (S3.3); 0 before the lead
    choosing = False  # the leader chooses to continue or stop (S3.4)
    beats = 0  # the cards that beat the trick (S3.2)
    played = trick_points = 0
    run_rank, run = -1, 0  # the run of equal ranks ending the trick, for burning (S6.1)
    points = [0] * rules.sides
    won = [0] * rules.sides
    burner: int | None = None
    last: int | None = None  # the side that took the last trick (S4.3)
    for code in codes:
        if not turn:
            raise IllegalMove("the deal is over")
        if code != _STOP_CODE:
            bit = 1 << code
            if not hands[turn] & bit:
                raise IllegalMove("not in the hand")
            if beats & bit:  # S3.2 (a continuation must beat, S3.4)
                holder = turn  # S3.3
                choosing = False
            elif not holder:  # the lead (S3.1)
                beats = beats_led[code]
                holder = turn
            elif choosing:
                raise IllegalMove("a continuation needs the led rank or a seven")  # S3.4
            hands[turn] ^= bit
            played += 1
            trick_points += values[code]
            if burning:  # S6.1: four of one rank in a row (sevens only as sevens) ends the deal (S6.2)
                rank = code & 7
                if rank == run_rank:
                    run += 1
                    if run == 4:
                        burner, turn = turn, 0
                        continue
                else:
                    run_rank, run = rank, 1
            turn = following[turn]
            if turn != leader:  # the round goes on
                continue
            if hands[leader] & beats and not (only_when_losing and side_of[holder] == side_of[leader]):
                choosing = True  # S3.4, S3.5: the leader may continue
                continue
        elif not choosing:
            raise IllegalMove("only the leader may stop, after a full round")  # S3.4
        # The holder takes the trick (S3.4, S5.1); everybody draws from the winner on (S4.1); he leads (S4.2).
        side = side_of[holder]
        won[side] += 1
        left = size - played // n
        each = min(HAND_SIZE - left, (len(stock) - top) // n)
        for _ in range(each):
            for seat in drawing[holder]:
                hands[seat] |= stock[top]
                top += 1
        size = left + each
        leader = turn = holder
        holder = played = 0
        beats = 0
        choosing = False
        run_rank, run = -1, 0
        if not size:  # the last trick: 10 more, and the deal is over (S4.3, S5.1)
            trick_points += LAST_TRICK_BONUS
            turn = 0
            last = side + 1
        points[side] += trick_points
        trick_points = 0
    if turn:
        return None, None
    return None, deal_result(rules, tuple(points), tuple(won), burner, last)
