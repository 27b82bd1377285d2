"""Where a match stands, as plain numbers: whether it is over and who won (rules L8, S7.1).

The arithmetic behind :func:`cardtable.match.status_of_totals`, in a module of its own that imports nothing, so
that ``replay --json`` (:mod:`cardtable.quick_replay`) counts a match with no dataclass or typing import.
"""

from __future__ import annotations

from collections.abc import Sequence

__all__ = ["standing"]


def standing(
    target: int | None, deals: int | None, totals: Sequence[int], played: int, share_ties: bool
) -> tuple[bool, tuple[int, ...]]:
    """Whether the match is over and its winning sides (1-based; none while it goes on), from the ``totals`` per
    side after ``played`` completed deals, the match's ``target`` and series length ``deals`` (None: no limit).

    L8.1 / S7.1: reaching ``target`` ends the match when one side is alone on top; a tie on top plays another
    deal. L8.2 / S7.1: after ``deals`` deals the highest total wins; a level top shares the win when
    ``share_ties`` (Leopard), else another deal is played (Semerka). L8.3: whichever limit comes first."""
    top = max(totals)
    leaders = tuple(side + 1 for side, total in enumerate(totals) if total == top)
    series_over = deals is not None and played >= deals
    if len(leaders) == 1 and ((target is not None and top >= target) or series_over):
        return True, leaders
    if series_over and share_ties:
        return True, leaders
    return False, ()
