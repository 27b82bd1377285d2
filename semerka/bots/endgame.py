"""Exact play once the stock is empty: alpha-beta search over the cards left in hand (rules S3, S4.3, S5).

With the stock empty no card comes into play any more, so in a world where every hand is known the rest of the
deal is a game of perfect information between two sides (two or four players). :func:`solve` searches it to the
end with alpha-beta: each side plays for the deal's value as :func:`semerka.bots.evaluate` measures it (game
points won minus lost, plus a hundredth of the card points margin). Suits never matter in play (S1.1), so cards of
one rank are one move; positions at the start of a trick are remembered (a transposition table with bounds),
and the table may be shared by the searches of one decision: the worlds of a decision differ only in who holds
which unseen card, so once those cards are played their positions are the same.

Three players (three sides) and the burning option are not solved here (``None``): the search falls back to
playouts there.
"""

from __future__ import annotations

from collections.abc import Sequence

from cardtable.cards import Rank
from semerka.rules import State, card_value
from semerka.rules.tricks import LAST_TRICK_BONUS

__all__ = ["Table", "solve", "solvable"]

_SEVEN = int(Rank.SEVEN)
_BIG = 1e9
_STOP = -1  # a leader's stop, among the ranks a choosing leader may play


def solvable(state: State, cards: int) -> bool:
    """Whether :func:`solve` takes ``state``: two sides, no burning, the stock empty, the deal going on, and at
    most ``cards`` cards left in all hands together."""
    rules = state.rules
    return (
        rules.players != 3
        and not rules.burning
        and not state.stock
        and state.turn is not None
        and sum(map(len, state.hands)) <= cards
    )


def _value(points0: int, points1: int, won0: int, won1: int, pagat: bool) -> float:
    """The finished deal's value for side 0 (S5.2, S5.4): game points won minus lost, plus card points / 100."""
    winner_points, loser_won = (points0, won1) if points0 > points1 else (points1, won0)
    value = 1
    if pagat:
        if not loser_won:
            value = 3
        elif winner_points == 90:
            value = 2
    return (value if points0 > points1 else -value) + (points0 - points1) / 100


Table = dict[tuple[object, ...], tuple[float, float]]
"""A transposition table: a position at the start of a trick -> bounds (low, high) of its value for side 1."""


def solve(state: State, seat: int, limit: int = 200_000, table: Table | None = None) -> tuple[float, int] | None:
    """The exact value of ``state`` for ``seat``'s side with best play by both sides, and the positions searched;
    ``None`` when :func:`solvable` would refuse ``state`` for its card count, or the search needs more than
    ``limit`` positions. The value is on :func:`semerka.bots.evaluate`'s scale.

    ``table``: a transposition table to start from and add to (None: a new one), shared by searches of deals
    under the same rules only; the positions it saves are not counted. A search that gives up leaves only true
    bounds in it."""
    if not solvable(state, 99):
        return None
    rules = state.rules
    n = rules.players
    pagat = rules.stakes == "pagat"
    only_when_losing = rules.continue_only_when_losing
    side = [(seat_index % 2) for seat_index in range(n)]  # 0-based seat -> 0-based side (S1.2)
    hands0 = tuple(tuple(sorted(int(card.rank) for card in hand)) for hand in state.hands)
    nodes = 0
    if table is None:
        table = {}

    class _TooBig(Exception):
        pass

    def end_trick(
        hands: tuple[tuple[int, ...], ...], holder: int, at_stake: int, p0: int, p1: int, w0: int, w1: int,
        alpha: float, beta: float,
    ) -> float:  # fmt: skip
        last = not hands[holder]  # hands are equal after whole rounds (S3.6)
        if last:
            at_stake += LAST_TRICK_BONUS  # S5.1
        if side[holder] == 0:
            p0, w0 = p0 + at_stake, w0 + 1
        else:
            p1, w1 = p1 + at_stake, w1 + 1
        if last:
            return _value(p0, p1, w0, w1, pagat)
        return trick_start(hands, holder, p0, p1, w0, w1, alpha, beta)

    def trick_start(
        hands: tuple[tuple[int, ...], ...], leader: int, p0: int, p1: int, w0: int, w1: int, alpha: float,
        beta: float,
    ) -> float:  # fmt: skip
        key = (hands, leader, p0, w0 > 0, w1 > 0)
        entry = table.get(key)
        if entry is not None:
            low, high = entry
            if low >= beta:
                return low
            if high <= alpha or low == high:  # a known value is returned, not searched again in a null window
                return high
            alpha, beta = max(alpha, low), min(beta, high)
        start_alpha, start_beta = alpha, beta
        value = node(hands, leader, leader, 0, -1, -1, 0, False, p0, p1, w0, w1, alpha, beta)
        low, high = entry if entry is not None else (-_BIG, _BIG)
        if value <= start_alpha:
            high = min(high, value)
        elif value >= start_beta:
            low = max(low, value)
        else:
            low = high = value
        table[key] = (low, high)
        return value

    def node(
        hands: tuple[tuple[int, ...], ...], leader: int, turn: int, count: int, led: int, holder: int,
        at_stake: int, choosing: bool, p0: int, p1: int, w0: int, w1: int, alpha: float, beta: float,
    ) -> float:  # fmt: skip
        nonlocal nodes
        nodes += 1
        if nodes > limit:
            raise _TooBig
        hand = hands[turn]
        maximize = side[turn] == 0
        options = _plays(hand)
        if choosing:  # S3.4: stop, or continue with the led rank or a seven
            options = ((_STOP, hand), *((rank, after) for rank, after in options if rank == led or rank == _SEVEN))
        best = -_BIG if maximize else _BIG
        for rank, after in options:
            if rank == _STOP:
                value = end_trick(hands, holder, at_stake, p0, p1, w0, w1, alpha, beta)
            else:
                new_hands = hands[:turn] + (after,) + hands[turn + 1 :]
                new_led, new_holder = led, holder
                if count == 0:
                    new_led, new_holder = rank, turn  # S3.1, S3.3
                elif rank == led or rank == _SEVEN:  # S3.2
                    new_holder = turn
                stake = at_stake + _POINTS[rank]
                played = count + 1
                if played % n:
                    value = node(
                        new_hands, leader, (turn + 1) % n, played, new_led, new_holder, stake, False, p0, p1, w0,
                        w1, alpha, beta,
                    )  # fmt: skip
                else:
                    lead_hand = new_hands[leader]
                    may_continue = (new_led in lead_hand or _SEVEN in lead_hand) and not (
                        only_when_losing and side[new_holder] == side[leader]
                    )  # S3.4, S3.5
                    if may_continue:
                        value = node(
                            new_hands, leader, leader, played, new_led, new_holder, stake, True, p0, p1, w0, w1,
                            alpha, beta,
                        )  # fmt: skip
                    else:
                        value = end_trick(new_hands, new_holder, stake, p0, p1, w0, w1, alpha, beta)
            if maximize:
                if value > best:
                    best = value
                if best > alpha:
                    alpha = best
            else:
                if value < best:
                    best = value
                if best < beta:
                    beta = best
            if alpha >= beta:
                break
        return best

    turn = state.turn
    assert turn is not None  # solvable
    trick = state.trick
    led = int(trick[0].card.rank) if trick else -1
    holder = state.holder - 1 if state.holder is not None else -1
    at_stake = sum(card_value(played.card) for played in trick)
    points: Sequence[int] = state.points
    won: Sequence[int] = state.won
    try:
        if not trick:
            value = trick_start(hands0, turn - 1, points[0], points[1], won[0], won[1], -_BIG, _BIG)
        else:
            value = node(
                hands0, state.leader - 1, turn - 1, len(trick), led, holder, at_stake, state.choosing, points[0],
                points[1], won[0], won[1], -_BIG, _BIG,
            )  # fmt: skip
    except _TooBig:
        return None
    return (value if side[seat - 1] == 0 else -value), nodes


_POINTS = {int(rank): (10 if rank in (Rank.ACE, Rank.TEN) else 0) for rank in Rank}
_PLAYS: dict[tuple[int, ...], tuple[tuple[int, tuple[int, ...]], ...]] = {}


def _plays(hand: tuple[int, ...]) -> tuple[tuple[int, tuple[int, ...]], ...]:
    """The plays from ``hand`` (ranks in ascending order): each rank it holds once, highest first, with the hand
    left after playing one card of it. Worked out once per hand: hands recur across positions and worlds."""
    plays = _PLAYS.get(hand)
    if plays is None:
        if len(_PLAYS) > 200_000:  # bounded, though the hands of a few cards of eight ranks are far fewer
            _PLAYS.clear()
        found = []
        for rank in sorted(set(hand), reverse=True):
            index = hand.index(rank)
            found.append((rank, hand[:index] + hand[index + 1 :]))
        plays = _PLAYS[hand] = tuple(found)
    return plays
