"""A finer estimate of a four-player deal at the moment the stock runs out: a small neural network (S4.3, S5).

:mod:`semerka.bots.estimate` weighs each side's cards by rank, whoever holds them. Who holds what matters too: a
seven in the leader's hand is not worth what it is in the hand that plays last. This estimate reads, for each
seat in playing order from the leader (leader, next, the leader's partner, last), how many cards of each rank it
holds (32 counts), then the card points margin of the leader's side and whether each side has won a trick; one
hidden layer of ``tanh`` units, then a weighted sum. It is fitted to the same exact values as the linear estimate
(:func:`semerka.bots.endgame.solve`, every hand known) by ``benchmarks/semerka_estimate_fit.py --network``, which
writes :mod:`semerka.bots.network_weights`. It costs about 77 µs a position, the linear estimate 10 µs.
"""

from __future__ import annotations

import math

from cardtable.cards import Rank
from semerka.bots.network_weights import B1, B2, W1, W2
from semerka.rules import Playout

__all__ = ["INPUTS", "RANKS", "estimate_by_network", "inputs"]

RANKS = (Rank.SEVEN, Rank.EIGHT, Rank.NINE, Rank.TEN, Rank.JACK, Rank.QUEEN, Rank.KING, Rank.ACE)
INPUTS = 8 * 4 + 3  # rank counts of four seats, the points margin (in 20s of card points) and two tricks flags
_COLUMN = {int(rank): index for index, rank in enumerate(RANKS)}


def inputs(playout: Playout) -> list[float]:
    """The network's inputs for ``playout`` at the start of a trick: the counts of each rank (:data:`RANKS`) in
    the hands of the leader, the next seat, the leader's partner and the last seat, then the leader's side's card
    points minus the other side's divided by 20, and 1.0 or 0.0 for each side (leader's first) having won a trick."""
    leader = playout.turn
    assert leader is not None  # the deal goes on at the start of a trick
    row = [0.0] * INPUTS
    for place in range(4):
        for card in playout.hand((leader - 1 + place) % 4 + 1):
            row[8 * place + _COLUMN[int(card.rank)]] += 1.0
    side = (leader - 1) % 2
    points, won = playout.points, playout.won
    row[32] = (points[side] - points[1 - side]) / 20
    row[33] = float(won[side] > 0)
    row[34] = float(won[1 - side] > 0)
    return row


def estimate_by_network(playout: Playout, seat: int) -> float:
    """The network's estimate of the four-player deal ``playout`` for ``seat``'s side at the start of a trick
    with the stock empty (game points, plus card points / 100, as :func:`semerka.bots.evaluate`)."""
    hidden = list(B1)
    for index, value in enumerate(inputs(playout)):
        if value:
            hidden = [total + value * weight for total, weight in zip(hidden, W1[index])]
    value = B2 + math.fsum(weight * math.tanh(total) for weight, total in zip(W2, hidden))
    leader = playout.turn
    assert leader is not None
    return value if (leader - 1) % 2 == (seat - 1) % 2 else -value
