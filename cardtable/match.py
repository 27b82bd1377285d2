"""Match arithmetic shared by both games: running totals, when a match ends and who won.

Rules L8 (Leopard) and S7 (Semerka) agree on everything but one point, which the game supplies as
``series_tie``: equal top totals at the end of a fixed series share the win (L8.2) or call for more deals (S7.1).
"""

from __future__ import annotations

from collections.abc import Sequence
from dataclasses import dataclass
from typing import Literal

from cardtable.standing import standing

__all__ = ["MatchSettings", "MatchStatus", "match_status", "status_of_totals"]


@dataclass(frozen=True, slots=True)
class MatchSettings:
    """How long a match runs. ``target``: game points that end it (None: no target); ``deals``: length of a
    fixed series (None: no limit); ``first_dealer``: seat of the first dealer (None: drawn by the seed). With
    neither a target nor a series the match is endless: deal after deal until the players leave. Raises
    ``ValueError`` for a target or series below 1."""

    target: int | None
    deals: int | None = None
    first_dealer: int | None = None

    @property
    def endless(self) -> bool:
        """Whether the match has no limit at all (it ends when the players leave)."""
        return self.target is None and self.deals is None

    @property
    def single_deal(self) -> bool:
        """Whether the match is one deal and no target (a one-deal match; level sides may still play on, S7.1)."""
        return self.target is None and self.deals == 1

    def __post_init__(self) -> None:
        if self.target is not None and self.target < 1:
            raise ValueError(f"target must be at least 1, not {self.target}")
        if self.deals is not None and self.deals < 1:
            raise ValueError(f"deals must be at least 1, not {self.deals}")


@dataclass(frozen=True, slots=True)
class MatchStatus:
    """Totals per side (game points) after the completed deals, whether the match is over and who won.

    ``winners`` lists the winning sides (1-based): one side, several when a series ends level and the game
    shares the win (L8.2), none while the match goes on."""

    totals: tuple[int, ...]
    finished: bool
    winners: tuple[int, ...]

    @property
    def winner(self) -> int | None:
        """The single winning side, or None while unfinished or when the win is shared."""
        return self.winners[0] if len(self.winners) == 1 else None


def match_status(
    settings: MatchSettings,
    sides: int,
    deal_points: Sequence[Sequence[int]],
    series_tie: Literal["share", "play_on"],
) -> MatchStatus:
    """Where a match stands after the completed deals' points (one tuple per deal, one entry per side).

    L8.1 / S7.1: reaching ``target`` ends the match when one side is alone on top; a tie on top plays another
    deal. L8.2 / S7.1: after ``deals`` deals the highest total wins; a level top shares the win or plays on by
    ``series_tie``. L8.3: whichever limit comes first ends the match.
    """
    totals = tuple(sum(points[side] for points in deal_points) for side in range(sides))
    return status_of_totals(settings, totals, len(deal_points), series_tie)


def status_of_totals(
    settings: MatchSettings, totals: Sequence[int], played: int, series_tie: Literal["share", "play_on"]
) -> MatchStatus:
    """As :func:`match_status`, from the ``totals`` per side after ``played`` completed deals (L8, S7.1): for a
    running match kept deal by deal without summing every deal again."""
    totals = tuple(totals)
    finished, winners = standing(settings.target, settings.deals, totals, played, series_tie == "share")
    return MatchStatus(totals, finished, winners)
