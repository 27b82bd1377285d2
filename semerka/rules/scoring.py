"""The result of a deal: who won, by how much and why (rules S5, S6.2)."""

from __future__ import annotations

from typing import cast

from semerka.core import TOTAL_POINTS, deal_value
from semerka.rules.types import Outcome, Reason, Rules, State

__all__ = ["TOTAL_POINTS", "deal_result", "decided_by_last_trick", "outcome"]


def outcome(state: State) -> Outcome | None:
    """The deal's result once it is over, else ``None``.

    A burned deal: the burner's side wins ``burn_value`` (S6.2). Otherwise, with two sides the side with 50 or
    more points wins (S5.2); with three players the highest total, a tie going to the tied player who took the
    last trick, else drawn (S5.3). Value with ``stakes = pagat``: 3 when the losers took no trick, 2 when the
    winners took all 90 points, else 1; with ``single``: 1 (S5.4).
    """
    if state.turn is not None:
        return None
    last = state.rules.side_of(state.tricks[-1].winner) if state.burner is None else None
    return deal_result(state.rules, state.points, state.won, state.burner, last)


def decided_by_last_trick(outcome: Outcome) -> bool:
    """Whether ``outcome``'s winner was level on top points with another side and won the deal because it took
    the last trick (S5.3; only with three players, since two sides cannot tie on 90 points, S5.2)."""
    if outcome.winner is None or outcome.burned:
        return False
    top = outcome.points[outcome.winner - 1]
    return sum(points == top for points in outcome.points) > 1


def deal_result(
    rules: Rules, points: tuple[int, ...], tricks: tuple[int, ...], burner: int | None, last: int | None
) -> Outcome:
    """The result of a finished deal from its totals: card ``points`` and ``tricks`` won per side, the seat
    whose card burned the deal (``burner``, None for none) and the side that took the last trick (``last``, None
    after a burn). Rules S5.2-S5.4 and S6.2, as :func:`outcome` describes; shared by the playout fast path."""
    winner, value, reason = deal_value(rules.players, rules.stakes, rules.burn_value, points, tricks, burner, last)
    return Outcome(points, tricks, winner, value, reason == "burn", cast(Reason, reason), None if burner is not None else last)
