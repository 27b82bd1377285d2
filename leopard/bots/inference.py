"""Inference: worlds weighted by how likely the others' last plays were with the hands dealt to them (L4.2, L5).

A world from :func:`leopard.rules.resample` deals the unseen cards uniformly. But a play reveals something of the
hand it came from: a player who discarded a card while another could have completed a line of their own square
likely held no such card. A player draws before playing (L4.2), so the hand it played from is exactly its hand now
plus the card it played, as long as it has not drawn again since: that is each other seat's last place or discard
since this seat's own last move. :func:`weight` scores a world by the likelihood of those plays under a model of
the players: the greedy score (:func:`leopard.bots.score_moves`) of every move that hand allowed, turned into
probabilities by a softmax, mixed with a small uniform share for plays the model does not foresee.
"""

from __future__ import annotations

import random
from collections.abc import Callable, Sequence
from typing import NamedTuple

from cardtable.bots.ranking import chance
from cardtable.cards import Card
from leopard.rules import Discard, Observation, Place, Square, State, legal_moves, resample

__all__ = ["TEMPERATURE", "UNFORESEEN", "Evidence", "Sampler", "plays_to_weigh", "weight"]

TEMPERATURE = 0.75  # points of potential: how sharply the model prefers its best-scored move
UNFORESEEN = 0.2  # the share of plays the model does not foresee, spread evenly over the legal moves

Scores = Callable[..., list[float]]


class Evidence(NamedTuple):
    """One play to weigh: ``seat`` made ``move`` (a place or a discard) when the squares were ``squares``."""

    seat: int
    move: Place | Discard
    squares: tuple[Square, ...]


def plays_to_weigh(observation: Observation) -> list[Evidence]:
    """Each other seat's last place or discard since ``observation.seat``'s own last move, with the squares as
    they were before it (the later places taken off the top of their cells, L2.2). Moves of the seat itself, goes
    out and answers tell nothing of a hidden hand and are left out."""
    squares = [list(square) for square in observation.squares]
    found: list[Evidence] = []
    seen: set[int] = set()
    for event in reversed(observation.log):
        if event.seat == observation.seat:
            break
        move = event.move
        if isinstance(move, Place):
            square = squares[move.square - 1]
            square[move.cell - 1] = square[move.cell - 1][:-1]
        if isinstance(move, (Place, Discard)) and event.seat not in seen:
            seen.add(event.seat)
            found.append(Evidence(event.seat, move, tuple(tuple(square) for square in squares)))
    return found


def weight(world: State, score_moves: Scores, evidence: Sequence[Evidence]) -> float:
    """The likelihood (0..1) of the plays in ``evidence`` (:func:`plays_to_weigh` of an observation that
    ``world`` fits) had their seats held ``world``'s hands: for each, the model's probability of that move among
    every move the seat's hand then (its hand now plus the card played) allowed on the squares then."""
    likelihood = 1.0
    for seat, move, squares in evidence:
        hand = world.hands[seat - 1] + (move.card,)
        likelihood *= _chance(world, seat, hand, squares, move, score_moves)
    return likelihood


def _chance(
    world: State,
    seat: int,
    hand: tuple[Card, ...],
    squares: tuple[Square, ...],
    move: Place | Discard,
    score_moves: Scores,
) -> float:
    """The model's probability that ``seat`` holding ``hand`` made ``move`` on ``squares`` after drawing."""
    hands = list(world.hands)
    hands[seat - 1] = hand
    # The seat had drawn (L4.2), so going out was no longer among its moves (L4.1).
    before = world._replace(turn=seat, phase="play", hands=tuple(hands), squares=squares, drawn=move.card)
    legal = legal_moves(before)
    if len(legal) == 1:
        return 1.0
    rules = world.rules
    own = (seat - 1) % rules.squares + 1
    scores = score_moves(rules, own, hand, squares, world.values, len(world.stock), legal)
    return chance(scores, legal.index(move), TEMPERATURE, UNFORESEEN)


class Sampler:
    """The search's source of worlds (``SearchBot(sample=...)``): a uniform world from
    :func:`leopard.rules.resample` and its weight from :func:`weight` (never 0: the model foresees every play a
    little). It works out the plays to weigh once per observation, so a bot with a sampler decides one
    observation at a time (as every seat's bot does)."""

    def __init__(self, score_moves: Scores) -> None:
        self.score_moves = score_moves
        self._seen: Observation | None = None
        self._evidence: list[Evidence] = []

    def __call__(self, observation: Observation, rng: random.Random) -> tuple[State, float]:
        if observation is not self._seen:
            self._seen, self._evidence = observation, plays_to_weigh(observation)
        world = resample(observation, rng)
        return world, weight(world, self.score_moves, self._evidence)
