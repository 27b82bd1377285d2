"""Computer players for Semerka: the ``greedy`` heuristics and the ``strong`` determinized search.

``greedy`` (its score in :mod:`semerka.bots.greedy`) looks only at the trick on the table (rules S3, S5.1): it
takes tricks that hold aces and tens with the cheapest card that beats (a card of the led rank before a seven),
keeps its sevens for tricks worth taking, gives aces and tens to a partner who holds the trick, leads ranks it
holds twice so it can continue, and continues a trick only when the opponents hold it and it is worth points.
``strong`` searches with :class:`cardtable.bots.search.SearchBot`, playing the deal on with the greedy policy in
worlds where the unseen cards are dealt at random, until the stock runs out, where a fitted estimate values the
rest (:mod:`semerka.bots.estimate`). Importing this module registers both levels for ``semerka``
(``cardtable.bots``).
"""

from __future__ import annotations

import math
import random
from collections.abc import Callable, Sequence
from functools import partial

from cardtable.bots.search import PlayOut, SearchBot, play_on
from cardtable.bots.tree import Tree
from cardtable.bots import register_bot
from cardtable.bots.ranking import best, best_first, margin
from semerka.bots.endgame import Table, solvable, solve
from semerka.bots.estimate import estimate
from semerka.bots.network import estimate_by_network
from semerka.bots.greedy import score_moves
from semerka.bots.inference import Model, Sampler
from semerka.bots.model import utilities
from semerka.rules import (
    GAME, Observation, Outcome, Play, Playout, Rules, State, Stop, outcome,
)  # fmt: skip

__all__ = [
    "ENDGAME_CARDS", "EXPERT_ENDGAME_CARDS", "EXPERT_PLAYOUT_TEMPERATURE", "FITTED_MODEL", "GREEDY_MODEL",
    "NODES_PER_PLAYOUT", "Estimator", "GreedyBot", "distinct_order", "evaluate", "make_expert", "make_strong",
    "order", "play_out", "play_out_by_model", "play_out_to_estimate", "play_out_to_exact_tail", "policy", "score_moves", "solve_endgame",
]  # fmt: skip

Estimator = Callable[[Playout, int], float]
Chooser = Callable[[Playout, Sequence[Play | Stop]], Play | Stop]  # a playout's move among its legal ones
_TAIL_TABLE = 50_000  # positions an exact tail's table keeps before it starts again
_NO_LIMIT = 1 << 62  # a tail is always solved, so its value never depends on what the table already held


def order(observation: Observation, legal: Sequence[Play | Stop]) -> list[Play | Stop]:
    """``legal`` best first by the greedy score (ties keep the engine's order)."""
    scores = score_moves(
        observation.rules, observation.seat, observation.hand, observation.trick, observation.holder,
        observation.choosing, legal,
    )  # fmt: skip
    return best_first(legal, scores)


def distinct_order(observation: Observation, legal: Sequence[Play | Stop]) -> list[Play | Stop]:
    """:func:`order` with one card of each rank: suits never matter in play or scoring (S1.1, S3.2, S5.1, S6.1),
    so two cards of one rank are the same move, and the search spends its budget on moves that differ."""
    seen: set[object] = set()
    distinct = []
    for move in order(observation, legal):
        rank = move.card.rank if isinstance(move, Play) else move
        if rank not in seen:
            seen.add(rank)
            distinct.append(move)
    return distinct


def policy(state: State, legal: Sequence[Play | Stop], rng: random.Random) -> Play | Stop:
    """The greedy move of the seat to move in a full ``state`` (inside a playout)."""
    seat = state.turn
    assert seat is not None  # a playout asks only while the deal goes on
    scores = score_moves(state.rules, seat, state.hands[seat - 1], state.trick, state.holder, state.choosing, legal)
    return best(legal, scores)


def evaluate(state: State, seat: int) -> float:
    """How good the deal ``state`` is for ``seat``'s side: game points won minus the others' mean (S5.4, S6.2),
    plus a hundredth of the card points margin (S5.1) so that a bigger win counts a little more."""
    return _evaluate(state.rules, outcome(state), state.points, seat)


def _evaluate(rules: Rules, result: Outcome | None, points: Sequence[int], seat: int) -> float:
    mine = rules.side_of(seat) - 1
    if result is not None:
        points = result.points
    sides = len(points)
    card_margin = margin(points, mine)
    if result is None:
        return card_margin / 100
    game = [result.value if index + 1 == result.winner else 0 for index in range(sides)]
    return margin(game, mine) + card_margin / 100


def play_out(state: State, seat: int, rng: random.Random, horizon: int | None) -> float:
    """The strong level's playout on the engine's fast path (:class:`~semerka.rules.Playout`): ``state`` played
    on with the greedy :func:`policy` for ``horizon`` moves (None: to the end of the deal), then :func:`evaluate`
    for ``seat``. The same moves and value as :class:`SearchBot`'s generic loop, without a new state per card."""
    playout = Playout(state)
    play_on(playout, horizon, partial(_greedy_move, playout))
    return _evaluate(state.rules, playout.outcome(), playout.points, seat)


def _greedy_move(playout: Playout, legal: Sequence[Play | Stop]) -> Play | Stop:
    """The greedy :func:`policy`'s move of the seat to move in ``playout`` (which has ``legal`` moves)."""
    turn = playout.turn
    assert turn is not None  # there are legal moves
    hand, trick = playout.hand(turn), playout.trick
    return best(legal, score_moves(playout.rules, turn, hand, trick, playout.holder, playout.choosing, legal))


def play_out_to_exact_tail(
    tail: int, table: Table, state: State, seat: int, rng: random.Random, horizon: int | None
) -> float:
    """:func:`play_out`, but once the stock is empty and at most ``tail`` cards are left in hand at the start of a
    trick, the rest of the deal is searched exactly (:func:`semerka.bots.endgame.solve`) instead of played
    greedily: the last tricks, where every card is known to a player who counts, are valued as best play would
    play them (two sides, burning off; otherwise as :func:`play_out`)."""
    rules = state.rules
    if rules.players == 3 or rules.burning or horizon is not None:
        return play_out(state, seat, rng, horizon)

    def exact(playout: Playout) -> float | None:
        if playout.cards_left() > tail:
            return None
        if len(table) > _TAIL_TABLE:
            table.clear()
        solved = solve(playout.snapshot(), seat, limit=_NO_LIMIT, table=table)
        return None if solved is None else solved[0]

    return _play_out_until(state, seat, exact)


def play_out_to_estimate(
    state: State, seat: int, rng: random.Random, horizon: int | None, estimator: Estimator = estimate
) -> float:
    """:func:`play_out`, but a four-player playout that starts with cards in the stock ends when the stock runs
    out, at the start of the next trick, with ``estimator``'s value of the rest of the deal instead of playing it
    greedily (burning off, ``stakes = pagat``; otherwise as :func:`play_out`). ``estimator``: the fitted linear
    :func:`semerka.bots.estimate.estimate` (``strong``) or :func:`semerka.bots.network.estimate_by_network`."""
    if horizon is not None or not _estimate_applies(state):
        return play_out(state, seat, rng, horizon)

    def rest(playout: Playout) -> float:
        return estimator(playout, seat)

    return _play_out_until(state, seat, rest)


def play_out_by_model(
    temperature: float, state: State, seat: int, rng: random.Random, horizon: int | None
) -> float:
    """:func:`play_out_to_estimate` with every move of the playout drawn at random from the fitted model of a
    searching player's plays (:func:`semerka.bots.model.utilities`: the softmax of the utilities divided by
    ``temperature``, in nats), not the greedy move: each seat plays as a searching player likely would, and the
    worlds' playouts spread over the plays it might make (``expert``'s playouts, ``docs/bots.md``). The draws come
    from ``rng``, so the same ``rng`` state gives the same value. Where no estimate applies, :func:`play_out`."""
    if horizon is not None or not _estimate_applies(state):
        return play_out(state, seat, rng, horizon)
    def rest(playout: Playout) -> float:
        return estimate(playout, seat)
    return _play_out_until(state, seat, rest, partial(_model_move, temperature, rng))


def _model_move(temperature: float, rng: random.Random, playout: Playout, legal: Sequence[Play | Stop]) -> Play | Stop:
    """A move of the seat to move in ``playout`` among ``legal``, drawn from the model's softmax at ``temperature``."""
    turn = playout.turn
    assert turn is not None  # there are legal moves
    scores = utilities(playout.rules, turn, playout.hand(turn), playout.trick, playout.holder, playout.choosing, legal)
    top = max(scores)
    return rng.choices(legal, [math.exp((score - top) / temperature) for score in scores])[0]


def _play_out_until(
    state: State, seat: int, rest: Callable[[Playout], float | None], move: Chooser | None = None
) -> float:
    """``state`` played on by ``move`` (default: the greedy :func:`policy`'s); at each start of a trick with the
    stock empty, ``rest(playout)`` may value the rest of the deal (None: play on). Else the finished deal's
    :func:`evaluate` for ``seat``."""
    playout = Playout(state)
    legal_moves, apply = playout.legal_moves, playout.apply
    choose = partial(move or _greedy_move, playout)
    while legal := legal_moves():
        if _stock_out(playout):
            value = rest(playout)
            if value is not None:
                return value
        apply(legal[0] if len(legal) == 1 else choose(legal))
    return _evaluate(state.rules, playout.outcome(), playout.points, seat)


def _stock_out(playout: Playout) -> bool:
    """Whether ``playout`` is at the start of a trick with the stock empty: where a playout ends in an estimate
    or an exact search (S4.3)."""
    return not playout.trick and not playout.stock_left()


def _estimate_applies(state: State) -> bool:
    """Whether a playout of ``state`` ends in an estimate when the stock runs out: four players, burning off,
    ``stakes = pagat`` (the tables the estimates are fitted to) and cards in the stock."""
    rules = state.rules
    return rules.players == 4 and not rules.burning and rules.stakes == "pagat" and bool(state.stock)


def _key(move: Play | Stop) -> object:
    """A move's name in the tree: a card by its rank (suits never matter in play, S1.1), or the stop."""
    return move.card.rank if isinstance(move, Play) else move


def _value(playout: Playout, seat: int) -> float:
    """A finished playout's :func:`evaluate` for ``seat``."""
    return _evaluate(playout.rules, playout.outcome(), playout.points, seat)


def _side(playout: Playout, seat: int) -> int:
    return playout.rules.side_of(seat)


def _tree_applies(endgame: int, observation: Observation) -> bool:
    """Whether the tree decides at ``observation``: not once the stock is empty and at most ``endgame`` cards are
    left in hand (0: always), where the flat search and its exact endgame take over (S4.3)."""
    return not endgame or observation.stock_size > 0 or sum(observation.hand_sizes) > endgame


class _UntilTheStockRunsOut(Playout):
    """A four-player playout with no legal moves once a trick starts with the stock empty: the tree and its
    playouts stop there, and :func:`_estimated_value` values the rest (S4.3)."""

    def legal_moves(self) -> tuple[Play | Stop, ...]:
        if _stock_out(self):
            return ()
        return super().legal_moves()


def _estimated_value(estimator: Estimator, playout: Playout, seat: int) -> float:
    """The value for ``seat`` of a playout that stopped when the stock ran out (``estimator``), or of a finished
    one (:func:`_value`)."""
    return _value(playout, seat) if playout.turn is None else estimator(playout, seat)


def _tree(endgame: int, exploration: float, estimator: Estimator | None) -> Tree:
    """The information-set search's parts (:mod:`cardtable.bots.tree`) for Semerka; with ``estimator``, a
    four-player deal's tree and playouts stop when the stock runs out, valued by it."""
    applies = partial(_tree_applies, endgame)
    if estimator is None:
        return Tree(Playout, _key, _greedy_move, _value, _side, applies, exploration)
    value = partial(_estimated_value, estimator)
    return Tree(_playout_for_tree, _key, _greedy_move, value, _side, applies, exploration)


def _playout_for_tree(state: State) -> Playout:
    """The tree's playout of a world: stopping when the stock runs out where an estimate applies (four players,
    burning off, ``stakes = pagat``, cards in the stock), else played to the end."""
    return _UntilTheStockRunsOut(state) if _estimate_applies(state) else Playout(state)


class GreedyBot:
    """The ``greedy`` level: the best move by :func:`score_moves`, ties to the engine's order."""

    def choose(self, observation: Observation, legal_moves: Sequence[Play | Stop], rng: random.Random) -> Play | Stop:
        return order(observation, legal_moves)[0]


ENDGAME_CARDS = 12  # exact search once the stock is empty and at most this many cards are left in hand
NODES_PER_PLAYOUT = 40  # positions of the exact search that cost about one playout from the same point


def solve_endgame(cards: int, state: State, seat: int, table: Table | None = None) -> tuple[float, int] | None:
    """The exact value of ``state`` for ``seat`` (:func:`semerka.bots.endgame.solve`) and its cost in playouts,
    when the stock is empty and at most ``cards`` cards are left in hand; else None. ``table``: the search's
    transposition table, shared by the worlds of one decision (the positions it saves cost nothing)."""
    if not solvable(state, cards):
        return None
    solved = solve(state, seat, table=table)
    if solved is None:
        return None
    value, nodes = solved
    return value, max(1, nodes // NODES_PER_PLAYOUT)


GREEDY_MODEL = Model(score_moves, 8.0, 0.1)
"""Inference's model of the others' plays, the one ``strong`` uses: the greedy score, at a temperature of 8 card
points, with 10 % of plays unforeseen (fitted to plain search's choices as one temperature and one share)."""
FITTED_MODEL = Model(utilities, 1.0, 0.02)
"""A finer model of the others' plays (:mod:`semerka.bots.model`): utilities fitted to plain search's choices by
kind of decision, with 2 % of plays unforeseen. It predicts those choices far better than :data:`GREEDY_MODEL`,
but ``strong`` played no better with it (``docs/bots.md``), so it is an option: ``make_strong(model=...)``."""


STRONG_PLAYOUTS = 290  # the budget of the standard run against plain search (docs/bots.md): 56 ms a decision here


def make_strong(
    playouts: int = STRONG_PLAYOUTS,
    candidates: int = 5,
    endgame: int = ENDGAME_CARDS,
    inference: bool = True,
    tail: int = 0,
    before_draw: bool = False,
    model: Model = GREEDY_MODEL,
    history: bool = False,
    since_deal: bool = False,
    exploration: float = 0.0,
    estimated: bool = True,
    network: bool = False,
    sampled: float = 0.0,
) -> SearchBot:
    """The ``strong`` level: determinized search with a budget of ``playouts`` greedy playouts per decision (full
    deals) over the greedy order's best ``candidates``; worlds weighted by what the others' plays revealed
    (``inference``, :mod:`semerka.bots.inference`, with ``model`` of their plays; ``before_draw``: the trick
    before the last draw too; ``history``: every trick back to the deal, one random path through the draws a
    world; ``since_deal``: every trick back to the deal, every path); exact search instead of playouts once the
    stock is empty and at most ``endgame`` cards are left in hand (0: never; :mod:`semerka.bots.endgame`);
    playouts that end in an exact search once the stock is empty and at most ``tail`` cards are left at the start
    of a trick (0: never; :func:`play_out_to_exact_tail`); ``estimated`` (without ``tail``): four-player
    playouts end when the stock runs out, valued by the fitted estimate (:func:`play_out_to_estimate`; False:
    played to the end of the deal), by the small neural network instead of the linear estimate with ``network``
    (:mod:`semerka.bots.network`); ``sampled``: the linear estimate's playouts draw every move from the fitted
    model of a searching player's plays at this temperature (nats; 0: the greedy move; :func:`play_out_by_model`;
    ValueError with ``tail``, ``network`` or ``estimated=False``); ``exploration``: the information-set search's
    constant (:mod:`cardtable.bots.tree`; 0: the flat search throughout), which then decides until the flat
    search's exact endgame takes over, one iteration a playout."""
    estimator = _estimator(tail, estimated, network)
    if sampled and estimator is not estimate:
        raise ValueError("sampled playouts end in the linear estimate: not with tail, network or estimated=False")
    return SearchBot(
        GAME, distinct_order, policy, evaluate, playouts=playouts, candidates=candidates,
        play_out=_play_out(tail, estimator, sampled),
        solve=partial(solve_endgame, endgame) if endgame else None,
        sample=Sampler(model, before_draw, history, since_deal) if inference else None,
        tree=_tree(endgame, exploration, estimator) if exploration else None,
    )  # fmt: skip


def _estimator(tail: int, estimated: bool, network: bool) -> Estimator | None:
    """The estimate the playouts end in (None: they are played to the end or end in an exact tail)."""
    if tail or not estimated:
        return None
    return estimate_by_network if network else estimate


def _play_out(tail: int, estimator: Estimator | None, sampled: float = 0.0) -> PlayOut:
    """The search's playout: ending in an exact tail, in ``estimator``'s value (its moves drawn from the model at
    the temperature ``sampled``, 0: greedy), or played to the end."""
    if sampled:
        return partial(play_out_by_model, sampled)
    if tail:
        return partial(play_out_to_exact_tail, tail, {})
    if estimator is None:
        return play_out
    return play_out_to_estimate if estimator is estimate else partial(play_out_to_estimate, estimator=estimator)


EXPERT_ENDGAME_CARDS = 16  # the expert level searches exactly from the moment the stock is empty (16 cards in hand)
EXPERT_PLAYOUT_TEMPERATURE = 1.0  # nats: expert's playouts draw each move from the fitted model as fitted


def make_expert(playouts: int = 2000) -> SearchBot:
    """The ``expert`` level: :func:`make_strong` with about seven times the playouts, the exact search from the
    moment the stock is empty (16 cards in hand), sharper inference (worlds weighted by the fitted model of a
    searching player's plays, :data:`FITTED_MODEL`, over the trick before the last draw too) and playouts whose
    moves are drawn from that model (:data:`EXPERT_PLAYOUT_TEMPERATURE`, :func:`play_out_by_model`) instead of
    greedy. About nine times the CPU time of ``strong`` a decision."""
    return make_strong(
        playouts=playouts, endgame=EXPERT_ENDGAME_CARDS, model=FITTED_MODEL, before_draw=True,
        sampled=EXPERT_PLAYOUT_TEMPERATURE,
    )  # fmt: skip


register_bot("semerka", "greedy", GreedyBot)
register_bot("semerka", "strong", make_strong)
register_bot("semerka", "expert", make_expert)
