"""What ``toygame replay`` prints: a line per deal (dealer and tricks per seat) and the result, or the JSON object
``{"game", "deals": [{"dealer", "complete", "tricks"}], "totals", "finished", "winner"}``."""

from __future__ import annotations

from typing import Any

from rich.console import Group, RenderableType
from rich.text import Text

from cardtable.cli.replay import match_json, match_result, side_names
from cardtable.records import ReplayedDeal, ReplayedMatch

from toygame.rules import GAME, Outcome

__all__ = ["deal_json", "replay_json", "replay_summary"]


def deal_json(deal: ReplayedDeal) -> dict[str, Any]:
    """One deal: its dealer, whether it is complete, and the tricks won per seat (null while unfinished)."""
    outcome: Outcome | None = deal.outcome
    return {
        "dealer": deal.dealer,
        "complete": outcome is not None,
        "tricks": None if outcome is None else list(outcome.tricks),
    }


def replay_json(match: ReplayedMatch) -> dict[str, Any]:
    """The ``replay --json`` object of ``match``."""
    return match_json(match, GAME, deal_json)


def replay_summary(match: ReplayedMatch) -> RenderableType:
    """Every deal on one line, then the totals and the winner."""
    names = side_names(match, GAME)
    lines: list[RenderableType] = []
    for deal in match.deals:
        dealer = match.record.seats[deal.dealer - 1].name
        if deal.outcome is None:
            lines.append(Text(f"Deal {deal.number} (dealt by {dealer}): unfinished"))
        else:
            tricks = ", ".join(f"{name} {count}" for name, count in zip(names, deal.outcome.tricks))
            lines.append(Text(f"Deal {deal.number} (dealt by {dealer}): tricks {tricks}"))
    lines.append(match_result(match, names, lambda n: f"{n} point" + ("" if n == 1 else "s")))
    return Group(*lines)
