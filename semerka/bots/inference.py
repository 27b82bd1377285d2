"""Inference: worlds weighted by how likely the others' plays were with the hands dealt to them (rules S3, S4.1).

A world from :func:`semerka.rules.resample` deals the unseen cards uniformly. But plays reveal hands: a player who
let a trick with points go likely held no card of the led rank and no seven; a leader whose trick ended without a
stop could not continue (S3.4: no card of the led rank, no seven), which is certain. Since the last draw (S4.1) no
card came into any hand, so a player's hand at each of those plays is exactly the world's hand now plus the cards
the player has played since. :func:`weight` scores a world by the likelihood of every other player's play since
the last draw under a model of them (:class:`Model`: scores of the legal moves turned into probabilities, a
softmax mixed with a uniform share for plays the model does not foresee), and 0 for a world that contradicts a
forced stop. Options reach further back: the trick before the last draw (``before_draw``, which ``expert`` uses),
every trick since the deal along one random path through the draws (``history``), or along every path
(``since_deal``); see ``docs/bots.md`` for what each is worth.
"""

from __future__ import annotations

import itertools
import random
from collections.abc import Callable, Sequence
from typing import NamedTuple

from cardtable.bots.ranking import chance
from cardtable.cards import Card
from semerka.rules import Observation, Play, Played, Rules, State, Stop, Trick, beats, resample

__all__ = ["Model", "Sampler", "sample", "weight"]

_TRIES = 20
Scores = Callable[..., list[float]]


class Model(NamedTuple):
    """A model of the others' plays: ``scores(rules, seat, hand, trick, holder, choosing, legal)`` gives each legal
    move a score, and the model plays it with probability ``(1 - unforeseen) * softmax(score / temperature) +
    unforeseen / moves``: ``unforeseen`` is the share of plays the model does not foresee, spread evenly over the
    legal moves. ``strong`` uses :data:`semerka.bots.GREEDY_MODEL` (the greedy score at 8 card points, 10 %
    unforeseen); :data:`semerka.bots.FITTED_MODEL` (utilities in nats, :mod:`semerka.bots.model`) is an option."""

    scores: Scores
    temperature: float
    unforeseen: float

Memo = dict[tuple[int, int, frozenset[Card]], tuple[float, list[Card]]]
Paths = dict[tuple[int, int, frozenset[Card]], float]  # a seat's likelihood back to the deal, by trick and hand


def weight(
    observation: Observation,
    world: State,
    model: Model,
    before_draw: bool = False,
    memo: Memo | None = None,
    history: random.Random | None = None,
    since_deal: bool = False,
    paths: Paths | None = None,
) -> float:
    """The likelihood (0..1) of the other players' plays since the last draw had they held ``world``'s hands;
    0 for a world where a leader who stopped perforce could have continued (S3.4, S3.5).

    ``before_draw``: also the plays of the trick before the last draw (S4.1). A player's hand then was its hand
    just after the draw less the cards it drew, and which of them it drew nobody saw: every choice of them is as
    likely, so that trick's likelihood is the mean over them (at most six choices: 4 cards, 2 drawn). ``memo``:
    the likelihoods of a seat's plays in a trick by the hand it held, for the worlds of one observation only
    (see :class:`Sampler`); it saves work and never changes a value.

    ``history``: also every trick before the last draw, back to the deal (instead of ``before_draw``). At each
    draw, which of a hand's cards were the ones drawn is chosen at random by this generator: one path through
    the deal's draws a world, whose likelihood is an unbiased estimate of the mean over all of them.

    ``since_deal``: also every trick before the last draw, back to the deal, averaged over every choice of the
    cards drawn at each draw (the exact mean that ``history`` estimates); ``paths`` remembers those means as
    ``memo`` does."""
    rules = observation.rules
    me = observation.seat
    tricks = list(observation.tricks)
    start = max((index + 1 for index, trick in enumerate(tricks) if trick.drew), default=0)
    phase = [_finished(number, tricks[number]) for number in range(start, len(tricks))]
    phase.append(_Phase(len(tricks), observation.trick, observation.leader, False, False))
    before = _finished(start - 1, tricks[start - 1]) if before_draw and start else None  # the trick before the draw
    memo = {} if memo is None else memo
    likelihood = 1.0
    for seat in range(1, rules.players + 1):
        if seat == me:
            continue
        # The seat's hand at the end of each trick, from now backwards: the world's hand plus the cards played since.
        hand = list(world.hands[seat - 1])
        for trick in reversed(phase):
            share, hand = _remembered(memo, rules, seat, trick, hand, model)
            likelihood *= share
            if not likelihood:
                return 0.0
        if since_deal:
            likelihood *= _back_to_deal(memo, {} if paths is None else paths, rules, seat, tricks, start - 1, hand, model)
            if not likelihood:
                return 0.0
        elif history is not None:
            for number in range(start - 1, -1, -1):
                taken = set(history.sample(hand, min(tricks[number].drew, len(hand))))
                hand = [card for card in hand if card not in taken]
                share, hand = _remembered(memo, rules, seat, _finished(number, tricks[number]), hand, model)
                likelihood *= share
                if not likelihood:
                    return 0.0
        elif before is not None:
            chances = [
                _remembered(memo, rules, seat, before, [card for card in hand if card not in new], model)[0]
                for new in itertools.combinations(hand, tricks[start - 1].drew)
            ]
            likelihood *= sum(chances) / len(chances)
            if not likelihood:
                return 0.0
    return likelihood


def _back_to_deal(
    memo: Memo, paths: Paths, rules: Rules, seat: int, tricks: Sequence[Trick], number: int, hand: list[Card],
    model: Model,
) -> float:  # fmt: skip
    """The likelihood of ``seat``'s plays in tricks ``number`` back to the deal's first, given ``hand``: what it
    held after the draw that followed trick ``number``. Which of its cards were drawn there nobody saw, so every
    choice of them is as likely (S4.1): the mean over them, each with the tricks before it, back to the deal."""
    if number < 0:
        return 1.0
    key = (seat, number, frozenset(hand))
    found = paths.get(key)
    if found is not None:
        return found
    trick = _finished(number, tricks[number])
    total, choices = 0.0, 0
    for new in itertools.combinations(hand, min(tricks[number].drew, len(hand))):
        share, earlier = _remembered(memo, rules, seat, trick, [card for card in hand if card not in new], model)
        if share:
            total += share * _back_to_deal(memo, paths, rules, seat, tricks, number - 1, earlier, model)
        choices += 1
    paths[key] = total / choices
    return paths[key]


class _Phase(NamedTuple):
    """A trick as inference reads it: its number in the deal (0 for the first), plays, leader, whether it is
    finished and whether its leader stopped."""

    number: int
    plays: tuple[Played, ...]
    leader: int
    finished: bool
    stopped: bool


def _finished(number: int, trick: Trick) -> _Phase:
    """Completed trick number ``number`` (0 for the deal's first) as inference reads it."""
    return _Phase(number, trick.plays, trick.leader, True, trick.stopped)


def _remembered(
    memo: Memo, rules: Rules, seat: int, trick: _Phase, hand: list[Card], model: Model
) -> tuple[float, list[Card]]:
    """:func:`_seat_in_trick`, looked up in ``memo`` first: its value depends on the hand's cards, not their order."""
    key = (seat, trick.number, frozenset(hand))
    found = memo.get(key)
    if found is None:
        found = memo[key] = _seat_in_trick(rules, seat, trick, hand, model)
    return found


def _seat_in_trick(
    rules: Rules, seat: int, trick: _Phase, hand: list[Card], model: Model
) -> tuple[float, list[Card]]:
    """The model's probability of ``seat``'s plays in ``trick`` (and of its stop, if it led), given the ``hand``
    it held when the trick ended (or now); with the hand it held when the trick began."""
    plays = trick.plays
    n = rules.players
    likelihood = 1.0
    if trick.finished and trick.leader == seat and len(plays) % n == 0:
        # The trick ended after whole rounds: the leader stopped by choice, or could not continue (S3.4).
        led = plays[0].card.rank
        holder = _holder(plays)
        assert holder is not None  # a finished trick has cards
        may = any(beats(card, led) for card in hand) and not (
            rules.continue_only_when_losing and rules.side_of(holder) == rules.side_of(seat)
        )
        if trick.stopped:
            likelihood *= _chance(rules, seat, hand, plays, holder, True, Stop(), model)
        elif may:
            return 0.0, hand
    for index in range(len(plays) - 1, -1, -1):
        played = plays[index]
        if played.seat != seat:
            continue
        hand = hand + [played.card]
        choosing = index > 0 and index % n == 0
        before = plays[:index]
        likelihood *= _chance(rules, seat, hand, before, _holder(before), choosing, Play(played.card), model)
    return likelihood, hand


def _holder(plays: Sequence[Played]) -> int | None:
    """The holder of a trick after ``plays`` (S3.3): the last to play a card that beats the led rank."""
    if not plays:
        return None
    led = plays[0].card.rank
    return [played.seat for played in plays if beats(played.card, led)][-1]


def _chance(
    rules: Rules, seat: int, hand: Sequence[Card], trick: Sequence[Played], holder: int | None, choosing: bool,
    move: Play | Stop, model: Model,
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
    scores = model.scores(rules, seat, ordered, trick, holder, choosing, legal)
    return chance(scores, legal.index(move), model.temperature, model.unforeseen)


class Sampler:
    """The search's source of worlds (``SearchBot(sample=...)``): a uniform world from
    :func:`semerka.rules.resample` and its weight from :func:`weight`, drawn again (up to 20 times) while its weight
    is 0. It remembers likelihoods for the worlds of one observation and forgets them at the next, so a bot with a
    sampler decides one observation at a time (as every seat's bot does)."""

    def __init__(self, model: Model, before_draw: bool = False, history: bool = False, since_deal: bool = False) -> None:
        self.model = model
        self.before_draw = before_draw
        self.history = history
        self.since_deal = since_deal
        self._seen: Observation | None = None
        self._memo: Memo = {}
        self._paths: Paths = {}

    def __call__(self, observation: Observation, rng: random.Random) -> tuple[State, float]:
        if observation is not self._seen:
            self._seen, self._memo, self._paths = observation, {}, {}
        path = rng if self.history else None
        for _ in range(_TRIES):
            world = resample(observation, rng)
            likelihood = weight(
                observation, world, self.model, self.before_draw, self._memo, path, self.since_deal, self._paths
            )
            if likelihood > 0:
                break
        return world, likelihood


def sample(model: Model, observation: Observation, rng: random.Random) -> tuple[State, float]:
    """One world for ``observation`` and its weight, as :class:`Sampler` draws them."""
    return Sampler(model)(observation, rng)
