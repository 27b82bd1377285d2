"""The ``strong`` bot level for any game: determinized search (Perfect Information Monte Carlo, PIMC).

A bot sees only its observation. To look ahead it *imagines* the hidden cards: ``game.resample(observation, rng)``
deals the cards it has not seen at random into a full state consistent with what it saw (a *determinization*).
In each such world it tries its candidate moves and plays the deal on with the game's greedy policy (a
*playout*); the candidate with the best mean evaluation over all worlds is chosen.

What a game supplies (its ``bots`` module builds the :class:`SearchBot`):

- ``order(observation, legal_moves) -> moves``: the legal moves best first by the greedy heuristics; the search
  keeps only the first ``candidates`` of them (Leopard offers dozens of moves a turn, most of them plainly bad);
- ``policy(state, legal_moves, rng) -> move``: the greedy move in a full state, used inside playouts;
- ``evaluate(state, seat) -> float``: how good ``state`` is for ``seat``'s side, from the deal's result once it
  is over (deal points of the mover's side against the others), or from the game's heuristic when a playout stops
  at its ``horizon`` (a number of moves) before the end of the deal;
- optionally ``play_out(state, seat, rng, horizon) -> float``: the whole playout on the game's own fast path (a
  deal played on in place rather than a new state per move). It must give what the generic loop gives with
  ``policy`` and ``evaluate``: the same moves and the same evaluation, only sooner;
- optionally ``solve(state, seat, memo) -> (value, cost) | None``: the exact value of a world for ``seat``'s side
  with best play from there on (an endgame small enough to search to the end), on ``evaluate``'s scale, and what
  it cost in playouts; ``None`` where the game cannot solve ``state`` within reason, and a playout is used instead.
  ``memo`` is an empty dict at the start of each decision, for the game to keep what one world's search may
  save another's (a transposition table): a new one each decision keeps choices reproducible;
- optionally ``sample(observation, rng) -> (state, weight)``: a world with its weight (≥ 0), for *inference*: how
  likely the others' plays so far were had they held the hands of this world. Without it, worlds come from
  ``game.resample`` with weight 1. Means are weighted means over the worlds.

The budget is counted in playouts, not seconds, so the same observation and the same ``rng`` give the same choice
on any machine; an optional time limit (``seconds``, for tournaments at equal thinking time) gives up that
promise. Candidates are compared on the same worlds and the same playout random numbers (common random numbers),
which makes small differences between moves visible with few playouts; successive halving spends the later part of
the budget on the better half of the candidates.
"""

from __future__ import annotations

import random
import time
from collections.abc import Callable, Hashable, Iterator, Sequence
from dataclasses import dataclass
from typing import Any

from cardtable.bots.playout import FastPlayout, play_on
from cardtable.bots.tree import Tree, grow
from cardtable.game import AnyGame

__all__ = ["Estimate", "FastPlayout", "SearchBot", "play_on"]

Order = Callable[[Any, Sequence[Any]], Sequence[Any]]
Policy = Callable[[Any, Sequence[Any], random.Random], Any]
Evaluate = Callable[[Any, int], float]
PlayOut = Callable[[Any, int, random.Random, "int | None"], float]
Solve = Callable[[Any, int, "dict[Any, Any]"], "tuple[float, int] | None"]
Sample = Callable[[Any, random.Random], "tuple[Any, float]"]


@dataclass(frozen=True)
class Estimate:
    """One searched move: ``mean`` is its mean playout evaluation for the mover's side (the game's points: the
    margin over the others' mean), over ``playouts`` playouts."""

    move: Any
    mean: float
    playouts: int


@dataclass(frozen=True)
class SearchBot:
    """A determinized-search bot for ``game`` (see the module docstring).

    ``playouts``: the budget per decision (playouts in all, ≥ 1); ``candidates``: how many of the greedy order's
    best moves are searched (≥ 1); ``horizon``: moves a playout makes before it is evaluated (None: to the end of
    the deal); ``play_out``: the game's fast playout, if it has one; ``solve``: the game's exact endgame, if it
    has one; ``sample``: weighted worlds, if the game infers hands (see the module docstring). A decision with
    one legal move costs nothing. Holds no state between decisions.

    ``tree``: the game's parts for the information-set search (:mod:`cardtable.bots.tree`; None: none), which
    then decides wherever ``tree.applies`` (one iteration a playout of the budget) and this flat search elsewhere.

    ``seconds``: a time limit per decision, in CPU seconds of the deciding thread (None: none). Each phase of
    successive halving gets an equal share of it, checked between worlds (every phase plays at least one world),
    and ``playouts`` stays a cap. A choice by time depends on the machine and its load: not reproducible.
    """

    game: AnyGame
    order: Order
    policy: Policy
    evaluate: Evaluate
    playouts: int = 200
    candidates: int = 6
    horizon: int | None = None
    play_out: PlayOut | None = None
    seconds: float | None = None
    solve: Solve | None = None
    sample: Sample | None = None
    tree: Tree | None = None

    def choose(self, observation: Any, legal_moves: Sequence[Any], rng: random.Random) -> Any:
        """One of ``legal_moves``: the candidate with the best mean playout evaluation (ties: the greedy order)."""
        if len(legal_moves) == 1:
            return legal_moves[0]
        return self.assess(observation, legal_moves, rng)[0].move

    def assess(
        self, observation: Any, legal_moves: Sequence[Any], rng: random.Random, keep: Sequence[Any] = ()
    ) -> list[Estimate]:
        """The searched moves with their estimates, best first: what :meth:`choose` decides by.

        ``keep``: legal moves to search whatever their greedy rank, and never to drop in successive halving, so
        that their estimates and the best's rest on the same worlds (used to judge a move a player made). A
        single legal move is returned with no playouts (``mean`` 0.0, ``playouts`` 0). Raises ``ValueError`` if a
        resampled world is already over. The same observation, moves and ``rng`` state give the same list.
        """
        if len(legal_moves) == 1:
            return [Estimate(legal_moves[0], 0.0, 0)]
        if self.tree is not None and self.tree.applies(observation):
            return self._grow(self.tree, observation, legal_moves, rng, keep)
        candidates = list(self.order(observation, legal_moves))[: max(1, self.candidates)]
        candidates += [move for move in legal_moves if move in keep and move not in candidates]
        if len(candidates) == 1:
            return [Estimate(candidates[0], 0.0, 0)]
        kept = {index for index, move in enumerate(candidates) if move in keep}
        search = random.Random(rng.getrandbits(64))
        totals = [0.0] * len(candidates)
        weights = [0.0] * len(candidates)
        counts = [0] * len(candidates)
        alive = list(range(len(candidates)))
        spent = 0
        started = time.thread_time()
        solved: dict[Any, tuple[float, int] | None] = {}  # worlds after a move, already solved exactly
        memo: dict[Any, Any] = {}  # the game's own, shared by this decision's exact searches
        # Successive halving: each phase spends an equal share of the budget on the candidates still alive.
        phases = max(1, (len(candidates) - 1).bit_length())
        for phase in range(phases):
            share = (self.playouts - spent) // (phases - phase)
            used = 0
            while used == 0 or used + len(alive) <= share:
                if used and self._out_of_time(started, (phase + 1) / phases):
                    break
                world, weight = self._world(observation, search)
                seat = self.game.to_move(world)
                if seat is None:  # a world resampled at a decision is never over
                    raise ValueError("resample() gave a finished deal for an observation with legal moves")
                seed = search.getrandbits(64)
                for index in alive:
                    after = self.game.apply(world, candidates[index])
                    value, cost = self._value(after, seat, random.Random(seed), solved, memo)
                    totals[index] += weight * value
                    weights[index] += weight
                    counts[index] += 1
                    used += cost
            spent += used
            if phase < phases - 1:
                alive.sort(key=lambda index: (-_mean(totals[index], weights[index]), index))
                survivors = alive[: max(1, (len(alive) + 1) // 2)]
                alive = sorted(set(survivors) | (kept & set(alive)))
        searched = [index for index in range(len(candidates)) if counts[index]]
        # Best first: the moves alive at the end by their means, then the dropped ones by theirs.
        searched.sort(key=lambda index: (index not in alive, -_mean(totals[index], weights[index]), index))
        return [Estimate(candidates[index], _mean(totals[index], weights[index]), counts[index]) for index in searched]

    def _grow(
        self, tree: Tree, observation: Any, legal_moves: Sequence[Any], rng: random.Random, keep: Sequence[Any]
    ) -> list[Estimate]:
        """:meth:`assess` by the information-set search (:mod:`cardtable.bots.tree`): one iteration a playout of
        the budget. Every legal move is a root move (moves with one key are one); the most visited first."""
        search = random.Random(rng.getrandbits(64))
        started = time.thread_time()
        first = self._world(observation, search)
        seat = self.game.to_move(first[0])
        if seat is None:
            raise ValueError("resample() gave a finished deal for an observation with legal moves")

        def worlds() -> Iterator[tuple[Any, float]]:
            yield first
            for _ in range(1, max(1, self.playouts)):
                if self._out_of_time(started, 1.0):
                    return
                yield self._world(observation, search)

        order = list(self.order(observation, legal_moves))
        root = grow(tree, seat, worlds(), order)
        rank = {tree.key(move): index for index, move in enumerate(order)}
        named: dict[Hashable, Any] = {}
        for move in [*keep, *order, *legal_moves]:
            if move in legal_moves:
                named.setdefault(tree.key(move), move)
        estimates = []
        for move in legal_moves:
            name = tree.key(move)
            if named[name] is move or move in keep:
                child = root.children.get((seat, name))
                estimates.append(Estimate(move, child.mean if child else 0.0, child.visits if child else 0))
        estimates.sort(key=lambda estimate: (-estimate.playouts, rank.get(tree.key(estimate.move), len(rank))))
        return estimates

    def _world(self, observation: Any, rng: random.Random) -> tuple[Any, float]:
        """A world for ``observation`` and its weight."""
        if self.sample is not None:
            return self.sample(observation, rng)
        return self.game.resample(observation, rng), 1.0

    def _value(
        self,
        state: Any,
        seat: int,
        rng: random.Random,
        solved: dict[Any, tuple[float, int] | None],
        memo: dict[Any, Any],
    ) -> tuple[float, int]:
        """The value of ``state`` for ``seat`` and its cost in playouts: exact where the game solves it (a world
        solved before costs one playout), else one playout."""
        if self.solve is not None:
            if state in solved:
                known = solved[state]
                if known is not None:
                    return known[0], 1
            else:
                known = solved[state] = self.solve(state, seat, memo)
                if known is not None:
                    return known[0], max(1, known[1])
        return self._playout(state, seat, rng), 1

    def _out_of_time(self, started: float, share: float) -> bool:
        """Whether ``share`` of the time limit has passed since ``started`` (never without a limit)."""
        return self.seconds is not None and time.thread_time() - started >= self.seconds * share

    def _playout(self, state: Any, seat: int, rng: random.Random) -> float:
        """Play ``state`` on with the greedy policy (for ``horizon`` moves, or to the end) and evaluate it for
        ``seat``."""
        if self.play_out is not None:
            return self.play_out(state, seat, rng, self.horizon)
        game, policy = self.game, self.policy
        steps = self.horizon
        while steps is None or steps > 0:
            legal = game.legal_moves(state)
            if not legal:
                break
            state = game.apply(state, legal[0] if len(legal) == 1 else policy(state, legal, rng))
            if steps is not None:
                steps -= 1
        return self.evaluate(state, seat)


def _mean(total: float, weight: float) -> float:
    """A weighted mean; 0.0 when no world had weight."""
    return total / weight if weight > 0 else 0.0
