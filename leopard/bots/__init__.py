"""Computer players for Leopard: the ``greedy`` heuristics and the ``strong`` determinized search.

``greedy`` scores every legal move by how it changes the *potential* of the squares: each line (L2.3) is worth
its points once full (L7.1), and while it fills, a share of the points it can still make — a line whose face-up
cards are of one suit may still score ``suit_line``, of one colour 1, a mixed line nothing. A move is worth what
it adds to the player's own square minus what it adds to the others': so it completes its own lines in one suit
or colour, spoils an opponent's best line with a Jack face down (L5.4) or with a card of the wrong colour on an
empty cell (L5.1), keeps 10s and Kings (L5.2, L5.3) for the lines that need them (using one costs a little, and
discarding one costs more) and discards what it cannot use. It goes out (L4.1, L7.2) when going out scores more
than any other square is worth and the square cannot be expected to grow much more; with four players that is
when it asks its partner, and as the partner it agrees on the same test, for the partnership's square (L6.1).
``strong`` searches with
:class:`cardtable.bots.search.SearchBot`: short greedy playouts in worlds where the unseen cards are dealt at random,
each ended by the same potential. As the partner asked to agree it weighs yes (the partnership's sure score
from going out now) against no (playouts of the turns that follow, scored by the same potential).
``expert`` is the same search over the greedy order's first 16 moves instead of five, with five times the
playouts. ``make_strong(inference=True)`` weights the worlds by what the others' last plays revealed
(:mod:`leopard.bots.inference`). Importing this module registers the three levels for ``leopard``.
"""

from __future__ import annotations

import random
from collections.abc import Sequence
from functools import partial

from cardtable.cards import Card, Rank
from cardtable.bots.search import SearchBot, play_on
from cardtable.bots import register_bot
from cardtable.bots.ranking import best, best_first, margin

from leopard.rules import (
    GAME, LINES, Answer, Discard, GoOut, Move, Observation, Place, Playout, Rules, State, outcome,
)  # fmt: skip
from leopard.rules.scoring import going_out_score
from leopard.bots.inference import Sampler

__all__ = [
    "END_WITHIN", "EXPERT_CANDIDATES", "GreedyBot", "evaluate", "make_expert", "make_strong", "order", "play_out",
    "policy", "potential", "score_moves", "strong_play_out",
]  # fmt: skip

_EMPTY = -1
_RED = (False, True, True, False)  # by suit: clubs, diamonds, hearts, spades (L1.1)
_JACK, _QUEEN, _KING, _TEN = Rank.JACK, Rank.QUEEN, Rank.KING, Rank.TEN
# For each cell (0-based), the other two cells of each line through it (L2.3).
_OTHERS = tuple(
    tuple(tuple(i - 1 for i in line if i - 1 != cell) for line in LINES if cell + 1 in line) for cell in range(9)
)
_LINE_CELLS = tuple(tuple(i - 1 for i in line) for line in LINES)
_USE_COST = {_KING: 0.4, _TEN: 0.3, _JACK: 0.3, _QUEEN: 0.15}  # placing a flexible card spends it
_HOLD = {_KING: 1.0, _TEN: 0.8, _JACK: 0.6, _QUEEN: 0.3}  # what discarding one throws away


def _line_potential(a: int, b: int, c: int, suit_line: int) -> float:
    """Potential of one line whose cells show suits ``a``, ``b``, ``c`` (``_EMPTY``: no face-up card)."""
    filled = [s for s in (a, b, c) if s != _EMPTY]
    same_suit = len(set(filled)) <= 1
    same_colour = len({_RED[s] for s in filled}) <= 1
    if len(filled) == 3:
        return suit_line if same_suit else 1.0 if same_colour else 0.0  # L7.1
    if not filled:
        return 0.15 * suit_line
    if same_suit:
        return (0.25 if len(filled) == 1 else 0.5) * suit_line + 0.05
    return 0.45 if same_colour else 0.0


def _table(suit_line: int) -> tuple[float, ...]:
    return tuple(
        _line_potential(a, b, c, suit_line) for a in range(-1, 4) for b in range(-1, 4) for c in range(-1, 4)
    )


_POTENTIAL = {suit_line: _table(suit_line) for suit_line in (2, 3)}  # index 25(a+1) + 5(b+1) + (c+1)


def _tops(square: Sequence[Sequence[Card]]) -> list[int]:
    """The suit of each cell's face-up top card, or ``_EMPTY`` (L2.2)."""
    tops = []
    for stack in square:
        if stack and stack[-1].rank != _JACK and stack[-1].rank != _QUEEN:
            tops.append(int(stack[-1].suit))
        else:
            tops.append(_EMPTY)
    return tops


def potential(square: Sequence[Sequence[Card]], suit_line: int) -> float:
    """The potential of ``square`` in points: full lines at their value (L7.1), the others at a share of what
    they can still make."""
    table = _POTENTIAL[suit_line]
    tops = _tops(square)
    return sum(table[25 * (tops[i] + 1) + 5 * (tops[j] + 1) + tops[k] + 1] for i, j, k in _LINE_CELLS)


def _delta(tops: list[int], cell: int, new: int, table: tuple[float, ...]) -> float:
    """How the potential changes when ``cell`` (0-based) comes to show suit ``new`` (``_EMPTY``: face down)."""
    old = tops[cell]
    if old == new:
        return 0.0
    change = 0.0
    for i, j in _OTHERS[cell]:
        rest = 5 * (tops[i] + 1) + tops[j] + 1
        change += table[25 * (new + 1) + rest] - table[25 * (old + 1) + rest]
    return change


def _should_go_out(rules: Rules, own: int, values: Sequence[int], stock: int) -> bool:
    """Go out (L4.1) when it scores more than every other square is worth (L7.2, L7.3) and waiting is unlikely
    to pay: the square is worth 7 (going out then beats its plain value), the stock is nearly gone, or an
    opponent could go out first."""
    value = values[own - 1]
    others = max(v for index, v in enumerate(values, start=1) if index != own)
    if going_out_score(value, rules) <= others:
        return False
    return value >= 7 or stock <= 2 * rules.players or others >= 5


def score_moves(
    rules: Rules,
    own: int,
    hand: Sequence[Card],
    squares: Sequence[Sequence[Sequence[Card]]],
    values: Sequence[int],
    stock: int,
    legal: Sequence[Move],
) -> list[float]:
    """The greedy score of each of ``legal`` (points of potential; higher is better) for the player whose square
    is ``own`` (1-based), holding ``hand``, with ``stock`` cards left in the stock. The score reads only the
    squares' face-up suits, never the hand: the moves say which cards can be played."""
    return _scores(rules, own, [_tops(square) for square in squares], values, stock, legal)


def _scores(
    rules: Rules, own: int, tops: Sequence[list[int]], values: Sequence[int], stock: int, legal: Sequence[Move]
) -> list[float]:
    """:func:`score_moves` with each square's cells as their face-up suits (``_EMPTY``: none, L2.2)."""
    table = _POTENTIAL[rules.suit_line]
    other_weight = 1.0 / (len(tops) - 1)
    mine = tops[own - 1]
    changes: dict[int, float] = {}  # by cell and suit shown: one suit on one cell changes the potential alike
    scores = []
    for move in legal:
        _, kind, square, cell, shown, key, spare, cost = _ABOUT.get(id(move)) or _learn(move)
        if kind == _PLACING:
            change = changes.get(key)
            if change is None:
                change = changes[key] = _delta(tops[square - 1], cell, shown, table)
            gain = change if square == own else -change * other_weight
            if spare >= 0 and square != own and mine[spare] == _EMPTY:
                gain -= 0.3  # the card could still go into our own square
            scores.append(gain - cost)
        elif kind == _DISCARDING:
            if cost >= 0:
                hold = cost
            elif mine[cell] == _EMPTY:
                key += 45 * own  # the same key as placing the card in our own square
                change = changes.get(key)
                if change is None:
                    change = changes[key] = _delta(mine, cell, shown, table)
                hold = 0.3 + max(0.0, change) * 0.5
            else:
                hold = 0.05
            scores.append(-hold)
        elif type(move) is GoOut:
            scores.append(100.0 if _should_go_out(rules, own, values, stock) else -100.0)
        elif type(move) is Answer:  # L6.1: the partner agrees on the asker's own test, for the same square
            agree = _should_go_out(rules, own, values, stock)
            scores.append(100.0 if agree == move.agree else -100.0)
        else:  # Draw
            scores.append(0.0)
    return scores


_PLACING, _DISCARDING, _OTHER = 0, 1, 2
About = tuple[Move, int, int, int, int, int, int, float]
_ABOUT: dict[int, About] = {}  # by the move's id; holding the move keeps its id from passing to another object


def _learn(move: Move) -> About:
    """What :func:`_scores` needs of ``move``, worked out once (moves are shared values, met again and again):
    the move, its kind, then for a place its square, its cell (0-based), the suit it shows (``_EMPTY``: face
    down), its key for the potential changes, the own cell its card could take (-1: none) and what placing the
    card costs; for a discard its cell and suit, the key without the square, and what discarding it throws away
    (-1.0: it depends on the square)."""
    if len(_ABOUT) > 100_000:  # moves made anew (not shared) would pile up
        _ABOUT.clear()
    about: About
    if type(move) is Place:
        card, square, cell = move.card, move.square, move.cell
        rank = card.rank
        shown = _EMPTY if rank == _JACK or rank == _QUEEN else int(card.suit)
        spare = rank - 1 if rank <= 9 else -1
        cost = _USE_COST.get(rank, 0.0)
        about = (move, _PLACING, square, cell - 1, shown, 45 * square + 5 * cell + shown, spare, cost)
    elif type(move) is Discard:
        card = move.card
        rank = card.rank
        suit = int(card.suit)
        about = (move, _DISCARDING, 0, rank - 1, suit, 5 * rank + suit, -1, _HOLD.get(rank, -1.0))
    else:
        about = (move, _OTHER, 0, 0, 0, 0, -1, 0.0)
    _ABOUT[id(move)] = about
    return about


def order(observation: Observation, legal: Sequence[Move]) -> list[Move]:
    """``legal`` best first by the greedy score (ties keep the engine's order)."""
    scores = score_moves(
        observation.rules, observation.square, observation.hand, observation.squares, observation.values,
        observation.stock_size, legal,
    )  # fmt: skip
    return best_first(legal, scores)


def policy(state: State, legal: Sequence[Move], rng: random.Random) -> Move:
    """The greedy move of the seat to move in a full ``state`` (inside a playout)."""
    scores = score_moves(
        state.rules, state.own_square, state.hands[state.turn - 1], state.squares, state.values, len(state.stock),
        legal,
    )  # fmt: skip
    return best(legal, scores)


def evaluate(state: State, seat: int) -> float:
    """How good ``state`` is for ``seat``'s square: once the deal is over, its score minus the mean of the
    others' (L7.2-L7.4); before that, the same margin of square potentials."""
    rules = state.rules
    own = (seat - 1) % rules.squares
    result = outcome(state)
    if result is not None:
        values: Sequence[float] = result.scores
    else:
        values = [potential(square, rules.suit_line) for square in state.squares]
    return margin(values, own)


def play_out(state: State, seat: int, rng: random.Random, horizon: int | None) -> float:
    """The strong level's playout on the engine's fast path (:class:`~leopard.rules.Playout`): ``state`` played
    on with the greedy :func:`policy` for ``horizon`` moves (None: to the end of the deal), then :func:`evaluate`
    for ``seat``. The same moves and value as :class:`SearchBot`'s generic loop, without a new state per move."""
    rules = state.rules
    playout = Playout(state)

    def choose(legal: Sequence[Move]) -> Move:
        own = (playout.turn - 1) % rules.squares + 1
        return best(legal, _scores(rules, own, playout.face_up_suits(), playout.values, playout.stock_size, legal))

    play_on(playout, horizon, choose)
    result = playout.outcome()
    if result is not None:
        values: Sequence[float] = result.scores
    else:
        values = [potential(square, rules.suit_line) for square in playout.squares()]
    return margin(values, (seat - 1) % rules.squares)


class GreedyBot:
    """The ``greedy`` level: the best move by :func:`score_moves`, ties to the engine's order."""

    def choose(self, observation: Observation, legal_moves: Sequence[Move], rng: random.Random) -> Move:
        return order(observation, legal_moves)[0]


END_WITHIN = 16  # stock cards left from which a playout goes on to the end of the deal (L6.2)


def strong_play_out(end_within: int, state: State, seat: int, rng: random.Random, horizon: int | None) -> float:
    """The strong level's playout: :func:`play_out` for ``horizon`` moves, or to the end of the deal once at most
    ``end_within`` cards are left in the stock and the deal ends with the stock (``stock_end = last-card``, L6.2).
    Bind ``end_within`` with ``functools.partial``."""
    if horizon is not None and state.rules.stock_end == "last-card" and len(state.stock) <= end_within:
        horizon = None  # near the end, the deal's real scores instead of the potentials
    return play_out(state, seat, rng, horizon)


def make_strong(
    playouts: int = 240,
    candidates: int = 5,
    horizon: int | None = 12,
    end_within: int = END_WITHIN,
    inference: bool = False,
) -> SearchBot:
    """The ``strong`` level: determinized search with ``playouts`` greedy playouts per decision, each
    ``horizon`` moves long (None: to the end of the deal), over the greedy order's best ``candidates``; playouts go
    on to the end of the deal once at most ``end_within`` cards are left in the stock (0: never); worlds weighted
    by what the others' last plays revealed (``inference``, :mod:`leopard.bots.inference`)."""
    return SearchBot(
        GAME, order, policy, evaluate, playouts=playouts, candidates=candidates, horizon=horizon,
        play_out=partial(strong_play_out, end_within) if end_within else play_out,
        sample=Sampler(score_moves) if inference else None,
    )  # fmt: skip


EXPERT_CANDIDATES = 16  # the greedy order's best few often miss the move a wider search finds


def make_expert(playouts: int = 1200, candidates: int = EXPERT_CANDIDATES) -> SearchBot:
    """The ``expert`` level: :func:`make_strong` over the greedy order's best ``candidates`` moves, not five, with
    ``playouts`` playouts a decision (five times ``strong``'s budget)."""
    return make_strong(playouts=playouts, candidates=candidates)


register_bot("leopard", "greedy", GreedyBot)
register_bot("leopard", "strong", make_strong)
register_bot("leopard", "expert", make_expert)
