"""The greedy heuristics of Semerka's bots: a score for each legal move from the seat's hand and the trick on the
table alone (rules S3, S5.1). The ``greedy`` level plays the best of them, the ``strong`` level's playouts play
them for every seat, and inference (:mod:`semerka.bots.model`) reads them as one feature of a play."""

from __future__ import annotations

from collections.abc import Sequence

from cardtable.cards import Card, Rank
from semerka.rules import Play, Played, Rules, Stop, card_points, card_value

__all__ = ["score_moves"]

_SEVEN = Rank.SEVEN
_KEEP_SEVEN = 8  # what spending a seven costs, in card points: it beats anything later
_SPEND = 2  # what spending a card of the led rank costs: it could beat again later


def score_moves(
    rules: Rules,
    seat: int,
    hand: Sequence[Card],
    trick: Sequence[Played],
    holder: int | None,
    choosing: bool,
    legal: Sequence[Play | Stop],
) -> list[float]:
    """The greedy score of each of ``legal`` (higher is better), in card points, for ``seat`` holding ``hand``
    with ``trick`` on the table held by ``holder`` (None: nobody yet); ``choosing``: ``seat`` leads and may continue
    or stop (S3.4)."""
    ranks = [card.rank for card in hand]  # counted per move: pairs and sevens shape the scores
    if not trick:
        sevens = ranks.count(_SEVEN)
        cards = [move.card for move in legal]  # type: ignore[union-attr]
        return [_lead_score(card, ranks.count(card.rank) - 1, sevens) for card in cards]
    n = rules.players
    side = rules.side_of
    led = trick[0].card.rank
    at_stake = card_points([played.card for played in trick])
    ours = holder is not None and side(holder) == side(seat)
    if choosing:
        return [_continue_score(move, led, at_stake, ours) for move in legal]
    last_in_round = len(trick) % n == n - 1
    # Give points to the side holding the trick; safer when nobody plays after us in this round.
    give = 1.0 if last_in_round else 0.5
    sure = 1.0 if last_in_round else 0.6
    scores = []
    for move in legal:
        card = move.card  # type: ignore[union-attr]
        rank = card.rank
        points = card_value(card)
        seven = rank is _SEVEN
        beating = seven or rank is led  # S3.2
        cost = _KEEP_SEVEN if seven else _SPEND if beating else 0
        if ours:
            score = points * give - cost
        elif beating:
            score = (at_stake + points) * sure - cost
        else:
            score = -points - 0.1  # cards are unique (S1.1): a card let go is a single one
        if not seven and ranks.count(rank) > 1:
            score -= 0.5  # a pair is worth keeping together
        scores.append(score)
    return scores


def _lead_score(card: Card, same: int, sevens: int) -> float:
    """A lead's greedy score: ``same`` other cards of its rank and ``sevens`` sevens in the hand."""
    score = 3.0 * same + (1.0 if sevens and card.rank is not _SEVEN else 0.0)
    if card.rank is _SEVEN:
        score -= 6.0
    score -= card_value(card) * (0.5 if same else 1.0)
    return score


def _continue_score(move: Play | Stop, led: Rank, at_stake: int, ours: bool) -> float:
    if isinstance(move, Stop):
        return 0.0
    if ours:
        return -5.0  # S3.4: our side holds it; more cards only risk it
    cost = _KEEP_SEVEN if move.card.rank is _SEVEN else _SPEND
    return at_stake + card_value(move.card) * 0.5 - cost - 3.0
