"""A model of how a searching player chooses its plays, for inference (rules S3.1–S3.5, S5.1).

:mod:`semerka.bots.inference` weighs a world by how likely the others' plays were with the hands that world deals
them. This module gives that likelihood: each legal move gets a *utility*, a weighted sum of a few features of
the move (the greedy score among them, :func:`semerka.bots.greedy.score_moves`), and the model plays each move with
probability ``softmax(utilities)``. There are three kinds of decision, each with its own features and weights:

- **lead** (an empty trick): the card is a seven, is an ace or a ten, has one or two more of its rank in the hand,
  the hand holds a seven besides it, the hand has two cards or fewer (the deal's end);
- **follow**: the card beats (the led rank, S3.2) or is a seven, its points, who holds the trick (the seat's side
  or the others), the points at stake, whether the seat plays last in the round;
- **choose** (a leader who may continue, S3.4): continue or stop, by who holds the trick, the points at stake,
  and whether the card that continues is a seven or worth points.

The weights are fitted (maximum likelihood) to the choices of the plain determinized search
(:class:`cardtable.bots.plain.PlainSearch` at 250 playouts, the opponent ``strong`` is measured against) in greedy
deals: ``benchmarks/inference_fit.py --game semerka --model``. Utilities are in nats (log-odds).
"""

from __future__ import annotations

from collections.abc import Sequence

from cardtable.cards import Card, Rank
from semerka.bots.greedy import score_moves
from semerka.rules import Play, Played, Rules, Stop, card_points, card_value

__all__ = ["SCALE", "WEIGHTS", "Weights", "features", "utilities"]

_SEVEN = Rank.SEVEN
SCALE = 8.0  # card points: the greedy score enters as score / 8, the temperature of the model before this one

Features = tuple[float, ...]
Weights = dict[str, tuple[float, ...]]

WEIGHTS: Weights = {
    "lead": (0.43, -0.55, 0.26, 1.17, 0.67, -0.32, 0.55, -0.35, -0.72, -0.57),
    "follow": (1.51, 2.26, 1.1, -2.63, 1.63, -0.76, -1.09, -1.07, -1.16, 0.02, -0.28, -0.87, -0.01, 3.88, -0.22),
    "choose": (0.11, 0.73, -1.22, 0.86, -1.39, 0.04, 0.66),
}
"""The fitted weights by kind of decision (``lead``, ``follow``, ``choose``), one per feature in
:func:`features`' order."""


def features(
    rules: Rules,
    seat: int,
    hand: Sequence[Card],
    trick: Sequence[Played],
    holder: int | None,
    choosing: bool,
    legal: Sequence[Play | Stop],
) -> tuple[str, list[Features]]:
    """The kind of decision (``lead``, ``follow`` or ``choose``) and the features of each of ``legal`` (same
    order), for ``seat`` holding ``hand`` with ``trick`` on the table held by ``holder`` (None: nobody yet).
    Card points are counted in tens (an ace or a ten is 1.0)."""
    greedy = [score / SCALE for score in score_moves(rules, seat, hand, trick, holder, choosing, legal)]
    ranks = [card.rank for card in hand]
    late = 1.0 if len(hand) <= 2 else 0.0
    if not trick:
        sevens = ranks.count(_SEVEN)
        rows: list[Features] = []
        for move, score in zip(legal, greedy):
            card = move.card  # type: ignore[union-attr]  # a lead is a card
            seven = _flag(card.rank is _SEVEN)
            points = card_value(card) / 10
            same = ranks.count(card.rank) - 1
            pair = _flag(same >= 1 and not seven)
            rows.append((
                score, seven, points, pair, _flag(same >= 2 and not seven), points * pair,
                _flag(sevens > 0 and not seven), late * points, late * seven, seven * (sevens - 1),
            ))  # fmt: skip
        return "lead", rows
    led = trick[0].card.rank
    stake = card_points([played.card for played in trick]) / 10
    ours = _flag(holder is not None and rules.side_of(holder) == rules.side_of(seat))
    theirs = 1.0 - ours
    if choosing:
        rows = []
        for move, score in zip(legal, greedy):
            if isinstance(move, Stop):
                rows.append((score, 0.0, 0.0, 0.0, 0.0, 0.0, 0.0))
                continue
            seven = _flag(move.card.rank is _SEVEN)
            rows.append((score, 1.0, ours, stake * theirs, seven, card_value(move.card) / 10, late))
        return "choose", rows
    last = _flag(len(trick) % rules.players == rules.players - 1)
    rows = []
    for move, score in zip(legal, greedy):
        card = move.card  # type: ignore[union-attr]  # a follower plays a card
        seven = _flag(card.rank is _SEVEN)
        beat = _flag(card.rank is led)
        points = card_value(card) / 10
        paired = _flag(ranks.count(card.rank) > 1 and not seven)
        rows.append((
            score, beat, seven, points, ours * points, theirs * beat * stake, theirs * seven * stake, beat * ours,
            seven * ours, last * theirs * (beat + seven), last * ours * points, paired, late * seven,
            theirs * points * (1 - beat) * (1 - seven), late * beat,
        ))  # fmt: skip
    return "follow", rows


def utilities(
    rules: Rules,
    seat: int,
    hand: Sequence[Card],
    trick: Sequence[Played],
    holder: int | None,
    choosing: bool,
    legal: Sequence[Play | Stop],
    weights: Weights = WEIGHTS,
) -> list[float]:
    """The model's utility of each of ``legal`` (nats; arguments as for :func:`features`): the softmax of them is
    the probability that a searching player makes each move."""
    kind, rows = features(rules, seat, hand, trick, holder, choosing, legal)
    weight = weights[kind]
    return [sum(w * x for w, x in zip(weight, row)) for row in rows]


def _flag(value: bool) -> float:
    return 1.0 if value else 0.0
