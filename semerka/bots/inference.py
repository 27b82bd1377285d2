"""Inference: worlds weighted by how likely the others' plays were with the hands dealt to them (rules S3, S4.1).

A world from :func:`semerka.rules.resample` deals the unseen cards uniformly. But plays reveal hands: a player who
let a trick with points go likely held no card of the led rank and no seven; a leader whose trick ended without a
stop could not continue (S3.4: no card of the led rank, no seven), which is certain. Since the last draw (S4.1) no
card came into any hand, so a player's hand at each of those plays is exactly the world's hand now plus the cards
the player has played since. :func:`weight` scores a world by the likelihood of every other player's play since
the last draw under a model of them: the greedy score (:func:`semerka.bots.score_moves`) turned into
probabilities (a softmax over the legal moves, mixed with a uniform share for plays the model does not foresee),
and 0 for a world that contradicts a forced stop.
"""

from __future__ import annotations

import math
import random
from collections.abc import Callable, Sequence

from cardtable.cards import Card
from semerka.rules import Observation, Play, Played, State, Stop, beats, resample

__all__ = ["TEMPERATURE", "UNFORESEEN", "sample", "weight"]

TEMPERATURE = 8.0  # card points: how sharply the model prefers its best-scored play
UNFORESEEN = 0.1  # the share of plays the model does not foresee, spread evenly over the legal moves

_TRIES = 20
Scores = Callable[..., list[float]]


def weight(observation: Observation, world: State, score_moves: Scores) -> float:
    """The likelihood (0..1) of the other players' plays since the last draw had they held ``world``'s hands;
    0 for a world where a leader who stopped perforce could have continued (S3.4, S3.5)."""
    rules = observation.rules
    n = rules.players
    me = observation.seat
    tricks = list(observation.tricks)
    start = max((index + 1 for index, trick in enumerate(tricks) if trick.drew), default=0)
    phase: list[tuple[tuple[Played, ...], int, bool, bool]] = [
        (trick.plays, trick.leader, True, trick.stopped) for trick in tricks[start:]
    ]
    phase.append((observation.trick, observation.leader, False, False))
    # Each seat's hand at a play: the world's hand now plus the cards it played from that play on.
    later: list[list[Card]] = [[] for _ in range(n + 1)]
    hands = {seat: list(world.hands[seat - 1]) for seat in range(1, n + 1)}
    likelihood = 1.0
    for plays, leader, finished, stopped in reversed(phase):
        if finished and leader != me and len(plays) % n == 0:
            # The trick ended after whole rounds: the leader stopped by choice, or could not continue (S3.4).
            hand = hands[leader] + later[leader]
            led = plays[0].card.rank
            holder = _holder(plays)
            assert holder is not None  # a finished trick has cards
            may = any(beats(card, led) for card in hand) and not (
                rules.continue_only_when_losing and rules.side_of(holder) == rules.side_of(leader)
            )
            if stopped:
                likelihood *= _chance(rules, leader, hand, plays, holder, True, Stop(), score_moves)
            elif may:
                return 0.0
        for index in range(len(plays) - 1, -1, -1):
            seat, card = plays[index]
            later[seat].append(card)
            if seat == me:
                continue
            hand = hands[seat] + later[seat]
            choosing = index > 0 and index % n == 0
            before = plays[:index]
            likelihood *= _chance(rules, seat, hand, before, _holder(before), choosing, Play(card), score_moves)
    return likelihood


def _holder(plays: Sequence[Played]) -> int | None:
    """The holder of a trick after ``plays`` (S3.3): the last to play a card that beats the led rank."""
    if not plays:
        return None
    led = plays[0].card.rank
    return [played.seat for played in plays if beats(played.card, led)][-1]


def _chance(
    rules: object, seat: int, hand: Sequence[Card], trick: Sequence[Played], holder: int | None, choosing: bool,
    move: Play | Stop, score_moves: Scores,
) -> float:  # fmt: skip
    """The model's probability that ``seat`` holding ``hand`` made ``move`` with ``trick`` on the table."""
    ordered = sorted(hand, key=lambda card: (card.suit, card.rank))
    if choosing:
        led = trick[0].card.rank
        legal: list[Play | Stop] = [Play(card) for card in ordered if beats(card, led)]
        legal.append(Stop())
    else:
        legal = [Play(card) for card in ordered]
    if move not in legal:
        return 0.0
    if len(legal) == 1:
        return 1.0
    scores = score_moves(rules, seat, ordered, trick, holder, choosing, legal)
    top = max(scores)
    exps = [math.exp((score - top) / TEMPERATURE) for score in scores]
    share = exps[legal.index(move)] / sum(exps)
    return (1 - UNFORESEEN) * share + UNFORESEEN / len(legal)


def sample(score_moves: Scores, observation: Observation, rng: random.Random) -> tuple[State, float]:
    """A world for ``observation`` and its weight, for the search (bind ``score_moves`` with
    ``functools.partial``): a uniform world from :func:`semerka.rules.resample`, weighted by :func:`weight`, drawn
    again (up to 20 times) while its weight is 0."""
    for _ in range(_TRIES):
        world = resample(observation, rng)
        likelihood = weight(observation, world, score_moves)
        if likelihood > 0:
            break
    return world, likelihood
