"""A fitted estimate of a four-player deal at the moment the stock runs out (rules S4.3, S5.1, S5.4).

Once the stock is empty every hand holds four cards and no card comes into play any more (S4.1, S4.3). What the
rest of the deal is worth then is estimated from a few counts, each taken for the side to be valued minus the
other side: card points won so far, whether the side has won a trick (the three-point win, S5.4), who leads the
next trick, and how many cards of each rank the side's two hands hold. The weights are a least-squares fit to
the exact value (:func:`semerka.bots.endgame.solve`: best play with every hand known) of 6,000 such positions
reached by greedy deals (``benchmarks/semerka_estimate_fit.py``), on :func:`semerka.bots.evaluate`'s scale:
game points won minus lost, plus a hundredth of the card-point margin.
"""

from __future__ import annotations

from typing import NamedTuple

from semerka.rules import Playout

__all__ = ["LEAD", "POINT", "RANK", "TRICK", "WEIGHTS", "Weights", "estimate"]

POINT = 0.02763  # per card point won so far (S5.1)
TRICK = 0.4684  # for having won a trick: the other side can no longer win by three (S5.4)
LEAD = 0.3001  # for leading the next trick (S4.2)
RANK = {7: 0.6796, 8: -0.0560, 9: -0.0388, 10: -0.0033, 11: -0.0512, 12: -0.0377, 13: -0.0439, 1: 0.0}
"""Per card in the side's hands, by rank (ace 1, jack 11 …): a seven, the wild card, is worth most (S3.2)."""


class Weights(NamedTuple):
    """The estimate's weights: per card point won, for a trick won, for the lead, and per card by rank."""

    point: float
    trick: float
    lead: float
    rank: dict[int, float]


WEIGHTS = Weights(POINT, TRICK, LEAD, RANK)
"""The weights in use (the fit above)."""


def estimate(playout: Playout, seat: int, weights: Weights = WEIGHTS) -> float:
    """The estimated value of the four-player deal ``playout`` for ``seat``'s side at the start of a trick with
    the stock empty (game points, plus card points / 100; see the module docstring), with ``weights`` (other
    weights: for measurements, e.g. ``benchmarks/strength_vs_plain.py --expert-estimate``)."""
    point, trick, lead, rank = weights
    mine = (seat - 1) % 2
    value = 0.0
    for hand_seat in (1, 2, 3, 4):
        sign = 1.0 if (hand_seat - 1) % 2 == mine else -1.0
        for card in playout.hand(hand_seat):
            value += sign * rank[int(card.rank)]
    points, won = playout.points, playout.won
    value += point * (points[mine] - points[1 - mine])
    value += trick * ((won[mine] > 0) - (won[1 - mine] > 0))
    turn = playout.turn
    assert turn is not None  # the deal goes on at the start of a trick
    value += lead if (turn - 1) % 2 == mine else -lead
    return value
